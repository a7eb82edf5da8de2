//! After a function is rewritten: loop-carried buffers that an `scf.for`
//! only forwards leave the loop.
//!
//! A tensor loop that writes its iter_arg in place yields, once on buffers,
//! the iter_arg's own block argument: the buffer is the same in every
//! iteration, and the loop's result is its init. Such an iter_arg is
//! dropped: its block argument and the loop's result are replaced by the
//! init buffer.
//!
//! ```mlir
//! %r = scf.for %i = %a to %b step %c iter_args(%m = %buf) -> (memref<4xf32>) {
//!   memref.store %x, %m[%i] : memref<4xf32>
//!   scf.yield %m : memref<4xf32>
//! }
//! // becomes
//! scf.for %i = %a to %b step %c {
//!   memref.store %x, %buf[%i] : memref<4xf32>
//! }
//! ```
//!
//! Upstream leaves these iter_args to `canonicalize`. Left in place, the
//! deallocation pass would carry an ownership flag beside each of them and
//! could not tell that the result is the init (a run-time pointer
//! comparison where a static answer exists), so ferrobuf's pipeline, which
//! runs no canonicalize, would free less precisely.
//!
//! A copy between two identical views of one buffer (the same value, or
//! two `memref.subview`s of one source with the same offsets, sizes and
//! strides) is then dropped: what an `insert_slice` of a loop's result
//! into the slice the loop wrote in place leaves once the loop's result is
//! its init (upstream leaves the copy to canonicalize and cse). So is a
//! copy from a result of an `scf.if`/`scf.index_switch` every region of
//! which yields such a view of the target (or a `memref.cast` of one): what
//! an `insert_slice` of a branch result computed in place in the slice
//! leaves. Whichever branch ran, the copy's source is its target's memory
//! (the views' operands are the same SSA values, defined before the branch
//! op, so the same numbers): the copy does nothing.
//!
//! Only memref iter_args are dropped (tensors are gone after the rewrite;
//! other values are the input's own business). Inner loops go first, so a
//! chain of nested loops that each forward the outer one's buffer leaves
//! entirely. Linear in the function.

use crate::ir::{Op, Order, Type, Value, Walk};
use crate::op_names;

op_names!(Names {
    for_op = "scf.for",
    copy = "memref.copy",
    subview = "memref.subview",
    cast = "memref.cast",
    scf_if = "scf.if",
    index_switch = "scf.index_switch",
});

/// Drops the memref iter_args every `scf.for` in `func` only forwards.
pub fn drop_forwarded_buffers(func: Op) {
    let names = Names::new(func.context());
    // One walk for both: the copies (no regions) come in program order in
    // a post-order walk too, and the loop rebuilds below move them with
    // their bodies, never erase them.
    let mut loops = Vec::new();
    let mut copies = Vec::new();
    func.walk(Order::Post, |op| {
        if op.is(names.for_op) {
            loops.push(op);
        } else if op.is(names.copy) {
            copies.push(op);
        }
        Walk::Advance
    });
    for l in loops {
        drop_in_loop(l);
    }
    let self_copies: Vec<Op> = copies
        .into_iter()
        .filter(|&op| same_memory(&names, op.operand(0), op.operand(1), 0))
        .collect();
    for c in self_copies {
        let views: Vec<Value> = c.operands().collect();
        c.erase();
        // The views the copy was the only user of go with it.
        for v in views {
            if let Some(d) = v.defining_op()
                && d.is(names.subview)
                && d.results().all(|r| r.first_use_owner().is_none())
            {
                d.erase();
            }
        }
    }
}

/// Whether `a` is the memory of `b`: the same view (see `same_view`), a
/// `memref.cast` of such a value, or a result of a branch op each region
/// of which yields such a value (`depth` bounds the nesting followed).
fn same_memory(names: &Names, a: Value, b: Value, depth: u32) -> bool {
    if super::same_view(a, b) {
        return true;
    }
    let Some(d) = a.defining_op() else {
        return false;
    };
    if depth > 8 {
        return false;
    }
    if d.is(names.cast) {
        return same_memory(names, d.operand(0), b, depth + 1);
    }
    if !(d.is(names.scf_if) || d.is(names.index_switch)) {
        return false;
    }
    let k = a.index();
    let mut regions = 0;
    for region in d.regions() {
        regions += 1;
        let Some(y) = region.first_block().and_then(|bl| bl.terminator()) else {
            return false;
        };
        if k >= y.num_operands() || !same_memory(names, y.operand(k), b, depth + 1) {
            return false;
        }
    }
    regions > 0
}

/// Operands of `scf.for` before the inits: lower bound, upper bound, step.
const CONTROL_OPERANDS: usize = 3;

fn drop_in_loop(l: Op) {
    let Some(body) = l.region(0).first_block() else {
        return;
    };
    let Some(yield_op) = body.terminator() else {
        return;
    };
    let n = l.num_results();
    if l.num_operands() != CONTROL_OPERANDS + n || yield_op.num_operands() != n {
        return;
    }
    let forwarded: Vec<bool> = (0..n)
        .map(|i| {
            let arg = body.argument(1 + i);
            arg.ty().is_any_memref() && yield_op.operand(i) == arg
        })
        .collect();
    if !forwarded.iter().any(|&f| f) {
        return;
    }
    let mut operands: Vec<Value> = (0..CONTROL_OPERANDS).map(|i| l.operand(i)).collect();
    let mut types: Vec<Type> = Vec::new();
    let mut yielded: Vec<Value> = Vec::new();
    for (i, &f) in forwarded.iter().enumerate() {
        let init = l.operand(CONTROL_OPERANDS + i);
        if f {
            body.argument(1 + i).replace_all_uses_with(init);
            l.result(i).replace_all_uses_with(init);
        } else {
            operands.push(init);
            types.push(l.result(i).ty());
            yielded.push(yield_op.operand(i));
        }
    }
    yield_op.set_operands(&yielded);
    let Some(new) = l.rebuild(&operands, &types) else {
        // MLIR refused the smaller loop: put the yield back as it was
        // (every use of the dropped values is the init now, which is
        // equal to them), and keep the old loop.
        let all: Vec<Value> = (0..n)
            .map(|i| {
                if forwarded[i] {
                    body.argument(1 + i)
                } else {
                    yield_op.operand(yielded_index(&forwarded, i))
                }
            })
            .collect();
        yield_op.set_operands(&all);
        return;
    };
    let mut k = 0;
    for (i, &f) in forwarded.iter().enumerate() {
        if !f {
            l.result(i).replace_all_uses_with(new.result(k));
            k += 1;
        }
    }
    l.erase();
    // The body block moved into the rebuilt loop.
    for i in (0..n).rev() {
        if forwarded[i] {
            body.erase_argument(1 + i);
        }
    }
}

/// Position of kept iter_arg `i` among the kept ones.
fn yielded_index(forwarded: &[bool], i: usize) -> usize {
    forwarded[..i].iter().filter(|&&f| !f).count()
}
