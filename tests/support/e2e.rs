//! End-to-end harness: a tensor or memref program with a `func.func @main()`
//! that prints its results is run through a given pipeline (ferrobuf's or
//! upstream's), lowered to LLVM (`--lower-vector-mask
//! --convert-bufferization-to-memref --test-lower-to-llvm`, so leftover
//! `bufferization.clone`s and `vector.mask`s lower too), translated,
//! compiled with clang-22 against `runtime.c` (the print functions and
//! `memrefCopy` of `libmlir_c_runner_utils`, same output; the library
//! itself when a program calls more of it), run, and run again under
//! valgrind: no definite leak and no invalid read, write or free is
//! tolerated.
//!
//! Programs live in `tests/e2e/<suite>/NAME.mlir`, each with the expected
//! output in `NAME.expected`. They print with the runner-utils functions
//! (`printI64`, `printF32`, `printNewline`, `printMemrefF32`, ...), declared
//! `func.func private` in the program.
//!
//! The MLIR `@main` returns void; the harness renames it and links a C
//! `main` that calls it and returns 0, so the exit status is meaningful.
//!
//! [`compile_and_run_file`] does the same for a program anywhere (such as
//! a generated one, `tests/dealloc_fuzz.rs`), with [`RunOptions`]: a
//! stricter memcheck or none, a time limit per step, and the transformed
//! IR written in generic form; its errors say which step failed.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use super::{plugin, scratch_root, tool};

/// The print functions and `memrefCopy` of `libmlir_c_runner_utils` that
/// test programs call, with the same output, in C (`tests/memcheck.rs`
/// checks the output against the library's).
pub const RUNTIME_C: &str = include_str!("runtime.c");

/// One program of a suite.
#[derive(Clone, Debug)]
pub struct Program {
    pub name: String,
    pub path: PathBuf,
    /// Contents of `NAME.expected`.
    pub expected: String,
    /// Why upstream's pipeline is known to fail on this program (a line
    /// `// UPSTREAM-FAILS: reason` in the source): the differential run then
    /// asserts that upstream still fails, so a fixed upstream is noticed.
    pub upstream_fails: Option<String>,
    /// Why upstream's One-Shot Bufferize is known to produce wrong code on
    /// this program (a line `// UPSTREAM-MISCOMPILES: reason`): its
    /// allocation counts are no baseline, and a test asserts that upstream's
    /// output still differs from `NAME.expected`.
    pub upstream_miscompiles: Option<String>,
    /// Why ferrobuf's One-Shot output, freed by upstream's deallocation
    /// pipeline, has more allocations and copies than upstream's (a line
    /// `// UPSTREAM-DEALLOC-COSTLIER: reason`): the counts rule checks
    /// instead that this is still so and that ferrobuf's own deallocation
    /// makes it cheaper than upstream's.
    pub upstream_dealloc_costlier: Option<String>,
}

/// All programs of `tests/e2e/<suite>/`, sorted by name.
pub fn programs(suite: &str) -> Vec<Program> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/e2e")
        .join(suite);
    let mut out: Vec<Program> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .map(|path| {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let exp = path.with_extension("expected");
            let expected = std::fs::read_to_string(&exp)
                .unwrap_or_else(|e| panic!("{} needs {}: {e}", path.display(), exp.display()));
            let source = std::fs::read_to_string(&path).unwrap_or_default();
            let marker = |m: &str| {
                source
                    .lines()
                    .find_map(|l| l.trim().strip_prefix(m).map(|r| r.trim().to_owned()))
            };
            let upstream_fails = marker("// UPSTREAM-FAILS:");
            let upstream_miscompiles = marker("// UPSTREAM-MISCOMPILES:");
            let upstream_dealloc_costlier = marker("// UPSTREAM-DEALLOC-COSTLIER:");
            Program {
                name,
                path,
                expected,
                upstream_fails,
                upstream_miscompiles,
                upstream_dealloc_costlier,
            }
        })
        .collect();
    out.sort_by(|a, b| a.name.cmp(&b.name));
    assert!(!out.is_empty(), "no programs in {}", dir.display());
    out
}

