//! Control-flow graphs of every region nested in an op, with dense ids.
//!
//! Blocks get dense ids region by region (so each region's blocks form a
//! contiguous range, its entry block first). For each block we record its
//! region, successors and predecessors (through the terminator's
//! successors; control flow between regions of region-branch ops is
//! answered by `RegionBranchOpInterface` and feeds [`super::alias`]). Regions record their parent op and the block
//! containing that op ("parent block"), which links all regions into one
//! tree: the *region tree*, used by dominance to answer queries across
//! nesting levels the way MLIR does.
//!
//! Cost: one walk over the IR, O(ops + blocks + edges).
//!
//! Edge cases: unreachable blocks are indexed like any other block (they
//! simply have no path from the entry); graph regions and regions without
//! terminators have blocks without successors.

use super::fxhash::FxHashMap;

use crate::ir::{Block, Op, Order, Region, WalkFilter};

/// Dense block id.
pub type BlockId = u32;
/// Dense region id.
pub type RegionId = u32;

/// One region of the tree.
#[derive(Clone, Debug)]
pub struct RegionInfo {
    pub region: Region,
    /// The op owning the region.
    pub parent_op: Op,
    /// The block holding `parent_op`, if it is inside the indexed op (the
    /// root op's own regions have none).
    pub parent_block: Option<BlockId>,
    /// Nesting depth: 0 for the root op's regions.
    pub depth: u32,
    /// Block ids `first..first + len`.
    pub first: BlockId,
    pub len: u32,
}

/// Block and region index of an op's nested regions, with CFG edges.
#[derive(Clone, Debug)]
pub struct Cfg {
    pub root: Op,
    pub blocks: Vec<Block>,
    index: FxHashMap<Block, BlockId>,
    pub regions: Vec<RegionInfo>,
    region_index: FxHashMap<Region, RegionId>,
    /// Region of each block.
    pub region_of: Vec<RegionId>,
    pub succs: Vec<Vec<BlockId>>,
    pub preds: Vec<Vec<BlockId>>,
}

impl Cfg {
    /// Indexes every region nested in `root` (at any depth).
    pub fn build(root: Op) -> Cfg {
        let mut cfg = Cfg {
            root,
            blocks: Vec::new(),
            index: FxHashMap::default(),
            regions: Vec::new(),
            region_index: FxHashMap::default(),
            region_of: Vec::new(),
            succs: Vec::new(),
            preds: Vec::new(),
        };
        // Pre-order: a region's parent block is indexed before the region.
        root.walk_filtered(Order::Pre, WalkFilter::REGIONS, |op| {
            for region in op.regions() {
                let parent_block = if op == root {
                    None
                } else {
                    op.block().map(|b| cfg.index[&b])
                };
                let depth = parent_block.map_or(0, |b| {
                    cfg.regions[cfg.region_of[b as usize] as usize].depth + 1
                });
                let rid = cfg.regions.len() as RegionId;
                let first = cfg.blocks.len() as BlockId;
                for block in region.blocks() {
                    cfg.index.insert(block, cfg.blocks.len() as BlockId);
                    cfg.blocks.push(block);
                    cfg.region_of.push(rid);
                }
                let len = cfg.blocks.len() as u32 - first;
                cfg.region_index.insert(region, rid);
                cfg.regions.push(RegionInfo {
                    region,
                    parent_op: op,
                    parent_block,
                    depth,
                    first,
                    len,
                });
            }
        });
        let n = cfg.blocks.len();
        cfg.succs = vec![Vec::new(); n];
        cfg.preds = vec![Vec::new(); n];
        for b in 0..n {
            // The only block of a region is its entry block, which no
            // branch may target (the verifier rejects it): no edges, and no
            // terminator lookup for the many bodies of structured ops.
            if cfg.regions[cfg.region_of[b] as usize].len < 2 {
                continue;
            }
            for s in cfg.blocks[b].successors() {
                if let Some(&sid) = cfg.index.get(&s) {
                    cfg.succs[b].push(sid);
                    cfg.preds[sid as usize].push(b as BlockId);
                }
            }
        }
        cfg
    }

    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// The id of `block`, if it is inside the root.
    pub fn id(&self, block: Block) -> Option<BlockId> {
        self.index.get(&block).copied()
    }

    /// The id of `region`, if it is inside the root.
    pub fn region_id(&self, region: Region) -> Option<RegionId> {
        self.region_index.get(&region).copied()
    }

    pub fn block(&self, id: BlockId) -> Block {
        self.blocks[id as usize]
    }

    pub fn region_info(&self, id: RegionId) -> &RegionInfo {
        &self.regions[id as usize]
    }

    /// Region info of the region containing block `b`.
    pub fn region_of_block(&self, b: BlockId) -> &RegionInfo {
        &self.regions[self.region_of[b as usize] as usize]
    }

    /// Whether `b` is the entry block of its region.
    pub fn is_entry(&self, b: BlockId) -> bool {
        self.region_of_block(b).first == b
    }

    /// The block ids of region `r`.
    pub fn region_blocks(&self, r: RegionId) -> std::ops::Range<BlockId> {
        let info = &self.regions[r as usize];
        info.first..info.first + info.len
    }

    /// The block holding the op that owns `b`'s region (None at the root).
    pub fn parent_block(&self, b: BlockId) -> Option<BlockId> {
        self.region_of_block(b).parent_block
    }

    /// The ancestor of `b` (or `b` itself) that lies in region `r`.
    pub fn ancestor_in_region(&self, mut b: BlockId, r: RegionId) -> Option<BlockId> {
        let depth = self.regions[r as usize].depth;
        loop {
            let rb = self.region_of[b as usize];
            if rb == r {
                return Some(b);
            }
            if self.regions[rb as usize].depth <= depth {
                return None;
            }
            b = self.regions[rb as usize].parent_block?;
        }
    }

    /// The ancestors of `a` and `b` (or the blocks themselves) in their
    /// innermost common region; `None` if they share no region (blocks of
    /// different roots).
    pub fn common_region_ancestors(
        &self,
        mut a: BlockId,
        mut b: BlockId,
    ) -> Option<(BlockId, BlockId)> {
        loop {
            let (ra, rb) = (self.region_of[a as usize], self.region_of[b as usize]);
            if ra == rb {
                return Some((a, b));
            }
            let (da, db) = (
                self.regions[ra as usize].depth,
                self.regions[rb as usize].depth,
            );
            if da >= db {
                a = self.regions[ra as usize].parent_block?;
            }
            if db >= da {
                b = self.regions[rb as usize].parent_block?;
            }
        }
    }

    /// Blocks of each region that lie on a CFG cycle (including self loops),
    /// by Tarjan's SCC algorithm: O(blocks + edges).
    pub fn blocks_in_cycles(&self) -> Vec<bool> {
        self.cycles().0
    }

    /// For every block: whether it lies on a CFG cycle, and the id of its
    /// strongly connected component (blocks of one loop nest share it).
    pub fn cycles(&self) -> (Vec<bool>, Vec<usize>) {
        let sccs = crate::analysis::scc::tarjan(&self.succs);
        let mut in_cycle = vec![false; self.num_blocks()];
        for comp in sccs.components() {
            if comp.len() > 1 {
                for &b in comp {
                    in_cycle[b] = true;
                }
            } else {
                let b = comp[0];
                if self.succs[b].contains(&(b as BlockId)) {
                    in_cycle[b] = true;
                }
            }
        }
        (in_cycle, sccs.component_of)
    }
}
