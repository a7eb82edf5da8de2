//! expand-realloc: end-to-end programs (grow and shrink in loops and
//! branches) under ferrobuf and upstream, valgrind clean; the IR is
//! identical to upstream's; mixing with upstream's deallocation pipeline.

mod support;

use support::e2e;

#[test]
fn programs_match_expected_and_upstream_valgrind_clean() {
    let failures = e2e::check_suite(
        "expand-realloc",
        "func.func(ferrobuf-expand-realloc)",
        Some("func.func(expand-realloc)"),
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `emit-deallocs=false` leaves freeing to a later deallocation pass; here
/// upstream's ownership-based deallocation pipeline runs after ours, in one
/// mlir-opt pipeline, and the programs must still be leak-free.
#[test]
fn programs_with_upstream_deallocation_pipeline() {
    // The programs free their final buffers themselves, which ownership-based
    // deallocation rejects; strip those explicit frees for this variant.
    let failures = e2e::check_suite_transformed(
        "expand-realloc",
        "nodealloc",
        |src| {
            src.lines()
                .filter(|l| !l.trim_start().starts_with("memref.dealloc"))
                .collect::<Vec<_>>()
                .join("\n")
        },
        "func.func(ferrobuf-expand-realloc{emit-deallocs=false}),buffer-deallocation-pipeline",
        Some("buffer-deallocation-pipeline"),
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn ir_identical_to_upstream_on_every_program() {
    for p in e2e::programs("expand-realloc") {
        if p.upstream_fails.is_some() {
            continue; // checked in the e2e test and the lit tests
        }
        let src = std::fs::read_to_string(&p.path).unwrap();
        for opts in ["", "{emit-deallocs=false}"] {
            let ours = support::ok_stdout(
                &support::ferrobuf_opt(
                    &format!("func.func(ferrobuf-expand-realloc{opts})"),
                    &src,
                    &[],
                ),
                "ferrobuf",
            );
            let theirs = support::ok_stdout(
                &support::upstream_opt(&format!("func.func(expand-realloc{opts})"), &src, &[]),
                "upstream",
            );
            assert_eq!(ours, theirs, "{} with options '{opts}'", p.name);
        }
    }
}

/// The harness must catch leaks: without deallocs and without a
/// deallocation pass, every grown-from buffer leaks, and valgrind has to
/// say so.
#[test]
fn harness_reports_leaks() {
    let prog = e2e::programs("expand-realloc")
        .into_iter()
        .find(|p| p.name == "grow_loop")
        .unwrap();
    let err = e2e::compile_and_run(
        &prog,
        e2e::Opt::Ferrobuf,
        "func.func(ferrobuf-expand-realloc{emit-deallocs=false})",
        "leak-check",
    )
    .expect_err("leaking program must fail the valgrind check");
    assert!(err.contains("definitely lost"), "unexpected failure: {err}");
}
