//! Subset and same-op reasoning: matching `extract_slice`/`insert_slice`
//! pairs, statically disjoint slices, elementwise ops.

use crate::ir::{Op, Value};

use super::defs::origins_apart;
use super::{Analysis, Use};

impl Analysis {
    /// Two uses of the same op.
    pub(super) fn same_op_ok(&self, ru: &Use, wu: &Use, cand: u32) -> bool {
        let op = wu.op;
        let n = &self.names;
        if op.is(n.map) || is_named_elementwise(op) || (op.is(n.generic) && elementwise(op)) {
            // Elementwise: each element is read before it is written, when
            // both operands are one buffer: equivalent, or made equivalent
            // by the candidate itself going in place (`%f = linalg.fill
            // outs(%e)` feeding `ins(%f) outs(%e)`), the case the answer
            // is asked for.
            let (a, b) = (self.equiv.root(ru.val), self.equiv.root(wu.val));
            if a == b || ru.val == wu.val || self.same_extracted_slice(ru.val, wu.val) {
                return true;
            }
            // The read and the written value are one value (or equivalent
            // ones) through `tensor.cast`s, `arith.select`s of one value
            // twice and region ops yielding one value at their positions
            // (two results of an `scf.index_switch` each yielding the same
            // tensor): each step in place, the same buffer; out of place,
            // a copy made before this op, which the other side cannot
            // meet. Either way no element is written before it is read.
            let (rs, ws) = (
                self.same_value_source(self.vals[ru.val as usize]),
                self.same_value_source(self.vals[wu.val as usize]),
            );
            if rs == ws
                || matches!((self.id(rs), self.id(ws)), (Some(r), Some(w))
                    if self.equiv.root(r) == b || self.equiv.root(r) == self.equiv.root(w))
            {
                return true;
            }
            if self.branch_arg_same_or_fresh(ru.val, wu.val, cand) {
                return true;
            }
            if self.same_or_apart(self.vals[ru.val as usize], wu.val, cand) {
                return true;
            }
            let cu = &self.uses[cand as usize];
            let c = self.equiv.root(cu.val);
            return cu.aliases.iter().any(|&(t, equivalent)| {
                let e = self.equiv.root(t);
                equivalent && ((a, b) == (c, e) || (a, b) == (e, c))
            });
        }
        if (op.is(n.insert_slice) || op.is(n.parallel_insert_slice))
            && ru.index == 0
            && wu.index == 1
        {
            return self.matching_slice(ru.val, op, false, cand);
        }
        false
    }

    /// Whether written value `w` is an argument of a non-entry block each
    /// of whose incoming branch operands is either out of place (a new
    /// buffer: the rewrite copies into a fresh allocation at the branch)
    /// or in place and equivalent to read value `r` (with `cand`, the use
    /// being decided, counted in place).
    ///
    /// For an elementwise op reading `r` and writing `w`: whichever edge
    /// came in, `w`'s buffer is `r`'s own (each element read before it is
    /// written, at the same address) or one allocated at that branch,
    /// while `r`'s buffer was live (it is read after): no element of `r`
    /// is written before it is read. Sound for the final decisions: an
    /// out-of-place decision and an equivalence are never undone, and an
    /// undecided edge (other than `cand`) answers `false`. (Fuzzer seed
    /// 13883 @t17: a `cf` block argument fed by a tensor and by a
    /// constant's copy, multiplied elementwise with that tensor into
    /// itself; the tensor's branch was copied.)
    fn branch_arg_same_or_fresh(&self, r: u32, w: u32, cand: u32) -> bool {
        let wv = self.vals[w as usize];
        match wv.owner_block() {
            Some(b) if !b.is_entry() => {}
            _ => return false,
        }
        let incoming = &self.alias_in[w as usize];
        let root = self.equiv.root(r);
        !incoming.is_empty()
            && incoming.iter().all(|&v| {
                let us = &self.uses[v as usize];
                let decided = if v == cand {
                    Some(true)
                } else {
                    self.inplace[v as usize]
                };
                match decided {
                    // A new buffer.
                    Some(false) => true,
                    Some(true) => us.op.num_successors() > 0 && self.equiv.root(us.val) == root,
                    None => false,
                }
            })
    }

