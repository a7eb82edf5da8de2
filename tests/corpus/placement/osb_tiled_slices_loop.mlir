// Bufferized with upstream mlir-opt 22 from a tensor program that walks a 64xf32 vector in tiles of 8 with scf.for, doubling each tile via extract_slice/insert_slice into the iter_arg while keeping the input alive.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @tiles(%arg0: memref<64xf32, strided<[?], offset: ?>>) -> (memref<64xf32>, memref<64xf32, strided<[?], offset: ?>>) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
    memref.copy %arg0, %alloc : memref<64xf32, strided<[?], offset: ?>> to memref<64xf32>
    %0 = scf.for %arg1 = %c0 to %c64 step %c8 iter_args(%arg2 = %alloc) -> (memref<64xf32>) {
      %subview = memref.subview %arg2[%arg1] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
      linalg.add ins(%subview, %subview : memref<8xf32, strided<[1], offset: ?>>, memref<8xf32, strided<[1], offset: ?>>) outs(%alloc_0 : memref<8xf32>)
      %subview_1 = memref.subview %arg2[%arg1] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
      memref.copy %alloc_0, %subview_1 : memref<8xf32> to memref<8xf32, strided<[1], offset: ?>>
      scf.yield %arg2 : memref<64xf32>
    }
    %cast = memref.cast %0 : memref<64xf32> to memref<64xf32, strided<[?], offset: ?>>
    return %0, %arg0 : memref<64xf32>, memref<64xf32, strided<[?], offset: ?>>
  }
}
