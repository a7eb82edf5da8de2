//! `ferrobuf-bufferization-bufferize`: the `bufferization` dialect's
//! tensor ops on buffers.
//!
//! # Contract
//! Runs on any op. Converts:
//! - `bufferization.alloc_tensor(%sizes) [copy(%t)]
//!   [{memory_space = s}]`: `memref.alloc` (in memory space `s`), plus a
//!   `memref.copy` of `%t`'s buffer with `copy`;
//! - `bufferization.materialize_in_destination %src in %dest`: into a
//!   tensor destination, a fresh buffer holding a copy of `%src` (the
//!   result has `%src`'s value and `%dest`'s type); into a memref
//!   destination (`restrict writable`), a `memref.copy` into it;
//! - `bufferization.dealloc_tensor %t`: erased (legacy buffers are freed
//!   by a deallocation pass afterwards, which must see no `memref.dealloc`
//!   of its own buffers).
//!
//! The materializations `to_tensor` and `to_buffer` are left alone: they
//! are what `ferrobuf-finalizing-bufferize` removes.
//!
//! ```mlir
//! %t = bufferization.alloc_tensor(%n) copy(%s) : tensor<?xf32>
//!   =>
//! %m = bufferization.to_buffer %s : tensor<?xf32> to memref<?xf32>
//! %d = memref.dim %m, %c0 : memref<?xf32>
//! %a = memref.alloc(%d) : memref<?xf32>
//! memref.copy %m, %a : memref<?xf32> to memref<?xf32>
//! %t = bufferization.to_tensor %a restrict : memref<?xf32> to tensor<?xf32>
//! ```

use crate::ir::ops::{memref_alloc, memref_copy};
use crate::ir::{Builder, Op, Type, Value};
use crate::op_names;
use crate::pass::{Options, PassDef, PassError, PassResult};

use super::type_converter::{Names as MatNames, buffer, convert_at, fresh_copy, replace_op};

pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-bufferization-bufferize",
    summary: "Legacy partial bufferization of bufferization.alloc_tensor, materialize_in_destination and dealloc_tensor",
    anchor: None,
    dependent_dialects: &["bufferization", "memref"],
    options: &[],
    run,
};

const NAME: &str = "ferrobuf-bufferization-bufferize";

op_names!(Names {
    alloc_tensor = "bufferization.alloc_tensor",
    materialize = "bufferization.materialize_in_destination",
    dealloc_tensor = "bufferization.dealloc_tensor",
    to_tensor = "bufferization.to_tensor",
    to_buffer = "bufferization.to_buffer",
});

fn run(root: Op, _options: &Options) -> PassResult {
    let names = Names::new(root.context());
    let mat = MatNames::new(root.context());
    super::run_partial(
        root,
        |op| {
            super::dialect(op) == "bufferization"
                && !op.is(names.to_tensor)
                && !op.is(names.to_buffer)
        },
        |op| convert(op, &names, &mat),
    )
}

fn convert(op: Op, names: &Names, mat: &MatNames) -> Result<(), PassError> {
    let b = Builder::before(op);
    if op.is(names.alloc_tensor) {
        let ty = op.result(0).ty();
        let mut mty = convert_at(ty, op)?;
        if let Some(space) = op.attr("memory_space") {
            mty = Type::memref(&ty.shape(), ty.element_type(), None, Some(space))
                .ok_or_else(|| PassError::new(op, format!("{NAME}: bad memory space")))?;
        }
        // Operands: dynamic sizes, then `copy`, then `size_hint`.
        let seg = op
            .attr("operandSegmentSizes")
            .and_then(|a| a.as_dense_ints())
            .unwrap_or_else(|| vec![op.num_operands() as i64, 0, 0]);
        let sizes: Vec<Value> = op.operands().take(seg[0] as usize).collect();
        let m = if seg.get(1) == Some(&1) {
            let src = buffer(&b, op.operand(seg[0] as usize), mat)?;
            fresh_copy(&b, src, mty, op)?
        } else {
            memref_alloc(&b, mty, &sizes, None)
        };
        replace_op(op, &[m]);
        Ok(())
    } else if op.is(names.materialize) {
        let src = buffer(&b, op.operand(0), mat)?;
        let dest = op.operand(1);
        if dest.ty().is_tensor() {
            let ty = convert_at(dest.ty(), op)?;
            let m = fresh_copy(&b, src, ty, op)?;
            replace_op(op, &[m]);
        } else {
            memref_copy(&b, src, dest);
            op.erase();
        }
        Ok(())
    } else if op.is(names.dealloc_tensor) {
        op.erase();
        Ok(())
    } else {
        Err(super::unsupported(NAME, op))
    }
}
