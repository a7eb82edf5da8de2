//! Refinements of the model applied once while the analysis is built,
//! before any decision: each removes a read or a write the per-op model
//! counted but that no set of decisions can make observable (loop inits
//! no iteration writes, inits of loop positions nobody reads, reads of a
//! read-modify-write operand nobody can see). Each states why it is sound
//! for every set of decisions.

use crate::ir::{Op, Value};

use super::super::model::{Kind, Names};
use super::{Analysis, Use};
use crate::analysis::compact::SmallList;
use crate::analysis::fxhash::FxHashMap;
use crate::analysis::fxhash::FxHashSet as HashSet;

impl Analysis {
    /// The `scf.for` and `scf.while` ops, in program order (outer loops
    /// first), with their kinds and tensor uses.
    fn loops(&self) -> Vec<(Op, Kind, SmallList<u32, 4>)> {
        self.ops
            .iter()
            .filter(|(_, k, _)| matches!(k, Kind::For | Kind::While))
            .cloned()
            .collect()
    }

    /// Loop inits that no iteration writes do not write.
    ///
    /// The model counts an `scf.for`/`scf.while` init as written (the loop
    /// may write its iter_arg's buffer, or copy a yielded value back into
    /// it). Where the loop forwards the iter_arg unchanged (`scf.yield`,
    /// and for `scf.while` also `scf.condition`, pass the region argument
    /// at its own position), or never copies a yield back (a dynamic
    /// shape, or a yield of a constant through casts: the rewrite passes
    /// another buffer through, see `Rewriter::passes_through`; the yield
    /// and the casts are in place before any decision), and no use of any
    /// value that may alias the region arguments inside the loop writes
    /// -- whatever is decided in place, since every potential alias edge
    /// is followed -- the buffer is never written by the loop: the init is only read and aliased,
    /// like a view. Writes through the loop's results after it are uses of
    /// their own (not followed). Inner loops are refined first, so an
    /// unwritten inner loop does not make its outer loop written.
    ///
    /// Sound for every set of decisions: it depends on the IR and the
    /// model only. It would break if a use could write without its model
    /// saying so (unknown ops are modelled as writing).
    pub(super) fn unwritten_loop_inits(&mut self) {
        for (op, kind, op_uses) in self.loops().into_iter().rev() {
            for &u in &op_uses {
                let i = self.uses[u as usize].index;
                let konst = |v: Value| self.constant_through_casts(v);
                let Some(args) = forwarded_region_args(op, kind, i, &konst) else {
                    continue;
                };
                let starts: Vec<u32> = args.iter().filter_map(|&v| self.id(v)).collect();
                if starts.len() == args.len()
                    && !self.some_alias_use(&starts, Some(op), |us| us.write)
                {
                    self.uses[u as usize].write = false;
                }
            }
        }
    }

    /// Loop inits of positions nobody reads
    /// ([`crate::passes::one_shot::unread`]) are neither read nor written
    /// by the loop: the rewrite gives the position the init's buffer as it
    /// is and nothing reads or writes it there (its only uses forward it
    /// to the yield or to unused results).
    ///
    /// Sound for every set of decisions: it depends on the IR only, and
    /// the rewrite evaluates the same positions on the same IR. The init
    /// still aliases the region arguments (unchanged alias edges: more
    /// potential conflicts, never fewer).
    pub(super) fn unread_loop_inits(&mut self) {
        let loops: Vec<(Op, Kind)> = self
            .ops
            .iter()
            .filter(|(_, k, _)| matches!(k, Kind::For | Kind::While))
            .map(|(o, k, _)| (*o, *k))
            .collect();
        self.unread = {
            let is_t = |v: Value| self.ids.contains_key(&v) || v.ty().is_tensor();
            let kind = |o: Op| {
                self.op_index
                    .get(&o)
                    .map_or(Kind::Unknown, |&i| self.ops[i as usize].1)
            };
            super::super::unread::positions(&loops, &is_t, &kind)
        };
        let mut off: Vec<u32> = Vec::new();
        for (op, k, op_uses) in &self.ops {
            let first = match k {
                Kind::For => 3,
                Kind::While => 0,
                _ => continue,
            };
            let Some(unread) = self.unread.get(op) else {
                continue;
            };
            for &u in op_uses {
                let i = self.uses[u as usize].index;
                if i >= first && unread.get(i - first).copied().unwrap_or(false) {
                    off.push(u);
                }
            }
        }
        for u in off {
            let us = &mut self.uses[u as usize];
            us.read = false;
            us.write = false;
        }
    }

