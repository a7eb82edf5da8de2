//! `ferrobuf-scf-bufferize`: `scf` ops carrying tensors, and `cf` block
//! arguments, on buffers.
//!
//! # Contract
//! Runs on any op.
//! - `scf.for`, `scf.while`, `scf.if`, `scf.execute_region`,
//!   `scf.index_switch`: rebuilt with the buffers of their tensor operands
//!   and the converted result types; tensor block arguments of their
//!   regions become buffers (the body sees tensors again through
//!   `to_tensor`), and their `scf.yield`/`scf.condition` pass buffers.
//!   Nothing is copied: buffers are never written after their creating op
//!   (see [`super`]), so a loop may carry and yield them as they are.
//! - `scf.forall` with `shared_outs`: each shared output gets a fresh
//!   buffer holding a copy of its init; each `tensor.parallel_insert_slice`
//!   of the terminator becomes a `memref.copy` into a `memref.subview` of
//!   it at the end of the body; other uses of the shared output in the
//!   body read the init (its value in tensor semantics, whatever other
//!   iterations have written).
//! - `cf`: tensor arguments of every non-entry block become buffers (with
//!   a `to_tensor` for their users), and every branch passes buffers.
//!
//! Other `scf` ops on tensors (`scf.parallel` with `scf.reduce` of
//! tensors, ...) are a located error.
//!
//! ```mlir
//! %r = scf.for %i = %lb to %ub step %s iter_args(%a = %t) -> (tensor<4xf32>) {
//!   %n = "some.op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
//!   scf.yield %n : tensor<4xf32>
//! }
//!   =>
//! %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
//! %rm = scf.for %i = %lb to %ub step %s iter_args(%am = %m) -> (memref<4xf32>) {
//!   %a = bufferization.to_tensor %am restrict : memref<4xf32> to tensor<4xf32>
//!   %n = "some.op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
//!   %nm = bufferization.to_buffer %n : tensor<4xf32> to memref<4xf32>
//!   scf.yield %nm : memref<4xf32>
//! }
//! %r = bufferization.to_tensor %rm restrict : memref<4xf32> to tensor<4xf32>
//! ```

use crate::ir::ops::{Ofr, memref_copy, memref_subview};
use crate::ir::{Block, Builder, Op, Order, Value, Walk, dynamic_size};
use crate::op_names;
use crate::pass::{Changed, Options, PassDef, PassError, PassResult};
use crate::passes::one_shot::types::subview as subview_type;

use super::type_converter::{
    Names as MatNames, buffer, convert_at, fresh_copy, replace_op, tensor,
};

pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-scf-bufferize",
    summary: "Legacy partial bufferization of scf ops (for, while, if, execute_region, index_switch, forall) and cf block arguments",
    anchor: None,
    dependent_dialects: &["bufferization", "memref"],
    options: &[],
    run,
};

const NAME: &str = "ferrobuf-scf-bufferize";

op_names!(Names {
    for_ = "scf.for",
    while_ = "scf.while",
    if_ = "scf.if",
    execute_region = "scf.execute_region",
    index_switch = "scf.index_switch",
    forall = "scf.forall",
    yield_ = "scf.yield",
    condition = "scf.condition",
    in_parallel = "scf.forall.in_parallel",
    parallel_insert = "tensor.parallel_insert_slice",
});

fn run(root: Op, _options: &Options) -> PassResult {
    let names = Names::new(root.context());
    let mat = MatNames::new(root.context());
    let scf = super::run_partial(
        root,
        |op| {
            super::dialect(op) == "scf"
                && !op.is(names.yield_)
                && !op.is(names.condition)
                && !op.is(names.in_parallel)
        },
        |op| {
            if op.is(names.forall) {
                forall(op, &names, &mat)
            } else if op.is(names.for_)
                || op.is(names.while_)
                || op.is(names.if_)
                || op.is(names.execute_region)
                || op.is(names.index_switch)
            {
                structural(op, &names, &mat)
            } else {
                Err(super::unsupported(NAME, op))
            }
        },
    )?;
    let cf = blocks(root, &mat)?;
    Ok(if scf == Changed::Yes || cf {
        Changed::Yes
    } else {
        Changed::No
    })
}

/// Retypes the tensor arguments of `block` to buffers; their users get a
/// `to_tensor` at the start of the block.
fn retype_arguments(block: Block, op: Op) -> Result<(), PassError> {
    let b = match block.first_op() {
        Some(first) => Builder::before(first),
        None => Builder::at_end(block, op.loc()),
    };
    for a in block.arguments().collect::<Vec<_>>() {
        let ty = a.ty();
        if !ty.is_tensor() {
            continue;
        }
        let uses = a.uses();
        a.set_type(convert_at(ty, op)?);
        let t = tensor(&b, a, ty);
        for (user, i) in uses {
            user.set_operand(i, t);
        }
    }
    Ok(())
}

/// Replaces the tensor operands of `term` by their buffers.
fn buffer_operands(term: Op, mat: &MatNames) -> Result<(), PassError> {
    let b = Builder::before(term);
    for i in 0..term.num_operands() {
        let v = term.operand(i);
        if v.ty().is_tensor() {
            let m = buffer(&b, v, mat)?;
            term.set_operand(i, m);
        }
    }
    Ok(())
}

