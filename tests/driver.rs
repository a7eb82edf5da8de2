//! The `ferrobuf` command (`cargo run --release -- FILE.mlir`).

mod support;

use std::process::Command;

const INPUT: &str = "func.func @grow(%m: memref<2xf32>) -> memref<4xf32> {\n\
  %r = memref.realloc %m : memref<2xf32> to memref<4xf32>\n\
  return %r : memref<4xf32>\n}\n";

fn ferrobuf() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ferrobuf"))
}

#[test]
fn default_pipeline_on_file_stdin_and_output_file() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, INPUT).unwrap();

    let out = ferrobuf().arg(&input).output().unwrap();
    let text = support::ok_stdout(&out, "ferrobuf FILE");
    assert!(
        text.contains("memref.alloc() : memref<4xf32>") && !text.contains("memref.realloc"),
        "{text}"
    );

    let out = support::run_with_stdin(ferrobuf().arg("-"), INPUT);
    assert_eq!(support::ok_stdout(&out, "ferrobuf -"), text);
    let out = support::run_with_stdin(&mut ferrobuf(), INPUT);
    assert_eq!(support::ok_stdout(&out, "ferrobuf (stdin)"), text);

    let dest = dir.path().join("out.mlir");
    let out = ferrobuf()
        .arg(&input)
        .arg("-o")
        .arg(&dest)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(std::fs::read_to_string(&dest).unwrap(), text);
}

#[test]
fn pipeline_override_mixes_ferrobuf_and_upstream() {
    let out = support::run_with_stdin(
        ferrobuf().args([
            "--pipeline",
            "func.func(ferrobuf-expand-realloc{emit-deallocs=false}),cse",
        ]),
        INPUT,
    );
    let text = support::ok_stdout(&out, "ferrobuf --pipeline");
    assert!(
        text.contains("scf.if") && !text.contains("memref.dealloc"),
        "{text}"
    );
}

#[test]
fn errors_are_reported_with_exit_codes() {
    let out = support::run_with_stdin(ferrobuf().args(["--pipeline", "ferrobuf-nope"]), INPUT);
    assert_eq!(out.status.code(), Some(1));
    let out = ferrobuf().arg("--bogus").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("usage: ferrobuf"));
    let out = ferrobuf().arg("/nonexistent/file.mlir").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn missing_llvm_gives_a_clear_message() {
    let out = ferrobuf()
        .env("MLIR_SYS_220_PREFIX", "/nonexistent/llvm-22")
        .arg("-")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("LLVM/MLIR 22 is not installed") && err.contains("scripts/setup"),
        "{err}"
    );
}