/// Which `mlir-opt` runs the pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opt {
    /// mlir-opt with the ferrobuf plugin loaded.
    Ferrobuf,
    /// Stock mlir-opt.
    Upstream,
}

/// What one run produced.
#[derive(Clone, Debug)]
pub struct RunResult {
    /// The program's stdout (identical natively and under valgrind).
    pub stdout: String,
    /// The IR after the pipeline, before lowering.
    pub transformed: String,
}

/// Runs `cmd`; `Err` with its output when it fails, cannot be started or
/// runs longer than `timeout` (it is then killed).
fn run_limited(
    cmd: &mut Command,
    what: &str,
    timeout: Option<Duration>,
) -> Result<std::process::Output, String> {
    let out = output_limited(cmd, what, timeout)?;
    if out.status.success() {
        Ok(out)
    } else {
        Err(format!(
            "{what} failed ({}):\n{}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// The output of `cmd` whatever its exit status; `Err` when it cannot be
/// started or runs longer than `timeout` (it is then killed).
fn output_limited(
    cmd: &mut Command,
    what: &str,
    timeout: Option<Duration>,
) -> Result<std::process::Output, String> {
    let Some(limit) = timeout else {
        return cmd.output().map_err(|e| format!("{what}: cannot run: {e}"));
    };
    use std::io::Read;
    use std::process::Stdio;
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{what}: cannot run: {e}"))?;
    let reader = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_end(&mut buf);
            }
            buf
        })
    };
    let out_reader = reader(child.stdout.take().map(|p| Box::new(p) as _));
    let err_reader = reader(child.stderr.take().map(|p| Box::new(p) as _));
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("{what}: timed out after {} s", limit.as_secs()));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => return Err(format!("{what}: waiting: {e}")),
        }
    };
    Ok(std::process::Output {
        status,
        stdout: out_reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
    })
}

/// How the compiled program is checked under valgrind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Memcheck {
    /// Invalid reads, writes and frees and definite leaks are errors
    /// (valgrind's exit status): what the e2e suites use.
    DefiniteLeaks,
    /// As [`Memcheck::DefiniteLeaks`], and the log must also end with
    /// "ERROR SUMMARY: 0 errors" and report no definitely or indirectly
    /// lost bytes.
    Strict,
    /// No valgrind run, natively only.
    Skip,
}

/// Options of [`compile_and_run_file`].
#[derive(Clone, Copy, Debug)]
pub struct RunOptions {
    pub memcheck: Memcheck,
    /// Limit for each tool and program run (none: wait forever).
    pub timeout: Option<Duration>,
    /// Write the IR after the pipeline in MLIR's generic form (the custom
    /// form of some ops, such as `cf.switch` with an operand `%r#1`, does
    /// not parse back).
    pub generic: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            memcheck: Memcheck::DefiniteLeaks,
            timeout: None,
            generic: false,
        }
    }
}

/// Which step of [`compile_and_run_file`] failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The pipeline under test (`mlir-opt` with `pipeline`).
    Pipeline,
    /// Lowering, translation, compilation or linking.
    Compile,
    /// The native run (non-zero exit, signal or timeout).
    Run,
    /// The run under valgrind (memcheck error, leak, differing output).
    Memcheck,
}

/// A failed [`compile_and_run_file`].
#[derive(Clone, Debug)]
pub struct RunError {
    pub stage: Stage,
    pub message: String,
}

/// Runs `prog` through `pipeline` (the text inside `builtin.module(...)`)
/// with `opt`, compiles and runs it natively and under valgrind. `tag`
/// names the scratch directory (one per configuration).
pub fn compile_and_run(
    prog: &Program,
    opt: Opt,
    pipeline: &str,
    tag: &str,
) -> Result<RunResult, String> {
    let dir = scratch_root().join("e2e").join(&prog.name).join(tag);
    compile_and_run_file(
        &prog.name,
        &prog.path,
        opt,
        pipeline,
        &dir,
        RunOptions::default(),
    )
    .map_err(|e| e.message)
}

