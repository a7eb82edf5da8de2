//! The order in which uses are decided (`analysis-heuristic`).

use super::{Analysis, Heuristic, Kind};

impl Analysis {
    pub(super) fn use_order(&self, h: Heuristic) -> Vec<u32> {
        let mut ops: Vec<usize> = (0..self.ops.len()).collect();
        match h {
            Heuristic::TopDown => {}
            Heuristic::BottomUp => ops = self.bottom_up_loops_first(),
            Heuristic::Fuzzer(seed) => {
                let mut state = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                for i in (1..ops.len()).rev() {
                    state = state
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let j = ((state >> 33) as usize) % (i + 1);
                    ops.swap(i, j);
                }
            }
            Heuristic::BottomUpFromTerminators => {
                // Ops feeding the function's terminators (backwards through
                // tensor operands) first, in reverse walk order; then the rest
                // bottom-up.
                let mut seen = vec![false; self.ops.len()];
                let mut first = Vec::new();
                let mut stack: Vec<usize> = Vec::new();
                for (i, (op, _, _)) in self.ops.iter().enumerate() {
                    if op.parent() == Some(self.root) && op.next().is_none() {
                        stack.push(i);
                    }
                }
                while let Some(i) = stack.pop() {
                    if std::mem::replace(&mut seen[i], true) {
                        continue;
                    }
                    first.push(i);
                    for &u in &self.ops[i].2 {
                        let v = self.vals[self.uses[u as usize].val as usize];
                        if let Some(d) = v.defining_op()
                            && let Some(&j) = self.op_index.get(&d)
                        {
                            stack.push(j as usize);
                        }
                    }
                }
                first.sort_unstable_by(|a, b| b.cmp(a));
                let rest = (0..self.ops.len()).rev().filter(|&i| !seen[i]);
                ops = first.into_iter().chain(rest).collect();
            }
        }
        if matches!(h, Heuristic::BottomUp | Heuristic::BottomUpFromTerminators) {
            ops = self.steps_before_write_backs(ops);
        }
        // Within one op, a use it writes without reading comes after the
        // others: out of place it costs a buffer, where a use it reads and
        // writes costs a buffer and a copy. When two of its writes may not
        // both be in place (two `outs` of one tensor), the one it reads
        // gets the in-place buffer.
        let mut order = Vec::with_capacity(self.uses.len());
        for i in ops {
            let uses = &self.ops[i].2;
            let write_only = |u: u32| {
                let use_ = &self.uses[u as usize];
                use_.write && !use_.read
            };
            order.extend(uses.iter().copied().filter(|&u| !write_only(u)));
            order.extend(uses.iter().copied().filter(|&u| write_only(u)));
        }
        order
    }

    /// `ops` with the views an insertion's source is reached through
    /// from an `extract_slice` of the same slice (that slice and casts of
    /// it, [`Self::write_back_steps`]) moved right before the insertion,
    /// in walk order. Rule 0b exempts such an insertion's write only when
    /// those steps are already in place; decided after it (bottom-up),
    /// they are undecided then, and in a loop whose destination is
    /// defined outside it the insertion would copy the whole destination
    /// (fuzzer seed 16418 @t21, where upstream's bottom-up copies the
    /// slice onto itself). Views only: a write on the way (a fill of the
    /// slice, an insertion into it) keeps its bottom-up turn, since
    /// decided early it takes the in-place buffer from later ops (a tile
    /// of a read-only argument's slice, `readonly-slice-tile.mlir`, got
    /// one buffer and copy more). Any order is sound; this one only
    /// decides the slice before its write back.
    fn steps_before_write_backs(&self, ops: Vec<usize>) -> Vec<usize> {
        let mut placed = vec![false; self.ops.len()];
        let mut order = Vec::with_capacity(ops.len());
        let mut steps = Vec::new();
        for i in ops {
            if placed[i] {
                continue;
            }
            steps.clear();
            let views = |j: &usize| {
                let op = self.ops[*j].0;
                op.is(self.names.extract_slice) || op.is(self.names.cast)
            };
            if self.write_back_steps(self.ops[i].0, |_| true, |oi| steps.push(oi))
                && steps.iter().all(views)
            {
                steps.sort_unstable();
                for &j in &steps {
                    if !std::mem::replace(&mut placed[j], true) {
                        order.push(j);
                    }
                }
            }
            placed[i] = true;
            order.push(i);
        }
        order
    }

    /// Ops in reverse walk order, except that a loop (`scf.for`, `while`,
    /// `forall`) comes right before the ops nested in it: its inits are
    /// decided before its body. Undecided, an init counts as possibly in
    /// place, so a write in the body decided first would count the
    /// tensors outside the loop as possibly its buffer and go out of place
    /// (a copy per iteration) where the init, once out of place, makes
    /// the body's buffer a copy of its own (one copy before the loop, as
    /// upstream's bottom-up ends up with).
    fn bottom_up_loops_first(&self) -> Vec<usize> {
        let n = self.ops.len();
        // Per loop: the last op nested in it (walk order is pre-order).
        // Loops with nested ops are `moved` there.
        let mut at_end: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut moved = vec![false; n];
        let mut stack: Vec<usize> = Vec::new();
        let mut close = |i: usize, last: usize| {
            if matches!(self.ops[i].1, Kind::For | Kind::While | Kind::Forall) && last > i {
                at_end[last].push(i);
                moved[i] = true;
            }
        };
        // The stack holds the ancestors of the op before `j` and that op
        // (walk order is pre-order), so the ops of `j`'s chain are on it and
        // its parent is the deepest: pop down to that parent.
        for j in 0..n {
            let parent = self.ops[j].0.parent();
            while let Some(&top) = stack.last() {
                if Some(self.ops[top].0) == parent {
                    break;
                }
                stack.pop();
                close(top, j - 1);
            }
            stack.push(j);
        }
        while let Some(top) = stack.pop() {
            close(top, n - 1);
        }
        let mut order = Vec::with_capacity(n);
        for j in (0..n).rev() {
            // Outer loops were closed after inner ones at the same op.
            for &i in at_end[j].iter().rev() {
                order.push(i);
            }
            if !moved[j] {
                order.push(j);
            }
        }
        order
    }
}
