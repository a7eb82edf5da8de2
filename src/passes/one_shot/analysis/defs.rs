//! Definitions and buffer origins: what a read sees, where a buffer comes
//! from, which buffers a value may live in. All queries take the current
//! in-place decisions plus one tentative use (`cand`, counted in place for
//! its aliases `tentative`).

use crate::analysis::fxhash::FxHashSet;
use crate::ir::Op;

use super::Analysis;
use super::rules::{def_owner, is_proper_ancestor};
use crate::passes::one_shot::model::Kind;

impl Analysis {
    /// Whether every buffer `v` may live in is allocated inside op `l`
    /// (by a tensor.empty / alloc_tensor, or a copy for an out-of-place
    /// use): then it cannot be a buffer that `l` received from outside.
    pub fn allocated_inside(&self, v: u32, l: Op) -> bool {
        self.allocation_sites(v, u32::MAX, false, None)
            .is_some_and(|sites| sites.iter().all(|&a| is_proper_ancestor(l, a)))
    }

    /// Whether every buffer `v` may live in is allocated inside loop `l`
    /// or is the buffer loop-carried by `carrier` (an iter_arg): yielding
    /// `v` as the next iteration's buffer then needs no copy.
    pub fn allocated_inside_or_carried(&self, v: u32, l: Op, carrier: u32) -> bool {
        self.allocation_sites(v, u32::MAX, false, Some(carrier))
            .is_some_and(|sites| sites.iter().all(|&a| is_proper_ancestor(l, a)))
    }

    /// The ops that allocate the buffers value `v` may live in: the
    /// `tensor.empty` / `alloc_tensor` / filling op it comes from through
    /// in-place aliasing uses (use `cand` counted in place for its
    /// aliases), and the op of every out-of-place use on the way (a copy is
    /// allocated there). An undecided use counts both ways, so later
    /// decisions keep the answer. `None` when some buffer has another
    /// origin (a function argument, a call result, a constant...), when a
    /// block argument is reached and `through_block_args` is false, or past
    /// 64 values. Value `accept` (if any) is an origin that counts as no
    /// site.
    pub(super) fn allocation_sites(
        &self,
        v: u32,
        cand: u32,
        through_block_args: bool,
        accept: Option<u32>,
    ) -> Option<Vec<Op>> {
        self.origins_walk(v, cand, through_block_args, accept)?
            .into_iter()
            .map(|o| self.origin_site(o))
            .collect()
    }

    /// The op that creates buffer origin `o`: the out-of-place use's op
    /// for a copy, the defining op of a fresh value; `None` for a function
    /// argument (created before the function).
    pub(super) fn origin_site(&self, o: BufferOrigin) -> Option<Op> {
        match o {
            BufferOrigin::Copy(s) => Some(self.uses[s as usize].op),
            BufferOrigin::Fresh(x) => self.vals[x as usize].defining_op(),
            BufferOrigin::Arg(_) => None,
        }
    }

    /// The buffers value `v` may live in, each named by where it is
    /// created: [`BufferOrigin::Copy`] for the copy of an out-of-place use,
    /// [`BufferOrigin::Fresh`] for a `tensor.empty` / `alloc_tensor` /
    /// filling op (one buffer per op and execution), and
    /// [`BufferOrigin::Arg`] for an argument of the analysed function
    /// (distinct arguments are distinct buffers: a caller passing one
    /// buffer to two arguments one of which is written passes a copy, see
    /// `check`). Followed backwards through in-place aliasing uses (`cand`
    /// counted in place for its aliases); an undecided use counts both
    /// ways (its copy, and its operand's buffers), so no later decision
    /// adds a buffer. `None` for any other origin (a call result, a
    /// constant, `to_tensor`, a block argument no use forwards to) or past
    /// 64 values.
    pub(super) fn buffer_origins(&self, v: u32, cand: u32) -> Option<Vec<BufferOrigin>> {
        self.origins_walk(v, cand, true, None)
    }