    /// Inits of loop positions whose region arguments move around a cycle
    /// as they are ([`crate::passes::one_shot::permuted`]) are aliased by
    /// the position's region argument and result, not equivalent to them
    /// (the model's default for a static shape assumes the init's buffer
    /// stays at its position), and not written
    /// by the loop when nothing inside it writes through those region
    /// arguments: the rewrite passes the cycle's buffers on permuted and
    /// copies nothing into them, so the only writes into them would be
    /// in-place writes through the arguments, and the walk (every
    /// potential alias edge, whatever is decided, as in
    /// [`Analysis::unwritten_loop_inits`]) finds none. The inits stay
    /// read and aliased, with the loop's results and arguments: a write
    /// through a result after the loop is a use of its own, in the same
    /// alias set as every init of the cycle.
    ///
    /// Sound for every set of decisions: it depends on the IR and the
    /// model only, and the rewrite permutes exactly these positions (it
    /// evaluates the same cycles on the same IR). Runs after
    /// [`Analysis::unread_loop_inits`] (the cycles leave unread positions
    /// out, as the rewrite does).
    pub(super) fn permuted_loop_inits(&mut self) {
        for (op, kind, op_uses) in self.loops().into_iter().rev() {
            let unread = self.unread_positions(op);
            let is_t = |v: Value| self.ids.contains_key(&v) || v.ty().is_tensor();
            let sigma = super::super::permuted::cycles(op, &unread, &is_t);
            let first = if kind == Kind::For { 3 } else { 0 };
            let mut done = vec![false; sigma.len()];
            for start in 0..sigma.len() {
                if done[start] || sigma[start].is_none() {
                    continue;
                }
                let cycle = super::super::permuted::cycle_of(&sigma, start);
                for &k in &cycle {
                    done[k] = true;
                }
                // The buffer an init gives its position moves on: the
                // region argument and the result at that position are the
                // init's buffer only in the first iteration and after a
                // whole number of turns. They alias it (and, through the
                // yields, every init of the cycle), they are not
                // equivalent to it.
                for &u in &op_uses {
                    let us = &mut self.uses[u as usize];
                    if us.index >= first && cycle.contains(&(us.index - first)) {
                        us.aliases = us.aliases.iter().map(|&(t, _)| (t, false)).collect();
                    }
                }
                let mut args: Vec<Value> = Vec::new();
                for &k in &cycle {
                    args.extend(region_args(op, kind, k));
                }
                let starts: Vec<u32> = args.iter().filter_map(|&v| self.id(v)).collect();
                if starts.len() != args.len()
                    || self.some_alias_use(&starts, Some(op), |us| us.write)
                {
                    continue;
                }
                for &u in &op_uses {
                    let i = self.uses[u as usize].index;
                    if i >= first && cycle.contains(&(i - first)) {
                        self.uses[u as usize].write = false;
                    }
                }
            }
        }
    }

    /// Per position of loop `op` (iter_arg index of `scf.for`, operand
    /// index of `scf.while`): whether nobody may read the value it carries
    /// (see [`crate::passes::one_shot::unread`]).
    pub fn unread_positions(&self, op: Op) -> Vec<bool> {
        self.unread
            .get(&op)
            .cloned()
            .unwrap_or_else(|| vec![false; super::super::unread::position_count(op)])
    }

