// Hand-written: the dynamic size of an alloc is computed by an arith op inside
// the same arm of the diamond, so the alloc cannot rise above that arm.
func.func @diamond_arm_size(%cond: i1, %in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %c2 = arith.constant 2 : index
  %m = arith.muli %n, %c2 : index
  %0 = memref.alloc(%m) : memref<?xf32>
  test.buffer_based in(%in: memref<?xf32>) out(%0: memref<?xf32>)
  cf.br ^bb3(%0 : memref<?xf32>)
^bb2:
  cf.br ^bb3(%in : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  test.copy(%2, %out) : (memref<?xf32>, memref<?xf32>)
  return
}
