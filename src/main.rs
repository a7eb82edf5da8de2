//! `ferrobuf FILE.mlir`: bufferizes FILE (tensors in, memrefs with every
//! buffer freed out) with the `ferrobuf-bufferize` pipeline by running
//! stock `mlir-opt` 22 with the ferrobuf plugin, and prints the result.
//!
//! ```text
//! ferrobuf [FILE|-] [-o OUT] [--pipeline 'PASSES'] [--out-params]
//!          [--promote-to-stack=N] [--explain] [--emit=mlir|llvm] [--run]
//!          [--dump-pipeline]
//! ```
//! `--pipeline` replaces the default pipeline; it is the text inside
//! `builtin.module(...)` and may mix ferrobuf and upstream passes.
//! `--emit=llvm` lowers the result to the LLVM dialect with upstream's
//! passes; `--run` lowers it and runs its `main` with `mlir-runner`,
//! printing the program's output. Errors are mlir-opt's located
//! diagnostics; the exit code is then 1 (2 for a bad command line).

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitCode};
use std::time::{Duration, Instant};

use ferrobuf::tools;

const USAGE: &str = "usage: ferrobuf [FILE|-] [-o OUT] [--pipeline 'PASSES'] [--out-params]\n\
    \x20                [--promote-to-stack=N] [--explain] [--emit=mlir|llvm] [--run] [--dump-pipeline]\n\
    Bufferizes FILE (stdin if '-' or absent): tensor programs become memref programs with\n\
    every buffer freed (the ferrobuf-bufferize pipeline, run by mlir-opt 22 with the plugin).\n\
    --pipeline 'P'         run builtin.module(P) instead; may mix ferrobuf and upstream passes\n\
    --out-params           memref results become caller-allocated out-parameters\n\
    --promote-to-stack=N   stack allocation for static buffers of at most N bytes (default 1024, 0: off)\n\
    --explain              a remark with the reason at every allocation and copy\n\
    --emit=mlir|llvm       print memref IR (default) or lower it to the LLVM dialect\n\
    --run                  lower, run the program's @main with mlir-runner, print its output\n\
    -o OUT                 write the result to OUT instead of stdout\n\
    --dump-pipeline        print the expanded pass pipeline to stderr";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Emit {
    Mlir,
    Llvm,
}

struct Args {
    input: String,
    output: Option<String>,
    pipeline: Option<String>,
    out_params: bool,
    promote_to_stack: Option<u64>,
    explain: bool,
    emit: Emit,
    run: bool,
    dump: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        input: "-".into(),
        output: None,
        pipeline: None,
        out_params: false,
        promote_to_stack: None,
        explain: false,
        emit: Emit::Mlir,
        run: false,
        dump: false,
    };
    let mut input_seen = false;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_owned(), Some(v.to_owned())),
            _ => (a.clone(), None),
        };
        let mut value = |what: &str| -> Result<String, String> {
            match &inline {
                Some(v) => Ok(v.clone()),
                None => it.next().ok_or(format!("{flag} needs {what}")),
            }
        };
        match flag.as_str() {
            "-h" | "--help" => return Err(USAGE.into()),
            "-o" => args.output = Some(value("a file name")?),
            "--pipeline" => args.pipeline = Some(value("a pipeline")?),
            "--dump-pipeline" => args.dump = true,
            "--out-params" => args.out_params = true,
            "--explain" => args.explain = true,
            "--run" => args.run = true,
            "--promote-to-stack" => {
                let v = value("a byte count")?;
                args.promote_to_stack = Some(
                    v.parse()
                        .map_err(|_| format!("--promote-to-stack={v}: not a byte count"))?,
                );
            }
            "--emit" => {
                args.emit = match value("mlir or llvm")?.as_str() {
                    "mlir" => Emit::Mlir,
                    "llvm" => Emit::Llvm,
                    other => return Err(format!("--emit={other}: expected mlir or llvm")),
                }
            }
            _ if a.starts_with('-') && a != "-" => {
                return Err(format!("unknown option '{a}'\n{USAGE}"));
            }
            _ if !input_seen => {
                args.input = a;
                input_seen = true;
            }
            _ => return Err(format!("more than one input file ('{a}')\n{USAGE}")),
        }
    }
    if args.pipeline.is_some() && (args.out_params || args.promote_to_stack.is_some()) {
        return Err("--out-params and --promote-to-stack set options of the default pipeline; with --pipeline, write them into it".into());
    }
    if args.run && args.output.is_some() {
        return Err("--run prints the program's output; -o does not apply".into());
    }
    Ok(args)
}

impl Args {
    /// The text inside `builtin.module(...)`.
    fn pipeline(&self) -> String {
        let mut text = match &self.pipeline {
            Some(p) => p.clone(),
            None => {
                let mut opts = Vec::new();
                if self.out_params {
                    opts.push("out-params=true".to_owned());
                }
                if let Some(n) = self.promote_to_stack {
                    opts.push(format!("promote-to-stack={n}"));
                }
                if self.explain {
                    opts.push("explain=true".to_owned());
                }
                if opts.is_empty() {
                    "ferrobuf-bufferize".to_owned()
                } else {
                    format!("ferrobuf-bufferize{{{}}}", opts.join(" "))
                }
            }
        };
        if self.emit == Emit::Llvm || self.run {
            // Upstream's lowering of everything ferrobuf's output holds:
            // canonicalize first (it inlines `shape.assuming` regions,
            // which the LLVM lowering cannot take), then leftover
            // `bufferization.clone`s and vector masks.
            text.push_str(
                ",canonicalize,func.func(lower-vector-mask),convert-bufferization-to-memref,test-lower-to-llvm",
            );
        }
        text
    }
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(2);
        }
    };
    match drive(&args) {
        Ok(code) => code,
        Err(msg) => {
            eprintln!("ferrobuf: {msg}");
            ExitCode::from(1)
        }
    }
}

