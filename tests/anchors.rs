//! Every registered ferrobuf pass and pipeline accepts the pipeline
//! positions its upstream counterpart accepts, and runs on the same ops
//! there (issue 21: a drop-in must take the pipelines users already have).
//!
//! The registered names come from `mlir-opt --help` with the plugin
//! loaded (test-only passes hidden), so a new pass is checked without
//! touching this file. Each `ferrobuf-<name>` is paired with upstream's
//! `<name>`, which must be registered upstream as the same kind (pass or
//! pipeline); a name without a counterpart must be listed in [`OWN`].
//!
//! Each pair runs in every position of [`POSITIONS`] on the same input,
//! with MLIR's threading off and `--mlir-print-ir-after-all`, whose dumps
//! show each pass run and the op it ran on. Compared:
//! - whether the pipeline is accepted at all, and if not, the error with
//!   the pass names taken out ("Can't add pass '…' restricted to
//!   'func.func' on a PassManager intended to run on 'builtin.module'");
//! - for a pass: the ops it ran on (op name and symbol), in order, and
//!   whether it changed each (`--mlir-print-ir-before-all` too): a pass
//!   that runs on a function but leaves it alone where upstream's changes
//!   it is caught;
//! - for a pipeline: per pass of ours whose counterpart upstream's pipeline
//!   also runs, the functions its runs covered (ours may nest differently:
//!   on a module, the per-function passes run on each function, upstream's
//!   on the module, covering the same functions);
//! - whether the run succeeded, and where it reported errors.
//!
//! The input is one every pass of both accepts (no deallocation, no
//! tensor), so that differences are about positions, not about what the
//! passes accept (lit tests cover that, e.g. lower-deallocations/
//! func-anchor.mlir for a lowering that needs a helper in a function).

mod support;

use std::collections::{BTreeMap, BTreeSet};
use std::process::{Command, Output};

use support::e2e::for_each_bounded;
use support::{plugin, run_with_stdin, tool};

/// ferrobuf passes and pipelines with no upstream counterpart, and the
/// positions they must accept: all of them (they are op-agnostic).
/// Each with the op it must run on directly (`None`: any op, everywhere);
/// one anchored on `builtin.module` must run where it is placed directly in
/// a module, and be refused or fail elsewhere.
const OWN: &[(&str, Option<&str>)] = &[
    ("ferrobuf-pipeline", None),
    ("ferrobuf-bufferize", Some("builtin.module")),
    // The stages of ferrobuf-bufferize in one pass (what it expands to).
    ("ferrobuf-bufferize-fused", Some("builtin.module")),
    // The legacy bufferization (upstream removed it after LLVM 19).
    ("ferrobuf-func-bufferize", Some("builtin.module")),
    ("ferrobuf-arith-bufferize", None),
    ("ferrobuf-tensor-bufferize", None),
    ("ferrobuf-linalg-bufferize", None),
    ("ferrobuf-scf-bufferize", None),
    ("ferrobuf-bufferization-bufferize", None),
    ("ferrobuf-finalizing-bufferize", None),
    ("ferrobuf-legacy-bufferize", Some("builtin.module")),
    // The deallocation checker (issue 24), on any op.
    ("ferrobuf-verify-deallocation", None),
    // Block merging before the deallocation in ferrobuf-bufferize (what
    // canonicalize does for blocks entered by one unconditional branch).
    ("ferrobuf-merge-blocks", None),
    // The clone-based deallocation (upstream removed it after LLVM 19),
    // on a function or on any op holding functions.
    ("ferrobuf-buffer-deallocation", None),
    ("ferrobuf-copy-removal", None),
];

/// ferrobuf's own passes that check the IR and fail on MODULE_INPUT (it
/// is not deallocated).
const CHECKERS: &[&str] = &["ferrobuf-verify-deallocation"];

