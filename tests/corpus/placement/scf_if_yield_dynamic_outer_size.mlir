// Hand-written: both branches of an scf.if allocate a dynamic buffer whose size
// is a function argument / an op in the entry block, and yield it.
func.func @if_dyn(%cond: i1, %in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %m = arith.addi %n, %c1 : index
  %r = scf.if %cond -> (memref<?xf32>) {
    %0 = memref.alloc(%n) : memref<?xf32>
    test.buffer_based in(%in: memref<?xf32>) out(%0: memref<?xf32>)
    scf.yield %0 : memref<?xf32>
  } else {
    %1 = memref.alloc(%m) : memref<?xf32>
    test.buffer_based in(%in: memref<?xf32>) out(%1: memref<?xf32>)
    scf.yield %1 : memref<?xf32>
  }
  test.copy(%r, %out) : (memref<?xf32>, memref<?xf32>)
  return
}
