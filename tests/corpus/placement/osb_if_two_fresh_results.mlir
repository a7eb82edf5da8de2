// Bufferized with upstream mlir-opt 22 from a tensor program that produces two fresh tensors (a static 8xi32 and a dynamically sized f32 one) from both branches of an scf.if and returns them.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @two(%arg0: i1, %arg1: index, %arg2: i32, %arg3: f32) -> (memref<8xi32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) {
    %0:2 = scf.if %arg0 -> (memref<8xi32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) {
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xi32>
      linalg.fill ins(%arg2 : i32) outs(%alloc : memref<8xi32>)
      %alloc_0 = memref.alloc(%arg1) {alignment = 64 : i64} : memref<?xf32>
      linalg.fill ins(%arg3 : f32) outs(%alloc_0 : memref<?xf32>)
      %cast = memref.cast %alloc : memref<8xi32> to memref<8xi32, strided<[?], offset: ?>>
      %cast_1 = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast, %cast_1 : memref<8xi32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>
    } else {
      %c0_i32 = arith.constant 0 : i32
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xi32>
      linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<8xi32>)
      %alloc_0 = memref.alloc(%arg1) {alignment = 64 : i64} : memref<?xf32>
      %cast = memref.cast %alloc : memref<8xi32> to memref<8xi32, strided<[?], offset: ?>>
      %cast_1 = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast, %cast_1 : memref<8xi32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>
    }
    return %0#0, %0#1 : memref<8xi32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>
  }
}
