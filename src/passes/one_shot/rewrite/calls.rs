//! Function boundaries: `func.call` on buffers (the caller's own buffer
//! stands for a result only when the rewritten callee provably returns
//! that argument) and `func.return` (layout policy, fixed signatures of
//! call cycles).

use crate::ir::{Builder, Op, OpSpec, Value};
use crate::pass::PassError;
use crate::passes::one_shot::types::{self, LayoutPolicy};

use super::{R, Rewriter};

impl Rewriter<'_> {
    pub(super) fn call(&mut self, op: Op, b: &Builder) -> R<()> {
        let callee = op
            .resolve_callable()
            .ok_or_else(|| PassError::new(op, "cannot resolve the callee"))?;
        let arg_types = callee.function_argument_types();
        let res_types = callee.function_result_types();
        let summary = self.summaries.get(&callee).cloned().unwrap_or_default();
        let mut operands = Vec::new();
        let mut passed: Vec<Value> = Vec::new();
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            if self.is_t(v) {
                let read = summary.read.get(i).copied().unwrap_or(true);
                let m = self.operand_buffer(op, i, read)?;
                passed.push(m);
                let want = arg_types.get(i).copied().unwrap_or(m.ty());
                operands.push(self.cast_or_copy(b, m, want, self.tty(v))?);
            } else {
                passed.push(v);
                operands.push(v);
            }
        }
        let new = op
            .rebuild(&operands, &res_types)
            .ok_or_else(|| PassError::new(op, "cannot rebuild the call on buffers"))?;
        for k in 0..op.num_results() {
            let r = op.result(k);
            if r.ty().is_tensor() {
                // The caller's own buffer stands for the result only when
                // the rewritten callee returns exactly that argument (not a
                // copy, a view of another shape, or another buffer), as
                // the analysis' equivalence promised.
                let proven = summary
                    .equivalent
                    .get(k)
                    .copied()
                    .flatten()
                    .filter(|&a| a < passed.len() && returned_argument(callee, k) == Some(a));
                if proven.is_some() {
                    self.call_results.insert(r, new.result(k));
                }
                let m = match proven {
                    Some(a) if passed[a].ty() == new.result(k).ty() => passed[a],
                    Some(a) if types::cast_compatible(passed[a].ty(), new.result(k).ty()) => b
                        .create(OpSpec {
                            name: "memref.cast",
                            operands: &[passed[a]],
                            results: &[new.result(k).ty()],
                            ..Default::default()
                        })
                        .result(0),
                    _ => new.result(k),
                };
                self.bufs.insert(r, m);
            } else {
                r.replace_all_uses_with(new.result(k));
            }
        }
        self.kill(op);
        Ok(())
    }

    pub(super) fn ret(&mut self, op: Op, b: &Builder) -> R<()> {
        let mut vals = Vec::new();
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            if self.is_t(v) {
                let tt = self.tty(v);
                let m = match self.call_results.get(&v) {
                    Some(&r) => r,
                    None => self.buffer(v),
                };
                let want = self.ret_types.as_ref().and_then(|w| w.get(i).copied());
                let m = if let Some(want) = want.filter(|w| w.is_any_memref()) {
                    self.cast_or_copy(b, m, want, tt)?
                } else if m.ty().is_unranked_memref() {
                    m
                } else if self.opts.func_policy == LayoutPolicy::Identity
                    && !m.ty().has_identity_layout()
                {
                    self.cast_or_copy(b, m, types::identity(tt, m.ty().memref_memory_space()), tt)?
                } else if self.opts.func_policy == LayoutPolicy::FullyDynamic {
                    let ty = types::fully_dynamic(tt, m.ty().memref_memory_space());
                    self.cast_or_copy(b, m, ty, tt)?
                } else {
                    m
                };
                vals.push(m);
            } else {
                vals.push(v);
            }
        }
        op.set_operands(&vals);
        Ok(())
    }
}

/// The entry-block argument that every `func.return` of the (rewritten)
/// function `f` returns as result `k`, through `memref.cast`s and through
/// calls whose callee in turn returns the argument passed (up to a depth);
/// `None` for a function without body or when some return gives anything
/// else.
fn returned_argument(f: Op, k: usize) -> Option<usize> {
    returned_argument_at(f, k, 0)
}

fn returned_argument_at(f: Op, k: usize, depth: u32) -> Option<usize> {
    if depth > 16 {
        return None;
    }
    let body = f.function_body()?;
    let entry = body.first_block()?;
    let mut found: Option<usize> = None;
    for blk in body.blocks() {
        let Some(t) = blk.terminator() else { continue };
        if t.num_successors() > 0 || t.parent() != Some(f) {
            continue;
        }
        let mut v = (k < t.num_operands()).then(|| t.operand(k))?;
        loop {
            match v.defining_op() {
                Some(d) if d.name().as_str() == "memref.cast" => v = d.operand(0),
                Some(d) if d.interfaces().call() => {
                    let callee = d.resolve_callable()?;
                    let j = returned_argument_at(callee, v.index(), depth + 1)?;
                    v = *d.call_arguments().get(j)?;
                }
                _ => break,
            }
        }
        if v.is_result() || v.owner_block() != Some(entry) {
            return None;
        }
        let i = v.index();
        match found {
            Some(j) if j != i => return None,
            _ => found = Some(i),
        }
    }
    found
}
