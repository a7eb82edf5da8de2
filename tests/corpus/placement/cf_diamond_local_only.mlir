// Hand-written: allocs inside the arms of a diamond that are only used within
// their own block (their common dominator is their own block: nothing to move).
func.func @local_arms(%cond: i1, %in: memref<8xf32>, %out: memref<8xf32>) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<8xf32>
  test.buffer_based in(%in: memref<8xf32>) out(%0: memref<8xf32>)
  test.copy(%0, %out) : (memref<8xf32>, memref<8xf32>)
  cf.br ^bb3
^bb2:
  %1 = memref.alloc() : memref<8xf32>
  test.buffer_based in(%in: memref<8xf32>) out(%1: memref<8xf32>)
  test.buffer_based in(%1: memref<8xf32>) out(%out: memref<8xf32>)
  cf.br ^bb3
^bb3:
  return
}
