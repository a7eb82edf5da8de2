//! `ferrobuf-one-shot-bufferize`: tensor programs to memref programs, in
//! place wherever the read-after-write rules allow.
//!
//! # Contract
//! Runs on a module. Phases, in order:
//! 1. **Order functions** callees first (call graph, Tarjan SCCs); functions
//!    in a recursive cycle get conservative summaries (every tensor
//!    argument read and written, results aliasing every argument).
//! 2. **Analyse** each function ([`analysis`]): alias sets, equivalence
//!    classes, an in-place decision per tensor operand, with callee
//!    summaries for calls (`bufferization.access`, equivalent results).
//!    With `test-analysis-only` the decisions are printed as upstream does
//!    (`__inplace_operands_attr__`, `bufferization.access`,
//!    `__equivalent_func_args__`) and nothing else changes.
//! 3. **Rewrite** each function ([`rewrite`]) with the per-op models of
//!    [`model`]; with `bufferize-function-boundaries` the signature is
//!    converted (`function-boundary-type-conversion`: arguments fully
//!    dynamic or identity; results inferred from the returned buffers,
//!    identity, or fully dynamic).
//!
//! Options have upstream's names, meanings and defaults. `explain` (ours)
//! emits a remark at every allocation and copy the pass creates, naming
//! the reason: the conflicting definition, write and read with locations,
//! a read-only buffer, or an op that always allocates.
//!
//! # Better than upstream
//! - A loop whose yielded tensor is not equivalent to its iter_arg is
//!   bufferized: the yielded buffer is copied into the loop-carried buffer
//!   (through a temporary only when it may overlap a carried buffer), so
//!   the loop keeps one buffer per iter_arg. Upstream fails unless
//!   `allow-return-allocs-from-loops`, and then allocates every iteration.
//! - The analysis only checks read/write pairs that a merge of alias sets
//!   creates.
//!
//! # Errors (located)
//! Unknown ops with tensors without `allow-unknown-ops` ("op was not
//! bufferized"), unranked tensors, ops whose model is not written yet
//! (`scf.while`, `scf.forall`, `tensor.pad`, `tensor.generate`, ...: a clear
//! "does not support" error), memory spaces that cannot be inferred with
//! `must-infer-memory-space`, tensor-like types of other dialects
//! (`!test.test_tensor`: only builtin tensors are analysed and rewritten),
//! `ml_program.global`s of tensor type without an initial value.

pub mod analysis;
pub mod model;
pub mod rewrite;
mod set_uses;
pub mod types;

use std::collections::{HashMap, HashSet};

use crate::ir::{Block, Op, Order, Type, Value, Walk};
use crate::pass::{Changed, OptionDef, OptionKind, Options, PassDef, PassError, PassResult};

use analysis::{Analysis, Config, Heuristic, Reason};
use model::{FuncSummary, Kind, Names};
use rewrite::{GlobalTable, RewriteOptions, Rewriter};
use types::LayoutPolicy;

pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-one-shot-bufferize",
    summary: "One-Shot Bufferize: tensor ops to memref ops, in place where the read-after-write rules allow (like upstream --one-shot-bufferize)",
    anchor: Some("builtin.module"),
    dependent_dialects: &[
        "bufferization",
        "memref",
        "arith",
        "scf",
        "linalg",
        "tensor",
    ],
    options: &[
        OptionDef {
            name: "allow-return-allocs-from-loops",
            help: "Allows returning/yielding new allocations from a loop. (Without it, ferrobuf bufferizes such loops too, copying into the loop-carried buffer; with it, a statically shaped loop-carried tensor whose yielded value is allocated in the iteration passes that buffer on.)",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "allow-unknown-ops",
            help: "Allows unknown (not bufferizable) ops in the input IR.",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "analysis-fuzzer-seed",
            help: "Test only: Analyze ops in random order with a given seed (fuzzer)",
            kind: OptionKind::UInt(0),
        },
        OptionDef {
            name: "analysis-heuristic",
            help: "Heuristic that control the IR traversal during analysis",
            kind: OptionKind::Enum {
                cases: &[
                    ("bottom-up", "analyze ops from the last one to the first"),
                    ("top-down", "analyze ops from the first one to the last"),
                    (
                        "bottom-up-from-terminators",
                        "ops feeding the function's terminators first, then bottom-up",
                    ),
                    ("fuzzer", "random order (see analysis-fuzzer-seed)"),
                ],
                default: 0,
            },
        },
        OptionDef {
            name: "buffer-alignment",
            help: "Sets the alignment of newly allocated buffers.",
            kind: OptionKind::UInt(64),
        },
        OptionDef {
            name: "bufferize-function-boundaries",
            help: "Bufferize function boundaries (experimental).",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "check-parallel-regions",
            help: "Account for parallel regions in RaW analysis.",
            kind: OptionKind::Bool(true),
        },
        OptionDef {
            name: "copy-before-write",
            help: "Skip the analysis. Make a buffer copy on every write.",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "dialect-filter",
            help: "Restrict bufferization to ops from these dialects.",
            kind: OptionKind::StrList,
        },
        OptionDef {
            name: "dump-alias-sets",
            help: "Test only: Annotate tensor IR with alias sets",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "explain",
            help: "ferrobuf: emit a remark at every allocation and copy with its reason (conflicting definition, write and read, with locations).",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "function-boundary-type-conversion",
            help: "Controls layout maps when bufferizing function signatures.",
            kind: OptionKind::Enum {
                cases: &[
                    (
                        "infer-layout-map",
                        "arguments fully dynamic, results inferred",
                    ),
                    ("identity-layout-map", "identity layouts"),
                    ("fully-dynamic-layout-map", "fully dynamic layouts"),
                ],
                default: 0,
            },
        },
        OptionDef {
            name: "must-infer-memory-space",
            help: "The memory space of an memref types must always be inferred. If unset, a default memory space of 0 is used otherwise.",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "no-analysis-func-filter",
            help: "Skip analysis of functions with these symbol names.Set copyBeforeWrite to true when bufferizing them.",
            kind: OptionKind::StrList,
        },
        OptionDef {
            name: "print-conflicts",
            help: "Test only: Annotate IR with RaW conflicts. Requires test-analysis-only.",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "test-analysis-only",
            help: "Test only: Only run inplaceability analysis and annotate IR",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "unknown-type-conversion",
            help: "Controls layout maps for non-inferrable memref types.",
            kind: OptionKind::Enum {
                cases: &[
                    ("fully-dynamic-layout-map", "fully dynamic layouts"),
                    ("identity-layout-map", "identity layouts"),
                ],
                default: 0,
            },
        },
        OptionDef {
            name: "use-encoding-for-memory-space",
            help: "Use the Tensor encoding attribute for the memory space. Exclusive to the 'must-infer-memory-space' option",
            kind: OptionKind::Bool(false),
        },
    ],
    run,
};

struct Settings {
    boundaries: bool,
    heuristic: Heuristic,
    copy_before_write: bool,
    check_parallel: bool,
    test_only: bool,
    print_conflicts: bool,
    dump_alias_sets: bool,
    no_analysis: Vec<String>,
    dialects: Vec<String>,
    must_infer_space: bool,
    rewrite: RewriteOptions,
}

fn settings(o: &Options) -> Settings {
    let heuristic = match o.enum_name("analysis-heuristic") {
        "top-down" => Heuristic::TopDown,
        "bottom-up-from-terminators" => Heuristic::BottomUpFromTerminators,
        "fuzzer" => Heuristic::Fuzzer(o.uint("analysis-fuzzer-seed")),
        _ if o.uint("analysis-fuzzer-seed") != 0 => {
            Heuristic::Fuzzer(o.uint("analysis-fuzzer-seed"))
        }
        _ => Heuristic::BottomUp,
    };
    let func_policy = match o.enum_name("function-boundary-type-conversion") {
        "identity-layout-map" => LayoutPolicy::Identity,
        "fully-dynamic-layout-map" => LayoutPolicy::FullyDynamic,
        _ => LayoutPolicy::InferLayout,
    };
    let unknown_policy = match o.enum_name("unknown-type-conversion") {
        "identity-layout-map" => LayoutPolicy::Identity,
        _ => LayoutPolicy::FullyDynamic,
    };
    let boundaries = o.bool("bufferize-function-boundaries");
    Settings {
        boundaries,
        heuristic,
        copy_before_write: o.bool("copy-before-write"),
        check_parallel: o.bool("check-parallel-regions"),
        test_only: o.bool("test-analysis-only"),
        print_conflicts: o.bool("print-conflicts"),
        dump_alias_sets: o.bool("dump-alias-sets"),
        no_analysis: o.string_list("no-analysis-func-filter").to_vec(),
        dialects: o.string_list("dialect-filter").to_vec(),
        must_infer_space: o.bool("must-infer-memory-space"),
        rewrite: RewriteOptions {
            alignment: o.uint("buffer-alignment"),
            boundaries,
            func_policy,
            unknown_policy,
            allow_unknown: o.bool("allow-unknown-ops"),
            explain: o.bool("explain"),
            encoding_space: o.bool("use-encoding-for-memory-space"),
            allow_return_allocs: o.bool("allow-return-allocs-from-loops"),
        },
    }
}

