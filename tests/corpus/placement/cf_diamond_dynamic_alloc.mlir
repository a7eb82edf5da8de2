// Hand-written: dynamic allocs in both arms of a cf.cond_br diamond. One is sized
// by a function argument (may move to the entry block), the other by a block
// argument of its own block (must stay).
func.func @diamond_dyn(%cond: i1, %in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  cf.cond_br %cond, ^bb1, ^bb2(%n : index)
^bb1:
  %0 = memref.alloc(%n) : memref<?xf32>
  test.buffer_based in(%in: memref<?xf32>) out(%0: memref<?xf32>)
  cf.br ^bb3(%0 : memref<?xf32>)
^bb2(%m: index):
  %1 = memref.alloc(%m) : memref<?xf32>
  test.buffer_based in(%in: memref<?xf32>) out(%1: memref<?xf32>)
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  test.copy(%2, %out) : (memref<?xf32>, memref<?xf32>)
  return
}
