//! One-Shot Bufferize end to end: tensor programs bufferized by
//! `ferrobuf-one-shot-bufferize{bufferize-function-boundaries}`, then freed
//! by upstream's and by ferrobuf's deallocation pipelines, lowered,
//! compiled and run natively and under valgrind (no definite leak, no
//! invalid access or free). Output must equal `NAME.expected`, which
//! upstream's own bufferization must also produce (differential run).
//!
//! Programs: `tests/e2e/bufferize/` (written for One-Shot Bufferize) and
//! `tests/e2e/dealloc/` (the deallocation corpus, also tensor programs).
//! [`copies_and_allocations_never_exceed_upstream`] counts `memref.alloc`
//! and copies after bufferization, program by program.

mod support;

use support::e2e;
use support::{count_lines, ferrobuf_opt, ok_stdout};

const OURS: &str = "ferrobuf-one-shot-bufferize{bufferize-function-boundaries}";
const UPSTREAM: &str = "one-shot-bufferize{bufferize-function-boundaries}";

fn with(bufferize: &str, rest: &str) -> String {
    format!("{bufferize},{rest}")
}

/// The programs of `suite` to run; with `upstream_dealloc`, not those
/// upstream's pipeline is known to reject (`UPSTREAM-FAILS`).
fn supported(suite: &str, upstream_dealloc: bool) -> Vec<e2e::Program> {
    e2e::programs(suite)
        .into_iter()
        .filter(|p| !(upstream_dealloc && p.upstream_fails.is_some()))
        .collect()
}

fn suites() -> Vec<&'static str> {
    let mut s = vec!["dealloc"];
    if std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/e2e/bufferize")
        .is_dir()
    {
        s.push("bufferize");
    }
    s
}