    /// Reads of a read-modify-write operand that nothing can observe.
    ///
    /// `tensor.insert`/`tensor.insert_slice` read their destination and a
    /// linalg op may read its inits only to carry the old contents into
    /// their results. When no use of any value that may alias a result
    /// reads (following every alias edge, whatever is decided; yields and
    /// returns count as reads), those contents are never seen: whether the
    /// buffer was overwritten before the op cannot change what the program
    /// reads, so the use only writes. Later ops are refined first, so a
    /// chain of such ops whose last result is unread loses all its reads.
    ///
    /// Sound for every set of decisions: it depends on the IR and the
    /// model only. The op's write is kept (other aliases may read it: a
    /// read after it is then a conflict, so whatever an op in place
    /// writes is never read).
    pub(super) fn unobserved_rmw_reads(&mut self) {
        let ops: Vec<(Op, Kind, SmallList<u32, 4>)> = self
            .ops
            .iter()
            .filter(|(_, k, _)| {
                matches!(
                    k,
                    Kind::Insert | Kind::InsertSlice | Kind::Dps | Kind::Forall
                )
            })
            .cloned()
            .collect();
        for (op, kind, op_uses) in ops.into_iter().rev() {
            if kind == Kind::Forall {
                self.unobserved_shared_outs(op, &op_uses);
                continue;
            }
            let first_rmw = match kind {
                Kind::Dps => op.num_operands() - op.dps_inits().len(),
                _ => 1,
            };
            if self.unread_tensor_results(op).is_none() {
                continue;
            }
            // With no other effect (its payload included), what the op
            // reads from its other operands (a linalg op's `ins`, an
            // insert_slice's source) only goes into contents nobody reads
            // either: those reads cannot be observed.
            let pure = op.is_effect_free();
            for &u in &op_uses {
                let us = &mut self.uses[u as usize];
                if (us.index >= first_rmw && us.read && us.write) || (pure && us.index < first_rmw)
                {
                    us.read = false;
                }
            }
        }
    }

    /// `scf.for` inits whose contents no iteration reads and the loop's
    /// result does not expose: the init is written (the loop works in its
    /// buffer) but not read.
    ///
    /// The init's contents reach the body through the iter_arg (in the
    /// first iteration; later ones see yielded values, counted too) and
    /// reach the result when the loop may run zero times (unless both
    /// bounds are constants with lower < upper). When no use of a value
    /// that may carry those contents reads -- following every alias edge
    /// whatever is decided, except out of an op that overwrites all of
    /// its operand without reading it (a linalg init its payload does not
    /// read, an `insert_slice` covering its destination, a
    /// `transfer_write` covering its destination: their results hold
    /// none of the old contents) -- nobody sees them: a write into the
    /// init's buffer before the loop cannot change what the program reads
    /// through the loop (fuzzer seed 14061 @t45: an inner loop whose body
    /// overwrites its whole iter_arg went out of place in every iteration
    /// of the outer loop; upstream keeps it in place).
    ///
    /// Sound for every set of decisions: it depends on the IR and the
    /// model only. Inner loops are refined first (their init uses then do
    /// not read either, and are followed into their region arguments and
    /// results like any non-overwriting use).
    pub(super) fn overwritten_loop_inits(&mut self) {
        let loops: Vec<(Op, SmallList<u32, 4>)> = self
            .ops
            .iter()
            .filter(|(_, k, _)| *k == Kind::For)
            .map(|(o, _, u)| (*o, u.clone()))
            .collect();
        for (op, op_uses) in loops.into_iter().rev() {
            let Some(body) = op.region(0).first_block() else {
                continue;
            };
            let runs = super::super::model::for_runs_at_least_once(op);
            for &u in &op_uses {
                let us = &self.uses[u as usize];
                if !us.read || us.index < 3 {
                    continue;
                }
                let k = us.index - 3;
                let mut starts = Vec::new();
                match self.id(body.argument(1 + k)) {
                    Some(a) => starts.push(a),
                    None => continue,
                }
                if !runs {
                    match self.id(op.result(k)) {
                        Some(r) => starts.push(r),
                        None => continue,
                    }
                }
                if !self.contents_read(&starts) {
                    self.uses[u as usize].read = false;
                }
            }
        }
    }

