// Bufferized with upstream mlir-opt 22 from a tensor program that f64 matrix-vector product with linalg.matvec into a zero-filled temporary followed by a bias add.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @matvec(%arg0: memref<32x32xf64, strided<[?, ?], offset: ?>>, %arg1: memref<32xf64, strided<[?], offset: ?>>, %arg2: memref<32xf64, strided<[?], offset: ?>>) -> memref<32xf64> {
    %cst = arith.constant 0.000000e+00 : f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<32xf64>
    linalg.fill ins(%cst : f64) outs(%alloc : memref<32xf64>)
    linalg.matvec ins(%arg0, %arg1 : memref<32x32xf64, strided<[?, ?], offset: ?>>, memref<32xf64, strided<[?], offset: ?>>) outs(%alloc : memref<32xf64>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<32xf64>
    linalg.add ins(%alloc, %arg2 : memref<32xf64>, memref<32xf64, strided<[?], offset: ?>>) outs(%alloc_0 : memref<32xf64>)
    %cast = memref.cast %alloc_0 : memref<32xf64> to memref<32xf64, strided<[?], offset: ?>>
    return %alloc_0 : memref<32xf64>
  }
}
