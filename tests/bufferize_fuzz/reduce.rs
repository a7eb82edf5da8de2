//! The reducer: shrinks a failing section while the same configuration
//! keeps failing the same way ([`Verdict::kind`]), re-evaluating the
//! expected output of every candidate, and writes the result as
//! `NAME.mlir` + `NAME.expected` in the style of `tests/e2e/bufferize/`.
//!
//! Edits, greedily, until none applies or time runs out: delete chunks of
//! a block's ops (halves, quarters, ...; results forwarded to same-typed
//! operands), delete single ops, replace scalar ops by constants, inline a
//! branch, an `execute_region` or one iteration of an `scf.for`, take one
//! edge of a `cf.cond_br`, run an `scf.for` once less, drop unused
//! function results and parameters; functions the driver no longer
//! reaches are dropped.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::ast::{K, Program, drive_name, test_name};
use crate::edit::{self, OpPath};
use crate::generator::{self, Families};
use crate::oracle::{self, Config, Verdict};
use crate::print::{self, Style};
use crate::report::Finding;
use crate::{eval, run, support};

/// A written reproducer.
#[derive(Clone, Debug)]
pub struct Reduced {
    pub path: PathBuf,
    pub ops: usize,
    pub what: String,
}

/// Order in which failure categories are picked for reduction.
const PRIORITY: &[&str] = &[
    "crash",
    "invalid-ir",
    "wrong-output",
    "memcheck",
    "rejects-what-upstream-accepts",
    "run-crash",
    "lowering-failed",
    "lowering-cannot-clone-layout",
    "dealloc-rejected",
    "quality",
    "upstream-miscompile",
];

/// Picks up to `n` failures (distinct categories and kinds first, then
/// distinct configurations, each from another test function when
/// possible) and reduces them, in parallel.
pub fn reduce_findings(
    failures: &[Finding],
    fams: &Families,
    out: &Path,
    n: usize,
    limit: Duration,
) -> Vec<Reduced> {
    let mut picked: Vec<&Finding> = Vec::new();
    // FERROBUF_BUFFERIZE_FUZZ_REDUCE_CATEGORIES=a,b: only those.
    let only = std::env::var("FERROBUF_BUFFERIZE_FUZZ_REDUCE_CATEGORIES").unwrap_or_default();
    let only: Vec<&str> = only.split(',').filter(|c| !c.is_empty()).collect();
    let mut cands: Vec<&Finding> = failures
        .iter()
        .filter(|f| {
            f.section != u32::MAX
                // (Any other failure too, after these.)
                && (PRIORITY.contains(&f.category) || f.failure || only.contains(&f.category))
                && (only.is_empty() || only.contains(&f.category))
        })
        .collect();
    // By category, then the default configuration first.
    cands.sort_by_key(|f| {
        (
            PRIORITY
                .iter()
                .position(|c| *c == f.category)
                .unwrap_or(PRIORITY.len()),
            f.config.name != "ferrobuf",
        )
    });
    let diverse = ["wrong-output", "memcheck", "quality", "upstream-miscompile"];
    let same_section = |g: &Finding, f: &Finding| g.seed == f.seed && g.section == f.section;
    for pass in 0..4 {
        for f in &cands {
            if picked.len() >= n {
                break;
            }
            let dup = picked.iter().any(|g| {
                same_section(g, f)
                    || match pass {
                        // One per category and kind.
                        0 => g.category == f.category && g.kind == f.kind,
                        // Then the categories whose causes vary, one per
                        // configuration.
                        1 => {
                            !diverse.contains(&f.category)
                                || g.category == f.category && g.config.name == f.config.name
                        }
                        // Then those, one per test function.
                        2 => !diverse.contains(&f.category),
                        _ => false,
                    }
            });
            if !dup {
                picked.push(f);
            }
        }
    }
    if picked.is_empty() {
        return Vec::new();
    }
    std::fs::create_dir_all(out).expect("reduced dir");
    support::e2e::for_each_bounded(&picked, |f| reduce_one(f, fams, out, limit))
        .into_iter()
        .flatten()
        .collect()
}