fn run(module: Op, options: &Options) -> PassResult {
    let s = settings(options);
    let names = Names::new(module.context());
    for (set, name) in [
        (s.print_conflicts, "print-conflicts"),
        (s.dump_alias_sets, "dump-alias-sets"),
    ] {
        if set && !s.test_only {
            return Err(PassError::new(
                module,
                format!("Invalid option: '{name}' requires 'test-analysis-only'"),
            ));
        }
    }
    if s.test_only && s.copy_before_write {
        return Err(PassError::new(
            module,
            "Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'",
        ));
    }
    validate(module, &names, &s)?;
    let funcs = function_order(module, &names);
    let mut summaries: HashMap<Op, FuncSummary> = HashMap::new();
    // Recursive functions: conservative summaries up front.
    for (f, recursive) in &funcs {
        if *recursive {
            summaries.insert(*f, conservative_summary(*f));
        }
    }
    let mut analyses: Vec<(Op, Analysis)> = Vec::new();
    for (f, recursive) in &funcs {
        let f = *f;
        if f.function_body().and_then(|r| r.first_block()).is_none() {
            summaries.insert(f, conservative_summary(f));
            continue;
        }
        let sym = f
            .attr("sym_name")
            .and_then(|a| a.as_string())
            .unwrap_or_default();
        let cfg = Config {
            boundaries: s.boundaries,
            heuristic: s.heuristic,
            copy_before_write: s.copy_before_write || s.no_analysis.contains(&sym),
            check_parallel: s.check_parallel,
            summaries: &summaries,
            dialects: &s.dialects,
        };
        let mut a = Analysis::build(f, names, &cfg);
        a.run(&cfg);
        a.check_materialize()?;
        if !recursive {
            let sum = a.summary(f, &names);
            summaries.insert(f, sum);
        }
        analyses.push((f, a));
    }
    if s.test_only {
        let recursive: std::collections::HashSet<Op> =
            funcs.iter().filter(|(_, r)| *r).map(|(f, _)| *f).collect();
        for (f, a) in &analyses {
            // Functions of a call-graph cycle are analysed without boundary
            // information: no access annotations (as upstream).
            let boundary_info = !recursive.contains(f);
            annotate(*f, a, &s, &summaries, &names, boundary_info);
        }
        if s.boundaries {
            // External functions are assumed to read and write arguments.
            for (f, _) in &funcs {
                if f.function_body().and_then(|r| r.first_block()).is_none() {
                    let access: Vec<(usize, &str)> = f
                        .function_argument_types()
                        .iter()
                        .enumerate()
                        .filter(|(_, t)| t.is_tensor())
                        .map(|(i, _)| (i, "read-write"))
                        .collect();
                    if !access.is_empty() {
                        set_arg_access(*f, &access);
                    }
                }
            }
        }
        return Ok(Changed::Yes);
    }
    // Rewrite, callees first; external functions' signatures first.
    // Globals for constants go into the symbol table holding the function
    // (a nested builtin.module has its own).
    let mut tables: HashMap<Op, GlobalTable> = HashMap::new();
    // `ml_program` globals: what may store them, collected before any
    // function changes; then the tensor globals become memref.globals.
    let ml_globals = std::rc::Rc::new(rewrite::ml_program::MlGlobals::collect(module));
    rewrite::ml_program::convert_globals(module, &s.dialects)?;
    if s.boundaries {
        for (f, _) in &funcs {
            if f.function_body().and_then(|r| r.first_block()).is_none() {
                convert_external(*f, &s);
            }
        }
    }
    // Functions of a call cycle get their bufferized signature before any
    // body is rewritten, so that calls inside the cycle are rewritten
    // against it: arguments by the policy, results fully dynamic unless
    // the policy asks for identity layouts (as upstream).
    let mut fixed: HashSet<Op> = HashSet::new();
    if s.boundaries {
        for (f, recursive) in &funcs {
            if *recursive && f.function_body().and_then(|r| r.first_block()).is_some() {
                set_cycle_signature(*f, &s);
                fixed.insert(*f);
            }
        }
    }
    for (f, a) in &analyses {
        let table = f.parent().unwrap_or(module);
        let globals = tables.entry(table).or_insert_with(|| {
            let body = table
                .regions()
                .next()
                .and_then(|r| r.first_block())
                .expect("symbol table body");
            GlobalTable {
                module_body: body,
                by_key: HashMap::new(),
                taken: symbol_names(table),
                anchor: body.first_op(),
                ml_program: ml_globals.clone(),
            }
        });
        bufferize_function(*f, a, &s, &summaries, &names, globals, fixed.contains(f))?;
    }
    Ok(Changed::Yes)
}

