//! Running tools: `mlir-opt` pipelines (with and without the plugin),
//! lowering and compiling a program against `tests/support/runtime.c` (the
//! print functions with the same output as `libmlir_c_runner_utils`,
//! without its 3.5 s of valgrind start-up) and a `main` calling
//! `@fuzz_main`, running it natively and under valgrind,
//! and reading valgrind's log back per section.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::ast::section_of;
use crate::support::{plugin, tool};

/// What a finished command produced.
pub struct Output {
    /// Exit code (`None`: killed by a signal).
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub timed_out: bool,
}

impl Output {
    pub fn ok(&self) -> bool {
        self.code == Some(0) && !self.timed_out
    }
}

/// Whether a child running since `start` is past `limit`: its own CPU
/// time (user + system, from `/proc`), so that a machine loaded by other
/// work (a test suite beside a long fuzz run, the fuzzer at low priority)
/// does not turn slow progress into a timeout (a whole chunk's program
/// was reported as `lowering-failed` that way), or a wall time of eight
/// times the limit (a process whose work runs in its children, such as
/// the `clang` driver, or no `/proc`).
fn over_limit(pid: u32, start: Instant, limit: Duration) -> bool {
    let wall = start.elapsed();
    if wall <= limit {
        return false;
    }
    if wall > limit * 8 {
        return true;
    }
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return wall > limit;
    };
    // Fields after the command name (which may hold spaces, in parens):
    // state is the 3rd field; utime and stime the 14th and 15th.
    let Some(rest) = stat.rfind(')').map(|i| &stat[i + 1..]) else {
        return wall > limit;
    };
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| f.get(i).and_then(|x| x.parse::<u64>().ok()).unwrap_or(0);
    // `rest` starts at the state (field 3): utime is field 14.
    let cpu = Duration::from_millis((ticks(11) + ticks(12)) * 10);
    cpu > limit
}

/// Runs `cmd`, killing it after `limit` (see [`over_limit`]).
pub fn run(cmd: &mut Command, limit: Duration) -> Output {
    let mut child = match cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => {
            return Output {
                code: Some(127),
                stdout: String::new(),
                stderr: format!("cannot run {cmd:?}: {e}"),
                timed_out: false,
            };
        }
    };
    let reader = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_end(&mut buf);
            }
            String::from_utf8_lossy(&buf).into_owned()
        })
    };
    let out = reader(child.stdout.take().map(|p| Box::new(p) as _));
    let err = reader(child.stderr.take().map(|p| Box::new(p) as _));
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if over_limit(child.id(), start, limit) => {
                let _ = child.kill();
                timed_out = true;
                break child.wait().ok();
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(10)),
            Err(_) => break None,
        }
    };
    Output {
        code: status.and_then(|s| s.code()),
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
        timed_out,
    }
}

const OPT_LIMIT: Duration = Duration::from_secs(120);
const RUN_LIMIT: Duration = Duration::from_secs(30);
const VALGRIND_LIMIT: Duration = Duration::from_secs(300);

/// `mlir-opt` (with the plugin when `plugin`) running `pipeline` (inside
/// `builtin.module(...)`) on `input`, writing `output`.
pub fn opt(
    plugin_loaded: bool,
    pipeline: &str,
    input: &Path,
    output: &Path,
    extra: &[&str],
) -> Output {
    let mut cmd = Command::new(tool("mlir-opt"));
    if plugin_loaded {
        cmd.arg(format!("--load-pass-plugin={}", plugin().display()));
    }
    cmd.args(extra)
        .arg(format!("--pass-pipeline=builtin.module({pipeline})"))
        .arg(input)
        .arg("-o")
        .arg(output);
    run(&mut cmd, OPT_LIMIT)
}

/// Whether `input` parses and verifies (upstream `mlir-opt`, no pass).
pub fn verifies(input: &Path) -> Result<(), String> {
    let out = run(
        Command::new(tool("mlir-opt"))
            .arg(input)
            .arg("-o")
            .arg("/dev/null"),
        OPT_LIMIT,
    );
    if out.ok() { Ok(()) } else { Err(out.stderr) }
}

/// The print functions and `memrefCopy` (what the lowering of a
/// `memref.copy` between non-contiguous memrefs calls) of the e2e harness,
/// and a `main` calling `@fuzz_main`.
fn driver_c() -> String {
    format!(
        "{}\nvoid fuzz_main(void);\nint main(void) {{ fuzz_main(); return 0; }}\n",
        crate::support::e2e::RUNTIME_C
    )
}

