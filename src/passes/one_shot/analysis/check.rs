//! The decision for one use: whether it may bufferize in place, checking
//! exactly the pairs its decision changes (see the module doc of
//! [`super`]: the invariant and the three things a decision changes).

use crate::analysis::dominance::Dominance;
use crate::analysis::fxhash::FxHashSet;

use super::{Analysis, Kind, Reason};
use crate::passes::one_shot::set_uses::enclosing_blocks;

impl Analysis {
    /// The reason for a conflict of definition `d`, write use `wr` and read
    /// use `rd`.
    pub(super) fn conflict(&self, d: u32, wr: u32, rd: u32) -> Reason {
        let (w, r) = (&self.uses[wr as usize], &self.uses[rd as usize]);
        Reason::Conflict {
            def: self.vals[d as usize],
            write: w.op,
            write_operand: w.index,
            read: r.op,
            read_operand: r.index,
        }
    }

    /// [`Self::check`], and when `u` is refused because it would write
    /// the buffer of another result of its own op (two `outs` of one
    /// tensor) whose aliasing operands the op only writes and are still
    /// undecided: those go out of place instead, if that lets `u` in place.
    /// A choice, not a correctness rule (out of place is always sound):
    /// an operand the op only writes costs a buffer out of place, `u`,
    /// which the op reads, a buffer and a copy.
    pub(super) fn check_giving_way(&mut self, u: u32, dom: &Dominance<'_>) -> Result<(), Reason> {
        let first = self.check(u, dom);
        let use_ = &self.uses[u as usize];
        if !(use_.read && use_.write) {
            return first;
        }
        let op = use_.op;
        let mut given: Vec<u32> = Vec::new();
        let mut result = first.clone();
        // Each round gives way to at least one more use of the op.
        for _ in 0..8 {
            let Err(Reason::Conflict { def, .. }) = &result else {
                break;
            };
            let Some(d) = self.id(*def) else { break };
            if def.defining_op() != Some(op) {
                break;
            }
            let sources = &self.alias_in[d as usize];
            let yields = !sources.is_empty()
                && sources.iter().all(|&s| {
                    let su = &self.uses[s as usize];
                    s != u
                        && su.op == op
                        && su.write
                        && !su.read
                        && self.inplace[s as usize] != Some(true)
                });
            if !yields {
                break;
            }
            let reason = result.clone().err().expect("a conflict");
            let before = given.len();
            for &s in sources.iter() {
                if self.inplace[s as usize].is_none() {
                    self.inplace[s as usize] = Some(false);
                    self.reasons.set(s, Some(reason.clone()));
                    given.push(s);
                }
            }
            if given.len() == before {
                break;
            }
            result = self.check(u, dom);
            if result.is_ok() {
                return result;
            }
        }
        for s in given {
            self.inplace[s as usize] = None;
            self.reasons.set(s, None);
        }
        first
    }

