//! Clones on the edges into critical joins and at returns, then one free
//! per owned buffer wherever its live range ends (see [`super`]).

use std::rc::Rc;

use super::flow::{Flow, Kind};
use crate::analysis::cfg::{BlockId, Cfg};
use crate::analysis::dominance::Dominance;
use crate::analysis::fxhash::{FxHashMap, FxHashSet};
use crate::ir::ops::{bufferization_clone, memref_dealloc};
use crate::ir::{Block, Builder, Op, OpSpec, Region, Value};

/// Where a free goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Point {
    /// Right after this op (not a terminator).
    After(Op),
    /// Right before this terminator.
    Before(Op),
    /// Right after the value's definition.
    AfterDef(Value),
    /// First in this block (its only incoming edge is where the buffer dies).
    Start(Block),
    /// On edge `i` of this terminator: a new block holding the frees, then
    /// branching on to the successor.
    Edge(Op, usize),
}

/// What the rewrite did, for the counts in tests and `--explain`.
#[derive(Default, Debug)]
pub struct Counts {
    pub clones: usize,
    pub frees: usize,
    pub split_edges: usize,
}

/// Inserts a clone of operand `index` of `op` right before `op` and makes
/// the operand that clone.
pub fn clone_operand(op: Op, index: usize) -> Value {
    clone_into(op, index, op.operand(index))
}

/// Makes operand `index` of `op` a clone of `v`, made right before `op`.
pub fn clone_into(op: Op, index: usize, v: Value) -> Value {
    let c = bufferization_clone(&Builder::before(op), v);
    op.set_operand(index, c);
    c
}

/// The ancestor of `op` (or `op`) whose parent region is `region`.
fn ancestor_in(mut op: Op, region: Region) -> Option<Op> {
    loop {
        if op.parent_region() == Some(region) {
            return Some(op);
        }
        op = op.parent()?;
    }
}

/// The frees of one owned buffer `r` (a node of `flow`), whose aliases are
/// `aliases` (nodes whose roots include it). `transfers`: ops that
/// hand `r` over (a return to the caller, a move into a join).
pub fn frees_of(
    r: u32,
    d: BlockId,
    aliases: &[u32],
    flow: &Flow,
    cfg: &Cfg,
    dom: &Dominance,
    transfers: &FxHashSet<(u32, Op)>,
) -> Vec<Point> {
    let value = flow.values[r as usize];
    let region = cfg.blocks[d as usize]
        .parent_region()
        .expect("block in a region");
    // The last use per block (uses nested in an op count for the op).
    let mut last: FxHashMap<BlockId, Op> = FxHashMap::default();
    let mut transferred: FxHashSet<BlockId> = FxHashSet::default();
    for &a in aliases {
        for user in flow.values[a as usize].users() {
            let Some(anc) = ancestor_in(user, region) else {
                continue;
            };
            let Some(b) = anc.block().and_then(|b| cfg.id(b)) else {
                continue;
            };
            if transfers.contains(&(r, anc)) {
                transferred.insert(b);
            }
            match last.get(&b) {
                Some(&l) if anc == l || anc.is_before_in_block(l) => {}
                _ => {
                    last.insert(b, anc);
                }
            }
        }
    }
    // Liveness of the buffer: backwards from each use to the definition.
    let mut live_in: FxHashSet<BlockId> = FxHashSet::default();
    let mut live_out: FxHashSet<BlockId> = FxHashSet::default();
    let mut stack: Vec<BlockId> = Vec::new();
    let mut use_blocks: Vec<BlockId> = last.keys().copied().collect();
    use_blocks.sort_unstable();
    for &b in &use_blocks {
        if b != d && dom.dominates(d, b) && live_in.insert(b) {
            stack.push(b);
        }
    }
    while let Some(b) = stack.pop() {
        for &p in &cfg.preds[b as usize] {
            live_out.insert(p);
            if p != d && dom.dominates(d, p) && live_in.insert(p) {
                stack.push(p);
            }
        }
    }
    let mut blocks: Vec<BlockId> = live_in.iter().copied().chain(std::iter::once(d)).collect();
    blocks.sort_unstable();
    blocks.dedup();
    let mut out = Vec::new();
    for b in blocks {
        let block = cfg.blocks[b as usize];
        if live_out.contains(&b) {
            let Some(term) = block.terminator() else {
                continue;
            };
            for i in 0..term.num_successors() {
                let s = term.successor(i);
                let Some(sid) = cfg.id(s) else { continue };
                if live_in.contains(&sid) {
                    continue;
                }
                let edges_in = cfg.preds[sid as usize].len();
                if edges_in == 1 && sid != d {
                    out.push(Point::Start(s));
                } else {
                    out.push(Point::Edge(term, i));
                }
            }
            continue;
        }
        if transferred.contains(&b) {
            continue;
        }
        match last.get(&b) {
            Some(&u) if Some(u) == block.terminator() => out.push(Point::Before(u)),
            Some(&u) => out.push(Point::After(u)),
            None if b == d => out.push(Point::AfterDef(value)),
            None => out.push(Point::Start(block)),
        }
    }
    out
}

