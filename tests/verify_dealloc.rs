//! `ferrobuf-verify-deallocation` on real outputs, and a mutation test.
//!
//! Outputs: every program of the `dealloc`, `bufferize` and `placement`
//! e2e corpora through the deallocation pipelines (see [`configs`]):
//! ferrobuf's (on a module and nested in `func.func(...)`), upstream's
//! `buffer-deallocation-pipeline`, `ferrobuf-bufferize`, ferrobuf's
//! followed by `ferrobuf-optimize-allocation-liveness`, and the clone-based
//! `ferrobuf-buffer-deallocation` with `ferrobuf-copy-removal`. A pipeline that
//! fails on a program (upstream rejects `cf` loops) is skipped and counted.
//!
//! [`verifier_accepts_every_pipeline_output`]: the verifier reports no
//! error on any output (cannot-decide remarks are allowed, counted and
//! printed), except the outputs listed in [`KNOWN_FINDINGS`].
//!
//! [`verifier_kills_every_mutant`]: each output is mutated line by line
//! (mlir-opt prints one op per line): every `memref.dealloc` deleted in
//! turn, duplicated in turn, and moved above the closest preceding op of
//! its block that uses the freed SSA value (an op whose region uses it
//! counts; never above the value's definition, never above
//! `extract_aligned_pointer_as_index`, which reads no memory). Each mutant
//! of a free the original executes on some path, with its execution
//! decided, is wrong: a deleted free leaks on the paths through it (in a
//! correct program no other free of the buffer is on those paths), a
//! duplicated one frees twice, a moved one frees before a use that follows
//! it in the same block. The verifier must report an error for each.
//! Excluded (equivalent or out of reach, counted): frees the verifier
//! itself reports, with its `report-frees` option, as never executed
//! (dead code such as a free of a global under an alias check that is
//! never true) or not decided (under a flag loaded from memory, computed
//! by `@dealloc_helper`, or in a function where a path was dropped), and
//! mutants that no longer parse. At most [`MUTANTS_PER_OUTPUT`] mutants
//! per output, spread over its frees.

mod support;

use std::collections::BTreeSet;

use support::e2e;
use support::ferrobuf_opt;

const BUFFERIZE: &str = "one-shot-bufferize{bufferize-function-boundaries}";

/// Mutants checked per output at most (spread evenly over its frees).
const MUTANTS_PER_OUTPUT: usize = 12;

/// Outputs on which the verifier finds a real deallocation bug: (suite,
/// program, config). None known.
const KNOWN_FINDINGS: &[(&str, &str, &str)] = &[];

/// (suite, config name, pipeline).
fn configs() -> Vec<(&'static str, &'static str, String)> {
    vec![
        (
            "dealloc",
            "ours",
            format!("{BUFFERIZE},ferrobuf-buffer-deallocation-pipeline"),
        ),
        (
            "dealloc",
            "ours-nested",
            format!("{BUFFERIZE},func.func(ferrobuf-buffer-deallocation-pipeline)"),
        ),
        (
            "dealloc",
            "upstream",
            format!("{BUFFERIZE},buffer-deallocation-pipeline"),
        ),
        ("bufferize", "ferrobuf-bufferize", "ferrobuf-bufferize".into()),
        (
            "bufferize",
            "upstream",
            format!("{BUFFERIZE},buffer-deallocation-pipeline"),
        ),
        (
            "placement",
            "ours",
            "ferrobuf-buffer-deallocation-pipeline".into(),
        ),
        ("placement", "upstream", "buffer-deallocation-pipeline".into()),
        // The clone-based deallocation (with its copy removal).
        (
            "dealloc",
            "clone-based",
            format!("{BUFFERIZE},ferrobuf-buffer-deallocation,ferrobuf-copy-removal"),
        ),
        (
            "bufferize",
            "clone-based",
            "ferrobuf-one-shot-bufferize{bufferize-function-boundaries},ferrobuf-buffer-deallocation,ferrobuf-copy-removal".into(),
        ),
        (
            "placement",
            "clone-based",
            "ferrobuf-buffer-deallocation,ferrobuf-copy-removal".into(),
        ),
        (
            "placement",
            "ours+liveness",
            "ferrobuf-buffer-deallocation-pipeline,func.func(ferrobuf-optimize-allocation-liveness)"
                .into(),
        ),
    ]
}

/// One pipeline output.
struct Output {
    suite: &'static str,
    program: String,
    config: &'static str,
    ir: String,
}

/// Every output of every config (programs a pipeline fails on are left
/// out); the second value counts them. Computed once for both tests.
fn outputs() -> &'static (Vec<Output>, usize) {
    static OUTPUTS: std::sync::OnceLock<(Vec<Output>, usize)> = std::sync::OnceLock::new();
    OUTPUTS.get_or_init(compute_outputs)
}

