//! Seeded random-program differential test of the deallocation pipeline.
//!
//! A generator (deterministic: its own splitmix64 PRNG, fixed seeds) writes
//! bufferized memref programs of the kind the deallocation pass takes as
//! input: `memref.alloc` (static, dynamic, sometimes `memref.alloca`) and no
//! `memref.dealloc`. Each program holds many functions, each folding memref
//! contents into an i64 checksum, built from randomly nested `arith.select`
//! between memrefs (on conditions that are often reused, negated or
//! combined), `memref.subview` (static and runtime offsets), `memref.cast`
//! (also to and from `memref<*xi64>`), `memref.expand_shape`/
//! `collapse_shape`, `memref.copy`, `linalg.fill`,
//! `scf.if`/`scf.for`/`scf.while`/`scf.index_switch`/`scf.execute_region`
//! carrying memrefs, and calls of generated functions (public and
//! `private`, of lower call levels, or itself at most 3 levels deep) that
//! take memrefs, may write them, and return fresh buffers or their
//! arguments. Half of the programs also have `cf.cond_br` diamonds (also
//! with both edges to one block), `cf.switch` and split exits with memref
//! block arguments (in function bodies and multi-block
//! `scf.execute_region`s) and counter-bounded unstructured `cf` loops with
//! back edges (`cf.br`, `cf.cond_br` or a `cf.switch` case) and early
//! exits; the other half have no `cf` op, for upstream. A `@main` calls
//! every function with a few argument values and prints the checksums,
//! returned buffers and argument buffers.
//!
//! The programs keep to the deallocation passes' contract: a buffer is
//! written only before anything aliases it (see `FnGen::can_write`; the
//! passes may clone a memref at a terminator, which is only invisible
//! when nothing writes it afterwards), loop counts and indices are in
//! bounds, every buffer is initialised before it is read, and a stack
//! buffer never leaves its function.
//!
//! Every program is first parsed by upstream `mlir-opt` with no pass (a
//! failure there is a generator bug), then:
//! 1. the reference: no deallocation at all (it leaks, but frees never
//!    change output), lowered, compiled and run natively (as
//!    `tests/support/e2e.rs` does);
//! 2. `ferrobuf-buffer-deallocation-pipeline`, and
//! 3. the same with `private-function-dynamic-ownership=true`: output equal
//!    to the reference, and under valgrind "ERROR SUMMARY: 0 errors" and no
//!    definitely or indirectly lost bytes (no leak, double free,
//!    use-after-free). When such a run fails at run time, the reference is
//!    run under valgrind too: memory errors there make it a generator bug;
//! 4. upstream's `buffer-deallocation-pipeline`: output equal to the
//!    reference. A program upstream rejects (it rejects `cf` loops and
//!    `cf.switch`, and crashes on some `cf` diamonds) is only counted, and
//!    so is a differing output when upstream's program has memory errors
//!    under valgrind (upstream freed too early); a differing output without
//!    memory errors fails (the generator broke the contract).
//!
//! 5. the clone-based `ferrobuf-buffer-deallocation` with
//!    `ferrobuf-copy-removal`: as 2 (the generator's contract, no write
//!    after aliasing, is the clone-based scheme's); a program it refuses
//!    because a clone would change the result is counted, not a failure.
//!
//! [`generator_writes_valid_programs`] checks the generator alone on 64
//! more seeds (parsing only, seconds): valid IR, every construct present,
//! the same program for the same seed.
//!
//! `FERROBUF_FUZZ_SEED=S` (first seed; program `i` uses seed `S + i`),
//! `FERROBUF_FUZZ_PROGRAMS=N` and `FERROBUF_FUZZ_FUNCTIONS=F` (functions
//! per program) run other or more programs. A failure names its kind
//! (generator or pass bug), the seed, the oracle and the program file
//! under `target/release/ferrobuf-tests/fuzz/seed-S/` (with each oracle's
//! files in a subdirectory; for a program without findings only the
//! program is kept); `FERROBUF_FUZZ_SEED=S FERROBUF_FUZZ_PROGRAMS=1`
//! reruns just it.

mod support;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use support::e2e::{self, Memcheck, Opt, RunOptions, RunResult, Stage};

