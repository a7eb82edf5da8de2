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

use crate::analysis::alias::resolve_local;
use crate::analysis::alloc;
use crate::analysis::cfg::Cfg;
use crate::ir::{Builder, Op, OpSpec, Trait, Value};
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
    let entries = alloc::collect(func);
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

    // Decide first, rewrite after.
    let mut promote: Vec<(Op, Value, Option<Op>)> = Vec::new();
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
        let aliases = resolve_local(e.value);
        if aliases
            .iter()
            .any(|&a| a != e.value && !alloc::deallocs(a).is_empty())
        {
            continue;
        }
        if !has_allocation_scope(e.op, &aliases) {
            continue;
        }
        promote.push((e.op, e.value, e.dealloc));
    }
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

/// The allocation-scope rule (see the contract).
fn has_allocation_scope(op: Op, aliases: &[Value]) -> bool {
    let mut region = op.parent_region();
    while let Some(r) = region {
        let Some(parent) = r.parent_op() else { break };
        if parent.has_trait(Trait::FerrobufTraitAutomaticAllocationScope) {
            // The innermost scope frees the alloca when it exits: a buffer
            // leaving it must stay on the heap. (Upstream goes on to the
            // next scope, promoting buffers that leave a memref.alloca_scope,
            // which then dangle.)
            return !leaves_scope(r, aliases);
        }
        if parent.is_loop() || !parent.is_region_branch() {
            break;
        }
        region = parent.parent_region();
    }
    false
}

/// Whether an alias is passed out of `region` by one of its region-branch
/// terminators.
fn leaves_scope(region: crate::ir::Region, aliases: &[Value]) -> bool {
    aliases.iter().any(|a| {
        a.uses().into_iter().any(|(user, _)| {
            user.is_region_branch_terminator() && user.parent_region() == Some(region)
        })
    })
}