    /// The walk behind [`Self::buffer_origins`] and
    /// [`Self::allocation_sites`]: `None` also when a block argument is
    /// reached and `through_block_args` is false; value `accept` (if any)
    /// is an origin left out.
    fn origins_walk(
        &self,
        v: u32,
        cand: u32,
        through_block_args: bool,
        accept: Option<u32>,
    ) -> Option<Vec<BufferOrigin>> {
        let tentative: &[(u32, bool)] = match self.uses.get(cand as usize) {
            Some(u) => &u.aliases,
            None => &[],
        };
        let entry = self.root.regions().next().and_then(|r| r.first_block());
        // Each value is walked with the scope its buffers must lie in to
        // reach the start (see `Scope`).
        let mut seen: Vec<(u32, Scope)> = Vec::new();
        let mut stack = vec![(v, Scope::Any)];
        let mut out: Vec<BufferOrigin> = Vec::new();
        while let Some((x, scope)) = stack.pop() {
            if seen.contains(&(x, scope)) {
                continue;
            }
            seen.push((x, scope));
            if Some(x) == accept {
                continue;
            }
            let xv = self.vals[x as usize];
            if seen.len() > 64 || (!through_block_args && !xv.is_result()) {
                return None;
            }
            // Back at a region argument of the loop whose back edge set the
            // scope: a carried buffer (its own position's or another's),
            // counted with everything it may be. The rewrite copies another
            // position's carried buffer back rather than passing it on,
            // but a write into it in place would then need a temporary to
            // break the cycle of copies (a swap): counting it keeps such a
            // write apart from that position, the cheaper form.
            let scope = match scope {
                Scope::Inside(l) if xv.owner_block().and_then(|b| b.parent_op()) == Some(l) => {
                    Scope::Any
                }
                s => s,
            };
            let incoming = &self.alias_in[x as usize];
            let mut found = |o: BufferOrigin| {
                if scope.admits(self.origin_site(o)) && !out.contains(&o) {
                    out.push(o);
                }
            };
            if incoming.is_empty() {
                // No forwarding use: a fresh allocation only for
                // tensor.empty / alloc_tensor and the ops that fill a new
                // buffer (from_elements, generate, splat, pad, concat).
                let origin = match xv.defining_op() {
                    Some(_) if self.defined_fresh(xv) => BufferOrigin::Fresh(x),
                    Some(_) => return None,
                    None if xv.owner_block() == entry => BufferOrigin::Arg(x),
                    None => return None,
                };
                found(origin);
                continue;
            }
            for &s in incoming {
                let tentative_here = s == cand && tentative.iter().any(|a| a.0 == x);
                let into = match self.loop_back_edge(s, xv) {
                    Some(l) => scope.within(l),
                    None => scope,
                };
                match self.inplace[s as usize] {
                    Some(true) => stack.push((self.uses[s as usize].val, into)),
                    _ if tentative_here => stack.push((self.uses[s as usize].val, into)),
                    // Out of place: a copy allocated at the use's op.
                    Some(false) => found(BufferOrigin::Copy(s)),
                    // Undecided: either may still happen.
                    None => {
                        stack.push((self.uses[s as usize].val, into));
                        found(BufferOrigin::Copy(s));
                    }
                }
            }
        }
        Some(out)
    }

    /// The loop whose next iteration (or result) use `s` forwards to value
    /// `x`, when `s` is that loop's back edge: an `scf.for`'s yield into
    /// its iter_arg or result, or an `scf.while`'s after-region yield into
    /// a before-region argument. The rewrite passes a yielded buffer on
    /// there only when it is the carried one or was allocated inside the
    /// loop (`Rewriter::passes_through` / `loop_yield`: fresh, carried, a
    /// constant's global, else a copy back into the carried buffer or a
    /// new one); the carried buffer comes in through the init edge.
    fn loop_back_edge(&self, s: u32, x: crate::ir::Value) -> Option<Op> {
        let y = self.uses[s as usize].op;
        let &i = self.op_index.get(&y)?;
        if self.ops[i as usize].1 != Kind::Yield {
            return None;
        }
        let l = y.parent()?;
        let &li = self.op_index.get(&l)?;
        match self.ops[li as usize].1 {
            Kind::For => {
                let into_arg = x.owner_block().is_some_and(|b| b.parent_op() == Some(l));
                (into_arg || x.defining_op() == Some(l)).then_some(l)
            }
            Kind::While => {
                let before = l.region(0).first_block();
                let from_after = y.block() == l.region(1).first_block();
                (from_after && x.owner_block().is_some() && x.owner_block() == before).then_some(l)
            }
            _ => None,
        }
    }