    /// Whether the source of insert-slice `op` is (in place) the result of an
    /// `extract_slice` of the same destination with the same offsets, sizes
    /// and strides.
    ///
    /// With `nested`, a slice of such a slice (an in-place extract_slice
    /// chain ending at the matching one) also counts: it lies inside the
    /// overwritten part.
    ///
    /// Through an `scf.if`/`scf.index_switch` result: it matches when the
    /// value every region yields for it matches and every such yield is in
    /// place. *Why that holds*: with its yield in place, the result's
    /// buffer is the buffer the branch that ran yielded (no copy), and
    /// that branch ran in the same execution of the enclosing block as
    /// `op`, which uses the result after the op ends; the slice's dynamic
    /// offsets, sizes and strides are the same SSA values as `op`'s, which
    /// dominate `op` and so are defined outside the branch: the same
    /// numbers. So whichever branch ran, the result's buffer is `op`'s
    /// slice of its destination, as for a direct `extract_slice`. An
    /// out-of-place yield answers `false` (a conflict).
    ///
    /// Past a branch op, an *undecided* tied init on the way is followed as
    /// if in place. *Why that holds for the final decisions*: if it goes in
    /// place, the path is what was followed; if it goes out of place, the
    /// op writes a buffer allocated in this execution of the branch, which
    /// is neither `op`'s destination nor inside it, so `op`'s read of it
    /// (or a write into it) cannot meet `op`'s write (or read) of the
    /// destination. Both outcomes give "no conflict". (Without this, the
    /// answer for one branch's `extract_slice` would wait for the other
    /// branch's undecided init, and the order of the decisions would leave
    /// one branch out of place.) The structure followed (which
    /// `extract_slice` is reached, equivalences) only grows.
    pub(super) fn matching_slice(&self, src: u32, op: Op, nested: bool, cand: u32) -> bool {
        self.matching_value(self.vals[src as usize], op, nested, 0, false, cand)
    }

