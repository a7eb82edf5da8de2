//! Vector ops on tensors: `vector.transfer_read`, `vector.gather`,
//! `vector.transfer_write`, `vector.scatter`, and `vector.mask` around one
//! of them.
//!
//! - `transfer_read` / `gather` read their source: the op keeps its vector
//!   result and takes the source's buffer.
//! - `transfer_write` / `scatter` write their destination (operand 1 /
//!   operand 0): they become the memref form of the op (no result) on the
//!   destination's buffer, or on a new buffer when the destination is out
//!   of place (a copy of the old contents unless the write covers all of
//!   it, see [`model::transfer_write_covers_all`]). The result is that
//!   buffer.
//! - `vector.mask` holds exactly one op besides its `vector.yield`: a copy
//!   for an out-of-place masked write is made before the `vector.mask`,
//!   never inside it (upstream puts it inside and then fails with "body
//!   must bufferize in-place"). The `vector.mask` is rebuilt without its
//!   tensor results (the masked memref op has none); they are the yielded
//!   values' buffers.
//!
//! ```mlir
//! %r = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<16xf32>
//! // in place:
//! vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<16xf32, ...>
//! ```

use crate::ir::ops;
use crate::ir::{Builder, Op, Type, Value};
use crate::pass::PassError;

use super::super::model;
use super::{R, Rewriter};

impl Rewriter<'_> {
    /// A `Kind::Vector` op (see the module doc).
    pub(super) fn vector_op(&mut self, op: Op) -> R<()> {
        let n = self.names;
        if !(op.is(n.transfer_write) || op.is(n.scatter)) {
            // transfer_read / gather: the source (operand 0) becomes its
            // buffer; nothing else changes.
            let m = self.buffer(op.operand(0));
            op.set_operand(0, m);
            return Ok(());
        }
        let i = usize::from(op.is(n.transfer_write));
        let read = op.is(n.scatter) || !model::transfer_write_covers_all(&n, op);
        // A masked op: new ops go before the vector.mask.
        let at = match op.parent() {
            Some(p) if p.is(n.vector_mask) => p,
            _ => op,
        };
        let m = self.dest_buffer(op, i, read, at)?;
        let mut operands: Vec<Value> = op.operands().collect();
        operands[i] = m;
        op.rebuild(&operands, &[])
            .ok_or_else(|| PassError::new(op, "cannot rebuild the op on buffers"))?;
        self.bufs.insert(op.result(0), m);
        self.kill(op);
        Ok(())
    }

    /// The buffer written through operand `i` of `op`: its tensor's buffer,
    /// or, when the use is out of place, a new buffer allocated before `at`
    /// (holding a copy of the old contents if `copy`).
    fn dest_buffer(&mut self, op: Op, i: usize, copy: bool, at: Op) -> R<Value> {
        let t = op.operand(i);
        let m = self.buffer(t);
        let Some(u) = self.out_of_place(op, i) else {
            return Ok(m);
        };
        let b = Builder::before(at);
        let new = self.alloc_like(&b, self.tty(t), Some(m), m.ty().memref_memory_space())?;
        let reason = self.a.reasons.get(u);
        let name = op.name();
        if copy {
            ops::memref_copy(&b, m, new);
            self.explain(
                new,
                &format!("copy of operand #{i} of '{}'", name.as_str()),
                reason,
            );
        } else {
            self.explain(
                new,
                &format!(
                    "allocation for operand #{i} of '{}' (it overwrites all of it: no copy)",
                    name.as_str()
                ),
                reason,
            );
        }
        Ok(new)
    }

    /// `vector.mask` with tensor results: bufferizes the masked op (its
    /// copies go before the mask), then rebuilds the mask with its other
    /// results only.
    pub(super) fn vector_mask(&mut self, op: Op) -> R<()> {
        let body = op
            .region(0)
            .first_block()
            .ok_or_else(|| PassError::new(op, "vector.mask without a body"))?;
        self.block(body)?;
        let y = body
            .terminator()
            .filter(|t| t.is(self.names.vector_yield))
            .ok_or_else(|| PassError::new(op, "vector.mask without a vector.yield"))?;
        // A yielded tensor without a buffer comes from an op left on
        // tensors (`allow-unknown-ops`): the vector.mask stays as it is
        // (its results get `to_buffer`s after it, where they are used).
        if y.operands()
            .any(|v| v.ty().is_tensor() && !self.bufs.contains_key(&v))
        {
            return Ok(());
        }
        let mut kept: Vec<Value> = Vec::new();
        let mut kept_types: Vec<Type> = Vec::new();
        let mut yielded: Vec<Option<Value>> = Vec::new();
        for k in 0..y.num_operands() {
            let v = y.operand(k);
            if self.is_t(v) {
                yielded.push(Some(self.buffer(v)));
            } else {
                yielded.push(None);
                kept.push(v);
                kept_types.push(op.result(k).ty());
            }
        }
        y.set_operands(&kept);
        let operands: Vec<Value> = op.operands().collect();
        let new = op
            .rebuild(&operands, &kept_types)
            .ok_or_else(|| PassError::new(op, "cannot rebuild vector.mask on buffers"))?;
        let mut next = 0;
        for (k, m) in yielded.into_iter().enumerate() {
            match m {
                Some(m) => {
                    self.bufs.insert(op.result(k), m);
                }
                None => {
                    op.result(k).replace_all_uses_with(new.result(next));
                    next += 1;
                }
            }
        }
        self.kill(op);
        Ok(())
    }
}
