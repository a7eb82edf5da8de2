// Hand-written: allocs in the innermost of three nested scf.for loops whose sizes
// depend on nothing, on the outermost iv, on the middle iv and on the innermost iv.
func.func @triple(%n: index, %in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        %0 = memref.alloc() : memref<16xf32>
        %c = memref.cast %0 : memref<16xf32> to memref<?xf32>
        test.buffer_based in(%in: memref<?xf32>) out(%c: memref<?xf32>)
        %1 = memref.alloc(%i) : memref<?xf32>
        test.buffer_based in(%c: memref<?xf32>) out(%1: memref<?xf32>)
        %2 = memref.alloc(%j) : memref<?xf32>
        test.buffer_based in(%1: memref<?xf32>) out(%2: memref<?xf32>)
        %3 = memref.alloc(%k) : memref<?xf32>
        test.buffer_based in(%2: memref<?xf32>) out(%3: memref<?xf32>)
        test.copy(%3, %out) : (memref<?xf32>, memref<?xf32>)
      }
    }
  }
  return
}