    /// Whether some use may read the contents of one of `starts`: every
    /// alias edge followed except out of a use that overwrites all of its
    /// operand without reading it (see [`Self::overwritten_loop_inits`]).
    fn contents_read(&self, starts: &[u32]) -> bool {
        let mut seen: HashSet<u32> = HashSet::default();
        let mut stack = starts.to_vec();
        while let Some(v) = stack.pop() {
            if !seen.insert(v) {
                continue;
            }
            if seen.len() > 4096 {
                return true;
            }
            for &u in &self.uses_of[v as usize] {
                let us = &self.uses[u as usize];
                if us.read {
                    return true;
                }
                let kind = self
                    .op_index
                    .get(&us.op)
                    .map_or(Kind::Unknown, |&i| self.ops[i as usize].1);
                let overwrites =
                    us.write && matches!(kind, Kind::Dps | Kind::InsertSlice | Kind::Vector);
                if !overwrites {
                    stack.extend(us.aliases.iter().map(|&(t, _)| t));
                }
            }
        }
        false
    }

    /// `scf.forall`: its shared outputs are read only to carry their old
    /// contents into the results where no iteration inserts, and into the
    /// body through the shared block arguments. When nothing may read an
    /// alias of a result, and the block arguments' aliases are only
    /// destinations of `tensor.parallel_insert_slice` (which keep the rest
    /// of the buffer for the results) and read nowhere else, those old
    /// contents are never seen: the shared output operands and the
    /// insertions only write (an empty body, or one that only inserts
    /// values computed from elsewhere, on a function argument in a loop
    /// then stays in place, as upstream).
    fn unobserved_shared_outs(&mut self, op: Op, op_uses: &[u32]) {
        let n_out = match self.unread_tensor_results(op) {
            Some(n) if n > 0 => n,
            _ => return,
        };
        let Some(body) = op.region(0).first_block() else {
            return;
        };
        let first_arg = body.num_arguments() - n_out;
        let args: Option<Vec<u32>> = (first_arg..body.num_arguments())
            .map(|k| self.id(body.argument(k)))
            .collect();
        let Some(args) = args else { return };
        let insertion = |us: &Use| {
            us.index == 1
                && self
                    .op_index
                    .get(&us.op)
                    .is_some_and(|&i| self.ops[i as usize].1 == Kind::ParallelInsertSlice)
        };
        if self.some_alias_use(&args, None, |us| us.read && !insertion(us)) {
            return;
        }
        let first = op.num_operands() - n_out;
        let mut off: Vec<u32> = op_uses
            .iter()
            .copied()
            .filter(|&u| self.uses[u as usize].index >= first)
            .collect();
        for &a in &args {
            for &u in &self.uses_of[a as usize] {
                if insertion(&self.uses[u as usize]) {
                    off.push(u);
                }
            }
        }
        for u in off {
            self.uses[u as usize].read = false;
        }
    }

    /// The number of `op`'s tensor results when nothing may read any of
    /// them (no use of a value that may alias one reads, whatever is
    /// decided); `None` when something may, or a result is not analysed.
    fn unread_tensor_results(&self, op: Op) -> Option<usize> {
        let results: Option<Vec<u32>> = op
            .results()
            .filter(|r| r.ty().is_tensor())
            .map(|r| self.id(r))
            .collect();
        let results = results?;
        (!self.some_alias_use(&results, None, |us| us.read)).then_some(results.len())
    }

    /// Whether some use of a value that may alias one of `starts` (every
    /// alias edge followed, but not into the results of `stop`) satisfies
    /// `hit`.
    pub(super) fn some_alias_use(
        &self,
        starts: &[u32],
        stop: Option<Op>,
        hit: impl Fn(&Use) -> bool,
    ) -> bool {
        let mut seen: HashSet<u32> = HashSet::default();
        let mut stack = starts.to_vec();
        while let Some(v) = stack.pop() {
            if !seen.insert(v) {
                continue;
            }
            for &u in &self.uses_of[v as usize] {
                let us = &self.uses[u as usize];
                if hit(us) {
                    return true;
                }
                for &(t, _) in &us.aliases {
                    if stop.is_none() || self.vals[t as usize].defining_op() != stop {
                        stack.push(t);
                    }
                }
            }
        }
        false
    }
}

