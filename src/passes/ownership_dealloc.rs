//! `ferrobuf-ownership-based-buffer-deallocation{private-function-dynamic-ownership=false}`:
//! frees every buffer exactly once, never while it may still be used.
//!
//! # Contract
//! Runs on any op, like upstream's: on a function, processes that function;
//! on any other op (a module), every function with a body in it (also in
//! nested modules), one by one, with the semantics of upstream
//! `--ownership-based-buffer-deallocation` (MLIR 22):
//! - **Function boundary ABI.** Arguments are never owned; returned memrefs
//!   are owned by the caller; a returned memref never aliases an argument:
//!   where ownership of a returned value is not statically known, the
//!   return gets `scf.if %owned { yield %v } else { clone %v }` (statically
//!   `false`: a plain clone; upstream leaves an `scf.if` on a constant for
//!   canonicalize); and
//!   returned memrefs never alias each other: one that may alias an earlier
//!   one (not surely views of two different fresh allocations or call
//!   results) is returned as a clone made before the final dealloc.
//! - **Ownership** is an `i1` per memref value ("this block must free it"),
//!   tracked with the lattice uninitialized < unique(v) < unknown
//!   ([`Ownership`]). Managed allocations are owned (`true`), automatic ones
//!   (`memref.alloca`) and anything not allocated here are not; call results
//!   are owned. Values that can never be owned (function arguments, results
//!   of ops without memref operands that allocate nothing freeable such as
//!   `memref.get_global`, and views of those) are neither listed nor
//!   retained: by the ABI no owned buffer aliases them.
//! - **One `bufferization.dealloc` per outgoing edge**, before each
//!   terminator: memrefs = (live-in ∪ block arguments ∪ allocated in the
//!   block) of memref type (ranked or unranked), defined in the block's
//!   region, as base buffers (`memref.extract_strided_metadata`, of a
//!   rank-0 `memref.reinterpret_cast` for an unranked memref as upstream,
//!   or the allocation itself when it has the identity layout);
//!   conditions = their ownership; retained = forwarded memrefs ∪ (live-out ∩ live-in of the successor). The results
//!   are the ownership of the retained values after the edge.
//! - **Ownership indicators travel with memrefs**: every memref block
//!   argument of a non-entry block gets an extra `i1` argument; every
//!   region-branch op (`scf.if`, `scf.for`, `scf.while`,
//!   `scf.execute_region`, `scf.index_switch`, any op implementing
//!   RegionBranchOpInterface whose forwarded operands are its trailing
//!   operands) gets an `i1` result per memref result, an `i1` block argument
//!   per memref region argument, an `i1` operand (`false`: the parent keeps
//!   ownership) per memref it forwards into a region, and its terminators
//!   forward the ownership of what they yield.
//! - **Multi-successor branches**: `cf.cond_br` and `cf.switch` get one
//!   dealloc per successor, with conditions conjoined with "this successor
//!   is taken"; the ownership of values that stay live is merged with
//!   `arith.select`. When every edge retains the same values (in any
//!   order; typically none, or the buffers live on all paths), one dealloc
//!   with unconjoined conditions serves all edges: it frees the same
//!   buffers whichever edge is taken, and needs no predicate and no select
//!   (upstream always emits one per successor).
//! - **`private-function-dynamic-ownership`**: private functions with a
//!   body, all of whose symbol references are calls from processed
//!   functions, return an extra `i1` per memref result (their ownership)
//!   instead of cloning; their callers use it. (Upstream also changes
//!   functions whose address is taken, producing invalid IR.) Only when the
//!   pass runs on an op holding the function's symbol table (a module): on
//!   a function it cannot see the callers, so signatures stay (upstream
//!   changes them there too, racing with the passes on the other functions).
//! - **Ops with regions that do not implement RegionBranchOpInterface**
//!   (`linalg.generic`, ops with `RecursiveMemoryEffects`, ...): when their
//!   regions define memrefs, each region is processed on its own, like
//!   upstream: what it allocates is freed in it before its terminator, on
//!   every execution; memrefs it captures from outside and its memref region
//!   arguments are never its own (never freed there). Otherwise the op is
//!   opaque: not processed inside, but every op in it is checked for unknown
//!   memory effects on memrefs.
//!
//! # Errors (located, naming the op)
//! - an op with regions that does not implement RegionBranchOpInterface,
//!   returns memrefs and holds memrefs in its regions (whether its results
//!   are buffers of its regions is unknown; upstream's diagnostic, "All
//!   operations with attached regions need to implement the
//!   RegionBranchOpInterface.");
//! - a terminator passing memrefs to such an op (where they go, and who
//!   frees them, is unknown; upstream appends an ownership operand, and the
//!   terminator then fails to verify);
//! - an op with unknown memory effects touching memrefs (calls excepted);
//! - an op that frees a memref (`memref.dealloc`, `memref.realloc`): like
//!   upstream, the input must not contain deallocations — run
//!   `ferrobuf-expand-realloc{emit-deallocs=false}` first;
//! - a block (of the function or of a region-branch op) whose last op is
//!   neither a branch nor a region-branch terminator, or a branch with
//!   several successors other than `cf.cond_br` and `cf.switch`.
//!
//! # Better than upstream
//! - **Unstructured control-flow loops** (`cf.br` back edges, loops built
//!   from `cf.cond_br`) and **`cf.switch`** are supported. Live-in values of
//!   a block take the ownership they had at the end of the block's
//!   immediate dominator: every block on a path from there keeps them
//!   retained while they are live, so that ownership stays valid around
//!   back edges; loop-carried buffers travel with their `i1` block
//!   arguments. Upstream rejects both.
//! - **Running twice is safe**: a processed function is marked
//!   `ferrobuf.deallocated`, and functions carrying that mark or containing
//!   `bufferization.dealloc` (upstream's output) are left as they are.
//!   Upstream fails with an error on its own output.
//! - Unknown memory effects are only an error on ops touching memrefs;
//!   upstream rejects any such op.
//! - Ops with regions that are not region-branch ops are accepted whenever
//!   the above allows (e.g. `memref.generic_atomic_rmw`, or several
//!   regions); upstream rejects those with results or several regions once
//!   they touch memrefs.
//! - **Nothing left for canonicalize** on canonical input (checked by
//!   running one canonicalize iteration with `test-convergence`): no
//!   predicate or constant is left unused (a `cf.cond_br` with nothing to
//!   free on an edge gets no negated predicate), the input's own leading
//!   `i1` constants are reused, the negation of an `arith.cmpi` is the
//!   inverse comparison, and ownership merged after a `cf.cond_br` is
//!   selected on its condition. Upstream's output needs a second
//!   canonicalize iteration (on the canonicalized benchmark modules, for
//!   one); without it, the pipeline's first canonicalize takes about half
//!   the time.

