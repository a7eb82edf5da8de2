//! Helpers shared by the integration tests: locating the built plugin and
//! LLVM tools, scratch space, and the end-to-end harness.
#![allow(dead_code)]

pub mod e2e;
pub mod ir;
pub mod rng;

use std::path::PathBuf;
use std::process::{Command, Output};

/// The plugin built by this `cargo test` run (target/<profile>/libferrobuf.so).
pub fn plugin() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    ferrobuf::tools::plugin_next_to(&exe)
        .unwrap_or_else(|| panic!("libferrobuf.so not found near {}", exe.display()))
}

/// Path of an LLVM 22 tool; panics with a setup hint if missing.
pub fn tool(name: &str) -> PathBuf {
    ferrobuf::tools::llvm_tool(name)
        .unwrap_or_else(|| panic!("{name} not found: run scripts/setup"))
}

/// A per-target-dir scratch root for test outputs (kept for inspection).
pub fn scratch_root() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    let dir = exe
        .parent()
        .and_then(|d| d.parent())
        .expect("target dir")
        .join("ferrobuf-tests");
    std::fs::create_dir_all(&dir).expect("creating scratch root");
    dir
}

/// `mlir-opt` with the plugin loaded and the given pipeline (inside
/// `builtin.module(...)`), on `input` text.
pub fn ferrobuf_opt(pipeline: &str, input: &str, extra: &[&str]) -> Output {
    run_with_stdin(
        Command::new(tool("mlir-opt"))
            .arg(format!("--load-pass-plugin={}", plugin().display()))
            .arg(format!("--pass-pipeline=builtin.module({pipeline})"))
            .args(extra),
        input,
    )
}

/// Upstream `mlir-opt` (no plugin) with a pipeline, on `input` text.
pub fn upstream_opt(pipeline: &str, input: &str, extra: &[&str]) -> Output {
    run_with_stdin(
        Command::new(tool("mlir-opt"))
            .arg(format!("--pass-pipeline=builtin.module({pipeline})"))
            .args(extra),
        input,
    )
}

/// Runs `cmd` with `input` on stdin.
pub fn run_with_stdin(cmd: &mut Command, input: &str) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawning tool");
    let mut stdin = child.stdin.take().expect("stdin");
    let text = input.to_owned();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(text.as_bytes());
    });
    let out = child.wait_with_output().expect("waiting for tool");
    writer.join().expect("stdin writer");
    out
}

/// Stdout of a successful run; panics with stderr otherwise.
pub fn ok_stdout(out: &Output, what: &str) -> String {
    assert!(
        out.status.success(),
        "{what} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Number of lines of `text` containing any of `needles`.
pub fn count_lines(text: &str, needles: &[&str]) -> usize {
    text.lines()
        .filter(|l| needles.iter().any(|n| l.contains(n)))
        .count()
}
