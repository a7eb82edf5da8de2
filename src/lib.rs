//! ferrobuf: MLIR bufferization and buffer deallocation, in Rust, as a pass
//! plugin for stock `mlir-opt` 22.
//!
//! - [`ir`]: safe, thin wrappers over the MLIR C API and `plugin/` (all FFI).
//! - [`analysis`]: CFG, dominance, liveness, aliasing, allocations.
//! - [`pass`]: how a pass or pipeline is declared; the error/panic adapter.
//! - [`passes`]: one module per pass.
//! - [`plugin`]: the `mlirGetPassPluginInfo` entry point (registration only).
//! - [`tools`]: locating LLVM 22's tools (driver and tests).

/// The allocator of ferrobuf's Rust data (MLIR's own objects keep the
/// host's `malloc`). The passes build many short-lived vectors and maps
/// per function; with glibc's `malloc` about a fifth of the main
/// pipeline's time on one 1M-op function went to allocating and freeing
/// them (README, benchmarks).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

pub mod analysis;
pub mod env_flag;
pub mod ir;
pub mod pass;
pub mod passes;
pub mod plugin;
pub mod progress;
pub mod timing;
pub mod tools;
