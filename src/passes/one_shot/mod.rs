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
//!   bufferized, with or without `allow-return-allocs-from-loops` (upstream
//!   fails without it), in the cheaper of two forms per iter_arg: a buffer
//!   allocated in the iteration is passed on to the next one (no copy, as
//!   upstream with the option); any other buffer is copied back into the
//!   loop-carried buffer (one copy, what passing it on would cost too;
//!   through a temporary only when it may overlap a carried buffer), so no
//!   allocation leaves the loop. An init whose contents nobody reads (the
//!   iter_arg is not read, and the loop runs or its result is not read)
//!   gets a buffer without a copy.
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
mod annotate;
mod contents;
mod func_summary;
pub(crate) mod functions;
pub mod model;
mod permuted;
pub mod rewrite;
mod same_init;
mod set_uses;
pub mod types;
pub mod unread;

use crate::analysis::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::ir::{Op, Order, Walk};
use crate::pass::{Changed, OptionDef, OptionKind, Options, PassDef, PassError, PassResult};

use analysis::{Analysis, Config, Heuristic};
use annotate::{annotate, set_arg_access};
use functions::{
    CallGraph, bufferize_function, conservative_summary, convert_external, function_order,
    set_cycle_signature,
};
use model::{FuncSummary, Kind, Names};
use rewrite::{GlobalTable, RewriteOptions};
use types::LayoutPolicy;

/// The cases of `function-boundary-type-conversion` (also an option of
/// `ferrobuf-bufferize`, which passes it on).
pub const FUNCTION_BOUNDARY_LAYOUTS: &[(&str, &str)] = &[
    (
        "infer-layout-map",
        "arguments fully dynamic, results inferred",
    ),
    ("identity-layout-map", "identity layouts"),
    ("fully-dynamic-layout-map", "fully dynamic layouts"),
];

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
            name: "eliminate-empty-tensors",
            help: "ferrobuf: first eliminate empty tensors (as ferrobuf-eliminate-empty-tensors, checked by this pass's analysis options), and bufferize with the analysis that checked it (no analysis of its own for the elimination); the slices it makes stand for the empties they replace (no copy of them where they go out of place, so a replacement that would need one is kept at the empty's cost instead of undone and analysed again).",
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
                cases: FUNCTION_BOUNDARY_LAYOUTS,
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
    // Calls are resolved many times (call order, summaries, rewrite); the
    // pass adds globals but no symbol a call names, and removes none.
    let _symbols = crate::ir::SymbolCache::enter();
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
    {
        let _t = crate::timing::scope("one-shot validate");
        validate(module, &names, &s)?;
    }
    same_init::forward_same_values(module, &names);
    // The functions in call order, computed once: the elimination changes
    // no function and no call between its analyses.
    let order = std::cell::OnceCell::new();
    let reused = if options.bool("eliminate-empty-tensors") && !s.test_only {
        super::eliminate_empty_tensors::eliminate(
            module,
            &mut |root| {
                let funcs = if root == module {
                    order.get_or_init(|| functions_of(module, &names)).clone()
                } else {
                    functions_of(root, &names)
                };
                analyze_functions(funcs, names, &s).ok()
            },
            true,
        )
        .1
    } else {
        None
    };
    let ModuleAnalysis {
        funcs,
        summaries,
        analyses,
    } = match reused {
        Some(m) => m,
        None => {
            let funcs = order.get_or_init(|| functions_of(module, &names)).clone();
            analyze_functions(funcs, names, &s)?
        }
    };
    if s.test_only {
        let recursive: HashSet<Op> = funcs.iter().filter(|(_, r)| *r).map(|(f, _)| *f).collect();
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
    let mut tables: HashMap<Op, GlobalTable> = HashMap::default();
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
    let mut fixed: HashSet<Op> = HashSet::default();
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
                by_key: HashMap::default(),
                taken: symbol_names(table),
                anchor: body.first_op(),
                ml_program: ml_globals.clone(),
            }
        });
        let _t = crate::timing::scope("one-shot rewrite");
        bufferize_function(*f, a, &s, &summaries, &names, globals, fixed.contains(f))?;
        crate::progress::function_done(PASS.argument);
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