fn compute_outputs() -> (Vec<Output>, usize) {
    let mut jobs = Vec::new();
    for (suite, config, pipeline) in configs() {
        for p in e2e::programs(suite) {
            jobs.push((suite, config, pipeline.clone(), p));
        }
    }
    let results = e2e::for_each_bounded(&jobs, |(suite, config, pipeline, p)| {
        let src = std::fs::read_to_string(&p.path).expect("reading program");
        let out = ferrobuf_opt(pipeline, &src, &[]);
        out.status.success().then(|| Output {
            suite,
            program: p.name.clone(),
            config,
            ir: String::from_utf8_lossy(&out.stdout).into_owned(),
        })
    });
    let failed = results.iter().filter(|r| r.is_none()).count();
    (results.into_iter().flatten().collect(), failed)
}

/// What the verifier said about one input (several with
/// `-split-input-file`): errors and remarks by line.
#[derive(Default)]
struct Verdict {
    /// (line, message) of the verifier's errors.
    errors: Vec<(usize, String)>,
    /// Other errors (a mutant that does not parse).
    other_errors: Vec<usize>,
    cannot_decide: usize,
    /// Lines of frees never executed or not decided.
    excluded_frees: BTreeSet<usize>,
}

const VERIFIER_ERRORS: [&str; 5] = [
    "may leak",
    "double free",
    "use after free",
    "frees a buffer",
    "returns ",
];

