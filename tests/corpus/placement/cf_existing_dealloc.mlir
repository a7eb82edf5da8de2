// DIVERGES(buffer-hoisting): ferrobuf does not move allocations that are freed (directly or through an alias) away from their deallocs; upstream hoists them out of branches, leaking on the other paths
// DIVERGES(promote-buffers-to-stack): ferrobuf promotes small allocations that have a memref.dealloc and erases the dealloc; upstream leaves them on the heap
// Hand-written: allocs with existing memref.dealloc ops in a diamond: one alloc
// is freed once in the merge block, another is freed separately in both arms.
func.func @deallocs(%cond: i1, %in: memref<5xf32>, %out: memref<5xf32>) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<5xf32>
  test.buffer_based in(%in: memref<5xf32>) out(%0: memref<5xf32>)
  cf.br ^bb3(%0 : memref<5xf32>)
^bb2:
  cf.br ^bb3(%in : memref<5xf32>)
^bb3(%1: memref<5xf32>):
  test.copy(%1, %out) : (memref<5xf32>, memref<5xf32>)
  cf.cond_br %cond, ^bb4, ^bb5
^bb4:
  memref.dealloc %1 : memref<5xf32>
  cf.br ^bb6
^bb5:
  cf.br ^bb6
^bb6:
  return
}
func.func @two_deallocs(%cond: i1, %in: memref<5xf32>, %out: memref<5xf32>) {
  cf.br ^bb1
^bb1:
  %0 = memref.alloc() : memref<5xf32>
  test.buffer_based in(%in: memref<5xf32>) out(%0: memref<5xf32>)
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  test.copy(%0, %out) : (memref<5xf32>, memref<5xf32>)
  memref.dealloc %0 : memref<5xf32>
  cf.br ^bb4
^bb3:
  memref.dealloc %0 : memref<5xf32>
  cf.br ^bb4
^bb4:
  return
}
func.func @dealloc_in_merge(%cond: i1, %in: memref<5xf32>, %out: memref<5xf32>) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<5xf32>
  test.buffer_based in(%in: memref<5xf32>) out(%0: memref<5xf32>)
  cf.br ^bb3(%0 : memref<5xf32>)
^bb2:
  %1 = memref.alloc() : memref<5xf32>
  test.buffer_based in(%in: memref<5xf32>) out(%1: memref<5xf32>)
  cf.br ^bb3(%1 : memref<5xf32>)
^bb3(%2: memref<5xf32>):
  test.copy(%2, %out) : (memref<5xf32>, memref<5xf32>)
  memref.dealloc %2 : memref<5xf32>
  return
}
