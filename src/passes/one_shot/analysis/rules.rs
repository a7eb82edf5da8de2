//! The read-after-write conflict rules and the execution-order predicates
//! they rest on (see the module doc of [`super`]).

use crate::analysis::dominance::Dominance;
use crate::analysis::fxhash::FxHashSet;
use crate::ir::{Op, Value};

use super::Analysis;
use crate::passes::one_shot::model::{Names, undefined_contents};

impl Analysis {
    /// Whether definition `d`, in-place write `w` and read `r` form a
    /// read-after-write conflict: some execution runs D, then W, then R,
    /// with no new execution of D in between, and W changes what R reads.
    ///
    /// The rules, tried in this order (the first that applies decides):
    ///
    /// 0. **D's contents are undefined** (no conflict): D is a
    ///    `tensor.empty` or a `bufferization.alloc_tensor` without
    ///    `copy`; R may see any contents, so no write changes what it may
    ///    see.
    ///
    ///    0b. **W writes nothing new** (no conflict): W is the destination
    ///    write of an `insert_slice`/`parallel_insert_slice` whose source's
    ///    buffer is, by in-place decisions already made, that very slice of
    ///    the destination, or of a `linalg.copy` whose source's buffer is
    ///    its init's ([`Self::writes_back_own_slice`]). The insertion copies
    ///    each element onto itself: every element holds after
    ///    W what it held before, whatever D and R are, in every iteration.
    ///    The writes that did fill the slice (the source's own in-place
    ///    writes) are checked as writes of their own. Found by a
    ///    differential run on upstream's test inputs: a read of a filled
    ///    slice after its insertion back (upstream decides the same).
    /// 1. **W produces D** (no conflict): D is a result of W's op that W's
    ///    operand is tied to (a destination-style init and its result, a
    ///    loop init and its iter_arg/result), a result of W's op that no
    ///    operand aliases or whose aliasing operands are all out of place
    ///    (a fresh buffer W cannot touch), or a result of
    ///    a loop (`scf.for`/`while`/`forall`: complete when the loop ends,
    ///    after the body writes its inits stand for). *Assumes* W is
    ///    the operand through which D's contents are written: another write
    ///    of the same op (a second `outs` on the same tensor, a second
    ///    written call argument) overwrites D and is not exempt.
    /// 2. **No order D → W → R exists in any execution** (no conflict),
    ///    loops included: W's op encloses D (W happens when its op starts,
    ///    before its body defines D); D's op encloses W (D's contents are
    ///    complete when its op ends, after W); D and R lie in one block and
    ///    W outside it (control stays in the block between D and R); D is a
    ///    block argument and W cannot run between the block's entry and R
    ///    ([`Self::outside_block_arg_scope`]); W lies outside the innermost
    ///    region holding D and R, D before R (both run in one execution of
    ///    that region); W properly dominates D (every path from W to R
    ///    passes D again, because D dominates R). Each holds for every
    ///    execution, however often enclosing regions repeat.
    /// 3. **Disjoint subsets** (no conflict): R reads a slice and W writes
    ///    a slice of one tensor, statically disjoint. Static offsets are
    ///    the same in every iteration, so this holds across loops too. So
    ///    does R being an `insert_slice` reading its destination except a
    ///    slice with static offsets, sizes and strides that W writes into
    ///    ([`Self::skips_static_slice`]): whichever iteration W ran in, it
    ///    wrote inside the part R never reads.
    /// 4. **Single-pass exemptions**, valid only when no loop or CFG cycle
    ///    can run W and then R again without running D again
    ///    ([`Self::repeats_between`]): R and W are the same use (an op reads
    ///    its operand before writing it); two uses of one op that is
    ///    elementwise on equivalent operands or writes back the slice it
    ///    read ([`Self::same_op_ok`]; the slice may reach the insertion
    ///    through an `scf.for` carrying it, or an `scf.if`/
    ///    `scf.index_switch` every region of which yields it in place, see
    ///    [`Self::matching_slice`] for why each holds); R and W in different branches of one
    ///    `scf.if`/`scf.index_switch`; R is an `insert_slice` reading its
    ///    destination except the slice W writes (the slice may move from
    ///    one iteration to the next); R runs before W (or R's op encloses
    ///    W: a loop reads its init before its body runs). *What breaks
    ///    them*: repetition. The next iteration's R runs after this
    ///    iteration's W, with D defined once outside.
    /// 5. **Fresh buffer** (no conflict): every buffer W may write is
    ///    allocated after D and before W ([`Self::fresh_between`]): it
    ///    cannot be D's buffer, in any iteration.
    /// 6. **Distinct buffers** (no conflict): no buffer W may write is one
    ///    D may live in ([`Self::distinct_buffers`]): each side's buffers
    ///    are named by where they are created (an out-of-place use's copy,
    ///    a `tensor.empty`-like op, a function argument), undecided uses
    ///    counted both ways. One alias set holds both only because some
    ///    value may be either (a region result yielding one or the other;
    ///    two `outs` of one tensor, each copied). *Assumes* the buffers
    ///    are followed through every edge a buffer can take (the alias
    ///    edges of the model) and that function arguments are distinct
    ///    (ensured for written ones at each call).
    ///    6b. Or two positions of one loop in one iteration, which the
    ///    rewrite keeps in distinct buffers ([`Self::apart_in_iteration`]:
    ///    an `scf.while` swapping two positions, one of them written).
    /// 7. Otherwise a conflict.
    ///
    /// Every rule reads only the structure of the IR and facts that the
    /// decisions never withdraw (equivalences; in-place `extract_slice`s),
    /// or counts undecided uses both ways ([`Self::allocation_sites`]):
    /// an answer given earlier stays right when later decisions are made,
    /// except through the definitions of R, which the caller re-checks
    /// (see [`Self::redefined_values`]).
    pub(super) fn conflicts(&self, d: u32, w: u32, r: u32, cand: u32, dom: &Dominance<'_>) -> bool {
        let (wu, ru) = (&self.uses[w as usize], &self.uses[r as usize]);
        let dv = self.vals[d as usize];
        // 0. D's contents are undefined.
        if undefined_contents(&self.names, dv) {
            return false;
        }
        // 0b. W writes nothing new.
        if self.writes_back_own_slice(wu, cand) {
            return false;
        }
        // 1. W produces D.
        if self.produces_definition(d, wu) {
            return false;
        }
        // 2. No order D -> W -> R.
        if self.never_between(dv, wu.op, ru.op, dom) {
            return false;
        }
        // 3. Disjoint subsets; a static slice an insertion skips.
        if self.disjoint_subsets(r, w) || self.skips_static_slice(w, r, cand) {
            return false;
        }
        // 4. Single-pass exemptions, unless the region repeats.
        if self.single_pass_exempt(w, r, cand, dom) && !self.repeats_between(ru.op, wu.op, dv, dom)
        {
            return false;
        }
        // 5. Fresh buffer.
        if self.fresh_between(dv, wu.val, wu.op, cand, dom) {
            return false;
        }
        // 6. Distinct buffers; two positions of one loop, apart in every
        // iteration.
        !self.distinct_buffers(w, d, cand) && !self.apart_in_iteration(d, w, r, cand)
    }

