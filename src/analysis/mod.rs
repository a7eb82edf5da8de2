//! Analyses shared by every pass, computed before a pass rewrites anything
//! and queried afterwards. Each documents its algorithm, cost and edge
//! cases; all are near-linear in the size of the IR.
//!
//! - [`cfg`](mod@cfg): dense block/region ids, CFG edges, the region tree, cycles.
//! - [`dominance`]: dominance and post-dominance across nested regions.
//! - [`liveness`]: live-in/live-out per block with MLIR's semantics.
//! - [`alias`]: buffer view flow, allocation roots, may/must/never-alias.
//! - [`alloc`]: allocation and dealloc detection through memory effects.
//! - [`compact`]: one-array lists per key, inline small lists.
//! - [`scc`]: strongly connected components (used by the others).
//! - [`fxhash`]: a fast hasher for maps keyed by IR handles.
//! - [`union_find`]: disjoint sets (alias and equivalence classes).
//! - [`loop_constants`]: `i1` values loops carry unchanged (constant ownership).

pub mod alias;
pub mod alloc;
pub mod cfg;
pub mod compact;
pub mod dominance;
pub mod fxhash;
pub mod liveness;
pub mod loop_constants;
pub mod scc;
pub mod union_find;
