// Hand-written: scf.forall with a per-thread scratch alloc, and an scf.for nested
// inside the forall whose scratch alloc is loop invariant.
func.func @forall(%in: memref<32xf32>, %out: memref<4x32xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%t) in (4) {
    %0 = memref.alloc() : memref<32xf32>
    test.buffer_based in(%in: memref<32xf32>) out(%0: memref<32xf32>)
    %row = memref.subview %out[%t, 0] [1, 32] [1, 1] : memref<4x32xf32> to memref<32xf32, strided<[1], offset: ?>>
    scf.for %i = %c0 to %n step %c1 {
      %1 = memref.alloc() : memref<32xf32>
      test.buffer_based in(%0: memref<32xf32>) out(%1: memref<32xf32>)
      memref.copy %1, %row : memref<32xf32> to memref<32xf32, strided<[1], offset: ?>>
    }
  }
  return
}