/// The region arguments of position `k` of loop `op`: the iter_arg of an
/// `scf.for`; the before- and after-argument of an `scf.while`.
fn region_args(op: Op, kind: Kind, k: usize) -> Vec<Value> {
    let arg = |r: usize, i: usize| {
        op.region(r)
            .first_block()
            .filter(|b| i < b.num_arguments())
            .map(|b| b.argument(i))
    };
    match kind {
        Kind::For => arg(0, 1 + k).into_iter().collect(),
        _ => [arg(0, k), arg(1, k)].into_iter().flatten().collect(),
    }
}

/// Whether the rewrite never copies a yielded value into the buffer that
/// loop-carried tensor `arg` carries: its shape is dynamic (or unranked),
/// so a yield that is not its buffer is passed through, never copied back
/// (`Rewriter::passes_through`; one equivalent to it is that buffer).
fn never_copied_back(arg: Value) -> bool {
    let t = arg.ty();
    !t.is_ranked_shaped() || t.shape().contains(&crate::ir::dynamic_size())
}

/// The region arguments of loop `op` (of `kind`) that carry its operand
/// `i`, when no yield is ever copied into the buffer they carry: the loop
/// forwards them unchanged at their own position (`scf.for` yields
/// iter_arg `k` as value `k`; `scf.while` passes before argument `k` to
/// `scf.condition` at `k` and yields after argument `k` at `k`), or the
/// position is [`never_copied_back`], or it yields a constant through
/// casts (`konst`: passed through by the rewrite). `None` for other
/// operands or any other forwarding.
fn forwarded_region_args(
    op: Op,
    kind: Kind,
    i: usize,
    konst: &dyn Fn(Value) -> bool,
) -> Option<Vec<Value>> {
    match kind {
        Kind::For => {
            let k = i.checked_sub(3)?;
            let body = op.region(0).first_block()?;
            let arg = body.argument(1 + k);
            let y = body.terminator()?;
            (k < y.num_operands()
                && (y.operand(k) == arg || never_copied_back(arg) || konst(y.operand(k))))
            .then(|| vec![arg])
        }
        Kind::While => {
            let before = op.region(0).first_block()?;
            let after = op.region(1).first_block()?;
            let (cond, y) = (before.terminator()?, after.terminator()?);
            if i >= before.num_arguments()
                || i >= after.num_arguments()
                || i + 1 >= cond.num_operands()
                || i >= y.num_operands()
            {
                return None;
            }
            let (b, a) = (before.argument(i), after.argument(i));
            ((cond.operand(i + 1) == b && y.operand(i) == a)
                || never_copied_back(b)
                || konst(cond.operand(i + 1))
                || konst(y.operand(i)))
            .then(|| vec![b, a])
        }
        _ => None,
    }
}

/// Whether nothing can observe the contents of `v`: each use is a
/// `tensor.dim` (the shape only: a dead writer's result has its tied
/// operand's, whose buffer the rewrite gives it), or the `scf.yield` of
/// an `scf.if` / `scf.index_switch` / `scf.execute_region` whose result
/// at that position nothing can observe either (those regions run at
/// most once per execution of their op, so the yielded value reaches
/// only that result), or an op without memory effects and regions that
/// is not a terminator and none of whose results anything can observe
/// (a `tensor.extract` whose element only a dead writer uses: fuzzer
/// seed 14186 @t45). (Through at most 8 nested uses; answers are
/// memoised in `memo`, a depth-limited `false` only makes a later
/// answer conservative.)
fn unobservable(n: &Names, v: Value, depth: usize, memo: &mut FxHashMap<Value, bool>) -> bool {
    if let Some(&known) = memo.get(&v) {
        return known;
    }
    let answer = v.uses().into_iter().all(|(user, k)| {
        if user.is(n.dim) {
            return true;
        }
        if depth >= 8 {
            return false;
        }
        if user.is(n.scf_yield) {
            return user.parent().is_some_and(|p| {
                (p.is(n.scf_if) || p.is(n.index_switch) || p.is(n.execute_region))
                    && k < p.num_results()
                    && unobservable(n, p.result(k), depth + 1, memo)
            });
        }
        user.num_regions() == 0
            && user.next().is_some()
            && user.num_successors() == 0
            && user.is_effect_free()
            && user.results().all(|r| unobservable(n, r, depth + 1, memo))
    });
    memo.insert(v, answer);
    answer
}