/// The program in file `input` (named `name` in messages) through
/// `pipeline` with `opt`, lowered, compiled and run natively and as
/// `options` say under valgrind; intermediate files go to `dir`.
pub fn compile_and_run_file(
    name: &str,
    input: &Path,
    opt: Opt,
    pipeline: &str,
    dir: &Path,
    options: RunOptions,
) -> Result<RunResult, RunError> {
    let fail = |stage: Stage| move |message: String| RunError { stage, message };
    let timeout = options.timeout;
    std::fs::create_dir_all(dir).map_err(|e| fail(Stage::Compile)(e.to_string()))?;
    let transformed = dir.join("transformed.mlir");
    let lowered = dir.join("lowered.mlir");
    let ll = dir.join("prog.ll");
    let obj = dir.join("prog.o");
    let main_c = dir.join("main.c");
    let runtime_c = dir.join("runtime.c");
    let exe = dir.join("prog");
    let lib_dir = ferrobuf::tools::llvm_prefix().join("lib");

    let mut opt_cmd = Command::new(tool("mlir-opt"));
    if opt == Opt::Ferrobuf {
        opt_cmd.arg(format!("--load-pass-plugin={}", plugin().display()));
    }
    if options.generic {
        opt_cmd.arg("--mlir-print-op-generic");
    }
    opt_cmd
        .arg(format!("--pass-pipeline=builtin.module({pipeline})"))
        .arg(input)
        .arg("-o")
        .arg(&transformed);
    run_limited(
        &mut opt_cmd,
        &format!("{name} pipeline '{pipeline}'"),
        timeout,
    )
    .map_err(fail(Stage::Pipeline))?;
    let compile = || -> Result<(), String> {
        run_limited(
            Command::new(tool("mlir-opt"))
                // `vector.mask` (of bufferized transfer ops) has no lowering
                // in --test-lower-to-llvm; the pass is a no-op without it.
                .arg("--lower-vector-mask")
                .arg("--convert-bufferization-to-memref")
                .arg("--test-lower-to-llvm")
                .arg(&transformed)
                .arg("-o")
                .arg(&lowered),
            "lowering to LLVM",
            timeout,
        )?;
        run_limited(
            Command::new(tool("mlir-translate"))
                .arg("--mlir-to-llvmir")
                .arg(&lowered)
                .arg("-o")
                .arg(&ll),
            "mlir-translate",
            timeout,
        )?;
        run_limited(
            Command::new(tool("clang"))
                .args(["-c", "-O1", "-Wno-override-module"])
                .arg(&ll)
                .arg("-o")
                .arg(&obj),
            "clang -c",
            timeout,
        )?;
        run_limited(
            Command::new(tool("llvm-objcopy"))
                .arg("--redefine-sym=main=ferrobuf_mlir_main")
                .arg(&obj),
            "llvm-objcopy",
            timeout,
        )?;
        std::fs::write(
            &main_c,
            "void ferrobuf_mlir_main(void);\nint main(void) { ferrobuf_mlir_main(); return 0; }\n",
        )
        .map_err(|e| e.to_string())?;
        // Linked with `runtime.c` (the print functions and `memrefCopy`,
        // as `libmlir_c_runner_utils` has them) when that is all the
        // program calls: the library pulls in libMLIR and libLLVM, 3.5 s
        // of valgrind start-up per run. Otherwise with the library.
        std::fs::write(&runtime_c, RUNTIME_C).map_err(|e| e.to_string())?;
        let small = Command::new(tool("clang"))
            .arg(&obj)
            .arg(&main_c)
            .arg(&runtime_c)
            .arg("-o")
            .arg(&exe)
            .arg("-lm")
            .output()
            .is_ok_and(|o| o.status.success());
        if !small {
            run_limited(
                Command::new(tool("clang"))
                    .arg(&obj)
                    .arg(&main_c)
                    .arg("-o")
                    .arg(&exe)
                    .arg(format!("-L{}", lib_dir.display()))
                    .arg("-lmlir_c_runner_utils")
                    .arg("-lmlir_runner_utils")
                    .arg(format!("-Wl,-rpath,{}", lib_dir.display()))
                    .arg("-lm"),
                "clang link",
                timeout,
            )?;
        }
        Ok(())
    };
    compile().map_err(fail(Stage::Compile))?;
    let native = run_limited(&mut Command::new(&exe), &format!("running {name}"), timeout)
        .map_err(fail(Stage::Run))?;
    let stdout = String::from_utf8_lossy(&native.stdout).into_owned();

    if options.memcheck != Memcheck::Skip {
        memcheck(name, &exe, dir, options, &stdout).map_err(fail(Stage::Memcheck))?;
    }
    let transformed =
        std::fs::read_to_string(&transformed).map_err(|e| fail(Stage::Compile)(e.to_string()))?;
    Ok(RunResult {
        stdout,
        transformed,
    })
}