    /// Rule 0b of [`Self::conflicts`]: `wu` is the destination write of
    /// an insertion whose source's buffer is, by decisions already made
    /// in place (`cand` counted in place), the very slice it overwrites
    /// (for a `linalg.copy`, an insertion into all of its init: the init
    /// itself, reached through the same steps; fuzzer seed 16209 @t18, a
    /// fill of an empty copied back onto that empty):
    /// back from the source through in-place casts and in-place tied
    /// inits of destination-style ops to an in-place `extract_slice` of
    /// the same destination (or an equivalent one) with the same offsets,
    /// sizes and strides. Stricter than [`Self::matching_slice`], which
    /// also accepts steps that may still go out of place (a copy is then
    /// read before the insertion writes, harmless for the insertion's own
    /// pair but not a copy onto itself): here an undecided or out-of-place
    /// step answers `false`, and in-place decisions are never withdrawn,
    /// so the answer holds for the final decisions. (The first version
    /// used `matching_slice` and missed a copied slice: fuzzer seed
    /// 15940 @t44, wrong output.)
    fn writes_back_own_slice(&self, wu: &super::Use, cand: u32) -> bool {
        wu.index == 1 && self.write_back_steps(wu.op, |u| u == cand || self.is_inplace(u), |_| {})
    }

