// The signature conversion and unpacking examples of
// bufferization-on-mlir-legacy.md: tuples flattened (also tuples of
// scalars), memref parts kept as they are, tensor parts converted and,
// under AppendToArgumentList (result-kind=append), appended as
// out-parameters; under KeepAsFunctionResult (keep, the default) kept.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-func-bufferize{result-kind=append})' %s | FileCheck %s --check-prefix=APPEND
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-func-bufferize)' %s | FileCheck %s --check-prefix=KEEP
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-func-bufferize{decompose-tuples=false})' %s | FileCheck %s --check-prefix=NODEC

func.func private @on_tensors(tuple<i1, f32>) -> tuple<memref<10xf32>, tensor<5xf32>>
// APPEND: func.func private @on_tensors(i1, f32, memref<5xf32>) -> memref<10xf32>
// KEEP: func.func private @on_tensors(i1, f32) -> (memref<10xf32>, memref<5xf32>)
// NODEC: func.func private @on_tensors(tuple<i1, f32>) -> tuple<memref<10xf32>, tensor<5xf32>>

func.func private @nested(tuple<tuple<i1, tensor<2xf32>>, index>) -> tensor<?xf32>
// APPEND: func.func private @nested(i1, memref<2xf32>, index) -> memref<?xf32>
// KEEP: func.func private @nested(i1, memref<2xf32>, index) -> memref<?xf32>

// Functions without tensors or tuples are unchanged.
func.func private @scalars(i1) -> f32
// APPEND: func.func private @scalars(i1) -> f32

// Unranked tensors become unranked memrefs; an encoding is the memory space.
func.func private @unranked(tensor<*xf32>, tensor<4xf32, 1 : i64>) -> tensor<*xi8>
// KEEP: func.func private @unranked(memref<*xf32>, memref<4xf32, 1>) -> memref<*xi8>