    /// [`Self::matching_slice`] of value `v`; `depth` counts the branch ops
    /// passed through (bounded, like the chain below); `past_branch`: an
    /// undecided tied init is followed (see above).
    fn matching_value(
        &self,
        mut v: Value,
        op: Op,
        nested: bool,
        depth: u32,
        past_branch: bool,
        cand: u32,
    ) -> bool {
        if depth > 8 {
            return false;
        }
        for _ in 0..64 {
            // An `scf.for` iter_arg or result equivalent to its init is the
            // init's buffer in every iteration and after the loop: a write
            // through it writes where the init lies.
            if let Some(init) = self.equivalent_loop_init(v, cand) {
                v = init;
                continue;
            }
            let Some(d) = v.defining_op() else {
                return false;
            };
            if (d.is(self.names.scf_if) || d.is(self.names.index_switch)) && v.is_result() {
                return self.branches_match(d, v.index(), op, nested, depth, cand);
            }
            if d.is(self.names.select) && d.operand(1) != d.operand(2) {
                return self.select_matches(d, op, nested, depth, past_branch, cand);
            }
            // A `tensor.cast`, an `arith.select` of one value twice
            // ([`Self::same_value_step`]), or an `extract_slice` of all of
            // its source (static offsets 0, strides 1, the source's static
            // shape), is followed whatever its decision: in place, its
            // buffer is its operand's (the same elements); out of place,
            // `op` reads a copy made before it, a buffer `op`'s write of
            // the destination cannot meet, so "no conflict" holds for both
            // outcomes.
            if let Some(x) = self.same_value_step(d, v) {
                v = x;
                continue;
            }
            if d.is(self.names.extract_slice) {
                let dest = op.operand(1);
                let same_src = d.operand(0) == dest
                    || match (self.id(d.operand(0)), self.id(dest)) {
                        (Some(a), Some(b)) => self.equivalent(a, b),
                        _ => false,
                    };
                // (Before the whole-source step below: an insertion of a
                // whole-tensor slice matches the whole-tensor extraction.)
                if same_src && same_slice(d, op) {
                    return true;
                }
                if identity_slice(d) || self.dynamic_identity_slice(d) {
                    v = d.operand(0);
                    continue;
                }
                let in_place = self
                    .op_index
                    .get(&d)
                    .and_then(|&oi| self.ops[oi as usize].2.first().copied())
                    .is_some_and(|u| self.is_inplace(u));
                if !nested || !in_place {
                    return false;
                }
                v = d.operand(0);
                continue;
            }
            // A call result that is all of an argument's elements
            // (`FuncSummary::whole`): the call operand's buffer in place,
            // a copy the call received out of place (which `op` cannot
            // meet), followed whatever the decision, as a cast.
            if v.is_result()
                && let Some(c) = self.call_results.get(&d)
                && let Some(&Some(arg)) = c.whole.get(v.index())
                && arg < d.num_operands()
            {
                v = d.operand(arg);
                continue;
            }
            // Follow the tied init of an in-place destination-style write
            // (the candidate counted in place: the answer is asked for
            // that decision; a fill decided after the insertion that
            // takes its result, say).
            let Some(&oi) = self.op_index.get(&d) else {
                return false;
            };
            let (_, _, uses) = &self.ops[oi as usize];
            let tied = self.tied_operand(uses, v, |u| {
                self.is_inplace(u)
                    || u == cand
                    || (past_branch && self.inplace[u as usize].is_none())
            });
            match tied {
                Some(x) => v = x,
                None => return false,
            }
        }
        false
    }

    /// The operand of the writing use among `uses` (one op's) whose
    /// result `v` is equivalent to it (a destination-style op's tied
    /// init), when `accept` takes that use.
    pub(super) fn tied_operand(
        &self,
        uses: &[u32],
        v: Value,
        accept: impl Fn(u32) -> bool,
    ) -> Option<Value> {
        uses.iter()
            .copied()
            .find(|&u| {
                let us = &self.uses[u as usize];
                us.write
                    && accept(u)
                    && us
                        .aliases
                        .iter()
                        .any(|&(t, e)| e && self.vals[t as usize] == v)
            })
            .map(|u| self.vals[self.uses[u as usize].val as usize])
    }

    /// The value result `v` of op `d` is, element for element: the operand
    /// of a `tensor.cast`, the one value an `arith.select` picks twice, the
    /// one value every region of an `scf.if` / `scf.index_switch` /
    /// `scf.execute_region` yields at `v`'s position. In place, the result
    /// is that value's buffer; out of place, a copy made before any user
    /// of the result runs.
    fn same_value_step(&self, d: Op, v: Value) -> Option<Value> {
        let n = &self.names;
        if d.is(n.cast) {
            Some(d.operand(0))
        } else if d.is(n.select) && d.operand(1) == d.operand(2) {
            Some(d.operand(1))
        } else if d.is(n.scf_if) || d.is(n.index_switch) || d.is(n.execute_region) {
            let k = v.index();
            let ys = self.region_yields(d, k)?;
            let one = ys.first()?.operand(k);
            ys.iter().all(|y| y.operand(k) == one).then_some(one)
        } else {
            None
        }
    }

