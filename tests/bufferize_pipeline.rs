//! The main job in one step: `ferrobuf-bufferize` on every program of every
//! end-to-end corpus (`tests/e2e/bufferize`, `dealloc`, `placement`,
//! `empty-tensors`: tensor programs, and memref programs whose buffers it
//! must free), lowered, compiled, run natively and under valgrind (no
//! definite leak, no invalid access or free): the output must equal
//! `NAME.expected`. This is also where One-Shot Bufferize followed by
//! ferrobuf's deallocation runs under valgrind on the corpus (the pipeline
//! holds both), besides the fuzzer's runs.
//!
//! [`never_more_buffers_than_upstreams_best_pipeline`] compares, program by
//! program, allocations (`memref.alloc` and `memref.alloca`: a buffer put
//! on the stack is still a buffer) plus copies (`memref.copy`,
//! `linalg.copy`, `bufferization.clone`) after the whole pipeline with
//! upstream's best pipeline: `eliminate-empty-tensors`,
//! `one-shot-bufferize{bufferize-function-boundaries
//! allow-return-allocs-from-loops}`, `drop-equivalent-buffer-results`,
//! `buffer-deallocation-pipeline`. Ferrobuf's sum must never be above
//! upstream's, and must be below it on at least a quarter of the programs
//! both accept. It also checks that the pipeline's stages run as
//! separate passes (`separate-passes`, each output verified by MLIR) give
//! the same output as the one pass `ferrobuf-bufferize-fused` they are by
//! default.

mod support;

use support::e2e;
use support::{count_lines, ferrobuf_opt, ok_stdout};

const PIPELINE: &str = "ferrobuf-bufferize";
const SEPARATE: &str = "ferrobuf-bufferize{separate-passes}";
const UPSTREAM_BEST: &str = "eliminate-empty-tensors,\
    one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops},\
    drop-equivalent-buffer-results,buffer-deallocation-pipeline";

fn suites() -> Vec<&'static str> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e");
    ["bufferize", "dealloc", "placement", "empty-tensors"]
        .into_iter()
        .filter(|s| root.join(s).is_dir())
        .collect()
}

#[test]
fn every_corpus_program_runs_right_and_valgrind_clean() {
    let mut failures = Vec::new();
    let mut ran = 0;
    for suite in suites() {
        let (shape, progs): (Vec<_>, Vec<_>) = e2e::programs(suite).into_iter().partition(|p| {
            std::fs::read_to_string(&p.path).is_ok_and(|s| s.contains("shape.assuming"))
        });
        ran += progs.len() + shape.len();
        failures.extend(e2e::check_programs(
            suite,
            progs,
            "bufferize-pipeline",
            |s| s.to_owned(),
            PIPELINE,
            None,
        ));
        // MLIR lowers `shape.assuming` to LLVM only once canonicalize has
        // inlined it (on a constant witness): a step of the lowering, after
        // the pipeline, as `ferrobuf --emit=llvm` does it.
        failures.extend(e2e::check_programs(
            suite,
            shape,
            "bufferize-pipeline",
            |s| s.to_owned(),
            &format!("{PIPELINE},canonicalize"),
            None,
        ));
    }
    assert!(ran >= 140, "only {ran} programs found");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Allocations and copies in `ir` (one op per line, as mlir-opt prints).
fn buffers(ir: &str) -> (usize, usize) {
    (
        count_lines(ir, &["memref.alloc(", "memref.alloca("]),
        count_lines(ir, &["memref.copy", "linalg.copy", "bufferization.clone"]),
    )
}

#[test]
fn never_more_buffers_than_upstreams_best_pipeline() {
    let mut progs = Vec::new();
    for suite in suites() {
        for p in e2e::programs(suite) {
            // Upstream's counts are no baseline where its bufferization is
            // wrong.
            if p.upstream_miscompiles.is_none() {
                progs.push((suite, p));
            }
        }
    }
    let counts = e2e::for_each_bounded(&progs, |(_, p)| {
        let src = std::fs::read_to_string(&p.path).unwrap();
        let up = ferrobuf_opt(UPSTREAM_BEST, &src, &[]);
        let ours = ok_stdout(&ferrobuf_opt(PIPELINE, &src, &[]), &p.name);
        // The stages as separate passes (each output verified) give the
        // same text as the one fused pass the pipeline is by default.
        let separate = ok_stdout(&ferrobuf_opt(SEPARATE, &src, &[]), &p.name);
        assert!(
            separate == ours,
            "{}: ferrobuf-bufferize{{separate-passes}} differs from the fused pass",
            p.name
        );
        up.status.success().then(|| {
            (
                buffers(&ours),
                buffers(&String::from_utf8_lossy(&up.stdout)),
            )
        })
    });
    let mut worse = Vec::new();
    let (mut compared, mut fewer) = (0, 0);
    let mut totals = [0usize; 4];
    for ((suite, p), c) in progs.iter().zip(&counts) {
        let Some(((a, c), (ua, uc))) = *c else {
            continue;
        };
        compared += 1;
        for (t, x) in totals.iter_mut().zip([a, ua, c, uc]) {
            *t += x;
        }
        if a + c > ua + uc {
            worse.push(format!(
                "{suite}/{}: allocations {a} vs upstream {ua}, copies {c} vs {uc}",
                p.name
            ));
        } else if a + c < ua + uc {
            fewer += 1;
        }
    }
    eprintln!(
        "ferrobuf-bufferize vs upstream's best pipeline, {compared} programs both accept: \
         allocations {} vs {}, copies {} vs {}; fewer on {fewer}",
        totals[0], totals[1], totals[2], totals[3]
    );
    assert!(compared >= 100, "only {compared} programs compared");
    assert!(worse.is_empty(), "{}", worse.join("\n"));
    assert!(
        fewer * 4 >= compared,
        "fewer buffers than upstream on only {fewer} of {compared} programs"
    );
}

/// `ferrobuf-bufferize` runs no upstream `canonicalize` or `cse`, so its
/// passes must leave nothing for them that concerns buffers: on every
/// corpus program, `canonicalize,cse` after the pipeline removes no
/// allocation, free or copy (they may still tidy the program's own
/// arithmetic, casts and region ops).
#[test]
fn canonicalize_finds_no_buffer_work_left() {
    const BUFFER_OPS: [&str; 6] = [
        "memref.alloc(",
        "memref.alloca(",
        "memref.dealloc",
        "memref.copy",
        "linalg.copy",
        "bufferization.clone",
    ];
    let mut progs = Vec::new();
    for suite in suites() {
        progs.extend(e2e::programs(suite));
    }
    let results = e2e::for_each_bounded(&progs, |p| {
        let src = std::fs::read_to_string(&p.path).unwrap();
        let ours = ok_stdout(&ferrobuf_opt(PIPELINE, &src, &[]), &p.name);
        let tidied = ok_stdout(
            &ferrobuf_opt(&format!("{PIPELINE},canonicalize,cse"), &src, &[]),
            &p.name,
        );
        BUFFER_OPS
            .iter()
            .filter_map(|op| {
                let (a, b) = (count_lines(&ours, &[op]), count_lines(&tidied, &[op]));
                (a != b).then(|| format!("{}: {op} {a} -> {b} after canonicalize,cse", p.name))
            })
            .collect::<Vec<_>>()
    });
    let left: Vec<String> = results.into_iter().flatten().collect();
    assert!(progs.len() >= 140, "only {} programs", progs.len());
    assert!(left.is_empty(), "{}", left.join("\n"));
}
