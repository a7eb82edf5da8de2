//! The rewrite of each op, by its kind: ops of simple models here, the
//! others handed to the sibling modules (views, loops, regions, calls,
//! vector, ...).

use crate::ir::ops;
use crate::ir::{Builder, Op, OpSpec, Value};
use crate::pass::PassError;

use crate::passes::one_shot::model::Kind;
use crate::passes::one_shot::types;

use super::{R, Rewriter, same_view};

impl Rewriter<'_> {
    pub(super) fn op(&mut self, op: Op, kind: Kind) -> R<()> {
        let n = self.names;
        let b = Builder::before(op);
        match kind {
            Kind::None => {
                // Ops without tensors may still hold regions with tensors
                // (e.g. an scf.for over scalars).
                for r in op.regions() {
                    for blk in r.blocks() {
                        self.block(blk)?;
                    }
                }
            }
            Kind::Empty => {
                let t = op.result(0);
                let dyn_sizes: Vec<Value> = op.operands().collect();
                let ty = types::identity(t.ty(), self.space(t.ty()));
                let m = ops::memref_alloc(&b, ty, &dyn_sizes, self.alignment(&b));
                self.fresh.push((m, "allocation for 'tensor.empty'"));
                self.bufs.insert(t, m);
                self.kill(op);
            }
            Kind::AllocTensor => self.alloc_tensor(op, &b)?,
            Kind::Constant if !op.is(n.constant) => self.global_load(op, &b)?,
            Kind::Constant => self.constant(op, &b)?,
            Kind::Read => {
                // tensor.extract %t[indices]
                let m = self.buffer(op.operand(0));
                let mut operands = vec![m];
                operands.extend(op.operands().skip(1));
                let elem = op.result(0).ty();
                let v = b
                    .create(OpSpec {
                        name: "memref.load",
                        operands: &operands,
                        results: &[elem],
                        ..Default::default()
                    })
                    .result(0);
                op.result(0).replace_all_uses_with(v);
                self.kill(op);
            }
            Kind::Query => {
                let m = self.buffer(op.operand(0));
                let idx = b.ctx().index_type();
                let v = if op.is(n.dim) {
                    ops::memref_dim(&b, m, op.operand(1))
                } else {
                    b.create(OpSpec {
                        name: "memref.rank",
                        operands: &[m],
                        results: &[idx],
                        ..Default::default()
                    })
                    .result(0)
                };
                op.result(0).replace_all_uses_with(v);
                self.kill(op);
            }
            Kind::Insert => {
                let m = self.operand_buffer(op, 1, self.use_reads(op, 1))?;
                let mut operands = vec![op.operand(0), m];
                operands.extend(op.operands().skip(2));
                b.create(OpSpec {
                    name: "memref.store",
                    operands: &operands,
                    ..Default::default()
                });
                self.bufs.insert(op.result(0), m);
                self.kill(op);
            }
            Kind::Fill => self.fill(op, &b)?,
            Kind::ExtractSlice => {
                let src = self.buffer(op.operand(0));
                let view = self.subview(&b, op, src, 1, op.result(0).ty())?;
                let m = self.copy_result(&b, op, 0, op.result(0).ty(), view)?;
                // A new buffer without a copy: the view went unused.
                if m != view
                    && view != src
                    && view.first_use_owner().is_none()
                    && let Some(v) = view.defining_op()
                {
                    v.erase();
                }
                self.bufs.insert(op.result(0), m);
                self.kill(op);
            }
            Kind::InsertSlice => {
                let src = self.buffer(op.operand(0));
                let dest = self.operand_buffer(op, 1, self.use_reads(op, 1))?;
                let src_ty = self.tty(op.operand(0));
                let view = self.subview(&b, op, dest, 2, src_ty)?;
                if !same_view(src, view) {
                    let src = self.cast_or_copy(&b, src, src.ty(), src_ty)?;
                    ops::memref_copy(&b, src, view);
                }
                self.bufs.insert(op.result(0), dest);
                self.kill(op);
            }
            Kind::Reshape => self.reshape(op, &b)?,
            Kind::Dps => self.dps(op)?,
            Kind::Select => {
                let (x, y) = (self.buffer(op.operand(1)), self.buffer(op.operand(2)));
                let ty = types::join(x.ty(), y.ty());
                let tty = op.result(0).ty();
                let x = self.cast_or_copy(&b, x, ty, tty)?;
                let y = self.cast_or_copy(&b, y, ty, tty)?;
                let v = b
                    .create(OpSpec {
                        name: "arith.select",
                        operands: &[op.operand(0), x, y],
                        results: &[ty],
                        ..Default::default()
                    })
                    .result(0);
                let m = if self.out_of_place(op, 1).is_some() || self.out_of_place(op, 2).is_some()
                {
                    let new = self.alloc_like(&b, tty, Some(v), ty.memref_memory_space())?;
                    // Nothing reads the result before overwriting it: a
                    // new buffer, no copy.
                    let read = self
                        .a
                        .id(op.result(0))
                        .is_none_or(|id| self.a.value_read(id));
                    if read {
                        ops::memref_copy(&b, v, new);
                        self.explain(new, "copy of the result of 'arith.select'", None);
                    } else {
                        self.explain(
                            new,
                            "allocation for the result of 'arith.select' (not read, no copy)",
                            None,
                        );
                    }
                    new
                } else {
                    // Both choices the same buffer: the result is it (a
                    // loop yielding it yields its carried buffer, no copy).
                    let first = self.canonical(x);
                    if self.canonical(y) == first {
                        self.same_as.insert(v, first);
                    }
                    v
                };
                self.bufs.insert(op.result(0), m);
                self.kill(op);
            }
            Kind::For => self.scf_for(op)?,
            Kind::If | Kind::IndexSwitch | Kind::ExecuteRegion => self.branches(op)?,
            Kind::ToTensor => {
                self.bufs.insert(op.result(0), op.operand(0));
                self.kill(op);
            }
            Kind::ToBuffer => {
                let m = self.operand_buffer(op, 0, true)?;
                let want = op.result(0).ty();
                let m = self.cast_or_copy(&b, m, want, self.tty(op.operand(0)))?;
                op.result(0).replace_all_uses_with(m);
                self.kill(op);
            }
            Kind::Materialize => {
                let src = self.buffer(op.operand(0));
                let dest = op.operand(1);
                if self.is_t(dest) {
                    let d = self.operand_buffer(op, 1, false)?;
                    if d != src {
                        ops::memref_copy(&b, src, d);
                    }
                    if op.num_results() > 0 {
                        self.bufs.insert(op.result(0), d);
                    }
                } else if !same_view(src, dest) && src != dest {
                    ops::memref_copy(&b, src, dest);
                }
                self.kill(op);
            }
            Kind::Call => self.call(op, &b)?,
            Kind::Branch => {
                // Successor block arguments have the fully dynamic layout
                // (see `retype_block_arguments`). An out-of-place operand
                // whose argument nobody reads (the analysis counts the
                // operand as read only then) gets a buffer without a copy.
                for i in 0..op.num_operands() {
                    let v = op.operand(i);
                    if !self.is_t(v) {
                        continue;
                    }
                    let tt = self.tty(v);
                    let m = self.operand_buffer(op, i, self.use_reads(op, i))?;
                    let ty = types::fully_dynamic(tt, m.ty().memref_memory_space());
                    let m = self.cast_or_copy(&b, m, ty, tt)?;
                    op.set_operand(i, m);
                }
            }
            Kind::Return => self.ret(op, &b)?,
            Kind::Vector => self.vector_op(op)?,
            Kind::Mask => self.vector_mask(op)?,
            Kind::GlobalStore => self.global_store(op, &b)?,
            Kind::DeallocTensor => {
                let m = self.buffer(op.operand(0));
                ops::memref_dealloc(&b, m);
                self.kill(op);
            }
            Kind::While => self.scf_while(op)?,
            Kind::Forall => self.forall(op)?,
            Kind::ParallelInsertSlice => {
                return Err(PassError::new(
                    op,
                    format!(
                        "ferrobuf-one-shot-bufferize does not support '{}' yet",
                        op.name().as_str()
                    ),
                ));
            }
            Kind::Yield | Kind::InParallel => {}
            Kind::Unknown | Kind::Foreign => {
                if kind == Kind::Unknown && !self.opts.allow_unknown {
                    return Err(PassError::new(op, "op was not bufferized"));
                }
                for i in 0..op.num_operands() {
                    let t = op.operand(i);
                    if !self.is_t(t) {
                        continue;
                    }
                    // The op reads a tensor value and writes no buffer of
                    // ours: no copy. A still-tensor value is kept (a replaced
                    // producer gets its `to_tensor` where it was).
                    if t.ty().is_tensor() {
                        continue;
                    }
                    let m = self.buffer(t);
                    let tt = b
                        .create(OpSpec {
                            name: "bufferization.to_tensor",
                            operands: &[m],
                            results: &[self.tty(t)],
                            ..Default::default()
                        })
                        .result(0);
                    op.set_operand(i, tt);
                }
                for r in op.regions() {
                    for blk in r.blocks() {
                        self.block(blk)?;
                    }
                }
            }
        }
        Ok(())
    }

    fn dps(&mut self, op: Op) -> R<()> {
        let inits = op.dps_inits();
        let n_in = op.num_operands() - inits.len();
        let mut operands = Vec::with_capacity(op.num_operands());
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            if !self.is_t(v) {
                operands.push(v);
            } else if i < n_in {
                operands.push(self.buffer(v));
            } else {
                let read = crate::passes::one_shot::model::init_read(&self.names, op, i)
                    && self.use_reads(op, i);
                operands.push(self.operand_buffer(op, i, read)?);
            }
        }
        for (i, &buf) in operands.iter().enumerate().skip(n_in) {
            if let Some(r) = op.dps_tied_result(i) {
                self.bufs.insert(op.result(r), buf);
            }
        }
        // The payload may read captured tensors (e.g. `tensor.extract`).
        for r in op.regions() {
            for blk in r.blocks() {
                self.block(blk)?;
            }
        }
        // `linalg.copy` of a buffer onto itself (the tensor copied onto
        // itself, in place): nothing to do, and no write for later passes
        // to see.
        if op.is(self.names.linalg_copy) && operands.len() == 2 && operands[0] == operands[1] {
            self.kill(op);
            return Ok(());
        }
        let new = op
            .rebuild(&operands, &[])
            .ok_or_else(|| PassError::new(op, "cannot rebuild the op on buffers"))?;
        let _ = new;
        self.kill(op);
        Ok(())
    }
}
