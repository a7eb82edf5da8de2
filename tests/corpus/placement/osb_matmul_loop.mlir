// Bufferized with upstream mlir-opt 22 from a tensor program that repeatedly multiplies an accumulator by a matrix in an scf.for, using a fresh zero-filled temporary each iteration.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @matmul_power(%arg0: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg2: index) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (memref<4x4xf32, strided<[?, ?], offset: ?>>) {
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
      linalg.fill ins(%cst : f32) outs(%alloc : memref<4x4xf32>)
      linalg.matmul ins(%arg4, %arg0 : memref<4x4xf32, strided<[?, ?], offset: ?>>, memref<4x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x4xf32>)
      linalg.copy ins(%alloc : memref<4x4xf32>) outs(%arg4 : memref<4x4xf32, strided<[?, ?], offset: ?>>)
      scf.yield %arg4 : memref<4x4xf32, strided<[?, ?], offset: ?>>
    }
    return %0 : memref<4x4xf32, strided<[?, ?], offset: ?>>
  }
}