use crate::analysis::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::analysis::alias::{Root, root_of, view_origin};
use crate::analysis::alloc::{Allocation, allocations};
use crate::analysis::cfg::{BlockId, Cfg};
use crate::analysis::dominance::Dominance;
use crate::analysis::liveness::Liveness;
use crate::ir::ops::{const_i1, constant_bool};
use crate::ir::{
    Block, Builder, Ctx, MemRefEffectProblem, Op, OpSpec, Order, Region, Trait, Type, Value, Walk,
};
use crate::op_names;
use crate::pass::{Changed, OptionDef, OptionKind, Options, PassDef, PassError, PassResult};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-ownership-based-buffer-deallocation",
    summary: "Insert bufferization.dealloc ops with ownership indicators (like upstream --ownership-based-buffer-deallocation, also for cf loops)",
    anchor: None,
    dependent_dialects: &["bufferization", "memref", "arith", "scf"],
    options: &[OptionDef {
        name: "private-function-dynamic-ownership",
        help: "Allows to add additional arguments to private functions to dynamically pass ownership of memrefs to callees. This can enable earlier deallocations.",
        kind: OptionKind::Bool(false),
    }],
    run,
};

/// Unit attribute marking a function this pass already processed.
pub const PROCESSED_ATTR: &str = "ferrobuf.deallocated";

op_names!(Names {
    dealloc = "bufferization.dealloc",
    cond_br = "cf.cond_br",
    switch = "cf.switch",
    cmpi = "arith.cmpi",
    constant = "arith.constant",
});

/// The ownership lattice: uninitialized < unique(x) < unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ownership<T> {
    /// Nothing known yet.
    Uninitialized,
    /// Ownership is the value `x` (an `i1`).
    Unique(T),
    /// Several different values: must be materialized to be used.
    Unknown,
}

impl<T: Copy + Eq> Ownership<T> {
    /// The least upper bound.
    pub fn join(self, other: Ownership<T>) -> Ownership<T> {
        match (self, other) {
            (Ownership::Uninitialized, x) | (x, Ownership::Uninitialized) => x,
            (Ownership::Unique(a), Ownership::Unique(b)) if a == b => Ownership::Unique(a),
            _ => Ownership::Unknown,
        }
    }
}

fn run(root: Op, options: &Options) -> PassResult {
    // Calls are resolved many times (the aliasing check, call sites); the
    // pass adds and removes no symbols.
    let _symbols = crate::ir::SymbolCache::enter();
    let ctx = root.context();
    let names = Names::new(ctx);
    // Every function: the op itself when the pass runs on a function, else
    // every function nested in it (a function is processed as a whole).
    let funcs = root.functions_within();
    let mut todo = Vec::new();
    for &f in &funcs {
        if f.is_external_function() || f.attr(PROCESSED_ATTR).is_some() {
            continue;
        }
        if validate(f, &names)? == Validated::Processed {
            continue;
        }
        todo.push(f);
    }
    let selection = options
        .bool("private-function-dynamic-ownership")
        .then(|| select_dynamic(root, &todo));
    // Calls that rely on results aliasing what the ABI clones apart (the
    // functions returning ownership keep their aliasing).
    let keeps = |f: Op| {
        selection
            .as_ref()
            .is_some_and(|(chosen, _)| chosen.contains(&f))
    };
    super::result_aliasing::check(root, &keeps)?;
    let dynamic = match selection {
        Some((chosen, calls)) => make_dynamic(chosen, calls),
        None => HashMap::default(),
    };
    let unit = ctx.parse_attr("unit").expect("unit attribute");
    for &f in &todo {
        let self_dynamic = dynamic.contains_key(&f);
        FuncState::run(f, &names, &dynamic, self_dynamic)?;
        f.set_attr(PROCESSED_ATTR, unit);
        if f != root {
            // (A run on the function itself is counted by the adapter.)
            crate::progress::function_done(PASS.argument);
        }
    }
    Ok(if todo.is_empty() {
        Changed::No
    } else {
        Changed::Yes
    })
}

fn symbol_name(f: Op) -> Option<String> {
    f.attr("sym_name").and_then(|a| a.as_string())
}

/// Ranked or unranked memref.
fn is_memref(v: Value) -> bool {
    v.ty().is_any_memref()
}

/// Whether any value defined inside `op`'s regions is a memref.
fn defines_memrefs_inside(op: Op) -> bool {
    memrefs_inside(op, false)
}

/// Whether any value defined inside `op`'s regions is a memref, or, with
/// `uses`, any op inside uses one (e.g. captured from outside).
fn memrefs_inside(op: Op, uses: bool) -> bool {
    let mut found = false;
    for region in op.regions() {
        for block in region.blocks() {
            if block.arguments().any(is_memref) {
                return true;
            }
        }
    }
    op.walk(Order::Pre, |inner| {
        if inner != op
            && (inner.results().any(is_memref) || uses && inner.operands().any(is_memref))
        {
            found = true;
            return Walk::Interrupt;
        }
        for region in inner.regions() {
            for block in region.blocks() {
                if inner != op && block.arguments().any(is_memref) {
                    found = true;
                    return Walk::Interrupt;
                }
            }
        }
        Walk::Advance
    });
    found
}

/// What [`validate`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Validated {
    /// Ready for the pass.
    Ok,
    /// Already went through this pass (or upstream's): it holds a
    /// `bufferization.dealloc`. Nothing in it is reported.
    Processed,
}

