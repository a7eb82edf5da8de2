//! Every ferrobuf pass and pipeline, one module each.

pub mod buffer_deallocation;
pub mod buffer_hoisting;
pub mod buffer_loop_hoisting;
pub mod buffer_results_to_out_params;
pub mod bufferize;
pub mod clone_layouts;
pub mod copy_removal;
pub mod dealloc_simplification;
pub mod drop_equivalent_buffer_results;
pub mod eliminate_empty_tensors;
pub mod empty_tensor_to_alloc_tensor;
pub mod expand_realloc;
pub mod func_boundary;
pub mod legacy;
pub mod lower_deallocations;
pub mod merge_blocks;
pub mod one_shot;
pub mod optimize_allocation_liveness;
pub mod ownership_dealloc;
pub mod pipelines;
pub mod promote_buffers_to_stack;
pub mod result_aliasing;
pub mod testing;
pub mod verify_deallocation;

use crate::pass::{PassDef, PipelineDef};

/// The passes a user sees, in `--help` order.
pub static PASSES: &[&PassDef] = &[
    &expand_realloc::PASS,
    &buffer_hoisting::PASS,
    &buffer_loop_hoisting::PASS,
    &promote_buffers_to_stack::PASS,
    &ownership_dealloc::PASS,
    &dealloc_simplification::PASS,
    &lower_deallocations::PASS,
    &eliminate_empty_tensors::PASS,
    &one_shot::PASS,
    &drop_equivalent_buffer_results::PASS,
    &buffer_results_to_out_params::PASS,
    &optimize_allocation_liveness::PASS,
    &empty_tensor_to_alloc_tensor::PASS,
    &legacy::func::PASS,
    &legacy::arith::PASS,
    &legacy::tensor::PASS,
    &legacy::linalg::PASS,
    &legacy::scf::PASS,
    &legacy::bufferization::PASS,
    &legacy::finalizing::PASS,
    &verify_deallocation::PASS,
    &buffer_deallocation::PASS,
    &copy_removal::PASS,
    &merge_blocks::PASS,
    &bufferize::PASS,
];

/// The registered pipelines a user sees.
pub static PIPELINES: &[&PipelineDef] = &[
    &pipelines::BUFFERIZE,
    &pipelines::DEFAULT,
    &pipelines::DEALLOCATION,
    &legacy::PIPELINE,
];
