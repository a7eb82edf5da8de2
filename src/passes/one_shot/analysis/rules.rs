//! The read-after-write conflict rules and the execution-order predicates
//! they rest on (see the module doc of [`super`]).

use crate::analysis::dominance::Dominance;
use crate::analysis::fxhash::FxHashSet;
use crate::ir::{Op, Value};

use crate::passes::one_shot::model::Names;
use super::Analysis;

impl Analysis {
    /// Whether definition `d`, write `w` and read `r` may happen in this
    /// order (see the module doc).
    pub(super) fn conflicts(&self, d: u32, w: u32, r: u32, cand: u32, dom: &Dominance<'_>) -> bool {
        let (wu, ru) = (&self.uses[w as usize], &self.uses[r as usize]);
        let dv = self.vals[d as usize];
        let d_owner = def_owner(dv);
        if d_owner == Some(wu.op) {
            return false;
        }
        // D nested in W's op (e.g. a loop's init write, which happens when the
        // loop starts, and a definition in its body).
        if let Some(o) = d_owner
            && is_proper_ancestor(wu.op, o)
        {
            return false;
        }
        match dv.defining_op() {
            // W nested in D's op (e.g. in the body of the loop whose result
            // D is): D's contents are produced when the op finishes.
            Some(dop) => {
                if is_proper_ancestor(dop, wu.op) {
                    return false;
                }
                // D and R in one block, R after D: only a write inside that
                // block can run in between.
                if let Some(db) = dop.block()
                    && self.ancestor_in_block(ru.op, db).is_some()
                    && self.ancestor_in_block(wu.op, db).is_none()
                {
                    return false;
                }
            }
            None => {
                if self.outside_block_arg_scope(dv, wu.op, ru.op, dom) {
                    return false;
                }
            }
        }
        // The same use reads and writes (a read-modify-write such as
        // tensor.insert's destination): a loop that repeats the op without
        // redefining D makes one iteration's write precede the next one's
        // read.
        if w == r {
            return self.loop_between(ru.op, wu.op, dv)
                || self.cfg_cycle_between(ru.op, wu.op, dv, dom);
        }
        // D and R run in one execution of their innermost common region (D
        // first): W outside that region cannot run in between (e.g. W in
        // the other region of an scf.while, or outside a loop body).
        if let Some(dop) = dv.defining_op()
            && dop != ru.op
            && self.outside_common_region(dop, ru.op, wu.op)
            && self.properly_before(dop, ru.op, dom)
        {
            return false;
        }
        if wu.op == ru.op {
            return !self.same_op_ok(ru, wu, cand)
                && !self.fresh_between(dv, wu.val, wu.op, cand, dom);
        }
        if self.exclusive(ru.op, wu.op) {
            return false;
        }
        if self.disjoint_subsets(r, w) {
            return false;
        }
        // An insert_slice reads its destination except the slice it
        // overwrites: a write into exactly that slice does not conflict.
        if (ru.op.is(self.names.insert_slice) || ru.op.is(self.names.parallel_insert_slice))
            && ru.index == 1
            && self.matching_slice(wu.val, ru.op, true)
        {
            return false;
        }
        // W before D: the read sees D's (later) write.
        if self.properly_before_value(wu.op, dv, dom) {
            return false;
        }
        // R before W, or W nested in R's op (a loop reads its init when it
        // starts, before its body runs): no conflict unless a loop runs W
        // before the next R. (Checked before the costlier test below.)
        if (self.properly_before(ru.op, wu.op, dom) || is_proper_ancestor(ru.op, wu.op))
            && !self.loop_between(ru.op, wu.op, dv)
            && !self.cfg_cycle_between(ru.op, wu.op, dv, dom)
        {
            return false;
        }
        // W writes a buffer allocated after D (and before W): not D's.
        // Otherwise a conflict (also when the read is nested in the
        // writing op, e.g. a loop's init and a read inside the loop: the
        // write happens when the op starts).
        !self.fresh_between(dv, wu.val, wu.op, cand, dom)
    }