fn drive(args: &Args) -> Result<ExitCode, String> {
    let mlir_opt = tools::mlir_opt()?;
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("ferrobuf"));
    let plugin = tools::plugin_next_to(&exe).ok_or_else(|| {
        format!(
            "libferrobuf.so not found next to {}; build it with `cargo build --release`",
            exe.display()
        )
    })?;
    let show_progress = std::io::stderr().is_terminal();
    let scratch = if args.run || show_progress {
        Some(tempfile_dir()?)
    } else {
        None
    };
    let lowered = scratch
        .as_ref()
        .filter(|_| args.run)
        .map(|d| d.join("lowered.mlir"));
    let progress = scratch
        .as_ref()
        .filter(|_| show_progress)
        .map(|d| d.join("progress"));
    let mut cmd = Command::new(mlir_opt);
    cmd.arg(format!("--load-pass-plugin={}", plugin.display()))
        .arg(format!(
            "--pass-pipeline=builtin.module({})",
            args.pipeline()
        ))
        .arg(&args.input);
    if let Some(out) = lowered
        .as_ref()
        .map(|p| p.display().to_string())
        .or(args.output.clone())
    {
        cmd.arg("-o").arg(out);
    }
    if args.dump {
        cmd.arg("--dump-pass-pipeline");
    }
    if let Some(p) = &progress {
        cmd.env("FERROBUF_PROGRESS", p);
    }
    let total = (args.input != "-")
        .then(|| std::fs::read_to_string(&args.input).ok())
        .flatten()
        .map(|text| count_function_bodies(&text));
    let status = wait_with_progress(
        cmd.spawn()
            .map_err(|e| format!("cannot run mlir-opt: {e}"))?,
        progress.as_deref(),
        total,
    );
    if !args.run
        && let Some(dir) = &scratch
    {
        let _ = std::fs::remove_dir_all(dir);
    }
    let status = status?;
    if !status.success() {
        if let Some(dir) = &scratch {
            let _ = std::fs::remove_dir_all(dir);
        }
        return Ok(ExitCode::from(
            status.code().map_or(1, |c| c.clamp(1, 255) as u8),
        ));
    }
    let (Some(dir), Some(lowered)) = (scratch, lowered) else {
        return Ok(ExitCode::SUCCESS);
    };
    let code = run_main(&lowered);
    let _ = std::fs::remove_dir_all(&dir);
    code
}

/// Runs `@main` of the LLVM-dialect module `lowered` with `mlir-runner`,
/// with MLIR's runner libraries (printing functions).
fn run_main(lowered: &Path) -> Result<ExitCode, String> {
    let runner = tools::llvm_tool("mlir-runner").ok_or_else(|| {
        format!(
            "mlir-runner of LLVM 22 is not installed (no {}/bin/mlir-runner). Run scripts/setup.",
            tools::llvm_prefix().display()
        )
    })?;
    let lib = tools::llvm_prefix().join("lib");
    let libs = ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so"]
        .map(|l| lib.join(l).display().to_string())
        .join(",");
    let status = Command::new(runner)
        .arg("-e")
        .arg("main")
        .arg("-entry-point-result=void")
        .arg(format!("-shared-libs={libs}"))
        .arg(lowered)
        .status()
        .map_err(|e| format!("cannot run mlir-runner: {e}"))?;
    Ok(if status.success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(status.code().map_or(1, |c| c.clamp(1, 255) as u8))
    })
}

/// A fresh scratch directory under the system's temporary directory.
fn tempfile_dir() -> Result<PathBuf, String> {
    let base = std::env::temp_dir();
    for n in 0..1000u32 {
        let dir = base.join(format!("ferrobuf-run-{}-{n}", std::process::id()));
        if std::fs::create_dir(&dir).is_ok() {
            return Ok(dir);
        }
    }
    Err(format!(
        "cannot create a scratch directory in {}",
        base.display()
    ))
}

/// Functions with a body in the module text `text` (a line holding
/// `func.func` and ending in `{`): the total of the progress line.
fn count_function_bodies(text: &str) -> usize {
    text.lines()
        .filter(|l| l.contains("func.func") && l.trim_end().ends_with('{'))
        .count()
}

/// Waits for `child`. With `progress` (stderr is a terminal), once the run
/// takes more than a second, shows a line with the pass running and the
/// functions it has done (of `total`, when known), read from the file the
/// plugin writes (see `ferrobuf::progress`); the line is erased at the end.
fn wait_with_progress(
    mut child: Child,
    progress: Option<&Path>,
    total: Option<usize>,
) -> Result<std::process::ExitStatus, String> {
    let start = Instant::now();
    let mut shown = false;
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            if shown {
                eprint!("\r\x1b[K");
            }
            return Ok(status);
        }
        let elapsed = start.elapsed();
        if let Some(p) = progress
            && elapsed > Duration::from_secs(1)
        {
            let report = std::fs::read_to_string(p).unwrap_or_default();
            let mut parts = report.split_whitespace();
            let what = match (parts.next(), parts.next()) {
                (Some(pass), Some(done)) => match total {
                    Some(t) => format!("{pass}: {done}/{t} functions"),
                    None => format!("{pass}: {done} functions"),
                },
                _ => "starting".to_owned(),
            };
            eprint!("\r\x1b[Kferrobuf: {what}, {:.0} s", elapsed.as_secs_f64());
            shown = true;
        }
        std::thread::sleep(Duration::from_millis(if shown { 250 } else { 20 }));
    }
}