    /// Whether `op` (an `insert_slice`, `parallel_insert_slice` or
    /// two-operand `linalg.copy`) writes back what its destination held:
    /// its source reached back through uses `accept`ed as in place (of
    /// casts and tied inits of destination-style ops) is an `extract_slice`
    /// of the same destination with the same offsets, sizes and strides
    /// (for a `linalg.copy`: the init itself). Each op passed on the way
    /// is given to `step` (by index), last the `extract_slice`. Rule 0b
    /// accepts only uses decided in place; `use_order` accepts every use,
    /// to decide the steps before the write back.
    pub(super) fn write_back_steps(
        &self,
        op: Op,
        accept: impl Fn(u32) -> bool,
        mut step: impl FnMut(usize),
    ) -> bool {
        let whole = op.is(self.names.linalg_copy) && op.num_operands() == 2;
        if !(whole || op.is(self.names.insert_slice) || op.is(self.names.parallel_insert_slice)) {
            return false;
        }
        let dest = op.operand(1);
        let mut v = op.operand(0);
        for _ in 0..64 {
            // `linalg.copy` into all of `dest`: back at `dest` itself.
            if whole && self.same_buffer(v, dest) {
                return true;
            }
            let Some(d) = v.defining_op() else {
                return false;
            };
            let Some(&oi) = self.op_index.get(&d) else {
                return false;
            };
            step(oi as usize);
            let uses = &self.ops[oi as usize].2;
            if d.is(self.names.extract_slice) {
                let source_in_place = uses.first().is_some_and(|&u| accept(u));
                return !whole
                    && source_in_place
                    && self.same_buffer(d.operand(0), dest)
                    && super::slices::same_slice(d, op);
            }
            if d.is(self.names.cast) {
                match uses.first() {
                    Some(&u) if accept(u) => v = d.operand(0),
                    _ => return false,
                }
                continue;
            }
            if !d.is_destination_style() {
                return false;
            }
            match self.tied_operand(uses, v, &accept) {
                Some(x) => v = x,
                None => return false,
            }
        }
        false
    }

    /// Rule 1 of [`Self::conflicts`]: `d` is a result (or region argument)
    /// of the op of write use `wu` and `wu` is the operand that writes it,
    /// or `d` is a result of that op that no operand aliases or that an op
    /// with regions defines when it ends.
    fn produces_definition(&self, d: u32, wu: &super::Use) -> bool {
        let dv = self.vals[d as usize];
        if def_owner(dv) != Some(wu.op) {
            return false;
        }
        if wu.aliases.iter().any(|&(t, _)| t == d) {
            return true;
        }
        // A loop's result is complete when the loop ends; its init writes
        // stand for the body's writes, which start when it starts. (Two
        // inits sharing a buffer are a conflict between two uses of one
        // op, found through the loop's reads of its inits.) Not so for a
        // destination-style op with a region: its writes through
        // different inits happen together.
        let loop_init = self.is_loop(wu.op);
        // A result every aliasing operand of which is out of place is a
        // buffer the op allocates in this execution, after its operands'
        // buffers exist: W (another operand) cannot write it. Out-of-place
        // decisions are final, so this stays true.
        let fresh = self.alias_in[d as usize]
            .iter()
            .all(|&a| self.inplace[a as usize] == Some(false));
        dv.is_result() && (loop_init || fresh)
    }

