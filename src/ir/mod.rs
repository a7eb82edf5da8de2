//! Safe, thin wrappers over the MLIR C API and ferrobuf's C++ glue.
//!
//! This module is the only place with `unsafe` FFI. Handles are `Copy` and
//! follow C++ `Operation *` semantics; see [`core`] for their validity rule.

pub mod builder;
pub mod core;
pub mod diag;
mod ffi;
pub mod interfaces;
pub mod names;
pub mod ops;
pub mod registry;
pub mod rewrite;
pub mod typing;

pub use builder::{Builder, OpSpec};
pub use core::{
    Attribute, Block, Ctx, Identifier, Location, Op, Order, Region, SkipPayloads, Type, Value,
    ValueNames, Walk, WalkFilter, dynamic_size, parse_op_into,
};
pub use interfaces::{
    EffectKind, Effects, Interfaces, MemRefEffectProblem, MemoryEffect, RegionSuccessor,
    SymbolCache, Trait, Visibility,
};