    /// Whether read value `r` of an elementwise op lives, in every
    /// execution, either in the very buffer of its written value `w` or in
    /// a buffer `w` never lives in. Back from `r` through in-place steps
    /// only (`cand` counted in place): a `tensor.cast`'s source, both
    /// operands of an `arith.select`, the value every region of an
    /// `scf.if` / `scf.index_switch` / `scf.execute_region` yields at that
    /// position (yields are always in place). Each value reached is `w`
    /// (or equivalent to it: the same buffer), or no buffer it may live in
    /// is one `w` may live in ([`Self::buffer_origins`], undecided uses
    /// counted both ways; a step not in place ends there, its copy among
    /// those origins), or it is a constant while `w`'s origins are all
    /// known (allocations, copies, arguments: a constant's read-only
    /// global is none of them, and a written argument is never passed
    /// one). *Why that suffices*: whichever value the read is,
    /// the op reads each element of `w`'s own buffer before writing it,
    /// or reads a buffer its write cannot meet. *Stays true*: in-place
    /// decisions and equivalences are never withdrawn, and origins only
    /// shrink as undecided uses are decided. (An index switch yielding
    /// the written argument in some cases and a constant in another, read
    /// by a generic writing that argument: fuzzer seed 16195 @t34; upstream
    /// accepts it too.)
    fn same_or_apart(&self, r: Value, w: u32, cand: u32) -> bool {
        let n = &self.names;
        let in_place = |op: Op, k: usize| {
            self.use_at(op, k)
                .is_some_and(|u| u == cand || self.is_inplace(u))
        };
        let mut stack = vec![r];
        let mut w_origins: Option<Option<Vec<super::defs::BufferOrigin>>> = None;
        let mut steps = 0;
        while let Some(v) = stack.pop() {
            steps += 1;
            if steps > 64 {
                return false;
            }
            if self.same_buffer(v, self.vals[w as usize]) {
                continue;
            }
            if let Some(d) = v.defining_op() {
                if d.is(n.cast) && in_place(d, 0) {
                    stack.push(d.operand(0));
                    continue;
                }
                if d.is(n.select) && in_place(d, 1) && in_place(d, 2) {
                    stack.extend([d.operand(1), d.operand(2)]);
                    continue;
                }
                if d.is(n.scf_if) || d.is(n.index_switch) || d.is(n.execute_region) {
                    let k = v.index();
                    let Some(ys) = self.region_yields(d, k) else {
                        return false;
                    };
                    stack.extend(ys.iter().map(|y| y.operand(k)));
                    continue;
                }
            }
            let wo = w_origins.get_or_insert_with(|| self.buffer_origins(w, cand));
            let apart = match (wo.as_ref(), self.id(v)) {
                // A constant's global is no buffer with known origins.
                (Some(_), _) if v.defining_op().is_some_and(|d| d.is(n.constant)) => true,
                (Some(wo), Some(x)) => self
                    .buffer_origins(x, cand)
                    .is_some_and(|ox| origins_apart(&ox, wo)),
                _ => false,
            };
            if !apart {
                return false;
            }
        }
        true
    }

    /// The value `v` is, element for element, through `tensor.cast`s,
    /// `arith.select`s of one value twice and region ops yielding one value
    /// ([`Self::same_value_step`]).
    fn same_value_source(&self, mut v: Value) -> Value {
        for _ in 0..64 {
            match v.defining_op().and_then(|d| self.same_value_step(d, v)) {
                Some(x) => v = x,
                None => break,
            }
        }
        v
    }

    /// Values `x` and `y` are two `extract_slice`s of one tensor (the same
    /// value, or equivalent ones) with the same offsets, sizes, strides
    /// and type: the same elements of the same buffer when both are in
    /// place (and if either is not, they are different buffers, which
    /// cannot conflict), so an elementwise op reading one and writing the
    /// other reads each element before writing it, as with one value.
    fn same_extracted_slice(&self, x: u32, y: u32) -> bool {
        let (vx, vy) = (self.vals[x as usize], self.vals[y as usize]);
        let (Some(a), Some(b)) = (vx.defining_op(), vy.defining_op()) else {
            return false;
        };
        if !a.is(self.names.extract_slice) || !b.is(self.names.extract_slice) || vx.ty() != vy.ty()
        {
            return false;
        }
        self.same_buffer(a.operand(0), b.operand(0))
            && ["static_offsets", "static_sizes", "static_strides"]
                .iter()
                .all(|n| a.attr(n).is_some() && a.attr(n) == b.attr(n))
            && a.operands().skip(1).eq(b.operands().skip(1))
    }

