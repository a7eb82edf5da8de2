//! Dominance and post-dominance over all regions of an op, with MLIR's
//! semantics across nesting levels.
//!
//! # Algorithm
//! Per region, the iterative algorithm of Cooper, Harvey and Kennedy, "A
//! Simple, Fast Dominance Algorithm" (2001): immediate dominators are
//! refined over a reverse post-order until stable, intersecting by walking
//! up RPO numbers. It handles irreducible control flow; on the CFGs
//! compilers produce it converges in a few passes (near-linear). The tree is
//! then numbered by a DFS (pre/post numbers) so `dominates` within a region
//! is O(1).
//!
//! Post-dominance runs the same algorithm on the reversed CFG of each region
//! with a virtual exit node fed by every block without successors.
//!
//! # Across regions (the region tree)
//! As in MLIR, a block dominates every block nested (at any depth) in the
//! regions of ops it contains. A query between blocks of different regions
//! lifts the deeper block to its ancestor in the other's region
//! ([`Cfg::ancestor_in_region`](super::cfg::Cfg::ancestor_in_region)); nearest common dominators lift both
//! blocks to their innermost common region first. This is exactly the
//! lowest common ancestor in the tree formed by every region's dominator
//! tree, each hung below the block holding its parent op.
//!
//! # Edge cases
//! Unreachable blocks (no path from their region's entry) have no
//! immediate dominator. Like LLVM and MLIR: everything dominates an
//! unreachable block, an unreachable block dominates nothing else, and
//! nearest-common-dominator queries involving one return `None`. For
//! post-dominance, blocks that cannot reach an exit (infinite loops) play
//! the role of unreachable blocks.

use super::cfg::{BlockId, Cfg};

const NONE: u32 = u32::MAX;

/// Dominator tree of every region of a [`Cfg`] (forward or post).
#[derive(Clone, Debug)]
pub struct DomTree {
    /// Immediate dominator (NONE for region entries/exits-roots and
    /// unreachable blocks).
    idom: Vec<u32>,
    /// Reachable from the region's root (entry, or the virtual exit).
    reachable: Vec<bool>,
    /// Whether the block is a root of its region's tree (the entry block;
    /// for post-dominance, every exit block hangs below the virtual exit).
    root: Vec<bool>,
    pre: Vec<u32>,
    post: Vec<u32>,
    /// Depth in the region's tree (roots: 0).
    depth: Vec<u32>,
}

impl DomTree {
    /// Builds the forward (`post = false`) or post-dominator trees of every
    /// region of `cfg`.
    pub fn build(cfg: &Cfg, post: bool) -> DomTree {
        let n = cfg.num_blocks();
        let mut t = DomTree {
            idom: vec![NONE; n],
            reachable: vec![false; n],
            root: vec![false; n],
            pre: vec![0; n],
            post: vec![0; n],
            depth: vec![0; n],
        };
        for r in 0..cfg.regions.len() as u32 {
            t.build_region(cfg, r, post);
        }
        t
    }

    fn build_region(&mut self, cfg: &Cfg, r: u32, post: bool) {
        let range = cfg.region_blocks(r);
        if range.is_empty() {
            return;
        }
        let first = range.start as usize;
        let len = range.len();
        if len == 1 {
            // A single block (most nested regions): it is its own tree.
            self.reachable[first] = true;
            self.root[first] = true;
            self.depth[first] = 0;
            self.pre[first] = 0;
            self.post[first] = 1;
            return;
        }
        // Local numbering: 0..len are blocks; for post-dominance, `len` is
        // the virtual exit.
        let virt = len;
        let nodes = if post { len + 1 } else { len };
        let local = |b: BlockId| b as usize - first;
        let fwd_succ = |v: usize| -> Vec<usize> {
            if post {
                if v == virt {
                    (0..len)
                        .filter(|&b| cfg.succs[first + b].is_empty())
                        .collect()
                } else {
                    cfg.preds[first + v].iter().map(|&p| local(p)).collect()
                }
            } else {
                cfg.succs[first + v].iter().map(|&s| local(s)).collect()
            }
        };
        let fwd_pred = |v: usize| -> Vec<usize> {
            if post {
                let mut p: Vec<usize> = cfg.succs[first + v].iter().map(|&s| local(s)).collect();
                if cfg.succs[first + v].is_empty() {
                    p.push(virt);
                }
                p
            } else {
                cfg.preds[first + v].iter().map(|&p| local(p)).collect()
            }
        };
        let start = if post { virt } else { 0 };

        // Reverse post-order from `start` (iterative DFS).
        let mut rpo_num = vec![u32::MAX; nodes];
        let mut order: Vec<usize> = Vec::with_capacity(nodes);
        let mut visited = vec![false; nodes];
        let mut stack: Vec<(usize, Vec<usize>)> = vec![(start, fwd_succ(start))];
        visited[start] = true;
        while let Some((v, succs)) = stack.last_mut() {
            if let Some(w) = succs.pop() {
                if !visited[w] {
                    visited[w] = true;
                    let ws = fwd_succ(w);
                    stack.push((w, ws));
                }
            } else {
                order.push(*v);
                stack.pop();
            }
        }
        order.reverse();
        for (i, &v) in order.iter().enumerate() {
            rpo_num[v] = i as u32;
        }

        // Cooper-Harvey-Kennedy.
        let mut idom = vec![usize::MAX; nodes];
        idom[start] = start;
        let intersect = |idom: &Vec<usize>, mut a: usize, mut b: usize| {
            while a != b {
                while rpo_num[a] > rpo_num[b] {
                    a = idom[a];
                }
                while rpo_num[b] > rpo_num[a] {
                    b = idom[b];
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &v in order.iter().skip(1) {
                let mut new_idom = usize::MAX;
                for p in fwd_pred(v) {
                    if idom[p] == usize::MAX {
                        continue;
                    }
                    new_idom = if new_idom == usize::MAX {
                        p
                    } else {
                        intersect(&idom, p, new_idom)
                    };
                }
                if new_idom != usize::MAX && idom[v] != new_idom {
                    idom[v] = new_idom;
                    changed = true;
                }
            }
        }

        // Record, and number the tree by DFS for O(1) queries.
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); nodes];
        for &v in &order {
            if v != start && idom[v] != usize::MAX {
                children[idom[v]].push(v);
            }
        }
        for &v in &order {
            if v == virt && post {
                continue;
            }
            let g = first + v;
            self.reachable[g] = true;
            if v == start || (post && idom[v] == virt) {
                self.root[g] = true;
            } else {
                self.idom[g] = (first + idom[v]) as u32;
            }
        }
        let mut counter = 0u32;
        let mut dfs: Vec<(usize, usize, u32)> = vec![(start, 0, 0)];
        while let Some((v, child, depth)) = dfs.last_mut() {
            let v = *v;
            if *child == 0 && !(post && v == virt) {
                self.pre[first + v] = counter;
                self.depth[first + v] = if post {
                    depth.saturating_sub(1)
                } else {
                    *depth
                };
            }
            if *child == 0 {
                counter += 1;
            }
            if *child < children[v].len() {
                let c = children[v][*child];
                *child += 1;
                let d = *depth + 1;
                dfs.push((c, 0, d));
            } else {
                if !(post && v == virt) {
                    self.post[first + v] = counter;
                }
                counter += 1;
                dfs.pop();
            }
        }
    }