/// Runs `exe` under valgrind as `options.memcheck` says; its output must
/// be `stdout` (the native run's).
fn memcheck(
    name: &str,
    exe: &Path,
    dir: &Path,
    options: RunOptions,
    stdout: &str,
) -> Result<(), String> {
    let vg_log = dir.join("valgrind.log");
    let leak_kinds = match options.memcheck {
        Memcheck::Strict => "definite,indirect",
        _ => "definite",
    };
    let mut vg_cmd = Command::new("valgrind");
    vg_cmd
        .args(["--error-exitcode=99", "--leak-check=full"])
        .arg(format!("--errors-for-leak-kinds={leak_kinds}"))
        .arg(format!("--show-leak-kinds={leak_kinds}"))
        .arg(format!("--log-file={}", vg_log.display()))
        .arg(exe);
    let vg = output_limited(&mut vg_cmd, "valgrind", options.timeout).map_err(|e| {
        if e.contains("timed out") {
            format!("{name}: {e}")
        } else {
            format!("{e} (run scripts/setup)")
        }
    })?;
    let log = std::fs::read_to_string(&vg_log).unwrap_or_default();
    if !vg.status.success() {
        return Err(format!(
            "{name} under valgrind ({}) [{}]:\n{log}",
            vg.status,
            dir.file_name().unwrap_or_default().to_string_lossy()
        ));
    }
    if options.memcheck == Memcheck::Strict {
        if !log.contains("ERROR SUMMARY: 0 errors") {
            return Err(format!(
                "{name}: no \"ERROR SUMMARY: 0 errors\" under valgrind [{}]:\n{log}",
                dir.display()
            ));
        }
        for kind in ["definitely lost: ", "indirectly lost: "] {
            for line in log.lines() {
                if let Some(rest) = line.split(kind).nth(1)
                    && rest.split_whitespace().next() != Some("0")
                {
                    return Err(format!(
                        "{name}: leak under valgrind ({}) [{}]:\n{log}",
                        line.trim(),
                        dir.display()
                    ));
                }
            }
        }
    }
    let vg_stdout = String::from_utf8_lossy(&vg.stdout);
    if vg_stdout != stdout {
        return Err(format!(
            "{name}: output differs under valgrind:\n{vg_stdout}\nvs\n{stdout}"
        ));
    }
    Ok(())
}

/// Runs every program of `suite` through ferrobuf's `ours` pipeline (and,
/// if given, upstream's `theirs` pipeline for the differential check), in
/// parallel. Returns one line per failure.
pub fn check_suite(suite: &str, ours: &str, theirs: Option<&str>) -> Vec<String> {
    check_suite_transformed(suite, "", |s| s.to_owned(), ours, theirs)
}

/// Like [`check_suite`], on a variant of each program made by `transform`
/// from its source (named `variant` in scratch paths).
pub fn check_suite_transformed(
    suite: &str,
    variant: &str,
    transform: impl Fn(&str) -> String + Sync,
    ours: &str,
    theirs: Option<&str>,
) -> Vec<String> {
    check_programs(suite, programs(suite), variant, transform, ours, theirs)
}

/// Like [`check_suite_transformed`], on the given programs of `suite`.
pub fn check_programs(
    suite: &str,
    progs: Vec<Program>,
    variant: &str,
    transform: impl Fn(&str) -> String + Sync,
    ours: &str,
    theirs: Option<&str>,
) -> Vec<String> {
    check_programs_sampled(suite, progs, variant, transform, ours, theirs, 1)
}