    /// [`Self::matching_value`] through `arith.select` `sel` of two
    /// different values: each operand matches, or its use by the select
    /// is out of place (the select then picks a copy made at the select),
    /// or no buffer it may live in is one `op`'s destination may live in
    /// ([`Self::buffer_origins`], disjoint). *Why that holds*: whichever
    /// operand the select picks, what `op` reads (or a nested write
    /// writes) is either its own slice of the destination, or a buffer
    /// apart from the destination, which `op`'s write cannot meet (a slice
    /// `extract_slice`d and a copy of it modified out of place, one of
    /// the two inserted back: fuzzer seed 14495 @t10). *Stays true*: an
    /// out-of-place decision is final, matching follows structure that
    /// only grows, and the buffer origins count undecided uses both ways.
    fn select_matches(
        &self,
        sel: Op,
        op: Op,
        nested: bool,
        depth: u32,
        past_branch: bool,
        cand: u32,
    ) -> bool {
        let mut dest = None;
        (1..=2).all(|k| {
            let copied = self
                .use_at(sel, k)
                .is_some_and(|u| u != cand && self.inplace[u as usize] == Some(false));
            copied
                || self.matches_or_apart(
                    sel.operand(k),
                    op,
                    (nested, depth + 1, past_branch, cand),
                    &mut dest,
                )
        })
    }

    /// Whether `v` matches `op`'s slice ([`Self::matching_value`] with
    /// `(nested, depth, past_branch, cand)`), or no buffer it may live in
    /// is one `op`'s destination may live in ([`Self::buffer_origins`],
    /// disjoint). `dest` caches the destination's origins, walked only
    /// for a value that does not match.
    fn matches_or_apart(
        &self,
        v: Value,
        op: Op,
        (nested, depth, past_branch, cand): (bool, u32, bool, u32),
        dest: &mut Option<Option<Vec<super::defs::BufferOrigin>>>,
    ) -> bool {
        if self.matching_value(v, op, nested, depth, past_branch, cand) {
            return true;
        }
        let od = dest.get_or_insert_with(|| {
            self.id(op.operand(1))
                .and_then(|x| self.buffer_origins(x, cand))
        });
        match (od.as_ref(), self.id(v)) {
            (Some(od), Some(x)) => self
                .buffer_origins(x, cand)
                .is_some_and(|ox| origins_apart(&ox, od)),
            _ => false,
        }
    }

    /// Whether every region of branch op `br` (`scf.if`, `scf.index_switch`)
    /// yields, in place, a value matching `op`'s slice for result `k` (see
    /// [`Self::matching_slice`]) or living in no buffer `op`'s destination
    /// may live in ([`Self::matches_or_apart`]). *Why*: as for
    /// [`Self::select_matches`], whichever region ran, `op` reads its own
    /// slice of the destination or a buffer apart from it (a slice
    /// yielded by one branch and a new tensor by the other, inserted back
    /// in an `scf.forall`: fuzzer seed 15400 @t30).
    fn branches_match(
        &self,
        br: Op,
        k: usize,
        op: Op,
        nested: bool,
        depth: u32,
        cand: u32,
    ) -> bool {
        let Some(ys) = self.region_yields(br, k) else {
            return false;
        };
        let mut dest = None;
        let apt = (nested, depth + 1, true, cand);
        !ys.is_empty()
            && ys.iter().all(|&y| {
                self.use_at(y, k).is_some_and(|u| self.is_inplace(u))
                    && self.matches_or_apart(y.operand(k), op, apt, &mut dest)
            })
    }

