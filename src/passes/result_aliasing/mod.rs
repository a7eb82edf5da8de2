//! Call sites that depend on function results aliasing an argument or
//! another result, which the deallocation ABI does not keep.
//!
//! # Contract
//! The ownership-based deallocation pass returns from every function
//! memrefs its caller owns: results never alias arguments or each other,
//! and a result that might is returned as a `bufferization.clone`. A
//! program whose caller writes through one of two such aliases and then
//! reads through the other (`%r = call @id(%x)`, store into `%r`, load
//! from `%x`) prints something else once the clone is there. That is
//! never done silently: [`check`] finds, before the pass changes anything,
//! every call whose behaviour may depend on such aliasing and reports it
//! at the call, naming the function, the result and what it aliases: a
//! located **error** when the dependence is certain (the callee returns
//! a view of that argument, or one value twice, on every return, and the
//! caller's own ops with known effects write one and then read the
//! other), a **warning** when it is only possible (the callee may return
//! another buffer; the write or the read is a call or an op with unknown
//! effects). Programs that only read, or write without reading the other
//! alias afterwards, are unaffected by the clone and pass silently.
//!
//! # What counts
//! - In the callee (a function with a body in the same symbol table),
//!   result `k` *aliases argument `a`* when a returned value may have the
//!   argument as its buffer origin (view flow), and *aliases result `j`*
//!   (`j < k`) when on some return both values may share an origin.
//!   Functions that return ownership instead of clones (private ones
//!   under `private-function-dynamic-ownership`, as the deallocation pass
//!   selects them) keep their aliasing and are not checked.
//! - In the caller, with `X` the result and `P` the argument passed (or
//!   result `j`): an op that writes memory of one of them (any view of
//!   it, by memory effects; a call by what the callee does to that
//!   argument, a function without body only reading its arguments; an op
//!   with unknown effects reads and writes its memref operands) and may
//!   run after the call, followed, on some path, by an op that reads
//!   memory of the other. Paths are judged by position in a block,
//!   branches of one `scf.if`/`scf.index_switch` (exclusive), the CFG and
//!   the loops around; ops before the call count when a loop or CFG cycle
//!   brings them after it. A path does not count when something on it
//!   makes the read see a buffer the write did not touch either way:
//!   for a write of `P` and a read of `X`, the call running again (a new
//!   result: the clone of the written buffer); for a write of `X` and a
//!   read of `P`, `P`'s allocation running again, when `P` is one fresh
//!   allocation; for either, an op that overwrites every element of the
//!   read one (a copy into it, an elementwise linalg op with it as init)
//!   and dominates the read. Each holds only when the read reaches its
//!   buffer through values computed by ops (no block argument carrying an
//!   earlier run's buffer), so the op dominates the read; values computed
//!   by ops from this run's result are this run's, also when the call's
//!   operand is a block argument carrying an older result. For a write of
//!   `X` and a read of `P` through a block argument (a loop carrying the
//!   argument), a path also does not count when every path from the write
//!   to the read binds that block argument again, and every binding that
//!   may follow the write passes a value that is not memory of `P` (a `cf`
//!   loop passing the written result back as the argument): the read sees
//!   that value's buffer, with or without the clone. `P`'s memory is
//!   reached from `P` and its roots other than the call's own results (an
//!   earlier run's result carried back to the argument is the result's
//!   memory; the block argument holding either is reached from `P`).
//!   For a write of `P` and a read of `X`, a path also does not count
//!   when every buffer the write touches is allocated after the call's
//!   last run (one allocation dominating the write that follows the call
//!   in its block, or that every path from a run of the call to the write
//!   runs again while the write goes through views computed by ops from
//!   it): no run of the call before the write took it, and a later run
//!   clones it with the write in it.
//!   An access of `P` is not one
//!   of `X`'s memory when it is a `memref.load`/`memref.store` of `P` at
//!   constant indices outside the box the callee's result views (every
//!   return gives a `memref.subview` of that argument with constant
//!   offsets, sizes and strides).
//!
//! Cost: one view-flow analysis per function that calls such a function;
//! linear walks otherwise.

mod caller;
mod facts;

use std::cell::OnceCell;

use crate::analysis::alias::Aliasing;
use crate::analysis::dominance::Dominance;
use crate::ir::{Op, Order, Walk};
use crate::pass::PassError;

use caller::CallerInfo;
use facts::{ArgEffects, Facts};