/// Runs the verifier; `upstream_abi` for upstream's outputs (call
/// results may alias each other there).
fn verify(ir: &str, split: bool, upstream_abi: bool) -> Verdict {
    let mut extra = vec![];
    if split {
        extra.push("-split-input-file");
    }
    let out = ferrobuf_opt(
        &format!(
            "func.func(ferrobuf-verify-deallocation{{report-frees=true results-may-alias={upstream_abi}}})"
        ),
        ir,
        &extra,
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut v = Verdict::default();
    for l in stderr.lines() {
        let Some(rest) = l.strip_prefix("<stdin>:") else {
            continue;
        };
        let line: usize = rest
            .split(':')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        if let Some(msg) = l.split(" error: ").nth(1) {
            if VERIFIER_ERRORS.iter().any(|e| msg.contains(e)) {
                v.errors.push((line, msg.to_owned()));
            } else {
                v.other_errors.push(line);
            }
        } else if l.contains("remark: ferrobuf-verify-deallocation cannot decide") {
            v.cannot_decide += 1;
        } else if l.contains("remark: free never executed")
            || l.contains("remark: free not decided")
        {
            v.excluded_frees.insert(line);
        }
    }
    assert!(
        out.status.success() || !v.errors.is_empty() || !v.other_errors.is_empty(),
        "verifier failed without a diagnostic:\n{stderr}"
    );
    v
}

#[test]
fn verifier_accepts_every_pipeline_output() {
    let (outs, failed) = outputs();
    let verdicts = e2e::for_each_bounded(outs, |o| verify(&o.ir, false, o.config == "upstream"));
    let mut failures = Vec::new();
    let mut cannot_decide = 0;
    let mut with_remarks = 0;
    let mut known = 0;
    for (o, v) in outs.iter().zip(&verdicts) {
        cannot_decide += v.cannot_decide;
        with_remarks += usize::from(v.cannot_decide > 0);
        if v.cannot_decide > 0 {
            println!("cannot decide: {}/{} ({})", o.suite, o.program, o.config);
        }
        let is_known = KNOWN_FINDINGS
            .iter()
            .any(|&(s, p, c)| s == o.suite && p == o.program && c == o.config);
        if is_known {
            known += 1;
            continue;
        }
        if !v.errors.is_empty() || !v.other_errors.is_empty() {
            failures.push(format!(
                "{}/{} ({}): {:?}",
                o.suite, o.program, o.config, v.errors
            ));
        }
    }
    println!(
        "verify-deallocation: {} outputs checked ({failed} pipeline runs failed and were skipped), {known} known findings, {cannot_decide} cannot-decide remarks in {with_remarks} outputs",
        outs.len()
    );
    assert!(outs.len() >= 300, "only {} outputs", outs.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The SSA value a `memref.dealloc` line frees.
fn freed_value(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix("memref.dealloc ")?;
    rest.split(" :").next()
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// Whether `line` mentions the SSA name `name` as a whole token.
fn mentions(line: &str, name: &str) -> bool {
    line.match_indices(name).any(|(i, _)| {
        line[i + name.len()..]
            .chars()
            .next()
            .is_none_or(|c| !(c.is_ascii_alphanumeric() || c == '_'))
    })
}

/// Whether `line` defines `name` (or the result group it belongs to).
fn defines(line: &str, name: &str) -> bool {
    let base = name.split('#').next().unwrap_or(name);
    match line.split_once(" = ") {
        Some((lhs, _)) => mentions(lhs, base) || lhs.trim_start().starts_with(&format!("{base}:")),
        None => false,
    }
}

/// The line above which the free at `at` moves: the closest preceding op
/// of its block using the freed value (see the module doc).
fn move_target(lines: &[&str], at: usize) -> Option<usize> {
    let name = freed_value(lines[at])?;
    let ind = indent(lines[at]);
    let mut pending = false;
    let mut i = at;
    while i > 0 {
        i -= 1;
        let l = lines[i];
        let t = l.trim_start();
        if t.is_empty() {
            continue;
        }
        let li = indent(l);
        if li < ind || t.starts_with('^') {
            return None;
        }
        if li > ind {
            pending |= mentions(l, name);
            continue;
        }
        if t.starts_with('}') {
            continue;
        }
        if defines(l, name) {
            return None;
        }
        if t.contains("extract_aligned_pointer_as_index") || t.contains("bufferization.dealloc") {
            pending = false;
            continue;
        }
        if pending || mentions(l, name) {
            return Some(i);
        }
    }
    None
}

/// The mutants of one output: (kind, text).
fn mutants(ir: &str, excluded: &BTreeSet<usize>) -> (Vec<(&'static str, String)>, usize) {
    let lines: Vec<&str> = ir.lines().collect();
    let frees: Vec<usize> = (0..lines.len())
        .filter(|&i| freed_value(lines[i]).is_some())
        .collect();
    let skipped = frees
        .iter()
        .filter(|&&i| excluded.contains(&(i + 1)))
        .count();
    let mut out = Vec::new();
    let join = |ls: Vec<&str>| ls.join("\n") + "\n";
    for &i in frees.iter().filter(|&&i| !excluded.contains(&(i + 1))) {
        let mut del = lines.clone();
        del.remove(i);
        out.push(("delete", join(del)));
        let mut dup = lines.clone();
        dup.insert(i, lines[i]);
        out.push(("duplicate", join(dup)));
        if let Some(t) = move_target(&lines, i) {
            let mut mv = lines.clone();
            let l = mv.remove(i);
            mv.insert(t, l);
            out.push(("move", join(mv)));
        }
    }
    // Spread the cap evenly.
    if out.len() > MUTANTS_PER_OUTPUT {
        let step = out.len() as f64 / MUTANTS_PER_OUTPUT as f64;
        let keep: BTreeSet<usize> = (0..MUTANTS_PER_OUTPUT)
            .map(|k| (k as f64 * step) as usize)
            .collect();
        out = out
            .into_iter()
            .enumerate()
            .filter(|(k, _)| keep.contains(k))
            .map(|(_, m)| m)
            .collect();
    }
    (out, skipped)
}

#[test]
fn verifier_kills_every_mutant() {
    let (outs, _) = outputs();
    let results = e2e::for_each_bounded(outs, |o| {
        let original = verify(&o.ir, false, o.config == "upstream");
        if !original.errors.is_empty() {
            // Not a clean output (a known finding): nothing to mutate.
            return (0, 0, 0, 0, Vec::new());
        }
        let (ms, skipped) = mutants(&o.ir, &original.excluded_frees);
        if ms.is_empty() {
            return (0, 0, skipped, 0, Vec::new());
        }
        // One run for all mutants: chunk k spans lines [start, end).
        let mut text = String::new();
        let mut spans = Vec::new();
        for (_, m) in &ms {
            let start = text.lines().count() + 1;
            text.push_str(m);
            spans.push((start, text.lines().count() + 1));
            text.push_str("// -----\n");
        }
        let v = verify(&text, true, o.config == "upstream");
        let (mut killed, mut invalid) = (0, 0);
        let mut survivors = Vec::new();
        for ((kind, m), &(lo, hi)) in ms.iter().zip(&spans) {
            let inside = |l: usize| lo <= l && l < hi;
            if v.other_errors.iter().any(|&l| inside(l)) {
                invalid += 1;
            } else if v.errors.iter().any(|(l, _)| inside(*l)) {
                killed += 1;
            } else {
                survivors.push(format!(
                    "{}/{} ({}): {kind} mutant survives:\n{m}",
                    o.suite, o.program, o.config
                ));
            }
        }
        (ms.len(), killed, skipped, invalid, survivors)
    });
    let (mut total, mut killed, mut skipped, mut invalid) = (0, 0, 0, 0);
    let mut survivors = Vec::new();
    for (t, k, s, i, sv) in results {
        total += t;
        killed += k;
        skipped += s;
        invalid += i;
        survivors.extend(sv);
    }
    println!(
        "verify-deallocation mutants: {killed} killed of {total} ({invalid} do not parse, {} survive); {skipped} frees excluded (never executed or not decided)",
        survivors.len()
    );
    assert!(total >= 1000, "only {total} mutants");
    assert!(
        survivors.is_empty(),
        "{} survivors:\n{}",
        survivors.len(),
        survivors.join("\n\n")
    );
}
