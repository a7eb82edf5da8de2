//! What of an operand's contents matters: tensors whose contents are
//! undefined (any buffer will do for them, no copy), and which operands a
//! linalg payload reads. Used by the per-op models ([`super::model`]), the
//! conflict rules and the rewrite.

use super::model::Names;
use crate::ir::{Op, Value};

/// The attribute marking a `tensor.extract_slice` that One-Shot's own
/// empty-tensor elimination put in place of a `tensor.empty` (see
/// [`undefined_contents`]); it goes with the op when the op is bufferized.
pub const UNDEFINED_SLICE_ATTR: &str = "ferrobuf.undefined_contents";

/// Whether tensor `v` has undefined contents: a `tensor.empty`, a
/// `bufferization.alloc_tensor` without `copy(...)` (its only tensor
/// operand), or an `extract_slice` marked [`UNDEFINED_SLICE_ATTR`], seen
/// through `tensor.cast`s (a cast's contents are its source's, in place or
/// copied). Any buffer's contents will do for it: a write into its buffer
/// before a read of it conflicts with nothing (rule 0 of the conflict
/// rules), and a copy of it copies nothing anyone may rely on (the rewrite
/// makes none). A marked slice stands for the empty it replaced, whose
/// one use it has (nothing else reads it): what that use reads was
/// undefined before the replacement, so any contents still will do; as a
/// view of the destination, writes into it are writes into the
/// destination, decided like any other.
pub fn undefined_contents(names: &Names, mut v: Value) -> bool {
    loop {
        match v.defining_op() {
            Some(d) if d.is(names.empty) => return true,
            Some(d) if d.is(names.extract_slice) => {
                return d.attr(UNDEFINED_SLICE_ATTR).is_some();
            }
            Some(d) if d.is(names.alloc_tensor) => {
                return !d.operands().any(|x| x.ty().is_tensor());
            }
            Some(d) if d.is(names.cast) => v = d.operand(0),
            _ => return false,
        }
    }
}

/// Whether `v` is, seen through `tensor.cast`s, an `extract_slice` marked
/// [`UNDEFINED_SLICE_ATTR`].
pub fn marked_slice(names: &Names, mut v: Value) -> bool {
    loop {
        match v.defining_op() {
            Some(d) if d.is(names.cast) => v = d.operand(0),
            Some(d) => return d.is(names.extract_slice) && d.attr(UNDEFINED_SLICE_ATTR).is_some(),
            None => return false,
        }
    }
}

/// Whether destination-style op `op` reads its init operand `i`: the
/// payload uses the init's block argument (an init that is not read is
/// overwritten entirely). `linalg.softmax` has no payload and never reads
/// its init; other ops without a payload are assumed to read it.
pub fn init_read(names: &Names, op: Op, i: usize) -> bool {
    !op.is(names.softmax) && payload_reads(op, i)
}

/// Whether linalg op `op` reads operand `i` (an input or an init): its
/// payload's block argument `i` has a use by a live op of the payload;
/// without a payload, yes.
///
/// Live: the terminator, ops with regions or with memory effects (or
/// unknown ones), and ops whose results a live op uses. The others are
/// effect-free and their results reach nothing the payload yields: the
/// argument's value cannot influence the op's results, so the element is
/// not observed (e.g. `%d = arith.addi %init, %init` whose `%d` is unused).
/// Upstream counts any use as a read for `linalg.generic`, and never reads
/// a `linalg.map` init (it miscompiles a map whose payload uses it, e2e
/// `map_reads_init`).
pub fn payload_reads(op: Op, i: usize) -> bool {
    if op.num_regions() == 0 {
        return true;
    }
    let Some(block) = op.region(0).first_block() else {
        return true;
    };
    if i >= block.num_arguments() {
        return true;
    }
    let arg = block.argument(i);
    if arg.first_use_owner().is_none() {
        return false;
    }
    let live = live_payload_ops(block);
    let in_live = |u: Op| block.find_ancestor_op(u).is_none_or(|a| live.contains(&a));
    arg.users().any(in_live)
}

/// The live ops of a payload block (see [`payload_reads`]). Users follow
/// their definitions in a block, so one backward pass finds them.
fn live_payload_ops(block: crate::ir::Block) -> crate::analysis::fxhash::FxHashSet<Op> {
    let ops: Vec<Op> = block.ops().collect();
    let last = ops.last().copied();
    let mut live = crate::analysis::fxhash::FxHashSet::default();
    for &o in ops.iter().rev() {
        let effect_free = o.num_regions() == 0 && o.is_effect_free();
        let keep = Some(o) == last
            || !effect_free
            || o.results().any(|r| {
                r.users()
                    .any(|u| block.find_ancestor_op(u).is_none_or(|a| live.contains(&a)))
            });
        if keep {
            live.insert(o);
        }
    }
    live
}
