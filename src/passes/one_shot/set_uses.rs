//! The read and in-place write uses of each alias set, and the read/write
//! pairs a new in-place decision has to check.
//!
//! A *local* read, by an op inside block `B`, of a value whose only
//! possible definition is itself and lies in `B` (a block argument of `B`;
//! an op result in `B` whose aliasing uses all write, so that following
//! in-place aliases back stops at it in every state) can only conflict with
//! a write inside `B`: between the definition and the read, control stays
//! in `B` and the regions nested in it (a block argument is redefined
//! whenever `B` is entered; see `Analysis::conflicts`). Such *local* reads are indexed by `B`, and
//! in-place writes by every block holding them, so pairs are found by a
//! join on blocks instead of pairing every read with every write: one
//! tensor threaded through a long `cf` loop stays near-linear. Other reads
//! are paired with every write, as before.
//!
//! Pairs come out in the order of the plain enumeration (sets in the order
//! given, reads and writes in the order they joined their set), so the
//! first conflict found, hence the reason reported, does not depend on the
//! index. Merging sets moves the smaller index into the larger one.

use crate::analysis::fxhash::FxHashMap;
use crate::ir::{Block, Op};

/// Sort key of a pair: (part, set i, set j, read position, write position).
type PairKey = (u8, u32, u32, u32, u32);

#[derive(Default)]
pub struct SetUses {
    /// Per set: read uses and in-place write uses, in joining order.
    reads: Vec<Vec<u32>>,
    writes: Vec<Vec<u32>>,
    /// Per set: local reads by block, other reads, writes by enclosing block.
    local: Vec<FxHashMap<Block, Vec<u32>>>,
    nonlocal: Vec<Vec<u32>>,
    by_block: Vec<FxHashMap<Block, Vec<u32>>>,
    /// Per use: position in its set's `reads` and `writes` lists.
    rpos: Vec<u32>,
    wpos: Vec<u32>,
}

/// Moves the entries of `gone` into `keep`, the smaller map into the larger
/// and the smaller list into the larger per key (order inside a list does
/// not matter: pairs are sorted afterwards).
fn merge_maps(keep: &mut FxHashMap<Block, Vec<u32>>, mut gone: FxHashMap<Block, Vec<u32>>) {
    if gone.len() > keep.len() {
        std::mem::swap(keep, &mut gone);
    }
    for (b, mut v) in gone {
        let e = keep.entry(b).or_default();
        if v.len() > e.len() {
            std::mem::swap(e, &mut v);
        }
        e.extend(v);
    }
}

/// The blocks holding `op`, innermost first, up to the body of `root`.
pub fn enclosing_blocks(op: Op, root: Op) -> Vec<Block> {
    let mut out = Vec::new();
    let mut x = op;
    loop {
        if let Some(b) = x.block() {
            out.push(b);
        }
        match x.parent() {
            Some(p) if p != root => x = p,
            _ => return out,
        }
    }
}

impl SetUses {
    /// A new singleton set (one per value, same numbering).
    pub fn push_set(&mut self) {
        self.reads.push(Vec::new());
        self.writes.push(Vec::new());
        self.local.push(FxHashMap::default());
        self.nonlocal.push(Vec::new());
        self.by_block.push(FxHashMap::default());
    }

    /// Room for `n` more uses without reallocating.
    pub fn reserve_uses(&mut self, n: usize) {
        self.rpos.reserve(n);
        self.wpos.reserve(n);
    }

    /// Registers the next use (uses are numbered in order).
    pub fn push_use(&mut self) {
        self.rpos.push(0);
        self.wpos.push(0);
    }

    pub fn reads(&self, set: u32) -> &[u32] {
        &self.reads[set as usize]
    }

    pub fn writes(&self, set: u32) -> &[u32] {
        &self.writes[set as usize]
    }

    /// Records read `u`; `scope` is the block of a local read.
    pub fn add_read(&mut self, set: u32, u: u32, scope: Option<Block>) {
        let s = set as usize;
        self.rpos[u as usize] = self.reads[s].len() as u32;
        self.reads[s].push(u);
        match scope {
            Some(b) => self.local[s].entry(b).or_default().push(u),
            None => self.nonlocal[s].push(u),
        }
    }