    /// The `scf.yield` ending each region of region op `d` (`scf.if`,
    /// `scf.index_switch`, `scf.execute_region`), when every region's
    /// first block ends in one passing an operand at position `k`: what
    /// the op's result `k` is, whichever region ran. `None` otherwise: a
    /// first block ending in a branch (a multi-block `execute_region`)
    /// says nothing about the result (taking its operands for it was a
    /// wrong output, `elementwise_switch_same_or_apart`).
    fn region_yields(&self, d: Op, k: usize) -> Option<Vec<Op>> {
        d.regions()
            .map(|region| {
                region
                    .first_block()
                    .and_then(|b| b.terminator())
                    .filter(|y| y.is(self.names.scf_yield) && k < y.num_operands())
            })
            .collect()
    }

    /// The init of `scf.for` iter_arg or result `v` when the two are
    /// equivalent (one buffer in every iteration and after the loop: the
    /// yield is equivalent to the iter_arg and the init in place, see
    /// `loop_equivalence`), or will be if the use being decided (`cand`,
    /// the init) goes in place, which is what the answer is asked for.
    /// Equivalence classes only grow, so a later decision cannot make this
    /// answer stale.
    fn equivalent_loop_init(&self, v: Value, cand: u32) -> Option<Value> {
        let (op, k) = match v.defining_op() {
            Some(op) if op.is(self.names.scf_for) => (op, v.index()),
            Some(_) => return None,
            None => {
                let block = v.owner_block()?;
                let op = block.parent_op()?;
                if !op.is(self.names.scf_for) || !block.is_entry() || v.index() == 0 {
                    return None;
                }
                (op, v.index() - 1)
            }
        };
        let init = op.operand(3 + k);
        let (a, b) = (self.id(v)?, self.id(init)?);
        if self.equivalent(a, b) {
            return Some(init);
        }
        // The candidate is this init: in place, `loop_equivalence` makes
        // the three one class exactly when the yield is equivalent to the
        // iter_arg.
        let cu = self.uses.get(cand as usize)?;
        let body = op.region(0).first_block()?;
        let y = body.terminator()?;
        (cu.op == op
            && cu.index == 3 + k
            && k < y.num_operands()
            && match (self.id(y.operand(k)), self.id(body.argument(1 + k))) {
                (Some(yv), Some(arg)) => self.equivalent(yv, arg),
                _ => false,
            })
        .then_some(init)
    }

    /// A read of a slice and a write of an insert_slice (or the other way)
    /// on statically disjoint parts of one tensor.
    pub(super) fn disjoint_subsets(&self, r: u32, w: u32) -> bool {
        let (ru, wu) = (&self.uses[r as usize], &self.uses[w as usize]);
        let rv = self.vals[ru.val as usize];
        // Read side: the read value is an extract_slice result, or the
        // read is an extract_slice's own read of its source (only the
        // slice it takes).
        let es = if ru.op.is(self.names.extract_slice) && ru.index == 0 {
            ru.op
        } else {
            match rv.defining_op().filter(|o| o.is(self.names.extract_slice)) {
                Some(es) => es,
                None => return false,
            }
        };
        // Write side: an insert_slice's destination, or a write into an
        // extract_slice result (a subview of its source).
        let is_ins =
            wu.op.is(self.names.insert_slice) || wu.op.is(self.names.parallel_insert_slice);
        let (slice, base) = if is_ins && wu.index == 1 {
            (wu.op, wu.op.operand(1))
        } else {
            match self.vals[wu.val as usize]
                .defining_op()
                .filter(|o| o.is(self.names.extract_slice))
            {
                Some(x) => (x, x.operand(0)),
                None => return false,
            }
        };
        let same_base = es.operand(0) == base
            || match (self.id(es.operand(0)), self.id(base)) {
                (Some(a), Some(b)) => self.equivalent(a, b),
                _ => false,
            };
        same_base && statically_disjoint(es, slice)
    }
}

