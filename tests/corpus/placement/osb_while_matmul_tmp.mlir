// Bufferized with upstream mlir-opt 22 from a tensor program that runs an scf.while that squares a 4x4 matrix into a zero-filled temporary and copies it back until an iteration bound is reached.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @while_square(%arg0: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0:2 = scf.while (%arg2 = %c0, %arg3 = %arg0) : (index, memref<4x4xf32, strided<[?, ?], offset: ?>>) -> (index, memref<4x4xf32, strided<[?, ?], offset: ?>>) {
      %1 = arith.cmpi ult, %arg2, %arg1 : index
      scf.condition(%1) %arg2, %arg3 : index, memref<4x4xf32, strided<[?, ?], offset: ?>>
    } do {
    ^bb0(%arg2: index, %arg3: memref<4x4xf32, strided<[?, ?], offset: ?>>):
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
      linalg.fill ins(%cst : f32) outs(%alloc : memref<4x4xf32>)
      linalg.matmul ins(%arg3, %arg3 : memref<4x4xf32, strided<[?, ?], offset: ?>>, memref<4x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x4xf32>)
      linalg.copy ins(%alloc : memref<4x4xf32>) outs(%arg3 : memref<4x4xf32, strided<[?, ?], offset: ?>>)
      %1 = arith.addi %arg2, %c1 : index
      scf.yield %1, %arg3 : index, memref<4x4xf32, strided<[?, ?], offset: ?>>
    }
    return %0#1 : memref<4x4xf32, strided<[?, ?], offset: ?>>
  }
}