/// Checks the input is something the pass can handle (see the contract),
/// in the same walk that looks for the deallocs of an earlier run.
fn validate(func: Op, names: &Names) -> Result<Validated, PassError> {
    // The first error found; once there is one, the walk below only looks
    // for a dealloc.
    let mut err: Option<PassError> = None;
    let mut processed = false;
    func.walk(Order::Pre, |op| {
        if op == func {
            return Walk::Advance;
        }
        if op.is(names.dealloc) {
            processed = true;
            return Walk::Interrupt;
        }
        if err.is_some() {
            // Only a dealloc further on matters now.
            return Walk::Advance;
        }
        let name = OpName(op);
        let ifaces = op.interfaces();
        if let Some(e) = check_effects(op) {
            err = Some(e);
            return Walk::Advance;
        }
        if op.num_regions() > 0 && !ifaces.region_branch() {
            if op.results().any(is_memref) && memrefs_inside(op, true) {
                // Upstream's diagnostic (it rejects these too).
                err = Some(PassError::new(
                    op,
                    format!(
                        "All operations with attached regions need to implement the RegionBranchOpInterface. ('{name}' returns memrefs and its regions hold memrefs: cannot know whether its results are buffers of its regions)"
                    ),
                ));
                return Walk::Advance;
            }
            if defines_memrefs_inside(op) {
                // Its regions are processed on their own: what they
                // allocate is freed in them (see `FuncState::process_op`).
                return Walk::Advance;
            }
            // An opaque body (e.g. linalg.generic's): nothing to free in
            // it, but what it does to outer memrefs must be known.
            op.walk(Order::Pre, |inner| {
                if inner != op
                    && let Some(e) = check_effects(inner)
                {
                    err = Some(e);
                    return Walk::Interrupt;
                }
                Walk::Advance
            });
            return if err.is_some() { Walk::Advance } else { Walk::Skip };
        }
        // The last op of a block of a region we process is its terminator.
        if op.next().is_none() {
            let (rbt, br) = (ifaces.region_branch_terminator(), ifaces.branch());
            if rbt == br {
                err = Some(PassError::new(
                    op,
                    format!(
                        "terminator '{name}' must implement exactly one of BranchOpInterface and RegionBranchTerminatorOpInterface"
                    ),
                ));
                return Walk::Advance;
            }
            if rbt
                && op.operands().any(is_memref)
                && let Some(parent) = op.parent()
                && parent != func
                && !parent.interfaces().region_branch()
            {
                err = Some(PassError::new(
                    op,
                    format!(
                        "'{name}' passes memrefs to '{}', which does not implement RegionBranchOpInterface: cannot know where they go, nor who frees them",
                        OpName(parent)
                    ),
                ));
                return Walk::Advance;
            }
            if br && op.num_successors() > 1 && !op.is(names.cond_br) && !op.is(names.switch) {
                err = Some(PassError::new(
                    op,
                    format!(
                        "'{name}': branches with several successors are supported for cf.cond_br and cf.switch only (the condition of each successor is unknown)"
                    ),
                ));
                return Walk::Advance;
            }
        }
        Walk::Advance
    });
    match err {
        _ if processed => Ok(Validated::Processed),
        Some(e) => Err(e),
        None => Ok(Validated::Ok),
    }
}

/// An op's name, spelled out only when a message is formatted.
struct OpName(Op);

impl std::fmt::Display for OpName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.name().as_str())
    }
}

/// Memory effects the pass cannot work with: unknown effects on memrefs
/// (calls excepted: the function boundary ABI covers them) and frees.
fn check_effects(op: Op) -> Option<PassError> {
    match op.memref_effect_problem() {
        MemRefEffectProblem::None => None,
        MemRefEffectProblem::Unknown => Some(PassError::new(
            op,
            format!(
                "'{}' has unknown memory effects on memrefs: ownership-based deallocation needs MemoryEffectOpInterface",
                OpName(op)
            ),
        )),
        MemRefEffectProblem::Free => Some(PassError::new(
            op,
            format!(
                "'{}' frees a memref: ownership-based deallocation expects input without deallocations (as upstream); run ferrobuf-expand-realloc{{emit-deallocs=false}} for memref.realloc",
                OpName(op)
            ),
        )),
    }
}

/// Private functions that return their results' ownership: function ->
/// number of memref results. A private function qualifies when it has a
/// body, returns memrefs, its symbol table is inside `root` (the op the
/// pass runs on: all its references are then in sight; a pass running on
/// one function cannot see its callers, so no function changes its
/// signature there), and every reference to its symbol is a call from a
/// function being processed (an address taken with `func.constant` or any
/// other reference keeps its signature). Returns them (in no particular
/// order) with the calls to them that [`make_dynamic`] rebuilds.
fn select_dynamic(root: Op, todo: &[Op]) -> (Vec<Op>, Vec<(Op, Op)>) {
    let mut candidates: HashMap<String, Op> = HashMap::default();
    for &f in todo {
        if f != root
            && f.visibility() == Some(crate::ir::Visibility::Private)
            && let Some(name) = symbol_name(f)
            && f.function_result_types().iter().any(|t| t.is_any_memref())
        {
            candidates.insert(name, f);
        }
    }
    if candidates.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let processing: HashSet<Op> = todo.iter().copied().collect();
    let mut calls: Vec<(Op, Op)> = Vec::new();
    let mut rejected: HashSet<Op> = HashSet::default();
    root.walk(Order::Pre, |op| {
        let callee = if op.interfaces().call() {
            op.resolve_callable()
                .filter(|c| candidates.values().any(|f| f == c))
        } else {
            None
        };
        if let Some(callee) = callee {
            let mut in_processed = false;
            let mut p = op.parent();
            while let Some(q) = p {
                if q.interfaces().function() {
                    in_processed = processing.contains(&q);
                    break;
                }
                p = q.parent();
            }
            if in_processed {
                calls.push((op, callee));
            } else {
                rejected.insert(callee);
            }
        }
        // Any other reference to a candidate's symbol.
        for a in op.attribute_values() {
            if let Some(name) = a.as_flat_symbol()
                && let Some(&f) = candidates.get(&name)
                && callee != Some(f)
                && op != f
            {
                rejected.insert(f);
            }
        }
        Walk::Advance
    });
    let chosen: Vec<Op> = candidates
        .values()
        .copied()
        .filter(|f| !rejected.contains(f))
        .collect();
    (chosen, calls)
}