    /// Immediate dominator within the region (None for roots and
    /// unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        let i = self.idom[b as usize];
        (i != NONE).then_some(i)
    }

    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.reachable[b as usize]
    }

    /// Dominance between two blocks of the same region.
    fn dominates_local(&self, a: BlockId, b: BlockId) -> bool {
        let (a, b) = (a as usize, b as usize);
        if !self.reachable[b] {
            return true;
        }
        if !self.reachable[a] {
            return a == b;
        }
        if self.root[a] && self.root[b] && a != b {
            // Two exit blocks under the virtual exit: neither dominates.
            return false;
        }
        self.pre[a] <= self.pre[b] && self.post[b] <= self.post[a]
    }

    /// Nearest common dominator of two blocks of the same region: O(1)
    /// when one dominates the other (the common case when folding many
    /// blocks), else a walk up to the common ancestor.
    fn nca_local(&self, mut a: BlockId, mut b: BlockId) -> Option<BlockId> {
        if !self.reachable[a as usize] || !self.reachable[b as usize] {
            return None;
        }
        if self.dominates_local(a, b) {
            return Some(a);
        }
        if self.dominates_local(b, a) {
            return Some(b);
        }
        while self.depth[a as usize] > self.depth[b as usize] {
            a = self.idom(a)?;
        }
        while self.depth[b as usize] > self.depth[a as usize] {
            b = self.idom(b)?;
        }
        while a != b {
            a = self.idom(a)?;
            b = self.idom(b)?;
        }
        Some(a)
    }
}

/// Dominance (or post-dominance) queries over all regions of a [`Cfg`].
#[derive(Clone, Debug)]
pub struct Dominance<'c> {
    cfg: &'c Cfg,
    tree: DomTree,
}

impl<'c> Dominance<'c> {
    /// Forward dominance.
    pub fn new(cfg: &'c Cfg) -> Self {
        Dominance {
            cfg,
            tree: DomTree::build(cfg, false),
        }
    }

    /// Post-dominance.
    pub fn post(cfg: &'c Cfg) -> Self {
        Dominance {
            cfg,
            tree: DomTree::build(cfg, true),
        }
    }

    pub fn cfg(&self) -> &'c Cfg {
        self.cfg
    }

    /// Immediate (post-)dominator within the block's region.
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        self.tree.idom(b)
    }

    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.tree.is_reachable(b)
    }

    /// `a` dominates `b` (reflexive), across regions as in MLIR: `b` is
    /// lifted to its ancestor in `a`'s region.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        a == b || self.properly_dominates(a, b)
    }

    /// `a` properly dominates `b`: `a != b`, and `a` dominates `b`'s
    /// ancestor in `a`'s region (a block properly dominates the blocks
    /// nested in the ops it contains).
    pub fn properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let ra = self.cfg.region_of[a as usize];
        match self.cfg.ancestor_in_region(b, ra) {
            None => false,
            Some(bb) if bb == a => true,
            Some(bb) => self.tree.dominates_local(a, bb),
        }
    }

    /// Nearest common dominator of `a` and `b` across regions (their lowest
    /// common ancestor in the region tree); `None` if an unreachable block
    /// is involved.
    pub fn nearest_common_dominator(&self, a: BlockId, b: BlockId) -> Option<BlockId> {
        let (a, b) = self.cfg.common_region_ancestors(a, b)?;
        if a == b {
            return Some(a);
        }
        self.tree.nca_local(a, b)
    }

    /// Nearest common dominator of a non-empty set of blocks.
    pub fn nearest_common_dominator_of(
        &self,
        blocks: impl IntoIterator<Item = BlockId>,
    ) -> Option<BlockId> {
        let mut it = blocks.into_iter();
        let mut acc = it.next()?;
        for b in it {
            acc = self.nearest_common_dominator(acc, b)?;
        }
        Some(acc)
    }
}
