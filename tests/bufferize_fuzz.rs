//! Seeded differential execution fuzzer for One-Shot Bufferize, with a
//! value-semantics oracle.
//!
//! A generator (`bufferize_fuzz/gen/`, deterministic: its own splitmix64
//! PRNG) builds random tensor programs as a small AST
//! (`bufferize_fuzz/ast.rs`): `tensor` ops (empty, extract, insert,
//! extract_slice/insert_slice with static, dynamic and loop-variant
//! offsets, cast, collapse/expand_shape, from_elements, generate, splat,
//! pad, concat, dim, constants), `linalg` (generic elementwise, reductions
//! and broadcasts with aliasing ins/outs, fill, copy, add/sub/mul, matmul,
//! map, reduce, transpose, broadcast), `scf` (for and while yielding an
//! equivalent, fresh, forwarded or swapped tensor, if, index_switch,
//! execute_region, forall with parallel_insert_slice), `cf` diamonds and
//! loops with tensor block arguments, calls (callees returning their
//! argument once or twice or a view of it, writing or reading it, writing
//! two arguments given the same tensor, random bodies, self and mutual
//! recursion, calls in loops), `arith.select` of tensors, optionally
//! `vector.transfer_read/write`, and targeted patterns (views of outer
//! tensors read and written in loops, a write in one `scf.if` branch and a
//! read in the other inside a loop, elementwise ops and matching
//! extract/insert_slice on an outer tensor in a loop, reads of old
//! versions). Element types are `i64`, shapes small and static or dynamic.
//!
//! An interpreter (`bufferize_fuzz/eval.rs`) computes what each program
//! prints from tensor value semantics; it also rejects anything out of
//! bounds, undefined or racy, so every program (and every reduced one) is
//! self-checking. A program holds many *sections*: a test function `@tK`,
//! its callees and a driver `@tK_drive` making its arguments and printing
//! its results and arguments; `@fuzz_main` prints a marker line and calls
//! each driver, so output, allocations and valgrind stack frames are
//! attributed to sections.
//!
//! The oracles (`bufferize_fuzz/oracle.rs`), per section:
//! - ferrobuf: `ferrobuf-one-shot-bufferize{bufferize-function-boundaries
//!   analysis-heuristic=H}` for `bottom-up` (also under valgrind: no invalid
//!   access, no definitely or indirectly lost block), `top-down`,
//!   `bottom-up-from-terminators` and `fuzzer` with seeds 1 and 7, then
//!   `ferrobuf-buffer-deallocation-pipeline`: output equal to the
//!   evaluator's;
//! - ferrobuf with `copy-before-write`: the same;
//! - the main job, `ferrobuf-bufferize` (elimination, One-Shot, hoisting,
//!   promotion, deallocation, allocation liveness: one fused pass, which
//!   does not walk scalar `linalg` payloads), also under valgrind: the
//!   same;
//! - upstream: `one-shot-bufferize{bufferize-function-boundaries
//!   allow-return-allocs-from-loops},buffer-deallocation-pipeline` (where its
//!   deallocation rejects a section, `cf` loops, upstream's One-Shot with
//!   ferrobuf's deallocation): a wrong output is recorded as an upstream
//!   miscompile, not a failure;
//! - quality: per section, `memref.alloc`s + copies after One-Shot alone,
//!   ferrobuf (bottom-up) against upstream where both are correct: at most
//!   upstream's sum, the rule as `bufferize_e2e` checks it (a
//!   failure in the default run and with
//!   `FERROBUF_BUFFERIZE_FUZZ_QUALITY=1`, else a note; the totals of each
//!   are in the report); where ferrobuf's counts are
//!   higher, upstream's One-Shot runs again without a deallocation
//!   (`canonicalize` only): a wrong output there is an
//!   `upstream-osb-miscompile` note (the deallocation's clones of returned
//!   buffers hid it) instead of a quality note;
//! - quality after upstream's deallocation: the same counts (clones as
//!   copies) after `buffer-deallocation-pipeline` on both One-Shot outputs,
//!   a `quality-upstream-dealloc` note where ferrobuf's are higher (never a
//!   failure: upstream's deallocation passes no ownership into loops, so
//!   ferrobuf's loops that carry buffers through without copies cost it
//!   generic deallocations; see `tests/e2e/bufferize/README.md`,
//!   `loop_positions_apart`), with its totals in the report;
//! - a section ferrobuf rejects with a diagnostic while upstream's One-Shot
//!   accepts it is a failure ("rejects what upstream accepts"), except with
//!   recursion, where a clean error (exit 1, an `error:`) is acceptable;
//!   crashes, internal errors and IR that does not verify always are.
//!
//! Failures are reduced (`bufferize_fuzz/reduce.rs`): the section alone,
//! then ops dropped, regions inlined, values replaced, loops shortened,
//! while the same configuration fails the same way; each candidate is
//! re-evaluated. Reduced programs are written as `NAME.mlir` +
//! `NAME.expected` (the style of `tests/e2e/bufferize/`, runnable by
//! `tests/support/e2e.rs`) to `target/release/ferrobuf-tests/
//! bufferize-fuzz/reduced/`. Everything of program `S` is kept under
//! `.../bufferize-fuzz/seed-S/` (one directory per configuration);
//! `.../bufferize-fuzz/report.txt` lists every finding.
//!
//! Environment:
//! - `FERROBUF_FUZZ_SEED=S`: first seed (program `i` uses seed `S + i`);
//! - `FERROBUF_FUZZ_PROGRAMS=N`: programs to run (default 6);
//! - `FERROBUF_BUFFERIZE_FUZZ_SECTIONS=N`: test functions per program
//!   (default 48);
//! - `FERROBUF_BUFFERIZE_FUZZ_SECTION=K`: only test function `@tK` of each
//!   program (with `FERROBUF_FUZZ_SEED=S FERROBUF_FUZZ_PROGRAMS=1`: one
//!   finding of a report again);
//! - `FERROBUF_BUFFERIZE_FUZZ_FAMILIES=...`: which constructs to generate:
//!   comma-separated `all`, `none`, `default`, group names (`tensor`,
//!   `linalg`, `scf`, `cf`, `call`, `vector`, `select`, `pattern`) or family
//!   names (see `gen::FAMILIES`), each with an optional `+` or `-`, applied
//!   in order to the default (everything but `vector`); e.g. `+vector` or
//!   `none,+scf,+tensor`;
//! - `FERROBUF_BUFFERIZE_FUZZ_REDUCE=N`: failures to reduce, of distinct
//!   configurations and kinds (default 2; 0: none);
//! - `FERROBUF_BUFFERIZE_FUZZ_REDUCE_SECS=T`: time limit per reduction
//!   (default 90);
//! - `FERROBUF_BUFFERIZE_FUZZ_REDUCE_CATEGORIES=a,b`: reduce only findings
//!   of these categories (e.g. `upstream-miscompile`; notes that are
//!   never reduced otherwise, such as `quality-upstream-dealloc`, only
//!   when named here);
//! - `FERROBUF_BUFFERIZE_FUZZ_QUALITY=1`: a section where ferrobuf's One-Shot
//!   allocates or copies more than upstream's fails the run (`=0`: a note;
//!   unset: a failure in the default run, a note with `FERROBUF_FUZZ_SEED`:
//!   that rule does not hold on every generated program yet);
//! - `FERROBUF_BUFFERIZE_FUZZ_ALLOW_FAILURES=1`: report, but do not fail
//!   (for long runs that only collect findings);
//! - `FERROBUF_BUFFERIZE_FUZZ_OUT=DIR`: write under
//!   `target/release/ferrobuf-tests/DIR/` instead of `bufferize-fuzz/`
//!   (to keep the files of two runs apart).