/// Gives the functions `chosen` by [`select_dynamic`] their `i1`
/// ownership results and rebuilds the `calls` to them with those results:
/// function -> number of memref results.
fn make_dynamic(chosen: Vec<Op>, calls: Vec<(Op, Op)>) -> HashMap<Op, usize> {
    let mut out = HashMap::default();
    for f in &chosen {
        let k = f
            .function_result_types()
            .iter()
            .filter(|t| t.is_any_memref())
            .count();
        let i1 = f.context().int_type(1);
        if f.function_append_results(&vec![i1; k]) {
            out.insert(*f, k);
        }
    }
    for (call, callee) in calls {
        let Some(&k) = out.get(&callee) else { continue };
        let i1 = call.context().int_type(1);
        let new = call
            .rebuild_with_extra(&[], &vec![i1; k])
            .expect("rebuilding a call with extra results");
        for i in 0..call.num_results() {
            call.result(i).replace_all_uses_with(new.result(i));
        }
        call.erase();
    }
    out
}

/// `a` and `b` are views of two different buffers of `func`: two fresh
/// buffers (allocations, or call results, fresh and owned by the function
/// boundary ABI), or a fresh buffer and an argument of `func` (which
/// exists before anything `func` allocates, and which no callee returns).
fn surely_distinct(func: Op, a: Value, b: Value) -> bool {
    let fresh = |v: Value| {
        root_of(v) == Root::Alloc(v) || v.defining_op().is_some_and(|op| op.interfaces().call())
    };
    let argument = |v: Value| {
        !v.is_result()
            && v.owner_block()
                .is_some_and(|b| b.is_entry() && b.parent_op() == Some(func))
    };
    let (oa, ob) = (view_origin(a), view_origin(b));
    oa != ob
        && ((fresh(oa) && fresh(ob)) || (fresh(oa) && argument(ob)) || (argument(oa) && fresh(ob)))
}

/// Everything known while processing one function.
struct FuncState<'a> {
    func: Op,
    ctx: Ctx,
    names: &'a Names,
    cfg: &'a Cfg,
    dom: &'a Dominance<'a>,
    live: &'a Liveness,
    i1: Type,
    entry: Block,
    /// `false` and `true` at the function entry, and whether this pass made
    /// them (else they are the input's own leading constants).
    consts: [Option<(Value, bool)>; 2],
    /// Values replaced by rebuilt ops (analyses hold the old ones).
    repl: HashMap<Value, Value>,
    /// Memref block argument -> its ownership block argument.
    arg_own: HashMap<Value, Value>,
    /// Per block: ownership of its live-out memrefs after its terminator.
    end_own: Vec<HashMap<Value, Value>>,
    /// Rebuilt ops, erased once the function is done.
    to_erase: Vec<Op>,
    /// Side-effect-free `i1` values made for conditions (edge predicates,
    /// conjunctions, selects), in creation order: those left unused once
    /// the function is done are erased, as are unused `true`/`false`
    /// constants, so that the output has no dead code for canonicalize to
    /// remove.
    scratch: Vec<Value>,
    /// Memo of [`FuncState::never_owned`].
    never: HashMap<Value, bool>,
    dynamic: &'a HashMap<Op, usize>,
    self_dynamic: bool,
}

/// The retain list of one dealloc: distinct values, in first-seen order.
#[derive(Default)]
struct RetainList {
    values: Vec<Value>,
    index: HashMap<Value, usize>,
}

impl RetainList {
    fn add(&mut self, v: Value) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.index.entry(v) {
            e.insert(self.values.len());
            self.values.push(v);
        }
    }

    /// The ownership of `v` after the dealloc whose `results` match this
    /// list; `otherwise` when `v` is not retained.
    fn ownership(&self, v: Value, results: &[Value], otherwise: Value) -> Value {
        self.index.get(&v).map_or(otherwise, |&k| results[k])
    }
}

/// A held memref: the value and its ownership indicator.
type Held = Vec<(Value, Value)>;

impl<'a> FuncState<'a> {
    fn run(
        func: Op,
        names: &'a Names,
        dynamic: &'a HashMap<Op, usize>,
        self_dynamic: bool,
    ) -> Result<(), PassError> {
        let Some(body) = func.function_body() else {
            return Ok(());
        };
        let Some(entry) = body.first_block() else {
            return Ok(());
        };
        let cfg = Cfg::build(func);
        let dom = Dominance::new(&cfg);
        let live = Liveness::new(&cfg);
        let ctx = func.context();
        let mut st = FuncState {
            func,
            ctx,
            names,
            cfg: &cfg,
            dom: &dom,
            live: &live,
            i1: ctx.int_type(1),
            entry,
            consts: [None, None],
            repl: HashMap::default(),
            arg_own: HashMap::default(),
            end_own: vec![HashMap::default(); cfg.num_blocks()],
            to_erase: Vec::new(),
            scratch: Vec::new(),
            never: HashMap::default(),
            dynamic,
            self_dynamic,
        };
        let result = st.process_region(body, Vec::new());
        for op in st.to_erase.drain(..).rev() {
            op.erase();
        }
        // Reverse creation order (a value's operands were made before it),
        // then the entry constants this pass made, which they may use.
        let made_consts = st.consts.into_iter().flatten().filter(|&(_, made)| made);
        for v in st
            .scratch
            .drain(..)
            .rev()
            .chain(made_consts.map(|(v, _)| v))
        {
            if v.first_use_owner().is_none()
                && let Some(op) = v.defining_op()
            {
                op.erase();
            }
        }
        result
    }

    /// Values this function can never own, hence never holds nor retains:
    /// its arguments, results of ops without memref operands that allocate
    /// nothing freeable (`memref.get_global`, `memref.alloca`), and views
    /// of those. By the function boundary ABI no owned buffer aliases them.
    fn never_owned(&mut self, v: Value) -> bool {
        if let Some(&b) = self.never.get(&v) {
            return b;
        }
        let b = match v.defining_op() {
            None => v.owner_block() == Some(self.entry),
            Some(op) => {
                let ifaces = op.interfaces();
                if ifaces.call()
                    || ifaces.region_branch()
                    || allocations(op).contains(&Allocation::Managed(v))
                {
                    false
                } else if ifaces.view_like() {
                    match op.view_source() {
                        Some(src) if src != v => self.never_owned(src),
                        _ => false,
                    }
                } else {
                    !op.operands().any(is_memref)
                }
            }
        };
        self.never.insert(v, b);
        b
    }

    fn fix(&self, v: Value) -> Value {
        self.repl.get(&v).copied().unwrap_or(v)
    }

