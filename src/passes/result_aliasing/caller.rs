//! The caller side of the check (see the parent module): which accesses
//! of a call's result and argument follow which, and what resets them.

use std::cell::RefCell;

use crate::analysis::alias::{Aliasing, Root, ViewFlow};
use crate::analysis::cfg::Cfg;
use crate::analysis::dominance::Dominance;
use crate::analysis::fxhash::{FxHashMap, FxHashSet};
use crate::ir::{Block, Op, Value};

use super::facts::{ArgEffects, Facts, access_point, accesses, disjoint, strip_casts};
use super::{Depends, Extent, Partner};

/// One access of an op: `(value, reads, writes)`.
type Access = (Value, bool, bool);

/// An op's accesses and whether they are its own known effects.
type OpAccesses = std::rc::Rc<(Vec<Access>, bool)>;

/// `(result index, operand)` pairs: the call may return that operand's
/// buffer as that result.
type Returned = Vec<(usize, Value)>;

/// How one op accesses the memory a check is about.
struct Touch {
    op: Op,
    /// Reads x, writes x, reads p, writes p.
    flags: [bool; 4],
    /// The op's own known accesses (not a call's or an unknown op's).
    direct: bool,
    /// Reads x through a stale value, reads p through one.
    stale: [bool; 2],
    /// The values through which it reads p.
    p_reads: Vec<Value>,
    /// The values through which it writes p.
    p_writes: Vec<Value>,
}

/// The caller's analyses, built once per caller on first need.
pub(super) struct CallerInfo {
    func: Op,
    pub(super) flow: ViewFlow,
    pub(super) cfg: Cfg,
    cycles: Vec<bool>,
    /// The memref accesses of each op met so far (through the uses of the
    /// values a call's check is about; computed once per op, never by a
    /// walk of the whole function): `(value, read, write)` and whether
    /// they are the op's own known effects.
    accessed: RefCell<FxHashMap<Op, OpAccesses>>,
    /// Per call met by [`CallerInfo::derived`]: `(result, operand)` pairs
    /// where the callee may return that argument as that result (`None`:
    /// the callee is unknown, every result may be any operand's buffer).
    /// Computed once per call: the walks cross the same calls many times.
    returned: RefCell<FxHashMap<Op, Option<Returned>>>,
}

impl CallerInfo {
    pub(super) fn new(func: Op) -> CallerInfo {
        let cfg = Cfg::build(func);
        let cycles = cfg.blocks_in_cycles();
        CallerInfo {
            func,
            flow: ViewFlow::build(func),
            cfg,
            cycles,
            accessed: RefCell::default(),
            returned: RefCell::default(),
        }
    }

    /// `resets` and, with their ancestors, the ops of `kills` that
    /// properly dominate `r` (the reset logic of [`Self::may_follow`] needs
    /// each reset to dominate the read).
    fn with_kills(&self, resets: &[Op], kills: &[Op], r: Op, dom: &Dominance<'_>) -> Vec<Op> {
        let mut out = resets.to_vec();
        for &k in kills {
            if k != r && self.properly_dominates(k, r, dom) {
                out.extend(self.chain(k));
            }
        }
        out
    }

    /// The ops other than `call` that overwrite every element of `v`'s
    /// buffer (used through `v` or a cast of it): a `memref.copy` into it,
    /// or a linalg op with it as an init that writes each element (a
    /// named elementwise op, `linalg.fill`, `linalg.map`, or an all-parallel
    /// `linalg.generic` with identity maps).
    fn overwriters(&self, v: Value, call: Op) -> Vec<Op> {
        let base = strip_casts(v);
        let mut views = vec![base];
        let mut i = 0;
        while i < views.len() {
            for u in views[i].users() {
                if u.name().as_str().as_str() == "memref.cast" && !views.contains(&u.result(0)) {
                    views.push(u.result(0));
                }
            }
            i += 1;
        }
        let mut out = Vec::new();
        for &w in &views {
            for u in w.users() {
                if u == call || out.contains(&u) {
                    continue;
                }
                let name = u.name().as_str();
                let writes_all = match name.as_str() {
                    "memref.copy" => u.operand(1) == w,
                    "linalg.fill" | "linalg.map" => u.dps_inits().contains(&w),
                    "linalg.generic" => {
                        u.dps_inits().contains(&w)
                            && crate::passes::one_shot::analysis::slices::elementwise(u)
                    }
                    _ => {
                        crate::passes::one_shot::analysis::slices::is_named_elementwise(u)
                            && u.dps_inits().contains(&w)
                    }
                };
                if writes_all {
                    out.push(u);
                }
            }
        }
        out
    }