/// A module with functions (one private, called; an allocation in an
/// `scf.if`), and a nested module with its own function. No dealloc needs
/// more than one memref: upstream's lowering could not lower it in a
/// function.
const MODULE_INPUT: &str = r#"
func.func private @callee(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @f(%n: index, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %b = call @callee(%n) : (index) -> memref<?xf32>
  %r = scf.if %c -> f32 {
    %a = memref.alloc(%n) : memref<?xf32>
    %v = memref.load %a[%c0] : memref<?xf32>
    scf.yield %v : f32
  } else {
    %v = memref.load %b[%c0] : memref<?xf32>
    scf.yield %v : f32
  }
  return %r : f32
}
module @inner {
  func.func @g(%n: index) -> f32 {
    %c0 = arith.constant 0 : index
    %a = memref.alloc(%n) : memref<?xf32>
    %v = memref.load %a[%c0] : memref<?xf32>
    return %v : f32
  }
}
"#;

/// A function alone, the top-level op with `--no-implicit-module`.
const FUNC_INPUT: &str = r#"
func.func @top(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  return %v : f32
}
"#;

/// Pipeline positions (`P` is the pass), and whether the input is a lone
/// top-level function.
const POSITIONS: &[(&str, bool)] = &[
    ("builtin.module(P)", false),
    ("builtin.module(func.func(P))", false),
    ("builtin.module(builtin.module(P))", false),
    ("builtin.module(any(P))", false),
    ("func.func(P)", true),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Pass,
    Pipeline,
}

/// The `--name`s listed in the "Passes:" and "Pass Pipelines:" sections of
/// `mlir-opt --help`.
fn registered(help: &str) -> BTreeMap<String, Kind> {
    let mut out = BTreeMap::new();
    let mut kind = None;
    for line in help.lines() {
        match line.trim_end() {
            "    Passes:" => kind = Some(Kind::Pass),
            "    Pass Pipelines:" => kind = Some(Kind::Pipeline),
            l if !l.starts_with("      ") && !l.starts_with("    ") => kind = None,
            _ => {}
        }
        // Names are indented by six spaces; their options by eight.
        if let (Some(k), Some(rest)) = (kind, line.strip_prefix("      --"))
            && !rest.starts_with(' ')
        {
            let name = rest.split([' ', '=']).next().unwrap_or_default();
            out.insert(name.to_owned(), k);
        }
    }
    out
}

fn help(with_plugin: bool) -> String {
    let mut cmd = Command::new(tool("mlir-opt"));
    cmd.env_remove("FERROBUF_TEST_PASSES");
    if with_plugin {
        cmd.arg(format!("--load-pass-plugin={}", plugin().display()));
    }
    let out = cmd.arg("--help").output().expect("running mlir-opt --help");
    assert!(out.status.success(), "mlir-opt --help failed");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// One pass run seen in the IR dumps.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Run {
    /// The pass argument (`ferrobuf-` taken off).
    pass: String,
    /// The op it ran on and its symbol (empty if none).
    op: String,
    sym: String,
    /// Functions inside (or equal to) that op.
    funcs: BTreeSet<String>,
    /// Whether the op printed after the pass differs from before it.
    changed: bool,
}

/// What one mlir-opt invocation did.
#[derive(Debug, PartialEq, Eq)]
enum Outcome {
    /// The pipeline was refused before running (normalized message).
    Refused(String),
    /// It ran: the runs, whether it succeeded, where errors were reported.
    Ran {
        runs: Vec<Run>,
        ok: bool,
        error_locs: BTreeSet<String>,
    },
}

fn invoke(pipeline: &str, lone_func: bool, with_plugin: bool) -> Output {
    let mut cmd = Command::new(tool("mlir-opt"));
    cmd.env_remove("FERROBUF_TEST_PASSES");
    if with_plugin {
        cmd.arg(format!("--load-pass-plugin={}", plugin().display()));
    }
    if lone_func {
        cmd.arg("--no-implicit-module");
    }
    cmd.arg(format!("--pass-pipeline={pipeline}")).args([
        "--mlir-disable-threading",
        "--mlir-print-ir-before-all",
        "--mlir-print-ir-after-all",
        "-o",
        "/dev/null",
    ]);
    let input = if lone_func { FUNC_INPUT } else { MODULE_INPUT };
    run_with_stdin(&mut cmd, input)
}

/// The op printed on `line` (the first line of a dump): name and symbol.
fn printed_op(line: &str) -> (String, String) {
    let line = line.trim();
    let mut words = line.split_whitespace();
    let first = words.next().unwrap_or_default();
    // After a failed run MLIR prints IR that does not verify in generic
    // form (`"builtin.module"() ({`): upstream may fail after rewriting
    // part of the IR where ours fails before touching it.
    let generic = first
        .strip_prefix('"')
        .and_then(|r| r.split_once('"'))
        .map(|(name, _)| name);
    let op = if first == "module" {
        "builtin.module".to_owned()
    } else if let Some(name) = generic {
        name.to_owned()
    } else {
        first.to_owned()
    };
    let sym = line
        .split_whitespace()
        .find_map(|w| w.strip_prefix('@'))
        .map(|s| s.split(['(', ' ']).next().unwrap_or_default().to_owned())
        .unwrap_or_default();
    (op, sym)
}

fn function_symbol(line: &str) -> Option<String> {
    let rest = line.trim().strip_prefix("func.func ")?;
    let at = rest.find('@')?;
    let name = &rest[at + 1..];
    Some(name.split(['(', ' ']).next().unwrap_or_default().to_owned())
}

/// Takes out what names the pass: `'BufferHoistingPass'` and
/// `'ferrobuf-buffer-hoisting'` before "restricted to", and the names in
/// "failed to add `…`".
fn normalize(msg: &str) -> String {
    const ADD: &str = "Can't add pass '";
    let mut out = msg.to_owned();
    if let Some(start) = out.find(ADD).map(|i| i + ADD.len())
        && let Some(len) = out[start..].find('\'')
    {
        out.replace_range(start..start + len, "P");
    }
    if let Some(i) = out.find("failed to add `") {
        out.truncate(i);
        out.push_str("failed to add P");
    }
    out
}

fn outcome(out: &Output) -> Outcome {
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut runs: Vec<Run> = Vec::new();
    let error_locs: BTreeSet<String> = stderr
        .lines()
        .filter_map(|l| l.split_once(": error:").map(|(loc, _)| loc.to_owned()))
        .collect();
    // Dumps: (before?, pass argument, text), in order.
    let mut dumps: Vec<(bool, String, Vec<&str>)> = Vec::new();
    for line in stderr.lines() {
        let header = line
            .strip_prefix("// -----// IR Dump After ")
            .map(|r| (false, r))
            .or_else(|| {
                line.strip_prefix("// -----// IR Dump Before ")
                    .map(|r| (true, r))
            });
        match header {
            Some((before, rest)) => {
                let arg = rest
                    .split_once(" (")
                    .and_then(|(_, r)| r.split_once(')'))
                    .map_or("", |(a, _)| a);
                dumps.push((before, arg.to_owned(), Vec::new()));
            }
            None => {
                // Diagnostics are not part of the printed op.
                if let Some(d) = dumps.last_mut()
                    && !line.contains(": error:")
                    && !line.contains(": note:")
                {
                    d.2.push(line);
                }
            }
        }
    }
    let mut pending: Option<Vec<&str>> = None;
    for (before, arg, text) in dumps {
        if before {
            pending = Some(text);
            continue;
        }
        let pass = arg.strip_prefix("ferrobuf-").unwrap_or(&arg).to_owned();
        let first = text.iter().find(|l| !l.trim().is_empty()).copied();
        let (op, sym) = printed_op(first.unwrap_or_default());
        let funcs = text.iter().filter_map(|l| function_symbol(l)).collect();
        let trimmed = |t: &[&str]| {
            t.iter()
                .map(|l| l.trim_end().to_owned())
                .filter(|l| !l.is_empty())
                .collect::<Vec<_>>()
        };
        let changed = pending.take().is_none_or(|b| trimmed(&b) != trimmed(&text));
        runs.push(Run {
            pass,
            op,
            sym,
            funcs,
            changed,
        });
    }
    if runs.is_empty() && !out.status.success() {
        let first_error = stderr
            .lines()
            .find_map(|l| l.split_once("error: ").map(|(_, m)| m))
            .unwrap_or(&stderr);
        return Outcome::Refused(normalize(first_error));
    }
    Outcome::Ran {
        runs,
        ok: out.status.success(),
        error_locs,
    }
}

/// For a pipeline: per pass argument, the functions its runs covered.
fn coverage(runs: &[Run]) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for r in runs {
        out.entry(r.pass.clone())
            .or_default()
            .extend(r.funcs.iter().cloned());
    }
    out
}

