//! `ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=1024
//! max-rank-of-allocated-memref=1}`: turns small heap allocations into
//! stack allocations.
//!
//! # Contract
//! A `memref.alloc` becomes a `memref.alloca` (same operands, type and
//! `alignment`, at the same place) when all of the following hold, as in
//! upstream `--promote-buffers-to-stack` (MLIR 22):
//! - it is *small*: a static shape with `elements × element size in bits
//!   (data layout) ≤ 8 × max-alloc-size-in-bytes`, or a dynamic shape of
//!   rank ≤ `max-rank-of-allocated-memref` whose size operands all come
//!   from `memref.rank` (hence small);
//! - it has an *allocation scope*: walking out through enclosing regions,
//!   an op with the `AutomaticAllocationScope` trait (`func.func`,
//!   `scf.for`, `memref.alloca_scope`, ...) is reached before any loop or any
//!   op that is neither loop-like nor a region-branch op, and no value the
//!   buffer may flow into is passed out of that scope's region (by a
//!   region-branch terminator such as `func.return`).
//!
//! ```mlir
//! %0 = memref.alloc() : memref<4xf32>   =>   %0 = memref.alloca() : memref<4xf32>
//! ```
//!
//! # Better than upstream
//! - Upstream never promotes an allocation that has a `memref.dealloc`.
//!   ferrobuf promotes it and erases the dealloc, provided the dealloc
//!   frees the allocation itself and the allocation's block is not on a
//!   CFG cycle (an `alloca` in a `cf` loop would grow the stack each
//!   iteration).
//! - Upstream promotes an allocation even when a *view or other alias* of
//!   it is freed (e.g. `memref.dealloc %cast`), producing a `free` of stack
//!   memory at run time. ferrobuf leaves such allocations on the heap.
//! - Upstream promotes a buffer that leaves its innermost automatic
//!   allocation scope (e.g. returned by `memref.alloca_scope`) as long as it
//!   does not leave an outer one; the alloca then dangles once the inner
//!   scope exits. ferrobuf only promotes when the buffer stays inside the
//!   innermost scope.
//!
//! # Cost
//! Linear in the function: alias sets are resolved from their uses within
//! a budget proportional to the number of buffer-producing ops; past it,
//! the two facts promotion needs are folded once over the view-flow graph
//! (see `alias_facts`).

use crate::analysis::alias::{ViewFlow, resolve_local_within};
use crate::analysis::alloc;
use crate::analysis::cfg::Cfg;
use crate::analysis::fxhash::FxHashSet;
use crate::ir::{Builder, Op, OpSpec, Region, Trait, Value};
use crate::op_names;
use crate::pass::{Changed, OptionDef, OptionKind, Options, PassDef, PassResult};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-promote-buffers-to-stack",
    summary: "Turn small memref.alloc into memref.alloca (like upstream --promote-buffers-to-stack, also with deallocs)",
    anchor: Some("func.func"),
    dependent_dialects: &["memref"],
    options: &[
        OptionDef {
            name: "max-alloc-size-in-bytes",
            help: "Maximal size in bytes to promote allocations to stack.",
            kind: OptionKind::UInt(1024),
        },
        OptionDef {
            name: "max-rank-of-allocated-memref",
            help: "Maximal memref rank to promote dynamic buffers.",
            kind: OptionKind::UInt(1),
        },
    ],
    run,
};

op_names!(Names { alloc = "memref.alloc", dealloc = "memref.dealloc", rank = "memref.rank" });

