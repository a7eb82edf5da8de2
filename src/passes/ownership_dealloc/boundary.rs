//! The function boundary ABI: which private functions return their
//! results' ownership (`private-function-dynamic-ownership`), and what a
//! `return` does with the memrefs it returns (clones apart those that may
//! alias each other; clones what it does not own).

use super::state::FuncState;
use super::{is_memref, symbol_name};
use crate::analysis::alias::{Root, root_of, view_origin};
use crate::analysis::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};
use crate::ir::{Builder, Op, Order, Value, Walk};

/// Private functions that return their results' ownership: function ->
/// number of memref results. A private function qualifies when it has a
/// body, returns memrefs, its symbol table is inside `root` (the op the
/// pass runs on: all its references are then in sight; a pass running on
/// one function cannot see its callers, so no function changes its
/// signature there), and every reference to its symbol is a call from a
/// function being processed (an address taken with `func.constant` or any
/// other reference keeps its signature). Returns them (in no particular
/// order) with the calls to them that [`make_dynamic`] rebuilds.
pub(super) fn select_dynamic(root: Op, todo: &[Op]) -> (Vec<Op>, Vec<(Op, Op)>) {
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
        for a in op.symbol_refs() {
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
pub(super) fn make_dynamic(chosen: Vec<Op>, calls: Vec<(Op, Op)>) -> HashMap<Op, usize> {
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
pub(super) fn surely_distinct(func: Op, a: Value, b: Value) -> bool {
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

impl FuncState<'_> {
    /// Function boundary ABI, before a return's dealloc: returned memrefs
    /// never alias each other: one that may alias an earlier one is
    /// returned as a fresh clone, made before the dealloc so that the
    /// original is freed there if owned. Returns those clones.
    pub(super) fn unalias_returns(&mut self, builder: &Builder, term: Op) -> HashSet<Value> {
        let mut fresh_clones: HashSet<Value> = HashSet::default();
        let mut earlier: Vec<Value> = Vec::new();
        for i in 0..term.num_operands() {
            let v = term.operand(i);
            if !is_memref(v) {
                continue;
            }
            let distinct = earlier.iter().all(|&e| surely_distinct(self.func, e, v));
            earlier.push(v);
            if !distinct {
                let c = self.clone_op(builder, v);
                term.set_operand(i, c);
                fresh_clones.insert(c);
            }
        }
        fresh_clones
    }

    /// Function boundary ABI, after a return's dealloc: `owns` is the
    /// ownership of each returned memref. A function returning ownership
    /// returns them; any other returns only owned memrefs: each is cloned
    /// unless its ownership is statically true (`statically_owned`: owned
    /// on entry to the dealloc); when it is statically false, it is cloned
    /// without a runtime check (an `scf.if` on a constant would be folded
    /// by the next canonicalize, at the price of one more sweep over the
    /// whole module).
    pub(super) fn return_owned(
        &mut self,
        builder: &Builder,
        term: Op,
        owns: &[Value],
        statically_owned: &HashSet<Value>,
    ) {
        if self.self_dynamic {
            let mut ops: Vec<Value> = term.operands().collect();
            ops.extend_from_slice(owns);
            term.set_operands(&ops);
            return;
        }
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
                let c = self.clone_op(builder, v);
                term.set_operand(i, c);
                continue;
            }
            let ty = v.ty();
            let new = {
                let ifop = crate::ir::ops::scf_if(builder, own, &[ty]);
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
    }
}