    /// The accesses of `op` (see [`accesses`]), computed once.
    fn accesses_of(&self, op: Op, effects: &mut ArgEffects) -> OpAccesses {
        if let Some(a) = self.accessed.borrow().get(&op) {
            return a.clone();
        }
        let a = std::rc::Rc::new(accesses(op, effects));
        self.accessed.borrow_mut().insert(op, a.clone());
        a
    }

    /// Whether, after `call`, something writes memory of `x` (or `p`) and
    /// then something reads memory of the other: for certain (`Must`) when
    /// `must` (the callee always returns the aliasing buffer) and both are
    /// the caller's own ops with known effects.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn observable(
        &self,
        call: Op,
        x: Value,
        p: Value,
        must: bool,
        extent: Option<&Extent>,
        al: &Aliasing<'_>,
        dom: &Dominance<'_>,
        facts: &mut Facts,
        effects: &mut ArgEffects,
    ) -> Depends {
        // A call result's buffer is reached through the values derived from
        // it (the view flow also gives it the origins of the call's
        // operands, which would make the result and the argument one buffer
        // here); an argument's through its origins.
        // An argument's memory is reached from its roots, but not through
        // this call's results: those are the clone once the ABI holds (a
        // value reached both ways, `arith.select %c, %x, %p`, counts for
        // both).
        let derived_x = self.derived(&[x], None, facts);
        let derived_p = if p.defining_op() == Some(call) {
            self.derived(&[p], None, facts)
        } else {
            // Not from this call's own results either (an earlier run's
            // result a loop carries back as the argument is a root of it):
            // values computed from them alone are the result's memory, and
            // the argument's block argument, which also holds the
            // argument's own buffer, is reached from `p` and its other
            // roots.
            let starts: Vec<Value> = al
                .roots(p)
                .into_iter()
                .map(|r| match r {
                    Root::Alloc(v) | Root::Opaque(v) => v,
                })
                .filter(|v| v.defining_op() != Some(call))
                .chain([p])
                .collect();
            self.derived(&starts, Some(call), facts)
        };
        let touches_x = |v: Value| derived_x.contains(&v);
        let touches_p = |v: Value| derived_p.contains(&v);
        // The ops using a value of either set: every op accessing them
        // (memory effects are on operands).
        let mut seen: FxHashSet<Op> = FxHashSet::default();
        let mut candidates: Vec<Op> = Vec::new();
        for v in derived_x.iter().chain(derived_p.iter()) {
            for user in v.users() {
                if user != call && seen.insert(user) {
                    candidates.push(user);
                }
            }
        }
        // The values that may hold a buffer of an earlier run (derived
        // from a block argument that is not the function's: a loop or a
        // join may carry an older result, or an older buffer of the
        // argument, to it). A read through one of them is not reset by a
        // new run of the call or the allocation (see below).
        let entry = self.func.function_body().and_then(|r| r.first_block());
        let mut stale_from = |set: &FxHashSet<Value>, skip: Option<Op>| {
            let carried: Vec<Value> = set
                .iter()
                .filter(|v| !v.is_result() && v.owner_block() != entry)
                .copied()
                .collect();
            if carried.is_empty() {
                FxHashSet::default()
            } else {
                self.derived(&carried, skip, facts)
            }
        };
        // Not through this call: a value computed by ops from this run's
        // result holds this run's result (the call's operand may be a
        // carried value, but what the call returns now is fresh: a clone
        // made at the call, once the ABI holds).
        let stale_x = stale_from(&derived_x, Some(call));
        let p_skip = (p.defining_op() != Some(call)).then_some(call);
        let stale_p = stale_from(&derived_p, p_skip);
        let mut acc: Vec<Touch> = Vec::new();
        for op in candidates {
            let a = self.accesses_of(op, effects);
            let (list, direct) = (&a.0, a.1);
            let mut flags = [false; 4];
            let mut stale = [false; 2];
            let mut p_reads = Vec::new();
            let mut p_writes = Vec::new();
            for &(v, read, write) in list {
                // An element of the argument outside what the result views
                // is not an access of the result's memory either way.
                let outside = |v: Value| {
                    extent
                        .is_some_and(|e| access_point(op, v, p).is_some_and(|pt| disjoint(&pt, e)))
                };
                let hits = [touches_x(v), touches_p(v) && !outside(v)];
                let old = [stale_x.contains(&v), stale_p.contains(&v)];
                for (k, hit) in hits.into_iter().enumerate() {
                    if hit {
                        flags[2 * k] |= read;
                        flags[2 * k + 1] |= write;
                        stale[k] |= read && old[k];
                    }
                }
                if hits[1] && read {
                    p_reads.push(v);
                }
                if hits[1] && write {
                    p_writes.push(v);
                }
            }
            if flags.iter().any(|&f| f) {
                acc.push(Touch {
                    op,
                    flags,
                    direct,
                    stale,
                    p_reads,
                    p_writes,
                });
            }
        }
        let p_is_result = p.defining_op() == Some(call);
        // Writing the argument is seen by a result the call makes
        // afterwards (a clone of the written buffer), so a run of the call
        // in between resets it; when both are results, both are clones and
        // nothing does.
        // That holds when the read reaches the result only through values
        // computed by ops from it: a block argument may carry an earlier
        // run's result (a clone, once the ABI holds) to the read (`stale`).
        let resets_p = if p_is_result {
            Vec::new()
        } else {
            self.chain(call)
        };
        // An op that overwrites all of the result's memory (an elementwise
        // linalg op or a copy into it; if it also reads it, that read is an
        // access of its own) between the write and the read leaves nothing
        // of the write to see, with or without the clone; so does one
        // overwriting all of the argument, for a write of the result and a
        // read of the argument. It acts as a reset for a read it dominates
        // (see `with_kills`), when the read reaches the buffer through ops
        // only (no block argument brings an older buffer).
        let kills_x = self.overwriters(x, call);
        // Writing the result writes its clone: a later read of the other
        // alias misses it, whether or not the call runs again in between;
        // but when the argument is one fresh allocation and every view of
        // it is computed by ops from it (no block argument carries it to a
        // later run), a run of that allocation in between makes every view
        // read afterwards one of a new buffer, which the write never
        // touched, with or without the clone.
        let alloc = match al.roots(p).as_slice() {
            [Root::Alloc(a)] if !p_is_result => a.defining_op().map(|d| (*a, d)),
            _ => None,
        };
        let resets_x = alloc.map(|(_, d)| self.chain(d)).unwrap_or_default();
        // The values of the argument's memory that hold the allocation's
        // latest buffer wherever they are used, block arguments of region
        // ops it dominates included (see `latest_of`): a read through them
        // is reset by a new run of the allocation although a loop carries
        // it.
        let latest_p = match alloc {
            Some((a, d)) if !stale_p.is_empty() => self.latest_of(a, d, &derived_p, dom),
            _ => FxHashSet::default(),
        };
        let kills_p = self.overwriters(p, call);
        // The resets for a read: none when it may see an older buffer.
        let resets_for = |resets: &[Op], kills: &[Op], r: Op, stale: bool| {
            if stale {
                Vec::new()
            } else {
                self.with_kills(resets, kills, r, dom)
            }
        };
        let mut found = Depends::No;
        for wt in &acc {
            let (w, fw, wd) = (wt.op, wt.flags, wt.direct);
            for rt in &acc {
                let (r, fr, rd, rs, p_reads) = (rt.op, rt.flags, rt.direct, rt.stale, &rt.p_reads);
                // A read through carried values that all hold the
                // allocation's latest buffer is reset by the allocation,
                // not by an overwrite of the argument (another buffer, in
                // an earlier run).
                let latest = rs[1] && p_reads.iter().all(|v| latest_p.contains(v));
                let resets_read = if latest {
                    resets_x.clone()
                } else {
                    resets_for(&resets_x, &kills_p, r, rs[1])
                };
                let through_x = fw[1]
                    && fr[2]
                    && self.may_follow(w, r, &resets_read, dom)
                    && !(rs[1] && self.rebound(w, r, p_reads, &derived_p, dom));
                // An op writing the result runs after the call; one writing
                // the argument matters only when it may (the clone copies
                // what was written before).
                // When the write lies in a branch op `d` that also runs the
                // call and the read is outside `d` (not through an older
                // buffer), the read sees the result of `d`'s last run: a
                // write in `d` matters only when it may come before one of
                // `d`'s terminators that yields the result's buffer.
                let through_p = fw[3]
                    && fr[0]
                    && self.may_follow(call, w, &[], dom)
                    && !self.allocated_since_call(call, w, &wt.p_writes, al, dom)
                    && match self.branch_around(call, w, r).filter(|_| !rs[0]) {
                        Some(d) => self.yields_of(d, &derived_x).into_iter().any(|y| {
                            let old = y.operands().any(|v| stale_x.contains(&v));
                            self.may_follow(w, y, &resets_for(&resets_p, &kills_x, y, old), dom)
                        }),
                        None => {
                            self.may_follow(w, r, &resets_for(&resets_p, &kills_x, r, rs[0]), dom)
                        }
                    };
                if w != r && (through_x || through_p) {
                    if must && wd && rd {
                        return Depends::Must;
                    }
                    found = Depends::May;
                }
            }
        }
        found
    }

    /// The values of `derived` (memory of the argument, whose one root is
    /// the allocation `a`, defined by op `ad`) that hold `a`'s buffer of
    /// `ad`'s latest run wherever they are used: `a` itself; an op's
    /// result whose flow-predecessors in `derived` all do; a block
    /// argument of a region of an op `l` other than the function that
    /// `ad` properly dominates, whose bound values in `derived` (`l`'s
    /// operands, its regions' terminators' operands) all do. Greatest
    /// fixed point: a loop carrying the buffer around counts.
    ///
    /// Sound by induction over the run: each such value is dominated by
    /// `ad` (an op's operands dominate it; `l`, so its block arguments,
    /// is dominated by `ad`). An op `o` dominated by `ad` that dominates a
    /// use runs after `ad`'s latest run before that use (a path from that
    /// run to the use avoiding `o`, after a path from the entry to `ad`
    /// that cannot pass `o`, would avoid `o`), with operands holding that
    /// run's buffer. `ad` does not run inside `l`'s run (it lies outside
    /// `l`), so every binding made during that run (from `l`'s operands at
    /// its start, from values computed in it at its terminators) holds the
    /// buffer `ad` made before `l` started, its latest.
    fn latest_of(
        &self,
        a: Value,
        ad: Op,
        derived: &FxHashSet<Value>,
        dom: &Dominance<'_>,
    ) -> FxHashSet<Value> {
        let mut set: FxHashSet<Value> = derived
            .iter()
            .copied()
            .filter(|&v| {
                v.is_result()
                    || v.owner_block()
                        .and_then(|b| b.parent_op())
                        .is_some_and(|l| l != self.func && self.properly_dominates(ad, l, dom))
            })
            .collect();
        let mut work: Vec<Value> = set.iter().copied().collect();
        while let Some(v) = work.pop() {
            if v == a || !set.contains(&v) {
                continue;
            }
            let Some(n) = self.flow.id(v) else { continue };
            let bad = self.flow.rdeps[n as usize].iter().any(|&u| {
                let u = self.flow.values[u as usize];
                derived.contains(&u) && !set.contains(&u)
            });
            if bad {
                set.remove(&v);
                for &d in &self.flow.deps[n as usize] {
                    let y = self.flow.values[d as usize];
                    if set.contains(&y) {
                        work.push(y);
                    }
                }
            }
        }
        set
    }

    /// Whether every buffer `w` writes through `writes` (memory of the
    /// argument) is allocated after the last run of `call` before `w`:
    /// each value written through is one allocation's memory, and either
    /// - the allocation's op follows the call in the call's block and
    ///   properly dominates `w` (the last run of that block before `w`
    ///   runs the call and then the allocation; the call runs nowhere
    ///   else), or
    /// - the value is a view computed by ops from the allocation's result
    ///   (no block argument in between: it is the buffer of the
    ///   allocation's latest run before `w`), the allocation properly
    ///   dominates `w`, and no path leads from a run of `call` to `w`
    ///   without running the allocation again (a loop around both that
    ///   allocates a new buffer for each run of an inner loop holding the
    ///   call).
    ///
    /// Such a buffer is no argument of any run of the call before `w`, so
    /// no result made before `w` is (a view or clone of) it, and a run
    /// after `w` clones it with the write in it: no read of a result sees
    /// the write differently with or without the ABI's clone. (A loop
    /// passing that fresh buffer to the next run's call makes it the
    /// argument's memory.)
    fn allocated_since_call(
        &self,
        call: Op,
        w: Op,
        writes: &[Value],
        al: &Aliasing<'_>,
        dom: &Dominance<'_>,
    ) -> bool {
        let Some(cb) = call.block() else { return false };
        !writes.is_empty()
            && writes.iter().all(|&v| {
                let roots = al.roots(v);
                !roots.is_empty()
                    && roots.iter().all(|r| match r {
                        Root::Alloc(a) => a.defining_op().is_some_and(|ad| {
                            self.properly_dominates(ad, w, dom)
                                && ((ad.block() == Some(cb) && call.is_before_in_block(ad))
                                    || (crate::analysis::alias::view_origin(v) == *a
                                        && !self.may_follow(call, w, &self.chain(ad), dom)))
                        }),
                        Root::Opaque(_) => false,
                    })
            })
    }

    /// Whether, on every path from the write `w` to the read `r`, the
    /// block argument through which `r` reads (every value of `reads` a
    /// view of it, computed by ops from it) is bound again, each time by
    /// a value that is not memory of the argument (`derived_p`): `r` then
    /// reads what that binding brought (the result's memory, or another
    /// buffer), the same buffer with or without the ABI's clone, whatever
    /// older buffer the argument held before.
    ///
    /// Sound because the read's buffer is the argument's last binding
    /// before `r` (`r` uses values computed from it, so its block
    /// dominates `r`); every path from `w` to `r` enters that block
    /// (`may_follow` with its first op as a reset), so the last binding
    /// comes after `w`, on an edge from a block that may run after `w`;
    /// every such edge passes a value of no view of the argument. Edges
    /// from blocks that cannot run after `w` (the loop's entry edge)
    /// may pass anything. When the block's region can run again as a
    /// whole, every edge may follow `w`.
    fn rebound(
        &self,
        w: Op,
        r: Op,
        reads: &[Value],
        derived_p: &FxHashSet<Value>,
        dom: &Dominance<'_>,
    ) -> bool {
        let Some(&first) = reads.first() else {
            return false;
        };
        let b = crate::analysis::alias::view_origin(first);
        if b.is_result()
            || reads
                .iter()
                .any(|&v| crate::analysis::alias::view_origin(v) != b)
        {
            return false;
        }
        let Some(head) = b.owner_block() else {
            return false;
        };
        let Some(hid) = self.cfg.id(head) else {
            return false;
        };
        if self.cfg.is_entry(hid) {
            return false;
        }
        // `w`'s ancestor in the block's region.
        let region = head.parent_region();
        let Some(wa) = self
            .chain(w)
            .into_iter()
            .find(|o| o.parent_region() == region)
        else {
            return false;
        };
        let Some(wb) = wa.block() else { return false };
        let repeats = head
            .parent_op()
            .is_some_and(|p| self.region_repeats(p, &[]));
        for &s in &self.cfg.preds[hid as usize] {
            let sb = self.cfg.block(s);
            let Some(t) = sb.terminator() else {
                return false;
            };
            for i in 0..t.num_successors() {
                if t.successor(i) != head {
                    continue;
                }
                let Some(o) = t.forwarded_to(i, b.index()) else {
                    return false;
                };
                let after_w = repeats || sb == wb || self.reachable(wb, sb, &[]);
                if after_w && derived_p.contains(&o) {
                    return false;
                }
            }
        }
        match head.first_op() {
            Some(f) => !self.may_follow(w, r, &[f], dom),
            None => false,
        }
    }

    /// The innermost op around `call` that also holds `w`, when it is an
    /// op whose regions run at most once per run of it (`scf.if`,
    /// `scf.index_switch`, `scf.execute_region`) and does not hold `r`. A
    /// result of the call reaches `r` only through the results of that op
    /// (or through block arguments, an older buffer, which the caller
    /// excludes), so from its last run; in that run the call ran before
    /// the terminator that yielded the buffer.
    fn branch_around(&self, call: Op, w: Op, r: Op) -> Option<Op> {
        let chain = self.chain(call);
        let d = *chain[1..]
            .iter()
            .find(|&&d| d == w || d.is_proper_ancestor_of(w))?;
        let name = d.name().as_str();
        let single = matches!(
            name.as_str(),
            "scf.if" | "scf.index_switch" | "scf.execute_region"
        );
        (single && d != w && d != r && !d.is_proper_ancestor_of(r)).then_some(d)
    }

    /// The terminators in `d`'s regions that yield a value of `set`.
    fn yields_of(&self, d: Op, set: &FxHashSet<Value>) -> Vec<Op> {
        let mut out = Vec::new();
        for region in d.regions() {
            for b in region.blocks() {
                if let Some(t) = b.terminator()
                    && t.num_successors() == 0
                    && t.operands().any(|v| set.contains(&v))
                {
                    out.push(t);
                }
            }
        }
        out
    }

    /// The values that may be views of value `v`'s buffer: forward along
    /// the view flow, where a call's result follows from its operand only
    /// when the callee may return that argument (its facts; a callee
    /// without body: never, it returns buffers of its own).
    /// Results of `skip` are never entered.
    fn derived(&self, starts: &[Value], skip: Option<Op>, facts: &mut Facts) -> FxHashSet<Value> {
        let mut seen: FxHashSet<Value> = FxHashSet::default();
        let mut stack = starts.to_vec();
        let mut returned = self.returned.borrow_mut();
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            let Some(n) = self.flow.id(x) else { continue };
            for &d in &self.flow.deps[n as usize] {
                let y = self.flow.values[d as usize];
                let Some(c) = y.defining_op() else {
                    stack.push(y);
                    continue;
                };
                if Some(c) == skip {
                    continue;
                }
                let pairs = returned.entry(c).or_insert_with(|| {
                    if !c.interfaces().call() {
                        return None;
                    }
                    let f = c.resolve_callable()?;
                    let args = c.call_arguments();
                    Some(
                        facts
                            .of(f)
                            .iter()
                            .filter_map(|fact| match fact.partner {
                                Partner::Arg(a) => Some((fact.result, *args.get(a)?)),
                                Partner::Result(_) => None,
                            })
                            .collect(),
                    )
                });
                let enters = match pairs {
                    None => true,
                    Some(pairs) => pairs.iter().any(|&(r, a)| r == y.index() && a == x),
                };
                if enters {
                    stack.push(y);
                }
            }
        }
        seen
    }

    /// Op `a` properly dominates op `b` (MLIR's sense): `a` comes before
    /// `b`'s ancestor in `a`'s block, or `a`'s block properly dominates
    /// `b`'s block (across nested regions). An op does not dominate what
    /// it holds.
    fn properly_dominates(&self, a: Op, b: Op, dom: &Dominance<'_>) -> bool {
        let Some(ab) = a.block() else { return false };
        let mut x = b;
        loop {
            if x.block() == Some(ab) {
                return x != a && a.is_before_in_block(x);
            }
            match x.parent() {
                Some(p) if p != self.func => x = p,
                _ => break,
            }
        }
        match (self.cfg.id(ab), b.block().and_then(|bb| self.cfg.id(bb))) {
            (Some(i), Some(j)) => dom.properly_dominates(i, j),
            _ => false,
        }
    }

    /// `op` and its ancestors below the function.
    fn chain(&self, op: Op) -> Vec<Op> {
        let mut v = vec![op];
        let mut x = op;
        while let Some(p) = x.parent() {
            if p == self.func {
                break;
            }
            v.push(p);
            x = p;
        }
        v
    }

    /// Whether `r` may run after `w` (both after `call`, neither inside
    /// the other) in one run of the function. An order in which one of
    /// `resets` (ops with their ancestors, each dominating `r`) runs
    /// again between them does not count.
    ///
    /// At the innermost op `a` holding both (the function if none), with
    /// `ra`/`wa` their ancestors in `a`'s regions: in different regions of
    /// an `scf.if`/`scf.index_switch`, only if `a` runs again; in one
    /// block, if `wa` comes first, or the block runs again; in different
    /// blocks of one region, if a CFG path leads from `wa`'s block to
    /// `ra`'s (one through the call's block re-runs the call), or the
    /// region runs again. Anything else (the regions of a loop, an op of
    /// unknown control flow): it may.
    fn may_follow(&self, w: Op, r: Op, resets: &[Op], dom: &Dominance<'_>) -> bool {
        let (cr, cw) = (self.chain(r), self.chain(w));
        if cr.contains(&w) || cw.contains(&r) {
            return true;
        }
        // A reset that dominates `r` but neither holds nor dominates `w`
        // runs on every path from `w` to `r`: `r` is reached only through
        // it each time control enters its region, and a path from `w`
        // that stays in that region without it would, after a path from
        // the region's entry to `w` without it, reach `r` without it.
        if resets.iter().any(|&e| {
            self.properly_dominates(e, r, dom)
                && !cw.contains(&e)
                && !self.properly_dominates(e, w, dom)
        }) {
            return false;
        }
        // The innermost common ancestor and the children of it on each side.
        let (a, ra, wa) = match cr
            .iter()
            .enumerate()
            .find_map(|(i, x)| cw.iter().position(|y| y == x).map(|j| (i, j)))
        {
            Some((i, j)) => (cr[i], cr[i - 1], cw[j - 1]),
            None => (self.func, cr[cr.len() - 1], cw[cw.len() - 1]),
        };
        let again = |b: Option<Op>| self.region_repeats(b.unwrap_or(self.func), resets);
        if ra.parent_region() != wa.parent_region() {
            let name = a.name().as_str();
            return !(name == "scf.if" || name == "scf.index_switch") || again(Some(a));
        }
        let (Some(rb), Some(wb)) = (ra.block(), wa.block()) else {
            return true;
        };
        // Every way out of `wa`'s block runs a reset that follows `wa` in
        // it (one in `ra`'s block lies before `ra`: it dominates `r`).
        let reset_after_w = resets
            .iter()
            .any(|e| e.block() == Some(wb) && wa.is_before_in_block(*e));
        if rb == wb {
            return (wa.is_before_in_block(ra) && !reset_after_w) || self.block_repeats(rb, resets);
        }
        (!reset_after_w && self.reachable(wb, rb, resets)) || again(Some(a))
    }

    /// A CFG path (one edge or more) from block `from` to block `to`; with
    /// `resets`, none through a block holding one of them (entering it
    /// runs that op before anything it dominates).
    fn reachable(&self, from: Block, to: Block, resets: &[Op]) -> bool {
        let (Some(f), Some(t)) = (self.cfg.id(from), self.cfg.id(to)) else {
            return true;
        };
        let call_block = |b: u32| resets.iter().any(|c| c.block() == Some(self.cfg.block(b)));
        let mut seen = vec![false; self.cfg.num_blocks()];
        let mut stack: Vec<u32> = self.cfg.succs[f as usize].clone();
        while let Some(b) = stack.pop() {
            if std::mem::replace(&mut seen[b as usize], true) || call_block(b) {
                continue;
            }
            if b == t {
                return true;
            }
            stack.extend(self.cfg.succs[b as usize].iter().copied());
        }
        false
    }

    /// Whether block `b` can run again: a CFG cycle through it, or a loop
    /// or cycle around the op holding its region; not when every
    /// repetition runs one of `resets` again first (it, or its ancestor,
    /// lies in the block that repeats, before what it dominates, or on
    /// every cycle through it).
    fn block_repeats(&self, b: Block, resets: &[Op]) -> bool {
        if resets.iter().any(|c| c.block() == Some(b)) {
            return false;
        }
        if self.cfg.id(b).is_some_and(|id| self.cycles[id as usize])
            && (resets.is_empty() || self.reachable(b, b, resets))
        {
            return true;
        }
        match b.parent_op() {
            Some(p) => self.region_repeats(p, resets),
            None => false,
        }
    }

    /// Whether op `a`'s regions can run again (as a whole) within one run
    /// of the function: `a` is a loop, or its block repeats. With
    /// a reset lying inside `a`, not: what it dominates is reached
    /// through it in a new run.
    fn region_repeats(&self, a: Op, resets: &[Op]) -> bool {
        if a == self.func || resets.contains(&a) {
            return false;
        }
        if a.is_loop() {
            return true;
        }
        match a.block() {
            Some(b) => self.block_repeats(b, resets),
            None => false,
        }
    }
}