    /// Whether write use `w` writes no buffer value `d` may live in, under
    /// every set of decisions still possible (see
    /// [`Self::buffer_origins`]). A loop's init write stands for its body's
    /// writes through the region argument, whose buffer in a later
    /// iteration may be one the loop passed on: those count too.
    pub(super) fn distinct_buffers(&self, w: u32, d: u32, cand: u32) -> bool {
        let wu = &self.uses[w as usize];
        let mut written = vec![wu.val];
        if self.is_loop(wu.op) {
            written.extend(wu.aliases.iter().map(|a| a.0));
        }
        let Some(od) = self.buffer_origins(d, cand) else {
            return false;
        };
        written.iter().all(|&x| {
            self.buffer_origins(x, cand)
                .is_some_and(|ow| origins_apart(&ow, &od))
        })
    }

    /// The values whose writes define what a read of `v` sees: follow
    /// in-place aliasing uses that do not write back to their source.
    ///
    /// The result of an op with regions whose forwarded contents are (partly)
    /// written inside the op is itself the definition: its contents are
    /// complete when the op finishes, after any write inside it.
    pub(super) fn definitions(&self, v: u32, cand: u32, tentative: &[u32]) -> Vec<u32> {
        let mut memo = Vec::new();
        match self.defs_rec(v, cand, tentative, 0, &mut memo) {
            Some(d) => d,
            None => self.definitions_flat(v, cand, tentative),
        }
    }

