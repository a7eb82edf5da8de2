//! `ferrobuf-linalg-bufferize`: linalg ops on tensors to linalg ops on
//! buffers.
//!
//! # Contract
//! Runs on any op. Every linalg op in destination-passing style with
//! tensor semantics (`linalg.generic`, `map`, `reduce`, `fill`, `copy`,
//! `matmul`, `transpose`, `broadcast`, elementwise named ops, ...) is
//! rebuilt on buffers, with its attributes and region:
//! - each input is read from its buffer (`to_buffer`, or the memref of a
//!   `to_tensor`);
//! - each init (`outs`) gets a fresh `memref.alloc` of the init's type,
//!   holding a copy of the init when the op reads it (its payload block
//!   argument has a use; ops without a body are assumed to read it), so
//!   the init's own buffer is never written (see [`super`]);
//! - the results are the fresh buffers (through `to_tensor` for
//!   unconverted users).
//!
//! Ops mixing tensors and buffers, and linalg ops that are not in
//! destination-passing style (`linalg.pack`, `linalg.unpack`, `linalg.softmax`
//! and the winograd ops have no buffer form here) are a located error.
//!
//! ```mlir
//! %r = linalg.fill ins(%c : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
//!   =>
//! %a = memref.alloc() : memref<4xf32>
//! linalg.fill ins(%c : f32) outs(%a : memref<4xf32>)
//! %r = bufferization.to_tensor %a restrict : memref<4xf32> to tensor<4xf32>
//! ```

use crate::ir::ops::memref_alloc;
use crate::ir::{Builder, Op, Value};
use crate::op_names;
use crate::pass::{Options, PassDef, PassError, PassResult};

use super::type_converter::{Names as MatNames, buffer, convert_at, fresh_copy, replace_op};

pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-linalg-bufferize",
    summary: "Legacy partial bufferization of linalg ops (inits copied into fresh buffers)",
    anchor: None,
    dependent_dialects: &["bufferization", "memref"],
    options: &[],
    run,
};

const NAME: &str = "ferrobuf-linalg-bufferize";

op_names!(Names {
    yield_ = "linalg.yield",
    index = "linalg.index",
});

fn run(root: Op, _options: &Options) -> PassResult {
    let names = Names::new(root.context());
    let mat = MatNames::new(root.context());
    super::run_partial(
        root,
        |op| super::dialect(op) == "linalg" && !op.is(names.yield_) && !op.is(names.index),
        |op| convert(op, &mat),
    )
}

fn convert(op: Op, mat: &MatNames) -> Result<(), PassError> {
    if !op.is_destination_style() || !op.dps_has_pure_tensor_semantics() {
        return Err(super::unsupported(NAME, op));
    }
    let b = Builder::before(op);
    let inits = op.dps_inits();
    let n_inputs = op.num_operands() - inits.len();
    let body = op.regions().next().and_then(|r| r.first_block());
    let mut operands = Vec::new();
    for v in op.operands().take(n_inputs) {
        operands.push(if v.ty().is_tensor() {
            buffer(&b, v, mat)?
        } else {
            v
        });
    }
    let mut fresh: Vec<Value> = Vec::new();
    for (k, &init) in inits.iter().enumerate() {
        let ty = convert_at(init.ty(), op)?;
        // The payload argument of this init: after one per input operand
        // that has a payload argument (scalars and shaped inputs alike).
        let read = match body {
            Some(block) if block.num_arguments() == op.num_operands() => {
                block.argument(n_inputs + k).first_use_owner().is_some()
            }
            _ => true,
        };
        let m = if read {
            let src = buffer(&b, init, mat)?;
            fresh_copy(&b, src, ty, op)?
        } else if ty.is_memref() && (0..ty.rank()).all(|d| ty.dim(d).is_some()) {
            memref_alloc(&b, ty, &[], None)
        } else {
            let src = buffer(&b, init, mat)?;
            let sizes = super::type_converter::dynamic_sizes(&b, src, ty);
            memref_alloc(&b, ty, &sizes, None)
        };
        operands.push(m);
        fresh.push(m);
    }
    op.rebuild(&operands, &[])
        .ok_or_else(|| PassError::new(op, format!("{NAME}: MLIR refused the op on buffers")))?;
    replace_op(op, &fresh);
    Ok(())
}
