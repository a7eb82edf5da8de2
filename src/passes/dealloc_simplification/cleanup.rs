//! Step 6 of the contract: what canonicalize would otherwise do after the
//! lowering -- branch conditions made constant in the successors of a
//! `cf.cond_br`, `scf.if` ops on ownership folded, dead condition and
//! base-buffer computations erased.

use super::{Names, const_bool};
use crate::analysis::fxhash::{FxHashMap, FxHashSet};
use crate::ir::interfaces::Effects;
use crate::ir::ops::{EntryConstants, arith_binary, constant_bool, negated_cmpi};
use crate::ir::{Block, Builder, Op, Order, Value, WalkFilter};

/// Branch truth: in a block entered only from a `cf.cond_br` (its single
/// predecessor), the branch condition is known: `true` in the true
/// successor, `false` in the false one. Its uses by ops of that block
/// (the ownership conditions the deallocation pass derived from the edge
/// predicate, e.g. a buffer owned only on that edge) are replaced by that
/// constant, so the frees there need no runtime check. Applied to a block
/// right before its first dealloc is simplified (the predecessor's deallocs,
/// simplified before, may have turned their results into the condition)
/// and once more at the end. Canonicalize does the same after the fact.
/// Linear: each such block has one fact and is scanned twice.
pub(super) struct BranchTruth {
    facts: FxHashMap<Block, (Value, bool)>,
    seen: FxHashSet<Block>,
}

impl BranchTruth {
    pub(super) fn new(root: Op, names: &Names) -> BranchTruth {
        let mut facts = FxHashMap::default();
        let mut branches = Vec::new();
        root.walk_filtered(Order::Pre, WalkFilter::SUCCESSORS, |op| {
            if op.is(names.cond_br) {
                branches.push(op);
            }
        });
        if !branches.is_empty() {
            let cfg = crate::analysis::cfg::Cfg::build(root);
            for br in branches {
                let (t, f) = (br.successor(0), br.successor(1));
                if t == f {
                    continue;
                }
                let cond = br.operand(0);
                for (dest, value) in [(t, true), (f, false)] {
                    // (A block that is its own single predecessor is
                    // unreachable; there the condition may be redefined.)
                    if cfg
                        .id(dest)
                        .is_some_and(|id| cfg.preds[id as usize].len() == 1)
                        && br.block() != Some(dest)
                        && cond.parent_block() != Some(dest)
                    {
                        facts.insert(dest, (cond, value));
                    }
                }
            }
        }
        BranchTruth {
            facts,
            seen: FxHashSet::default(),
        }
    }

    /// Applies the fact of `block` the first time it is asked for.
    pub(super) fn before_dealloc_in(&mut self, block: Block, consts: &mut EntryConstants) -> bool {
        self.facts.contains_key(&block) && self.seen.insert(block) && self.apply(block, consts)
    }

    pub(super) fn apply_all(&self, consts: &mut EntryConstants) -> bool {
        let mut changed = false;
        for &block in self.facts.keys() {
            changed |= self.apply(block, consts);
        }
        changed
    }

    fn apply(&self, block: Block, consts: &mut EntryConstants) -> bool {
        let (cond, value) = self.facts[&block];
        let mut known: Option<Value> = None;
        for op in block.ops() {
            for i in 0..op.num_operands() {
                if op.operand(i) == cond {
                    let c = *known.get_or_insert_with(|| consts.bool(op, value));
                    op.set_operand(i, c);
                }
            }
        }
        known.is_some()
    }
}

