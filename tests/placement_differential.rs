mod support;

// Differential test of ferrobuf's buffer-placement passes against upstream.
//
// For every file in `tests/corpus/placement/` and every (ours, upstream)
// pipeline pair in [`PAIRS`], the file is run through `mlir-opt` with the
// plugin and our pass, and through stock `mlir-opt` with upstream's pass, and
// the printed outputs must be byte-for-byte identical.
//
// # Declared divergences
//
// A corpus file may contain lines
//
// ```text
// // DIVERGES(<upstream-pass>): <reason>
// ```
//
// where `<upstream-pass>` is either a bare upstream pass name
// (`buffer-hoisting`, `buffer-loop-hoisting`, `promote-buffers-to-stack`),
// which covers every pipeline running that pass whatever its options, or an
// exact pass spec as written in [`PAIRS`] (e.g.
// `promote-buffers-to-stack{max-alloc-size-in-bytes=64 max-rank-of-allocated-memref=2}`),
// which covers only that pipeline. For a declared (file, pass) the test
// instead checks that both runs succeed, that the outputs DO differ (a stale
// marker is an error), and that our output verifies with stock `mlir-opt`.
// A marker naming no pass of [`PAIRS`], or without a reason, is an error.
//
// All failures are collected and reported together, each with the file, the
// pipeline and a short diff around the first differing lines.
//
// # Self-test mode
//
// With `FERROBUF_DIFF_SELFTEST=1` the "ours" side runs the upstream pass too
// (the `ferrobuf-` prefix is dropped and stock `mlir-opt` is used, no plugin
// needed). This checks the harness and the corpus itself: every upstream
// pass must succeed on every file, and every upstream output must verify.
// Declared divergences are then only checked for success and verification
// (the outputs are identical by construction).
//
// ```text
// FERROBUF_DIFF_SELFTEST=1 cargo test --release --test placement_differential -- --nocapture
// ```

use std::path::{Path, PathBuf};
use std::process::Output;

/// (ours, upstream) pipelines, each nested in `builtin.module(...)`.
const PAIRS: &[(&str, &str)] = &[
    (
        "func.func(ferrobuf-buffer-hoisting)",
        "func.func(buffer-hoisting)",
    ),
    (
        "func.func(ferrobuf-buffer-loop-hoisting)",
        "func.func(buffer-loop-hoisting)",
    ),
    (
        "func.func(ferrobuf-promote-buffers-to-stack)",
        "func.func(promote-buffers-to-stack)",
    ),
    (
        "func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=64 max-rank-of-allocated-memref=2})",
        "func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=64 max-rank-of-allocated-memref=2})",
    ),
];

const MIN_CORPUS_FILES: usize = 100;
const SELFTEST_VAR: &str = "FERROBUF_DIFF_SELFTEST";
const MARKER: &str = "// DIVERGES(";

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/placement")
}

fn selftest() -> bool {
    std::env::var(SELFTEST_VAR).is_ok_and(|v| !v.is_empty() && v != "0")
}

/// The upstream pass spec inside `func.func(...)`, e.g.
/// `promote-buffers-to-stack{max-alloc-size-in-bytes=64 ...}`.
fn pass_spec(pipeline: &str) -> &str {
    pipeline
        .strip_prefix("func.func(")
        .and_then(|p| p.strip_suffix(')'))
        .unwrap_or(pipeline)
}

/// The bare pass name of a spec (options stripped).
fn pass_name(spec: &str) -> &str {
    spec.split('{').next().unwrap_or(spec)
}

struct Divergence {
    pass: String,
    reason: String,
}

struct CorpusFile {
    name: String,
    text: String,
    divergences: Vec<Divergence>,
}

impl CorpusFile {
    /// Whether `upstream` (a pipeline of [`PAIRS`]) is declared divergent.
    fn declared(&self, upstream: &str) -> Option<&Divergence> {
        let spec = pass_spec(upstream);
        self.divergences
            .iter()
            .find(|d| d.pass == spec || d.pass == pass_name(spec))
    }
}

