//! Region ops that run one region once (`scf.if`, `scf.index_switch`,
//! `scf.execute_region`): results typed by joining what the branches
//! yield, each yield casting or copying to that type.

use crate::ir::{Builder, Op, Type, Value, ops};
use crate::pass::PassError;
use crate::passes::one_shot::types::{self};

use super::{R, Rewriter};

impl Rewriter<'_> {
    /// `scf.if`, `scf.index_switch`, `scf.execute_region`: bufferize every
    /// region, join the yielded buffer types, rebuild with memref results.
    pub(super) fn branches(&mut self, op: Op) -> R<()> {
        let b = Builder::before(op);
        let mut operands = Vec::new();
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            operands.push(if self.is_t(v) { self.buffer(v) } else { v });
        }
        let mut yields: Vec<Op> = Vec::new();
        for r in op.regions() {
            self.retype_block_arguments(r);
            for blk in r.blocks() {
                self.block(blk)?;
                if let Some(t) = blk.terminator()
                    && (t.is(self.names.scf_yield) || t.is(self.names.assuming_yield))
                {
                    yields.push(t);
                }
            }
        }
        let nres = op.num_results();
        let mut result_types: Vec<Type> = Vec::with_capacity(nres);
        let mut yielded: Vec<Vec<Value>> = vec![Vec::new(); yields.len()];
        for k in 0..nres {
            let r = op.result(k);
            if !r.ty().is_tensor() {
                result_types.push(r.ty());
                continue;
            }
            let mut ty: Option<Type> = None;
            for (yi, y) in yields.iter().enumerate() {
                let v = y.operand(k);
                let yb = Builder::before(*y);
                let mut m = self.buffer(v);
                if self.out_of_place(*y, k).is_some() {
                    let new =
                        self.alloc_like(&yb, self.tty(v), Some(m), m.ty().memref_memory_space())?;
                    ops::memref_copy(&yb, m, new);
                    let reason = self.use_id(*y, k).and_then(|u| self.a.reasons.get(u));
                    self.explain(new, &format!("copy of yielded value #{k}"), reason);
                    m = new;
                }
                yielded[yi].push(m);
                ty = Some(match ty {
                    None => m.ty(),
                    Some(t) => types::join(t, m.ty()),
                });
            }
            result_types.push(ty.unwrap_or_else(|| types::fully_dynamic(r.ty(), None)));
        }
        for (yi, y) in yields.iter().enumerate() {
            let yb = Builder::before(*y);
            let mut vals: Vec<Value> = y.operands().collect();
            let mut t_idx = 0;
            for k in 0..nres {
                if op.result(k).ty().is_tensor() {
                    let m = yielded[yi][t_idx];
                    t_idx += 1;
                    vals[k] = self.cast_or_copy(&yb, m, result_types[k], op.result(k).ty())?;
                }
            }
            y.set_operands(&vals);
        }
        let new = op
            .rebuild(&operands, &result_types)
            .ok_or_else(|| PassError::new(op, "cannot rebuild the op on buffers"))?;
        let _ = b;
        let mut t_idx = 0;
        for k in 0..nres {
            let r = op.result(k);
            if r.ty().is_tensor() {
                self.bufs.insert(r, new.result(k));
                // Every branch yields the same buffer: the result is it.
                let mut same = yielded.iter().map(|y| self.canonical(y[t_idx]));
                if let Some(first) = same.next()
                    && same.all(|c| c == first)
                {
                    self.same_as.insert(new.result(k), first);
                }
                t_idx += 1;
            } else {
                r.replace_all_uses_with(new.result(k));
            }
        }
        self.kill(op);
        Ok(())
    }
}
