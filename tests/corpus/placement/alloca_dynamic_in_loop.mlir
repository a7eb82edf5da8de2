// Hand-written: dynamic memref.alloca ops in an scf.for body, sized by a function
// argument and by the induction variable.
func.func @dyn_alloca(%n: index, %lb: index, %ub: index, %step: index, %out: memref<?xf32>) {
  scf.for %i = %lb to %ub step %step {
    %0 = memref.alloca(%n) : memref<?xf32>
    test.buffer_based in(%out: memref<?xf32>) out(%0: memref<?xf32>)
    %1 = memref.alloca(%i) : memref<?xf32>
    test.buffer_based in(%0: memref<?xf32>) out(%1: memref<?xf32>)
  }
  return
}
