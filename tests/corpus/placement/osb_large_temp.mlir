// Bufferized with upstream mlir-opt 22 from a tensor program that squares a 64x64 f32 matrix (16 KiB temporaries, too large for the stack) and returns its trace-like diagonal sum via tensor.extract in a loop.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @big(%arg0: memref<64x64xf32, strided<[?, ?], offset: ?>>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<64x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<64x64xf32>)
    linalg.matmul ins(%arg0, %arg0 : memref<64x64xf32, strided<[?, ?], offset: ?>>, memref<64x64xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<64x64xf32>)
    %0 = scf.for %arg1 = %c0 to %c64 step %c1 iter_args(%arg2 = %cst) -> (f32) {
      %1 = memref.load %alloc[%arg1, %arg1] : memref<64x64xf32>
      %2 = arith.addf %arg2, %1 : f32
      scf.yield %2 : f32
    }
    return %0 : f32
  }
}