    /// Rule 2 of [`Self::conflicts`]: no execution runs `w` between the
    /// definition `d` and the read `r`.
    fn never_between(&self, dv: Value, w: Op, r: Op, dom: &Dominance<'_>) -> bool {
        // W's op encloses D: W happens when its op starts (a loop's init
        // write), before the body defines D.
        if let Some(o) = def_owner(dv)
            && o != w
            && is_proper_ancestor(w, o)
        {
            return true;
        }
        match dv.defining_op() {
            Some(dop) => {
                // D's op encloses W: D's contents are complete when the op
                // ends, after W.
                if is_proper_ancestor(dop, w) {
                    return true;
                }
                // D and R in one block (R after D): only a write inside
                // that block can run in between.
                if let Some(db) = dop.block()
                    && self.ancestor_in_block(r, db).is_some()
                    && self.ancestor_in_block(w, db).is_none()
                {
                    return true;
                }
                // D and R run in one execution of their innermost common
                // region (D first): W outside that region cannot run in
                // between (W in the other region of an scf.while, or
                // outside a loop body).
                if dop != r
                    && self.outside_common_region(dop, r, w)
                    && self.properly_before(dop, r, dom)
                {
                    return true;
                }
            }
            None => {
                if self.outside_block_arg_scope(dv, w, r, dom) {
                    return true;
                }
            }
        }
        // W properly dominates D: a path from W to R that avoided D would
        // give a path from the entry to R avoiding D.
        self.properly_before_value(w, dv, dom)
    }

    /// Rule 3 of [`Self::conflicts`], second part: R is the destination
    /// read of an `insert_slice`/`parallel_insert_slice` whose offsets,
    /// sizes and strides are all static (attributes, or operands that are
    /// `arith.constant`s: one number in every run), and W writes into the very slice
    /// it overwrites ([`Self::matching_slice`], nested slices included).
    /// The insertion reads every element of its destination except that
    /// slice (out of place, its copy's slice is overwritten before anyone
    /// reads it). The slice is the same numbers in every run, and
    /// `matching_slice` proves W's buffer to be that slice of the
    /// destination in the run W belongs to (buffer identities within one
    /// run of the enclosing block; equivalences and in-place slices never
    /// withdrawn): so every run of W, in this iteration or an earlier one,
    /// wrote inside what no run of R reads. So does W being the
    /// insertion's own destination write (R's use itself, in an earlier
    /// run): in place, it writes only that slice. With dynamic offsets the
    /// slice may move from one iteration to the next: rule 4 then.
    fn skips_static_slice(&self, w: u32, r: u32, cand: u32) -> bool {
        let (wu, ru) = (&self.uses[w as usize], &self.uses[r as usize]);
        (ru.op.is(self.names.insert_slice) || ru.op.is(self.names.parallel_insert_slice))
            && ru.index == 1
            && ru
                .op
                .operands()
                .skip(2)
                .all(|x| x.defining_op().is_some_and(|c| c.is(self.names.constant)))
            && if wu.op == ru.op {
                // The insertion's own write (in an earlier run): only into
                // the slice.
                w == r
            } else {
                self.matching_slice(wu.val, ru.op, true, cand)
            }
    }

