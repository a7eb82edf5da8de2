//! Rule 6b of [`Analysis::conflicts`]: two positions of one loop hold
//! distinct buffers in every iteration.
//!
//! A loop (`scf.for`, `scf.while`) carries its tensors in the region
//! arguments of its iteration block (the body, the before region). The
//! alias sets join every position a yield may move a tensor to, so a
//! `scf.while` that swaps two positions puts both in one set, and a write
//! into one position's argument looked like a write into the other's
//! (fuzzer seeds 13966 @t7, 14226 @t16: the write went out of place, one
//! copy per iteration more than upstream). Per iteration they are apart:
//!
//! *Invariant*: positions `i != j` hold distinct buffers in every
//! iteration, when (base) their inits are distinct buffers (one of them
//! out of place, a copy made at the loop, or both in place with disjoint
//! buffer origins), and (step) the buffers the rewrite may pass on
//! unchanged from the yield for `i` and for `j` are distinct. The rewrite
//! (`Rewriter::loop_yield`) gives position `i` of the next iteration one
//! of: its init's buffer (copy-back: the yielded value is copied into
//! it), a new copy, the yielded value's own buffer when every buffer it
//! may be was allocated inside the loop in this iteration
//! (`fresh_or_carried`; or a constant's global), or the buffer a position
//! `p` carries now (`p = i`, or a permutation of the positions passed
//! through, `Rewriter::carried_permutation`, whose positions a copy-back
//! position never passes on). Init buffers and new copies are distinct
//! for `i != j` by the base and because a buffer that exists when the
//! iteration starts is not one it allocates; for the others, the
//! allocation sites and the positions the yielded values may reach
//! (every undecided use counted both ways) must be disjoint (the carried
//! buffers of distinct positions are distinct by the invariant in the
//! iteration before), and no constant may be yielded (two positions may
//! share its global).
//!
//! The rule: D is an iteration argument of loop `l` or defined by an op
//! of its iteration block, and W and R lie in that block (or in ops in
//! it): D, W and R run in one iteration (the regions of `scf.for` and
//! `scf.while` have one block; a read across the back edge has a
//! definition in the iteration before, and is not this rule's). D's
//! buffers and W's written buffers, followed backwards in that iteration
//! (stopping at `l`'s iteration arguments), are positions of `l` pairwise
//! apart, or buffers allocated inside `l` (in this iteration, after the
//! arguments were bound) that the two sides do not share.

use crate::ir::{Block, Op, Value};

use super::Analysis;
use super::defs::BufferOrigin;
use super::rules::is_proper_ancestor;
use crate::passes::one_shot::model::Kind;

/// What a value's buffer may be within one iteration of a loop.
#[derive(Default)]
struct InIteration {
    /// Positions whose iteration argument it may be.
    positions: Vec<usize>,
    /// Buffers allocated inside the loop it may be.
    sites: Vec<BufferOrigin>,
}

impl Analysis {
    /// Rule 6b (see the module doc): D (`d`) and the buffer write use `w`
    /// writes are apart within every iteration of the loop whose iteration
    /// block holds D (an argument of it, or defined by an op in it) and
    /// the ops of `w` and of read use `r`: one execution of that block
    /// runs D, W and R (the regions of `scf.for` and `scf.while` have one
    /// block).
    pub(super) fn apart_in_iteration(&self, d: u32, w: u32, r: u32, cand: u32) -> bool {
        let (wu, ru) = (&self.uses[w as usize], &self.uses[r as usize]);
        if self.is_loop(wu.op) {
            return false;
        }
        let dv = self.vals[d as usize];
        let Some(block) = dv
            .owner_block()
            .or_else(|| dv.defining_op().and_then(|o| o.block()))
        else {
            return false;
        };
        let Some((l, block)) = block
            .parent_op()
            .and_then(|l| self.iteration_block(l))
            .filter(|&(_, b)| b == block)
        else {
            return false;
        };
        in_block_tree(wu.op, block)
            && in_block_tree(ru.op, block)
            && self.apart_in(l, block, d, wu.val, cand)
    }

    /// The loop `op` is and its iteration block, for `scf.for` and
    /// `scf.while`.
    fn iteration_block(&self, op: Op) -> Option<(Op, Block)> {
        match self.op_kind(op)? {
            Kind::For | Kind::While => Some((op, op.region(0).first_block()?)),
            _ => None,
        }
    }

    /// The position of `v` when it is an iteration argument of `block`.
    pub(super) fn position(&self, l: Op, block: Block, v: Value) -> Option<usize> {
        if v.is_result() || v.owner_block() != Some(block) {
            return None;
        }
        if l.is(self.names.scf_for) {
            v.index().checked_sub(1)
        } else {
            Some(v.index())
        }
    }

