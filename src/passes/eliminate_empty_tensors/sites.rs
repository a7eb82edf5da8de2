//! Which insertions and leaves the elimination tries, decided from the
//! IR's structure alone, before any analysis.
//!
//! These are guesses, never what makes the result right: the check after
//! the rewrite (One-Shot's analysis of the rewritten IR) undoes every
//! replacement that would make One-Shot copy. A guess that is too bold
//! costs one more whole analysis when the check undoes it; one that is too
//! shy loses a replacement. Each rule below names what One-Shot would do
//! with a replacement it rejects.

use crate::analysis::fxhash::FxHashMap;
use crate::ir::{Block, Op, Value};

use super::super::one_shot::analysis::is_dead_writer;
use super::super::one_shot::analysis::slices::statically_disjoint;
use super::super::one_shot::model::{Names as ModelNames, payload_reads};
use super::{Leaf, Names, Operand};

/// More readers of one destination than this: the insertion is not tried
/// (placing each reader would cost more than the insertion is worth).
const MAX_READERS: usize = 32;

/// Uses of a destination and its views looked at before giving up on the
/// insertion.
const MAX_USES: usize = 256;

/// Steps followed back from a value to what it aliases.
const MAX_STEPS: usize = 64;

/// Blocks searched for a path from one block to another.
const MAX_BLOCKS: usize = 64;

/// Per-pass state of the structural decisions.
pub(super) struct Sites<'n> {
    names: &'n Names,
    model: ModelNames,
    dead_memo: FxHashMap<Value, bool>,
}

impl<'n> Sites<'n> {
    pub(super) fn new(names: &'n Names, root: Op) -> Self {
        Sites {
            names,
            model: ModelNames::new(root.context()),
            dead_memo: FxHashMap::default(),
        }
    }

    /// The readers of `ins`'s destination (see [`Self::readers`]) when the
    /// insertion is worth trying, `None` when it is not:
    /// - nothing observes its result (a dead writer, which One-Shot does
    ///   not emit: computing into its destination would only add a write);
    /// - its destination is read-only (a constant, a `to_tensor` without
    ///   `writable`, an argument with `bufferization.writable = false`, or
    ///   a view of one), or the insertion may run several times for one
    ///   definition of it ([`loop_between`]: One-Shot inserts into a copy,
    ///   the destination itself must not change);
    /// - something may read the destination after the insertion
    ///   ([`Self::readers`] that [`may_run_after`] it, not counting dead
    ///   writers: the same, a copy, the old value is still needed).
    pub(super) fn insertion(&mut self, ins: Op) -> Option<Vec<Op>> {
        if self.dead(ins) {
            return None;
        }
        if ins.num_operands() < 2 || !ins.operand(1).ty().is_tensor() {
            return Some(Vec::new());
        }
        let dest = ins.operand(1);
        if !self.writable(dest) || loop_between(ins, dest) {
            return None;
        }
        let readers = self.readers(dest, ins)?;
        let readers: Vec<Op> = readers.into_iter().filter(|&r| !self.dead(r)).collect();
        readers
            .iter()
            .all(|&r| !may_run_after(self.names, r, ins))
            .then_some(readers)
    }

    /// Whether `op` is a dead writer for One-Shot ([`is_dead_writer`]),
    /// which it does not emit: its reads read nothing.
    fn dead(&mut self, op: Op) -> bool {
        let kind = self.model.kind(op, true);
        is_dead_writer(&self.model, op, kind, &mut self.dead_memo)
    }

    /// Whether the buffer of `v` may be written: followed back through
    /// views (a destination-style op's result may be written: in place,
    /// its init was; out of place, it is a new buffer).
    fn writable(&self, mut v: Value) -> bool {
        let n = self.names;
        for _ in 0..MAX_STEPS {
            let Some(d) = v.defining_op() else {
                let Some(b) = v.owner_block() else {
                    return true;
                };
                return match b.parent_op() {
                    Some(f) if b.is_entry() && f.is(n.func) => {
                        crate::passes::one_shot::functions::arg_attr(
                            f,
                            v.index(),
                            "bufferization.writable",
                        )
                        .and_then(|a| a.as_bool())
                            != Some(false)
                    }
                    _ => true,
                };
            };
            if d.is(n.constant) {
                return false;
            }
            if d.is(n.to_tensor) {
                return d.attr("writable").is_some();
            }
            if !(d.is(n.cast) || d.is(n.extract_slice) || d.is(n.expand) || d.is(n.collapse)) {
                return true;
            }
            v = d.operand(0);
        }
        true
    }