    /// Rule 4 of [`Self::conflicts`]: the exemptions that hold when R, W
    /// and D each run once (see [`Self::repeats_between`] for when not).
    fn single_pass_exempt(&self, w: u32, r: u32, cand: u32, dom: &Dominance<'_>) -> bool {
        let (wu, ru) = (&self.uses[w as usize], &self.uses[r as usize]);
        // The same use reads and writes (a read-modify-write such as
        // tensor.insert's destination): the op reads before it writes.
        if w == r {
            return true;
        }
        if wu.op == ru.op {
            return self.same_op_ok(ru, wu, cand);
        }
        if self.exclusive(ru.op, wu.op) {
            return true;
        }
        // An insert_slice reads its destination except the slice it
        // overwrites: a write into exactly that slice does not conflict.
        if (ru.op.is(self.names.insert_slice) || ru.op.is(self.names.parallel_insert_slice))
            && ru.index == 1
            && self.matching_slice(wu.val, ru.op, true, cand)
        {
            return true;
        }
        // R before W, or W nested in R's op (a loop reads its init when it
        // starts, before its body runs).
        self.properly_before(ru.op, wu.op, dom) || is_proper_ancestor(ru.op, wu.op)
    }

    /// Whether every buffer that value `w` (written by `w_op`) may live in
    /// is allocated by an op that runs after `d` is defined and before
    /// `w_op` (`d`'s definition dominates the allocation, which dominates
    /// the write): each execution of the write then targets an allocation
    /// made since `d`, which cannot be `d`'s buffer (see
    /// [`Self::allocation_sites`]).
    pub(super) fn fresh_between(
        &self,
        d: Value,
        w: u32,
        w_op: Op,
        cand: u32,
        dom: &Dominance<'_>,
    ) -> bool {
        let Some(allocs) = self.allocation_sites(w, cand, true, None) else {
            return false;
        };
        let cfg = dom.cfg();
        allocs.iter().all(|&a| {
            if !self.properly_before(a, w_op, dom) {
                return false;
            }
            match d.defining_op() {
                Some(dop) => self.properly_before(dop, a, dom),
                // A block argument: its block dominates the allocation.
                None => match (
                    d.owner_block().and_then(|b| cfg.id(b)),
                    a.block().and_then(|b| cfg.id(b)),
                ) {
                    (Some(db), Some(ab)) => {
                        let rid = cfg.region_of[db as usize];
                        cfg.ancestor_in_region(ab, rid)
                            .is_some_and(|c| dom.dominates(db, c))
                    }
                    _ => false,
                },
            }
        })
    }

    /// Whether write `w` cannot run between the definition of block argument
    /// `d` (its block being entered) and read `r` of it: `w` lies outside
    /// the block's region, or in another block of that region that either
    /// strictly dominates the argument's block or from which `r` (inside the
    /// argument's block) is only reached by re-entering the block, which
    /// redefines the argument.
    pub(super) fn outside_block_arg_scope(
        &self,
        d: Value,
        w: Op,
        r: Op,
        dom: &Dominance<'_>,
    ) -> bool {
        let cfg = dom.cfg();
        let Some(bb) = d.owner_block() else {
            return false;
        };
        let (Some(bid), Some(wb)) = (cfg.id(bb), w.block().and_then(|b| cfg.id(b))) else {
            return false;
        };
        let rid = cfg.region_of[bid as usize];
        let Some(c) = cfg.ancestor_in_region(wb, rid) else {
            return true;
        };
        if c == bid {
            return false;
        }
        if dom.properly_dominates(c, bid) {
            return true;
        }
        let Some(rb) = r
            .block()
            .and_then(|b| cfg.id(b))
            .and_then(|rb| cfg.ancestor_in_region(rb, rid))
        else {
            return false;
        };
        if rb == bid {
            return true;
        }
        // Every path from the write to the read re-enters the argument's
        // block (redefining it): the read's block is unreachable from the
        // write's without passing through it.
        if rb == c {
            let wa = self.ancestor_in_block(w, cfg.block(c));
            let ra = self.ancestor_in_block(r, cfg.block(c));
            match (wa, ra) {
                (Some(wa), Some(ra)) if wa == ra || wa.is_before_in_block(ra) => return false,
                (Some(_), Some(_)) => {}
                _ => return false,
            }
        }
        let blocks = cfg.region_blocks(rid);
        if blocks.len() > 512 {
            return false;
        }
        let mut seen = vec![false; blocks.len()];
        let first = blocks.start;
        let mut stack: Vec<u32> = cfg.succs[c as usize].clone();
        while let Some(x) = stack.pop() {
            if x == bid || std::mem::replace(&mut seen[(x - first) as usize], true) {
                continue;
            }
            if x == rb {
                return false;
            }
            stack.extend(cfg.succs[x as usize].iter().copied());
        }
        true
    }