mod support;

#[path = "bufferize_fuzz/ast.rs"]
mod ast;
#[path = "bufferize_fuzz/edit.rs"]
mod edit;
#[path = "bufferize_fuzz/eval.rs"]
mod eval;
#[path = "bufferize_fuzz/gen/mod.rs"]
mod generator;
#[path = "bufferize_fuzz/oracle.rs"]
mod oracle;
#[path = "bufferize_fuzz/print.rs"]
mod print;
#[path = "bufferize_fuzz/reduce.rs"]
mod reduce;
#[path = "bufferize_fuzz/report.rs"]
mod report;
#[path = "bufferize_fuzz/run.rs"]
mod run;

use std::time::{Duration, Instant};

use support::rng;

use generator::{Families, Stats};
use report::Summary;

const DEFAULT_SEED: u64 = 1;
const DEFAULT_PROGRAMS: u64 = 6;
const DEFAULT_SECTIONS: u32 = 48;
const DEFAULT_REDUCE: u64 = 2;
const DEFAULT_REDUCE_SECS: u64 = 90;
/// Seeds of the `fuzzer` analysis heuristic.
const FUZZER_SEEDS: [u64; 2] = [1, 7];
/// First seed of [`generator_writes_valid_programs`].
const GENERATOR_CHECK_SEED: u64 = 10_000;

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    Some(
        v.parse()
            .unwrap_or_else(|e| panic!("{name}={v}: not a number: {e}")),
    )
}

