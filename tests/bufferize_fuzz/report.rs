//! Checking one program against every oracle, turning verdicts into
//! findings (with a failure category each), and the summary report.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::ast::{self, Program};
use crate::generator::{self, Families, Stats};
use crate::oracle::{self, Config, Verdict};
use crate::reduce::Reduced;
use crate::{eval, run, support};

/// One noteworthy outcome for one section.
#[derive(Clone, Debug)]
pub struct Finding {
    pub seed: u64,
    /// Sections of the program (to generate it again).
    pub sections: u32,
    pub section: u32,
    pub config: Config,
    /// The failure family (`wrong-output`, `memcheck`, `quality`, ...).
    pub category: &'static str,
    /// The verdict kind a reduction must keep.
    pub kind: String,
    pub detail: String,
    /// A ferrobuf failure (otherwise only reported).
    pub failure: bool,
    /// The test function has a call cycle.
    pub recursive: bool,
    pub dir: PathBuf,
}

/// What checking one program found.
pub struct ProgramResult {
    pub seed: u64,
    pub sections: usize,
    pub findings: Vec<Finding>,
    pub stats: Stats,
    /// Per configuration, per verdict kind (shortened), number of sections.
    pub tallies: BTreeMap<String, BTreeMap<String, usize>>,
    /// Allocations and copies after One-Shot, ferrobuf and upstream, over
    /// the sections where both are correct.
    pub totals: [usize; 4],
    /// The same after upstream's `buffer-deallocation-pipeline` on both
    /// One-Shot outputs (clones counted as copies), then the number of
    /// sections compared and of those where ferrobuf's cost more.
    pub after_dealloc: [usize; 6],
}

/// Whether section `s` of `p` has a call cycle.
pub fn recursive(p: &Program, s: u32) -> bool {
    let funcs: Vec<&ast::Func> = p
        .funcs
        .iter()
        .filter(|f| ast::section_of(&f.name) == Some(s))
        .collect();
    let edges: BTreeMap<&str, Vec<String>> = funcs
        .iter()
        .map(|f| (f.name.as_str(), ast::callees(f)))
        .collect();
    // A function reaches itself?
    funcs.iter().any(|f| {
        let mut seen = BTreeSet::new();
        let mut stack: Vec<String> = edges[f.name.as_str()].clone();
        while let Some(g) = stack.pop() {
            if g == f.name {
                return true;
            }
            if seen.insert(g.clone())
                && let Some(next) = edges.get(g.as_str())
            {
                stack.extend(next.iter().cloned());
            }
        }
        false
    })
}

fn short_kind(v: &Verdict) -> String {
    v.kind().split(':').next().unwrap_or_default().to_owned()
}