/// All symbol names in the module (to name new globals): of the ops
/// outside function bodies (a function's body defines no symbol of the
/// module, and its ops are most of the IR).
pub(crate) fn symbol_names(module: Op) -> HashSet<String> {
    let mut out = HashSet::default();
    module.walk(Order::Pre, |op| {
        if let Some(n) = op.attr("sym_name").and_then(|a| a.as_string()) {
            out.insert(n);
        }
        if op != module && op.is_function() {
            return Walk::Skip;
        }
        Walk::Advance
    });
    out
}

/// Process-wide conflict counter of `print-conflicts` (upstream numbers
/// conflicts across the whole process too).
static CONFLICT_IDS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// One-Shot's in-place analysis, as `ferrobuf-one-shot-bufferize
/// {bufferize-function-boundaries}` with default options would decide it,
/// of every function in `root` (callees first, with their summaries), or
/// of `root` alone when it is a function. `None` when One-Shot would
/// reject the input (the caller then leaves the IR alone). Nothing is
/// changed. Used by `ferrobuf-eliminate-empty-tensors` to decide by the
/// decisions the following bufferization will make.
pub fn analyze_with_boundaries(root: Op) -> Option<ModuleAnalysis> {
    let mut s = settings(&Options::defaults(PASS.options));
    s.boundaries = true;
    s.rewrite.boundaries = true;
    let names = Names::new(root.context());
    validate(root, &names, &s).ok()?;
    analyze_functions(functions_of(root, &names), names, &s).ok()
}

/// One-Shot's analysis of every function in `root` (callees first), or of
/// `root` alone when it is a function.
pub struct ModuleAnalysis {
    /// The functions, callees first, and whether each is in a call cycle.
    pub funcs: Vec<(Op, bool)>,
    /// Per function: what a call to it reads, writes and returns.
    pub summaries: HashMap<Op, FuncSummary>,
    /// Per function with a body (in `funcs` order): its analysis.
    pub analyses: Vec<(Op, Analysis)>,
}

/// Analyses every function of `root` (or `root` itself when it is a
/// function) with the settings `s`; fails as the pass would (a
/// `bufferization.materialize_in_destination` that cannot be honoured).
/// The functions to analyse for a run on `root`: `root` itself when it is
/// a function, else every function in it, callees first.
fn functions_of(root: Op, names: &Names) -> CallGraph {
    if root.is(names.func) {
        CallGraph {
            funcs: vec![(root, false)],
            ..CallGraph::default()
        }
    } else {
        function_order(root, names)
    }
}

/// Analyses `funcs` ([`functions_of`]) in order.
fn analyze_functions(
    graph: CallGraph,
    names: Names,
    s: &Settings,
) -> Result<ModuleAnalysis, PassError> {
    let CallGraph {
        funcs,
        readonly_args,
    } = graph;
    let mut summaries: HashMap<Op, FuncSummary> = HashMap::default();
    // Recursive functions: conservative summaries up front.
    for (f, recursive) in &funcs {
        if *recursive {
            summaries.insert(*f, conservative_summary(*f));
        }
    }
    let mut analyses: Vec<(Op, Analysis)> = Vec::new();
    for &(f, recursive) in &funcs {
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
            // A call cycle's summaries are conservative (every argument
            // written) whatever its bodies do.
            readonly_callers: match readonly_args.get(&f) {
                Some(args) if !recursive && s.boundaries => args,
                _ => &[],
            },
        };
        let mut a = {
            let _t = crate::timing::scope("one-shot analysis build");
            Analysis::build(f, names, &cfg)
        };
        {
            let _t = crate::timing::scope("one-shot analysis run");
            a.run(&cfg);
        }
        a.check_materialize()?;
        if !recursive {
            let sum = a.summary(f, &names);
            summaries.insert(f, sum);
        }
        analyses.push((f, a));
    }
    Ok(ModuleAnalysis {
        funcs,
        summaries,
        analyses,
    })
}