    fn apart_in(&self, l: Op, block: Block, d: u32, w: u32, cand: u32) -> bool {
        let (Some(od), Some(ow)) = (
            self.in_iteration(d, l, block, cand, true),
            self.in_iteration(w, l, block, cand, true),
        ) else {
            return false;
        };
        if od.sites.iter().any(|s| ow.sites.contains(s)) {
            return false;
        }
        od.positions.iter().all(|&p| {
            ow.positions
                .iter()
                .all(|&q| p != q && self.positions_apart(l, block, p, q, cand))
        })
    }

    /// The invariant of the module doc for positions `p` and `q` of `l`.
    fn positions_apart(&self, l: Op, block: Block, p: usize, q: usize, cand: u32) -> bool {
        let for_loop = l.is(self.names.scf_for);
        let first = if for_loop { 3 } else { 0 };
        let (Some(up), Some(uq)) = (self.use_at(l, first + p), self.use_at(l, first + q)) else {
            return false;
        };
        // Base: one init copied at the loop, or disjoint origins.
        let copied = |u: u32| u != cand && self.inplace[u as usize] == Some(false);
        if !copied(up) && !copied(uq) {
            let (vp, vq) = (self.uses[up as usize].val, self.uses[uq as usize].val);
            let apart = vp != vq
                && match (self.buffer_origins(vp, cand), self.buffer_origins(vq, cand)) {
                    (Some(a), Some(b)) => super::defs::origins_apart(&a, &b),
                    _ => false,
                };
            if !apart {
                return false;
            }
        }
        // Step: what the yield may pass on unchanged.
        let y = if for_loop {
            block.terminator()
        } else {
            l.region(1).first_block().and_then(|b| b.terminator())
        };
        let Some(y) = y else { return false };
        let yielded = |k: usize| {
            (k < y.num_operands())
                .then(|| self.id(y.operand(k)))
                .flatten()
                .and_then(|v| self.in_iteration(v, l, block, cand, false))
        };
        match (yielded(p), yielded(q)) {
            (Some(a), Some(b)) => {
                !a.sites.iter().any(|s| b.sites.contains(s))
                    && !a.positions.iter().any(|x| b.positions.contains(x))
            }
            _ => false,
        }
    }

    /// The buffers `v` may be in one iteration of `l` (see
    /// [`InIteration`]), followed backwards through aliasing uses in place
    /// or undecided (`cand` counted both ways) and copies of out-of-place
    /// ones. `strict`: `None` for any other buffer (one allocated outside
    /// `l`, a function argument, another block's argument, a call result,
    /// a constant). Not strict (a yielded value): those are left out, as
    /// the rewrite copies a yielded value that may be one of them, except a
    /// constant (`None`: its global may be yielded as it is). `None` past
    /// 64 values. Positions: where `v` may be the carried buffer itself.
    fn in_iteration(
        &self,
        v: u32,
        l: Op,
        block: Block,
        cand: u32,
        strict: bool,
    ) -> Option<InIteration> {
        let mut out = InIteration::default();
        let mut seen: Vec<u32> = Vec::new();
        let mut stack = vec![v];
        let inside = |site: Option<Op>| site.is_some_and(|s| is_proper_ancestor(l, s));
        while let Some(x) = stack.pop() {
            if seen.contains(&x) {
                continue;
            }
            if seen.len() >= 64 {
                return None;
            }
            seen.push(x);
            let xv = self.vals[x as usize];
            if let Some(p) = self.position(l, block, xv) {
                if !out.positions.contains(&p) {
                    out.positions.push(p);
                }
                continue;
            }
            let mut site = |o: BufferOrigin| -> Option<()> {
                if inside(self.origin_site(o)) {
                    if !out.sites.contains(&o) {
                        out.sites.push(o);
                    }
                } else if strict {
                    return None;
                }
                Some(())
            };
            let incoming = &self.alias_in[x as usize];
            if incoming.is_empty() {
                if self.defined_fresh(xv) {
                    site(BufferOrigin::Fresh(x))?;
                } else if strict || self.constant_through_casts(xv) {
                    return None;
                }
                continue;
            }
            for &s in incoming {
                let decided = if s == cand {
                    None
                } else {
                    self.inplace[s as usize]
                };
                if decided != Some(false) {
                    stack.push(self.uses[s as usize].val);
                }
                if decided != Some(true) {
                    site(BufferOrigin::Copy(s))?;
                }
            }
        }
        Some(out)
    }
}

/// Whether `op` lies in `block` or in a region of an op in it.
fn in_block_tree(op: Op, block: Block) -> bool {
    let mut x = op;
    loop {
        if x.block() == Some(block) {
            return true;
        }
        match x.parent() {
            Some(p) => x = p,
            None => return false,
        }
    }
}
