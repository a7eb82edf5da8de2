// Hand-written: the size of a yielded alloc is computed inside the scf.if branch,
// so the alloc must not leave the branch.
func.func @if_dyn_inner(%cond: i1, %in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %r = scf.if %cond -> (memref<?xf32>) {
    %c4 = arith.constant 4 : index
    %m = arith.muli %n, %c4 : index
    %0 = memref.alloc(%m) : memref<?xf32>
    test.buffer_based in(%in: memref<?xf32>) out(%0: memref<?xf32>)
    scf.yield %0 : memref<?xf32>
  } else {
    scf.yield %in : memref<?xf32>
  }
  test.copy(%r, %out) : (memref<?xf32>, memref<?xf32>)
  return
}