    /// Whether `u` may bufferize in place.
    pub(super) fn check(&mut self, u: u32, dom: &Dominance<'_>) -> Result<(), Reason> {
        let use_ = self.uses[u as usize].clone();
        // The sets the tentative in-place decision merges.
        let mut roots: Vec<u32> = vec![self.alias.find(use_.val)];
        for &(t, _) in &use_.aliases {
            let r = self.alias.find(t);
            if !roots.contains(&r) {
                roots.push(r);
            }
        }
        // Values whose definitions change with this decision: their reads
        // are checked again (a view going in place can move a read's
        // definition out of a loop).
        let redefined = if use_.aliases.is_empty() {
            Vec::new()
        } else {
            self.redefined_values(u)
        };
        // Nothing merges, nothing is written, no read's definition moves:
        // no new pair. Unless the one set holds a read-only value and `u`
        // passes its buffer on: going in place can make that value the
        // origin of writes already decided in place (a loop init that is
        // a constant, whose result is written after the loop, in one set
        // with the constant through an `scf.if` yield in the body).
        let passes_readonly_on = !use_.aliases.is_empty() && self.set_readonly[roots[0] as usize];
        if roots.len() == 1 && !use_.write && redefined.is_empty() && !passes_readonly_on {
            return Ok(());
        }
        // An op that is not bufferized "writes" its operand into its own
        // read-only results: never in place (its operands stay tensors).
        if let Some(&oi) = self.op_index.get(&use_.op)
            && matches!(self.ops[oi as usize].1, Kind::Unknown | Kind::Foreign)
            && let Some(&(res, _)) = use_.aliases.first()
        {
            return Err(Reason::NotWritable(self.vals[res as usize]));
        }
        // A callee assumes its arguments are distinct buffers (each is an
        // alias set of its own in its analysis): one buffer passed to two
        // arguments the callee accesses, one of which it writes, must be
        // two buffers. Rule 3 of `conflicts` covers a second write whose
        // result the caller reads; this covers the callee's own reads (no
        // result needed). Checked by both decisions that can break it:
        // the call operand going in place into a set holding another
        // in-place operand of the call, and any decision merging two sets
        // that hold one each (views decided after the call: a
        // `tensor.cast` chain from one operand to the other, bottom-up;
        // `call_same_tensor_through_casts`). Sets only grow, so the pair
        // is found by whichever of these comes last.
        if let Some(&oi) = self.op_index.get(&use_.op)
            && self.ops[oi as usize].1 == Kind::Call
            && (use_.read || use_.write)
        {
            for &v in &self.ops[oi as usize].2 {
                let vu = &self.uses[v as usize];
                if v == u || !self.is_inplace(v) || !(vu.read || vu.write) {
                    continue;
                }
                if (use_.write || vu.write) && roots.contains(&self.alias.find(vu.val)) {
                    let (wr, rd) = if use_.write { (u, v) } else { (v, u) };
                    return Err(self.conflict(use_.val, wr, rd));
                }
            }
        }
        if roots.len() > 1
            && let Some((wr, rd)) = self.call_operands_joined(&roots)
        {
            return Err(self.conflict(self.uses[rd as usize].val, wr, rd));
        }
        // Tentative aliases of `u` count as in place while finding definitions.
        let tentative: Vec<u32> = use_.aliases.iter().map(|&(t, _)| t).collect();
        self.check_readonly(u, &roots, &tentative)?;
        let u_blocks = use_.write.then(|| enclosing_blocks(use_.op, self.root));
        let mut pairs = self
            .sets
            .pairs(&roots, u, u_blocks.as_deref(), self.check_parallel_here);
        // Reads of redefined values against the writes of their own set
        // (other sets' writes are in `pairs` already, and so is `u`).
        let mut par_writes: Vec<u32> = Vec::new();
        for &x in &redefined {
            let own = self.alias.root(x);
            for &rd in &self.uses_of[x as usize] {
                if self.uses[rd as usize].read {
                    pairs.extend(self.sets.writes(own).iter().map(|&wr| (rd, wr)));
                }
            }
            if self.check_parallel_here {
                par_writes.extend(
                    self.uses_of[x as usize]
                        .iter()
                        .copied()
                        .filter(|&w| self.is_inplace(w) && self.uses[w as usize].write),
                );
            }
        }
        // `check-parallel-regions`: a write in an `scf.forall` iteration
        // into a buffer whose contents come from outside that iteration
        // (defined in another parallel scope) races with the other
        // iterations: out of place (a private copy). Checked for the writes
        // of the new pairs and the writes of redefined values.
        if self.check_parallel {
            let any_read = roots
                .iter()
                .find_map(|&r| self.sets.reads(r).first().copied());
            let mut seen: Vec<u32> = Vec::new();
            let candidates = pairs.iter().copied().chain(
                any_read
                    .into_iter()
                    .flat_map(|rd| par_writes.iter().map(move |&w| (rd, w))),
            );
            for (rd, wr) in candidates {
                if seen.contains(&wr) {
                    continue;
                }
                seen.push(wr);
                let w_op = self.uses[wr as usize].op;
                let scope = self.parallel_scope_from(w_op.parent());
                if scope.is_none() {
                    continue;
                }
                let defs = self.definitions(self.uses[wr as usize].val, u, &tentative);
                for d in defs {
                    if self.parallel_scope_of_value(self.vals[d as usize]) != scope {
                        return Err(self.conflict(d, wr, rd));
                    }
                }
            }
        }
        let must_in_place = use_.index == 1 && use_.op.is(self.names.materialize);
        let overwrite_only = use_.write && !use_.read && !must_in_place;
        // The same choice for the op's own reads of a value outside the
        // merged sets that a pending view would bring in (a transpose
        // reading a cast of the tensor it overwrites): the view would go
        // out of place with a copy later.
        if overwrite_only && let Some(&oi) = self.op_index.get(&use_.op) {
            for &rd in &self.ops[oi as usize].2 {
                let ru = &self.uses[rd as usize];
                if rd == u || !ru.read || roots.contains(&self.alias.find(ru.val)) {
                    continue;
                }
                for d in self.pessimistic_definitions(ru.val, u, &tentative) {
                    if self.writable[d as usize]
                        && roots.contains(&self.alias.find(d))
                        && self.conflicts(d, u, rd, u, dom)
                    {
                        return Err(self.conflict(d, u, rd));
                    }
                }
            }
            // And for read-only buffers: when undecided aliasing uses, once
            // in place, would make a read-only value (a constant passed to
            // a call that returns it) the origin of what `u` writes, one of
            // them goes out of place later, with a copy if it is read
            // (fuzzer seed 14241 @t1). Looked for a bounded way back.
            if let Some(bad) = self.pending_readonly_origin(use_.val, 64) {
                return Err(Reason::NotWritable(self.vals[bad as usize]));
            }
        }
        for (rd, wr) in pairs {
            let defs = self.definitions(self.uses[rd as usize].val, u, &tentative);
            for &d in &defs {
                // A read-only definition (a constant, a read-only argument
                // or `to_tensor`, a result of an op that is not
                // bufferized) is never written in place: every in-place
                // write whose buffer origins include one is refused
                // (`check_readonly`, for every decision), so a write in its
                // alias set writes another buffer (one joined to it by a
                // region's result, say) and cannot change what this read
                // sees.
                if !self.writable[d as usize] {
                    continue;
                }
                if self.conflicts(d, wr, rd, u, dom) {
                    return Err(self.conflict(d, wr, rd));
                }
            }
            // A choice, not a correctness rule: a use that overwrites its
            // operand without reading it costs one allocation out of place
            // and no copy. If a read it would then overwrite has, once the
            // views still undecided go in place, a definition the write
            // conflicts with, going in place would push the conflict onto
            // such a view later, out of place with a copy (a slice read
            // and then filled in a loop). Out of place now, as upstream
            // decides (it follows undecided views to definitions).
            if wr == u && overwrite_only {
                for d in self.pessimistic_definitions(self.uses[rd as usize].val, u, &tentative) {
                    if defs.contains(&d) || !self.writable[d as usize] {
                        continue;
                    }
                    if self.conflicts(d, wr, rd, u, dom) {
                        return Err(self.conflict(d, wr, rd));
                    }
                }
            }
        }
        if overwrite_only && let Some(reason) = self.pending_view_read(u, &roots, &tentative, dom) {
            return Err(reason);
        }
        Ok(())
    }

