// Bufferized with upstream mlir-opt 22 from a tensor program that computes, inside scf.if branches, dynamic temporaries whose size comes from tensor.dim of the argument in the entry block, reading back one element.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @if_dyn(%arg0: i1, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: index) -> f32 {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg1, %c0 : memref<?xf32, strided<[?], offset: ?>>
    %0 = scf.if %arg0 -> (f32) {
      %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
      linalg.add ins(%arg1, %arg1 : memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) outs(%alloc : memref<?xf32>)
      %1 = memref.load %alloc[%arg2] : memref<?xf32>
      scf.yield %1 : f32
    } else {
      %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
      linalg.mul ins(%arg1, %arg1 : memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) outs(%alloc : memref<?xf32>)
      %1 = memref.load %alloc[%arg2] : memref<?xf32>
      scf.yield %1 : f32
    }
    return %0 : f32
  }
}
