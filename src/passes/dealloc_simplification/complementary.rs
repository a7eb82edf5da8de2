//! Step 5 of the contract: two lone conditional frees of one memref under
//! complementary conditions (`o ∧ c`, `o ∧ ¬c`, what a `cf.cond_br` leaves
//! when a buffer is owned on both edges) become one free under `o`.

use super::{Names, const_bool};
use crate::analysis::fxhash::{FxHashMap, FxHashSet};
use crate::ir::ops::cmpi_parts;
use crate::ir::{Block, Builder, Op, Value};
use crate::passes::lower_deallocations::free_if;

/// A conditional free emitted by the simplification (`scf.if cond {
/// memref.dealloc memref }`).
pub(super) struct LoneFree {
    pub(super) op: Op,
    pub(super) memref: Value,
    pub(super) cond: Value,
}

/// The branch-condition half of a conjunct: a value, or a comparison
/// (`arith.cmpi` predicate, lhs, rhs) with its predicate normalised to the
/// lesser of itself and its inverse.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum CondKey {
    Value(Value),
    Cmp(i64, Value, Value),
}

/// `v` as a possibly negated branch condition: (key, positive).
fn literal(v: Value, names: &Names) -> (CondKey, bool) {
    if let Some(op) = v.defining_op() {
        if op.is(names.xori) {
            for (x, y) in [(0, 1), (1, 0)] {
                if const_bool(op.operand(y), names) == Some(true) {
                    let (k, pos) = literal(op.operand(x), names);
                    return (k, !pos);
                }
            }
        }
        if op.is(names.cmpi)
            && let Some((pred, lhs, rhs)) = cmpi_parts(op)
        {
            let (p, q) = (pred as i64, pred.negated() as i64);
            return (CondKey::Cmp(p.min(q), lhs, rhs), p <= q);
        }
    }
    (CondKey::Value(v), true)
}

/// The ways to read `cond` as `o ∧ literal` (`o` absent: true).
fn decompositions(cond: Value, names: &Names) -> Vec<(Option<Value>, CondKey, bool)> {
    let mut out = Vec::with_capacity(3);
    let (k, pos) = literal(cond, names);
    out.push((None, k, pos));
    if let Some(op) = cond.defining_op()
        && op.is(names.andi)
    {
        for (x, y) in [(0, 1), (1, 0)] {
            let (k, pos) = literal(op.operand(y), names);
            out.push((Some(op.operand(x)), k, pos));
        }
    }
    out
}

/// Ops that may sit between two frees being merged: deallocations and
/// pure computations of conditions and base buffers. Anything else ends
/// the stretch in which frees may be merged.
fn harmless(op: Op, names: &Names) -> bool {
    [
        names.dealloc,
        names.free,
        names.extract,
        names.constant,
        names.andi,
        names.ori,
        names.xori,
        names.select,
        names.cmpi,
        names.cmpf,
    ]
    .iter()
    .any(|&n| op.is(n))
}

/// Simplification 5 (see the module doc). Linear in the blocks holding two
/// or more emitted frees.
pub(super) fn merge_complementary(
    lone: &[LoneFree],
    names: &Names,
    unused: &mut Vec<Value>,
) -> bool {
    if lone.len() < 2 {
        return false;
    }
    let mut merged = false;
    let mut by_block: FxHashMap<Block, Vec<usize>> = FxHashMap::default();
    let mut blocks: Vec<Block> = Vec::new();
    let mut index: FxHashMap<Op, usize> = FxHashMap::default();
    for (i, f) in lone.iter().enumerate() {
        index.insert(f.op, i);
        if let Some(b) = f.op.block() {
            let e = by_block.entry(b).or_default();
            if e.is_empty() {
                blocks.push(b);
            }
            e.push(i);
        }
    }
    for block in blocks {
        if by_block[&block].len() < 2 {
            continue;
        }
        // Stretch and position of each emitted free in the block.
        let mut place: Vec<(usize, usize)> = Vec::new();
        let mut position: FxHashMap<usize, usize> = FxHashMap::default();
        let mut stretch = 0usize;
        for (pos, op) in block.ops().enumerate() {
            if let Some(&i) = index.get(&op) {
                place.push((i, stretch));
                position.insert(i, pos);
            } else if !harmless(op, names) {
                stretch += 1;
            }
        }
        // Candidates by (stretch, memref, o, literal), in block order.
        type Key = (usize, Value, Option<Value>, CondKey);
        let mut keys: Vec<Key> = Vec::new();
        let mut slots: FxHashMap<Key, (Vec<usize>, Vec<usize>)> = FxHashMap::default();
        for &(i, st) in &place {
            let f = &lone[i];
            let mut seen: FxHashSet<Key> = FxHashSet::default();
            for (o, k, positive) in decompositions(f.cond, names) {
                let key = (st, f.memref, o, k);
                if !seen.insert(key) {
                    continue;
                }
                let e = slots.entry(key).or_insert_with(|| {
                    keys.push(key);
                    (Vec::new(), Vec::new())
                });
                if positive { &mut e.0 } else { &mut e.1 }.push(i);
            }
        }
        let mut used: FxHashSet<usize> = FxHashSet::default();
        for key in keys {
            // A record has one polarity per key, so the pairs are disjoint.
            let (pos_list, neg_list) = &slots[&key];
            let free = |list: &[usize]| -> Vec<usize> {
                list.iter().copied().filter(|i| !used.contains(i)).collect()
            };
            let pairs: Vec<(usize, usize)> =
                free(pos_list).into_iter().zip(free(neg_list)).collect();
            for (a, b) in pairs {
                used.insert(a);
                used.insert(b);
                let later = if position[&a] > position[&b] {
                    lone[a].op
                } else {
                    lone[b].op
                };
                let builder = Builder::before(later);
                match key.2 {
                    None => {
                        crate::ir::ops::memref_dealloc(&builder, key.1);
                    }
                    Some(o) => {
                        free_if(&builder, key.1, o, const_bool(o, names));
                    }
                }
                for i in [a, b] {
                    lone[i].op.erase();
                    unused.push(lone[i].cond);
                }
                merged = true;
            }
        }
    }
    merged
}
