//! `ferrobuf-eliminate-empty-tensors` end to end: every program of
//! `tests/e2e/empty-tensors/` (fills, generics and loops computed into a
//! `tensor.empty`, then inserted; branches, one fill inserted twice, a
//! destination defined after the fill, chains; and programs whose empties
//! must stay because the destination's old contents are read before the
//! insertion) runs through
//! `ferrobuf-eliminate-empty-tensors,ferrobuf-one-shot-bufferize{bufferize-function-boundaries},ferrobuf-buffer-deallocation-pipeline`,
//! lowered, compiled, run natively and under valgrind: the output must be
//! `NAME.expected` (computed by hand, as each program's header says).
//!
//! [`fewer_buffers_than_upstream_and_without_elimination`] counts
//! allocations and copies after bufferization, program by program.

mod support;

use support::e2e;
use support::{count_lines, ferrobuf_opt, ok_stdout};

const SUITE: &str = "empty-tensors";
const BUFFERIZE: &str = "ferrobuf-one-shot-bufferize{bufferize-function-boundaries}";
const UPSTREAM: &str = "eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries}";

#[test]
fn every_program_runs_right_and_valgrind_clean() {
    let ours = format!(
        "ferrobuf-eliminate-empty-tensors,{BUFFERIZE},ferrobuf-buffer-deallocation-pipeline"
    );
    let failures = e2e::check_suite(SUITE, &ours, None);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `memref.alloc(` + `memref.copy` + `linalg.copy` lines of bufferized IR.
fn buffers(ir: &str) -> usize {
    count_lines(ir, &["memref.alloc("]) + count_lines(ir, &["memref.copy", "linalg.copy"])
}

/// Per program, allocations + copies after ferrobuf's elimination and
/// One-Shot Bufferize: never above upstream's elimination and One-Shot
/// Bufferize; on programs marked `// BEYOND-UPSTREAM`, strictly below
/// upstream's and strictly below ferrobuf's One-Shot Bufferize without the
/// elimination. The programs that must keep their empties are in the
/// suite too: there the counts only must not exceed upstream's.
#[test]
fn fewer_buffers_than_upstream_and_without_elimination() {
    let progs = e2e::programs(SUITE);
    let ours = format!("ferrobuf-eliminate-empty-tensors,{BUFFERIZE}");
    let counts = e2e::for_each_bounded(&progs, |p| {
        let src = std::fs::read_to_string(&p.path).expect("reading program");
        let run = |pipeline: &str| buffers(&ok_stdout(&ferrobuf_opt(pipeline, &src, &[]), &p.name));
        let beyond = src.lines().any(|l| l.trim() == "// BEYOND-UPSTREAM");
        (run(&ours), run(UPSTREAM), run(BUFFERIZE), beyond)
    });
    let mut bad = Vec::new();
    let mut beyond_seen = 0;
    for (p, &(o, u, plain, beyond)) in progs.iter().zip(&counts) {
        eprintln!(
            "{}: ferrobuf {o}, upstream {u}, without elimination {plain}",
            p.name
        );
        if o > u {
            bad.push(format!(
                "{}: {o} allocations + copies, upstream {u}",
                p.name
            ));
        }
        if beyond {
            beyond_seen += 1;
            if o >= u || o >= plain {
                bad.push(format!(
                    "{}: marked BEYOND-UPSTREAM but {o} allocations + copies, upstream {u}, without elimination {plain}",
                    p.name
                ));
            }
        }
    }
    assert!(beyond_seen >= 4, "too few BEYOND-UPSTREAM programs");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// One-Shot's `eliminate-empty-tensors` option (the elimination inside
/// One-Shot, which then bufferizes with the analysis the elimination ends
/// with instead of analysing again; what `ferrobuf-bufferize` runs) gives
/// the output of the two passes in a row, on every program of the tensor
/// corpora (empty-tensors, bufferize, dealloc), or fails alike. The one
/// allowed difference: a replacement the separate pass undoes that the
/// option keeps, its slice marked as standing for the empty (a new buffer
/// without a copy where One-Shot rejects it in place, what the empty cost;
/// e2e `alias_read_after`): then the allocations and copies must be as
/// many, the text may differ in where they are.
#[test]
fn one_shot_option_matches_the_two_passes() {
    let fused =
        "ferrobuf-one-shot-bufferize{eliminate-empty-tensors bufferize-function-boundaries}";
    let two = format!("ferrobuf-eliminate-empty-tensors,{BUFFERIZE}");
    let mut progs = e2e::programs(SUITE);
    progs.extend(e2e::programs("bufferize"));
    progs.extend(e2e::programs("dealloc"));
    let bad: Vec<String> = e2e::for_each_bounded(&progs, |p| {
        let src = std::fs::read_to_string(&p.path).expect("reading program");
        let a = ferrobuf_opt(fused, &src, &[]);
        let b = ferrobuf_opt(&two, &src, &[]);
        let same = a.status.success() == b.status.success()
            && (!a.status.success()
                || a.stdout == b.stdout
                || buffers(&String::from_utf8_lossy(&a.stdout))
                    == buffers(&String::from_utf8_lossy(&b.stdout)));
        (!same).then(|| {
            format!(
                "{}: fused {} / two passes {}\n--- fused:\n{}{}\n--- two passes:\n{}{}",
                p.name,
                a.status,
                b.status,
                String::from_utf8_lossy(&a.stdout),
                String::from_utf8_lossy(&a.stderr),
                String::from_utf8_lossy(&b.stdout),
                String::from_utf8_lossy(&b.stderr)
            )
        })
    })
    .into_iter()
    .flatten()
    .collect();
    eprintln!("{} programs compared", progs.len());
    assert!(bad.is_empty(), "{}", bad.join("\n\n"));
}
