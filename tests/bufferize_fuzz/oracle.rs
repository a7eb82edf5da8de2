//! The oracles: each configuration (a one-shot pipeline and a
//! deallocation pipeline) run on a program, with a verdict per section
//! against the evaluator's expected output; and the allocation and copy
//! counts after One-Shot Bufferize.
//!
//! A pipeline failure on the whole module is narrowed down by running each
//! section alone (`mlir-opt` only, fast) and classified: the one-shot pass
//! rejected it with a diagnostic, crashed (signal, internal error, timeout)
//! or produced IR that does not verify (run with `--verify-each=0`, then
//! parsed again), or the deallocation part failed. A run that crashes
//! blames the section whose marker was printed last and runs the
//! sections after it again.

use std::collections::BTreeMap;
use std::path::Path;

use crate::ast::{Program, section_of};
use crate::print::{self, Style, marker_value};
use crate::run::{self, Output};

/// A configuration under test.
#[derive(Clone, Debug)]
pub struct Config {
    pub name: String,
    /// Runs `mlir-opt` with the ferrobuf plugin.
    pub plugin: bool,
    /// The One-Shot Bufferize part of the pipeline.
    pub osb: String,
    /// The deallocation part.
    pub dealloc: String,
    /// Also run under valgrind.
    pub memcheck: bool,
    /// A ferrobuf configuration (its findings are failures).
    pub ours: bool,
}

pub const FERROBUF_DEALLOC: &str = "ferrobuf-buffer-deallocation-pipeline";
pub const UPSTREAM_OSB: &str =
    "one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops}";

fn ferrobuf(name: &str, options: &str, memcheck: bool) -> Config {
    Config {
        name: name.into(),
        plugin: true,
        osb: format!("ferrobuf-one-shot-bufferize{{bufferize-function-boundaries {options}}}"),
        dealloc: FERROBUF_DEALLOC.into(),
        memcheck,
        ours: true,
    }
}

/// The default heuristic (under valgrind), the other heuristics, the
/// fuzzer heuristic with `fuzzer_seeds`, copy-before-write, and upstream.
pub fn configs(fuzzer_seeds: &[u64]) -> Vec<Config> {
    let mut c = vec![
        ferrobuf("ferrobuf", "analysis-heuristic=bottom-up", true),
        ferrobuf("ferrobuf-top-down", "analysis-heuristic=top-down", false),
        ferrobuf(
            "ferrobuf-bottom-up-from-terminators",
            "analysis-heuristic=bottom-up-from-terminators",
            false,
        ),
    ];
    for s in fuzzer_seeds {
        c.push(ferrobuf(
            &format!("ferrobuf-fuzzer-{s}"),
            &format!("analysis-heuristic=fuzzer analysis-fuzzer-seed={s}"),
            false,
        ));
    }
    c.push(ferrobuf(
        "ferrobuf-copy-before-write",
        "copy-before-write",
        false,
    ));
    c.push(main_job());
    c.push(upstream());
    c
}

/// The main job as users run it: `ferrobuf-bufferize` (empty-tensor
/// elimination, One-Shot, the buffer optimizations and the deallocation in
/// one fused pass, which skips walking scalar `linalg` payloads), under
/// valgrind. Its `osb` is the whole pipeline; it has no `dealloc` part.
pub fn main_job() -> Config {
    Config {
        name: "ferrobuf-bufferize".into(),
        plugin: true,
        osb: "ferrobuf-bufferize".into(),
        dealloc: String::new(),
        memcheck: true,
        ours: true,
    }
}

pub fn upstream() -> Config {
    Config {
        name: "upstream".into(),
        plugin: false,
        osb: UPSTREAM_OSB.into(),
        dealloc: "buffer-deallocation-pipeline".into(),
        memcheck: false,
        ours: false,
    }
}

/// Upstream's One-Shot Bufferize freed by ferrobuf's deallocation, for
/// sections upstream's deallocation rejects (it rejects `cf` loops).
pub fn upstream_ferrobuf_dealloc() -> Config {
    Config {
        name: "upstream-osb+ferrobuf-dealloc".into(),
        plugin: true,
        dealloc: FERROBUF_DEALLOC.into(),
        ..upstream()
    }
}

/// Upstream's One-Shot Bufferize alone (no deallocation: the program
/// leaks, which is not checked; `canonicalize` as the e2e harness does),
/// for sections where ferrobuf's counts exceed upstream's: the
/// deallocation's clones of returned buffers can hide a wrong
/// bufferization.
pub fn upstream_osb_alone() -> Config {
    Config {
        name: "upstream-osb-alone".into(),
        dealloc: "canonicalize".into(),
        ..upstream()
    }
}

