//! Every ferrobuf pass and pipeline, one module each.

pub mod expand_realloc;
pub mod pipelines;
pub mod testing;

use crate::pass::{PassDef, PipelineDef};

/// The passes a user sees, in `--help` order.
pub static PASSES: &[&PassDef] = &[&expand_realloc::PASS];

/// The registered pipelines a user sees.
pub static PIPELINES: &[&PipelineDef] = &[&pipelines::DEFAULT];