    /// A non-writable value among the buffer origins of `starts`: values
    /// reached backwards through in-place aliasing uses (writing or not).
    pub(super) fn readonly_origin(
        &self,
        starts: &[u32],
        cand: u32,
        tentative: &[u32],
    ) -> Option<u32> {
        let mut seen: FxHashSet<u32> = FxHashSet::default();
        let mut stack: Vec<u32> = starts.to_vec();
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            if !self.writable[x as usize] {
                return Some(x);
            }
            for s in self.sources(x, cand, tentative) {
                stack.push(self.uses[s as usize].val);
            }
        }
        None
    }

    /// In-place aliasing uses flowing into value `x` (with `cand` counted
    /// in place for its tentative aliases).
    pub(super) fn sources(&self, x: u32, cand: u32, tentative: &[u32]) -> Vec<u32> {
        let pessimistic = self.pessimistic.get();
        self.alias_in[x as usize]
            .iter()
            .copied()
            .filter(|&s| {
                self.is_inplace(s)
                    || (s == cand && tentative.contains(&x))
                    || (pessimistic && self.inplace[s as usize].is_none())
            })
            .collect()
    }

    /// [`Self::definitions`] as if every undecided use were in place.
    pub(super) fn pessimistic_definitions(&self, v: u32, cand: u32, tentative: &[u32]) -> Vec<u32> {
        self.pessimistic.set(true);
        let d = self.definitions(v, cand, tentative);
        self.pessimistic.set(false);
        d
    }

    /// Whether the contents value `v` has when defined may be read: some
    /// use reads it, or an in-place use that does not write passes the
    /// buffer on (a view, a forwarding op) to a value whose contents may
    /// be read. A use that writes without reading (a `linalg.fill` or a
    /// destination-style op that overwrites its init, a call whose callee
    /// writes the argument without reading it) replaces the contents: the
    /// value it defines is not `v`'s. Past 256 values: `true`.
    pub fn value_read(&self, v: u32) -> bool {
        self.value_read_if(v, false)
    }

    /// [`Self::value_read`], with undecided uses counted in place when
    /// `undecided` is set (whether the contents may still be read under
    /// some of the decisions left).
    pub(super) fn value_read_if(&self, v: u32, undecided: bool) -> bool {
        let mut seen: FxHashSet<u32> = FxHashSet::default();
        let mut stack = vec![v];
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            if seen.len() > 256 {
                return true;
            }
            for &u in &self.uses_of[x as usize] {
                let us = &self.uses[u as usize];
                if us.read {
                    return true;
                }
                let passes_on = match self.inplace[u as usize] {
                    Some(d) => d,
                    None => undecided,
                };
                if !us.write && passes_on {
                    stack.extend(us.aliases.iter().map(|&(t, _)| t));
                }
            }
        }
        false
    }

    /// The values whose [`Self::definitions`] may change when use `u` goes
    /// in place: the op results among `u`'s aliases that gain `u` as a
    /// source (a non-writing `u` makes their definitions `u`'s operand's;
    /// a writing `u` makes a value with only non-writing sources its own
    /// definition), and every op result reached from them forwards through
    /// in-place uses, unless it has a writing in-place source (it is then
    /// its own definition whatever flows in). Block arguments are always
    /// their own definition.
    ///
    /// A read of one of these values was checked, when its pair formed,
    /// against definitions that no longer hold: [`Self::check`] checks it
    /// again. The walk stops at writes, so it follows only chains of views
    /// and forwarding ops.
    pub(super) fn redefined_values(&self, u: u32) -> Vec<u32> {
        let us = &self.uses[u as usize];
        let writes_into = |y: u32| {
            self.alias_in[y as usize]
                .iter()
                .any(|&s| (s == u || self.is_inplace(s)) && self.uses[s as usize].write)
        };
        let mut stack: Vec<u32> = Vec::new();
        for &(t, _) in &us.aliases {
            if !self.vals[t as usize].is_result() {
                continue;
            }
            let changes = if us.write {
                // {t} from now on: a change only if something flowed in.
                !self.alias_in[t as usize]
                    .iter()
                    .any(|&s| s != u && self.is_inplace(s) && self.uses[s as usize].write)
                    && self.alias_in[t as usize]
                        .iter()
                        .any(|&s| s != u && self.is_inplace(s))
            } else {
                !writes_into(t)
            };
            if changes {
                stack.push(t);
            }
        }
        let mut seen: FxHashSet<u32> = FxHashSet::default();
        let mut out = Vec::new();
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            out.push(x);
            for &s in &self.uses_of[x as usize] {
                if !self.is_inplace(s) {
                    continue;
                }
                for &(y, _) in &self.uses[s as usize].aliases {
                    if self.vals[y as usize].is_result() && !writes_into(y) {
                        stack.push(y);
                    }
                }
            }
        }
        out
    }

    /// [`Self::definitions`] by recursion; `None` when the chain is too
    /// deep (the caller then uses the flat, more conservative walk).
    pub(super) fn defs_rec(
        &self,
        x: u32,
        cand: u32,
        tentative: &[u32],
        depth: u32,
        memo: &mut Vec<(u32, Vec<u32>)>,
    ) -> Option<Vec<u32>> {
        if let Some((_, d)) = memo.iter().find(|(k, _)| *k == x) {
            return Some(d.clone());
        }
        let xv = self.vals[x as usize];
        if !xv.is_result() {
            return Some(vec![x]);
        }
        let srcs = self.sources(x, cand, tentative);
        if srcs.is_empty() || srcs.iter().any(|&s| self.uses[s as usize].write) {
            return Some(vec![x]);
        }
        if depth > 200 {
            return None;
        }
        let mut out: Vec<u32> = Vec::new();
        // A loop result fed by the loop's back edge holds what was yielded
        // in the carried buffer (copied back) or in one allocated inside
        // the loop, never an outside buffer the yield names
        // (`loop_back_edge`): the loop defines it, whatever the yielded
        // value's definitions are.
        let back = srcs.iter().any(|&s| self.loop_back_edge(s, xv).is_some());
        for s in srcs {
            for d in self.defs_rec(self.uses[s as usize].val, cand, tentative, depth + 1, memo)? {
                if !out.contains(&d) {
                    out.push(d);
                }
            }
        }
        if back {
            out = vec![x];
        } else if let Some(op) = xv.defining_op()
            && op.num_regions() > 0
            && out.iter().any(|&d| {
                def_owner(self.vals[d as usize])
                    .is_some_and(|o| o == op || is_proper_ancestor(op, o))
            })
        {
            out = vec![x];
        }
        if memo.len() < 256 {
            memo.push((x, out.clone()));
        }
        Some(out)
    }

    /// Definitions by following every forwarding alias to its origin.
    pub(super) fn definitions_flat(&self, v: u32, cand: u32, tentative: &[u32]) -> Vec<u32> {
        let mut out = Vec::new();
        let mut stack = vec![v];
        let mut seen: Vec<u32> = Vec::new();
        while let Some(x) = stack.pop() {
            if seen.contains(&x) {
                continue;
            }
            seen.push(x);
            // A block argument is a definition: what flows into it (a loop's
            // init or yield) was written by another instance of the ops.
            if !self.vals[x as usize].is_result() {
                out.push(x);
                continue;
            }
            let srcs = self.sources(x, cand, tentative);
            if srcs.is_empty() || srcs.iter().any(|&s| self.uses[s as usize].write) {
                out.push(x);
            } else {
                for s in srcs {
                    // A loop result is defined by the loop where its back
                    // edge reaches it (see `defs_rec`).
                    if self.loop_back_edge(s, self.vals[x as usize]).is_some() {
                        if !out.contains(&x) {
                            out.push(x);
                        }
                    } else {
                        stack.push(self.uses[s as usize].val);
                    }
                }
            }
        }
        out
    }

    /// A use that neither reads nor writes but passes its buffer on (a
    /// view, `arith.select`, a branch to a block argument, a call returning
    /// the argument it does not read) reads it too when what it passes on
    /// may be read: whether it bufferizes in place (then the later read
    /// sees the source's contents) or out of place (then its copy reads the
    /// source right there), the source's contents at this op matter.
    /// Decided once, before any decision: a value counts as read when any
    /// use reads it or passes it on, without writing, to a value that
    /// counts as read (a use that writes overwrites: what flows on is its
    /// own). The least such set, found backwards from the values read
    /// directly: a cycle of values that only pass one buffer around (a
    /// block argument of a `cf` loop handed back to itself) reads nothing.
    pub(super) fn mark_dependent_reads(&mut self) {
        let mut read = vec![false; self.vals.len()];
        let mut stack: Vec<u32> = Vec::new();
        for us in &self.uses {
            if us.read && !std::mem::replace(&mut read[us.val as usize], true) {
                stack.push(us.val);
            }
        }
        while let Some(t) = stack.pop() {
            for &s in &self.alias_in[t as usize] {
                let us = &self.uses[s as usize];
                if !us.write && !std::mem::replace(&mut read[us.val as usize], true) {
                    stack.push(us.val);
                }
            }
        }
        for us in &mut self.uses {
            if !us.read && !us.write && us.aliases.iter().any(|&(t, _)| read[t as usize]) {
                us.read = true;
            }
        }
    }
}

