//! `scf.while` and `scf.forall` on buffers.
//!
//! **while.** The before-region arguments carry the init buffers (in place,
//! or copies for out-of-place inits) in every iteration: the after region
//! yields exactly those buffers, copying a yielded value that is another
//! buffer into them (see [`Rewriter::loop_yield`]). `scf.condition`
//! forwards whatever buffers its operands have; the after-region arguments
//! and the loop results take their types. A position nobody may read (see
//! [`crate::passes::one_shot::unread`]) carries the init's buffer as it
//! is, and the after region yields its argument back there.
//!
//! **forall.** The shared outputs become the init buffers (in place or
//! copies): the body's shared-output arguments are replaced by them, every
//! `tensor.parallel_insert_slice` becomes a copy into a subview of the
//! buffer (none when the source already is that subview), and the loop is
//! rebuilt without `shared_outs` and results.

use crate::ir::ops;
use crate::ir::{Block, Builder, Op, OpSpec, Region, Type, Value};
use crate::pass::PassError;

use super::{Carried, R, Rewriter, same_view};

impl Rewriter<'_> {
    pub(super) fn scf_while(&mut self, op: Op) -> R<()> {
        let missing = || PassError::new(op, "scf.while without its regions");
        let before = op.region(0).first_block().ok_or_else(missing)?;
        let after = op.region(1).first_block().ok_or_else(missing)?;
        let y = after
            .terminator()
            .ok_or_else(|| PassError::new(op, "scf.while without scf.yield"))?;
        let cond = before
            .terminator()
            .filter(|t| t.is(self.names.condition))
            .ok_or_else(|| PassError::new(op, "scf.while without scf.condition"))?;
        let mut operands: Vec<Value> = Vec::new();
        let mut carried: Vec<Option<Carried>> = Vec::new();
        let unread = self.a.unread_positions(op);
        let perm = self.carried_permutation(op, y, &unread);
        let pre = self.permuted_inits(op, 0, &perm, |k| before.argument(k))?;
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            if !self.is_t(v) {
                operands.push(v);
                carried.push(None);
                continue;
            }
            let arg = before.argument(i);
            if unread[i] {
                // Nobody reads what this position carries: the init's
                // buffer as it is, forwarded unchanged, yielded back.
                let c = self.carry_unread(v, arg, after.argument(i));
                self.same_as.insert(arg, c.init);
                operands.push(c.init);
                carried.push(Some(c));
                continue;
            }
            // The carried buffer is the same in every iteration when the
            // condition forwards the before-argument and the after region
            // yields the after-argument (equivalently).
            let pass = if perm.get(i).is_some_and(|p| p.is_some()) {
                true
            } else if i + 1 < cond.num_operands() && i < after.num_arguments() {
                self.passes_through(arg, (cond, i + 1), op)
                    || self.passes_through(after.argument(i), (y, i), op)
            } else {
                self.passes_through(arg, (y, i), op)
            };
            let (m, root) = self.carry_init(op, i, arg, pass, pre.get(i).copied().flatten())?;
            operands.push(m);
            if !pass {
                // Every iteration starts on the init's buffer.
                self.same_as.insert(arg, m);
            }
            carried.push(Some(Carried {
                target: if pass { arg } else { m },
                carrier: arg,
                root,
                init: m,
                pass,
                from: perm.get(i).copied().flatten(),
                unread: false,
            }));
        }
        self.block(before)?;
        let mut forwarded: Vec<Value> = cond.operands().collect();
        for (j, slot) in forwarded.iter_mut().enumerate().skip(1) {
            let v = *slot;
            if !self.is_t(v) {
                continue;
            }
            let m = self.buffer(v);
            *slot = m;
            let x = after.argument(j - 1);
            x.set_type(m.ty());
            self.bufs.insert(x, x);
            // Within an iteration the argument is that very buffer.
            self.same_as.insert(x, m);
        }
        cond.set_operands(&forwarded);
        self.block(after)?;
        self.loop_yield(y, &carried)?;
        let types: Vec<Type> = (0..op.num_results())
            .map(|j| {
                let r = op.result(j);
                if r.ty().is_tensor() {
                    forwarded[j + 1].ty()
                } else {
                    r.ty()
                }
            })
            .collect();
        let new = op
            .rebuild(&operands, &types)
            .ok_or_else(|| PassError::new(op, "cannot rebuild scf.while on buffers"))?;
        let fixed: Vec<Value> = carried
            .iter()
            .flatten()
            .filter(|c| !c.pass)
            .map(|c| self.canonical(c.target))
            .collect();
        for j in 0..op.num_results() {
            let r = op.result(j);
            if r.ty().is_tensor() {
                self.bufs.insert(r, new.result(j));
                // A result forwarded from a loop-carried buffer is it.
                let c = self.canonical(forwarded[j + 1]);
                if fixed.contains(&c) {
                    self.same_as.insert(new.result(j), c);
                }
            } else {
                r.replace_all_uses_with(new.result(j));
            }
        }
        self.kill(op);
        Ok(())
    }

    pub(super) fn forall(&mut self, op: Op) -> R<()> {
        let body = op
            .region(0)
            .first_block()
            .ok_or_else(|| PassError::new(op, "scf.forall without a body"))?;
        let n_out = op.num_results();
        let first = op.num_operands() - n_out;
        let rank = body.num_arguments() - n_out;
        let mut outs: Vec<Value> = Vec::new();
        for k in 0..n_out {
            let m = self.operand_buffer(op, first + k, true)?;
            let arg = body.argument(rank + k);
            arg.set_type(m.ty());
            self.bufs.insert(arg, arg);
            self.same_as.insert(arg, m);
            outs.push(m);
        }
        self.block(body)?;
        if let Some(ip) = body.terminator().filter(|t| t.is(self.names.in_parallel))
            && let Some(inner) = ip.region(0).first_block()
        {
            self.parallel_inserts(ip, inner)?;
        }
        // The loop on buffers: no shared outputs, no results.
        let ctx = op.context();
        let mut seg: Vec<i32> = op
            .attr("operandSegmentSizes")
            .and_then(|a| a.as_dense_ints())
            .map(|v| v.iter().map(|&x| x as i32).collect())
            .ok_or_else(|| PassError::new(op, "scf.forall without operandSegmentSizes"))?;
        if let Some(last) = seg.last_mut() {
            *last = 0;
        }
        let mut attrs = vec![("operandSegmentSizes", ctx.i32_array_attr(&seg))];
        for name in [
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
            "mapping",
        ] {
            if let Some(a) = op.attr(name) {
                attrs.push((name, a));
            }
        }
        let bounds: Vec<Value> = op.operands().take(first).collect();
        let region = Region::empty();
        region.take_body(op.region(0));
        Builder::before(op).create(OpSpec {
            name: "scf.forall",
            operands: &bounds,
            attrs: &attrs,
            regions: vec![region],
            ..Default::default()
        });
        for (k, &m) in outs.iter().enumerate() {
            self.bufs.insert(op.result(k), m);
            let arg = body.argument(rank + k);
            arg.replace_all_uses_with(m);
        }
        // The shared-output arguments go once nothing refers to them.
        self.erase_args.push((body, rank, n_out));
        self.kill(op);
        Ok(())
    }

    /// Each `tensor.parallel_insert_slice` of `in_parallel` op `ip` becomes a
    /// copy into the subview of its destination buffer, right before `ip`.
    fn parallel_inserts(&mut self, ip: Op, inner: Block) -> R<()> {
        let ops: Vec<Op> = inner.ops().collect();
        let b = Builder::before(ip);
        for pis in ops {
            if !pis.is(self.names.parallel_insert_slice) {
                return Err(PassError::new(
                    pis,
                    format!(
                        "ferrobuf-one-shot-bufferize does not support '{}' in 'scf.forall.in_parallel'",
                        pis.name().as_str()
                    ),
                ));
            }
            let b = b.with_loc(pis.loc());
            let src = self.buffer(pis.operand(0));
            let dest = self.buffer(pis.operand(1));
            let src_ty = self.tty(pis.operand(0));
            let view = self.subview(&b, pis, dest, 2, src_ty)?;
            if !same_view(src, view) {
                let src = self.cast_or_copy(&b, src, src.ty(), src_ty)?;
                ops::memref_copy(&b, src, view);
            } else if let Some(v) = view.defining_op() {
                v.erase();
            }
            self.kill(pis);
        }
        Ok(())
    }
}