    /// `arith.constant true/false`, once per function at its entry: the
    /// input's own when the constants leading the entry block have it (as
    /// canonicalize leaves them; a second one would be merged into it).
    fn bool_const(&mut self, value: bool) -> Value {
        if let Some((v, _)) = self.consts[value as usize] {
            return v;
        }
        let mut op = self.entry.first_op();
        while let Some(o) = op.filter(|o| o.is(self.names.constant)) {
            let r = o.result(0);
            if r.ty() == self.i1 && constant_bool(r, self.names.constant) == Some(value) {
                self.consts[value as usize] = Some((r, false));
                return r;
            }
            op = o.next();
        }
        let first = self.entry.first_op().expect("entry block has a terminator");
        let v = const_i1(&Builder::before(first).with_loc(self.func.loc()), value);
        self.consts[value as usize] = Some((v, true));
        v
    }

    fn const_value(&self, v: Value) -> Option<bool> {
        let is = |c: Option<(Value, bool)>| c.is_some_and(|(x, _)| x == v);
        if is(self.consts[1]) {
            Some(true)
        } else if is(self.consts[0]) {
            Some(false)
        } else {
            None
        }
    }

    fn and(&mut self, b: &Builder, x: Value, y: Value) -> Value {
        match (self.const_value(x), self.const_value(y)) {
            (Some(true), _) => y,
            (_, Some(true)) => x,
            (Some(false), _) | (_, Some(false)) => self.bool_const(false),
            _ if x == y => x,
            _ => {
                let v = crate::ir::ops::arith_binary(b, "arith.andi", x, y);
                self.scratch.push(v);
                v
            }
        }
    }

    /// `¬x`: a constant for a constant, the negated comparison for an
    /// `arith.cmpi` (the form canonicalize gives `xori(cmpi, true)`), else
    /// `arith.xori %x, %true`.
    fn not(&mut self, b: &Builder, x: Value) -> Value {
        if let Some(c) = self.const_value(x) {
            return self.bool_const(!c);
        }
        let negated_cmp = x
            .defining_op()
            .filter(|d| d.is(self.names.cmpi))
            .and_then(|d| crate::ir::ops::negated_cmpi(b, d));
        let v = match negated_cmp {
            Some(v) => v,
            None => {
                let t = self.bool_const(true);
                crate::ir::ops::arith_binary(b, "arith.xori", x, t)
            }
        };
        self.scratch.push(v);
        v
    }

    fn select(&mut self, b: &Builder, c: Value, x: Value, y: Value) -> Value {
        if x == y {
            return x;
        }
        let v = b
            .create(OpSpec {
                name: "arith.select",
                operands: &[c, x, y],
                results: &[self.i1],
                ..Default::default()
            })
            .result(0);
        self.scratch.push(v);
        v
    }

    /// The base buffer of `v` for a dealloc list: the allocation itself when
    /// it has the identity layout, else `memref.extract_strided_metadata`
    /// (of a rank-0 `memref.reinterpret_cast` of an unranked memref, which
    /// keeps its allocated and aligned pointers).
    fn base_buffer(&mut self, b: &Builder, v: Value) -> Value {
        let ty = v.ty();
        if ty.has_identity_layout() && root_of(v) == Root::Alloc(v) {
            return v;
        }
        let (v, rank) = if ty.is_unranked_memref() {
            let ctx = self.ctx;
            let layout = ctx.strided_layout(0, &[]);
            let r0 = Type::memref(
                &[],
                ty.element_type(),
                Some(layout),
                ty.memref_memory_space(),
            )
            .expect("rank-0 strided memref type");
            let cast = crate::ir::ops::memref_reinterpret_cast(
                b,
                v,
                r0,
                crate::ir::ops::Ofr::Static(0),
                &[],
                &[],
            );
            (cast, 0)
        } else {
            (v, ty.rank())
        };
        let base = Type::memref(&[], ty.element_type(), None, ty.memref_memory_space())
            .expect("rank-0 base buffer type");
        let index = self.ctx.index_type();
        let mut results = vec![base, index];
        results.extend(std::iter::repeat_n(index, 2 * rank));
        b.create(OpSpec {
            name: "memref.extract_strided_metadata",
            operands: &[v],
            results: &results,
            ..Default::default()
        })
        .result(0)
    }

    /// `bufferization.dealloc (bases) if (conds) retain (retained)`; the
    /// ownership of each retained value afterwards.
    fn dealloc(
        &mut self,
        b: &Builder,
        bases: &[Value],
        conds: &[Value],
        retained: &[Value],
    ) -> Vec<Value> {
        let live: Vec<usize> = (0..bases.len())
            .filter(|&i| self.const_value(conds[i]) != Some(false))
            .collect();
        if live.is_empty() {
            let f = self.bool_const(false);
            return vec![f; retained.len()];
        }
        let mut operands: Vec<Value> = live.iter().map(|&i| bases[i]).collect();
        operands.extend(live.iter().map(|&i| conds[i]));
        operands.extend_from_slice(retained);
        let n = live.len() as i32;
        let seg = self.ctx.i32_array_attr(&[n, n, retained.len() as i32]);
        let op = b.create(OpSpec {
            name: "bufferization.dealloc",
            operands: &operands,
            results: &vec![self.i1; retained.len()],
            attrs: &[("operandSegmentSizes", seg)],
            ..Default::default()
        });
        op.results().collect()
    }

    fn materialize_list(&mut self, b: &Builder, held: &Held) -> (Vec<Value>, Vec<Value>) {
        let bases = held.iter().map(|&(v, _)| self.base_buffer(b, v)).collect();
        let conds = held.iter().map(|&(_, o)| o).collect();
        (bases, conds)
    }

    /// Processes the blocks of `region` in dominance order; `entry_held` is
    /// what its entry block holds on entry.
    fn process_region(&mut self, region: Region, entry_held: Held) -> Result<(), PassError> {
        let Some(rid) = self.cfg.region_id(region) else {
            return Ok(());
        };
        let range = self.cfg.region_blocks(rid);
        if range.is_empty() {
            return Ok(());
        }
        let entry = range.start;
        // Ownership arguments of non-entry blocks.
        for b in range.clone().skip(1) {
            let block = self.cfg.block(b);
            let margs: Vec<Value> = block.arguments().filter(|&a| is_memref(a)).collect();
            for a in margs {
                let o = block.add_argument(self.i1, a.ty().context().unknown_loc());
                self.arg_own.insert(a, o);
            }
        }
        // Dominator-tree preorder.
        let mut children: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
        for b in range.clone().skip(1) {
            if let Some(d) = self.dom.idom(b) {
                children.entry(d).or_default().push(b);
            }
        }
        let mut stack = vec![entry];
        let mut entry_held = Some(entry_held);
        while let Some(b) = stack.pop() {
            let held = if b == entry {
                entry_held.take().unwrap_or_default()
            } else {
                self.live_in_held(b, region)
            };
            self.process_block(b, region, held)?;
            if let Some(cs) = children.get(&b) {
                stack.extend(cs.iter().rev());
            }
        }
        for b in range.skip(1) {
            if !self.dom.is_reachable(b) {
                self.fix_unreachable(self.cfg.block(b));
            }
        }
        Ok(())
    }