/// Ownership indicators that the simplification made static, folded out
/// of `scf.if` ops (inner ops first): an `scf.if` whose condition became
/// constant (e.g. the clone-unless-owned of a returned value) is replaced
/// by the branch taken; an `i1` result is replaced by
/// the value both branches yield when it is defined outside the `scf.if`,
/// by the condition when the branches yield `true` and `false` (by its
/// negation for `false` and `true`: the inverse `arith.cmpi`, else
/// `arith.xori` with `true`), and is removed when unused. This is what
/// canonicalize would do; done here, the lowering emits no runtime check
/// for a now-static condition and canonicalize has nothing left to fold.
pub(super) fn fold_if_ownership(
    root: Op,
    names: &Names,
    unused: &mut Vec<Value>,
    consts: &mut EntryConstants,
) -> bool {
    let mut ifs = Vec::new();
    root.walk_filtered(Order::Post, WalkFilter::REGIONS, |op| {
        if op.is(names.scf_if) && op.num_regions() == 2 {
            ifs.push(op);
        }
    });
    let mut changed = false;
    for ifop in ifs {
        if let Some(c) = const_bool(ifop.operand(0), names) {
            // The branch not taken is erased with the op: values listed so
            // far may lie in it, so the list is dealt with first.
            erase_dead(std::mem::take(unused), names);
            inline_branch(ifop, c, unused);
            changed = true;
            continue;
        }
        if ifop.region(1).first_block().is_none()
            || !ifop.results().any(|r| r.ty().bit_width() == Some(1))
        {
            continue;
        }
        let yields: Vec<Op> = (0..2)
            .filter_map(|r| ifop.region(r).first_block()?.terminator())
            .collect();
        if yields.len() != 2 {
            continue;
        }
        let cond = ifop.operand(0);
        let n = ifop.num_results();
        let mut keep = vec![true; n];
        for (k, kept) in keep.iter_mut().enumerate() {
            let r = ifop.result(k);
            if r.ty().bit_width() != Some(1) {
                continue;
            }
            if r.first_use_owner().is_none() {
                *kept = false;
                continue;
            }
            let (t, e) = (yields[0].operand(k), yields[1].operand(k));
            let with = if t == e && t.is_defined_outside(ifop) {
                Some(t)
            } else {
                match (
                    constant_bool(t, names.constant),
                    constant_bool(e, names.constant),
                ) {
                    (Some(true), Some(false)) => Some(cond),
                    (Some(false), Some(true)) => Some(negate(ifop, cond, names, consts)),
                    _ => None,
                }
            };
            if let Some(x) = with {
                r.replace_all_uses_with(x);
                *kept = false;
            }
        }
        if keep.iter().all(|&k| k) {
            continue;
        }
        let types: Vec<_> = (0..n)
            .filter(|&k| keep[k])
            .map(|k| ifop.result(k).ty())
            .collect();
        let operands: Vec<Value> = ifop.operands().collect();
        let Some(new) = ifop.rebuild(&operands, &types) else {
            continue;
        };
        let mut j = 0;
        for (k, &kept) in keep.iter().enumerate() {
            if kept {
                ifop.result(k).replace_all_uses_with(new.result(j));
                j += 1;
            }
        }
        for r in 0..2 {
            if let Some(y) = new.region(r).first_block().and_then(|b| b.terminator()) {
                let ops: Vec<Value> = (0..n).filter(|&k| keep[k]).map(|k| y.operand(k)).collect();
                unused.extend((0..n).filter(|&k| !keep[k]).map(|k| y.operand(k)));
                y.set_operands(&ops);
            }
        }
        ifop.erase();
        changed = true;
    }
    changed
}

/// Replaces an `scf.if` whose condition is the constant `taken` by the
/// body of that branch (nothing for a missing else branch).
fn inline_branch(ifop: Op, taken: bool, unused: &mut Vec<Value>) {
    unused.push(ifop.operand(0));
    if let Some(block) = ifop.region(if taken { 0 } else { 1 }).first_block() {
        let body: Vec<Op> = block.ops().collect();
        if let Some((&yield_op, rest)) = body.split_last() {
            for &op in rest {
                op.move_before(ifop);
            }
            for k in 0..ifop.num_results() {
                ifop.result(k).replace_all_uses_with(yield_op.operand(k));
            }
        }
    }
    ifop.erase();
}

/// `¬c` in the form canonicalize leaves it: the inverse comparison for an
/// `arith.cmpi`, else `arith.xori %c, %true`.
/// Made right before `at`.
fn negate(at: Op, c: Value, names: &Names, consts: &mut EntryConstants) -> Value {
    let b = Builder::before(at);
    if let Some(n) = c
        .defining_op()
        .filter(|d| d.is(names.cmpi))
        .and_then(|d| negated_cmpi(&b, d))
    {
        return n;
    }
    let t = consts.bool(at, true);
    arith_binary(&b, "arith.xori", c, t)
}

/// Erases the ops defining `values` that are left without uses and free
/// of side effects (no regions, no memory effects: condition computations,
/// base-buffer extractions, views, selects), and those they used that are
/// now unused too -- the dead code canonicalize would otherwise remove.
pub(super) fn erase_dead(values: Vec<Value>, names: &Names) -> bool {
    let mut work: Vec<Op> = values.iter().filter_map(|v| v.defining_op()).collect();
    let mut erased: FxHashSet<Op> = FxHashSet::default();
    while let Some(op) = work.pop() {
        if erased.contains(&op)
            || op.num_results() == 0
            || op.results().any(|r| r.first_use_owner().is_some())
        {
            continue;
        }
        let pure = op.is(names.andi)
            || op.is(names.xori)
            || op.is(names.cmpi)
            || op.is(names.constant)
            || (op.num_regions() == 0
                && op.num_successors() == 0
                && matches!(op.memory_effects(), Effects::Known(e) if e.is_empty()));
        if !pure {
            continue;
        }
        work.extend(op.operands().filter_map(|v| v.defining_op()));
        op.erase();
        erased.insert(op);
    }
    !erased.is_empty()
}
