//! `ferrobuf-buffer-hoisting`: moves allocations up to the common dominator
//! of their uses and out of nested regions. Also home of the hoisting
//! engine shared with `ferrobuf-buffer-loop-hoisting`.
//!
//! # Contract
//! Same placement as upstream `--buffer-hoisting` (MLIR 22), op for op.
//! For every allocation whose `AllocationOpInterface` allows *block*
//! hoisting (`memref.alloc`; not `memref.alloca`), in post-order:
//! 1. its *alias dominator* is the nearest common dominator of the blocks of
//!    the allocation, of every value it may flow into (see
//!    [`crate::analysis::alias`]) and of all their users;
//! 2. its *dependency block* is the lowest block (in dominance order)
//!    defining one of its operands (dynamic sizes);
//! 3. starting from its block, it climbs the dominator tree of its region
//!    (to the immediate dominator) and, at a region's entry, to the block
//!    holding the region's op, unless that op is a loop (a region-branch op
//!    with a cycle, or a loop-like op) or an op whose control flow is
//!    unknown (neither loop-like nor region-branch), as long as the upper
//!    bound (the lower of alias dominator and dependency block) properly
//!    dominates the current block;
//! 4. it is moved before its ancestor op in the reached block, or before
//!    that block's terminator.
//!
//! ```mlir
//! ^bb0:                      ^bb0:
//!   cf.cond_br %c, ^bb1, ^bb2  %0 = memref.alloc() : memref<2xf32>
//! ^bb2:                 =>     cf.cond_br %c, ^bb1, ^bb2
//!   %0 = memref.alloc() ...  ^bb2:
//!   use(%0)                    use(%0)
//! ```
//!
//! Allocations never move into a region that may run a different number of
//! times (out of loops), nor above the definition of their size operands.
//! Allocations in unreachable blocks are left alone.
//!
//! # Cost
//! Only allocations that could move are looked at. Their alias sets are
//! resolved from their uses while the total work stays within a budget
//! linear in the function's size; past it, alias dominators are folded over
//! the whole view-flow graph's strongly connected components once. Either
//! way the pass is near-linear; upstream resolves aliases per allocation.

use crate::analysis::alias::{self, ViewFlow};
use crate::analysis::alloc;
use crate::analysis::cfg::{BlockId, Cfg};
use crate::analysis::dominance::Dominance;
use crate::ir::{Op, Trait, Value};
use crate::op_names;
use crate::pass::{Changed, Options, PassDef};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-buffer-hoisting",
    summary: "Move allocations into common dominators and out of nested regions (like upstream --buffer-hoisting)",
    anchor: Some("func.func"),
    dependent_dialects: &[],
    options: &[],
    run: |func, _: &Options| Ok(hoist(func, Mode::Block)),
};

op_names!(Names { alloca = "memref.alloca" });

/// Which placement rules apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// `buffer-hoisting`: dominators and non-loop regions.
    Block,
    /// `buffer-loop-hoisting`: out of loops only (plus, beyond upstream,
    /// through single-execution regions on the way out of a loop).
    Loop,
}

