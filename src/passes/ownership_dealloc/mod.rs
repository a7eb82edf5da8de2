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
//!
//! # Layout
//! `validate` (what the pass accepts), `state` (per-function state, `i1`
//! and dealloc building blocks), `regions` (ownership through blocks and
//! region ops), `edges` (the dealloc before each terminator, ownership
//! across edges), `boundary` (the function boundary ABI).

mod boundary;
mod edges;
mod regions;
mod state;
mod validate;

use crate::analysis::fxhash::FxHashMap as HashMap;
use crate::ir::{Op, Order, Value, Walk};
use crate::op_names;
use crate::pass::{Changed, OptionDef, OptionKind, Options, PassDef, PassResult};
use boundary::{make_dynamic, select_dynamic};
use state::FuncState;
use validate::{Validated, validate};

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