    /// What a non-entry block holds on entry: its live-in memrefs defined
    /// in its region (with their ownership at the end of its immediate
    /// dominator) and its memref arguments.
    fn live_in_held(&mut self, b: BlockId, region: Region) -> Held {
        let block = self.cfg.block(b);
        let idom = self
            .dom
            .idom(b)
            .expect("reachable non-entry block has an idom");
        let mut held = Vec::new();
        let live_in: Vec<Value> = self.live.live_in(b).to_vec();
        for v in live_in {
            let v = self.fix(v);
            if !is_memref(v) || v.owner_block() == Some(block) || self.never_owned(v) {
                continue;
            }
            if v.parent_block().and_then(|pb| pb.parent_region()) != Some(region) {
                continue;
            }
            let own = match self.end_own[idom as usize].get(&v) {
                Some(&o) => o,
                None => self.bool_const(false),
            };
            held.push((v, own));
        }
        for a in block.arguments() {
            if let Some(&o) = self.arg_own.get(&a) {
                held.push((a, o));
            }
        }
        held
    }

    fn process_block(
        &mut self,
        b: BlockId,
        region: Region,
        mut held: Held,
    ) -> Result<(), PassError> {
        let block = self.cfg.block(b);
        let mut cur = block.first_op();
        while let Some(op) = cur {
            let next = op.next();
            if next.is_none() && op.has_trait(Trait::FerrobufTraitIsTerminator) {
                return self.process_terminator(b, region, op, &held);
            }
            self.process_op(op, &mut held)?;
            cur = next;
        }
        Ok(())
    }

    fn process_op(&mut self, op: Op, held: &mut Held) -> Result<(), PassError> {
        let ifaces = op.interfaces();
        if ifaces.region_branch() {
            let new = self.process_region_branch(op)?;
            let n = new.num_results();
            let mem: Vec<usize> = (0..n).filter(|&i| is_memref(new.result(i))).collect();
            let first_own = n - mem.len();
            for (k, i) in mem.into_iter().enumerate() {
                held.push((new.result(i), new.result(first_own + k)));
            }
            return Ok(());
        }
        if ifaces.call() {
            let dynamic = if self.dynamic.is_empty() {
                None
            } else {
                op.resolve_callable()
                    .and_then(|c| self.dynamic.get(&c).copied())
            };
            let mem: Vec<Value> = op.results().filter(|&v| is_memref(v)).collect();
            match dynamic {
                Some(k) if k == mem.len() => {
                    let first = op.num_results() - k;
                    for (j, v) in mem.into_iter().enumerate() {
                        held.push((v, op.result(first + j)));
                    }
                }
                _ => {
                    let t = self.bool_const(true);
                    held.extend(mem.into_iter().map(|v| (v, t)));
                }
            }
            return Ok(());
        }
        if op.num_regions() > 0 && defines_memrefs_inside(op) {
            // Not a region-branch op (validated: no memref results, nothing
            // passed out of its regions): each region frees what it
            // allocates; memrefs it gets from outside or as region
            // arguments are never its own.
            for region in op.regions() {
                if let Some(entry) = region.first_block() {
                    for a in entry.arguments().filter(|&a| is_memref(a)) {
                        self.never.insert(a, true);
                    }
                }
                self.process_region(region, Vec::new())?;
            }
        }
        for a in allocations(op) {
            if let Allocation::Managed(v) = a
                && is_memref(v)
            {
                let t = self.bool_const(true);
                held.push((v, t));
            }
        }
        Ok(())
    }

    /// Gives a region-branch op ownership results/operands/arguments and
    /// processes its regions; returns the op that replaces it.
    fn process_region_branch(&mut self, op: Op) -> Result<Op, PassError> {
        let loc = op.loc();
        for region in op.regions() {
            let Some(entry) = region.first_block() else {
                continue;
            };
            let margs: Vec<Value> = entry.arguments().filter(|&a| is_memref(a)).collect();
            let mut init = Vec::new();
            for a in margs {
                let o = entry.add_argument(self.i1, loc);
                init.push((a, o));
            }
            self.process_region(region, init)?;
        }
        let name = op.name().as_str();
        let operands: Vec<Value> = op.operands().collect();
        let mut forwarded: Option<Vec<Value>> = None;
        for succ in op.entry_successors() {
            let fwd = succ.forwarded;
            if fwd.len() > operands.len() || fwd[..] != operands[operands.len() - fwd.len()..] {
                if fwd.iter().any(|&v| is_memref(v)) {
                    return Err(PassError::new(
                        op,
                        format!(
                            "'{name}': the memrefs it forwards into its regions are not its trailing operands; cannot add ownership operands"
                        ),
                    ));
                }
                continue;
            }
            match &forwarded {
                Some(prev) if prev.len() >= fwd.len() => {}
                _ => forwarded = Some(fwd),
            }
        }
        let n_fwd = forwarded.map_or(0, |f| f.iter().filter(|&&v| is_memref(v)).count());
        let n_res = op.results().filter(|&v| is_memref(v)).count();
        if n_fwd == 0 && n_res == 0 {
            return Ok(op);
        }
        let f = self.bool_const(false);
        let new = op
            .rebuild_with_extra(&vec![f; n_fwd], &vec![self.i1; n_res])
            .ok_or_else(|| {
                PassError::new(op, format!("'{name}': could not add ownership results"))
            })?;
        for i in 0..op.num_results() {
            let (old, newv) = (op.result(i), new.result(i));
            old.replace_all_uses_with(newv);
            self.repl.insert(old, newv);
        }
        self.to_erase.push(op);
        Ok(new)
    }