/// Hoists the allocations of `func` under `mode`; returns whether anything
/// moved.
pub fn hoist(func: Op, mode: Mode) -> Changed {
    let names = Names::new(func.context());
    // Candidates in upstream's order: managed allocations (post-order),
    // then allocas (post-order). Managed ones with several frees are not
    // candidates (upstream's `BufferPlacementAllocs`); that is checked last,
    // on the few that remain.
    let mut allocas: Vec<Value> = Vec::new();
    let mut memref_ops = 0usize;
    let mut candidates: Vec<(Value, bool)> = alloc::collect_unchecked_with(func, |op| {
        memref_ops += 1;
        if op.is(names.alloca) && op.num_results() == 1 {
            allocas.push(op.result(0));
        }
    })
    .into_iter()
    .map(|(v, _)| (v, true))
    .collect();
    candidates.extend(allocas.into_iter().map(|v| (v, false)));
    candidates.retain(|&(v, _)| {
        let kind = v.defining_op().and_then(|op| op.allocation_hoisting_kind());
        kind.is_some_and(|k| match mode {
            Mode::Block => k.block,
            Mode::Loop => k.loop_,
        })
    });
    // An allocation in the function's entry block has nowhere to go (no
    // dominator above it, and the function is never left): skip building
    // any analysis when that is all there is, as in most bufferized code.
    let entry = func.regions().next().and_then(|r| r.first_block());
    candidates.retain(|&(v, _)| v.defining_op().and_then(|op| op.block()) != entry);
    if mode == Mode::Block {
        // At the entry of a region it can only leave the region, which a
        // loop or an op with unknown control flow forbids.
        candidates.retain(|&(v, _)| {
            let Some(block) = v.defining_op().and_then(|op| op.block()) else {
                return false;
            };
            if !block.is_entry() {
                return true;
            }
            block
                .parent_op()
                .is_some_and(|p| p != func && !p.is_loop() && p.is_region_branch())
        });
    }
    if mode == Mode::Loop {
        // Loop hoisting only ever leaves sequential loops: an allocation with
        // none around it stays where it is.
        candidates.retain(|&(v, _)| {
            let mut cur = v.defining_op().and_then(|op| op.parent());
            while let Some(p) = cur {
                if p == func {
                    return false;
                }
                if p.is_loop() && !p.has_trait(Trait::FerrobufTraitHasParallelRegion) {
                    return true;
                }
                cur = p.parent();
            }
            false
        });
    }
    let candidates: Vec<Value> = candidates
        .into_iter()
        .filter(|&(v, managed)| !managed || alloc::deallocs(v).len() <= 1)
        .map(|(v, _)| v)
        .collect();
    if candidates.is_empty() {
        return Changed::No;
    }

    let cfg = Cfg::build(func);
    let dom = Dominance::new(&cfg);
    let aliases = AliasSets::new(func, &candidates, 32 + 4 * memref_ops, &cfg, &dom);
    let (in_cycle, scc) = cfg.cycles();
    let cycles = Cycles {
        in_cycle: &in_cycle,
        scc: &scc,
    };

    // Collect: where each allocation would go. Placements do not depend on
    // earlier moves (only allocations move, and no allocation is an operand
    // of another), so all are computed on the unchanged IR.
    let mut moves: Vec<(Op, usize, BlockId)> = Vec::new();
    for (i, &v) in candidates.iter().enumerate() {
        let op = v.defining_op().expect("allocation result");
        let Some(alloc_block) = op.block().and_then(|b| cfg.id(b)) else {
            continue;
        };
        if !dom.is_reachable(alloc_block) {
            continue;
        }
        let Some(alias_dom) = aliases.dominator(i) else {
            continue;
        };
        let mut dependency: Option<BlockId> = None;
        for operand in op.operands() {
            let Some(b) = operand.parent_block().and_then(|b| cfg.id(b)) else {
                continue;
            };
            if dependency.is_none_or(|d| dom.dominates(d, b)) {
                dependency = Some(b);
            }
        }
        let upper = match mode {
            Mode::Block => Some(match dependency {
                Some(d) if dom.properly_dominates(alias_dom, d) => d,
                _ => alias_dom,
            }),
            Mode::Loop => dependency,
        };
        let placement = find_placement(&cfg, &dom, &cycles, mode, alloc_block, alias_dom, upper);
        if placement != alloc_block {
            moves.push((op, i, placement));
        }
    }
    if moves.is_empty() {
        return Changed::No;
    }

    // Beyond upstream: an allocation that is (maybe through an alias) freed
    // already must not move away from its frees: out of a loop it would be
    // freed once per iteration (double free), out of a branch it would leak
    // on the other paths. Upstream moves it anyway. Only what the moving
    // allocations flow into is checked.
    let freed = aliases.freed(moves.iter().map(|&(_, i, _)| i));

    // Rewrite, in upstream's order.
    let mut changed = Changed::No;
    for (k, (op, _, placement)) in moves.into_iter().enumerate() {
        if freed[k] {
            continue;
        }
        let target = cfg.block(placement);
        let start = target.find_ancestor_op(op).or_else(|| target.terminator());
        if let Some(start) = start
            && start != op
        {
            op.move_before(start);
            changed = Changed::Yes;
        }
    }
    changed
}

/// The alias sets of the candidate allocations. Resolved one by one from
/// their uses while that stays within a budget linear in the function's
/// size (most functions: small sets, no graph to build); past it, read off
/// the whole view-flow graph, folded once over its components.
enum AliasSets {
    /// Per candidate: its alias dominator and its alias set.
    Local(Vec<(Option<BlockId>, Vec<Value>)>),
    /// The graph, the candidates and their alias dominators.
    Graph {
        flow: ViewFlow,
        candidates: Vec<Value>,
        doms: Vec<Option<BlockId>>,
    },
}

