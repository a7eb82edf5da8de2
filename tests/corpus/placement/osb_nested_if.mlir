// Bufferized with upstream mlir-opt 22 from a tensor program that selects among three freshly filled 12xi32 tensors with nested scf.if and returns the element-wise sum with the argument.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @nested_if(%arg0: i1, %arg1: i1, %arg2: memref<12xi32, strided<[?], offset: ?>>) -> memref<12xi32> {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %0 = scf.if %arg0 -> (memref<12xi32, strided<[?], offset: ?>>) {
      %1 = scf.if %arg1 -> (memref<12xi32, strided<[?], offset: ?>>) {
        %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<12xi32>
        linalg.fill ins(%c1_i32 : i32) outs(%alloc_0 : memref<12xi32>)
        %cast_1 = memref.cast %alloc_0 : memref<12xi32> to memref<12xi32, strided<[?], offset: ?>>
        scf.yield %cast_1 : memref<12xi32, strided<[?], offset: ?>>
      } else {
        %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<12xi32>
        linalg.fill ins(%c2_i32 : i32) outs(%alloc_0 : memref<12xi32>)
        %cast_1 = memref.cast %alloc_0 : memref<12xi32> to memref<12xi32, strided<[?], offset: ?>>
        scf.yield %cast_1 : memref<12xi32, strided<[?], offset: ?>>
      }
      scf.yield %1 : memref<12xi32, strided<[?], offset: ?>>
    } else {
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<12xi32>
      linalg.fill ins(%c3_i32 : i32) outs(%alloc_0 : memref<12xi32>)
      %cast_1 = memref.cast %alloc_0 : memref<12xi32> to memref<12xi32, strided<[?], offset: ?>>
      scf.yield %cast_1 : memref<12xi32, strided<[?], offset: ?>>
    }
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<12xi32>
    linalg.add ins(%0, %arg2 : memref<12xi32, strided<[?], offset: ?>>, memref<12xi32, strided<[?], offset: ?>>) outs(%alloc : memref<12xi32>)
    %cast = memref.cast %alloc : memref<12xi32> to memref<12xi32, strided<[?], offset: ?>>
    return %alloc : memref<12xi32>
  }
}
