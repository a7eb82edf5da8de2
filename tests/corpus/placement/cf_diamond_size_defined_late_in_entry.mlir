// Hand-written: allocs in diamond arms sized by values defined in the entry block
// just before the branch (after other ops), and by a value from an intermediate
// dominating block.
func.func @late_size(%c: i1, %d: i1, %n: index, %in: memref<?xf32>, %out: memref<?xf32>) {
  %c3 = arith.constant 3 : index
  test.copy(%in, %out) : (memref<?xf32>, memref<?xf32>)
  %m = arith.addi %n, %c3 : index
  cf.cond_br %c, ^a, ^b
^a:
  %0 = memref.alloc(%m) : memref<?xf32>
  test.buffer_based in(%in: memref<?xf32>) out(%0: memref<?xf32>)
  cf.br ^m(%0 : memref<?xf32>)
^b:
  %k = arith.muli %n, %c3 : index
  cf.cond_br %d, ^b1, ^b2
^b1:
  %1 = memref.alloc(%k) : memref<?xf32>
  test.buffer_based in(%in: memref<?xf32>) out(%1: memref<?xf32>)
  cf.br ^m(%1 : memref<?xf32>)
^b2:
  %2 = memref.alloc(%k, %m) : memref<?x?xf32>
  %v = memref.collapse_shape %2 [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  test.buffer_based in(%in: memref<?xf32>) out(%v: memref<?xf32>)
  cf.br ^m(%v : memref<?xf32>)
^m(%p: memref<?xf32>):
  test.copy(%p, %out) : (memref<?xf32>, memref<?xf32>)
  return
}
