// Hand-written: scf.while with a static scratch alloc in the before region, a
// static scratch alloc in the after region, and an alloc in the after region
// sized by a loop-carried value.
func.func @while_allocs(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %0 = memref.alloc() : memref<4xf32>
    %c = memref.cast %0 : memref<4xf32> to memref<?xf32>
    test.buffer_based in(%in: memref<?xf32>) out(%c: memref<?xf32>)
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i : index
  } do {
  ^bb0(%i: index):
    %1 = memref.alloc() : memref<8xf32>
    %c = memref.cast %1 : memref<8xf32> to memref<?xf32>
    test.buffer_based in(%in: memref<?xf32>) out(%c: memref<?xf32>)
    %2 = memref.alloc(%i) : memref<?xf32>
    test.buffer_based in(%c: memref<?xf32>) out(%2: memref<?xf32>)
    test.copy(%2, %out) : (memref<?xf32>, memref<?xf32>)
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  return
}