    /// The ops other than `except` that read `v` or a view of it
    /// (`extract_slice`, `cast`, `expand_shape`, `collapse_shape`), or
    /// write into it, or pass it on (a `tensor.dim` only reads the shape,
    /// an init its op overwrites without reading reads nothing: not
    /// counted). When `except` inserts into a static slice of `v`, an
    /// `extract_slice` of `v` statically disjoint from that slice reads
    /// none of it: not counted either. `None` past [`MAX_READERS`]
    /// readers or [`MAX_USES`] uses looked at.
    pub(super) fn readers(&self, v: Value, except: Op) -> Option<Vec<Op>> {
        let n = self.names;
        let slice_written = except.is(n.insert_slice) || except.is(n.parallel_insert_slice);
        let mut out = Vec::new();
        let mut stack = vec![v];
        // Uses looked at, views included (a destination with thousands of
        // views is not worth the look either).
        let mut seen_uses = 0;
        while let Some(x) = stack.pop() {
            for (user, k) in x.uses() {
                seen_uses += 1;
                if seen_uses > MAX_USES {
                    return None;
                }
                if user == except || user.is(n.dim) {
                    continue;
                }
                // An init the op overwrites without reading: a later write
                // (One-Shot gives it a new buffer if it must, no copy).
                if user.is_destination_style()
                    && user.dps_tied_result(k).is_some()
                    && !payload_reads(user, k)
                {
                    continue;
                }
                if slice_written
                    && x == v
                    && user.is(n.extract_slice)
                    && statically_disjoint(user, except)
                {
                    continue;
                }
                if user.is(n.cast)
                    || user.is(n.extract_slice)
                    || user.is(n.expand)
                    || user.is(n.collapse)
                {
                    stack.push(user.result(0));
                    continue;
                }
                if out.len() == MAX_READERS {
                    return None;
                }
                out.push(user);
            }
        }
        Some(out)
    }

    /// The empties reached from `ins`'s source, each with the operand it
    /// was reached through and the operands on the way (the module
    /// contract's walk). Through an `scf.for` only when its result is
    /// carried unchanged (the yielded value computed into the iter_arg)
    /// and nothing reads its init after the loop; through every region of
    /// an `scf.if`.
    pub(super) fn leaves(&self, ins: Op) -> Vec<Leaf> {
        let names = self.names;
        let mut out = Vec::new();
        let mut seen = crate::analysis::fxhash::FxHashSet::default();
        // (value, the operand holding it, path up to and excluding that operand)
        let mut stack: Vec<(Value, Operand, Vec<Operand>)> =
            vec![(ins.operand(0), (ins, 0), Vec::new())];
        while let Some((v, user, path)) = stack.pop() {
            let Some(d) = v.defining_op() else {
                continue;
            };
            if d.is(names.empty) {
                out.push(Leaf {
                    empty: d,
                    user,
                    path,
                });
                continue;
            }
            if !seen.insert(v) {
                continue;
            }
            let mut next_path = path.clone();
            next_path.push(user);
            let r = v.index();
            if d.is(names.cast) {
                stack.push((d.operand(0), (d, 0), next_path));
            } else if d.is(names.scf_for) {
                // Operands: lower bound, upper bound, step, then the inits.
                let k = 3 + r;
                if k < d.num_operands()
                    && self.carried_unchanged(d, r, 0)
                    && self
                        .readers(d.operand(k), d)
                        .is_some_and(|rs| rs.iter().all(|&x| !may_run_after(names, x, d)))
                {
                    stack.push((d.operand(k), (d, k), next_path));
                }
            } else if d.is(names.scf_if) {
                for region in d.regions() {
                    let Some(y) = region.first_block().and_then(|b| b.terminator()) else {
                        continue;
                    };
                    if r < y.num_operands() {
                        stack.push((y.operand(r), (y, r), next_path.clone()));
                    }
                }
            } else if d.is_destination_style()
                && let Some(k) = d.dps_tied_operand(r)
            {
                stack.push((d.operand(k), (d, k), next_path));
            }
        }
        // Program order of discovery for a deterministic rewrite.
        out.reverse();
        out
    }

    /// Whether `scf.for` `op` yields at position `r` a value computed into
    /// its iter_arg `r` (through tied operands of destination-style ops,
    /// casts and nested loops doing the same): its result `r` is then the
    /// buffer of its init `r`.
    fn carried_unchanged(&self, op: Op, r: usize, depth: usize) -> bool {
        let n = self.names;
        let Some(body) = op.region(0).first_block() else {
            return false;
        };
        let Some(y) = body.terminator() else {
            return false;
        };
        if r >= y.num_operands() || depth > 8 {
            return false;
        }
        // Block arguments: the induction variable, then the iter_args.
        let arg = body.argument(1 + r);
        let mut v = y.operand(r);
        for _ in 0..MAX_STEPS {
            if v == arg {
                return true;
            }
            let Some(d) = v.defining_op() else {
                return false;
            };
            let i = v.index();
            v = if d.is(n.cast) {
                d.operand(0)
            } else if d.is(n.scf_for) {
                if 3 + i >= d.num_operands() || !self.carried_unchanged(d, i, depth + 1) {
                    return false;
                }
                d.operand(3 + i)
            } else if d.is_destination_style()
                && let Some(k) = d.dps_tied_operand(i)
            {
                d.operand(k)
            } else {
                return false;
            };
        }
        false
    }
}

