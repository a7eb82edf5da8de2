// Hand-written: a static alloc in one arm of a cf.cond_br diamond whose buffer
// flows into the merge block as a block argument (common dominator is the entry).
func.func @diamond(%cond: i1, %in: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%in : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%in: memref<2xf32>) out(%0: memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  test.copy(%1, %out) : (memref<2xf32>, memref<2xf32>)
  return
}
