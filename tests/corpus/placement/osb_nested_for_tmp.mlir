// Bufferized with upstream mlir-opt 22 from a tensor program that doubly nested scf.for where the inner body fills a scratch 4xf32 tensor and accumulates it into a 4xf32 iter_arg.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @nested(%arg0: index, %arg1: index, %arg2: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 1.000000e+00 : f32
    %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (memref<4xf32, strided<[?], offset: ?>>) {
      %1 = scf.for %arg5 = %c0 to %arg1 step %c1 iter_args(%arg6 = %arg4) -> (memref<4xf32, strided<[?], offset: ?>>) {
        %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
        linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
        linalg.add ins(%arg6, %alloc : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>) outs(%arg6 : memref<4xf32, strided<[?], offset: ?>>)
        scf.yield %arg6 : memref<4xf32, strided<[?], offset: ?>>
      }
      scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
    }
    return %0 : memref<4xf32, strided<[?], offset: ?>>
  }
}