impl Config {
    pub fn pipeline(&self) -> String {
        if self.dealloc.is_empty() {
            return self.osb.clone();
        }
        format!("{},{}", self.osb, self.dealloc)
    }
}

/// What a configuration did with one section.
#[derive(Clone, Debug)]
pub enum Verdict {
    Ok,
    /// Printed something else than the evaluator.
    Wrong {
        got: String,
    },
    /// One-Shot Bufferize failed with a diagnostic.
    Rejected {
        msg: String,
    },
    /// The deallocation pipeline failed after One-Shot Bufferize.
    DeallocRejected {
        msg: String,
    },
    /// One-Shot Bufferize produced IR that does not verify.
    InvalidIr {
        msg: String,
    },
    /// `mlir-opt` crashed, reported an internal error or timed out.
    Crash {
        msg: String,
    },
    /// Lowering, translation or compilation failed.
    LowerFailed {
        msg: String,
    },
    /// The program crashed or timed out in this section.
    RunCrash {
        msg: String,
    },
    /// valgrind found errors or leaks (`wrong`: the output also differs).
    Memcheck {
        kind: String,
        log: String,
        wrong: Option<String>,
    },
}

impl Verdict {
    /// The failure kind, as the reducer must preserve it.
    pub fn kind(&self) -> String {
        match self {
            Verdict::Ok => "ok".into(),
            Verdict::Wrong { .. } => "wrong-output".into(),
            Verdict::Rejected { msg } => format!("rejected: {}", normalize(msg)),
            Verdict::DeallocRejected { .. } => "dealloc-rejected".into(),
            Verdict::InvalidIr { msg } => format!("invalid-ir: {}", normalize(&first_error(msg))),
            Verdict::Crash { msg } => format!("crash: {}", normalize(&first_error(msg))),
            Verdict::LowerFailed { .. } => "lowering-failed".into(),
            Verdict::RunCrash { .. } => "run-crash".into(),
            Verdict::Memcheck { kind, .. } => format!("memcheck: {kind}"),
        }
    }

    pub fn detail(&self) -> String {
        match self {
            Verdict::Ok => String::new(),
            Verdict::Wrong { got } => got.clone(),
            Verdict::Rejected { msg }
            | Verdict::DeallocRejected { msg }
            | Verdict::InvalidIr { msg }
            | Verdict::Crash { msg }
            | Verdict::LowerFailed { msg }
            | Verdict::RunCrash { msg } => msg.clone(),
            Verdict::Memcheck {
                log, wrong: None, ..
            } => log.clone(),
            Verdict::Memcheck {
                log,
                wrong: Some(got),
                ..
            } => format!("{log}\n(and the output differs:\n{got})"),
        }
    }
}

/// The first `error:` line's message, without location and value names.
pub fn first_error(stderr: &str) -> String {
    let line = stderr
        .lines()
        .find(|l| l.contains("error:"))
        .or_else(|| stderr.lines().next())
        .unwrap_or_default();
    line.split_once("error:")
        .map_or(line, |x| x.1)
        .trim()
        .to_owned()
}

