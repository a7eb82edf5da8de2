//! Function-boundary passes end to end: every program of
//! `tests/e2e/out-params/` (private functions returning fresh tensors, an
//! argument written in place, dynamic sizes from arguments, results through
//! `scf.if`, calls in loops, recursion) is bufferized by upstream One-Shot
//! Bufferize with function boundaries, then goes through
//! `ferrobuf-drop-equivalent-buffer-results` and
//! `ferrobuf-buffer-results-to-out-params` (hoisting allocations) and
//! upstream's deallocation pipeline; it must print `NAME.expected`, as it
//! does without the two passes and with upstream's counterparts, and run
//! valgrind clean.

mod support;

use support::e2e;

const BUFFERIZE: &str = "one-shot-bufferize{bufferize-function-boundaries}";

fn unchanged(src: &str) -> String {
    src.to_owned()
}

#[test]
fn out_params_keep_outputs_valgrind_clean() {
    let ours = format!(
        "{BUFFERIZE},ferrobuf-drop-equivalent-buffer-results,ferrobuf-buffer-results-to-out-params{{hoist-static-allocs=true hoist-dynamic-allocs=true}},buffer-deallocation-pipeline"
    );
    let theirs = format!(
        "{BUFFERIZE},drop-equivalent-buffer-results,buffer-results-to-out-params{{hoist-static-allocs=true hoist-dynamic-allocs=true}},buffer-deallocation-pipeline"
    );
    let failures = e2e::check_suite("out-params", &ours, Some(&theirs));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The same programs without the two passes print the same.
#[test]
fn reference_without_the_passes() {
    let failures = e2e::check_suite_transformed(
        "out-params",
        "reference",
        unchanged,
        &format!("{BUFFERIZE},buffer-deallocation-pipeline"),
        None,
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