/// Parses the `// DIVERGES(<pass>): <reason>` markers; malformed or unknown
/// markers are reported as problems.
fn parse_markers(name: &str, text: &str, problems: &mut Vec<String>) -> Vec<Divergence> {
    let known: Vec<&str> = PAIRS
        .iter()
        .flat_map(|(_, up)| [pass_spec(up), pass_name(pass_spec(up))])
        .collect();
    let mut out = Vec::new();
    for (lineno, line) in text.lines().enumerate() {
        let Some(rest) = line.trim_start().strip_prefix(MARKER) else {
            continue;
        };
        let parsed = rest.split_once("):").map(|(p, r)| (p.trim(), r.trim()));
        match parsed {
            Some((pass, reason)) if known.contains(&pass) && !reason.is_empty() => {
                out.push(Divergence {
                    pass: pass.to_owned(),
                    reason: reason.to_owned(),
                })
            }
            _ => problems.push(format!(
                "{name}:{}: malformed DIVERGES marker (expected `// DIVERGES(<one of {}>): <reason>`): {line}",
                lineno + 1,
                known.join(", ")
            )),
        }
    }
    out
}

fn load_corpus(problems: &mut Vec<String>) -> Vec<CorpusFile> {
    let dir = corpus_dir();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| e.expect("corpus dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
            let divergences = parse_markers(&name, &text, problems);
            CorpusFile {
                name,
                text,
                divergences,
            }
        })
        .collect()
}

/// Stdout of a successful run (through `support::ok_stdout`), or its stderr.
fn stdout_or_err(out: &Output, what: &str) -> Result<String, String> {
    if out.status.success() {
        Ok(support::ok_stdout(out, what))
    } else {
        let code = out
            .status
            .code()
            .map_or_else(|| "a signal".to_owned(), |c| format!("exit code {c}"));
        Err(format!(
            "{what} failed with {code}:\n{}",
            indent(&String::from_utf8_lossy(&out.stderr), 40)
        ))
    }
}

/// Runs the "ours" side: the plugin pass, or upstream's in self-test mode.
fn run_ours(ours: &str, input: &str) -> Output {
    if selftest() {
        support::upstream_opt(&ours.replace("ferrobuf-", ""), input, &[])
    } else {
        support::ferrobuf_opt(ours, input, &[])
    }
}

/// Re-parses and verifies `ir` with stock `mlir-opt`.
fn verify(ir: &str) -> Result<(), String> {
    stdout_or_err(
        &support::upstream_opt("", ir, &[]),
        "re-verifying the output",
    )
    .map(|_| ())
}

fn indent(text: &str, max_lines: usize) -> String {
    let mut lines: Vec<String> = text
        .lines()
        .take(max_lines)
        .map(|l| format!("    {l}"))
        .collect();
    let total = text.lines().count();
    if total > max_lines {
        lines.push(format!("    ... ({} more lines)", total - max_lines));
    }
    lines.join("\n")
}