    /// Memref operands forwarded by a region-branch terminator (the same
    /// range for all its successors).
    fn terminator_forwarded(term: Op) -> Vec<Value> {
        term.terminator_successors()
            .into_iter()
            .map(|s| s.forwarded)
            .max_by_key(|f| f.len())
            .unwrap_or_default()
    }

    fn process_terminator(
        &mut self,
        b: BlockId,
        region: Region,
        term: Op,
        held: &Held,
    ) -> Result<(), PassError> {
        let ifaces = term.interfaces();
        let builder = Builder::before(term);
        let name = term.name().as_str();
        if ifaces.branch() {
            return self.process_branch(b, region, term, held);
        }
        let is_return = term.block().and_then(|bl| bl.parent_op()) == Some(self.func);
        // Function boundary ABI: returned memrefs never alias each other: one
        // that may alias an earlier one is returned as a fresh clone, made
        // before the dealloc so that the original is freed there if owned.
        let mut fresh_clones: HashSet<Value> = HashSet::default();
        if is_return {
            let mut earlier: Vec<Value> = Vec::new();
            for i in 0..term.num_operands() {
                let v = term.operand(i);
                if !is_memref(v) {
                    continue;
                }
                let distinct = earlier.iter().all(|&e| surely_distinct(self.func, e, v));
                earlier.push(v);
                if !distinct {
                    let c = self.clone_op(&builder, v);
                    term.set_operand(i, c);
                    fresh_clones.insert(c);
                }
            }
        }
        let fwd: Vec<Value> = if is_return {
            term.operands().collect()
        } else {
            Self::terminator_forwarded(term)
        };
        let mem: Vec<Value> = fwd.iter().copied().filter(|&v| is_memref(v)).collect();
        let mut retained = RetainList::default();
        for &v in &mem {
            if !self.never_owned(v) && !fresh_clones.contains(&v) {
                retained.add(v);
            }
        }
        let statically_owned: HashSet<Value> = held
            .iter()
            .filter(|&&(_, o)| self.const_value(o) == Some(true))
            .map(|&(v, _)| v)
            .collect();
        let (bases, conds) = self.materialize_list(&builder, held);
        let results = self.dealloc(&builder, &bases, &conds, &retained.values);
        let f = self.bool_const(false);
        let t = self.bool_const(true);
        let owns: Vec<Value> = mem
            .iter()
            .map(|v| {
                if fresh_clones.contains(v) {
                    t
                } else {
                    retained.ownership(*v, &results, f)
                }
            })
            .collect();
        if !is_return {
            if !mem.is_empty() && !term.region_terminator_append_operands(&owns) {
                return Err(PassError::new(
                    term,
                    format!("'{name}': cannot append ownership operands to this terminator"),
                ));
            }
            return Ok(());
        }
        if self.self_dynamic {
            let mut ops: Vec<Value> = term.operands().collect();
            ops.extend(owns);
            term.set_operands(&ops);
            return Ok(());
        }
        // Every returned memref is owned: clone it unless ownership is
        // statically true; when it is statically false, clone it without
        // a runtime check (an `scf.if` on a constant would be folded by
        // the next canonicalize, at the price of one more sweep over the
        // whole module).
        let mut k = 0;
        for i in 0..term.num_operands() {
            let v = term.operand(i);
            if !is_memref(v) {
                continue;
            }
            let own = owns[k];
            k += 1;
            if statically_owned.contains(&v) || self.const_value(own) == Some(true) {
                continue;
            }
            if self.const_value(own) == Some(false) {
                let c = self.clone_op(&builder, v);
                term.set_operand(i, c);
                continue;
            }
            let ty = v.ty();
            let new = {
                let ifop = crate::ir::ops::scf_if(&builder, own, &[ty]);
                let then_b = ifop.region(0).first_block().expect("then block");
                crate::ir::ops::scf_yield(&Builder::at_end(then_b, term.loc()), &[v]);
                let else_b = ifop.region(1).first_block().expect("else block");
                let eb = Builder::at_end(else_b, term.loc());
                let c = self.clone_op(&eb, v);
                crate::ir::ops::scf_yield(&eb, &[c]);
                ifop.result(0)
            };
            term.set_operand(i, new);
        }
        Ok(())
    }

    fn clone_op(&mut self, b: &Builder, v: Value) -> Value {
        crate::ir::ops::bufferization_clone(b, v)
    }

    /// Per-successor predicates of a branch ("this successor is taken").
    fn edge_predicates(&mut self, b: &Builder, term: Op) -> Result<Vec<Option<Value>>, PassError> {
        let n = term.num_successors();
        if n == 1 {
            return Ok(vec![None]);
        }
        if term.is(self.names.cond_br) {
            let c = term.operand(0);
            let nc = self.not(b, c);
            return Ok(vec![Some(c), Some(nc)]);
        }
        if term.is(self.names.switch) {
            let flag = term.operand(0);
            let cases = term
                .attr("case_values")
                .and_then(|a| a.as_dense_ints())
                .unwrap_or_default();
            let mut preds = vec![None; n];
            let mut default: Option<Value> = None;
            for (k, &cv) in cases.iter().enumerate() {
                let c = crate::ir::ops::const_int(b, flag.ty(), cv);
                let eq = crate::ir::ops::cmpi(b, crate::ir::ops::CmpI::Eq, flag, c);
                self.scratch.extend([c, eq]);
                preds[k + 1] = Some(eq);
                let ne = self.not(b, eq);
                default = Some(match default {
                    None => ne,
                    Some(d) => self.and(b, d, ne),
                });
            }
            preds[0] = Some(default.unwrap_or_else(|| self.bool_const(true)));
            return Ok(preds);
        }
        Err(PassError::new(
            term,
            "branches with several successors are supported for cf.cond_br and cf.switch only",
        ))
    }

