//! Locating LLVM 22's tools and ferrobuf's built plugin.

use std::path::{Path, PathBuf};

/// The LLVM 22 installation prefix: `$MLIR_SYS_220_PREFIX` if set, else
/// Debian's `/usr/lib/llvm-22`.
pub fn llvm_prefix() -> PathBuf {
    std::env::var_os("MLIR_SYS_220_PREFIX")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22"))
}

/// Path of an LLVM tool (`mlir-opt`, `FileCheck`, ...) if it is installed.
pub fn llvm_tool(name: &str) -> Option<PathBuf> {
    let p = llvm_prefix().join("bin").join(name);
    p.is_file().then_some(p)
}

/// `mlir-opt` of LLVM 22, or an explanation of how to get it.
pub fn mlir_opt() -> Result<PathBuf, String> {
    llvm_tool("mlir-opt").ok_or_else(|| {
        format!(
            "LLVM/MLIR 22 is not installed: no mlir-opt in {}/bin. Run scripts/setup (or set MLIR_SYS_220_PREFIX).",
            llvm_prefix().display()
        )
    })
}

/// The plugin `libferrobuf.so` that belongs to the binary `exe`: cargo
/// writes the cdylib to `target/<profile>/deps/` and, for `cargo build`,
/// also copies it next to the binary (`cargo test` does not). Test binaries
/// live in `deps/` themselves. The most recently built candidate wins.
pub fn plugin_next_to(exe: &Path) -> Option<PathBuf> {
    let dir = exe.parent()?;
    let mut candidates = vec![
        dir.join("libferrobuf.so"),
        dir.join("deps").join("libferrobuf.so"),
    ];
    if let Some(parent) = dir.parent() {
        candidates.push(parent.join("libferrobuf.so"));
    }
    candidates
        .into_iter()
        .filter_map(|p| {
            let modified = std::fs::metadata(&p).ok()?.modified().ok()?;
            Some((modified, p))
        })
        .max_by_key(|(modified, _)| *modified)
        .map(|(_, p)| p)
}
