//! Function summaries for callers: which arguments are read and written,
//! which results are equivalent to (or alias) an argument.

use crate::analysis::fxhash::FxHashSet;
use crate::ir::Op;

use super::Analysis;
use crate::passes::one_shot::model::{FuncSummary, Kind, Names};

impl Analysis {
    /// Function-level summary for callers (`bufferization.access`,
    /// equivalent and aliasing results).
    pub fn summary(&self, func: Op, names: &Names) -> FuncSummary {
        let Some(entry) = func.regions().next().and_then(|r| r.first_block()) else {
            return FuncSummary::default();
        };
        let n = entry.num_arguments();
        let mut s = FuncSummary {
            read: vec![false; n],
            write: vec![false; n],
            ..Default::default()
        };
        for i in 0..n {
            let Some(a) = self.id(entry.argument(i)) else {
                continue;
            };
            let root = self.alias.root(a);
            // Written: an in-place write to a value whose buffer may be the
            // argument's (forwarded through in-place aliasing uses).
            let reach = self.buffer_users(a);
            s.write[i] = self
                .sets
                .writes(root)
                .iter()
                .any(|&w| self.is_inplace(w) && reach.contains(&self.uses[w as usize].val));
            s.read[i] = self
                .uses
                .iter()
                .any(|us| us.read && self.alias.root(us.val) == root && self.reads_arg(us.val, a));
        }
        let rets: Vec<Op> = self
            .ops
            .iter()
            .filter(|(op, _, _)| op.is(names.ret) && op.parent() == Some(func))
            .map(|(op, _, _)| *op)
            .collect();
        let nres = func.function_result_types().len();
        s.equivalent = vec![None; nres];
        s.aliasing = vec![Vec::new(); nres];
        for r in 0..nres {
            let mut eq: Option<Option<usize>> = None;
            let mut al: Vec<usize> = Vec::new();
            for &ret in &rets {
                let Some(v) = (r < ret.num_operands()).then(|| ret.operand(r)) else {
                    continue;
                };
                let Some(vid) = self.id(v) else {
                    eq = Some(None);
                    continue;
                };
                let mut this = None;
                for i in 0..n {
                    if let Some(a) = self.id(entry.argument(i)) {
                        if self.equivalent(a, vid) {
                            this = Some(i);
                        } else if self.alias.root(a) == self.alias.root(vid) && !al.contains(&i) {
                            al.push(i);
                        }
                    }
                }
                eq = Some(match eq {
                    None => this,
                    Some(prev) if prev == this => prev,
                    Some(_) => None,
                });
            }
            s.equivalent[r] = eq.flatten();
            if s.equivalent[r].is_none() {
                s.aliasing[r] = al;
            }
        }
        s.whole = (0..nres)
            .map(|r| {
                let mut whole: Option<usize> = None;
                for &ret in &rets {
                    let a = (r < ret.num_operands())
                        .then(|| self.whole_view_of_arg(ret.operand(r), entry, names))
                        .flatten()?;
                    if whole.is_some_and(|w| w != a) {
                        return None;
                    }
                    whole = Some(a);
                }
                whole
            })
            .collect();
        s.result_pairs = self.result_pairs(&rets, nres);
        s.fresh = (0..nres)
            .map(|r| {
                // (A result that may be the buffer of another result, a
                // value returned twice, is one allocation for both.)
                !rets.is_empty()
                    && !s.result_pairs.iter().any(|&(k1, k2, _)| k1 == r || k2 == r)
                    && rets.iter().all(|ret| {
                        (r < ret.num_operands())
                            .then(|| self.id(ret.operand(r)))
                            .flatten()
                            .and_then(|v| self.allocation_sites(v, u32::MAX, true, None))
                            .is_some()
                    })
            })
            .collect();
        s.readonly = (0..nres)
            .map(|r| {
                rets.iter().any(|ret| {
                    (r < ret.num_operands())
                        .then(|| self.id(ret.operand(r)))
                        .flatten()
                        .is_some_and(|v| self.readonly_result_origin(v, entry))
                })
            })
            .collect();
        s
    }

    /// The entry argument (its index) of which tensor `v` is all the
    /// elements in their order: `v` is the argument, or comes from it
    /// through `tensor.cast`s, `collapse_shape`s, `expand_shape`s and
    /// `extract_slice`s of the whole source (see
    /// [`super::slices::whole_source_slice`]).
    /// Each step in place is the same elements; out of place, the step's
    /// copy, a buffer this function allocates. Either way a caller's
    /// insertion of the result into the slice it passed reads that slice's
    /// elements where they are, or a buffer apart from its destination.
    fn whole_view_of_arg(
        &self,
        mut v: crate::ir::Value,
        entry: crate::ir::Block,
        names: &Names,
    ) -> Option<usize> {
        for _ in 0..64 {
            match v.defining_op() {
                None => {
                    return (v.owner_block() == Some(entry)).then(|| v.index());
                }
                Some(d)
                    if d.is(names.cast)
                        || d.is(names.collapse_shape)
                        || d.is(names.expand_shape)
                        || (d.is(names.extract_slice) && super::slices::whole_source_slice(d)) =>
                {
                    v = d.operand(0);
                }
                Some(_) => return None,
            }
        }
        None
    }