/// First seed of the default run.
const DEFAULT_SEED: u64 = 1;
/// Programs in the default run.
const DEFAULT_PROGRAMS: u64 = 6;
/// First seed of [`generator_writes_valid_programs`] (64 programs).
const GENERATOR_CHECK_SEED: u64 = 10_000;
#[path = "dealloc_fuzz/gen/mod.rs"]
mod generator;

use generator::{CALLS_PER_FUNCTION, CONSTRUCTS, DEFAULT_FUNCTIONS, Generated, Stats, generate};

// ---------------------------------------------------------------------------
// Oracles

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Oracle {
    /// No deallocation: the ground truth.
    Reference,
    Ferrobuf,
    FerrobufDynamic,
    Upstream,
    /// The clone-based `ferrobuf-buffer-deallocation` (with copy removal).
    CloneBased,
}

impl Oracle {
    const ALL: [Oracle; 5] = [
        Oracle::Reference,
        Oracle::Ferrobuf,
        Oracle::FerrobufDynamic,
        Oracle::Upstream,
        Oracle::CloneBased,
    ];

    fn tag(self) -> &'static str {
        match self {
            Oracle::Reference => "reference",
            Oracle::Ferrobuf => "ferrobuf",
            Oracle::FerrobufDynamic => "ferrobuf-dynamic",
            Oracle::Upstream => "upstream",
            Oracle::CloneBased => "clone-based",
        }
    }

    fn opt(self) -> Opt {
        match self {
            Oracle::Ferrobuf | Oracle::FerrobufDynamic | Oracle::CloneBased => Opt::Ferrobuf,
            _ => Opt::Upstream,
        }
    }

    fn pipeline(self) -> &'static str {
        match self {
            Oracle::Reference => "",
            Oracle::Ferrobuf => "ferrobuf-buffer-deallocation-pipeline",
            Oracle::FerrobufDynamic => {
                "ferrobuf-buffer-deallocation-pipeline{private-function-dynamic-ownership=true}"
            }
            Oracle::Upstream => "buffer-deallocation-pipeline",
            Oracle::CloneBased => "ferrobuf-buffer-deallocation,ferrobuf-copy-removal",
        }
    }

    fn options(self) -> RunOptions {
        RunOptions {
            memcheck: match self {
                // Under valgrind only when a deallocated run fails.
                Oracle::Reference => Memcheck::Skip,
                Oracle::Ferrobuf | Oracle::FerrobufDynamic | Oracle::CloneBased => Memcheck::Strict,
                Oracle::Upstream => Memcheck::Skip,
            },
            timeout: Some(Duration::from_secs(match self {
                // Upstream's deallocation is exponential in some CFGs.
                Oracle::Upstream => 60,
                _ => 300,
            })),
            generic: true,
        }
    }
}

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    Some(
        v.parse()
            .unwrap_or_else(|e| panic!("{name}={v}: not a number: {e}")),
    )
}