/// Whether `op` (of kind `kind`) is a dead writer: a `tensor.insert`,
/// `insert_slice` or linalg op without memory effects (its payload
/// included) whose results nothing can observe ([`unobservable`]: unused,
/// or only yielded into unused results of `scf.if`-like ops, or only used
/// by ops whose results nothing observes). `memo` as for [`unobservable`].
pub(crate) fn is_dead_writer(
    n: &Names,
    op: Op,
    kind: Kind,
    memo: &mut FxHashMap<Value, bool>,
) -> bool {
    matches!(kind, Kind::Insert | Kind::InsertSlice | Kind::Dps)
        && op.num_results() > 0
        && op.results().all(|r| unobservable(n, r, 0, memo))
        && op.is_effect_free()
}

impl Analysis {
    /// Dead writers ([`is_dead_writer`]) neither read nor write: no
    /// use of one counts as a read or a write, its tied operands go in
    /// place before any decision (`Analysis::run`), and the rewrite does
    /// not emit it: each result is its tied operand's buffer, unchanged.
    ///
    /// A choice, never a cost: the op disappears (no allocation, no copy,
    /// no write), where its write could only cost: a view of the written
    /// tensor read after it copied instead (fuzzer seeds 13992 @t14 and
    /// 13970 @t39), a loop whose body holds it writing its init, a written
    /// function argument making every caller copy its operand, a write
    /// into a tensor of an enclosing loop going out of place (13843 @t38,
    /// 13930 @t24: a fill yielded only into an unused `scf.if` result).
    /// Sound for every set of decisions: nothing observes the op's
    /// results, so whatever buffer they name nobody reads through it, and
    /// an op that is not emitted reads and writes nothing. Its in-place
    /// uses only join alias sets (no read, no write: no conflict pair).
    /// Upstream decides such writes like any other.
    pub(super) fn dead_writers(&mut self) {
        self.dead = vec![false; self.ops.len()];
        let mut memo: FxHashMap<Value, bool> = FxHashMap::default();
        for i in 0..self.ops.len() {
            let (op, kind) = (self.ops[i].0, self.ops[i].1);
            if !is_dead_writer(&self.names, op, kind, &mut memo) {
                continue;
            }
            self.dead[i] = true;
            for k in 0..self.ops[i].2.len() {
                let u = self.ops[i].2[k] as usize;
                self.uses[u].read = false;
                self.uses[u].write = false;
            }
        }
    }

    /// The index of `op` when it is a dead writer (see
    /// [`Self::dead_writers`]): the rewrite drops it, the empty-tensor
    /// elimination makes no replacement into it.
    pub fn dead_writer(&self, op: Op) -> Option<u32> {
        let &i = self.op_index.get(&op)?;
        self.dead
            .get(i as usize)
            .copied()
            .unwrap_or(false)
            .then_some(i)
    }

    /// Commits the tied operands of dead writers in place (see
    /// [`Self::dead_writers`]).
    pub(super) fn commit_dead_writers(&mut self) {
        for i in 0..self.ops.len() {
            if !self.dead[i] {
                continue;
            }
            for k in 0..self.ops[i].2.len() {
                let u = self.ops[i].2[k];
                if !self.uses[u as usize].aliases.is_empty() && self.inplace[u as usize].is_none() {
                    self.commit(u);
                }
            }
        }
    }
}