/// Rejects input the pass cannot handle, with located errors.
fn validate(module: Op, names: &Names, s: &Settings) -> Result<(), PassError> {
    let mut err: Option<PassError> = None;
    module.walk(Order::Pre, |op| {
        // Unranked tensors: ops that only forward, view or query a buffer
        // (its rank is only known at run time). A copy that turns out to be
        // needed is an error of the rewrite.
        let unranked_ok = op.is(names.func)
            || match names.kind(op, s.boundaries) {
                Kind::Reshape => op.is(names.cast) || op.is(names.reshape),
                Kind::Query
                | Kind::Select
                | Kind::For
                | Kind::While
                | Kind::If
                | Kind::ExecuteRegion
                | Kind::IndexSwitch
                | Kind::Yield
                | Kind::Branch
                | Kind::ToTensor
                | Kind::ToBuffer
                | Kind::Materialize
                | Kind::Call
                | Kind::Return
                | Kind::Unknown
                | Kind::Foreign
                | Kind::None => true,
                _ => false,
            };
        if !unranked_ok {
            for v in op.results().chain(op.operands()) {
                if v.ty().is_unranked_tensor() {
                    err = Some(PassError::new(
                        op,
                        format!(
                            "ferrobuf-one-shot-bufferize: unranked tensors are not supported by '{}'",
                            op.name().as_str()
                        ),
                    ));
                    return Walk::Interrupt;
                }
            }
        }
        // Tensor-like types of other dialects (`!test.test_tensor`): not
        // analysed, not rewritten; an error rather than a success that
        // leaves them on tensors.
        if !s.test_only
            && in_dialect_filter(op, &s.dialects)
            && let Some(t) = types::custom_tensor_like(op, s.boundaries)
        {
            err = Some(PassError::new(
                op,
                format!(
                    "ferrobuf-one-shot-bufferize: '{}' uses {}, a tensor-like type that is not a builtin tensor; only builtin tensors are bufferized",
                    op.name().as_str(),
                    t.print()
                ),
            ));
            return Walk::Interrupt;
        }
        // A to_tensor without `restrict` may alias any buffer: the analysis
        // cannot reason about it (as upstream).
        if op.is(names.to_tensor)
            && op.attr("restrict").is_none()
            && op.result(0).first_use_owner().is_some()
        {
            err = Some(PassError::new(
                op,
                "'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis",
            ));
            return Walk::Interrupt;
        }
        if s.must_infer_space && !s.rewrite.encoding_space {
            let k = names.kind(op, s.boundaries);
            if matches!(k, Kind::Empty | Kind::Fill)
                || k == Kind::AllocTensor && op.attr("memory_space").is_none()
            {
                err = Some(PassError::new(
                    op,
                    "could not infer memory space (must-infer-memory-space is set)",
                ));
                return Walk::Interrupt;
            }
        }
        Walk::Advance
    });
    err.map_or(Ok(()), Err)
}