fn families() -> Families {
    let spec = std::env::var("FERROBUF_BUFFERIZE_FUZZ_FAMILIES").unwrap_or_default();
    generator::parse_families(&spec)
        .unwrap_or_else(|e| panic!("FERROBUF_BUFFERIZE_FUZZ_FAMILIES: {e}"))
}

/// The fuzz run: generate, run every configuration, compare with the
/// evaluator, count, reduce, report.
#[test]
fn random_tensor_programs_match_value_semantics() {
    let start = Instant::now();
    let first = env_u64("FERROBUF_FUZZ_SEED").unwrap_or(DEFAULT_SEED);
    let count = env_u64("FERROBUF_FUZZ_PROGRAMS").unwrap_or(DEFAULT_PROGRAMS);
    let sections =
        env_u64("FERROBUF_BUFFERIZE_FUZZ_SECTIONS").map_or(DEFAULT_SECTIONS, |n| n as u32);
    let fams = families();
    let out =
        std::env::var("FERROBUF_BUFFERIZE_FUZZ_OUT").unwrap_or_else(|_| "bufferize-fuzz".into());
    let root = support::scratch_root().join(out);
    let configs = oracle::configs(&FUZZER_SEEDS);
    let mut summary = Summary::default();
    for i in 0..count {
        let seed = first.wrapping_add(i);
        let t = Instant::now();
        let r = report::check_program(seed, sections, &fams, &configs, &root);
        eprintln!(
            "bufferize_fuzz: seed {seed}: {} sections, {} findings ({:.0} s)",
            r.sections,
            r.findings.iter().filter(|f| f.failure).count(),
            t.elapsed().as_secs_f64()
        );
        summary.add(r);
    }
    let reduce_n = env_u64("FERROBUF_BUFFERIZE_FUZZ_REDUCE").unwrap_or(DEFAULT_REDUCE) as usize;
    let secs = env_u64("FERROBUF_BUFFERIZE_FUZZ_REDUCE_SECS").unwrap_or(DEFAULT_REDUCE_SECS);
    let reduced = reduce::reduce_findings(
        &summary.reducible(),
        &fams,
        &root.join("reduced"),
        reduce_n,
        Duration::from_secs(secs),
    );
    let text = summary.text(&reduced, start.elapsed());
    std::fs::create_dir_all(&root).expect("scratch dir");
    std::fs::write(root.join("report.txt"), &text).expect("writing the report");
    eprintln!("{}", summary.short(&reduced));
    eprintln!("full report: {}", root.join("report.txt").display());
    let allow = std::env::var("FERROBUF_BUFFERIZE_FUZZ_ALLOW_FAILURES").is_ok_and(|v| v == "1");
    let failures = summary.failures();
    assert!(
        allow || failures.is_empty(),
        "{} failing sections (see {}):\n{}",
        failures.len(),
        root.join("report.txt").display(),
        summary.short(&reduced)
    );
}