/// Whether op `r` may run after op `u` has started, in one execution of
/// the function (a loop around both is [`loop_between`]'s case): `r`
/// comes after `u` in a block holding both, or inside `u`, or in a region
/// of an op holding `u` that is not exclusive with `u`'s (the two regions
/// of an `scf.if` are; unknown nesting counts as may). `u` itself: no
/// (reading and writing in one op is One-Shot's to decide).
pub(super) fn may_run_after(names: &Names, r: Op, u: Op) -> bool {
    if r == u {
        return false;
    }
    let mut prev: Option<Op> = None;
    let mut y = u;
    loop {
        let Some(b) = y.block() else {
            return true;
        };
        if let Some(x) = b.find_ancestor_op(r) {
            if x != y {
                return y.is_before_in_block(x);
            }
            // `r` is nested in `y`, which holds `u` (`prev`) too.
            let Some(inner) = prev else {
                return true;
            };
            let exclusive = y.is(names.scf_if) || y.is(names.index_switch);
            return !(exclusive && region_in(r, y) != inner.parent_region());
        }
        // Another block of this region: only if the CFG gets there.
        if let Some(rb) = r.block().and_then(|rb| block_in_region(rb, b)) {
            return reachable(b, rb);
        }
        match y.parent() {
            Some(p) => {
                prev = Some(y);
                y = p;
            }
            None => return true,
        }
    }
}

/// The block of `b`'s region that is or holds block `inner`, if any.
fn block_in_region(mut inner: Block, b: Block) -> Option<Block> {
    let region = b.parent_region()?;
    loop {
        if inner.parent_region() == Some(region) {
            return Some(inner);
        }
        inner = inner.parent_op()?.block()?;
    }
}

/// Whether block `to` can run after block `from` (a path of successor
/// edges, at least one). Gives up (yes) past [`MAX_BLOCKS`] blocks.
fn reachable(from: Block, to: Block) -> bool {
    let mut seen: Vec<Block> = Vec::new();
    let mut stack = from.successors();
    while let Some(b) = stack.pop() {
        if b == to {
            return true;
        }
        if seen.contains(&b) {
            continue;
        }
        if seen.len() == MAX_BLOCKS {
            return true;
        }
        seen.push(b);
        stack.extend(b.successors());
    }
    false
}

/// The region of `holder` that holds `op`.
fn region_in(op: Op, holder: Op) -> Option<crate::ir::Region> {
    let mut a = op;
    loop {
        let p = a.parent()?;
        if p == holder {
            return a.parent_region();
        }
        a = p;
    }
}

/// Whether `op` may run several times for one definition of `v`: a loop
/// op lies between `op` and the region defining `v`, or a block holding
/// `op` (or an op holding it) on the way is in a cycle of its region's
/// CFG that does not pass through the block defining `v`.
pub(super) fn loop_between(op: Op, v: Value) -> bool {
    let def_block = match v.defining_op() {
        Some(d) => d.block(),
        None => v.owner_block(),
    };
    let region = def_block.and_then(|b| b.parent_region());
    let mut a = op;
    loop {
        if let Some(b) = a.block()
            && reachable(b, b)
        {
            let own = def_block.and_then(|d| block_in_region(d, b));
            if !own.is_some_and(|d| d == b || (reachable(b, d) && reachable(d, b))) {
                return true;
            }
        }
        if a.parent_region() == region {
            return false;
        }
        match a.parent() {
            Some(p) if p.is_loop() => return true,
            Some(p) => a = p,
            None => return false,
        }
    }
}

/// Whether replacing `leaf` would make its user read, in a loop, the
/// slice of a destination defined outside that loop: the user reads the
/// operand (a payload using its init, an insert reading the rest), which
/// is then the slice holding the previous iteration's insertion, a read
/// after that write that One-Shot resolves with a copy. Loops are those
/// of [`loop_between`].
pub(super) fn reads_old_slice_again(ins: Op, leaf: &Leaf) -> bool {
    let (user, k) = leaf.user;
    ins.num_operands() >= 2 && payload_reads(user, k) && loop_between(ins, ins.operand(1))
}
