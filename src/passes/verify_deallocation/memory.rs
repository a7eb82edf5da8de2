//! Scalars stored in fresh buffers and `@dealloc_helper` calls (the
//! general lowering of `bufferization.dealloc`).

use super::*;
use crate::ir::{Op, Value};

impl Checker {
    /// The buffer and constant index of a 1-d access of a `memref.alloc`
    /// result (through `memref.cast`s), the only cells followed.
    pub(super) fn cell(
        &mut self,
        memref: Value,
        index: Value,
        s: &mut State,
    ) -> Option<(u32, i64)> {
        let mut base = memref;
        while let Some(d) = base.defining_op()
            && d.is(self.names.cast)
        {
            base = d.operand(0);
        }
        let d = base.defining_op()?;
        if !d.is(self.names.alloc) {
            return None;
        }
        let c = index.defining_op()?;
        if !c.is(self.names.constant) {
            return None;
        }
        let i = c.attr("value")?.as_i64()?;
        Some((self.buf_of(memref, s)?, i))
    }

    /// `memref.store` of an address or `i1` into a followed cell; `false`
    /// when the store is not followed (the op is then handled generally).
    pub(super) fn exec_store(&mut self, op: Op, s: &mut State) -> bool {
        if op.num_operands() != 3 {
            return false;
        }
        let Some(cell) = self.cell(op.operand(1), op.operand(2), s) else {
            return false;
        };
        let v = op.operand(0);
        let val = if is_i1(v) {
            // Decided by the caller unless it comes from memory.
            match s.env.get(&self.vnum(v)) {
                Some(&Abs::Bool(b)) => Some(Abs::Bool(b)),
                _ => None,
            }
        } else {
            match s.env.get(&self.vnum(v)) {
                Some(&Abs::Ptr(b)) => Some(Abs::Ptr(b)),
                _ => None,
            }
        };
        match val {
            Some(a) => s.mem.insert(cell, a),
            None => s.mem.remove(&cell),
        };
        true
    }

    /// `memref.load` of a followed cell holding an `i1`.
    pub(super) fn exec_load(&mut self, op: Op, s: &mut State) {
        if op.num_operands() != 2 || !is_i1(op.result(0)) {
            return;
        }
        if let Some(cell) = self.cell(op.operand(0), op.operand(1), s)
            && let Some(&Abs::Bool(b)) = s.mem.get(&cell)
        {
            s.env.insert(self.vnum(op.result(0)), Abs::Bool(b));
        }
    }

    /// `call @dealloc_helper(A, B, C, D, E)` with every cell of A (memref
    /// addresses), B (retained addresses) and C (conditions) known, from
    /// index 0 up: the helper's documented results, D[i] (free memref i)
    /// and E[j] (ownership of retained j). D[i] holds when C[i] holds, A[i]
    /// is no retained address and no earlier A[k] is A[i]; the latter is
    /// "no earlier A[k] with C[k]" in ferrobuf's helper, and the callee's
    /// body is not read: where the two differ D[i] stays unknown (a
    /// condition from memory). E[j] holds when some A[i] with C[i] is
    /// B[j]. An undecided address comparison leaves D and E unknown.
    pub(super) fn exec_helper_call(&mut self, op: Op, s: &mut State) {
        let mut bufs = Vec::new();
        for v in op.operands() {
            match self.buf_of(v, s) {
                Some(b) => bufs.push(b),
                None => return,
            }
        }
        let (a, b, c, d, e) = (bufs[0], bufs[1], bufs[2], bufs[3], bufs[4]);
        let list = |s: &State, buf: u32| -> Vec<Abs> {
            (0..).map_while(|i| s.mem.get(&(buf, i)).copied()).collect()
        };
        let (ptrs, kept, conds) = (list(s, a), list(s, b), list(s, c));
        // Outputs are written by the call: unknown unless computed.
        s.mem.retain(|&(x, _), _| x != d && x != e);
        // Every cell of each list must be known: its length is the static
        // size of its allocation.
        let len = |buf: u32| -> Option<usize> {
            let Kind::Owned(site) = s.bufs[buf as usize].kind else {
                return None;
            };
            let ty = self.ops[site as usize].result(0).ty();
            (ty.is_memref() && ty.rank() == 1)
                .then(|| ty.dim(0))
                .flatten()
                .and_then(|n| usize::try_from(n).ok())
        };
        if len(a) != Some(ptrs.len()) || len(c) != Some(conds.len()) || len(b) != Some(kept.len()) {
            return;
        }
        let ptr = |x: &Abs| match x {
            Abs::Ptr(p) => Some(*p),
            _ => None,
        };
        let (Some(ptrs), Some(kept)) = (
            ptrs.iter().map(ptr).collect::<Option<Vec<u32>>>(),
            kept.iter().map(ptr).collect::<Option<Vec<u32>>>(),
        ) else {
            return;
        };
        let Some(conds) = conds
            .iter()
            .map(|x| match x {
                Abs::Bool(t) => Some(*t),
                _ => None,
            })
            .collect::<Option<Vec<bool>>>()
        else {
            return;
        };
        let same = |x: u32, y: u32| -> Option<bool> { same_address(s, x, y) };
        let mut free = Vec::new();
        let mut own = vec![false; kept.len()];
        for i in 0..ptrs.len() {
            let mut retained = false;
            for (j, &k) in kept.iter().enumerate() {
                let Some(eq) = same(ptrs[i], k) else { return };
                if eq {
                    retained = true;
                    own[j] |= conds[i];
                }
            }
            let (mut earlier, mut earlier_true) = (false, false);
            for k in 0..i {
                let Some(eq) = same(ptrs[k], ptrs[i]) else {
                    return;
                };
                earlier |= eq;
                earlier_true |= eq && conds[k];
            }
            let upstream = conds[i] && !retained && !earlier;
            let ours = conds[i] && !retained && !earlier_true;
            free.push((upstream == ours).then_some(upstream));
        }
        for (i, f) in free.into_iter().enumerate() {
            if let Some(f) = f {
                s.mem.insert((d, i as i64), Abs::Bool(f));
            }
        }
        for (j, o) in own.into_iter().enumerate() {
            s.mem.insert((e, j as i64), Abs::Bool(o));
        }
    }
}