/// What result `result` of a function may alias.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Partner {
    Arg(usize),
    Result(usize),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Fact {
    result: usize,
    partner: Partner,
    /// On every return: the result is a view of exactly that argument, or
    /// the two results are views of one value.
    must: bool,
    /// For an argument partner: the elements of the argument the result
    /// may cover, as a box in the argument's index space, when every
    /// return that may give the argument gives a `memref.subview` of it
    /// with constant offsets, sizes and strides (the box holding them).
    extent: Option<Extent>,
}

/// A box `[lo, hi)` per dimension of a memref's index space.
pub(super) type Extent = Vec<(i64, i64)>;

/// How a caller depends on an aliasing the ABI removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Depends {
    No,
    /// Some execution may: an access is through a call or an op of
    /// unknown effects, or the callee may return another buffer.
    May,
    /// The caller's own ops write one and then read the other, and the
    /// callee always returns the aliasing buffer.
    Must,
}

/// Reports (error) the first call in `root` whose behaviour depends for
/// certain on aliasing that the deallocation ABI clones away, after
/// warning at every call that may depend on it.
pub fn check(root: Op, keeps_aliasing: &dyn Fn(Op) -> bool) -> Result<(), PassError> {
    let mut funcs: Vec<Op> = Vec::new();
    root.walk(Order::Pre, |op| {
        if op.interfaces().function() {
            funcs.push(op);
            return Walk::Skip;
        }
        Walk::Advance
    });
    let mut facts = Facts::new(root);
    let mut effects = ArgEffects::new(root);
    for &g in &funcs {
        let mut calls: Vec<(Op, Op)> = Vec::new();
        g.walk(Order::Pre, |op| {
            if op.interfaces().call()
                && let Some(f) = op.resolve_callable()
                && f.function_body().is_some()
            {
                calls.push((op, f));
            }
            Walk::Advance
        });
        // The caller's analyses, built on first need, once per caller
        // (declared before what borrows them).
        let caller: OnceCell<CallerInfo> = OnceCell::new();
        let caller_aliasing: OnceCell<Aliasing<'_>> = OnceCell::new();
        let caller_dom: OnceCell<Dominance<'_>> = OnceCell::new();
        for (call, f) in calls {
            if keeps_aliasing(f) {
                continue;
            }
            let fs = facts.of(f).to_vec();
            for fact in fs {
                let x = (fact.result < call.num_results()).then(|| call.result(fact.result));
                let p = match fact.partner {
                    Partner::Arg(a) => {
                        let args = call.call_arguments();
                        args.get(a).copied()
                    }
                    Partner::Result(j) => (j < call.num_results()).then(|| call.result(j)),
                };
                let (Some(x), Some(p)) = (x, p) else { continue };
                if !x.ty().is_any_memref() || !p.ty().is_any_memref() {
                    continue;
                }
                let info = caller.get_or_init(|| CallerInfo::new(g));
                let al = caller_aliasing.get_or_init(|| Aliasing::new(&info.flow));
                let dom = caller_dom.get_or_init(|| Dominance::new(&info.cfg));
                let depends = info.observable(
                    call,
                    x,
                    p,
                    fact.must,
                    fact.extent.as_ref(),
                    al,
                    dom,
                    &mut facts,
                    &mut effects,
                );
                if depends == Depends::No {
                    continue;
                }
                let fname = f
                    .attr("sym_name")
                    .and_then(|a| a.as_string())
                    .unwrap_or_default();
                let what = match fact.partner {
                    Partner::Arg(a) => format!("argument #{a}"),
                    Partner::Result(j) => format!("result #{j}"),
                };
                let fix = "copy the buffer explicitly, or make the function private and use private-function-dynamic-ownership";
                if depends == Depends::Must {
                    return Err(PassError::new(
                        call,
                        format!(
                            "result #{} of @{fname} aliases its {what}, and this caller writes through one and then reads through the other; the deallocation ABI returns results that alias nothing (a clone), which would change what is read here: {fix}",
                            fact.result
                        ),
                    ));
                }
                call.emit_warning(&format!(
                    "result #{} of @{fname} may alias its {what}, and this caller may write through one and then read through the other; the deallocation ABI returns results that alias nothing (a clone), which would change what is read here if they do: {fix}",
                    fact.result
                ));
            }
        }
    }
    Ok(())
}

/// Whether the pass running on `root` may read the body of function `f`:
/// `f` is `root` or nested in it. A pass running on one function (nested
/// in `func.func(...)`) runs beside itself on the other functions, on
/// other threads, which rewrite their bodies meanwhile: another
/// function's body is neither stable nor safe to read (its effects and
/// aliasing are unknown there, and assumed).
pub(super) fn body_in_sight(root: Op, f: Op) -> bool {
    f == root || root.is_proper_ancestor_of(f)
}