/// Where the buffers reaching the start of an origins walk must have been
/// created: anywhere, inside one op (the path went through that loop's
/// back edge, and every one nested in it), or nowhere (through back edges
/// of two disjoint loops: no buffer is passed along both).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Scope {
    Any,
    Inside(Op),
    Nowhere,
}

impl Scope {
    /// This scope narrowed by a back edge of loop `l`.
    fn within(self, l: Op) -> Scope {
        match self {
            Scope::Any => Scope::Inside(l),
            Scope::Inside(o) if o == l || is_proper_ancestor(o, l) => Scope::Inside(l),
            Scope::Inside(o) if is_proper_ancestor(l, o) => self,
            _ => Scope::Nowhere,
        }
    }

    /// Whether a buffer created at `site` (`None`: a function argument,
    /// created before the function) may be in this scope.
    fn admits(self, site: Option<Op>) -> bool {
        match (self, site) {
            (Scope::Any, _) => true,
            (Scope::Inside(l), Some(a)) => is_proper_ancestor(l, a),
            _ => false,
        }
    }
}

/// Whether no buffer among origins `a` is among origins `b`: values
/// with such origins never share a buffer.
pub(super) fn origins_apart(a: &[BufferOrigin], b: &[BufferOrigin]) -> bool {
    !a.iter().any(|o| b.contains(o))
}

/// Where a buffer is created (see [`Analysis::buffer_origins`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum BufferOrigin {
    /// The copy made for an out-of-place use.
    Copy(u32),
    /// A value defined by an op that allocates a new buffer for it.
    Fresh(u32),
    /// An argument of the analysed function.
    Arg(u32),
}
