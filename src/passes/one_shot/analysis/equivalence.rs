//! Equivalence found after the decisions: results of ops that forward one
//! of several values, and loop-carried tensors that stay in their init's
//! buffer.

use crate::ir::Op;

use super::Analysis;
use super::rules::is_proper_ancestor;
use crate::passes::one_shot::model::Kind;

impl Analysis {
    /// Equivalence through ops that forward one of several values: a
    /// result of `scf.if` / `scf.index_switch` / `scf.execute_region` /
    /// `arith.select` is the same buffer as its in-place forwarded values
    /// when those are all equivalent. Nested ops first (post-order).
    pub(super) fn forwarding_equivalence(&mut self) {
        // Post-order of the forwarding ops from the pre-order list: an op
        // is done once the next one is not nested in it.
        let mut order: Vec<(Op, Kind)> = Vec::new();
        let mut stack: Vec<(Op, Kind)> = Vec::new();
        for &(op, kind, _) in &self.ops {
            if !matches!(
                kind,
                Kind::If
                    | Kind::IndexSwitch
                    | Kind::ExecuteRegion
                    | Kind::Select
                    | Kind::For
                    | Kind::While
            ) {
                continue;
            }
            while let Some(&(top, _)) = stack.last() {
                if is_proper_ancestor(top, op) {
                    break;
                }
                order.push(stack.pop().expect("top"));
            }
            stack.push((op, kind));
        }
        while let Some(x) = stack.pop() {
            order.push(x);
        }
        for (op, kind) in order {
            match kind {
                Kind::For => {
                    self.loop_equivalence(op);
                    continue;
                }
                Kind::While => {
                    self.while_equivalence(op);
                    continue;
                }
                _ => {}
            }
            for k in 0..op.num_results() {
                let Some(r) = self.id(op.result(k)) else {
                    continue;
                };
                // The forwarding uses of result k.
                let fwd: Vec<u32> = self.alias_in[r as usize]
                    .iter()
                    .copied()
                    .filter(|&u| {
                        let us = &self.uses[u as usize];
                        kind != Kind::Select || us.op == op
                    })
                    .collect();
                if fwd.is_empty() || !fwd.iter().all(|&u| self.is_inplace(u)) {
                    continue;
                }
                let first = self.uses[fwd[0] as usize].val;
                if fwd
                    .iter()
                    .all(|&u| self.equivalent(self.uses[u as usize].val, first))
                {
                    self.equiv.union(r, first);
                }
            }
        }
    }

    /// `scf.for`: a loop-carried tensor whose yield is equivalent to its
    /// iter_arg (and whose init is in place) is the init's buffer
    /// throughout; its iter_arg and result are equivalent to the init.
    pub(super) fn loop_equivalence(&mut self, op: Op) {
        let Some(body) = op.region(0).first_block() else {
            return;
        };
        let Some(y) = body.terminator() else { return };
        for k in 0..op.num_results() {
            let ids = (
                self.id(op.operand(3 + k)),
                self.id(body.argument(1 + k)),
                self.id(op.result(k)),
                self.id(y.operand(k)),
            );
            let (Some(init), Some(arg), Some(res), Some(yv)) = ids else {
                continue;
            };
            if self.init_in_place(op, 3 + k) && self.equivalent(yv, arg) {
                self.equiv.union(init, arg);
                self.equiv.union(init, res);
            }
        }
    }

    /// `scf.while`: as [`Self::loop_equivalence`], when `scf.condition`
    /// forwards (a value equivalent to) the before-argument and the after
    /// region yields (a value equivalent to) the after-argument.
    pub(super) fn while_equivalence(&mut self, op: Op) {
        let (Some(before), Some(after)) = (op.region(0).first_block(), op.region(1).first_block())
        else {
            return;
        };
        let (Some(cond), Some(y)) = (before.terminator(), after.terminator()) else {
            return;
        };
        let n = op.num_results().min(op.num_operands());
        for k in 0..n {
            if k + 1 >= cond.num_operands() || k >= y.num_operands() {
                break;
            }
            let ids = (
                self.id(op.operand(k)),
                self.id(before.argument(k)),
                self.id(cond.operand(k + 1)),
                self.id(after.argument(k)),
                self.id(y.operand(k)),
                self.id(op.result(k)),
            );
            let (Some(init), Some(barg), Some(cv), Some(aarg), Some(yv), Some(res)) = ids else {
                continue;
            };
            if self.init_in_place(op, k) && self.equivalent(cv, barg) && self.equivalent(yv, aarg) {
                for x in [barg, aarg, res] {
                    self.equiv.union(init, x);
                }
            }
        }
    }

    /// Whether operand `i` of `op` is decided in place.
    pub(super) fn init_in_place(&self, op: Op, i: usize) -> bool {
        self.use_at(op, i).is_some_and(|u| self.is_inplace(u))
    }
}
