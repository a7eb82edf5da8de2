// Hand-written: scf.for whose body uses a static scratch alloc only within the
// iteration.
func.func @for_local(%lb: index, %ub: index, %step: index, %in: memref<2xf32>, %out: memref<2xf32>) {
  scf.for %i = %lb to %ub step %step {
    %0 = memref.alloc() : memref<2xf32>
    test.buffer_based in(%in: memref<2xf32>) out(%0: memref<2xf32>)
    test.copy(%0, %out) : (memref<2xf32>, memref<2xf32>)
  }
  return
}