/// Differences between ours and upstream's outcome for `name` (a pass or
/// pipeline) at `position`.
fn compare(
    name: &str,
    kind: Kind,
    position: &str,
    ours: &Outcome,
    theirs: &Outcome,
) -> Vec<String> {
    let at = format!("{name} in {position}");
    match (ours, theirs) {
        (Outcome::Refused(a), Outcome::Refused(b)) if a == b => vec![],
        (Outcome::Refused(a), Outcome::Refused(b)) => {
            vec![format!(
                "{at}: refused with\n  ours:     {a}\n  upstream: {b}"
            )]
        }
        (Outcome::Refused(a), Outcome::Ran { .. }) => {
            vec![format!("{at}: refused ({a}), upstream accepts it")]
        }
        (Outcome::Ran { .. }, Outcome::Refused(b)) => {
            vec![format!("{at}: accepted, upstream refuses it ({b})")]
        }
        (
            Outcome::Ran {
                runs: ra,
                ok: oa,
                error_locs: ea,
            },
            Outcome::Ran {
                runs: rb,
                ok: ob,
                error_locs: eb,
            },
        ) => {
            let mut diffs = Vec::new();
            if oa != ob || ea != eb {
                diffs.push(format!(
                    "{at}: ours {} (errors at {ea:?}), upstream {} (errors at {eb:?})",
                    if *oa { "succeeds" } else { "fails" },
                    if *ob { "succeeds" } else { "fails" },
                ));
            }
            match kind {
                Kind::Pass => {
                    let anchors = |rs: &[Run]| {
                        rs.iter()
                            .map(|r| (r.op.clone(), r.sym.clone(), r.changed))
                            .collect::<Vec<_>>()
                    };
                    if anchors(ra) != anchors(rb) {
                        diffs.push(format!(
                            "{at}: runs on\n  ours:     {:?}\n  upstream: {:?}",
                            anchors(ra),
                            anchors(rb)
                        ));
                    }
                }
                Kind::Pipeline => {
                    let (ca, cb) = (coverage(ra), coverage(rb));
                    for (pass, funcs) in &ca {
                        if let Some(theirs) = cb.get(pass)
                            && theirs != funcs
                        {
                            diffs.push(format!(
                                "{at}: '{pass}' covers functions\n  ours:     {funcs:?}\n  upstream: {theirs:?}"
                            ));
                        }
                    }
                    if !ca
                        .keys()
                        .any(|p| cb.contains_key(p) && p != "canonicalize" && p != "cse")
                        && !ra.is_empty()
                    {
                        diffs.push(format!("{at}: no pass in common with upstream's pipeline"));
                    }
                }
            }
            diffs
        }
    }
}

