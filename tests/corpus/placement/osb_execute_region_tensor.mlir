// Bufferized with upstream mlir-opt 22 from a tensor program that returns a freshly computed 8x8xf32 tensor out of an scf.execute_region and multiplies it with the input.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @exec_t(%arg0: memref<8x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.execute_region -> memref<8x8xf32> {
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
      linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<8x8xf32>)
      linalg.matmul ins(%arg0, %arg0 : memref<8x8xf32, strided<[?, ?], offset: ?>>, memref<8x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc_0 : memref<8x8xf32>)
      scf.yield %alloc_0 : memref<8x8xf32>
    }
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.mul ins(%0, %arg0 : memref<8x8xf32>, memref<8x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<8x8xf32>)
    %cast = memref.cast %alloc : memref<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<8x8xf32>
  }
}