/// Lowers the bufferized `input` to LLVM and links it with the print
/// driver into `dir/prog`; `Err` names the failing step.
pub fn compile(input: &Path, dir: &Path) -> Result<(), String> {
    let lowered = dir.join("lowered.mlir");
    let ll = dir.join("prog.ll");
    let c = dir.join("driver.c");
    let exe = dir.join("prog");
    let steps: Vec<(&str, Command)> = vec![
        ("lowering", {
            let mut c = Command::new(tool("mlir-opt"));
            c.arg("--convert-bufferization-to-memref")
                .arg("--convert-complex-to-llvm")
                .arg("--test-lower-to-llvm")
                .arg(input)
                .arg("-o")
                .arg(&lowered);
            c
        }),
        ("mlir-translate", {
            let mut c = Command::new(tool("mlir-translate"));
            c.arg("--mlir-to-llvmir").arg(&lowered).arg("-o").arg(&ll);
            c
        }),
        ("clang", {
            let mut cmd = Command::new(tool("clang"));
            cmd.args(["-O0", "-Wno-override-module", "-w"])
                .arg(&ll)
                .arg(&c)
                .arg("-o")
                .arg(&exe);
            cmd
        }),
    ];
    std::fs::write(&c, driver_c()).map_err(|e| e.to_string())?;
    for (what, mut cmd) in steps {
        let out = run(&mut cmd, OPT_LIMIT);
        if !out.ok() {
            return Err(format!(
                "{what} failed ({:?}{}): {}",
                out.code,
                if out.timed_out { ", timed out" } else { "" },
                first_lines(&out.stderr, 8)
            ));
        }
    }
    Ok(())
}

/// Runs `dir/prog` natively.
pub fn execute(dir: &Path) -> Output {
    run(&mut Command::new(dir.join("prog")), RUN_LIMIT)
}

/// Runs `dir/prog` under valgrind (invalid accesses, and definitely or
/// indirectly lost blocks); the log per section (by the `tK...` function
/// in each error's stack), and the errors no section could be found for.
pub fn memcheck(dir: &Path) -> (Output, BTreeMap<u32, Vec<String>>, Vec<String>) {
    let log = dir.join("valgrind.log");
    let out = run(
        Command::new("valgrind")
            .args([
                "--error-exitcode=99",
                "--leak-check=full",
                "--show-leak-kinds=definite,indirect",
                "--errors-for-leak-kinds=definite,indirect",
                "--num-callers=30",
            ])
            .arg(format!("--log-file={}", log.display()))
            .arg(dir.join("prog")),
        VALGRIND_LIMIT,
    );
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    let (by_section, unknown) = attribute(&text);
    (out, by_section, unknown)
}

/// Splits a valgrind log into error records and finds each record's
/// section from the first `tK` or `tK_...` frame.
fn attribute(log: &str) -> (BTreeMap<u32, Vec<String>>, Vec<String>) {
    let mut records: Vec<Vec<&str>> = Vec::new();
    let mut cur: Vec<&str> = Vec::new();
    for line in log.lines() {
        // "==123== text": drop the pid prefix.
        let body = line.split_once("== ").map_or("", |(_, b)| b);
        if body.trim().is_empty() {
            if !cur.is_empty() {
                records.push(std::mem::take(&mut cur));
            }
        } else {
            cur.push(body);
        }
    }
    if !cur.is_empty() {
        records.push(cur);
    }
    let mut by_section: BTreeMap<u32, Vec<String>> = BTreeMap::new();
    let mut unknown = Vec::new();
    for r in records {
        let head = r[0].trim();
        let is_error = head.starts_with("Invalid")
            || head.contains("uninitialised")
            || head.starts_with("Mismatched")
            || head.starts_with("Conditional jump")
            || head.starts_with("Use of")
            || head.starts_with("Source and destination overlap")
            || (head.contains("are definitely lost") || head.contains("are indirectly lost"));
        if !is_error {
            continue;
        }
        let section = r.iter().find_map(|l| {
            let l = l.trim();
            if !(l.starts_with("at 0x") || l.starts_with("by 0x")) {
                return None;
            }
            let name = l.split_once(": ")?.1.split_whitespace().next()?;
            section_of(name)
        });
        let text = r.join("\n");
        match section {
            Some(s) => by_section.entry(s).or_default().push(text),
            None => unknown.push(text),
        }
    }
    (by_section, unknown)
}

/// The kind of a valgrind record (its first line, without sizes).
pub fn memcheck_kind(record: &str) -> String {
    let head = record.lines().next().unwrap_or_default();
    if head.contains("definitely lost") || head.contains("indirectly lost") {
        "leak".into()
    } else if let Some(k) = head
        .split(" of size")
        .next()
        .filter(|_| head.contains(" of size"))
    {
        k.trim().to_lowercase().replace(' ', "-")
    } else {
        head.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join("-")
            .to_lowercase()
    }
}

pub fn first_lines(s: &str, n: usize) -> String {
    s.lines().take(n).collect::<Vec<_>>().join("\n")
}
