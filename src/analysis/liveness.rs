//! Liveness of SSA values per block, across nested regions, with the
//! semantics of MLIR's `Liveness`.
//!
//! # Semantics
//! A block *uses* every value used by an op it contains at any depth that
//! is not defined inside it (so a value used in a nested region is live
//! across the op holding that region, and live-in to the nested blocks on
//! the way to the use). Per region, standard backward dataflow:
//! `live_in(B) = use(B) ∪ (live_out(B) − def(B))`,
//! `live_out(B) = ∪ live_in(successors of B)`.
//!
//! # Algorithm
//! Instead of iterating set equations to a fixpoint, each value's live
//! range is explored backwards from its uses (the "path exploration"
//! algorithm of Brandner, Boissinot, Darte, Dupont de Dinechin and Rastello,
//! "Computing Liveness Sets for SSA-Form Programs", 2011). The cost is the
//! total size of all live ranges (in blocks), which is what the result
//! holds anyway, so it is linear in input plus output.
//!
//! # Edge cases
//! Unreachable blocks take part like any other block (a use there makes the
//! value live along the unreachable path only). Blocks whose region has no
//! terminator edges (graph regions) only see their own uses.

use std::collections::HashSet;

use super::fxhash::FxHashSet;

use super::cfg::{BlockId, Cfg};
use crate::ir::{Op, Order, Value, Walk};

/// Live-in and live-out sets of every block of a [`Cfg`].
#[derive(Clone, Debug, Default)]
pub struct Liveness {
    live_in: Vec<Vec<Value>>,
    live_out: Vec<Vec<Value>>,
    in_set: FxHashSet<(BlockId, Value)>,
    out_set: FxHashSet<(BlockId, Value)>,
}

impl Liveness {
    /// Computes liveness for every block of `cfg`.
    pub fn new(cfg: &Cfg) -> Liveness {
        let n = cfg.num_blocks();
        let mut lv = Liveness {
            live_in: vec![Vec::new(); n],
            live_out: vec![Vec::new(); n],
            in_set: FxHashSet::default(),
            out_set: FxHashSet::default(),
        };
        for (b, block) in cfg.blocks.iter().enumerate() {
            for op in block.ops() {
                for v in op.operands() {
                    // Most uses are in their definition's block: nothing
                    // is live-in anywhere because of them.
                    let def_block = v.parent_block();
                    if def_block == Some(*block) {
                        continue;
                    }
                    let def = def_block.and_then(|d| cfg.id(d));
                    lv.add_use(cfg, def, v, b as BlockId);
                }
            }
        }
        lv
    }

    /// Marks `v` used by an op directly in `use_block`, and propagates.
    fn add_use(&mut self, cfg: &Cfg, def: Option<BlockId>, v: Value, use_block: BlockId) {
        let def_region = def.map(|d| cfg.region_of[d as usize]);
        // Walk up the region tree from the use: the value is used by each
        // ancestor block until the region where it is defined (or the root,
        // for values from outside).
        let mut b = use_block;
        loop {
            let r = cfg.region_of[b as usize];
            if Some(r) == def_region {
                if Some(b) != def {
                    self.mark_live_in(cfg, b, def, v);
                }
                return;
            }
            self.mark_live_in(cfg, b, None, v);
            match cfg.regions[r as usize].parent_block {
                Some(p) => b = p,
                None => return,
            }
        }
    }

    /// Marks `v` live-in at `b` and explores predecessors until `def`.
    fn mark_live_in(&mut self, cfg: &Cfg, b: BlockId, def: Option<BlockId>, v: Value) {
        let mut work = vec![b];
        while let Some(b) = work.pop() {
            if !self.in_set.insert((b, v)) {
                continue;
            }
            self.live_in[b as usize].push(v);
            for &p in &cfg.preds[b as usize] {
                if self.out_set.insert((p, v)) {
                    self.live_out[p as usize].push(v);
                }
                if Some(p) != def {
                    work.push(p);
                }
            }
        }
    }

    pub fn live_in(&self, b: BlockId) -> &[Value] {
        &self.live_in[b as usize]
    }

    pub fn live_out(&self, b: BlockId) -> &[Value] {
        &self.live_out[b as usize]
    }

    pub fn is_live_in(&self, b: BlockId, v: Value) -> bool {
        self.in_set.contains(&(b, v))
    }

    pub fn is_live_out(&self, b: BlockId, v: Value) -> bool {
        self.out_set.contains(&(b, v))
    }

    /// Whether `v` is live after `op` (in the block holding `op`): live-out
    /// of the block, or used by a later op of the block (at any depth).
    pub fn is_live_after(&self, cfg: &Cfg, v: Value, op: Op) -> bool {
        let Some(block) = op.block() else {
            return false;
        };
        if cfg.id(block).is_some_and(|b| self.is_live_out(b, v)) {
            return true;
        }
        v.uses().into_iter().any(|(user, _)| {
            block
                .find_ancestor_op(user)
                .is_some_and(|a| a != op && op.is_before_in_block(a))
        })
    }

    /// The ops in `block` (an id of `cfg`) that use `v` last: those after
    /// which `v` is dead. Empty if `v` is live-out of the block. A use
    /// nested in an op's region counts as a use by that op.
    pub fn last_users(&self, cfg: &Cfg, v: Value, b: BlockId) -> Vec<Op> {
        if self.is_live_out(b, v) {
            return Vec::new();
        }
        let block = cfg.block(b);
        let mut last: Option<Op> = None;
        for (user, _) in v.uses() {
            if let Some(a) = block.find_ancestor_op(user)
                && last.is_none_or(|l| l.is_before_in_block(a))
            {
                last = Some(a);
            }
        }
        last.into_iter().collect()
    }
}

/// Every value defined in or used by ops nested in `root`, for tests and
/// checkers that enumerate values.
pub fn all_values(root: Op) -> Vec<Value> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    root.walk(Order::Pre, |op| {
        for r in op.results() {
            if seen.insert(r) {
                out.push(r);
            }
        }
        for region in op.regions() {
            for b in region.blocks() {
                for a in b.arguments() {
                    if seen.insert(a) {
                        out.push(a);
                    }
                }
            }
        }
        Walk::Advance
    });
    out
}
