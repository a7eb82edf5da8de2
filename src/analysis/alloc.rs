//! Allocation detection through memory effects.
//!
//! An op *allocates* a result when it has a `MemoryEffects::Allocate` effect
//! on that result. The allocation is *automatic* (freed when the enclosing
//! automatic allocation scope exits, like `memref.alloca`) when the effect is
//! on the `AutomaticAllocationScope` resource; otherwise it must be freed.
//! A *dealloc* of a value is a user with a `Free` effect on it.
//!
//! [`collect`] lists the managed (non-automatic) allocations of an op in
//! upstream's order (post-order walk), with their dealloc, skipping ops with
//! more than one allocated result and values with more than one dealloc,
//! exactly as upstream's `BufferPlacementAllocs` does.

use crate::ir::{EffectKind, Effects, Op, Order, Value, WalkFilter};

/// How an op allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allocation {
    /// Must be freed explicitly.
    Managed(Value),
    /// Freed automatically by the enclosing scope.
    Automatic(Value),
}

/// The allocation results of `op` (usually zero or one).
pub fn allocations(op: Op) -> Vec<Allocation> {
    let Effects::Known(effects) = op.memory_effects() else {
        return Vec::new();
    };
    effects
        .iter()
        .filter(|e| e.kind == EffectKind::Allocate)
        .filter_map(|e| {
            let v = e.value?;
            (v.is_result() && v.defining_op() == Some(op)).then_some(if e.automatic_scope {
                Allocation::Automatic(v)
            } else {
                Allocation::Managed(v)
            })
        })
        .collect()
}

/// The deallocs of `v`: its users with a `Free` effect on it.
pub fn deallocs(v: Value) -> Vec<Op> {
    let mut out: Vec<Op> = Vec::new();
    for user in v.users() {
        if out.contains(&user) {
            continue;
        }
        if let Effects::Known(effects) = user.memory_effects()
            && effects
                .iter()
                .any(|e| e.kind == EffectKind::Free && e.value == Some(v))
        {
            out.push(user);
        }
    }
    out
}

/// A managed allocation and its dealloc, if any.
#[derive(Clone, Copy, Debug)]
pub struct AllocEntry {
    pub value: Value,
    pub op: Op,
    pub dealloc: Option<Op>,
}

/// The managed allocations nested in `root`, in post-order (see the module
/// doc for what is skipped).
pub fn collect(root: Op) -> Vec<AllocEntry> {
    collect_with(root, |_| {})
}

/// [`collect`], also calling `visit` on every op with a memref result, in
/// the same post-order walk (so callers looking for other buffer-producing
/// ops avoid a second walk).
pub fn collect_with(root: Op, visit: impl FnMut(Op)) -> Vec<AllocEntry> {
    collect_unchecked_with(root, visit)
        .into_iter()
        .filter_map(|(value, op)| {
            let d = deallocs(value);
            (d.len() <= 1).then(|| AllocEntry {
                value,
                op,
                dealloc: d.first().copied(),
            })
        })
        .collect()
}

/// The ops with exactly one managed allocated result nested in `root`, in
/// post-order, before [`collect`]'s dealloc check (callers that discard
/// most allocations check their deallocs later, only for those they keep);
/// `visit` is called on every op with a memref result.
pub fn collect_unchecked_with(root: Op, mut visit: impl FnMut(Op)) -> Vec<(Value, Op)> {
    let mut out = Vec::new();
    // Only ops producing a buffer can allocate one.
    root.walk_filtered(Order::Post, WalkFilter::MEMREF_RESULT, |op| {
        visit(op);
        let mut managed = allocations(op).into_iter().filter_map(|a| match a {
            Allocation::Managed(v) => Some(v),
            Allocation::Automatic(_) => None,
        });
        if let (Some(value), None) = (managed.next(), managed.next()) {
            out.push((value, op));
        }
    });
    out
}