fn structural(op: Op, names: &Names, mat: &MatNames) -> Result<(), PassError> {
    let b = Builder::before(op);
    let mut operands = Vec::new();
    for v in op.operands() {
        operands.push(if v.ty().is_tensor() {
            buffer(&b, v, mat)?
        } else {
            v
        });
    }
    let types = op
        .results()
        .map(|r| convert_at(r.ty(), op))
        .collect::<Result<Vec<_>, _>>()?;
    let new = op
        .rebuild(&operands, &types)
        .ok_or_else(|| PassError::new(op, format!("{NAME}: MLIR refused the op on buffers")))?;
    for region in new.regions() {
        for block in region.blocks().collect::<Vec<_>>() {
            retype_arguments(block, new)?;
            if let Some(term) = block.terminator()
                && (term.is(names.yield_) || term.is(names.condition))
            {
                buffer_operands(term, mat)?;
            }
        }
    }
    let results: Vec<Value> = new.results().collect();
    replace_op(op, &results);
    Ok(())
}

/// `scf.forall` with shared outputs (see the module doc).
fn forall(op: Op, names: &Names, mat: &MatNames) -> Result<(), PassError> {
    let b = Builder::before(op);
    let n_out = op.num_results();
    let n_in = op.num_operands() - n_out;
    let body = op
        .region(0)
        .first_block()
        .ok_or_else(|| PassError::new(op, format!("{NAME}: forall without body")))?;
    let term = body
        .terminator()
        .filter(|t| t.is(names.in_parallel))
        .ok_or_else(|| PassError::new(op, format!("{NAME}: forall without in_parallel")))?;
    let mut inits = Vec::new();
    let mut shared = Vec::new();
    for k in 0..n_out {
        let init = op.operand(n_in + k);
        let init_buf = buffer(&b, init, mat)?;
        let ty = convert_at(init.ty(), op)?;
        shared.push(fresh_copy(&b, init_buf, ty, op)?);
        inits.push(init_buf);
    }
    // Block arguments: ivs first, then one per shared output.
    let n_ivs = body.num_arguments() - n_out;
    let in_body = match body.first_op() {
        Some(first) => Builder::before(first),
        None => Builder::at_end(body, op.loc()),
    };
    let at_end = Builder::before(term);
    let inserts: Vec<Op> = term
        .region(0)
        .first_block()
        .map(|blk| blk.ops().collect())
        .unwrap_or_default();
    for ins in &inserts {
        if !ins.is(names.parallel_insert) {
            return Err(super::unsupported(NAME, *ins));
        }
        let dest = ins.operand(1);
        let k = (0..n_out)
            .find(|&k| body.argument(n_ivs + k) == dest)
            .ok_or_else(|| {
                PassError::new(*ins, format!("{NAME}: destination is not a shared output"))
            })?;
        let src = buffer(&at_end, ins.operand(0), mat)?;
        let [offsets, sizes, strides] = crate::ir::ops::slice_params(*ins, 2)
            .ok_or_else(|| PassError::new(*ins, format!("{NAME}: slice parameters missing")))?;
        let st = |v: &[Ofr]| -> Vec<i64> {
            v.iter()
                .map(|o| match o {
                    Ofr::Static(n) => *n,
                    Ofr::Dynamic(_) => dynamic_size(),
                })
                .collect()
        };
        let ty = subview_type(
            shared[k].ty(),
            &st(&offsets),
            &st(&sizes),
            &st(&strides),
            &ins.operand(0).ty().shape(),
        )
        .ok_or_else(|| PassError::new(*ins, format!("{NAME}: no subview type")))?;
        let view = memref_subview(&at_end, shared[k], ty, &offsets, &sizes, &strides);
        memref_copy(&at_end, src, view);
    }
    for ins in inserts {
        ins.erase();
    }
    // Other uses of a shared output read its init's value.
    for (k, &init) in inits.iter().enumerate() {
        let arg = body.argument(n_ivs + k);
        if arg.first_use_owner().is_some() {
            let t = tensor(&in_body, init, arg.ty());
            arg.replace_all_uses_with(t);
        }
    }
    let operands: Vec<Value> = op.operands().take(n_in).collect();
    let new = op
        .rebuild(&operands, &[])
        .ok_or_else(|| PassError::new(op, format!("{NAME}: MLIR refused the forall on buffers")))?;
    let nb = new.region(0).first_block().expect("forall body");
    for k in (0..n_out).rev() {
        nb.erase_argument(n_ivs + k);
    }
    // The operand segment sizes of the rebuilt op: no shared outputs.
    if let Some(seg) = new
        .attr("operandSegmentSizes")
        .and_then(|a| a.as_dense_ints())
    {
        let mut seg: Vec<i32> = seg.into_iter().map(|x| x as i32).collect();
        if let Some(last) = seg.last_mut() {
            *last = 0;
        }
        new.set_attr("operandSegmentSizes", new.context().i32_array_attr(&seg));
    }
    replace_op(op, &shared);
    Ok(())
}

/// `cf`: tensor arguments of non-entry blocks, and the branches to them.
/// Returns whether anything changed.
fn blocks(root: Op, mat: &MatNames) -> Result<bool, PassError> {
    let mut targets = Vec::new();
    let mut branches = Vec::new();
    root.walk(Order::Pre, |op| {
        for r in op.regions() {
            for blk in r.blocks().skip(1) {
                if blk.arguments().any(|a| a.ty().is_tensor()) {
                    targets.push((blk, op));
                }
            }
        }
        if op.is_branch() && op.operands().any(|v| v.ty().is_tensor()) {
            branches.push(op);
        }
        Walk::Advance
    });
    // Every tensor operand of a branch is forwarded to a successor (a
    // condition or a switch flag is never a tensor).
    for &br in &branches {
        buffer_operands(br, mat)?;
    }
    for &(blk, op) in &targets {
        retype_arguments(blk, op)?;
    }
    Ok(!targets.is_empty() || !branches.is_empty())
}