impl AliasSets {
    fn new(func: Op, candidates: &[Value], mut budget: usize, cfg: &Cfg, dom: &Dominance) -> Self {
        let mut local = Vec::with_capacity(candidates.len());
        for &v in candidates {
            let Some(set) = alias::resolve_local_within(v, &mut budget) else {
                let flow = ViewFlow::build(func);
                let nodes = alias_dominators(cfg, dom, &flow);
                let doms = candidates
                    .iter()
                    .map(|&c| match flow.id(c) {
                        Some(n) => nodes[n as usize],
                        None => uses_dominator(cfg, dom, c),
                    })
                    .collect();
                return AliasSets::Graph {
                    flow,
                    candidates: candidates.to_vec(),
                    doms,
                };
            };
            let d = set
                .iter()
                .map(|&x| uses_dominator(cfg, dom, x))
                .reduce(|a, b| join_dominators(dom, a, b))
                .flatten();
            local.push((d, set));
        }
        AliasSets::Local(local)
    }

    /// Alias dominator of candidate `i`: the nearest common dominator of
    /// the blocks defining and using anything it may flow into (`None` if
    /// unreachable blocks are involved).
    fn dominator(&self, i: usize) -> Option<BlockId> {
        match self {
            AliasSets::Local(sets) => sets[i].0,
            AliasSets::Graph { doms, .. } => doms[i],
        }
    }

    /// Per candidate of `picked`: whether it or anything it flows into is
    /// freed.
    fn freed(&self, picked: impl Iterator<Item = usize>) -> Vec<bool> {
        match self {
            AliasSets::Local(sets) => picked
                .map(|i| sets[i].1.iter().any(|&x| is_freed_buffer(x)))
                .collect(),
            AliasSets::Graph {
                flow, candidates, ..
            } => {
                let picked: Vec<usize> = picked.collect();
                let nodes =
                    freed_aliases(flow, picked.iter().filter_map(|&i| flow.id(candidates[i])));
                picked
                    .iter()
                    .map(|&i| match flow.id(candidates[i]) {
                        Some(n) => nodes[n as usize],
                        None => is_freed_buffer(candidates[i]),
                    })
                    .collect()
            }
        }
    }
}

/// Nearest common dominator of the block defining `v` and its users' blocks.
fn uses_dominator(cfg: &Cfg, dom: &Dominance, v: Value) -> Option<BlockId> {
    let mut acc = cfg.id(v.parent_block()?)?;
    for user in v.users() {
        let b = cfg.id(user.block()?)?;
        acc = dom.nearest_common_dominator(acc, b)?;
    }
    Some(acc)
}

/// For every view-flow node: the nearest common dominator of its own and
/// all its dependents' definition and use blocks (`None` if unreachable
/// blocks are involved).
fn alias_dominators(cfg: &Cfg, dom: &Dominance, flow: &ViewFlow) -> Vec<Option<BlockId>> {
    flow.fold_forward(
        |n| uses_dominator(cfg, dom, flow.values[n as usize]),
        |a, b| join_dominators(dom, a, b),
    )
}

/// Join of alias dominators: the nearest common dominator, `None` (an
/// unreachable block is involved) absorbing.
fn join_dominators(dom: &Dominance, a: Option<BlockId>, b: Option<BlockId>) -> Option<BlockId> {
    dom.nearest_common_dominator(a?, b?)
}

/// Whether `v` is a buffer with a free among its users.
fn is_freed_buffer(v: Value) -> bool {
    v.ty().is_any_memref() && !alloc::deallocs(v).is_empty()
}

/// For every view-flow node: whether it or anything it flows into is
/// freed, computed for the nodes reachable from `starts` (others: false).
fn freed_aliases(flow: &ViewFlow, starts: impl Iterator<Item = u32>) -> Vec<bool> {
    let reach = flow.reached_from(starts);
    flow.fold_forward(
        |n| {
            // Only reached buffers can matter; only buffers can be freed.
            reach[n as usize] && is_freed_buffer(flow.values[n as usize])
        },
        |a, b| a || b,
    )
}

