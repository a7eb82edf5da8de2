// Hand-written: scf.if ops nested in scf.while / scf.parallel / scf.forall bodies,
// each yielding a fresh alloc that is consumed in the surrounding loop body.
func.func @if_in_loops(%c: i1, %n: index, %in: memref<6xf32>, %out: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = scf.while (%i = %c0) : (index) -> index {
    %cc = arith.cmpi slt, %i, %n : index
    scf.condition(%cc) %i : index
  } do {
  ^bb0(%i: index):
    %r = scf.if %c -> (memref<6xf32>) {
      %0 = memref.alloc() : memref<6xf32>
      test.buffer_based in(%in: memref<6xf32>) out(%0: memref<6xf32>)
      scf.yield %0 : memref<6xf32>
    } else {
      scf.yield %in : memref<6xf32>
    }
    test.copy(%r, %out) : (memref<6xf32>, memref<6xf32>)
    %i2 = arith.addi %i, %c1 : index
    scf.yield %i2 : index
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %r = scf.if %c -> (memref<6xf32>) {
      %1 = memref.alloc() : memref<6xf32>
      test.buffer_based in(%in: memref<6xf32>) out(%1: memref<6xf32>)
      scf.yield %1 : memref<6xf32>
    } else {
      scf.yield %in : memref<6xf32>
    }
    test.copy(%r, %out) : (memref<6xf32>, memref<6xf32>)
    scf.reduce
  }
  scf.forall (%t) in (2) {
    %r = scf.if %c -> (memref<6xf32>) {
      %2 = memref.alloc() : memref<6xf32>
      test.buffer_based in(%in: memref<6xf32>) out(%2: memref<6xf32>)
      scf.yield %2 : memref<6xf32>
    } else {
      scf.yield %in : memref<6xf32>
    }
    test.copy(%r, %out) : (memref<6xf32>, memref<6xf32>)
  }
  return
}
