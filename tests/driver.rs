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

/// Each `examples/NAME.mlir` with a `NAME.expected` bufferizes with the
/// default pipeline (no tensor left, every buffer freed by
/// `memref.dealloc`), and `--run` prints the expected output (the
/// `Unranked Memref base@ = 0x…` header lines of `printMemref*` hold an
/// address and are left out of the comparison).
#[test]
fn examples_bufferize_and_run() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let expected = path.with_extension("expected");
        if path.extension().is_none_or(|x| x != "mlir") || !expected.is_file() {
            continue;
        }
        seen += 1;
        let name = path.display().to_string();
        let ir = support::ok_stdout(&ferrobuf().arg(&path).output().unwrap(), &name);
        let bodies: String = ir
            .lines()
            .filter(|l| !l.contains("func.func private"))
            .collect();
        assert!(!bodies.contains("tensor<"), "{name}: tensors left:\n{ir}");
        assert!(
            ir.contains("memref.dealloc") || !ir.contains("memref.alloc("),
            "{name}: nothing freed:\n{ir}"
        );
        assert!(
            !ir.contains("bufferization.dealloc"),
            "{name}: deallocation not lowered:\n{ir}"
        );
        let strip = |t: &str| -> String {
            t.lines()
                .filter(|l| !l.starts_with("Unranked Memref base@"))
                .map(|l| format!("{l}\n"))
                .collect()
        };
        let want = strip(&std::fs::read_to_string(&expected).unwrap());
        // The default pipeline, and with out-parameters (every function
        // returning a buffer then writes into its caller's).
        for extra in [None, Some("--out-params")] {
            let mut cmd = ferrobuf();
            cmd.arg(&path).arg("--run").args(extra);
            let out = support::ok_stdout(&cmd.output().unwrap(), &name);
            assert_eq!(strip(&out), want, "{name} --run {extra:?}");
        }
    }
    assert!(seen >= 3, "only {seen} runnable examples");
}

#[test]
fn emit_llvm_and_explain() {
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/loop_iter_args.mlir");
    let out = ferrobuf().args([example, "--emit=llvm"]).output().unwrap();
    let text = support::ok_stdout(&out, "ferrobuf --emit=llvm");
    assert!(
        text.contains("llvm.func @main") && !text.contains("memref."),
        "{text}"
    );

    // The constant passed to @iterate is read-only: the loop's in-place
    // writes need a copy, and --explain says why.
    let out = ferrobuf().args([example, "--explain"]).output().unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("remark:") && err.contains("loop_iter_args.mlir:"),
        "{err}"
    );
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
    // An op One-Shot Bufferize cannot bufferize: a located error, exit 1.
    let out = support::run_with_stdin(
        &mut ferrobuf(),
        "func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {\n\
           %r = \"test.unknown\"(%t) : (tensor<4xf32>) -> tensor<4xf32>\n\
           return %r : tensor<4xf32>\n}\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("<stdin>:2:") && err.contains("error:"),
        "{err}"
    );
    let out = ferrobuf().args(["--run", "-o", "x.mlir"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
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
