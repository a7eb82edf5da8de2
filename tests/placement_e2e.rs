//! Buffer placement passes (ferrobuf-buffer-hoisting,
//! ferrobuf-buffer-loop-hoisting, ferrobuf-promote-buffers-to-stack) end to
//! end: every program of `tests/e2e/placement/` (allocations in cf diamonds,
//! scf.if branches, scf.for / scf.while / nested loops, dynamic sizes, small
//! promotable buffers, subviews, loop-carried buffers, scf.execute_region)
//! is run through the pass followed by upstream's ownership-based
//! `buffer-deallocation-pipeline`, lowered, compiled and run natively and
//! under valgrind: the output must match `NAME.expected` and there must be
//! no definite leak and no invalid access. The run of all three passes in
//! sequence is also done with upstream's passes (differential run; the IR
//! of each pass is compared with upstream's in tests/placement_differential.rs,
//! so the per-pass runs skip upstream to keep the suite fast). The programs
//! contain no memref.dealloc: deallocation is the pipeline's job.
//!
//! Each test uses its own scratch variant name (the program source is
//! unchanged) so that the tests, which cargo runs in parallel, never share
//! a scratch directory.

mod support;

use support::e2e;

fn unchanged(src: &str) -> String {
    src.to_owned()
}

#[test]
fn hoisting_keeps_outputs_valgrind_clean() {
    let failures = e2e::check_suite(
        "placement",
        "func.func(ferrobuf-buffer-hoisting),buffer-deallocation-pipeline",
        None,
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn loop_hoisting_keeps_outputs_valgrind_clean() {
    let failures = e2e::check_suite_transformed(
        "placement",
        "loop-hoisting",
        unchanged,
        "func.func(ferrobuf-buffer-loop-hoisting),buffer-deallocation-pipeline",
        None,
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Promotion runs before deallocation: promoted buffers become allocas that
/// the deallocation pipeline must leave alone.
#[test]
fn promotion_keeps_outputs_valgrind_clean() {
    let failures = e2e::check_suite_transformed(
        "placement",
        "promote",
        unchanged,
        "func.func(ferrobuf-promote-buffers-to-stack),buffer-deallocation-pipeline",
        None,
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The three passes in the order of upstream's recommended pipeline
/// (hoisting, loop hoisting, promotion), then deallocation.
#[test]
fn all_three_in_sequence_keep_outputs_valgrind_clean() {
    let failures = e2e::check_suite_transformed(
        "placement",
        "all-three",
        unchanged,
        "func.func(ferrobuf-buffer-hoisting,ferrobuf-buffer-loop-hoisting,ferrobuf-promote-buffers-to-stack),buffer-deallocation-pipeline",
        Some(
            "func.func(buffer-hoisting,buffer-loop-hoisting,promote-buffers-to-stack),buffer-deallocation-pipeline",
        ),
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `ferrobuf-optimize-allocation-liveness` after deallocation: the frees
/// the pipeline inserts (plain `memref.dealloc`s and those under `scf.if`)
/// move up to the last use of their buffer; outputs must not change and
/// valgrind must see no invalid access (a free moved above a use would be
/// an invalid read). The pass moves frees in 9 of the 10 programs.
#[test]
fn liveness_after_deallocation_keeps_outputs_valgrind_clean() {
    let failures = e2e::check_suite_transformed(
        "placement",
        "liveness",
        unchanged,
        "buffer-deallocation-pipeline,func.func(ferrobuf-optimize-allocation-liveness)",
        None,
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
