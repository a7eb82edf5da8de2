// Bufferized with upstream mlir-opt 22 from a tensor program that runs an scf.while that replaces its 16xf32 carried tensor with a freshly filled one in each after-region iteration.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries allow-return-allocs-from-loops' <tensor source>

module {
  func.func @while_fresh(%arg0: memref<16xf32, strided<[?], offset: ?>>, %arg1: i32) -> memref<16xf32> {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0:2 = scf.while (%arg2 = %c0_i32, %arg3 = %arg0) : (i32, memref<16xf32, strided<[?], offset: ?>>) -> (i32, memref<16xf32>) {
      %1 = arith.cmpi slt, %arg2, %arg1 : i32
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
      memref.copy %arg3, %alloc : memref<16xf32, strided<[?], offset: ?>> to memref<16xf32>
      scf.condition(%1) %arg2, %alloc : i32, memref<16xf32>
    } do {
    ^bb0(%arg2: i32, %arg3: memref<16xf32>):
      %1 = arith.sitofp %arg2 : i32 to f32
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
      linalg.fill ins(%1 : f32) outs(%alloc : memref<16xf32>)
      %2 = arith.addi %arg2, %c1_i32 : i32
      %cast_0 = memref.cast %alloc : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
      scf.yield %2, %cast_0 : i32, memref<16xf32, strided<[?], offset: ?>>
    }
    %cast = memref.cast %0#1 : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
    return %0#1 : memref<16xf32>
  }
}