#[test]
fn ours_with_upstream_deallocation_matches_upstream() {
    let mut failures = Vec::new();
    for suite in suites() {
        failures.extend(e2e::check_programs(
            suite,
            supported(suite, true),
            "",
            |s| s.to_owned(),
            &with(OURS, "buffer-deallocation-pipeline"),
            None,
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn ours_with_ferrobuf_deallocation_is_valgrind_clean() {
    let mut failures = Vec::new();
    for suite in suites() {
        failures.extend(e2e::check_programs(
            suite,
            supported(suite, false),
            "osb",
            |s| s.to_owned(),
            &with(OURS, "ferrobuf-buffer-deallocation-pipeline"),
            None,
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// One-Shot Bufferize alone (and canonicalize), without any deallocation
/// (the program leaks, which is not checked): its output must already be
/// right. The
/// deallocation ABI clones what functions return, which hides a
/// bufferization that writes a buffer it must not (such as a constant's
/// global returned by a function, `returned_constant_written`).
#[test]
fn ours_without_deallocation_is_right() {
    let mut failures = Vec::new();
    for suite in suites() {
        let progs = supported(suite, false);
        let results = e2e::for_each_bounded(&progs, |p| {
            let dir = support::scratch_root()
                .join("e2e")
                .join(&p.name)
                .join(format!("{suite}-osb-only"));
            let options = e2e::RunOptions {
                memcheck: e2e::Memcheck::Skip,
                ..Default::default()
            };
            // canonicalize inlines `shape.assuming` on a constant witness,
            // which the lowering to LLVM needs (the deallocation pipelines
            // canonicalize too); it changes no buffer.
            let pipeline = with(OURS, "canonicalize");
            match e2e::compile_and_run_file(
                &p.name,
                &p.path,
                e2e::Opt::Ferrobuf,
                &pipeline,
                &dir,
                options,
            ) {
                Ok(r) if r.stdout != p.expected => Some(format!(
                    "{suite}/{}: output without deallocation differs:\n--- got\n{}--- expected\n{}",
                    p.name, r.stdout, p.expected
                )),
                Ok(_) => None,
                Err(e) => Some(format!("{suite}/{}: {}", p.name, e.message)),
            }
        });
        failures.extend(results.into_iter().flatten());
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// With `allow-return-allocs-from-loops` (loops pass fresh buffers on
/// instead of copying them back): every program whose bufferized form
/// changes with the option runs right and valgrind clean through
/// ferrobuf's deallocation, and through upstream's where upstream's
/// pipeline accepts it.
#[test]
fn allow_return_allocs_from_loops_is_valgrind_clean() {
    let with_option =
        "ferrobuf-one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops}";
    let mut failures = Vec::new();
    let mut changed = 0;
    for suite in suites() {
        let progs: Vec<e2e::Program> = supported(suite, false)
            .into_iter()
            .filter(|p| {
                let src = std::fs::read_to_string(&p.path).unwrap();
                let a = ok_stdout(&ferrobuf_opt(OURS, &src, &[]), &p.name);
                let b = ok_stdout(&ferrobuf_opt(with_option, &src, &[]), &p.name);
                a != b
            })
            .collect();
        changed += progs.len();
        let upstream_ok: Vec<e2e::Program> = progs
            .iter()
            .filter(|p| p.upstream_fails.is_none())
            .cloned()
            .collect();
        failures.extend(e2e::check_programs(
            suite,
            progs,
            "arafl",
            |s| s.to_owned(),
            &with(with_option, "ferrobuf-buffer-deallocation-pipeline"),
            None,
        ));
        failures.extend(e2e::check_programs(
            suite,
            upstream_ok,
            "arafl-updealloc",
            |s| s.to_owned(),
            &with(with_option, "buffer-deallocation-pipeline"),
            None,
        ));
    }
    eprintln!("{changed} programs bufferize differently with allow-return-allocs-from-loops");
    assert!(
        changed > 0,
        "no program exercises allow-return-allocs-from-loops"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Allocations and copies, ferrobuf never more than upstream, per
/// program (allocations + copies), with the same options on both sides
/// (the defaults, and `allow-return-allocs-from-loops`, where upstream
/// passes fresh buffers out of loops and accepts more programs), after
/// bufferization and after either deallocation pipeline (upstream's where
/// it accepts the program, and ferrobuf's) run on both bufferizations.
#[test]
fn copies_and_allocations_never_exceed_upstream() {
    const DEALLOC: [&str; 3] = [
        "",
        ",buffer-deallocation-pipeline",
        ",ferrobuf-buffer-deallocation-pipeline",
    ];
    let mut worse = Vec::new();
    let mut progs: Vec<(&str, e2e::Program)> = Vec::new();
    for suite in suites() {
        for p in supported(suite, false) {
            if p.upstream_miscompiles.is_none() {
                progs.push((suite, p));
            }
        }
    }
    for extra in ["", " allow-return-allocs-from-loops"] {
        let ours = format!("ferrobuf-one-shot-bufferize{{bufferize-function-boundaries{extra}}}");
        let theirs = format!("one-shot-bufferize{{bufferize-function-boundaries{extra}}}");
        // Per program and stage: Some([allocs, upstream allocs, copies,
        // upstream copies]) when both sides accept it.
        let counts = e2e::for_each_bounded(&progs, |(_, p)| {
            let src = std::fs::read_to_string(&p.path).unwrap();
            DEALLOC.map(|stage| {
                if !stage.is_empty() && stage.contains(",buffer-") && p.upstream_fails.is_some() {
                    return None;
                }
                let up = ferrobuf_opt(&format!("{theirs}{stage}"), &src, &[]);
                if !up.status.success() {
                    return None;
                }
                let u = String::from_utf8_lossy(&up.stdout).into_owned();
                let o = ok_stdout(&ferrobuf_opt(&format!("{ours}{stage}"), &src, &[]), &p.name);
                let allocs = ["memref.alloc("];
                let copies = ["memref.copy", "linalg.copy", "bufferization.clone"];
                Some([
                    count_lines(&o, &allocs),
                    count_lines(&u, &allocs),
                    count_lines(&o, &copies),
                    count_lines(&u, &copies),
                ])
            })
        });
        for (k, stage) in DEALLOC.iter().enumerate() {
            let mut totals = [0usize; 4];
            let mut compared = 0;
            for ((suite, p), c) in progs.iter().zip(&counts) {
                let Some(c) = c[k] else { continue };
                for (t, x) in totals.iter_mut().zip(c) {
                    *t += x;
                }
                if c[0] + c[2] > c[1] + c[3] {
                    worse.push(format!(
                        "{suite}/{} (options:{extra}; then{stage}): allocs {} vs upstream {}, copies {} vs {}",
                        p.name, c[0], c[1], c[2], c[3]
                    ));
                }
                compared += 1;
            }
            eprintln!(
                "options:{extra}; then{stage}: {compared} programs: memref.alloc ferrobuf {} / upstream {}; copies ferrobuf {} / upstream {}",
                totals[0], totals[1], totals[2], totals[3]
            );
            assert!(compared >= 40, "too few comparable programs");
        }
    }
    assert!(worse.is_empty(), "{}", worse.join("\n"));
}

/// Programs marked `UPSTREAM-MISCOMPILES`: upstream's One-Shot Bufferize
/// (freed by ferrobuf's deallocation, which accepts every control flow) still
/// prints something other than the expected output, or reads uninitialised
/// memory (valgrind), while ours (checked by the other tests) prints it.
#[test]
fn upstream_miscompiles_marked_programs() {
    let mut bad = Vec::new();
    let mut seen = 0;
    for suite in suites() {
        for p in e2e::programs(suite) {
            if p.upstream_miscompiles.is_none() {
                continue;
            }
            seen += 1;
            // Freed by ferrobuf's deallocation (which accepts every
            // control flow), and alone, without deallocation (whose clones
            // of returned buffers can hide a wrong bufferization): wrong
            // output in either is the miscompile.
            let with_dealloc = with(UPSTREAM, "ferrobuf-buffer-deallocation-pipeline");
            let alone = with(UPSTREAM, "canonicalize");
            let mut wrong = false;
            for (pipeline, tag, memcheck) in [
                (&with_dealloc, "upstream-osb", e2e::Memcheck::DefiniteLeaks),
                (&alone, "upstream-osb-only", e2e::Memcheck::Skip),
            ] {
                let dir = support::scratch_root().join("e2e").join(&p.name).join(tag);
                let options = e2e::RunOptions {
                    memcheck,
                    ..Default::default()
                };
                match e2e::compile_and_run_file(
                    &p.name,
                    &p.path,
                    e2e::Opt::Ferrobuf,
                    pipeline,
                    &dir,
                    options,
                ) {
                    Ok(r) if r.stdout == p.expected => {}
                    Ok(_) => wrong = true,
                    // Reading memory upstream left uninitialised is a
                    // miscompile too (valgrind's exit status fails the run).
                    Err(e) if e.message.contains("uninitialised") => wrong = true,
                    Err(e) => bad.push(format!("{}: {}", p.name, e.message)),
                }
            }
            if !wrong {
                bad.push(format!(
                    "{}: marked UPSTREAM-MISCOMPILES but upstream now prints the expected output",
                    p.name
                ));
            }
        }
    }
    assert!(seen > 0, "no UPSTREAM-MISCOMPILES program found");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