/// Generates program `seed` and checks it with every configuration.
pub fn check_program(
    seed: u64,
    sections: u32,
    fams: &Families,
    configs: &[Config],
    root: &Path,
) -> ProgramResult {
    let dir = root.join(format!("seed-{seed}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    let (p, stats) = generator::program(seed, sections, fams);
    let mut findings = Vec::new();
    let finding =
        |section: u32, config: &Config, category: &'static str, v: &Verdict, failure: bool| {
            Finding {
                seed,
                sections,
                section,
                config: config.clone(),
                category,
                kind: v.kind(),
                detail: v.detail(),
                failure,
                recursive: recursive(&p, section),
                dir: dir.join(&config.name),
            }
        };
    // A generator bug (the evaluator rejects section `s`, or the program
    // does not parse: section 0), reported with the first configuration.
    let generator_bug = |s: u32, msg: String| Finding {
        category: "generator-bug",
        kind: "generator-bug".into(),
        ..finding(
            s,
            &configs[0],
            "generator-bug",
            &Verdict::Crash { msg },
            true,
        )
    };
    // The evaluator; a section it rejects is a generator bug.
    let mut expected = BTreeMap::new();
    for (s, r) in eval::expected(&p) {
        match r {
            Ok(out) => {
                expected.insert(s, out);
            }
            Err(e) => findings.push(generator_bug(s, e)),
        }
    }
    // FERROBUF_BUFFERIZE_FUZZ_SECTION=K: only test function K.
    let only: Option<u32> = std::env::var("FERROBUF_BUFFERIZE_FUZZ_SECTION")
        .ok()
        .and_then(|v| v.parse().ok());
    let live: Vec<u32> = expected
        .keys()
        .copied()
        .filter(|s| only.is_none_or(|o| o == *s))
        .collect();
    let whole = dir.join("program.mlir");
    oracle::write_program(&p, &live, &whole, &format!("bufferize_fuzz seed {seed}"));
    if let Err(e) = run::verifies(&whole) {
        findings.push(generator_bug(0, e));
        return ProgramResult {
            seed,
            sections: live.len(),
            findings,
            stats,
            tallies: BTreeMap::new(),
            totals: [0; 4],
            after_dealloc: [0; 6],
        };
    }
    // Every configuration, in parallel.
    let results = support::e2e::for_each_bounded(configs, |c| {
        oracle::run_config(&p, c, &live, &expected, &dir.join(&c.name))
    });
    let mut verdicts: BTreeMap<String, BTreeMap<u32, Verdict>> = BTreeMap::new();
    for (c, (v, unattributed)) in configs.iter().zip(results) {
        for u in unattributed {
            findings.push(Finding {
                kind: "memcheck: unattributed".into(),
                ..finding(u32::MAX, c, "memcheck", &Verdict::Crash { msg: u }, true)
            });
        }
        verdicts.insert(c.name.clone(), v);
    }
    // Upstream: what its deallocation rejects or gets wrong, again with
    // ferrobuf's deallocation, to tell One-Shot's miscompiles apart.
    let up = oracle::upstream();
    let fallback_cfg = oracle::upstream_ferrobuf_dealloc();
    let again: Vec<u32> = verdicts
        .get(&up.name)
        .map(|m| {
            m.iter()
                .filter(|(_, v)| {
                    matches!(v, Verdict::DeallocRejected { .. } | Verdict::Wrong { .. })
                })
                .map(|(s, _)| *s)
                .collect()
        })
        .unwrap_or_default();
    let fallback = if again.is_empty() {
        BTreeMap::new()
    } else {
        oracle::run_config(
            &p,
            &fallback_cfg,
            &again,
            &expected,
            &dir.join(&fallback_cfg.name),
        )
        .0
    };
    let upstream_ok = |s: u32| -> Option<bool> {
        let v = verdicts.get(&up.name)?.get(&s)?;
        Some(match v {
            Verdict::Ok => true,
            Verdict::DeallocRejected { .. } | Verdict::Wrong { .. } => {
                matches!(fallback.get(&s), Some(Verdict::Ok))
            }
            _ => false,
        })
    };
    let upstream_accepts = |s: u32| -> bool {
        !matches!(
            verdicts.get(&up.name).and_then(|m| m.get(&s)),
            Some(Verdict::Rejected { .. } | Verdict::Crash { .. } | Verdict::InvalidIr { .. })
                | None
        )
    };
    let mut tallies: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    for c in configs {
        for (s, v) in &verdicts[&c.name] {
            *tallies
                .entry(c.name.clone())
                .or_default()
                .entry(short_kind(v))
                .or_default() += 1;
            if !c.ours {
                let (category, v2) = match v {
                    Verdict::Ok => continue,
                    Verdict::Wrong { .. } => match fallback.get(s) {
                        Some(Verdict::Ok) => ("upstream-dealloc-miscompile", v.clone()),
                        _ => ("upstream-miscompile", v.clone()),
                    },
                    Verdict::DeallocRejected { .. } => match fallback.get(s) {
                        Some(f @ Verdict::Wrong { .. }) => ("upstream-miscompile", f.clone()),
                        _ => ("upstream-dealloc-rejected", v.clone()),
                    },
                    Verdict::Rejected { .. } => ("upstream-rejected", v.clone()),
                    _ => ("upstream-other", v.clone()),
                };
                findings.push(finding(*s, c, category, &v2, false));
                continue;
            }
            let (category, failure) = match v {
                Verdict::Ok => continue,
                Verdict::Wrong { .. } => ("wrong-output", true),
                Verdict::Memcheck { .. } => ("memcheck", true),
                Verdict::Rejected { .. } if recursive(&p, *s) => ("rejected-recursion", false),
                Verdict::Rejected { .. } if upstream_accepts(*s) => {
                    ("rejects-what-upstream-accepts", true)
                }
                Verdict::Rejected { .. } => ("both-reject", false),
                Verdict::DeallocRejected { .. } => ("dealloc-rejected", true),
                Verdict::InvalidIr { .. } => ("invalid-ir", true),
                Verdict::Crash { .. } => ("crash", true),
                // A `bufferization.clone` MLIR 22's
                // `convert-bufferization-to-memref` cannot lower (a static
                // offset, or static strides over a dynamic size: it
                // allocates an identity layout and casts). ferrobuf's
                // lowering of deallocations expands such clones itself
                // (`src/passes/clone_layouts.rs`): one left is a failure,
                // whatever upstream's output does.
                Verdict::LowerFailed { msg }
                    if msg.contains("'bufferization.clone' that was explicitly marked illegal")
                        || (msg.contains("bufferization.clone")
                            && msg.contains("are cast incompatible")) =>
                {
                    ("lowering-cannot-clone-layout", true)
                }
                // The lowering fails on upstream's output too: a limit of
                // the harness's lowering, not ferrobuf's bug.
                Verdict::LowerFailed { .. }
                    if matches!(
                        verdicts.get(&up.name).and_then(|m| m.get(s)),
                        Some(Verdict::LowerFailed { .. })
                    ) =>
                {
                    ("lowering-failed-upstream-too", false)
                }
                Verdict::LowerFailed { .. } => ("lowering-failed", true),
                Verdict::RunCrash { .. } => ("run-crash", true),
            };
            findings.push(finding(*s, c, category, v, failure));
        }
    }
    // Quality: counts after One-Shot alone where both are correct.
    let ours = &configs[0];
    let both: Vec<u32> = live
        .iter()
        .copied()
        .filter(|s| {
            matches!(verdicts[&ours.name].get(s), Some(Verdict::Ok))
                && upstream_ok(*s) == Some(true)
        })
        .collect();
    let mut totals = [0usize; 4];
    let mut after_dealloc = [0usize; 6];
    if !both.is_empty() {
        let o = oracle::counts(&p, true, &ours.osb, &both, &dir.join("counts-ferrobuf"));
        let u = oracle::counts(
            &p,
            false,
            oracle::UPSTREAM_OSB,
            &both,
            &dir.join("counts-upstream"),
        );
        // Sections where ferrobuf allocates or copies more: is upstream's
        // One-Shot right on its own, without the deallocation (whose
        // clones of returned buffers can hide a wrong bufferization, such
        // as one buffer for two call results that differ)? Where it is
        // not, its counts are no baseline (as the e2e counts rule skips
        // UPSTREAM-MISCOMPILES programs).
        let over: Vec<u32> = both
            .iter()
            .copied()
            .filter(|s| matches!((o.get(s), u.get(s)), (Some(a), Some(b)) if a.0 + a.1 > b.0 + b.1))
            .collect();
        let alone_cfg = oracle::upstream_osb_alone();
        let alone = if over.is_empty() {
            BTreeMap::new()
        } else {
            oracle::run_config(&p, &alone_cfg, &over, &expected, &dir.join(&alone_cfg.name)).0
        };
        for s in &both {
            let (Some(a), Some(b)) = (o.get(s), u.get(s)) else {
                continue;
            };
            totals[0] += a.0;
            totals[1] += b.0;
            totals[2] += a.1;
            totals[3] += b.1;
            if let Some(v @ Verdict::Wrong { .. }) = alone.get(s) {
                findings.push(finding(*s, &alone_cfg, "upstream-osb-miscompile", v, false));
                continue;
            }
            // The rule, as `copies_and_allocations_never_exceed_upstream`
            // checks it on the e2e programs: allocations + copies at most
            // upstream's.
            if a.0 + a.1 > b.0 + b.1 {
                let v = costlier("allocs + copies", *a, *b);
                findings.push(Finding {
                    kind: "quality: allocs + copies".into(),
                    ..finding(*s, ours, "quality", &v, quality_fails())
                });
            }
        }
        // The rule also covers the output freed by upstream's deallocation
        // pipeline (as the e2e rule checks it); here it is reported only,
        // as a note: upstream's deallocation passes no ownership into
        // loops, so loops that carry buffers through (a permutation, or a
        // pass-through whose init is cast to the fully dynamic layout)
        // cost it generic deallocations and clones. Sections where
        // upstream's One-Shot alone was wrong are left out.
        let sound: Vec<u32> = both
            .iter()
            .copied()
            .filter(|s| !matches!(alone.get(s), Some(Verdict::Wrong { .. })))
            .collect();
        let with = |osb: &str| format!("{osb},buffer-deallocation-pipeline");
        let od = oracle::counts(
            &p,
            true,
            &with(&ours.osb),
            &sound,
            &dir.join("counts-ferrobuf-dealloc"),
        );
        let ud = oracle::counts(
            &p,
            false,
            &with(oracle::UPSTREAM_OSB),
            &sound,
            &dir.join("counts-upstream-dealloc"),
        );
        for s in &sound {
            let (Some(a), Some(b)) = (od.get(s), ud.get(s)) else {
                continue;
            };
            after_dealloc[0] += a.0;
            after_dealloc[1] += b.0;
            after_dealloc[2] += a.1;
            after_dealloc[3] += b.1;
            after_dealloc[4] += 1;
            if a.0 + a.1 > b.0 + b.1 {
                after_dealloc[5] += 1;
                let v = costlier("after upstream's deallocation, allocs + copies", *a, *b);
                findings.push(Finding {
                    kind: "quality after upstream's deallocation".into(),
                    ..finding(*s, ours, "quality-upstream-dealloc", &v, false)
                });
            }
        }
    }
    ProgramResult {
        seed,
        sections: live.len(),
        findings,
        stats,
        tallies,
        totals,
        after_dealloc,
    }
}

/// The finding's message for a section where ferrobuf's counts `a`
/// (allocations, copies) exceed upstream's `b`.
fn costlier(what: &str, a: (usize, usize), b: (usize, usize)) -> Verdict {
    Verdict::Crash {
        msg: format!(
            "{what}: ferrobuf {}, upstream {} (allocs {} vs {}, copies {} vs {})",
            a.0 + a.1,
            b.0 + b.1,
            a.0,
            b.0,
            a.1,
            b.1
        ),
    }
}

/// Whether a section where ferrobuf allocates or copies more than upstream
/// fails the run: with `FERROBUF_BUFFERIZE_FUZZ_QUALITY=1`, and in the
/// default run of `cargo test` (no `FERROBUF_FUZZ_SEED`, no
/// `FERROBUF_BUFFERIZE_FUZZ_QUALITY`), where the rule of issue 21 holds on
/// every section; runs of other seeds only report it (it does not hold on
/// every generated program yet: a few in a thousand). The totals are
/// printed either way.
fn quality_fails() -> bool {
    match std::env::var("FERROBUF_BUFFERIZE_FUZZ_QUALITY") {
        Ok(v) => v == "1",
        Err(_) => std::env::var("FERROBUF_FUZZ_SEED").is_err(),
    }
}

/// Everything found over a run.
#[derive(Default)]
pub struct Summary {
    pub programs: Vec<ProgramResult>,
}

impl Summary {
    pub fn add(&mut self, r: ProgramResult) {
        self.programs.push(r);
    }

    /// Failures, then upstream's miscompiles.
    /// Failures, and the notes that can be reduced (`reduce_findings`
    /// reduces a `quality-upstream-dealloc` note only when asked by name).
    pub fn reducible(&self) -> Vec<Finding> {
        let mut v = self.failures();
        v.extend(self.programs.iter().flat_map(|p| {
            p.findings
                .iter()
                .filter(|f| {
                    f.category == "upstream-miscompile" || f.category == "quality-upstream-dealloc"
                })
                .cloned()
        }));
        v
    }

    pub fn failures(&self) -> Vec<Finding> {
        self.programs
            .iter()
            .flat_map(|p| p.findings.iter().filter(|f| f.failure).cloned())
            .collect()
    }

    fn by_category(&self) -> BTreeMap<&'static str, Vec<&Finding>> {
        let mut m: BTreeMap<&'static str, Vec<&Finding>> = BTreeMap::new();
        for p in &self.programs {
            for f in &p.findings {
                m.entry(f.category).or_default().push(f);
            }
        }
        m
    }

    /// Per category: findings, distinct sections, configurations.
    pub fn short(&self, reduced: &[Reduced]) -> String {
        let mut s = String::new();
        let sections: usize = self.programs.iter().map(|p| p.sections).sum();
        let _ = writeln!(
            s,
            "bufferize_fuzz: {} programs, {sections} test functions",
            self.programs.len()
        );
        for (cat, fs) in self.by_category() {
            let distinct: BTreeSet<(u64, u32)> = fs.iter().map(|f| (f.seed, f.section)).collect();
            let mut cfgs: BTreeMap<&str, usize> = BTreeMap::new();
            for f in &fs {
                *cfgs.entry(f.config.name.as_str()).or_default() += 1;
            }
            let fail = if fs[0].failure { "FAIL" } else { "note" };
            let _ = writeln!(
                s,
                "  [{fail}] {cat}: {} findings in {} test functions; by configuration: {cfgs:?}",
                fs.len(),
                distinct.len()
            );
        }
        for r in reduced {
            let _ = writeln!(
                s,
                "  reduced: {} ({} ops) {}",
                r.path.display(),
                r.ops,
                r.what
            );
        }
        let seeds: Vec<u64> = self
            .programs
            .iter()
            .filter(|p| p.findings.iter().any(|f| f.failure))
            .map(|p| p.seed)
            .collect();
        if !seeds.is_empty() {
            let _ = writeln!(
                s,
                "  seeds with failures (rerun one: FERROBUF_FUZZ_SEED=S FERROBUF_FUZZ_PROGRAMS=1): {seeds:?}"
            );
        }
        s
    }

    /// The full report.
    pub fn text(&self, reduced: &[Reduced], took: Duration) -> String {
        let mut s = self.short(reduced);
        let _ = writeln!(s, "time: {:.0} s", took.as_secs_f64());
        let mut totals = [0usize; 4];
        let mut after_dealloc = [0usize; 6];
        let mut stats = Stats::new();
        let mut tallies: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
        for p in &self.programs {
            for (t, x) in totals.iter_mut().zip(p.totals) {
                *t += x;
            }
            for (t, x) in after_dealloc.iter_mut().zip(p.after_dealloc) {
                *t += x;
            }
            for (k, v) in &p.stats {
                *stats.entry(k).or_default() += v;
            }
            for (c, m) in &p.tallies {
                for (k, v) in m {
                    *tallies
                        .entry(c.clone())
                        .or_default()
                        .entry(k.clone())
                        .or_default() += v;
                }
            }
        }
        let _ = writeln!(
            s,
            "after One-Shot, where both are correct: memref.alloc ferrobuf {} / upstream {}; copies ferrobuf {} / upstream {}",
            totals[0], totals[1], totals[2], totals[3]
        );
        let _ = writeln!(
            s,
            "then upstream's buffer-deallocation-pipeline on both: memref.alloc ferrobuf {} / upstream {}; copies and clones ferrobuf {} / upstream {}; ferrobuf costlier in {} of {} sections",
            after_dealloc[0],
            after_dealloc[1],
            after_dealloc[2],
            after_dealloc[3],
            after_dealloc[5],
            after_dealloc[4]
        );
        let _ = writeln!(s, "\nverdicts per configuration:");
        for (c, m) in &tallies {
            let _ = writeln!(s, "  {c}: {m:?}");
        }
        let _ = writeln!(s, "\nfamilies generated: {stats:?}");
        let missing: Vec<&str> = generator::all_families()
            .into_iter()
            .filter(|f| !stats.contains_key(f))
            .collect();
        let _ = writeln!(s, "families not generated: {missing:?}");
        for (cat, fs) in self.by_category() {
            let _ = writeln!(s, "\n== {cat} ({})", fs.len());
            for f in fs {
                let _ = writeln!(
                    s,
                    "- seed {} t{}{} [{}] {}: {}\n  program: {}",
                    f.seed,
                    f.section,
                    if f.recursive { " (recursive)" } else { "" },
                    f.config.name,
                    f.kind,
                    run::first_lines(&f.detail, 4).replace('\n', "\n    "),
                    f.dir
                        .parent()
                        .map(|d| d.join("program.mlir"))
                        .unwrap_or_default()
                        .display()
                );
            }
        }
        s
    }
}
