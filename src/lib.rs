//! ferrobuf: MLIR bufferization and buffer deallocation, in Rust, as a pass
//! plugin for stock `mlir-opt` 22.
//!
//! - [`ir`]: safe, thin wrappers over the MLIR C API and `plugin/` (all FFI).
//! - [`analysis`]: CFG, dominance, liveness, aliasing, allocations.
//! - [`pass`]: how a pass or pipeline is declared; the error/panic adapter.
//! - [`passes`]: one module per pass.
//! - [`plugin`]: the `mlirGetPassPluginInfo` entry point (registration only).
//! - [`tools`]: locating LLVM 22's tools (driver and tests).

pub mod analysis;
pub mod env_flag;
pub mod ir;
pub mod pass;
pub mod passes;
pub mod plugin;
pub mod progress;
pub mod timing;
pub mod tools;