/// Named linalg ops that read and write each element at the same index
/// (identity maps, no broadcast).
pub(crate) fn is_named_elementwise(op: Op) -> bool {
    const NAMES: &[&str] = &[
        "linalg.copy",
        "linalg.add",
        "linalg.sub",
        "linalg.mul",
        "linalg.div",
        "linalg.div_unsigned",
        "linalg.max",
        "linalg.min",
        "linalg.powf",
        "linalg.exp",
        "linalg.log",
        "linalg.abs",
        "linalg.ceil",
        "linalg.floor",
        "linalg.negf",
        "linalg.reciprocal",
        "linalg.round",
        "linalg.sqrt",
        "linalg.rsqrt",
        "linalg.square",
        "linalg.tanh",
        "linalg.erf",
        "linalg.select",
    ];
    // Only reached for ops that read and write two operands of one op.
    NAMES.contains(&op.name().as_str().as_str())
}

/// linalg op with only parallel iterators and identity indexing maps.
/// (Structural: an iterator list is uniqued attributes, so all parallel
/// means every element is the first one and that one is `parallel`; a
/// hot path of the analysis, no whole-attribute printing.)
pub(crate) fn elementwise(op: Op) -> bool {
    let Some(iters) = op.attr("iterator_types").and_then(|a| a.array_elements()) else {
        return false;
    };
    let Some(&first) = iters.first() else {
        return false;
    };
    if iters.iter().any(|&a| a != first) || !first.print().contains("parallel") {
        return false;
    }
    match op.attr("indexing_maps") {
        Some(maps) => maps
            .array_elements()
            .is_some_and(|ms| ms.iter().all(|m| m.is_identity_affine_map())),
        None => true,
    }
}

/// Whether `extract_slice` `d` takes all of its source: offsets 0 and
/// strides 1 (static, or SSA values that are those constants), static
/// sizes, and the result type equal to the source's static type (so no
/// rank reduction and every size whole).
impl Analysis {
    /// Whether `extract_slice` `d` takes all of a source of dynamic shape:
    /// the same type, offsets 0, strides 1, and the sizes (static values
    /// and SSA values) of the `extract_slice` the source's buffer comes
    /// from, followed back through the inits of destination-style ops
    /// (whose results have their inits' shapes). `%a =
    /// extract_slice %t[0, 0] [%m, %n]`, written by a fill, then
    /// `extract_slice %fill[0, 0] [%m, %n]`: the same elements.
    fn dynamic_identity_slice(&self, d: Op) -> bool {
        let ints = |op: Op, n: &str| op.attr(n).and_then(|x| x.as_dense_ints());
        let dynamic = crate::ir::dynamic_size();
        let (Some(off), Some(strides)) = (ints(d, "static_offsets"), ints(d, "static_strides"))
        else {
            return false;
        };
        if d.operand(0).ty() != d.result(0).ty()
            || off.iter().any(|&o| o != 0)
            || strides.iter().any(|&t| t != 1)
        {
            return false;
        }
        let sizes = |op: Op| -> Option<(Vec<i64>, Vec<Value>)> {
            let off = ints(op, "static_offsets")?;
            let sizes = ints(op, "static_sizes")?;
            let skip = 1 + off.iter().filter(|&&o| o == dynamic).count();
            let n = sizes.iter().filter(|&&z| z == dynamic).count();
            Some((sizes, op.operands().skip(skip).take(n).collect()))
        };
        let Some(want) = sizes(d) else { return false };
        let mut v = d.operand(0);
        for _ in 0..16 {
            let Some(op) = v.defining_op() else {
                return false;
            };
            if op.is(self.names.extract_slice) {
                return sizes(op).is_some_and(|got| got == want);
            }
            // Only through destination-style ops: a result has its
            // init's shape (a loop's result need not have its init's).
            if !op.is_destination_style() {
                return false;
            }
            let Some(&oi) = self.op_index.get(&op) else {
                return false;
            };
            match self.tied_operand(&self.ops[oi as usize].2, v, |_| true) {
                Some(x) if x.ty() == v.ty() => v = x,
                _ => return false,
            }
        }
        false
    }
}