/// A unified-style line diff (LCS based) of the first differing hunks:
// `-` lines are upstream's, `+` lines ours, with a few lines of context;
// the listing is capped so one bad file cannot flood the report.
fn short_diff(upstream: &str, ours: &str) -> String {
    const CONTEXT: usize = 3;
    const MAX_LINES: usize = 40;
    let a: Vec<&str> = upstream.lines().collect();
    let b: Vec<&str> = ours.lines().collect();
    // Strip the common prefix/suffix, then LCS on the middle part.
    let pre = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let suf = a[pre..]
        .iter()
        .rev()
        .zip(b[pre..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (am, bm) = (&a[pre..a.len() - suf], &b[pre..b.len() - suf]);
    if am.is_empty() && bm.is_empty() {
        return "    (outputs differ only in line endings or trailing whitespace)".to_owned();
    }
    // Edit script over the whole outputs: (tag, upstream line no, text).
    let mut script: Vec<(char, usize, &str)> = Vec::new();
    script.extend(a[..pre].iter().enumerate().map(|(i, l)| (' ', i, *l)));
    if am.len().saturating_mul(bm.len()) <= 4_000_000 {
        let (n, m) = (am.len(), bm.len());
        let mut lcs = vec![0u32; (n + 1) * (m + 1)];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                lcs[i * (m + 1) + j] = if am[i] == bm[j] {
                    lcs[(i + 1) * (m + 1) + j + 1] + 1
                } else {
                    lcs[(i + 1) * (m + 1) + j].max(lcs[i * (m + 1) + j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < n || j < m {
            if i < n && j < m && am[i] == bm[j] {
                script.push((' ', pre + i, am[i]));
                i += 1;
                j += 1;
            } else if j < m && (i == n || lcs[i * (m + 1) + j + 1] > lcs[(i + 1) * (m + 1) + j]) {
                script.push(('+', pre + i, bm[j]));
                j += 1;
            } else {
                script.push(('-', pre + i, am[i]));
                i += 1;
            }
        }
    } else {
        script.extend(am.iter().enumerate().map(|(i, l)| ('-', pre + i, *l)));
        script.extend(bm.iter().map(|l| ('+', pre + am.len(), *l)));
    }
    let tail = a.len() - suf;
    script.extend(
        a[tail..]
            .iter()
            .enumerate()
            .map(|(i, l)| (' ', tail + i, *l)),
    );

    // Print hunks: changed lines plus CONTEXT lines around them.
    let changed: Vec<usize> = (0..script.len()).filter(|&k| script[k].0 != ' ').collect();
    let near = |k: usize| {
        changed
            .iter()
            .any(|&c| k + CONTEXT >= c && k <= c + CONTEXT)
    };
    let mut out = vec!["    (- upstream, + ours)".to_owned()];
    let mut last: Option<usize> = None;
    for (k, &(tag, line, text)) in script.iter().enumerate() {
        if !near(k) {
            continue;
        }
        if last.is_none_or(|l| l + 1 != k) {
            out.push(format!("    @@ upstream line {} @@", line + 1));
        }
        last = Some(k);
        out.push(format!("    {tag}{text}"));
        if out.len() > MAX_LINES {
            let left = changed.iter().filter(|&&c| c > k).count();
            out.push(format!("    ... ({left} more changed lines not shown)"));
            break;
        }
    }
    out.join("\n")
}

#[derive(Default)]
struct Tally {
    comparisons: usize,
    identical: usize,
    divergent: usize,
    /// Per pipeline of [`PAIRS`]: files whose upstream output differs from
    /// the plainly re-printed input.
    upstream_changed: Vec<usize>,
    failures: Vec<String>,
}

fn check_file(file: &CorpusFile, tally: &mut Tally) {
    let fail = |tally: &mut Tally, pass: &str, msg: String| {
        tally
            .failures
            .push(format!("{} [{}]: {msg}", file.name, pass_spec(pass)));
    };
    let printed = stdout_or_err(&support::upstream_opt("", &file.text, &[]), "parsing");
    let printed = match printed {
        Ok(p) => p,
        Err(e) => {
            tally
                .failures
                .push(format!("{}: corpus file does not verify: {e}", file.name));
            return;
        }
    };
    for (i, &(ours, upstream)) in PAIRS.iter().enumerate() {
        tally.comparisons += 1;
        let up = stdout_or_err(
            &support::upstream_opt(upstream, &file.text, &[]),
            "upstream pass",
        );
        if up.as_ref().is_ok_and(|u| *u != printed) {
            tally.upstream_changed[i] += 1;
        }
        let our = stdout_or_err(&run_ours(ours, &file.text), "ferrobuf pass");
        let (up, our) = match (up, our) {
            (Ok(u), Ok(o)) => (u, o),
            (u, o) => {
                let msg = [u.err(), o.err()].into_iter().flatten().collect::<Vec<_>>();
                fail(tally, upstream, msg.join("\n"));
                continue;
            }
        };
        if selftest() {
            // Also check the corpus: every upstream output must verify.
            if let Err(e) = verify(&up) {
                fail(tally, upstream, format!("upstream output: {e}"));
            }
        }
        match file.declared(upstream) {
            None if up == our => tally.identical += 1,
            None => fail(
                tally,
                upstream,
                format!("output differs from upstream\n{}", short_diff(&up, &our)),
            ),
            Some(d) => {
                tally.divergent += 1;
                if up == our && !selftest() {
                    fail(
                        tally,
                        upstream,
                        format!(
                            "stale DIVERGES({}) marker: outputs are identical (reason was: {})",
                            d.pass, d.reason
                        ),
                    );
                }
                if let Err(e) = verify(&our) {
                    fail(
                        tally,
                        upstream,
                        format!("declared divergence, but our output: {e}"),
                    );
                }
            }
        }
    }
}

#[test]
fn placement_passes_match_upstream() {
    let mut failures = Vec::new();
    let corpus = load_corpus(&mut failures);
    assert!(
        corpus.len() >= MIN_CORPUS_FILES,
        "expected at least {MIN_CORPUS_FILES} corpus files in {}, found {}",
        corpus_dir().display(),
        corpus.len()
    );

    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 8);
    let chunk = corpus.len().div_ceil(threads);
    let tallies: Vec<Tally> = std::thread::scope(|s| {
        let handles: Vec<_> = corpus
            .chunks(chunk)
            .map(|files| {
                s.spawn(move || {
                    let mut t = Tally {
                        upstream_changed: vec![0; PAIRS.len()],
                        ..Tally::default()
                    };
                    for f in files {
                        check_file(f, &mut t);
                    }
                    t
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker thread panicked"))
            .collect()
    });

    let mut total = Tally {
        upstream_changed: vec![0; PAIRS.len()],
        failures,
        ..Tally::default()
    };
    for t in tallies {
        total.comparisons += t.comparisons;
        total.identical += t.identical;
        total.divergent += t.divergent;
        for (acc, n) in total.upstream_changed.iter_mut().zip(t.upstream_changed) {
            *acc += n;
        }
        total.failures.extend(t.failures);
    }

    let mode = if selftest() {
        format!(" [{SELFTEST_VAR}: upstream vs upstream]")
    } else {
        String::new()
    };
    println!(
        "placement differential{mode}: {} files, {} comparisons, {} identical, {} declared divergences, {} failures",
        corpus.len(),
        total.comparisons,
        total.identical,
        total.divergent,
        total.failures.len()
    );
    for ((_, upstream), n) in PAIRS.iter().zip(&total.upstream_changed) {
        println!("  upstream {} changes {n} files", pass_spec(upstream));
    }
    assert!(
        total.failures.is_empty(),
        "{} placement differential failure(s){mode}:\n\n{}",
        total.failures.len(),
        total.failures.join("\n\n")
    );
}

// Quick checks of the harness itself (no mlir-opt involved).

#[test]
fn markers_are_parsed_and_validated() {
    let text = "// DIVERGES(buffer-loop-hoisting): also hoists out of scf.execute_region\n\
                // DIVERGES(promote-buffers-to-stack{max-alloc-size-in-bytes=64 max-rank-of-allocated-memref=2}): r\n\
                // DIVERGES(buffer-hoist): typo\n\
                // DIVERGES(buffer-hoisting):\n\
                func.func @f() { return }\n";
    let mut problems = Vec::new();
    let divergences = parse_markers("x.mlir", text, &mut problems);
    assert_eq!(problems.len(), 2, "{problems:#?}");
    let file = CorpusFile {
        name: "x.mlir".into(),
        text: text.into(),
        divergences,
    };
    assert!(file.declared("func.func(buffer-loop-hoisting)").is_some());
    assert!(file.declared("func.func(buffer-hoisting)").is_none());
    assert!(
        file.declared("func.func(promote-buffers-to-stack)")
            .is_none()
    );
    assert!(file.declared(PAIRS[3].1).is_some());
}

#[test]
fn short_diff_shows_first_difference() {
    let up = "a\nb\nc\nd\ne\nf\ng\nh\n";
    let ours = "a\nb\nc\nd\nE\nf\ng\nh\n";
    let d = short_diff(up, ours);
    assert!(d.contains("@@ upstream line 2 @@"), "{d}");
    assert!(d.contains("\n    -e\n    +E\n"), "{d}");
    assert!(!d.contains("    a"), "{d}");
    assert!(short_diff("x\n", "x").contains("only in line endings"));
}
