// Bufferized with upstream mlir-opt 22 from a tensor program that pads each 4-element tile of a 32xf32 vector to 6 elements inside an scf.for and accumulates the padded tiles' sums into a 6xf32 iter_arg.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @pad_loop(%arg0: memref<32xf32, strided<[?], offset: ?>>, %arg1: memref<6xf32, strided<[?], offset: ?>>) -> memref<6xf32, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg2 = %c0 to %c32 step %c4 iter_args(%arg3 = %arg1) -> (memref<6xf32, strided<[?], offset: ?>>) {
      %subview = memref.subview %arg0[%arg2] [4] [1] : memref<32xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
      linalg.map outs(%alloc : memref<6xf32>)
        (%init: f32) {
          %1 = linalg.index 0 : index
          linalg.yield %cst : f32
        }
      %subview_0 = memref.subview %alloc[1] [4] [1] : memref<6xf32> to memref<4xf32, strided<[1], offset: 1>>
      memref.copy %subview, %subview_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1], offset: 1>>
      linalg.add ins(%arg3, %alloc : memref<6xf32, strided<[?], offset: ?>>, memref<6xf32>) outs(%arg3 : memref<6xf32, strided<[?], offset: ?>>)
      scf.yield %arg3 : memref<6xf32, strided<[?], offset: ?>>
    }
    return %0 : memref<6xf32, strided<[?], offset: ?>>
  }
}