    /// Records in-place write `u`, whose op is inside `blocks`.
    pub fn add_write(&mut self, set: u32, u: u32, blocks: &[Block]) {
        let s = set as usize;
        self.wpos[u as usize] = self.writes[s].len() as u32;
        self.writes[s].push(u);
        for &b in blocks {
            self.by_block[s].entry(b).or_default().push(u);
        }
    }

    /// Set `gone` joins set `keep`.
    pub fn merge(&mut self, keep: u32, gone: u32) {
        let (k, g) = (keep as usize, gone as usize);
        let reads = std::mem::take(&mut self.reads[g]);
        let base = self.reads[k].len() as u32;
        for &r in &reads {
            self.rpos[r as usize] += base;
        }
        self.reads[k].extend(reads);
        let writes = std::mem::take(&mut self.writes[g]);
        let base = self.writes[k].len() as u32;
        for &w in &writes {
            self.wpos[w as usize] += base;
        }
        self.writes[k].extend(writes);
        let nonlocal = std::mem::take(&mut self.nonlocal[g]);
        self.nonlocal[k].extend(nonlocal);
        let local = std::mem::take(&mut self.local[g]);
        merge_maps(&mut self.local[k], local);
        let by_block = std::mem::take(&mut self.by_block[g]);
        merge_maps(&mut self.by_block[k], by_block);
    }

    /// The `(read, write)` pairs to check when use `u` (a write if
    /// `u_blocks` is given: the blocks holding its op) goes in place and
    /// merges the sets `roots`: every read of the sets against `u`, and
    /// every read of one set against every write of another, except pairs
    /// of a local read and a write outside its block. `all` lists every
    /// pair (no exception).
    pub fn pairs(
        &self,
        roots: &[u32],
        u: u32,
        u_blocks: Option<&[Block]>,
        all: bool,
    ) -> Vec<(u32, u32)> {
        let mut out: Vec<(u32, u32)> = Vec::new();
        if all {
            if u_blocks.is_some() {
                for &r in roots {
                    out.extend(self.reads(r).iter().map(|&rd| (rd, u)));
                }
            }
            for (i, &ra) in roots.iter().enumerate() {
                for (j, &rb) in roots.iter().enumerate() {
                    if i != j {
                        for &rd in self.reads(ra) {
                            out.extend(self.writes(rb).iter().map(|&wr| (rd, wr)));
                        }
                    }
                }
            }
            return out;
        }
        // (part, set i, set j, read position, write position) -> pair.
        let mut keyed: Vec<(PairKey, (u32, u32))> = Vec::new();
        if let Some(blocks) = u_blocks {
            for (i, &r) in roots.iter().enumerate() {
                let s = r as usize;
                let local = blocks.iter().filter_map(|b| self.local[s].get(b)).flatten();
                for &rd in self.nonlocal[s].iter().chain(local) {
                    keyed.push(((0, i as u32, 0, self.rpos[rd as usize], 0), (rd, u)));
                }
            }
        }
        for (i, &ra) in roots.iter().enumerate() {
            for (j, &rb) in roots.iter().enumerate() {
                if i == j {
                    continue;
                }
                let (a, b) = (ra as usize, rb as usize);
                let key = |rd: u32, wr: u32| {
                    (
                        (
                            1,
                            i as u32,
                            j as u32,
                            self.rpos[rd as usize],
                            self.wpos[wr as usize],
                        ),
                        (rd, wr),
                    )
                };
                for &rd in &self.nonlocal[a] {
                    keyed.extend(self.writes[b].iter().map(|&wr| key(rd, wr)));
                }
                let (reads, writes) = (&self.local[a], &self.by_block[b]);
                if reads.len() <= writes.len() {
                    for (blk, rds) in reads {
                        if let Some(wrs) = writes.get(blk) {
                            for &rd in rds {
                                keyed.extend(wrs.iter().map(|&wr| key(rd, wr)));
                            }
                        }
                    }
                } else {
                    for (blk, wrs) in writes {
                        if let Some(rds) = reads.get(blk) {
                            for &rd in rds {
                                keyed.extend(wrs.iter().map(|&wr| key(rd, wr)));
                            }
                        }
                    }
                }
            }
        }
        keyed.sort_unstable_by_key(|&(k, _)| k);
        keyed.into_iter().map(|(_, p)| p).collect()
    }
}