fn run(func: Op, options: &Options) -> PassResult {
    let max_bytes = options.uint("max-alloc-size-in-bytes");
    let max_rank = options.uint("max-rank-of-allocated-memref");
    let names = Names::new(func.context());
    let mut memref_ops = 0usize;
    let entries = alloc::collect_with(func, |_| memref_ops += 1);
    let small: Vec<alloc::AllocEntry> = entries
        .into_iter()
        .filter(|e| is_small(e.op, e.value, max_bytes, max_rank, &names))
        .collect();
    if small.is_empty() {
        return Ok(Changed::No);
    }
    // Only allocations with a dealloc need the CFG (to reject CFG cycles).
    let cycles = small.iter().any(|e| e.dealloc.is_some()).then(|| {
        let cfg = Cfg::build(func);
        let in_cycle = cfg.blocks_in_cycles();
        (cfg, in_cycle)
    });

    // The rules that need no alias set first.
    let mut candidates: Vec<(alloc::AllocEntry, Region)> = Vec::new();
    for e in small {
        if let Some(d) = e.dealloc {
            let own = d.is(names.dealloc) && d.num_operands() == 1 && d.operand(0) == e.value;
            let (cfg, in_cycle) = cycles.as_ref().expect("built when a dealloc exists");
            let on_cycle =
                e.op.block()
                    .and_then(|b| cfg.id(b))
                    .is_none_or(|b| in_cycle[b as usize]);
            if !own || on_cycle {
                continue;
            }
        }
        if let Some(scope) = allocation_scope(e.op) {
            candidates.push((e, scope));
        }
    }
    if candidates.is_empty() {
        return Ok(Changed::No);
    }

    // Decide first, rewrite after.
    let queries: Vec<(Value, Region)> = candidates.iter().map(|(e, r)| (e.value, *r)).collect();
    let facts = alias_facts(func, &queries, 32 + 4 * memref_ops);
    let promote: Vec<(Op, Value, Option<Op>)> = candidates
        .iter()
        .zip(&facts)
        .filter(|(_, f)| !f.other_freed && !f.leaves_scope)
        .map(|((e, _), _)| (e.op, e.value, e.dealloc))
        .collect();
    for &(op, value, dealloc) in &promote {
        let b = Builder::before(op);
        let operands: Vec<Value> = op.operands().collect();
        // Same dynamic sizes and symbol operands as the alloc.
        let seg = op
            .attr("operandSegmentSizes")
            .unwrap_or_else(|| b.ctx().i32_array_attr(&[operands.len() as i32, 0]));
        let mut attrs = vec![("operandSegmentSizes", seg)];
        if let Some(a) = op.attr("alignment") {
            attrs.push(("alignment", a));
        }
        let alloca = b.create(OpSpec {
            name: "memref.alloca",
            operands: &operands,
            results: &[value.ty()],
            attrs: &attrs,
            ..Default::default()
        });
        value.replace_all_uses_with(alloca.result(0));
        if let Some(d) = dealloc {
            d.erase();
        }
        op.erase();
    }
    Ok(if promote.is_empty() {
        Changed::No
    } else {
        Changed::Yes
    })
}

/// The size rule (see the contract).
fn is_small(op: Op, value: Value, max_bytes: u64, max_rank: u64, names: &Names) -> bool {
    let ty = value.ty();
    if !op.is(names.alloc) || !ty.is_memref() {
        return false;
    }
    let shape = ty.shape();
    if shape.iter().any(|&d| d < 0) {
        return (ty.rank() as u64) <= max_rank
            && op
                .operands()
                .all(|o| o.defining_op().is_some_and(|d| d.is(names.rank)));
    }
    let elements: u128 = shape.iter().map(|&d| d as u128).product();
    let bits = op.type_size_in_bits(ty.element_type()) as u128;
    elements * bits <= (max_bytes as u128) * 8
}

/// The allocation-scope rule (see the contract): the body region of the
/// innermost enclosing `AutomaticAllocationScope`, if it is reached before
/// any loop or op that is neither loop-like nor a region-branch op.
fn allocation_scope(op: Op) -> Option<Region> {
    let mut region = op.parent_region();
    while let Some(r) = region {
        let parent = r.parent_op()?;
        if parent.has_trait(Trait::FerrobufTraitAutomaticAllocationScope) {
            // The innermost scope frees the alloca when it exits: a buffer
            // leaving it must stay on the heap (checked by the caller).
            // Upstream goes on to the next scope, promoting buffers that
            // leave a memref.alloca_scope, which then dangle.
            return Some(r);
        }
        if parent.is_loop() || !parent.is_region_branch() {
            return None;
        }
        region = parent.parent_region();
    }
    None
}