/// The configuration a reduction runs: valgrind only for memcheck kinds.
fn target_config(f: &Finding) -> Config {
    Config {
        memcheck: f.kind.starts_with("memcheck"),
        ..f.config.clone()
    }
}

/// Whether candidate `p` (section `f.section` only) still fails as `f`.
fn holds(f: &Finding, cfg: &Config, p: &Program, dir: &Path) -> bool {
    let s = f.section;
    let Ok(expected) = eval::run_function(p, &drive_name(s)) else {
        return false;
    };
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).expect("scratch dir");
    let input = dir.join("candidate.mlir");
    oracle::write_program(p, &[s], &input, "reduction candidate");
    if run::verifies(&input).is_err() {
        return false;
    }
    let exp = [(s, expected)].into_iter().collect();
    if f.category == "quality" || f.category == "quality-upstream-dealloc" {
        // The counts after One-Shot, or after upstream's deallocation
        // pipeline on both One-Shot outputs (the report's two rules).
        let stage = if f.category == "quality" {
            ""
        } else {
            ",buffer-deallocation-pipeline"
        };
        let o = oracle::counts(
            p,
            true,
            &format!("{}{stage}", cfg.osb),
            &[s],
            &dir.join("counts-ferrobuf"),
        );
        let u = oracle::counts(
            p,
            false,
            &format!("{}{stage}", oracle::UPSTREAM_OSB),
            &[s],
            &dir.join("counts-upstream"),
        );
        let (Some(a), Some(b)) = (o.get(&s), u.get(&s)) else {
            return false;
        };
        if a.0 + a.1 <= b.0 + b.1 {
            return false;
        }
        let ours = Config {
            memcheck: false,
            ..cfg.clone()
        };
        let ok = |c: &Config, d: &str| {
            matches!(
                oracle::run_config(p, c, &[s], &exp, &dir.join(d)).0.get(&s),
                Some(Verdict::Ok)
            )
        };
        return ok(&ours, "ours")
            && (ok(&oracle::upstream(), "upstream")
                || ok(&oracle::upstream_ferrobuf_dealloc(), "fallback"));
    }
    let (v, _) = oracle::run_config(p, cfg, &[s], &exp, &dir.join("run"));
    if v.get(&s).map(Verdict::kind).as_deref() != Some(f.kind.as_str()) {
        return false;
    }
    if f.category == "upstream-miscompile" {
        // ferrobuf's conservative mode agrees with the evaluator.
        let cbw = oracle::configs(&[])
            .into_iter()
            .find(|c| c.name == "ferrobuf-copy-before-write");
        let (v, _) = oracle::run_config(
            p,
            &cbw.expect("configuration"),
            &[s],
            &exp,
            &dir.join("cbw"),
        );
        return matches!(v.get(&s), Some(Verdict::Ok));
    }
    if f.category == "rejects-what-upstream-accepts" {
        return run::opt(
            false,
            oracle::UPSTREAM_OSB,
            &input,
            &dir.join("upstream.mlir"),
            &[],
        )
        .ok();
    }
    true
}

