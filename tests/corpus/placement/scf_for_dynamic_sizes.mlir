// Hand-written: three scratch allocs in an scf.for body: sized by a function
// argument (loop invariant), by the induction variable, and by an op in the body
// that only uses loop-invariant values.
func.func @for_dyn(%lb: index, %ub: index, %step: index, %n: index, %in: memref<?xf32>, %out: memref<?xf32>) {
  scf.for %i = %lb to %ub step %step {
    %0 = memref.alloc(%n) : memref<?xf32>
    test.buffer_based in(%in: memref<?xf32>) out(%0: memref<?xf32>)
    %1 = memref.alloc(%i) : memref<?xf32>
    test.buffer_based in(%0: memref<?xf32>) out(%1: memref<?xf32>)
    %c2 = arith.constant 2 : index
    %m = arith.muli %n, %c2 : index
    %2 = memref.alloc(%m) : memref<?xf32>
    test.buffer_based in(%1: memref<?xf32>) out(%2: memref<?xf32>)
    test.copy(%2, %out) : (memref<?xf32>, memref<?xf32>)
  }
  return
}
