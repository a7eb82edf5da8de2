//! The legacy bufferization end to end: every program of the bufferize and
//! dealloc e2e corpora (`tests/e2e/bufferize/`, `tests/e2e/dealloc/`)
//! through `ferrobuf-legacy-bufferize` (partial passes, then
//! `ferrobuf-finalizing-bufferize`) and ferrobuf's deallocation pipeline,
//! lowered, compiled and run: the output must equal `NAME.expected`.
//!
//! - order 1 (`func-first=false`: the per-function passes, then
//!   `ferrobuf-func-bufferize`): natively and under valgrind (no definite
//!   leak, no invalid access or free);
//! - order 2 (`func-first`, with out-parameters): natively only (valgrind
//!   is the slow part; order 1 already checks the deallocation of the
//!   legacy output);
//! - programs using dialects no legacy pass converts (`vector`,
//!   `ml_program`, `shape`) must fail in `ferrobuf-finalizing-bufferize`
//!   with a located error naming such an op.

mod support;

use std::time::Duration;

use support::e2e::{self, Memcheck, Opt, Program, RunOptions};
use support::{ferrobuf_opt, scratch_root};

/// Programs whose dialects have no legacy partial pass.
const UNSUPPORTED: &[&str] = &[
    "ml_program_globals",
    "shape_assuming_tensor",
    "vector_mask_in_place",
    "vector_mask_out_of_place",
    "vector_transfer_loop",
    "vector_write_partial_cover",
];

fn supported(suite: &str) -> Vec<Program> {
    e2e::programs(suite)
        .into_iter()
        .filter(|p| !UNSUPPORTED.contains(&p.name.as_str()))
        .collect()
}

const DEALLOC: &str = "ferrobuf-buffer-deallocation-pipeline";

fn order1() -> String {
    format!("ferrobuf-legacy-bufferize,{DEALLOC}")
}

fn order2() -> String {
    format!("ferrobuf-legacy-bufferize{{func-first=true result-kind=append}},{DEALLOC}")
}

fn check_valgrind(suite: &str) {
    let failures = e2e::check_programs(
        suite,
        supported(suite),
        "legacy",
        |s| s.to_owned(),
        &order1(),
        None,
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Runs `progs` of `suite` through `pipeline` natively (no valgrind).
fn check_native(suite: &str, progs: Vec<Program>, tag: &str, pipeline: &str) {
    let results = e2e::for_each_bounded(&progs, |p| {
        let dir = scratch_root().join("e2e").join(&p.name).join(tag);
        let options = RunOptions {
            memcheck: Memcheck::Skip,
            timeout: Some(Duration::from_secs(300)),
            generic: false,
        };
        match e2e::compile_and_run_file(&p.name, &p.path, Opt::Ferrobuf, pipeline, &dir, options) {
            Ok(r) if r.stdout == p.expected => None,
            Ok(r) => Some(format!(
                "{suite}/{}: output differs:\n--- got\n{}--- expected\n{}",
                p.name, r.stdout, p.expected
            )),
            Err(e) => Some(format!("{suite}/{}: {}", p.name, e.message)),
        }
    });
    let failures: Vec<String> = results.into_iter().flatten().collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn bufferize_corpus_is_right_and_valgrind_clean() {
    check_valgrind("bufferize");
}

#[test]
fn dealloc_corpus_is_right_and_valgrind_clean() {
    check_valgrind("dealloc");
}

#[test]
fn func_first_with_out_params_is_right() {
    check_native("bufferize", supported("bufferize"), "legacy-order2", &order2());
    check_native("dealloc", supported("dealloc"), "legacy-order2", &order2());
}

#[test]
fn unsupported_dialects_are_located_errors() {
    for p in e2e::programs("bufferize") {
        if !UNSUPPORTED.contains(&p.name.as_str()) {
            continue;
        }
        let src = std::fs::read_to_string(&p.path).expect("program");
        let out = ferrobuf_opt(&order1(), &src, &[]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{}: accepted", p.name);
        assert!(
            err.contains("error: ferrobuf-finalizing-bufferize: '")
                && err.contains("still operates on tensors")
                && ["'vector.", "'ml_program.", "'shape."]
                    .iter()
                    .any(|d| err.contains(d)),
            "{}: unexpected error:\n{err}",
            p.name
        );
    }
}