    /// Whether `w` lies outside the innermost region holding both `d` and
    /// `r` (false when there is none below the root).
    pub(super) fn outside_common_region(&self, d: Op, r: Op, w: Op) -> bool {
        let mut d_regions: Vec<crate::ir::Region> = Vec::new();
        let mut x = Some(d);
        while let Some(op) = x {
            if op == self.root {
                break;
            }
            if let Some(reg) = op.parent_region() {
                d_regions.push(reg);
            }
            x = op.parent();
        }
        let mut y = Some(r);
        let mut common = None;
        while let Some(op) = y {
            if op == self.root {
                break;
            }
            if let Some(reg) = op.parent_region()
                && d_regions.contains(&reg)
            {
                common = Some(reg);
                break;
            }
            y = op.parent();
        }
        let Some(common) = common else { return false };
        let mut z = Some(w);
        while let Some(op) = z {
            if op.parent_region() == Some(common) {
                return false;
            }
            if op == self.root {
                break;
            }
            z = op.parent();
        }
        true
    }

    /// The ancestor of `op` (or `op`) directly in `block`.
    pub(super) fn ancestor_in_block(&self, op: Op, block: crate::ir::Block) -> Option<Op> {
        let mut x = op;
        loop {
            if x.block() == Some(block) {
                return Some(x);
            }
            x = x.parent()?;
        }
    }

    /// `a` properly dominates `b` (runs before it), across nesting: their
    /// ancestors in the innermost common region are ordered in one block,
    /// or the block of `a`'s properly dominates `b`'s. False when one
    /// contains the other or both are nested in one op.
    pub(super) fn properly_before(&self, a: Op, b: Op, dom: &Dominance<'_>) -> bool {
        let mut a_chain: Vec<Op> = Vec::new();
        let mut x = a;
        loop {
            a_chain.push(x);
            match x.parent() {
                Some(p) if p != self.root => x = p,
                _ => break,
            }
        }
        let mut y = b;
        loop {
            let yr = y.parent_region();
            if let Some(&ax) = a_chain.iter().find(|ax| ax.parent_region() == yr) {
                if ax == y {
                    return false;
                }
                let (Some(ab), Some(bb)) = (ax.block(), y.block()) else {
                    return false;
                };
                if ab == bb {
                    return ax.is_before_in_block(y);
                }
                return match (dom.cfg().id(ab), dom.cfg().id(bb)) {
                    (Some(ia), Some(ib)) => dom.properly_dominates(ia, ib),
                    _ => false,
                };
            }
            match y.parent() {
                Some(p) if p != self.root => y = p,
                _ => return false,
            }
        }
    }

    /// `a` properly dominates the definition of `v`.
    pub(super) fn properly_before_value(&self, a: Op, v: Value, dom: &Dominance<'_>) -> bool {
        if let Some(d) = v.defining_op() {
            return self.properly_before(a, d, dom);
        }
        // A block argument: defined when its block starts.
        match v.owner_block().and_then(|b| b.parent_op()) {
            Some(p) if p != self.root => self.properly_before(a, p, dom),
            _ => false,
        }
    }

    /// Ops in different branches of an `scf.if` / `scf.index_switch`.
    pub(super) fn exclusive(&self, a: Op, b: Op) -> bool {
        let chain_a = region_chain(a, self.root);
        let chain_b = region_chain(b, self.root);
        for &(pa, ra) in &chain_a {
            if let Some(&(_, rb)) = chain_b.iter().find(|(pb, _)| *pb == pa) {
                return ra != rb && (pa.is(self.names.scf_if) || pa.is(self.names.index_switch));
            }
        }
        false
    }

