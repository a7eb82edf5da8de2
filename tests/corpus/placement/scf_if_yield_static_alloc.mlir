// Hand-written: scf.if whose then-branch allocates and yields a buffer while the
// else-branch yields the input; the result is consumed after the scf.if.
func.func @if_yield(%cond: i1, %in: memref<16xf32>, %out: memref<16xf32>) {
  %r = scf.if %cond -> (memref<16xf32>) {
    %0 = memref.alloc() : memref<16xf32>
    test.buffer_based in(%in: memref<16xf32>) out(%0: memref<16xf32>)
    scf.yield %0 : memref<16xf32>
  } else {
    scf.yield %in : memref<16xf32>
  }
  test.copy(%r, %out) : (memref<16xf32>, memref<16xf32>)
  return
}