/// Materializes the frees: `frees` lists (point, buffer).
pub fn insert_frees(frees: &[(Point, Value)], counts: &mut Counts) {
    // Split each edge once, holding all its frees.
    let mut edge_blocks: FxHashMap<(Op, usize), Block> = FxHashMap::default();
    for &(point, v) in frees {
        counts.frees += 1;
        let b = match point {
            Point::After(op) => Builder::before(op.next().expect("a non-terminator has a next op")),
            Point::Before(op) => Builder::before(op),
            Point::AfterDef(value) => Builder::after_definition(value),
            Point::Start(block) => {
                Builder::before(block.first_op().expect("a block has a terminator"))
            }
            Point::Edge(term, i) => {
                let nb = *edge_blocks.entry((term, i)).or_insert_with(|| {
                    counts.split_edges += 1;
                    split_edge(term, i)
                });
                Builder::before(nb.terminator().expect("split block branches on"))
            }
        };
        memref_dealloc(&b, v);
    }
}

/// A new block on edge `i` of `term`, branching on to the successor with
/// the forwarded values (it takes the successor's argument types).
pub fn split_edge(term: Op, i: usize) -> Block {
    let succ = term.successor(i);
    let loc = term.loc();
    let types: Vec<_> = succ.arguments().map(|a| a.ty()).collect();
    let nb = Block::new(&types, loc);
    let from = term.block().expect("terminator in a block");
    from.parent_region()
        .expect("block in a region")
        .insert_block_after(from, nb);
    let args: Vec<Value> = nb.arguments().collect();
    Builder::at_end(nb, loc).create(OpSpec {
        name: "cf.br",
        operands: &args,
        successors: &[succ],
        ..Default::default()
    });
    term.set_successor(i, nb);
    nb
}

/// Owned roots: managed allocations, clones and call results the input
/// does not free itself, and critical joins.
pub fn is_owned(flow: &Flow, managed: &[bool], critical: &[bool], r: u32) -> bool {
    let r = r as usize;
    critical[r] || (flow.kind[r] == Kind::Owned && !managed[r])
}

/// For each owned root, the nodes whose roots include it.
pub fn alias_sets(
    flow: &Flow,
    roots: &[Rc<Vec<u32>>],
    owned: impl Fn(u32) -> bool,
) -> FxHashMap<u32, Vec<u32>> {
    let mut out: FxHashMap<u32, Vec<u32>> = FxHashMap::default();
    for n in 0..flow.len() as u32 {
        for &r in roots[n as usize].iter() {
            if owned(r) {
                out.entry(r).or_default().push(n);
            }
        }
    }
    out
}
