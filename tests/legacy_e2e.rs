//! The legacy bufferization end to end: every program of the bufferize and
//! dealloc e2e corpora (`tests/e2e/bufferize/`, `tests/e2e/dealloc/`)
//! through `ferrobuf-legacy-bufferize` (partial passes, then
//! `ferrobuf-finalizing-bufferize`) and ferrobuf's deallocation pipeline,
//! lowered, compiled and run: the output must equal `NAME.expected`.
//!
//! - order 1 (`func-first=false`: the per-function passes, then
//!   `ferrobuf-func-bufferize`): natively and under valgrind (no definite
//!   leak, no invalid access or free);
//! - order 2 (`func-first`: `ferrobuf-func-bufferize` before the
//!   per-function passes): the program after `canonicalize,cse` must be
//!   the one of order 1; where it is not, it is compiled and run natively
//!   (valgrind is the slow part, order 1 already checks the deallocation
//!   of the legacy output);
//! - out-parameters (`result-kind=append`): the dealloc corpus natively;
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

fn check_valgrind(suite: &str, every: usize) {
    let failures = e2e::check_programs_sampled(
        suite,
        supported(suite),
        "legacy",
        |s| s.to_owned(),
        &order1(),
        None,
        every,
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

/// Both corpora: every program natively, under valgrind every third of
/// the bufferize corpus (84 programs) and every second of the dealloc
/// corpus, to keep CI under its time limit (valgrind on all of them costs
/// about 6 minutes of 2 cores); `FERROBUF_VALGRIND_ALL=1` (or the older
/// `FERROBUF_LEGACY_VALGRIND_ALL=1`) runs all of them under valgrind.
#[test]
fn bufferize_corpus_is_right_and_valgrind_clean() {
    check_valgrind("bufferize", sample(3));
}

#[test]
fn dealloc_corpus_is_right_and_valgrind_clean() {
    check_valgrind("dealloc", sample(2));
}

fn sample(every: usize) -> usize {
    if std::env::var_os("FERROBUF_LEGACY_VALGRIND_ALL").is_some() {
        1
    } else {
        every
    }
}

/// Order 2 (`func-first`): the memref program after `canonicalize,cse`
/// must be the one of order 1 (so it runs the same); a program where it
/// is not is compiled and run natively.
#[test]
fn func_first_order_gives_the_same_programs() {
    let norm = ",canonicalize,cse";
    for suite in ["bufferize", "dealloc"] {
        let progs = supported(suite);
        let differing: Vec<Program> = e2e::for_each_bounded(&progs, |p| {
            let src = std::fs::read_to_string(&p.path).expect("program");
            let one = ferrobuf_opt(&format!("ferrobuf-legacy-bufferize{norm}"), &src, &[]);
            let two = ferrobuf_opt(
                &format!("ferrobuf-legacy-bufferize{{func-first=true}}{norm}"),
                &src,
                &[],
            );
            assert!(
                one.status.success() && two.status.success(),
                "{suite}/{}: {}{}",
                p.name,
                String::from_utf8_lossy(&one.stderr),
                String::from_utf8_lossy(&two.stderr)
            );
            (one.stdout != two.stdout).then(|| p.clone())
        })
        .into_iter()
        .flatten()
        .collect();
        let pipeline = format!("ferrobuf-legacy-bufferize{{func-first=true}},{DEALLOC}");
        check_native(suite, differing, "legacy-order2", &pipeline);
    }
}

/// Results as out-parameters (`result-kind=append`, with `func-first`):
/// the dealloc corpus natively (the lit tests check the form).
#[test]
fn out_params_are_right() {
    check_native("dealloc", supported("dealloc"), "legacy-append", &order2());
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

/// LLVM 19's `mlir-opt` (package `mlir-19-tools`), the last release with
/// the legacy passes.
const LLVM19: &str = "/usr/lib/llvm-19/bin/mlir-opt";

/// LLVM 19's closest pipeline: it has no `tensor-`, `linalg-` nor
/// `arith-bufferize` any more, so its One-Shot Bufferize with
/// `copy-before-write` (no analysis: a copy on every write, the legacy
/// rule) and a dialect filter takes their part; `func-bufferize`,
/// `scf-bufferize` and `finalizing-bufferize` are its legacy passes.
/// linalg ops are lowered to loops in 19 (its `linalg.map` form does not
/// parse in 22).
const PIPELINE19: &str = "builtin.module(one-shot-bufferize{dialect-filter=tensor,linalg,bufferization,arith copy-before-write unknown-type-conversion=identity-layout-map},func-bufferize,func.func(scf-bufferize,finalizing-bufferize,convert-linalg-to-loops))";

/// Every program of the dealloc corpus (both corpora with
/// `FERROBUF_LEGACY_LLVM19_ALL=1`) that LLVM 19 accepts, bufferized by
/// LLVM 19, freed by ferrobuf's deallocation pipeline, lowered and run
/// natively by LLVM 22's tools: its output must equal `NAME.expected`,
/// which ours matches ([`dealloc_corpus_is_right_and_valgrind_clean`]).
/// Programs in syntax 19 does not parse, or with ops its passes reject,
/// are counted, not failed.
#[test]
fn llvm19_agrees_where_it_accepts() {
    assert!(
        std::path::Path::new(LLVM19).exists(),
        "{LLVM19} missing: run scripts/setup (package mlir-19-tools)"
    );
    let mut suites = vec!["dealloc"];
    if std::env::var_os("FERROBUF_LEGACY_LLVM19_ALL").is_some() {
        suites.push("bufferize");
    }
    for suite in suites {
        let progs = supported(suite);
        let outcomes = e2e::for_each_bounded(&progs, |p| {
            let dir = scratch_root()
                .join("e2e")
                .join(&p.name)
                .join("legacy-llvm19");
            std::fs::create_dir_all(&dir).expect("scratch dir");
            let out = std::process::Command::new(LLVM19)
                .arg(format!("--pass-pipeline={PIPELINE19}"))
                .arg(&p.path)
                .output()
                .expect("running LLVM 19's mlir-opt");
            if !out.status.success() {
                return (false, None);
            }
            let path = dir.join(format!("{}.19.mlir", p.name));
            std::fs::write(&path, &out.stdout).expect("writing LLVM 19's output");
            let options = RunOptions {
                memcheck: Memcheck::Skip,
                timeout: Some(Duration::from_secs(300)),
                generic: false,
            };
            let run =
                e2e::compile_and_run_file(&p.name, &path, Opt::Ferrobuf, DEALLOC, &dir, options);
            let err = match run {
                Ok(r) if r.stdout == p.expected => None,
                Ok(r) => Some(format!(
                    "{suite}/{}: LLVM 19 output differs:\n--- got\n{}--- expected\n{}",
                    p.name, r.stdout, p.expected
                )),
                Err(e) => Some(format!("{suite}/{}: LLVM 19: {}", p.name, e.message)),
            };
            (true, err)
        });
        let accepted = outcomes.iter().filter(|o| o.0).count();
        let failures: Vec<String> = outcomes.into_iter().filter_map(|o| o.1).collect();
        eprintln!(
            "{suite}: LLVM 19 accepts {accepted} of {} programs, {} agree",
            progs.len(),
            accepted - failures.len()
        );
        assert!(failures.is_empty(), "{}", failures.join("\n\n"));
        assert!(
            accepted * 2 > progs.len(),
            "LLVM 19 accepts too few programs"
        );
    }
}

/// Mixed: legacy `func` and `scf` bufferization first, then One-Shot
/// Bufferize for the other dialects (it accepts the `to_tensor ...
/// restrict` materializations; they are never writable, so it copies
/// before writing into a legacy buffer), then the finalizing pass and
/// the deallocation; the dealloc corpus natively.
#[test]
fn mixed_with_one_shot_is_right() {
    let pipeline = format!(
        "ferrobuf-func-bufferize,func.func(ferrobuf-scf-bufferize),ferrobuf-one-shot-bufferize{{dialect-filter=tensor,linalg,bufferization,arith unknown-type-conversion=identity-layout-map}},func.func(ferrobuf-finalizing-bufferize),{DEALLOC}"
    );
    check_native("dealloc", supported("dealloc"), "legacy-mixed", &pipeline);
}
