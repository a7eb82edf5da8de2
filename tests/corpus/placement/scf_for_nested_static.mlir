// Hand-written: a static alloc inside a doubly nested scf.for and a dynamic alloc
// in the inner loop sized by the outer induction variable.
func.func @nested_for(%lb: index, %ub: index, %step: index, %in: memref<?xf32>, %out: memref<?xf32>) {
  scf.for %i = %lb to %ub step %step {
    scf.for %j = %lb to %ub step %step {
      %0 = memref.alloc() : memref<64xf32>
      %c = memref.cast %0 : memref<64xf32> to memref<?xf32>
      test.buffer_based in(%in: memref<?xf32>) out(%c: memref<?xf32>)
      %1 = memref.alloc(%i) : memref<?xf32>
      test.buffer_based in(%c: memref<?xf32>) out(%1: memref<?xf32>)
      test.copy(%1, %out) : (memref<?xf32>, memref<?xf32>)
    }
  }
  return
}
