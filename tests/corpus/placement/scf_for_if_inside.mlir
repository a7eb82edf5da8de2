// Hand-written: an scf.if inside an scf.for; the alloc in the then-branch is
// yielded by the scf.if and used in the loop body only.
func.func @for_if(%lb: index, %ub: index, %step: index, %in: memref<10xf32>, %out: memref<10xf32>) {
  scf.for %i = %lb to %ub step %step {
    %c = arith.cmpi eq, %i, %lb : index
    %r = scf.if %c -> (memref<10xf32>) {
      %0 = memref.alloc() : memref<10xf32>
      test.buffer_based in(%in: memref<10xf32>) out(%0: memref<10xf32>)
      scf.yield %0 : memref<10xf32>
    } else {
      scf.yield %in : memref<10xf32>
    }
    test.copy(%r, %out) : (memref<10xf32>, memref<10xf32>)
    scf.if %c {
      %1 = memref.alloc() : memref<10xf32>
      test.buffer_based in(%r: memref<10xf32>) out(%1: memref<10xf32>)
      test.copy(%1, %out) : (memref<10xf32>, memref<10xf32>)
    }
  }
  return
}