/// Whether `op` is bufferized under `dialect-filter` `dialects`.
fn in_dialect_filter(op: Op, dialects: &[String]) -> bool {
    let name = op.name().as_str();
    let dialect = name.split('.').next().unwrap_or("");
    dialects.is_empty() || dialects.iter().any(|d| d == dialect)
}

/// All symbol names in the module (to name new globals).
fn symbol_names(module: Op) -> HashSet<String> {
    let mut out = HashSet::new();
    module.walk(Order::Pre, |op| {
        if let Some(n) = op.attr("sym_name").and_then(|a| a.as_string()) {
            out.insert(n);
        }
        Walk::Advance
    });
    out
}

/// Functions (with or without body), callees before callers; `true` for
/// functions in a call cycle.
fn function_order(module: Op, names: &Names) -> Vec<(Op, bool)> {
    let mut funcs: Vec<Op> = Vec::new();
    module.walk(Order::Pre, |op| {
        if op.is(names.func) {
            funcs.push(op);
            return Walk::Skip;
        }
        Walk::Advance
    });
    let index: HashMap<Op, usize> = funcs.iter().enumerate().map(|(i, &f)| (f, i)).collect();
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); funcs.len()];
    for (i, &f) in funcs.iter().enumerate() {
        f.walk(Order::Pre, |op| {
            if op.is(names.call)
                && let Some(callee) = op.resolve_callable()
                && let Some(&j) = index.get(&callee)
                && !succ[i].contains(&j)
            {
                succ[i].push(j);
            }
            Walk::Advance
        });
    }
    // Tarjan's SCCs come out in reverse topological order of the
    // condensation: callees first.
    let adj: Vec<Vec<u32>> = succ
        .iter()
        .map(|s| s.iter().map(|&x| x as u32).collect())
        .collect();
    let sccs = crate::analysis::scc::tarjan(&adj);
    let mut out = Vec::with_capacity(funcs.len());
    for comp in sccs.components {
        let recursive = comp.len() > 1 || succ[comp[0]].contains(&comp[0]);
        for v in comp {
            out.push((funcs[v], recursive));
        }
    }
    out
}

fn conservative_summary(f: Op) -> FuncSummary {
    let args = f.function_argument_types();
    let n = args.len();
    let nres = f.function_result_types().len();
    let tensor_args: Vec<usize> = (0..n).filter(|&i| args[i].is_tensor()).collect();
    let tensor_results: Vec<usize> = (0..nres)
        .filter(|&k| f.function_result_types()[k].is_tensor())
        .collect();
    let mut result_pairs = Vec::new();
    for (i, &k1) in tensor_results.iter().enumerate() {
        for &k2 in &tensor_results[i + 1..] {
            result_pairs.push((k1, k2, false));
        }
    }
    // A function with a body might return a constant: its results are
    // not written in place by callers (one without a body returns buffers
    // its callers own).
    let has_body = f.function_body().and_then(|r| r.first_block()).is_some();
    FuncSummary {
        result_pairs,
        readonly: vec![has_body; nres],
        read: vec![true; n],
        write: vec![true; n],
        equivalent: vec![None; nres],
        aliasing: vec![
            if f.function_body().and_then(|r| r.first_block()).is_some() {
                tensor_args
            } else {
                Vec::new()
            };
            nres
        ],
    }
}