    /// Whether some execution runs `w`, then `r` again, without running
    /// the definition of `d` in between: a repeating op (a loop, or any op
    /// with regions not known to run once) encloses both `r` and `w` but
    /// not `d`'s definition, or a CFG cycle at any nesting level holding
    /// both does ([`Self::cfg_cycle_between`]).
    pub(super) fn repeats_between(&self, r: Op, w: Op, d: Value, dom: &Dominance<'_>) -> bool {
        self.loop_between(r, w, d) || self.cfg_cycle_between(r, w, d, dom)
    }

    /// Whether an unstructured (CFG) loop can run `w` and then `r` again
    /// without redefining `d`. Tried at the innermost region holding both
    /// and at every enclosing region (where both lie in the block holding
    /// their common ancestor op): their blocks lie on one cycle, and a
    /// path from `w`'s block back to `r`'s block avoids the block that
    /// defines `d` (entering that block redefines `d` before `r`, which
    /// `d` dominates). Linear in the blocks of the cycles, and only reached
    /// for blocks on one.
    pub(super) fn cfg_cycle_between(&self, r: Op, w: Op, d: Value, dom: &Dominance<'_>) -> bool {
        let cfg = dom.cfg();
        let (Some(rb), Some(wb)) = (
            r.block().and_then(|b| cfg.id(b)),
            w.block().and_then(|b| cfg.id(b)),
        ) else {
            return false;
        };
        let Some((mut rb, mut wb)) = cfg.common_region_ancestors(rb, wb) else {
            return false;
        };
        let d_block = match d.defining_op() {
            Some(op) => op.block(),
            None => d.owner_block(),
        }
        .and_then(|b| cfg.id(b));
        loop {
            match self.cycle_at_level(rb, wb, d_block, cfg) {
                Some(answer) => return answer,
                None => match cfg.parent_block(rb) {
                    Some(p) => {
                        rb = p;
                        wb = p;
                    }
                    None => return false,
                },
            }
        }
    }

    /// [`Self::cfg_cycle_between`] in the region of blocks `rb` and `wb`:
    /// `Some(true)` when a cycle there repeats `w` then `r` without `d`,
    /// `Some(false)` when `d` is redefined on every way back here and in
    /// every enclosing region, `None` when this level says nothing.
    fn cycle_at_level(
        &self,
        rb: u32,
        wb: u32,
        d_block: Option<u32>,
        cfg: &crate::analysis::cfg::Cfg,
    ) -> Option<bool> {
        let (in_cycle, scc) = (&self.cycles.0, &self.cycles.1);
        let rid = cfg.region_of[rb as usize];
        let d_here = d_block.and_then(|b| cfg.ancestor_in_region(b, rid));
        if !in_cycle[rb as usize] || scc[rb as usize] != scc[wb as usize] {
            // `d` nested in this level's block of `r` is redefined whenever
            // an enclosing cycle comes back: nothing more to find.
            return if d_here == Some(rb) {
                Some(false)
            } else {
                None
            };
        }
        let blocked = match d_here {
            Some(db) if scc[db as usize] == scc[rb as usize] => db,
            // `d` is defined outside the cycle: it repeats without it.
            _ => return Some(true),
        };
        if blocked == rb {
            // `d` dominates the read within its block: reaching the read
            // again means defining `d` again.
            return Some(false);
        }
        let mut seen: FxHashSet<u32> = FxHashSet::default();
        let mut stack: Vec<u32> = cfg.succs[wb as usize].clone();
        while let Some(b) = stack.pop() {
            if b == rb {
                return Some(true);
            }
            if b == blocked || scc[b as usize] != scc[rb as usize] || !seen.insert(b) {
                continue;
            }
            stack.extend(cfg.succs[b as usize].iter().copied());
        }
        None
    }