/// A message with numbers, types and value names replaced, for comparing
/// failures of different programs: digits become `N`, quoted text with a
/// `<` (a type) `'T'`, `%names` `%v`.
pub fn normalize(msg: &str) -> String {
    let mut out = String::new();
    let mut rest = msg;
    while let Some(q) = rest.find('\'') {
        out.push_str(&rest[..q]);
        let after = &rest[q + 1..];
        match after.find('\'') {
            Some(e) if after[..e].contains('<') => {
                out.push_str("'T'");
                rest = &after[e + 1..];
            }
            Some(e) => {
                out.push('\'');
                out.push_str(&after[..=e]);
                rest = &after[e + 1..];
            }
            None => {
                out.push_str(&rest[q..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    let mut norm = String::new();
    let mut prev_digit = false;
    let mut in_name = false;
    for c in out.chars() {
        if in_name && (c.is_alphanumeric() || c == '_') {
            continue;
        }
        in_name = false;
        if c == '%' {
            norm.push_str("%v");
            in_name = true;
        } else if c.is_ascii_digit() {
            if !prev_digit {
                norm.push('N');
            }
            prev_digit = true;
            continue;
        } else {
            norm.push(c);
        }
        prev_digit = false;
    }
    norm.chars().take(110).collect()
}

/// The line that says why a tool crashed: a Rust panic's location and
/// message, else the first `error:` (its message), else the first line.
fn crash_summary(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    if let Some(i) = lines.iter().position(|l| l.contains("panicked at")) {
        let at = lines[i]
            .split("panicked at")
            .nth(1)
            .unwrap_or_default()
            .trim();
        let why = lines.get(i + 1).copied().unwrap_or_default().trim();
        return format!("panic at {at} {why}");
    }
    let first = lines
        .iter()
        .find(|l| l.contains("error:"))
        .or_else(|| lines.iter().find(|l| !l.trim().is_empty()))
        .copied()
        .unwrap_or("(no message)");
    format!(
        "error: {}",
        first.split_once("error:").map_or(first, |x| x.1).trim()
    )
}

fn crashed(out: &Output) -> bool {
    out.timed_out
        || out.code.is_none()
        || !matches!(out.code, Some(0) | Some(1))
        || out.stderr.contains("internal error")
        || out.stderr.contains("PLEASE submit a bug report")
        || out.stderr.contains("Stack dump")
}

/// Why `cfg`'s pipeline fails on the program in `input` (one section).
fn classify(cfg: &Config, input: &Path, dir: &Path) -> Verdict {
    let osb = dir.join("osb.mlir");
    let out = run::opt(cfg.plugin, &cfg.osb, input, &osb, &["--verify-each=0"]);
    if crashed(&out) {
        return Verdict::Crash {
            msg: format!(
                "{}\n(one-shot: exit {:?}, timeout {})\n{}",
                crash_summary(&out.stderr),
                out.code,
                out.timed_out,
                run::first_lines(&out.stderr, 12)
            ),
        };
    }
    if !out.ok() {
        return Verdict::Rejected {
            msg: first_error(&out.stderr),
        };
    }
    if let Err(e) = run::verifies(&osb) {
        return Verdict::InvalidIr {
            msg: run::first_lines(&e, 12),
        };
    }
    let out = run::opt(
        cfg.plugin,
        &cfg.dealloc,
        &osb,
        &dir.join("dealloc.mlir"),
        &[],
    );
    if crashed(&out) {
        return Verdict::Crash {
            msg: format!(
                "{}\n(deallocation: exit {:?})\n{}",
                crash_summary(&out.stderr),
                out.code,
                run::first_lines(&out.stderr, 12)
            ),
        };
    }
    if !out.ok() {
        return Verdict::DeallocRejected {
            msg: first_error(&out.stderr),
        };
    }
    Verdict::Crash {
        msg: "the pipeline fails only as a whole (verifier between the parts?)".into(),
    }
}

/// The sections of the functions holding the `error:` locations in
/// `stderr` (of a run on `program`, whose text is given).
fn sections_in_errors(stderr: &str, program: &str) -> Vec<u32> {
    // Line number -> section, from the `func.func` lines.
    let mut starts: Vec<(usize, Option<u32>)> = Vec::new();
    for (i, l) in program.lines().enumerate() {
        if let Some(rest) = l.strip_prefix("func.func ") {
            let name = rest
                .split('@')
                .nth(1)
                .and_then(|n| n.split('(').next())
                .unwrap_or_default();
            starts.push((i + 1, section_of(name)));
        }
    }
    let mut out = Vec::new();
    for l in stderr.lines().filter(|l| l.contains(": error:")) {
        let Some(line) = l
            .split(".mlir:")
            .nth(1)
            .and_then(|r| r.split(':').next())
            .and_then(|n| n.parse::<usize>().ok())
        else {
            continue;
        };
        if let Some(Some(s)) = starts
            .iter()
            .rev()
            .find(|(start, _)| *start <= line)
            .map(|x| x.1)
            && !out.contains(&s)
        {
            out.push(s);
        }
    }
    out
}

/// Writes the program restricted to `sections` for the fuzzer's driver.
pub fn write_program(p: &Program, sections: &[u32], path: &Path, header: &str) {
    let text = print::program(
        &p.restricted(sections),
        &Style {
            entry: "fuzz_main",
            markers: true,
            header,
        },
    );
    std::fs::write(path, text).expect("writing a program");
}

/// Output lines per section (by marker lines); and the section whose
/// output was not finished (the last one started) when `complete` is false.
fn split_output(stdout: &str, sections: &[u32]) -> Vec<(u32, String)> {
    let markers: BTreeMap<String, u32> = sections
        .iter()
        .map(|s| (marker_value(*s).to_string(), *s))
        .collect();
    let mut out: Vec<(u32, String)> = Vec::new();
    for line in stdout.split_inclusive('\n') {
        if let Some(s) = markers.get(line.trim_end()) {
            out.push((*s, String::new()));
        } else if let Some(last) = out.last_mut() {
            last.1.push_str(line);
        }
    }
    out
}

/// Runs `cfg` on `sections` of `p`: a verdict for each section, and the
/// valgrind records no section could be found for.
pub fn run_config(
    p: &Program,
    cfg: &Config,
    sections: &[u32],
    expected: &BTreeMap<u32, String>,
    dir: &Path,
) -> (BTreeMap<u32, Verdict>, Vec<String>) {
    let mut verdicts = BTreeMap::new();
    let mut unattributed = Vec::new();
    let mut pending: Vec<u32> = sections.to_vec();
    let mut flaky = 0;
    let mut lower_retries = 0;
    for round in 0..12 {
        if pending.is_empty() {
            break;
        }
        let rdir = dir.join(format!("round-{round}"));
        std::fs::create_dir_all(&rdir).expect("scratch dir");
        let input = rdir.join("program.mlir");
        let header = format!("seed {}, configuration {}", p.seed, cfg.name);
        write_program(p, &pending, &input, &header);
        let out_ir = rdir.join("bufferized.mlir");
        let out = run::opt(cfg.plugin, &cfg.pipeline(), &input, &out_ir, &[]);
        if !out.ok() {
            // The sections the diagnostics point into first (one run each),
            // else every section alone.
            let text = std::fs::read_to_string(&input).unwrap_or_default();
            let located: Vec<u32> = sections_in_errors(&out.stderr, &text)
                .into_iter()
                .filter(|s| pending.contains(s))
                .collect();
            // (A pass may stop at its first error: after two rounds of
            // located errors, try every section alone.)
            let suspects = if located.is_empty() || flaky > 0 || round >= 2 {
                pending.clone()
            } else {
                located
            };
            let mut failed = 0;
            for s in suspects {
                let sdir = rdir.join(format!("t{s}"));
                std::fs::create_dir_all(&sdir).expect("scratch dir");
                let one = sdir.join("program.mlir");
                write_program(p, &[s], &one, &header);
                let o = run::opt(
                    cfg.plugin,
                    &cfg.pipeline(),
                    &one,
                    &sdir.join("bufferized.mlir"),
                    &[],
                );
                if !o.ok() {
                    verdicts.insert(s, classify(cfg, &one, &sdir));
                    pending.retain(|x| *x != s);
                    failed += 1;
                }
            }
            // No section fails alone: the pass is nondeterministic (upstream's
            // One-Shot is on some `cf` functions); try the module again.
            if failed == 0 {
                flaky += 1;
                if flaky == 3 {
                    for s in pending.drain(..) {
                        verdicts.insert(
                            s,
                            Verdict::Crash {
                                msg: format!(
                                    "nondeterministic: the module fails (3 times), no section alone: {}",
                                    first_error(&out.stderr)
                                ),
                            },
                        );
                    }
                }
            }
            continue;
        }
        if let Err(e) = run::compile(&out_ir, &rdir) {
            // Narrow down as above, compiling each section alone.
            let mut failed = 0;
            for s in pending.clone() {
                let sdir = rdir.join(format!("t{s}"));
                std::fs::create_dir_all(&sdir).expect("scratch dir");
                let one = sdir.join("program.mlir");
                write_program(p, &[s], &one, &header);
                let ir = sdir.join("bufferized.mlir");
                let o = run::opt(cfg.plugin, &cfg.pipeline(), &one, &ir, &[]);
                let r = if o.ok() {
                    run::compile(&ir, &sdir)
                } else {
                    Err(first_error(&o.stderr))
                };
                if let Err(msg) = r {
                    verdicts.insert(s, Verdict::LowerFailed { msg });
                    pending.retain(|x| *x != s);
                    failed += 1;
                }
            }
            // No section fails alone: a step of the whole module timed out
            // on a loaded machine (every section lowered alone; seen on
            // seed 12509 with a test suite beside the fuzzer), or the
            // sections fail only together: try the module again, twice.
            if failed == 0 {
                lower_retries += 1;
                if lower_retries == 3 {
                    for s in pending.drain(..) {
                        verdicts.insert(s, Verdict::LowerFailed { msg: e.clone() });
                    }
                }
            }
            continue;
        }
        let native = run::execute(&rdir);
        let parts = split_output(&native.stdout, &pending);
        let finished = native.ok();
        let mut done = Vec::new();
        for (i, (s, got)) in parts.iter().enumerate() {
            let last = i + 1 == parts.len();
            if last && !finished {
                verdicts.insert(
                    *s,
                    Verdict::RunCrash {
                        msg: format!(
                            "exit {:?}{} after printing:\n{got}{}",
                            native.code,
                            if native.timed_out { " (timeout)" } else { "" },
                            run::first_lines(&native.stderr, 5)
                        ),
                    },
                );
            } else if expected.get(s) == Some(got) {
                verdicts.insert(*s, Verdict::Ok);
            } else {
                verdicts.insert(*s, Verdict::Wrong { got: got.clone() });
            }
            done.push(*s);
        }
        if !finished && parts.is_empty() {
            // Crashed before the first marker: blame the first section.
            verdicts.insert(
                pending[0],
                Verdict::RunCrash {
                    msg: format!(
                        "exit {:?} before any output: {}",
                        native.code,
                        run::first_lines(&native.stderr, 5)
                    ),
                },
            );
            done.push(pending[0]);
        }
        pending.retain(|s| !done.contains(s));
        if !finished {
            continue;
        }
        for s in pending.drain(..) {
            verdicts.insert(
                s,
                Verdict::Wrong {
                    got: "(no output)\n".into(),
                },
            );
        }
        if cfg.memcheck {
            let (vg, by_section, unknown) = run::memcheck(&rdir);
            for (s, logs) in by_section {
                let wrong = match verdicts.get(&s) {
                    Some(Verdict::Wrong { got }) => Some(got.clone()),
                    _ => None,
                };
                verdicts.insert(
                    s,
                    Verdict::Memcheck {
                        kind: run::memcheck_kind(&logs[0]),
                        log: logs.join("\n\n"),
                        wrong,
                    },
                );
            }
            unattributed.extend(unknown);
            if vg.timed_out || (vg.code != Some(0) && vg.code != Some(99)) {
                unattributed.push(format!(
                    "valgrind exit {:?} (timeout {}): {}",
                    vg.code,
                    vg.timed_out,
                    run::first_lines(&vg.stderr, 5)
                ));
            }
        }
    }
    for s in pending {
        verdicts.insert(
            s,
            Verdict::Crash {
                msg: "no verdict after 12 rounds (the harness gave up)".into(),
            },
        );
    }
    (verdicts, unattributed)
}

/// `memref.alloc`s and copies per section after `osb` alone (sections it
/// fails on are missing).
pub fn counts(
    p: &Program,
    plugin: bool,
    osb: &str,
    sections: &[u32],
    dir: &Path,
) -> BTreeMap<u32, (usize, usize)> {
    std::fs::create_dir_all(dir).expect("scratch dir");
    let input = dir.join("program.mlir");
    write_program(p, sections, &input, "counts");
    let out_ir = dir.join("one-shot.mlir");
    let out = run::opt(plugin, osb, &input, &out_ir, &[]);
    if out.ok() {
        return count_text(&std::fs::read_to_string(&out_ir).unwrap_or_default());
    }
    let mut all = BTreeMap::new();
    for s in sections {
        let sdir = dir.join(format!("t{s}"));
        std::fs::create_dir_all(&sdir).expect("scratch dir");
        let one = sdir.join("program.mlir");
        write_program(p, &[*s], &one, "counts");
        let ir = sdir.join("one-shot.mlir");
        if run::opt(plugin, osb, &one, &ir, &[]).ok() {
            all.extend(count_text(
                &std::fs::read_to_string(&ir).unwrap_or_default(),
            ));
        }
    }
    all
}

/// Allocations and copies per section in bufferized IR text.
pub fn count_text(ir: &str) -> BTreeMap<u32, (usize, usize)> {
    let mut out: BTreeMap<u32, (usize, usize)> = BTreeMap::new();
    let mut cur: Option<u32> = None;
    for line in ir.lines() {
        if let Some(rest) = line.trim_start().strip_prefix("func.func ") {
            let name = rest
                .split('@')
                .nth(1)
                .and_then(|n| n.split('(').next())
                .unwrap_or_default();
            cur = section_of(name);
            if let Some(s) = cur {
                out.entry(s).or_default();
            }
            continue;
        }
        let Some(s) = cur else { continue };
        let e = out.entry(s).or_default();
        if line.contains("memref.alloc(") {
            e.0 += 1;
        }
        if line.contains("memref.copy")
            || line.contains("linalg.copy")
            || line.contains("bufferization.clone")
        {
            e.1 += 1;
        }
    }
    out
}