/// CFG cycles of every block (see [`Cfg::cycles`]).
struct Cycles<'a> {
    in_cycle: &'a [bool],
    scc: &'a [usize],
}

/// Climbs from `start` as far as `mode` allows (step 3 of the contract).
fn find_placement(
    cfg: &Cfg,
    dom: &Dominance,
    cycles: &Cycles,
    mode: Mode,
    start: BlockId,
    alias_dom: BlockId,
    upper: Option<BlockId>,
) -> BlockId {
    let mut current = start;
    let mut placement = start;
    // The block of the current region in which the allocation (or the op
    // holding it) sits.
    let mut entered = start;
    loop {
        let region = cfg.region_of_block(current);
        if let Some(u) = upper
            && !dom.properly_dominates(u, current)
        {
            break;
        }
        if !cfg.is_entry(current) {
            // Climbing the dominator tree of this region ends at the upper
            // bound if it lies in this region (it dominates the allocation),
            // else at the region's entry: jump there directly instead of
            // walking the chain block by block (quadratic on long chains, as
            // upstream's walk is). Unreachable blocks have nowhere to go.
            if dom.idom(current).is_none() {
                break;
            }
            let mut target = match upper {
                Some(u) if cfg.region_of[u as usize] == cfg.region_of[current as usize] => u,
                _ => region.first,
            };
            if cycles.in_cycle[entered as usize] {
                // Beyond upstream: a block on a CFG loop runs more often than
                // the blocks dominating the loop; stay within the loop (its
                // strongly connected component), like region loops, which are
                // never left either. Upstream hoists out of `cf` loops, so
                // that one buffer serves every iteration.
                let comp = cycles.scc[entered as usize];
                target = current;
                while let Some(i) = dom.idom(target) {
                    if cycles.scc[i as usize] != comp
                        || upper.is_some_and(|u| !dom.properly_dominates(u, target))
                    {
                        break;
                    }
                    target = i;
                }
                if mode == Mode::Block && target != current {
                    placement = target;
                }
                break;
            }
            current = target;
            if mode == Mode::Block {
                placement = target;
            }
            continue;
        }
        // At a region entry: leave the region, but never the function.
        let parent_op = region.parent_op;
        let Some(parent_block) = region.parent_block else {
            break;
        };
        match mode {
            Mode::Block => {
                if parent_op.is_loop() {
                    break;
                }
                current = parent_block;
                placement = parent_block;
            }
            Mode::Loop => {
                let inside = !dom.dominates(alias_dom, parent_block);
                let sequential = parent_op.is_loop()
                    && !parent_op.has_trait(Trait::FerrobufTraitHasParallelRegion);
                if sequential && inside {
                    current = parent_block;
                    placement = parent_block;
                } else if !cycles.in_cycle[entered as usize]
                    && runs_once(parent_op, cfg.region_of[current as usize], cfg)
                {
                    // Beyond upstream: pass through a region that runs exactly
                    // once per execution of its op (scf.execute_region), when
                    // the allocation's block is not on a CFG cycle of that
                    // region (so it runs at most once per execution of the
                    // region): this changes nothing about how often it runs.
                    // Only a later exit from a loop (which checks that no
                    // alias is used outside the loop) makes the move
                    // worthwhile, so the placement is not recorded here.
                    current = parent_block;
                } else {
                    break;
                }
            }
        }
        entered = current;
    }
    placement
}

/// Whether region `r` (of `op`) runs exactly once each time `op` runs:
/// the op says so through its invocation bounds, or its control flow shows
/// it (entering the op always enters `r`, and `r` always returns to the
/// parent, as for `scf.execute_region`).
fn runs_once(op: Op, r: u32, cfg: &Cfg) -> bool {
    let region = cfg.region_info(r).region;
    let Some(index) = op.regions().position(|x| x == region) else {
        return false;
    };
    if op.region_invocation_bounds(index) == Some((1, Some(1))) {
        return true;
    }
    if !op.is_region_branch() || op.is_loop() {
        return false;
    }
    let entry: Vec<Option<usize>> = op.entry_successors().iter().map(|s| s.region).collect();
    let after: Vec<Option<usize>> = op
        .region_successors(index)
        .iter()
        .map(|s| s.region)
        .collect();
    entry == [Some(index)] && after == [None]
}
