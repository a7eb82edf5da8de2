//! Locating LLVM 22's tools and ferrobuf's built plugin.

use std::path::{Path, PathBuf};

/// The LLVM 22 installation prefix: `$MLIR_SYS_220_PREFIX` if set, else
/// Debian's `/usr/lib/llvm-22`.
pub fn llvm_prefix() -> PathBuf {
    std::env::var_os("MLIR_SYS_220_PREFIX").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22"))
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

/// The plugin `libferrobuf.so` next to `exe` (cargo puts the binary and the
/// cdylib in the same target directory), or in its parent (for test
/// binaries in `target/<profile>/deps`).
pub fn plugin_next_to(exe: &Path) -> Option<PathBuf> {
    let dir = exe.parent()?;
    [dir.join("libferrobuf.so"), dir.parent()?.join("libferrobuf.so")].into_iter().find(|p| p.is_file())
}