/// The fuzz run: generate, parse, run the four oracles, compare.
#[test]
fn random_programs_match_reference_and_are_valgrind_clean() {
    let first = env_u64("FERROBUF_FUZZ_SEED").unwrap_or(DEFAULT_SEED);
    let count = env_u64("FERROBUF_FUZZ_PROGRAMS").unwrap_or(DEFAULT_PROGRAMS);
    let functions = env_u64("FERROBUF_FUZZ_FUNCTIONS").map_or(DEFAULT_FUNCTIONS, |f| f as usize);
    let root = support::scratch_root().join("fuzz");

    // Generate and parse (upstream mlir-opt, no passes).
    let programs = generate_and_parse(&root, first, count, functions);

    // Every oracle of every program, in parallel.
    let jobs: Vec<(usize, Oracle)> = Oracle::ALL
        .iter()
        .flat_map(|o| (0..programs.len()).map(move |i| (i, *o)))
        .collect();
    let results: Vec<Result<RunResult, e2e::RunError>> = e2e::for_each_bounded(&jobs, |(i, o)| {
        let (g, path) = &programs[*i];
        e2e::compile_and_run_file(
            &format!("seed-{}", g.seed),
            path,
            o.opt(),
            o.pipeline(),
            &path.parent().expect("program dir").join(o.tag()),
            o.options(),
        )
    });
    let mut by_program: Vec<BTreeMap<&'static str, &Result<RunResult, e2e::RunError>>> =
        (0..programs.len()).map(|_| BTreeMap::new()).collect();
    for ((i, o), r) in jobs.iter().zip(&results) {
        by_program[*i].insert(o.tag(), r);
    }

    let mut failures = Vec::new();
    let mut upstream_rejected = Vec::new();
    let mut upstream_miscompiled = Vec::new();
    let mut upstream_compared = 0;
    let mut clone_refused = 0;
    let mut stats = Stats::new();
    for ((g, path), res) in programs.iter().zip(&by_program) {
        for (k, v) in &g.stats {
            *stats.entry(k).or_default() += v;
        }
        let noted = (failures.len(), upstream_miscompiled.len());
        let header = |oracle: &str| {
            format!(
                "seed {} ({} functions, {}), oracle {oracle}, program {}",
                g.seed,
                g.functions,
                if g.flavour.cf {
                    "unstructured"
                } else {
                    "structured"
                },
                path.display()
            )
        };
        let dir = path.parent().expect("program dir");
        let reference = match res["reference"] {
            Ok(r) => &r.stdout,
            Err(e) => {
                failures.push(format!(
                    "GENERATOR BUG: {}: the program without deallocation fails ({:?}):\n{}",
                    header("reference"),
                    e.stage,
                    truncate(&e.message, 6000)
                ));
                continue;
            }
        };
        if reference.lines().count() < g.functions * CALLS_PER_FUNCTION {
            failures.push(format!(
                "GENERATOR BUG: {}: the reference printed too little:\n{reference}",
                header("reference")
            ));
        }
        for o in [
            Oracle::Ferrobuf,
            Oracle::FerrobufDynamic,
            Oracle::CloneBased,
        ] {
            match res[o.tag()] {
                // The clone-based pass refuses programs where a clone
                // would change the result (counted, not a failure).
                Err(e)
                    if o == Oracle::CloneBased
                        && e.stage == Stage::Pipeline
                        && e.message.contains("this clone would change the program") =>
                {
                    clone_refused += 1;
                }
                Ok(r) if &r.stdout != reference => failures.push(format!(
                    "PASS BUG (wrong output): {}: stdout differs from the reference ({}):\n{}",
                    header(o.tag()),
                    dir.join(o.tag()).display(),
                    first_difference(reference, &r.stdout)
                )),
                Ok(_) => {}
                Err(e) => {
                    // A memory error or crash is the pass's unless the
                    // program itself (without deallocation) has one.
                    let generator = matches!(e.stage, Stage::Run | Stage::Memcheck)
                        .then(|| memory_errors(&dir.join("reference").join("prog")))
                        .flatten();
                    failures.push(match generator {
                        Some(log) => format!(
                            "GENERATOR BUG: {}: the program without deallocation has memory errors:\n{}",
                            header("reference"),
                            truncate(&log, 6000)
                        ),
                        None => format!(
                            "PASS BUG: {} ({:?} failed):\n{}",
                            header(o.tag()),
                            e.stage,
                            truncate(&e.message, 6000)
                        ),
                    });
                }
            }
        }
        let structure = if g.flavour.cf {
            "unstructured"
        } else {
            "structured"
        };
        match res["upstream"] {
            Ok(r) if &r.stdout == reference => upstream_compared += 1,
            Ok(r) => {
                let exe = dir.join("upstream").join("prog");
                match memory_errors(&exe) {
                    // Upstream frees too early: its bug, not a verdict on
                    // the program or on ferrobuf.
                    Some(log) => upstream_miscompiled.push(format!(
                        "seed {} ({structure}): wrong output and memory errors ({}): {}",
                        g.seed,
                        exe.display(),
                        log.lines()
                            .find(|l| l.contains("Invalid") || l.contains("uninitialised"))
                            .unwrap_or_default()
                    )),
                    None => failures.push(format!(
                        "UNEXPLAINED DIFFERENCE: {}: upstream's stdout differs from the reference, \
                         valgrind-clean ({}):\n{}",
                        header("upstream"),
                        dir.join("upstream").display(),
                        first_difference(reference, &r.stdout)
                    )),
                }
            }
            Err(e) if e.stage == Stage::Pipeline => {
                let reason = e
                    .message
                    .lines()
                    .find(|l| l.contains("error:"))
                    .or_else(|| e.message.lines().next())
                    .unwrap_or_default()
                    .trim()
                    .to_owned();
                upstream_rejected.push(format!("seed {} ({structure}): {reason}", g.seed));
            }
            Err(e) => upstream_miscompiled.push(format!(
                "seed {} ({structure}): {:?} failed: {}",
                g.seed,
                e.stage,
                e.message.lines().next().unwrap_or_default()
            )),
        }
        if noted == (failures.len(), upstream_miscompiled.len()) {
            // Nothing to look at: keep only the program (about 10 MB of
            // intermediate files per program otherwise).
            for o in Oracle::ALL {
                let _ = std::fs::remove_dir_all(dir.join(o.tag()));
            }
        }
    }
    eprintln!(
        "dealloc_fuzz: {} programs (seeds {first}..{}), {} functions; upstream: same output on {upstream_compared}, rejected {}, miscompiled {}",
        programs.len(),
        first.wrapping_add(count).wrapping_sub(1),
        stats.get("function").copied().unwrap_or(0),
        upstream_rejected.len(),
        upstream_miscompiled.len()
    );
    eprintln!(
        "dealloc_fuzz: the clone-based deallocation refused {clone_refused} of {} programs (a clone would change the result)",
        programs.len()
    );
    eprintln!("constructs: {stats:?}");
    for r in &upstream_rejected {
        eprintln!("upstream rejected {r}");
    }
    for r in &upstream_miscompiled {
        eprintln!("upstream miscompiled {r}");
    }
    assert!(
        stats.get("function").copied().unwrap_or(0) >= functions * programs.len(),
        "functions missing"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Generates programs `first..first + count`, writes each to
/// `root/seed-S/program.mlir` and parses it with upstream `mlir-opt`;
/// panics (a generator bug) if one does not parse.
fn generate_and_parse(
    root: &std::path::Path,
    first: u64,
    count: u64,
    functions: usize,
) -> Vec<(Generated, PathBuf)> {
    let programs: Vec<(Generated, PathBuf)> = (0..count)
        .map(|i| {
            let g = generate(first.wrapping_add(i), functions);
            let dir = root.join(format!("seed-{}", g.seed));
            std::fs::create_dir_all(&dir).expect("scratch dir");
            let path = dir.join("program.mlir");
            std::fs::write(&path, &g.text).expect("writing the program");
            (g, path)
        })
        .collect();
    let parsed = e2e::for_each_bounded(&programs, |(g, path)| {
        let out = std::process::Command::new(support::tool("mlir-opt"))
            .arg(path)
            .arg("-o")
            .arg("/dev/null")
            .output()
            .expect("running mlir-opt");
        (!out.status.success()).then(|| {
            format!(
                "GENERATOR BUG (seed {}): upstream mlir-opt does not parse {}:\n{}",
                g.seed,
                path.display(),
                String::from_utf8_lossy(&out.stderr)
            )
        })
    });
    let bad: Vec<String> = parsed.into_iter().flatten().collect();
    assert!(bad.is_empty(), "{}", bad.join("\n\n"));
    programs
}

/// The generator on many more seeds than are run (parsing only, a few
/// seconds): every program is valid IR and uses every construct, and
/// the same seed gives the same program.
#[test]
fn generator_writes_valid_programs() {
    let root = support::scratch_root().join("fuzz-generator");
    let programs = generate_and_parse(&root, GENERATOR_CHECK_SEED, 64, DEFAULT_FUNCTIONS);
    let mut stats = Stats::new();
    for (g, _) in &programs {
        for (k, v) in &g.stats {
            *stats.entry(k).or_default() += v;
        }
    }
    let missing: Vec<&str> = CONSTRUCTS
        .iter()
        .copied()
        .filter(|c| stats.get(c).copied().unwrap_or(0) == 0)
        .collect();
    assert!(missing.is_empty(), "never generated: {missing:?}");
    let again = generate(programs[0].0.seed, DEFAULT_FUNCTIONS);
    assert_eq!(
        again.text, programs[0].0.text,
        "generation is not deterministic"
    );
}

/// The valgrind log if `exe` has invalid accesses or uses uninitialised
/// memory (leaks are not checked).
fn memory_errors(exe: &std::path::Path) -> Option<String> {
    let log = exe.with_file_name("memory-errors.log");
    let out = std::process::Command::new("valgrind")
        .args(["--leak-check=no", "--error-exitcode=99"])
        .arg(format!("--log-file={}", log.display()))
        .arg(exe)
        .output()
        .expect("running valgrind");
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    (!out.status.success() || !text.contains("ERROR SUMMARY: 0 errors")).then_some(text)
}

/// The first differing line of two outputs, with its number.
fn first_difference(expected: &str, got: &str) -> String {
    let (e, g): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), got.lines().collect());
    for i in 0..e.len().max(g.len()) {
        let (a, b) = (e.get(i), g.get(i));
        if a != b {
            return format!(
                "line {}: expected {:?}, got {:?} ({} vs {} lines)",
                i + 1,
                a,
                b,
                e.len(),
                g.len()
            );
        }
    }
    "(same lines, different bytes)".to_owned()
}

