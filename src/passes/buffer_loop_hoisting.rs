//! `ferrobuf-buffer-loop-hoisting`: moves allocations out of loop nests.
//!
//! # Contract
//! Same placement as upstream `--buffer-loop-hoisting` (MLIR 22) on every
//! allocation whose `AllocationOpInterface` allows *loop* hoisting
//! (`memref.alloc` and `memref.alloca`): it leaves each enclosing
//! *sequential* loop (a loop-like op, or a region-branch op whose regions
//! form a cycle, without the `HasParallelRegion` trait: `scf.for`,
//! `scf.while`, `affine.for`, ... but never `scf.parallel` or `scf.forall`,
//! whose iterations would then share one buffer) as long as
//! - every value it may flow into is used only inside that loop (the
//!   alias dominator does not dominate the loop's block), and
//! - it does not depend on a value defined inside the loop (its size
//!   operands' block properly dominates the current block);
//!
//! and lands right before the outermost loop it left.
//!
//! ```mlir
//! scf.for %i = ... {                 %0 = memref.alloc() : memref<4xf32>
//!   %0 = memref.alloc() ...     =>   scf.for %i = ... {
//!   use(%0)                            use(%0)
//! }                                  }
//! ```
//!
//! # Beyond upstream
//! Upstream stops at any region that is not a loop. ferrobuf also passes
//! through regions that run exactly once per execution of their op
//! (`scf.execute_region`, by `RegionBranchOpInterface` invocation bounds)
//! on its way out of a loop, under the same two conditions; such a move is
//! only made when a loop is actually left. It never passes through
//! `scf.if` (conditional) regions, where hoisting would allocate on paths
//! that did not before.
//!
//! Run it before deallocation: like upstream, it does not move deallocs.

use super::buffer_hoisting::{Mode, hoist};
use crate::pass::{Options, PassDef};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-buffer-loop-hoisting",
    summary: "Move allocations out of loop nests (like upstream --buffer-loop-hoisting, also through scf.execute_region)",
    anchor: Some("func.func"),
    dependent_dialects: &[],
    options: &[],
    run: |func, _: &Options| Ok(hoist(func, Mode::Loop)),
};