/// `test-analysis-only`: print the decisions.
fn annotate(
    f: Op,
    a: &Analysis,
    s: &Settings,
    summaries: &HashMap<Op, FuncSummary>,
    names: &Names,
    boundary_info: bool,
) {
    let ctx = f.context();
    for (op, _, uses) in &a.ops {
        if uses.is_empty() {
            continue;
        }
        let mut items = Vec::with_capacity(op.num_operands());
        for i in 0..op.num_operands() {
            let text = match uses.iter().find(|&&u| a.uses[u as usize].index == i) {
                Some(&u) => match a.inplace[u as usize] {
                    Some(false) => "false",
                    _ => "true",
                },
                None => "none",
            };
            items.push(ctx.string_attr(text));
        }
        op.set_attr("__inplace_operands_attr__", ctx.array_attr(&items));
    }
    if s.print_conflicts {
        annotate_conflicts(a);
    }
    if s.dump_alias_sets {
        annotate_alias_sets(f, a, names);
    }
    if !s.boundaries || !boundary_info {
        return;
    }
    let Some(sum) = summaries.get(&f) else { return };
    let Some(entry) = f.function_body().and_then(|r| r.first_block()) else {
        return;
    };
    let mut arg_attrs = Vec::new();
    for i in 0..entry.num_arguments() {
        let arg = entry.argument(i);
        if arg.ty().is_tensor() {
            let access = match (
                sum.read.get(i) == Some(&true),
                sum.write.get(i) == Some(&true),
            ) {
                (true, true) => "read-write",
                (true, false) => "read",
                (false, true) => "write",
                (false, false) => "none",
            };
            arg_attrs.push((i, access));
        }
    }
    set_arg_access(f, &arg_attrs);
    if sum.equivalent.iter().any(|e| e.is_some()) {
        for (op, _, _) in &a.ops {
            if op.is(names.ret) && op.parent() == Some(f) {
                let vals: Vec<_> = sum
                    .equivalent
                    .iter()
                    .map(|e| ctx.int_attr(ctx.int_type(64), e.map_or(-1, |x| x as i64)))
                    .collect();
                let arr = ctx
                    .parse_attr(&format!(
                        "[{}]",
                        sum.equivalent
                            .iter()
                            .map(|e| e.map_or(-1, |x| x as i64).to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                    .unwrap_or_else(|| ctx.array_attr(&vals));
                op.set_attr("__equivalent_func_args__", arr);
            }
        }
    }
}

/// Process-wide conflict counter of `print-conflicts` (upstream numbers
/// conflicts across the whole process too).
static CONFLICT_IDS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// `print-conflicts`: upstream's unit attributes for every conflict that
/// made a use go out of place, `C_<n>[DEF: result <i>]` (or `bbArg <i>`, on
/// the block's parent op), `C_<n>[CONFL-WRITE: <operand>]` and
/// `C_<n>[READ: <operand>]`, numbered in decision order.
fn annotate_conflicts(a: &Analysis) {
    for &u in &a.conflicts_found {
        let Some(Reason::Conflict {
            def,
            write,
            write_operand,
            read,
            read_operand,
        }) = &a.reasons[u as usize]
        else {
            continue;
        };
        let id = CONFLICT_IDS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let unit = write.context().unit_attr();
        write.set_attr(&format!("C_{id}[CONFL-WRITE: {write_operand}]"), unit);
        read.set_attr(&format!("C_{id}[READ: {read_operand}]"), unit);
        let (owner, what) = match def.defining_op() {
            Some(op) => (Some(op), "result"),
            None => (def.owner_block().and_then(|b| b.parent_op()), "bbArg"),
        };
        if let Some(owner) = owner {
            owner.set_attr(&format!("C_{id}[DEF: {what} {}]", def.index()), unit);
        }
    }
}

/// `dump-alias-sets`: every op with tensor results gets
/// `__opresult_alias_set_attr__` (per tensor result, the names of the
/// values in its alias set) and every op with tensor block arguments
/// `__bbarg_alias_set_attr__` (per region, per block, per tensor argument).
/// Members are listed as upstream's union-find lists them: each union of
/// `(aliasing value, operand)` appends the operand's set to the aliasing
/// value's, and a set starts at the value that leads it.
fn annotate_alias_sets(f: Op, a: &Analysis, names: &Names) {
    const NONE: u32 = u32::MAX;
    let n = a.vals.len();
    let mut parent: Vec<u32> = (0..n as u32).collect();
    let mut next = vec![NONE; n];
    let mut tail: Vec<u32> = (0..n as u32).collect();
    fn find(parent: &mut [u32], mut x: u32) -> u32 {
        let mut root = x;
        while parent[root as usize] != root {
            root = parent[root as usize];
        }
        while parent[x as usize] != root {
            let up = parent[x as usize];
            parent[x as usize] = root;
            x = up;
        }
        root
    }
    for &(x, y, u) in &a.alias_log {
        if !names.upstream_alias(a.uses[u as usize].op, a.vals[x as usize]) {
            continue;
        }
        let (l1, l2) = (find(&mut parent, x), find(&mut parent, y));
        if l1 == l2 {
            continue;
        }
        next[tail[l1 as usize] as usize] = l2;
        tail[l1 as usize] = tail[l2 as usize];
        parent[l2 as usize] = l1;
    }
    let ctx = f.context();
    let printed = crate::ir::ValueNames::new(f);
    // One attribute per set, built once.
    let mut set_attr: HashMap<u32, crate::ir::Attribute> = HashMap::new();
    let mut aliases = |v: Value| {
        let Some(id) = a.id(v) else {
            return ctx.array_attr(&[]);
        };
        let leader = find(&mut parent, id);
        *set_attr.entry(leader).or_insert_with(|| {
            let mut items = Vec::new();
            let mut m = leader;
            while m != NONE {
                items.push(ctx.string_attr(&printed.name(a.vals[m as usize])));
                m = next[m as usize];
            }
            ctx.array_attr(&items)
        })
    };
    let mut ops = Vec::new();
    f.walk(Order::Pre, |op| {
        ops.push(op);
        Walk::Advance
    });
    for op in ops {
        let results: Vec<_> = op
            .results()
            .filter(|r| r.ty().is_tensor())
            .map(&mut aliases)
            .collect();
        if !results.is_empty() {
            op.set_attr("__opresult_alias_set_attr__", ctx.array_attr(&results));
        }
        let mut any = false;
        let mut regions = Vec::new();
        for r in op.regions() {
            let mut blocks = Vec::new();
            for b in r.blocks() {
                let args: Vec<_> = b
                    .arguments()
                    .filter(|x| x.ty().is_tensor())
                    .map(&mut aliases)
                    .collect();
                any |= !args.is_empty();
                blocks.push(ctx.array_attr(&args));
            }
            regions.push(ctx.array_attr(&blocks));
        }
        if any {
            op.set_attr("__bbarg_alias_set_attr__", ctx.array_attr(&regions));
        }
    }
}

/// Sets `bufferization.access` on tensor arguments (keeping other argument
/// attributes).
fn set_arg_access(f: Op, access: &[(usize, &str)]) {
    let ctx = f.context();
    let n = f.function_argument_types().len();
    let existing = f.attr("arg_attrs").map(|a| a.print());
    let mut dicts: Vec<String> = match &existing {
        Some(text) => analysis::split_top_level(text),
        None => vec!["{}".to_owned(); n],
    };
    dicts.resize(n, "{}".to_owned());
    for &(i, acc) in access {
        let d = dicts[i].trim();
        let inner = d.trim_start_matches('{').trim_end_matches('}').trim();
        dicts[i] = if inner.is_empty() {
            format!("{{bufferization.access = \"{acc}\"}}")
        } else {
            format!("{{{inner}, bufferization.access = \"{acc}\"}}")
        };
    }
    if let Some(attr) = ctx.parse_attr(&format!("[{}]", dicts.join(", "))) {
        f.set_attr("arg_attrs", attr);
    }
}

/// Removes `bufferization.writable` from the argument attributes (it
/// describes tensor arguments; the arguments are buffers now).
fn drop_writable_arg_attrs(f: Op) {
    let Some(text) = f.attr("arg_attrs").map(|a| a.print()) else {
        return;
    };
    if !text.contains("bufferization.writable") {
        return;
    }
    let dicts: Vec<String> = analysis::split_top_level(&text)
        .into_iter()
        .map(|d| {
            let inner = d.trim().trim_start_matches('{').trim_end_matches('}');
            let kept: Vec<String> = analysis::split_top_level(&format!("[{inner}]"))
                .into_iter()
                .filter(|e| !e.starts_with("bufferization.writable"))
                .collect();
            format!("{{{}}}", kept.join(", "))
        })
        .collect();
    if let Some(attr) = f.context().parse_attr(&format!("[{}]", dicts.join(", "))) {
        f.set_attr("arg_attrs", attr);
    }
}

/// An external function's signature under the boundary policy.
fn convert_external(f: Op, s: &Settings) {
    let conv = |t: Type| {
        if t.is_tensor() {
            types::with_policy(t, s.rewrite.func_policy, None)
        } else {
            t
        }
    };
    let args: Vec<Type> = f.function_argument_types().into_iter().map(conv).collect();
    let res: Vec<Type> = f.function_result_types().into_iter().map(conv).collect();
    let ctx = f.context();
    f.set_attr(
        "function_type",
        ctx.type_attr(Type::function(ctx, &args, &res)),
    );
}

/// The bufferized signature of a function in a call cycle, set before
/// any body of the cycle is rewritten (see [`bufferize_function`]).
fn set_cycle_signature(f: Op, s: &Settings) {
    let ctx = f.context();
    let args: Vec<Type> = f
        .function_argument_types()
        .into_iter()
        .map(|t| {
            if t.is_tensor() {
                types::with_policy(t, s.rewrite.func_policy, None)
            } else {
                t
            }
        })
        .collect();
    let results: Vec<Type> = f
        .function_result_types()
        .into_iter()
        .map(|t| {
            if !t.is_tensor() {
                t
            } else if s.rewrite.func_policy == LayoutPolicy::Identity {
                types::identity(t, None)
            } else {
                types::fully_dynamic(t, None)
            }
        })
        .collect();
    f.set_attr(
        "function_type",
        ctx.type_attr(Type::function(ctx, &args, &results)),
    );
}

/// Rewrites `f`'s body onto buffers and, with function boundaries, its
/// signature: arguments by the layout policy, results joined over the
/// returned buffers. A function whose signature is `fixed` (a call cycle,
/// [`set_cycle_signature`]) keeps its result types and casts what it
/// returns to them.
fn bufferize_function(
    f: Op,
    a: &Analysis,
    s: &Settings,
    summaries: &HashMap<Op, FuncSummary>,
    names: &Names,
    globals: &mut GlobalTable,
    fixed: bool,
) -> Result<(), PassError> {
    let body = f.function_body().expect("function with a body");
    let entry: Block = body.first_block().expect("entry block");
    let fixed_results: Option<Vec<Type>> = fixed.then(|| f.function_result_types());
    let mut rw = Rewriter::new(*names, a, &s.rewrite, summaries, globals);
    rw.ret_types = fixed_results.clone();
    let ctx = f.context();
    let mut arg_types: Vec<Type> = f.function_argument_types();
    if s.boundaries {
        for (arg, slot) in entry.arguments().zip(arg_types.iter_mut()) {
            if arg.ty().is_tensor() {
                let ty = types::with_policy(arg.ty(), s.rewrite.func_policy, None);
                arg.set_type(ty);
                *slot = ty;
                rw.bufs.insert(arg, arg);
            }
        }
    }
    rw.retype_block_arguments(body);
    for blk in body.blocks() {
        rw.block(blk)?;
    }
    rw.finish();
    rewrite::block_args::narrow_block_arguments(f);
    if s.boundaries {
        drop_writable_arg_attrs(f);
    }
    if s.boundaries {
        // Result types: joined over the returns (infer-layout), else the
        // policy's type (returns already cast).
        let mut rets: Vec<Op> = Vec::new();
        for blk in body.blocks() {
            if let Some(t) = blk.terminator()
                && t.is(names.ret)
            {
                rets.push(t);
            }
        }
        let mut res_types: Vec<Type> = f.function_result_types();
        for (k, rt) in res_types.iter_mut().enumerate() {
            if fixed_results.is_some() {
                // The returns were cast to these types already.
                continue;
            }
            if !rt.is_tensor() {
                continue;
            }
            let mut joined: Option<Type> = None;
            for r in &rets {
                let t = r.operand(k).ty();
                joined = Some(match joined {
                    None => t,
                    Some(j) => types::join(j, t),
                });
            }
            let ty = joined.unwrap_or_else(|| types::with_policy(*rt, s.rewrite.func_policy, None));
            for r in &rets {
                let v = r.operand(k);
                if v.ty() != ty {
                    let b = crate::ir::Builder::before(*r);
                    let c = b
                        .create(crate::ir::OpSpec {
                            name: "memref.cast",
                            operands: &[v],
                            results: &[ty],
                            ..Default::default()
                        })
                        .result(0);
                    r.set_operand(k, c);
                }
            }
            *rt = ty;
        }
        f.set_attr(
            "function_type",
            ctx.type_attr(Type::function(ctx, &arg_types, &res_types)),
        );
    }
    Ok(())
}