fn reduce_one(f: &Finding, fams: &Families, out: &Path, limit: Duration) -> Option<Reduced> {
    let start = Instant::now();
    let (full, _) = generator::program(f.seed, f.sections, fams);
    let mut p = full.restricted(&[f.section]);
    edit::drop_unreachable_functions(&mut p, f.section);
    let cfg = target_config(f);
    let name = format!(
        "{}_{}_s{}_t{}",
        f.category.replace(['-', ' '], "_"),
        f.config.name.replace(['-', ' '], "_"),
        f.seed,
        f.section
    );
    let work = out.join("work").join(&name);
    if !holds(f, &cfg, &p, &work) {
        eprintln!(
            "bufferize_fuzz: {name}: the section alone does not fail the same way; not reduced"
        );
        return None;
    }
    let mut tries = 0usize;
    let mut check = |cand: Option<Program>, p: &mut Program| -> bool {
        let Some(mut c) = cand else { return false };
        if start.elapsed() > limit {
            return false;
        }
        edit::drop_unreachable_functions(&mut c, f.section);
        if c == *p {
            return false;
        }
        tries += 1;
        if holds(f, &cfg, &c, &work) {
            *p = c;
            true
        } else {
            false
        }
    };
    loop {
        let before = edit::size(&p);
        // Chunks of blocks (halves, quarters, ...), largest blocks first;
        // block paths are computed again after every change.
        'chunks: loop {
            let mut blocks = edit::block_paths(&p);
            blocks.sort_by_key(|b| std::cmp::Reverse(edit::block_len(&p, b)));
            for b in blocks {
                let n = edit::block_len(&p, &b);
                let mut chunk = (n.saturating_sub(1)) / 2;
                while chunk >= 2 {
                    for i in (0..n - 1).step_by(chunk) {
                        let idx: Vec<usize> = (i..(i + chunk).min(n - 1)).collect();
                        if check(edit::delete_ops(&p, &b, &idx), &mut p) {
                            continue 'chunks;
                        }
                    }
                    chunk /= 2;
                }
            }
            break;
        }
        // Single ops, last first; op paths computed again after a change.
        let mut i = 0;
        loop {
            let mut paths: Vec<OpPath> = edit::op_paths(&p);
            paths.reverse();
            if i >= paths.len() || start.elapsed() > limit {
                break;
            }
            let path = &paths[i];
            let op = edit::op_at(&p, path).clone();
            let mut changed = !op.kind.is_terminator() && check(edit::delete(&p, path), &mut p);
            for r in 0..op.regions.len() {
                changed = changed || check(edit::inline(&p, path, r), &mut p);
            }
            changed = changed || check(edit::constify(&p, path), &mut p);
            if op.kind == K::For {
                changed = changed || check(edit::shrink_for(&p, path), &mut p);
            }
            if matches!(op.kind, K::CondBr(..)) {
                changed = changed
                    || check(edit::cond_to_br(&p, path, true), &mut p)
                    || check(edit::cond_to_br(&p, path, false), &mut p);
            }
            if !changed {
                i += 1;
            }
        }
        // Blocks merged into their only predecessor.
        'merge: loop {
            for b in edit::block_paths(&p) {
                if check(edit::merge_block(&p, &b), &mut p) {
                    continue 'merge;
                }
            }
            break;
        }
        // Unused results and parameters.
        for fi in 0..p.funcs.len() {
            for i in (0..p.funcs.get(fi).map_or(0, |f| f.results.len())).rev() {
                check(edit::drop_result(&p, fi, i), &mut p);
            }
            for i in (0..p.funcs.get(fi).map_or(0, |f| f.params().len())).rev() {
                check(edit::drop_param(&p, fi, i), &mut p);
            }
        }
        if edit::size(&p) == before || start.elapsed() > limit {
            break;
        }
    }
    write_reduced(f, &p, out, &name, tries, start.elapsed())
}