/// What promotion needs to know of the alias set of a candidate (itself
/// and everything it may flow into).
#[derive(Clone, Copy, Debug, Default)]
struct AliasFacts {
    /// An alias other than the allocation itself is freed.
    other_freed: bool,
    /// An alias is passed out of the candidate's scope region by one of its
    /// region-branch terminators.
    leaves_scope: bool,
}

/// [`AliasFacts`] of each `(allocation, scope region)`. Alias sets are
/// resolved one by one from their uses while the total work stays within
/// `budget`; past it (many allocations sharing large alias sets), the facts
/// are folded once over the whole view-flow graph instead, so the cost stays
/// linear in the function's size.
fn alias_facts(func: Op, queries: &[(Value, Region)], mut budget: usize) -> Vec<AliasFacts> {
    let mut out = Vec::with_capacity(queries.len());
    for &(v, scope) in queries {
        let Some(aliases) = resolve_local_within(v, &mut budget) else {
            return alias_facts_from_graph(func, queries);
        };
        out.push(AliasFacts {
            other_freed: aliases.iter().any(|&a| a != v && is_freed(a)),
            leaves_scope: aliases.iter().any(|&a| exit_regions(a).any(|r| r == scope)),
        });
    }
    out
}

/// Most distinct scope regions tracked per view-flow node; a node whose
/// aliases leave more is taken to leave every scope (it stays on the heap).
const MAX_EXITS: usize = 4;

/// [`alias_facts`] through the view-flow graph: one fold for "something it
/// flows into is freed", one for "the scope regions it leaves" (limited to
/// the candidates' scopes, at most [`MAX_EXITS`] per node, `None` past it).
fn alias_facts_from_graph(func: Op, queries: &[(Value, Region)]) -> Vec<AliasFacts> {
    let flow = ViewFlow::build(func);
    let scopes: FxHashSet<Region> = queries.iter().map(|&(_, r)| r).collect();
    let freed = flow.fold_forward(|n| is_freed(flow.values[n as usize]), |a, b| a || b);
    // Union of region sets, `None` (too many) absorbing.
    let union = |a: Option<Vec<Region>>, b: Option<Vec<Region>>| {
        let (mut a, b) = (a?, b?);
        for r in b {
            if !a.contains(&r) {
                a.push(r);
            }
        }
        (a.len() <= MAX_EXITS).then_some(a)
    };
    let exits = flow.fold_forward(
        |n| {
            exit_regions(flow.values[n as usize])
                .filter(|r| scopes.contains(r))
                .try_fold(Vec::new(), |acc, r| union(Some(acc), Some(vec![r])))
        },
        union,
    );
    queries
        .iter()
        .map(|&(v, scope)| {
            // An allocation has no incoming flow: everything but itself is
            // reached through its outgoing edges.
            let deps: &[u32] = flow.id(v).map_or(&[], |n| &flow.deps[n as usize]);
            AliasFacts {
                other_freed: deps.iter().any(|&d| freed[d as usize]),
                leaves_scope: exit_regions(v).any(|r| r == scope)
                    || deps.iter().any(|&d| {
                        exits[d as usize]
                            .as_ref()
                            .is_none_or(|rs| rs.contains(&scope))
                    }),
            }
        })
        .collect()
}

/// Whether `v` has a dealloc.
fn is_freed(v: Value) -> bool {
    !alloc::deallocs(v).is_empty()
}

/// The regions `v` is passed out of: those of the region-branch
/// terminators using it.
fn exit_regions(v: Value) -> impl Iterator<Item = Region> {
    v.users()
        .filter(|u| u.is_region_branch_terminator())
        .filter_map(|u| u.parent_region())
}