/// The generator alone on many seeds (parsing and evaluating only, a few
/// seconds): every program parses with upstream `mlir-opt` and evaluates,
/// every family appears, and a seed always gives the same program.
#[test]
fn generator_writes_valid_programs() {
    let fams = generator::parse_families("all").expect("families");
    let root = support::scratch_root().join("bufferize-fuzz-generator");
    std::fs::create_dir_all(&root).expect("scratch dir");
    let seeds: Vec<u64> = (GENERATOR_CHECK_SEED..GENERATOR_CHECK_SEED + 24).collect();
    let results = support::e2e::for_each_bounded(&seeds, |seed| {
        let (p, stats) = generator::program(*seed, 24, &fams);
        let path = root.join(format!("seed-{seed}.mlir"));
        oracle::write_program(&p, &p.sections, &path, "generator check");
        let mut bad = Vec::new();
        if let Err(e) = run::verifies(&path) {
            bad.push(format!(
                "seed {seed}: {} does not parse:\n{}",
                path.display(),
                run::first_lines(&e, 10)
            ));
        }
        for (k, r) in eval::expected(&p) {
            if let Err(e) = r {
                bad.push(format!("seed {seed}: section {k} does not evaluate: {e}"));
            }
        }
        (stats, bad)
    });
    let mut stats = Stats::new();
    let mut bad = Vec::new();
    for (s, b) in results {
        for (k, v) in s {
            *stats.entry(k).or_default() += v;
        }
        bad.extend(b);
    }
    assert!(bad.is_empty(), "generator bugs:\n{}", bad.join("\n"));
    let missing: Vec<&str> = generator::all_families()
        .into_iter()
        .filter(|f| stats.get(f).copied().unwrap_or(0) == 0)
        .collect();
    assert!(
        missing.is_empty(),
        "never generated: {missing:?}\ncounts: {stats:?}"
    );
    let again = generator::program(seeds[0], 24, &fams).0;
    let first = generator::program(seeds[0], 24, &fams).0;
    assert_eq!(again, first, "generation is not deterministic");
    // Switching families off removes them.
    let none = generator::parse_families("none,+tensor").expect("families");
    let (_, s) = generator::program(seeds[0], 24, &none);
    let outside: Vec<&&str> = s
        .keys()
        .filter(|k| !generator::FAMILIES[0].1.contains(k))
        .collect();
    assert!(outside.is_empty(), "tensor-only programs use {outside:?}");
}

/// The reduced findings of the fuzzer (`tests/e2e/bufferize-fuzz/`): on
/// the build before issue 21's fixes, one per kind and set of constructs,
/// from the per-family runs `e00`..`e15` and the long runs `long1`,
/// `long2`, `r1` (wrong output, crashes, IR that does not verify, a
/// valgrind error, a crash at run time, rejections of what upstream
/// accepts); `after_*`: found by long runs after them (the deallocation
/// pass rejecting One-Shot's output). Each runs through the pipeline named
/// in its header,
/// the one it failed with, and must print its `.expected` output (from the
/// evaluator) and be valgrind clean.
#[test]
fn reduced_findings_stay_fixed() {
    use support::e2e::{self, Memcheck, Opt, RunOptions};
    let progs = e2e::programs("bufferize-fuzz");
    assert!(
        !progs.is_empty(),
        "no reduced findings in tests/e2e/bufferize-fuzz/"
    );
    let results = e2e::for_each_bounded(&progs, |p| {
        let src = std::fs::read_to_string(&p.path).expect("reading a reduced finding");
        let mut lines = src.lines();
        let Some(pipeline) = lines
            .by_ref()
            .skip_while(|l| !l.starts_with("// Reproduces"))
            .nth(1)
            .and_then(|l| l.strip_prefix("//   "))
        else {
            return Some(format!(
                "{}: no pipeline after '// Reproduces' in its header",
                p.name
            ));
        };
        let dir = support::scratch_root()
            .join("bufferize-fuzz-regressions")
            .join(&p.name);
        let options = RunOptions {
            memcheck: Memcheck::Strict,
            ..RunOptions::default()
        };
        match e2e::compile_and_run_file(&p.name, &p.path, Opt::Ferrobuf, pipeline, &dir, options) {
            Ok(r) if r.stdout == p.expected => None,
            Ok(r) => Some(format!(
                "{}: output differs ({pipeline}):\n--- got\n{}--- expected\n{}",
                p.name, r.stdout, p.expected
            )),
            Err(e) => Some(format!("{}: {pipeline}: {}", p.name, e.message)),
        }
    });
    let failures: Vec<String> = results.into_iter().flatten().collect();
    eprintln!("{} reduced findings: {} fail", progs.len(), failures.len());
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