/// Writes `NAME.mlir` (with a header saying what it reproduces) and
/// `NAME.expected`.
fn write_reduced(
    f: &Finding,
    p: &Program,
    out: &Path,
    name: &str,
    tries: usize,
    took: Duration,
) -> Option<Reduced> {
    let s = f.section;
    let expected = eval::run_function(p, &drive_name(s)).ok()?;
    let work = out.join("work").join(name).join("final");
    std::fs::create_dir_all(&work).ok()?;
    let exp = [(s, expected.clone())].into_iter().collect();
    let (v, _) = oracle::run_config(p, &target_config(f), &[s], &exp, &work.join("ours"));
    let got = v.get(&s).map(Verdict::detail).unwrap_or_default();
    let (up, _) = oracle::run_config(p, &oracle::upstream(), &[s], &exp, &work.join("upstream"));
    let upstream_line = match up.get(&s) {
        Some(Verdict::Ok) => "upstream's pipeline prints the expected output".to_owned(),
        Some(Verdict::Wrong { got }) => {
            format!(
                "UPSTREAM-MISCOMPILES: upstream's pipeline prints {}",
                got.trim().replace('\n', " / ")
            )
        }
        Some(v) => format!("UPSTREAM-FAILS: {}", v.kind()),
        None => String::new(),
    };
    let what = match f.category {
        "wrong-output" => format!(
            "prints\n  {}\ninstead of (value semantics)\n  {}",
            got.trim().replace('\n', "\n  "),
            expected.trim().replace('\n', "\n  ")
        ),
        "quality" => format!(
            "{} after One-Shot than upstream's {}",
            f.kind,
            oracle::UPSTREAM_OSB
        ),
        "quality-upstream-dealloc" => format!(
            "{} than upstream's {},buffer-deallocation-pipeline",
            f.kind,
            oracle::UPSTREAM_OSB
        ),
        _ => format!(
            "fails: {}",
            strip_paths(&run::first_lines(&got, 6)).replace('\n', "\n  ")
        ),
    };
    let header = format!(
        "Reduced by tests/bufferize_fuzz.rs (seed {}, test function @{}, {} candidates, {:.0} s).\n\
         Constructs left: {}.\n\
         Reproduces [{}] {}: with\n  {}\n{}\n{}\n\
         Expected output: value semantics (tests/bufferize_fuzz/eval.rs).",
        f.seed,
        test_name(s),
        tries,
        took.as_secs_f64(),
        features(p).join(", "),
        f.category,
        f.kind,
        f.config.pipeline(),
        what,
        upstream_line
    );
    let text = print::program(
        p,
        &Style {
            entry: "main",
            markers: false,
            header: &header,
        },
    );
    let path = out.join(format!("{name}.mlir"));
    std::fs::write(&path, text).ok()?;
    std::fs::write(out.join(format!("{name}.expected")), &expected).ok()?;
    Some(Reduced {
        path,
        ops: edit::size(p),
        what: format!(
            "[{}] {} ({}) {{{}}}",
            f.category,
            f.kind,
            f.config.name,
            features(p).join(", ")
        ),
    })
}

/// The constructs a reduced program still has (to sort reproducers into
/// bug families by eye).
pub fn features(p: &Program) -> Vec<&'static str> {
    let mut f = std::collections::BTreeSet::new();
    for func in &p.funcs {
        crate::ast::walk_region(&func.body, &mut |op| {
            let name = match &op.kind {
                K::For => "scf.for",
                K::While => "scf.while",
                K::If => "scf.if",
                K::IndexSwitch(_) => "scf.index_switch",
                K::ExecuteRegion => "scf.execute_region",
                K::Forall(_) => "scf.forall",
                K::Br(_) | K::CondBr(..) => "cf",
                K::Call(c) if c.contains("_c") => "call",
                K::Select if p.ty(op.res[0]).is_tensor() => "select",
                K::Cast => "cast",
                K::ExtractSlice(_) => "extract_slice",
                K::InsertSlice(_) => "insert_slice",
                K::Collapse(_) | K::Expand(..) => "reshape",
                K::Generic(_)
                    if op.res.len() > 1
                        && op.args[op.args.len() - 1] == op.args[op.args.len() - 2] =>
                {
                    "two outs on one tensor"
                }
                K::Generic(_) | K::Map | K::Named(_) => "elementwise",
                K::Fill => "fill",
                K::Copy => "copy",
                K::Insert => "insert",
                K::ComplexConstant(_) => "complex constant",
                K::TransferRead | K::TransferWrite => "vector",
                _ => return,
            };
            f.insert(name);
        });
    }
    if p.sections.iter().any(|s| crate::report::recursive(p, *s)) {
        f.insert("recursion");
    }
    f.into_iter().collect()
}

/// `got` with the directories of file names dropped.
fn strip_paths(s: &str) -> String {
    s.lines()
        .map(|line| {
            line.split(' ')
                .map(|tok| match (tok.contains(".mlir:"), tok.rfind('/')) {
                    (true, Some(i)) => &tok[i + 1..],
                    _ => tok,
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}
