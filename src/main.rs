//! `ferrobuf FILE.mlir`: bufferizes FILE with ferrobuf's default pipeline by
//! running stock `mlir-opt` 22 with the ferrobuf plugin, and prints the
//! result.
//!
//! ```text
//! ferrobuf [FILE|-] [-o OUT] [--pipeline 'PASSES'] [--dump-pipeline]
//! ```
//! `--pipeline` replaces the default pipeline (`ferrobuf-pipeline`); it is
//! the text inside `builtin.module(...)` and may mix ferrobuf and upstream
//! passes.

use std::path::PathBuf;
use std::process::{Command, ExitCode};

use ferrobuf::tools;

const USAGE: &str = "usage: ferrobuf [FILE|-] [-o OUT] [--pipeline 'PASSES'] [--dump-pipeline]\n\
    Runs ferrobuf's default pipeline (ferrobuf-pipeline) on FILE (stdin if '-' or absent)\n\
    through mlir-opt 22 with the ferrobuf plugin, and prints the result.\n\
    --pipeline 'P'   run builtin.module(P) instead; may mix ferrobuf and upstream passes\n\
    -o OUT           write the result to OUT instead of stdout\n\
    --dump-pipeline  print the expanded pass pipeline to stderr";

struct Args {
    input: String,
    output: Option<String>,
    pipeline: String,
    dump: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        input: "-".into(),
        output: None,
        pipeline: "ferrobuf-pipeline".into(),
        dump: false,
    };
    let mut input_seen = false;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "-h" | "--help" => return Err(USAGE.into()),
            "-o" => args.output = Some(it.next().ok_or("-o needs a file name")?),
            "--pipeline" => args.pipeline = it.next().ok_or("--pipeline needs a pipeline")?,
            "--dump-pipeline" => args.dump = true,
            _ if a.starts_with("--pipeline=") => {
                args.pipeline = a["--pipeline=".len()..].to_owned()
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
    Ok(args)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(2);
        }
    };
    let mlir_opt = match tools::mlir_opt() {
        Ok(p) => p,
        Err(msg) => {
            eprintln!("ferrobuf: {msg}");
            return ExitCode::from(1);
        }
    };
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("ferrobuf"));
    let Some(plugin) = tools::plugin_next_to(&exe) else {
        eprintln!(
            "ferrobuf: libferrobuf.so not found next to {}; build it with `cargo build --release`",
            exe.display()
        );
        return ExitCode::from(1);
    };
    let mut cmd = Command::new(mlir_opt);
    cmd.arg(format!("--load-pass-plugin={}", plugin.display()))
        .arg(format!("--pass-pipeline=builtin.module({})", args.pipeline))
        .arg(&args.input);
    if let Some(out) = &args.output {
        cmd.arg("-o").arg(out);
    }
    if args.dump {
        cmd.arg("--dump-pass-pipeline");
    }
    match cmd.status() {
        Ok(s) if s.success() => ExitCode::SUCCESS,
        Ok(s) => ExitCode::from(s.code().map_or(1, |c| c.clamp(1, 255) as u8)),
        Err(e) => {
            eprintln!("ferrobuf: cannot run mlir-opt: {e}");
            ExitCode::from(1)
        }
    }
}
