//! `ferrobuf-empty-tensor-to-alloc-tensor`: turns every `tensor.empty`
//! into a `bufferization.alloc_tensor`.
//!
//! # Contract
//! Runs on any op (as upstream `--empty-tensor-to-alloc-tensor`, MLIR 22)
//! and rewrites every `tensor.empty` nested in it (not the op itself) into
//! a `bufferization.alloc_tensor` with the same dynamic sizes, the same
//! result type (encoding included) and the same location, in place; uses
//! are redirected to the new op. Discardable attributes of the
//! `tensor.empty` are not carried over (as upstream).
//!
//! ```mlir
//! %0 = tensor.empty(%n) : tensor<?x4xf32>   =>   %0 = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
//! ```
//!
//! # Preconditions and rejections
//! None: every verified `tensor.empty` has a ranked tensor type and one
//! index operand per dynamic dimension, which is all an `alloc_tensor`
//! needs. Declares the `bufferization` dialect as dependent, so it is
//! loaded before the pass runs.
//!
//! # Differences from upstream
//! Upstream applies its rewrite with MLIR's greedy pattern driver, which
//! also folds every op it visits, deduplicates and hoists constants, and
//! erases trivially dead ops (a `tensor.empty` nobody uses is erased rather
//! than rewritten), even in functions without any `tensor.empty`. ferrobuf
//! rewrites exactly the `tensor.empty` ops and touches nothing else (a
//! function without one is left unchanged, with its analyses preserved);
//! run `canonicalize` for the clean-up
//! (`tests/lit/empty-tensor-to-alloc-tensor/no-folding.mlir`).

use crate::ir::{Builder, Op, OpSpec};
use crate::op_names;
use crate::pass::{Changed, Options, PassDef, PassResult};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-empty-tensor-to-alloc-tensor",
    summary: "Replace every tensor.empty by a bufferization.alloc_tensor (like upstream --empty-tensor-to-alloc-tensor)",
    anchor: None,
    dependent_dialects: &["bufferization"],
    options: &[],
    run,
};

op_names!(Names { empty = "tensor.empty" });

fn run(root: Op, _options: &Options) -> PassResult {
    let names = Names::new(root.context());
    let empties = root.collect_nested(names.empty);
    for &op in &empties {
        let sizes: Vec<_> = op.operands().collect();
        let b = Builder::before(op);
        let seg = b.ctx().i32_array_attr(&[sizes.len() as i32, 0, 0]);
        let alloc = b.create(OpSpec {
            name: "bufferization.alloc_tensor",
            operands: &sizes,
            results: &[op.result(0).ty()],
            attrs: &[("operandSegmentSizes", seg)],
            ..Default::default()
        });
        op.replace_all_uses_with(&[alloc.result(0)]);
        op.erase();
    }
    Ok(if empties.is_empty() {
        Changed::No
    } else {
        Changed::Yes
    })
}