/// Like [`check_suite_transformed`], with valgrind on every `every`-th
/// program only (by name order; the others run natively, output still
/// compared), to keep CI under its time limit in suites that repeat a
/// corpus valgrind already covers in another configuration.
/// `FERROBUF_VALGRIND_ALL=1` runs every program under valgrind.
pub fn check_suite_sampled(
    suite: &str,
    variant: &str,
    transform: impl Fn(&str) -> String + Sync,
    ours: &str,
    theirs: Option<&str>,
    every: usize,
) -> Vec<String> {
    check_programs_sampled(
        suite,
        programs(suite),
        variant,
        transform,
        ours,
        theirs,
        every,
    )
}

/// [`check_programs`] with valgrind on every `every`-th program (see
/// [`check_suite_sampled`]).
pub fn check_programs_sampled(
    suite: &str,
    mut progs: Vec<Program>,
    variant: &str,
    transform: impl Fn(&str) -> String + Sync,
    ours: &str,
    theirs: Option<&str>,
    every: usize,
) -> Vec<String> {
    let every = if std::env::var_os("FERROBUF_VALGRIND_ALL").is_some() {
        1
    } else {
        every.max(1)
    };
    progs.sort_by(|a, b| a.name.cmp(&b.name));
    let indexed: Vec<(usize, Program)> = progs.into_iter().enumerate().collect();
    let transform = &transform;
    let results: Vec<Vec<String>> = for_each_bounded(&indexed, |(i, orig)| {
        let memcheck = if i % every == 0 {
            Memcheck::DefiniteLeaks
        } else {
            Memcheck::Skip
        };
        let mut errs = Vec::new();
        let tag = |who: &str| {
            format!(
                "{suite}{}{variant}-{who}",
                if variant.is_empty() { "" } else { "-" }
            )
        };
        let p = if variant.is_empty() {
            orig.clone()
        } else {
            let src = std::fs::read_to_string(&orig.path).expect("reading program");
            let dir = scratch_root().join("e2e").join(&orig.name).join(tag("src"));
            std::fs::create_dir_all(&dir).expect("scratch dir");
            let path = dir.join(format!("{}.mlir", orig.name));
            std::fs::write(&path, transform(&src)).expect("writing variant");
            Program {
                path,
                ..orig.clone()
            }
        };
        let configs = [(Opt::Ferrobuf, Some(ours)), (Opt::Upstream, theirs)];
        for (opt, pipeline) in configs {
            let Some(pipeline) = pipeline else { continue };
            let who = if opt == Opt::Ferrobuf {
                "ferrobuf"
            } else {
                "upstream"
            };
            let outcome = compile_and_run_file(
                &p.name,
                &p.path,
                opt,
                pipeline,
                &scratch_root().join("e2e").join(&p.name).join(tag(who)),
                RunOptions {
                    memcheck,
                    ..RunOptions::default()
                },
            )
            .map_err(|e| e.message);
            if opt == Opt::Upstream && p.upstream_fails.is_some() {
                if outcome.is_ok() {
                    errs.push(format!(
                        "{}: marked UPSTREAM-FAILS but upstream now succeeds: update the marker",
                        p.name
                    ));
                }
                continue;
            }
            match outcome {
                Ok(r) if r.stdout != p.expected => errs.push(format!(
                    "{}: {who} output differs from {}.expected:\n--- got\n{}--- expected\n{}",
                    p.name, p.name, r.stdout, p.expected
                )),
                Ok(_) => {}
                Err(e) => errs.push(format!("({who}) {e}")),
            }
        }
        errs
    });
    results.into_iter().flatten().collect()
}

/// Runs `f` on every item on a few worker threads (twice the available
/// cores: each job mostly waits for child processes, but valgrind runs
/// starting all at once thrash a 2-core machine), results in item order.
pub fn for_each_bounded<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()) * 2;
    let next = AtomicUsize::new(0);
    let out: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..workers.min(items.len()) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= items.len() {
                        break;
                    }
                    let r = f(&items[i]);
                    out.lock().expect("results lock")[i] = Some(r);
                }
            });
        }
    });
    out.into_inner()
        .expect("results lock")
        .into_iter()
        .map(|r| r.expect("every item ran"))
        .collect()
}