    /// Whether an op that may run its regions repeatedly encloses both `r`
    /// and `w` (in any of its regions: an `scf.while` runs its after
    /// region, then its before region again) but not the definition of
    /// `d` (an op result defined inside it, or an argument of one of its
    /// blocks, is redefined in every iteration before `r` sees it).
    pub(super) fn loop_between(&self, r: Op, w: Op, d: Value) -> bool {
        let r_anc = ancestors(r, self.root);
        let d_owner = def_owner(d);
        for p in ancestors(w, self.root) {
            if !r_anc.contains(&p) || !is_repetitive(p, &self.names) {
                continue;
            }
            let d_inside = match (d.defining_op(), d_owner) {
                (Some(dop), _) => is_proper_ancestor(p, dop),
                (None, Some(o)) => o == p || is_proper_ancestor(p, o),
                (None, None) => false,
            };
            if !d_inside {
                return true;
            }
        }
        false
    }

    /// The innermost `scf.forall` whose body holds `v`'s definition.
    pub(super) fn parallel_scope_of_value(&self, v: Value) -> Option<Op> {
        let start = match v.defining_op() {
            Some(op) => op.parent(),
            None => v.owner_block().and_then(|b| b.parent_op()),
        };
        self.parallel_scope_from(start)
    }

    /// The innermost `scf.forall` at or above `op` (below the root).
    pub(super) fn parallel_scope_from(&self, mut op: Option<Op>) -> Option<Op> {
        while let Some(x) = op {
            if x == self.root {
                return None;
            }
            if x.is(self.names.forall) {
                return Some(x);
            }
            op = x.parent();
        }
        None
    }
}

/// The op owning a value's definition: its defining op, or the op whose
/// region holds the block argument.
pub(super) fn def_owner(v: Value) -> Option<Op> {
    v.defining_op()
        .or_else(|| v.owner_block().and_then(|b| b.parent_op()))
}

/// Whether `inner` is nested (strictly) inside `outer`.
pub(super) fn is_proper_ancestor(outer: Op, inner: Op) -> bool {
    let mut x = inner;
    while let Some(p) = x.parent() {
        if p == outer {
            return true;
        }
        x = p;
    }
    false
}

/// `(ancestor op, region index)` pairs from `op` outwards, below `root`.
pub(super) fn region_chain(op: Op, root: Op) -> Vec<(Op, usize)> {
    let mut out = Vec::new();
    let mut x = op;
    while let Some(p) = x.parent() {
        if p == root {
            break;
        }
        let reg = x.parent_region();
        let idx = reg
            .and_then(|r| p.regions().position(|y| y == r))
            .unwrap_or(0);
        out.push((p, idx));
        x = p;
    }
    out
}

/// The ops enclosing `op` (not `op` itself), innermost first, below `root`.
fn ancestors(op: Op, root: Op) -> Vec<Op> {
    let mut out = Vec::new();
    let mut x = op;
    while let Some(p) = x.parent() {
        if p == root {
            break;
        }
        out.push(p);
        x = p;
    }
    out
}

/// Whether `op` may run one of its regions more than once per execution
/// of the op: every op with regions except those known to run a region at
/// most once (`scf.if`, `scf.index_switch`, `scf.execute_region`,
/// `scf.forall.in_parallel`, `shape.assuming`, `affine.if`,
/// `vector.mask`). Unknown region ops count as loops: that can only add
/// copies, never remove one.
pub(super) fn is_repetitive(op: Op, names: &Names) -> bool {
    !(op.is(names.scf_if)
        || op.is(names.index_switch)
        || op.is(names.execute_region)
        || op.is(names.in_parallel)
        || op.is(names.assuming)
        || op.is(names.affine_if)
        || op.is(names.vector_mask))
}