#[test]
fn registered_names_are_parsed() {
    let names = registered(
        "  Compiler passes to run\n    Passes:\n      --a-pass   -   x\n        --opt=<v> - y\n\
         \x20     --b   -   z\n    Pass Pipelines:\n      --c-pipeline   -   w\n  --other - v\n",
    );
    let expected: BTreeMap<String, Kind> = [
        ("a-pass".to_owned(), Kind::Pass),
        ("b".to_owned(), Kind::Pass),
        ("c-pipeline".to_owned(), Kind::Pipeline),
    ]
    .into_iter()
    .collect();
    assert_eq!(names, expected);
    assert_eq!(
        normalize(
            "Can't add pass 'X' restricted to 'a', did you intend to nest? failed to add `x`"
        ),
        "Can't add pass 'P' restricted to 'a', did you intend to nest? failed to add P"
    );
    assert_eq!(
        normalize(
            "Can't add pass 'BufferHoistingPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest? failed to add `buffer-hoisting` with options ``"
        ),
        normalize(
            "Can't add pass 'ferrobuf-buffer-hoisting' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest? failed to add `ferrobuf-buffer-hoisting` with options ``"
        )
    );
}

#[test]
fn every_pass_accepts_upstreams_positions() {
    let ours = registered(&help(true));
    let upstream = registered(&help(false));
    let names: Vec<(String, Kind)> = ours
        .iter()
        .filter(|(n, _)| n.starts_with("ferrobuf-"))
        .map(|(n, k)| (n.clone(), *k))
        .collect();
    assert!(
        names.len() >= 10,
        "expected the ferrobuf passes and pipelines in --help, found {names:?}"
    );
    let mut failures = Vec::new();
    let mut jobs = Vec::new();
    for (name, kind) in &names {
        let counterpart = &name["ferrobuf-".len()..];
        match upstream.get(counterpart) {
            Some(k) if k == kind => jobs.push((name.clone(), *kind, Some(counterpart.to_owned()))),
            Some(k) => failures.push(format!(
                "{name} is a {kind:?}, upstream's {counterpart} a {k:?}"
            )),
            None if OWN.iter().any(|(n, _)| n == name) => {
                jobs.push((name.clone(), *kind, None))
            }
            None => failures.push(format!(
                "{name}: no upstream '{counterpart}' to compare with; list it in OWN if it is ferrobuf's own"
            )),
        }
    }
    let per_job: Vec<Vec<String>> = for_each_bounded(&jobs, |(name, kind, counterpart)| {
        let mut diffs = Vec::new();
        for &(position, lone_func) in POSITIONS {
            let ours = outcome(&invoke(&position.replace('P', name), lone_func, true));
            match counterpart {
                Some(up) => {
                    let theirs = outcome(&invoke(&position.replace('P', up), lone_func, false));
                    diffs.extend(compare(name, *kind, position, &ours, &theirs));
                }
                None => {
                    let anchor = OWN.iter().find(|(n, _)| n == name).and_then(|(_, a)| *a);
                    let must_run = match anchor {
                        None => true,
                        Some(a) => position.contains(&format!("{a}(P)")),
                    };
                    match (must_run, ours) {
                        (true, Outcome::Ran { ok: true, .. }) => {}
                        // The deallocation checker reports the input's
                        // allocations, which nothing frees, as leaks: it
                        // ran where it failed.
                        (true, Outcome::Ran { ok: false, ref runs, .. })
                            if CHECKERS.contains(&name.as_str()) && !runs.is_empty() => {}
                        (false, Outcome::Refused(_)) | (false, Outcome::Ran { ok: false, .. }) => {}
                        // A pass anchored on an op runs on that op wherever
                        // the position reaches one (`any(P)` on a nested
                        // module).
                        (false, Outcome::Ran { ref runs, ok: true, .. })
                            if *kind == Kind::Pass
                                && !runs.is_empty()
                                && runs.iter().all(|r| Some(r.op.as_str()) == anchor) => {}
                        (true, other) => diffs.push(format!(
                            "{name} in {position}: ferrobuf's own {kind:?} must run there, got {other:?}"
                        )),
                        (false, other) => diffs.push(format!(
                            "{name} in {position}: ferrobuf's own {kind:?} runs on {anchor:?} only, but got {other:?}"
                        )),
                    }
                }
            }
        }
        diffs
    });
    failures.extend(per_job.into_iter().flatten());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