    /// The same choice for reads outside the merged sets that undecided
    /// views would bring in: a value reached from `u`'s operand through
    /// uses that do not write (views, selects, region forwarding), in
    /// place or undecided, read after `u` writes a buffer its definition
    /// may live in once those views go in place (a call overwriting one
    /// cast of an argument while another cast of it is returned; fuzzer
    /// seed 15604 @t2). Going in place, `u` would push the conflict onto
    /// one of the undecided views on the way, out of place later; out of
    /// place now, `u` costs a buffer only. Counted only when one of those
    /// views would need a copy out of place (the side it would give a new
    /// buffer is read): if none would, either choice costs one buffer and
    /// `u` stays in place (a slice filled and inserted elsewhere: the
    /// slice goes out of place, unread, as upstream decides). Undecided
    /// slices and reshapes other than casts are not followed. At most 64
    /// values visited (a choice only, nothing beyond is looked at).
    fn pending_view_read(
        &self,
        u: u32,
        roots: &[u32],
        tentative: &[u32],
        dom: &Dominance<'_>,
    ) -> Option<Reason> {
        let start = self.uses[u as usize].val;
        let mut seen: FxHashSet<(u32, bool)> = FxHashSet::default();
        let mut stack = vec![(start, false)];
        // Whether use `s` may pass the buffer on, and whether it adds a
        // copy once out of place (`side`: the value it would give a new
        // buffer).
        let step = |s: u32, side: u32, copy: bool| -> Option<bool> {
            let st = self.inplace[s as usize];
            if st == Some(false) || self.uses[s as usize].write || s == u {
                return None;
            }
            // Not through undecided slices and reshapes: the subset rules
            // need slices decided in place to see their matching pairs,
            // and a reshape of a strided buffer may be copied in place
            // too (a collapse without a collapsed view).
            let op = self.uses[s as usize].op;
            if st.is_none()
                && match self.op_kind(op) {
                    Some(Kind::ExtractSlice) => true,
                    Some(Kind::Reshape) => !op.is(self.names.cast),
                    _ => false,
                }
            {
                return None;
            }
            Some(copy || (st.is_none() && self.value_read_if(side, true)))
        };
        while let Some((x, copy)) = stack.pop() {
            if !seen.insert((x, copy)) {
                continue;
            }
            if seen.len() > 64 {
                return None;
            }
            if copy && !roots.contains(&self.alias.root(x)) {
                for &rd in &self.uses_of[x as usize] {
                    if rd == u || !self.uses[rd as usize].read {
                        continue;
                    }
                    for d in self.pessimistic_definitions(x, u, tentative) {
                        if self.writable[d as usize] && self.conflicts(d, u, rd, u, dom) {
                            return Some(self.conflict(d, u, rd));
                        }
                    }
                }
            }
            for &s in &self.alias_in[x as usize] {
                if let Some(c) = step(s, x, copy) {
                    stack.push((self.uses[s as usize].val, c));
                }
            }
            for &w in &self.uses_of[x as usize] {
                for &(t, _) in &self.uses[w as usize].aliases {
                    if let Some(c) = step(w, t, copy) {
                        stack.push((t, c));
                    }
                }
            }
        }
        None
    }