    /// Whether every buffer that value `w` (written by `w_op`) may live in
    /// is allocated by an op that runs after `d` is defined and before
    /// `w_op` (`d`'s definition dominates the allocation, which dominates
    /// the write): each execution of the write then targets an allocation
    /// made since `d`, which cannot be `d`'s buffer (see
    /// [`Self::allocation_sites`]).
    pub(super) fn fresh_between(&self, d: Value, w: u32, w_op: Op, cand: u32, dom: &Dominance<'_>) -> bool {
        let Some(allocs) = self.allocation_sites(w, cand, true) else {
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
    pub(super) fn outside_block_arg_scope(&self, d: Value, w: Op, r: Op, dom: &Dominance<'_>) -> bool {
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

    /// Whether an unstructured (CFG) loop can run `w` and then `r` again
    /// without redefining `d`: at the level of the innermost region holding
    /// both, their blocks lie on one cycle, and a path from `w`'s block back
    /// to `r`'s block avoids the block that defines `d` (entering that block
    /// redefines `d` before `r`, which `d` dominates). Linear in the blocks
    /// of that cycle, and only reached for blocks on one.
    pub(super) fn cfg_cycle_between(&self, r: Op, w: Op, d: Value, dom: &Dominance<'_>) -> bool {
        let cfg = dom.cfg();
        let (in_cycle, scc) = (&self.cycles.0, &self.cycles.1);
        let (Some(rb), Some(wb)) = (
            r.block().and_then(|b| cfg.id(b)),
            w.block().and_then(|b| cfg.id(b)),
        ) else {
            return false;
        };
        let Some((rb, wb)) = cfg.common_region_ancestors(rb, wb) else {
            return false;
        };
        if !in_cycle[rb as usize] || scc[rb as usize] != scc[wb as usize] {
            return false;
        }
        let d_block = match d.defining_op() {
            Some(op) => op.block(),
            None => d.owner_block(),
        }
        .and_then(|b| cfg.id(b))
        .and_then(|b| cfg.ancestor_in_region(b, cfg.region_of[rb as usize]));
        let blocked = match d_block {
            Some(db) if scc[db as usize] == scc[rb as usize] => db,
            // `d` is defined outside the cycle: it repeats without it.
            _ => return true,
        };
        if blocked == rb {
            // `d` dominates the read within its block: reaching the read
            // again means defining `d` again.
            return false;
        }
        let mut seen: FxHashSet<u32> = FxHashSet::default();
        let mut stack: Vec<u32> = cfg.succs[wb as usize].clone();
        while let Some(b) = stack.pop() {
            if b == rb {
                return true;
            }
            if b == blocked || scc[b as usize] != scc[rb as usize] || !seen.insert(b) {
                continue;
            }
            stack.extend(cfg.succs[b as usize].iter().copied());
        }
        false
    }

    /// Whether a loop containing both `r` and `w` but not the definition
    /// of `d` can run `w` before a later `r`.
    pub(super) fn loop_between(&self, r: Op, w: Op, d: Value) -> bool {
        let chain_r = region_chain(r, self.root);
        let chain_w = region_chain(w, self.root);
        let d_chain = match d.defining_op() {
            Some(op) => region_chain(op, self.root),
            None => match d.owner_block().and_then(|b| b.parent_op()) {
                Some(p) if p != self.root => {
                    let mut c = region_chain(p, self.root);
                    let idx = d
                        .owner_block()
                        .and_then(|b| b.parent_region())
                        .and_then(|reg| p.regions().position(|x| x == reg))
                        .unwrap_or(0);
                    c.insert(0, (p, idx));
                    c
                }
                _ => Vec::new(),
            },
        };
        for &(p, reg) in &chain_r {
            if !chain_w.contains(&(p, reg)) {
                continue;
            }
            if is_repetitive(p, &self.names) && !d_chain.contains(&(p, reg)) {
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

/// Regions of loops run repeatedly.
pub(super) fn is_repetitive(op: Op, names: &Names) -> bool {
    op.is(names.scf_for) || op.is(names.scf_while) || op.is(names.forall) || op.is_loop()
}