    fn process_branch(
        &mut self,
        b: BlockId,
        region: Region,
        term: Op,
        held: &Held,
    ) -> Result<(), PassError> {
        let builder = Builder::before(term);
        let (bases, conds) = self.materialize_list(&builder, held);
        // Live-out memrefs of this region, original (analysis) and current.
        let live_out: Vec<(Value, Value)> = self
            .live
            .live_out(b)
            .iter()
            .map(|&v| (v, self.fix(v)))
            .filter(|&(_, v)| {
                is_memref(v) && v.parent_block().and_then(|pb| pb.parent_region()) == Some(region)
            })
            .collect::<Vec<_>>()
            .into_iter()
            .filter(|&(_, v)| !self.never_owned(v))
            .collect();
        // Per edge: the forwarded memrefs and the retain list.
        let mut edges: Vec<(Vec<Value>, RetainList)> = Vec::new();
        for i in 0..term.num_successors() {
            let sid = self.cfg.id(term.successor(i));
            let (_, fwd) = term.successor_operands(i).unwrap_or_default();
            let mem: Vec<Value> = fwd.into_iter().filter(|&v| is_memref(v)).collect();
            let mut retained = RetainList::default();
            for &v in &mem {
                if !self.never_owned(v) {
                    retained.add(v);
                }
            }
            for &(orig, v) in &live_out {
                if sid.is_some_and(|s| self.live.is_live_in(s, orig)) {
                    retained.add(v);
                }
            }
            edges.push((mem, retained));
        }
        // Edges that retain the same values free the same buffers under the
        // same conditions whichever is taken: one dealloc before the branch
        // serves them all, with no edge predicate (upstream emits one per
        // successor, conjoined with it).
        let shared = edges.iter().all(|(_, r)| {
            r.values.len() == edges[0].1.values.len()
                && r.values.iter().all(|v| edges[0].1.index.contains_key(v))
        });
        let preds = if shared {
            vec![None; edges.len()]
        } else {
            self.edge_predicates(&builder, term)?
        };
        let shared_results = if shared && !edges.is_empty() {
            Some(self.dealloc(&builder, &bases, &conds, &edges[0].1.values))
        } else {
            None
        };
        let mut merged: HashMap<Value, Ownership<Value>> = HashMap::default();
        let mut per_edge: Vec<HashMap<Value, Value>> = Vec::new();
        for (i, (mem, own_list)) in edges.iter().enumerate() {
            // In the shared case the dealloc's results follow the first
            // edge's list (the others hold the same values, maybe in
            // another order).
            let retained = if shared { &edges[0].1 } else { own_list };
            let results = match &shared_results {
                Some(r) => r.clone(),
                None => {
                    let edge_conds: Vec<Value> = match preds[i] {
                        None => conds.clone(),
                        Some(p) => conds.iter().map(|&c| self.and(&builder, c, p)).collect(),
                    };
                    self.dealloc(&builder, &bases, &edge_conds, &retained.values)
                }
            };
            let f = self.bool_const(false);
            let owns: Vec<Value> = mem
                .iter()
                .map(|&v| retained.ownership(v, &results, f))
                .collect();
            if !owns.is_empty() && !term.branch_append_operands(i, &owns) {
                return Err(PassError::new(
                    term,
                    "cannot append ownership operands to this branch",
                ));
            }
            let mut edge = HashMap::default();
            for (&v, &r) in retained.values.iter().zip(&results) {
                edge.insert(v, r);
                let m = merged.entry(v).or_insert(Ownership::Uninitialized);
                *m = m.join(Ownership::Unique(r));
            }
            per_edge.push(edge);
        }
        let mut end = HashMap::default();
        for &(_, v) in &live_out {
            let own = match merged.get(&v).copied().unwrap_or(Ownership::Uninitialized) {
                Ownership::Unique(x) => x,
                Ownership::Uninitialized => self.bool_const(false),
                Ownership::Unknown => {
                    // Select the edge's value by the edge predicates; the
                    // fallback is the false successor of a `cf.cond_br`
                    // (select on its condition, not on the negation) and
                    // the default successor of a `cf.switch` (select on
                    // the case equalities).
                    let f = self.bool_const(false);
                    let fallback = if term.is(self.names.cond_br) { 1 } else { 0 };
                    let mut acc = per_edge[fallback].get(&v).copied().unwrap_or(f);
                    for i in (0..per_edge.len()).filter(|&i| i != fallback) {
                        let x = per_edge[i].get(&v).copied().unwrap_or(f);
                        let p = preds[i].expect("multi-successor edges have predicates");
                        acc = self.select(&builder, p, x, acc);
                    }
                    acc
                }
            };
            end.insert(v, own);
        }
        self.end_own[b as usize] = end;
        Ok(())
    }

    /// Terminators of unreachable blocks: pass `false` ownership wherever
    /// the successors now expect it.
    fn fix_unreachable(&mut self, block: Block) {
        let Some(term) = block.terminator() else {
            return;
        };
        let ifaces = term.interfaces();
        if ifaces.branch() {
            for i in 0..term.num_successors() {
                let (_, fwd) = term.successor_operands(i).unwrap_or_default();
                let n = fwd.iter().filter(|&&v| is_memref(v)).count();
                if n > 0 {
                    let f = self.bool_const(false);
                    term.branch_append_operands(i, &vec![f; n]);
                }
            }
        } else if ifaces.region_branch_terminator() {
            let is_return = block.parent_op() == Some(self.func);
            let n = if is_return {
                if !self.self_dynamic {
                    return;
                }
                term.operands().filter(|&v| is_memref(v)).count()
            } else {
                Self::terminator_forwarded(term)
                    .iter()
                    .filter(|&&v| is_memref(v))
                    .count()
            };
            if n == 0 {
                return;
            }
            let f = self.bool_const(false);
            if is_return {
                let mut ops: Vec<Value> = term.operands().collect();
                ops.extend(std::iter::repeat_n(f, n));
                term.set_operands(&ops);
            } else {
                term.region_terminator_append_operands(&vec![f; n]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Ownership::{self, *};

    #[test]
    fn join_table() {
        let u: Ownership<u32> = Uninitialized;
        assert_eq!(u.join(Uninitialized), Uninitialized);
        assert_eq!(Unique(1).join(Uninitialized), Unique(1));
        assert_eq!(Uninitialized.join(Unique(1)), Unique(1));
        assert_eq!(Unique(1).join(Unique(1)), Unique(1));
        assert_eq!(Unique(1).join(Unique(2)), Unknown);
        assert_eq!(Ownership::<u32>::Unknown.join(Unique(2)), Unknown);
        assert_eq!(Unique(2).join(Unknown), Unknown);
        assert_eq!(Ownership::<u32>::Unknown.join(Uninitialized), Unknown);
        assert_eq!(Ownership::<u32>::Uninitialized.join(Unknown), Unknown);
    }
}