    /// Whether a buffer returned as value `v` may be a read-only buffer of
    /// the function's own (not one of its arguments, which are the
    /// caller's): an origin of `v` through in-place aliasing uses is not
    /// writable.
    fn readonly_result_origin(&self, v: u32, entry: crate::ir::Block) -> bool {
        let mut seen: FxHashSet<u32> = FxHashSet::default();
        let mut stack = vec![v];
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            let xv = self.vals[x as usize];
            let is_arg = !xv.is_result() && xv.owner_block() == Some(entry);
            if !self.writable[x as usize] && !is_arg {
                return true;
            }
            for s in self.sources(x, u32::MAX, &[]) {
                stack.push(self.uses[s as usize].val);
            }
        }
        false
    }

    /// Pairs of results `(k1, k2, equivalent)`, `k1 < k2`, that may be the
    /// same buffer: on some return their values share an alias set (such
    /// as one value returned twice). `equivalent` when they are equivalent
    /// on every return. A caller sees them as one alias set.
    fn result_pairs(&self, rets: &[Op], nres: usize) -> Vec<(usize, usize, bool)> {
        let mut out = Vec::new();
        for k1 in 0..nres {
            for k2 in k1 + 1..nres {
                let (mut may, mut always) = (false, !rets.is_empty());
                for ret in rets {
                    let ids = (
                        (k1 < ret.num_operands())
                            .then(|| self.id(ret.operand(k1)))
                            .flatten(),
                        (k2 < ret.num_operands())
                            .then(|| self.id(ret.operand(k2)))
                            .flatten(),
                    );
                    match ids {
                        (Some(a), Some(b)) => {
                            may |= self.alias.root(a) == self.alias.root(b);
                            always &= self.equivalent(a, b);
                        }
                        _ => always = false,
                    }
                }
                if may {
                    out.push((k1, k2, always));
                }
            }
        }
        out
    }

    /// Values whose buffer may be the buffer of `a`: `a` and everything it
    /// flows to through in-place aliasing uses. A loop's `scf.yield` is not
    /// followed: the rewrite copies a yielded buffer into the loop-carried
    /// one (the init's, reached through the init) unless it is that buffer
    /// or was allocated in the iteration, so the iter_args and results are
    /// never an outside buffer that is only yielded -- except a yield
    /// passing on another position's carried buffer, which the rewrite may
    /// do without a copy (a permutation, `Rewriter::carried_permutation`):
    /// that one is followed (a swap passes the argument's buffer to the
    /// other position and its result, which the function may then write:
    /// fuzzing, a function writing its first result after a swap had its
    /// second argument summarised as only read).
    pub(super) fn buffer_users(&self, a: u32) -> FxHashSet<u32> {
        let mut seen: FxHashSet<u32> = FxHashSet::default();
        let mut stack = vec![a];
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            for &u in &self.uses_of[x as usize] {
                let us = &self.uses[u as usize];
                if self.is_inplace(u)
                    && (!self.loop_yield(us.op) || self.passes_other_position(us.op, us.index))
                {
                    stack.extend(us.aliases.iter().map(|&(t, _)| t));
                }
            }
        }
        seen
    }

    /// Whether operand `i` of loop yield `y` is (or is equivalent to) the
    /// region argument of another position of its loop: the rewrite may
    /// pass that position's carried buffer on to position `i` as it is.
    fn passes_other_position(&self, y: Op, i: usize) -> bool {
        let Some(l) = y.parent() else { return false };
        let v = y.operand(i);
        l.regions().filter_map(|r| r.first_block()).any(|b| {
            b.arguments()
                .any(|a| self.position(l, b, a).is_some_and(|p| p != i) && self.same_buffer(a, v))
        })
    }

    /// Whether a read of `v` sees the contents of argument value `a`.
    pub(super) fn reads_arg(&self, v: u32, a: u32) -> bool {
        self.definitions(v, u32::MAX, &[]).contains(&a)
    }

    /// Whether `op` is the `scf.yield` of an `scf.for` or of the after
    /// region of an `scf.while` (not `scf.condition`).
    fn loop_yield(&self, op: Op) -> bool {
        let kind = |o: Op| self.op_index.get(&o).map(|&i| self.ops[i as usize].1);
        if kind(op) != Some(Kind::Yield) {
            return false;
        }
        let Some(p) = op.parent() else { return false };
        match kind(p) {
            Some(Kind::For) => true,
            Some(Kind::While) => op.parent_region() == Some(p.region(1)),
            _ => false,
        }
    }
}
