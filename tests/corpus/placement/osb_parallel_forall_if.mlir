// Bufferized with upstream mlir-opt 22 from a tensor program that uses scf.forall over 8 rows where each thread conditionally builds a fresh 16xf32 row (scf.if) before inserting it into the shared output.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @forall_if(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg2: f32) -> memref<8x16xf32, strided<[?, ?], offset: ?>> {
    %c4 = arith.constant 4 : index
    scf.forall (%arg3) in (8) {
      %subview = memref.subview %arg0[%arg3, 0] [1, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
      %0 = arith.cmpi ult, %arg3, %c4 : index
      %1 = scf.if %0 -> (memref<16xf32, strided<[?], offset: ?>>) {
        %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
        linalg.fill ins(%arg2 : f32) outs(%alloc : memref<16xf32>)
        %cast = memref.cast %alloc : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
        scf.yield %cast : memref<16xf32, strided<[?], offset: ?>>
      } else {
        scf.yield %subview : memref<16xf32, strided<[?], offset: ?>>
      }
      %subview_0 = memref.subview %arg1[%arg3, 0] [1, 16] [1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
      memref.copy %1, %subview_0 : memref<16xf32, strided<[?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
    }
    return %arg1 : memref<8x16xf32, strided<[?, ?], offset: ?>>
  }
}
