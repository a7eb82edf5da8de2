//! The plugin's passes under valgrind (memcheck), inside `mlir-opt`, on the
//! lit inputs of each pass and on the end-to-end programs: no invalid read
//! or write, no jump on an uninitialised value. A pass that keeps a handle to an op it erased
//! reads freed memory and mostly does not crash; FileCheck cannot see
//! that (the simplification did, until its deallocs were ordered by their
//! uses: `lit/buffer-deallocation-simplification/block-order.mlir`).
//!
//! Each test joins the `.mlir` files of some test directories into one
//! `-split-input-file` input (one valgrind start-up per pipeline). Inputs
//! that are meant to fail make `mlir-opt` exit with 1, which is fine here;
//! what fails is a memcheck error, a death by signal, or a run that does
//! not end with memcheck's "0 errors" summary (valgrind itself can die on
//! a wild access, exiting with 1).
//! Leaks are not checked: MLIR frees its context lazily at exit.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

/// Exit code valgrind returns when memcheck reported an error.
const MEMCHECK_ERROR: i32 = 99;

/// A directory under `tests/`.
fn test_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(name)
}

/// The `.mlir` files of `dirs` (sorted), as one split input.
fn joined_inputs(dirs: &[&str]) -> (String, usize) {
    let mut files: Vec<PathBuf> = Vec::new();
    for d in dirs {
        let mut here: Vec<PathBuf> = std::fs::read_dir(test_dir(d))
            .unwrap_or_else(|e| panic!("reading tests/{d}: {e}"))
            .map(|e| e.expect("directory entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
            .collect();
        here.sort();
        files.extend(here);
    }
    assert!(!files.is_empty(), "no inputs in {dirs:?}");
    let text = files
        .iter()
        .map(|f| std::fs::read_to_string(f).expect("reading an input"))
        .collect::<Vec<_>>()
        .join("\n// -----\n");
    (text, files.len())
}

/// Runs `mlir-opt` with the plugin and `pipeline` on the joined inputs of
/// `dirs` under memcheck; panics with the report on an error.
fn memcheck(name: &str, dirs: &[&str], pipeline: &str) {
    let (text, n) = joined_inputs(dirs);
    let dir = support::scratch_root().join("memcheck");
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let input = dir.join(format!("{name}.mlir"));
    std::fs::write(&input, text).expect("writing the joined input");
    let log = dir.join(format!("{name}.valgrind.log"));
    let stderr_path = dir.join(format!("{name}.stderr"));
    let stderr = std::fs::File::create(&stderr_path).expect("stderr file");
    let status = Command::new("valgrind")
        .arg("--tool=memcheck")
        .arg("--leak-check=no")
        .arg(format!("--error-exitcode={MEMCHECK_ERROR}"))
        .arg(format!("--log-file={}", log.display()))
        .arg(support::tool("mlir-opt"))
        .arg(format!(
            "--load-pass-plugin={}",
            support::plugin().display()
        ))
        .arg(format!("--pass-pipeline=builtin.module({pipeline})"))
        .arg("-split-input-file")
        .arg(&input)
        .arg("-o")
        .arg("/dev/null")
        .stdout(std::process::Stdio::null())
        .stderr(stderr)
        .status()
        .unwrap_or_else(|e| panic!("valgrind: cannot run: {e} (run scripts/setup)"));
    let report = std::fs::read_to_string(&log).unwrap_or_default();
    // Exit codes alone do not tell: an input meant to fail exits with 1,
    // and so does valgrind when it dies itself on a wild access. Only a
    // complete run with memcheck's summary "0 errors" passes.
    let clean = report.contains("ERROR SUMMARY: 0 errors");
    match status.code() {
        Some(0) | Some(1) if clean => {}
        other => panic!(
            "memcheck on {pipeline} ({n} files of {dirs:?}, {}): exit {other:?}, {}:\n{report}",
            input.display(),
            if clean {
                "no memcheck error"
            } else {
                "memcheck errors or no summary"
            },
        ),
    }
    // The plugin must have been loaded and its passes found (a plugin that
    // fails to load is only warned about, and an unknown pass fails the
    // run with exit code 1, like an input meant to fail).
    let messages = std::fs::read_to_string(&stderr_path).unwrap_or_default();
    for bad in ["Failed to load", "does not refer to a registered pass"] {
        assert!(
            !messages.contains(bad),
            "{pipeline}: the plugin's passes did not run:\n{messages}"
        );
    }
}

#[test]
fn deallocation_pipeline() {
    memcheck(
        "dealloc-pipeline",
        &[
            "lit/ownership-based-buffer-deallocation",
            "lit/buffer-deallocation-pipeline",
            "lit/buffer-deallocation-simplification",
            "lit/lower-deallocations",
            "lit/expand-realloc",
            "e2e/dealloc",
            "e2e/expand-realloc",
        ],
        "ferrobuf-buffer-deallocation-pipeline",
    );
}

/// The pipeline nested in functions: the ownership pass on one function,
/// the general lowering's helper inlined (parsed, moved, erased).
#[test]
fn deallocation_pipeline_in_functions() {
    memcheck(
        "dealloc-pipeline-func",
        &[
            "lit/ownership-based-buffer-deallocation",
            "lit/lower-deallocations",
            "e2e/dealloc",
        ],
        "func.func(ferrobuf-buffer-deallocation-pipeline)",
    );
}

#[test]
fn simplification_and_lowering() {
    memcheck(
        "simplify-lower",
        &[
            "lit/buffer-deallocation-simplification",
            "lit/lower-deallocations",
        ],
        "func.func(ferrobuf-buffer-deallocation-simplification),ferrobuf-bufferization-lower-deallocations",
    );
}

#[test]
fn one_shot_bufferize() {
    memcheck(
        "one-shot",
        &["lit/one-shot-bufferize"],
        "ferrobuf-one-shot-bufferize{bufferize-function-boundaries}",
    );
}

#[test]
fn one_shot_then_deallocation() {
    memcheck(
        "one-shot-dealloc",
        &["e2e/bufferize"],
        "ferrobuf-one-shot-bufferize{bufferize-function-boundaries},ferrobuf-buffer-deallocation-pipeline",
    );
}

#[test]
fn placement() {
    memcheck(
        "placement",
        &[
            "lit/buffer-hoisting",
            "lit/buffer-loop-hoisting",
            "lit/promote-buffers-to-stack",
            "e2e/placement",
        ],
        "func.func(ferrobuf-buffer-hoisting,ferrobuf-buffer-loop-hoisting,ferrobuf-promote-buffers-to-stack)",
    );
}

#[test]
fn liveness_and_empty_tensor() {
    memcheck(
        "liveness-empty-tensor",
        &[
            "lit/optimize-allocation-liveness",
            "lit/empty-tensor-to-alloc-tensor",
        ],
        "func.func(ferrobuf-optimize-allocation-liveness),ferrobuf-empty-tensor-to-alloc-tensor",
    );
}