fn truncate(s: &str, max: usize) -> &str {
    match s.char_indices().nth(max) {
        Some((i, _)) => &s[..i],
        None => s,
    }
}

/// `ferrobuf-verify-deallocation` on the deallocation pipelines' outputs
/// of the generated programs (no compilation, no valgrind: seconds): the
/// independent checker must report no error on ferrobuf's pipeline nor on
/// upstream's (where upstream accepts the program; checked under its ABI,
/// `results-may-alias`). Cannot-decide remarks
/// are counted and printed. The same seeds as the fuzz run, and
/// `FERROBUF_FUZZ_SEED`/`FERROBUF_FUZZ_PROGRAMS` apply.
#[test]
fn verifier_accepts_random_pipeline_outputs() {
    let first = env_u64("FERROBUF_FUZZ_SEED").unwrap_or(DEFAULT_SEED);
    let count = env_u64("FERROBUF_FUZZ_PROGRAMS").unwrap_or(DEFAULT_PROGRAMS);
    let functions = env_u64("FERROBUF_FUZZ_FUNCTIONS").map_or(DEFAULT_FUNCTIONS, |f| f as usize);
    let root = support::scratch_root().join("fuzz-verify");
    let programs = generate_and_parse(&root, first, count, functions);
    let pipelines = [
        ("ferrobuf", "ferrobuf-buffer-deallocation-pipeline"),
        ("upstream", "buffer-deallocation-pipeline"),
        (
            "clone-based",
            "ferrobuf-buffer-deallocation,ferrobuf-copy-removal",
        ),
    ];
    let jobs: Vec<(usize, &str, &str)> = pipelines
        .iter()
        .flat_map(|&(t, p)| (0..programs.len()).map(move |i| (i, t, p)))
        .collect();
    let results = e2e::for_each_bounded(&jobs, |&(i, tag, pipeline)| {
        let (g, path) = &programs[i];
        let src = std::fs::read_to_string(path).expect("reading the program");
        // Generic form: MLIR 22's `cf.switch` parser rejects its own
        // pretty form when a default operand is a result number (`%30#1`).
        let out = support::ferrobuf_opt(pipeline, &src, &["--mlir-print-op-generic"]);
        if !out.status.success() {
            return (tag, None);
        }
        let ir = String::from_utf8_lossy(&out.stdout).into_owned();
        // Upstream's ABI lets call results alias each other.
        let v = support::ferrobuf_opt(
            &format!(
                "func.func(ferrobuf-verify-deallocation{{results-may-alias={}}})",
                tag == "upstream"
            ),
            &ir,
            &[],
        );
        let stderr = String::from_utf8_lossy(&v.stderr).into_owned();
        let remarks = stderr.matches("cannot decide").count();
        let errors: Vec<&str> = stderr.lines().filter(|l| l.contains(" error: ")).collect();
        let failure = (!v.status.success() || !errors.is_empty()).then(|| {
            let dump = path.with_file_name(format!("{tag}.mlir"));
            let _ = std::fs::write(&dump, &ir);
            format!(
                "VERIFIER: seed {}, {tag} ({}): {}",
                g.seed,
                dump.display(),
                truncate(&errors.join("\n"), 4000)
            )
        });
        (tag, Some((remarks, failure)))
    });
    let (mut checked, mut rejected, mut remarks) = (0, 0, 0);
    let mut failures = Vec::new();
    let mut upstream_findings = Vec::new();
    for (tag, r) in results {
        match r {
            None => rejected += 1,
            Some((n, f)) => {
                checked += 1;
                remarks += n;
                if tag == "upstream" {
                    upstream_findings.extend(f.clone());
                }
                failures.extend(f);
            }
        }
    }
    eprintln!(
        "dealloc_fuzz verifier: {checked} outputs checked ({rejected} rejected by a pipeline), {remarks} cannot-decide remarks; {} outputs with errors, {} of them upstream's",
        failures.len(),
        upstream_findings.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
