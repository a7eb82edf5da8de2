// Hand-written: an scf.while nested in an scf.for; the after region uses a static
// scratch alloc and one sized by the scf.for induction variable.
func.func @while_in_for(%n: index, %in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %w = scf.while (%j = %c0) : (index) -> index {
      %c = arith.cmpi slt, %j, %i : index
      scf.condition(%c) %j : index
    } do {
    ^bb0(%j: index):
      %0 = memref.alloc() : memref<10xf32>
      %c = memref.cast %0 : memref<10xf32> to memref<?xf32>
      test.buffer_based in(%in: memref<?xf32>) out(%c: memref<?xf32>)
      %1 = memref.alloc(%i) : memref<?xf32>
      test.buffer_based in(%c: memref<?xf32>) out(%1: memref<?xf32>)
      test.copy(%1, %out) : (memref<?xf32>, memref<?xf32>)
      %j2 = arith.addi %j, %c1 : index
      scf.yield %j2 : index
    }
  }
  return
}