    /// A read-only value that `v`'s buffer would come from if every
    /// undecided aliasing use on the way back went in place, when one of
    /// those uses reads its operand (out of place later, it costs a copy;
    /// a view or branch operand costs at most a buffer, as `u` would).
    /// At most `limit` values visited: `None` beyond (a choice only).
    fn pending_readonly_origin(&self, v: u32, limit: usize) -> Option<u32> {
        let mut seen: FxHashSet<(u32, bool)> = FxHashSet::default();
        let mut stack = vec![(v, false)];
        while let Some((x, via_read)) = stack.pop() {
            if !seen.insert((x, via_read)) {
                continue;
            }
            if seen.len() > limit {
                return None;
            }
            if !self.writable[x as usize] {
                if via_read {
                    return Some(x);
                }
                continue;
            }
            // An undecided use into a value whose set already holds an
            // in-place write goes out of place anyway, once it would make
            // the read-only value that write's origin: not followed (a
            // tile of a read-only argument's slice, filled after the
            // slice's insertion back was decided: the slice is copied
            // either way, and the fill writes the copy).
            let written = !self.sets.writes(self.alias.root(x)).is_empty();
            for &s in &self.alias_in[x as usize] {
                match self.inplace[s as usize] {
                    Some(false) => {}
                    Some(true) => stack.push((self.uses[s as usize].val, via_read)),
                    None if written => {}
                    None => stack.push((
                        self.uses[s as usize].val,
                        via_read || self.uses[s as usize].read,
                    )),
                }
            }
        }
        None
    }

    /// Write to a read-only buffer: with `u` in place, some in-place write
    /// (or `u` itself) would write a buffer whose origin (followed back
    /// through in-place aliasing uses) is a read-only value. Only the
    /// writes whose origins `u` changes are looked at: `u`'s own, and
    /// those of values reached forwards from `u`'s aliases. Skipped when
    /// none of the merged sets holds a read-only value.
    pub(super) fn check_readonly(
        &self,
        u: u32,
        roots: &[u32],
        tentative: &[u32],
    ) -> Result<(), Reason> {
        let use_ = &self.uses[u as usize];
        if !roots.iter().any(|&r| self.set_readonly[r as usize]) {
            return Ok(());
        }
        let any_write = use_.write || roots.iter().any(|&r| !self.sets.writes(r).is_empty());
        if !any_write {
            return Ok(());
        }
        let mut writes: Vec<u32> = Vec::new();
        if use_.write {
            writes.push(use_.val);
        }
        let mut reached: FxHashSet<u32> = FxHashSet::default();
        for &t in tentative {
            reached.extend(self.buffer_users(t));
        }
        for &x in &reached {
            if self.uses_of[x as usize]
                .iter()
                .any(|&w| self.is_inplace(w) && self.uses[w as usize].write)
            {
                writes.push(x);
            }
        }
        writes.sort_unstable();
        match self.readonly_origin(&writes, u, tentative) {
            Some(bad) => Err(Reason::NotWritable(self.vals[bad as usize])),
            None => Ok(()),
        }
    }

    /// Two in-place operand uses of one call in different sets of `roots`
    /// (which a decision would merge), the callee accessing both and
    /// writing one: `(written, other)`. Per pair of sets, the calls of the
    /// one with fewer are looked up in the other (sets keep their calls in
    /// a map, merged smaller into larger).
    fn call_operands_joined(&self, roots: &[u32]) -> Option<(u32, u32)> {
        let maps: Vec<_> = roots.iter().filter_map(|r| self.call_uses.get(r)).collect();
        for (i, a) in maps.iter().enumerate() {
            for b in &maps[i + 1..] {
                let (small, large) = if a.len() <= b.len() { (a, b) } else { (b, a) };
                for (op, xs) in small.iter() {
                    let Some(ys) = large.get(op) else { continue };
                    let written =
                        |l: &[u32]| l.iter().copied().find(|&x| self.uses[x as usize].write);
                    if let Some(w) = written(xs) {
                        return Some((w, ys[0]));
                    }
                    if let Some(w) = written(ys) {
                        return Some((w, xs[0]));
                    }
                }
            }
        }
        None
    }
}