fn identity_slice(d: Op) -> bool {
    let sizes_static = d
        .attr("static_sizes")
        .and_then(|x| x.as_dense_ints())
        .is_some_and(|z| !z.contains(&crate::ir::dynamic_size()));
    d.operand(0).ty() == d.result(0).ty() && sizes_static && whole_source_slice(d)
}

/// Whether `extract_slice` `d` takes all of its source: a source of static
/// shape, a result of the same rank, offsets 0, strides 1 and sizes the
/// source's (each static, or an SSA value that is that constant).
pub(crate) fn whole_source_slice(d: Op) -> bool {
    let ints = |n: &str| d.attr(n).and_then(|x| x.as_dense_ints());
    let (Some(off), Some(sizes), Some(strides)) = (
        ints("static_offsets"),
        ints("static_sizes"),
        ints("static_strides"),
    ) else {
        return false;
    };
    let src = d.operand(0).ty();
    if !src.is_ranked_shaped() || !d.result(0).ty().is_ranked_shaped() {
        return false;
    }
    let shape = src.shape();
    if shape.contains(&crate::ir::dynamic_size())
        || d.result(0).ty().shape().len() != shape.len()
        || sizes.len() != shape.len()
    {
        return false;
    }
    // The dynamic operands follow the source in offset, size, stride order.
    let mut dynamic = d.operands().skip(1);
    let mut is = |static_value: i64, want: i64| {
        if static_value != crate::ir::dynamic_size() {
            return static_value == want;
        }
        dynamic
            .next()
            .is_some_and(|v| crate::ir::ops::constant_int(v) == Some(want))
    };
    off.iter().all(|&o| is(o, 0))
        && sizes.iter().zip(&shape).all(|(&z, &n)| is(z, n))
        && strides.iter().all(|&t| is(t, 1))
}

/// Mixed offsets/sizes/strides equal (same static values, same SSA values).
pub fn same_slice(a: Op, b: Op) -> bool {
    let attrs = ["static_offsets", "static_sizes", "static_strides"];
    for name in attrs {
        match (a.attr(name), b.attr(name)) {
            (Some(x), Some(y)) if x == y => {}
            _ => return false,
        }
    }
    // Dynamic operands: after the source (and dest) operands.
    let dyn_a: Vec<Value> = a.operands().skip(1).collect();
    let dyn_b: Vec<Value> = b.operands().skip(2).collect();
    dyn_a == dyn_b
}

pub(crate) fn statically_disjoint(a: Op, b: Op) -> bool {
    let get = |op: Op, n: &str| op.attr(n).and_then(|x| x.as_dense_ints());
    let (Some(oa), Some(sa), Some(ta)) = (
        get(a, "static_offsets"),
        get(a, "static_sizes"),
        get(a, "static_strides"),
    ) else {
        return false;
    };
    let (Some(ob), Some(sb), Some(tb)) = (
        get(b, "static_offsets"),
        get(b, "static_sizes"),
        get(b, "static_strides"),
    ) else {
        return false;
    };
    if oa.len() != ob.len() {
        return false;
    }
    let dynamic = crate::ir::dynamic_size();
    for d in 0..oa.len() {
        let vals = [oa[d], sa[d], ta[d], ob[d], sb[d], tb[d]];
        if vals.contains(&dynamic) {
            continue;
        }
        let end_a = oa[d] + (sa[d] - 1).max(0) * ta[d];
        let end_b = ob[d] + (sb[d] - 1).max(0) * tb[d];
        if end_a < ob[d] || end_b < oa[d] {
            return true;
        }
    }
    false
}
