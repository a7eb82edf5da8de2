// Hand-written: a callee allocates (conditionally) and returns a buffer; the
// caller passes a local scratch buffer to it and to another function.
func.func @make(%cond: i1, %n: index) -> memref<?xf32> {
  %r = scf.if %cond -> (memref<?xf32>) {
    %0 = memref.alloc(%n) : memref<?xf32>
    scf.yield %0 : memref<?xf32>
  } else {
    %1 = memref.alloc() : memref<4xf32>
    %c = memref.cast %1 : memref<4xf32> to memref<?xf32>
    scf.yield %c : memref<?xf32>
  }
  return %r : memref<?xf32>
}
func.func @use(%b: memref<4xf32>) {
  return
}
func.func @caller(%cond: i1, %n: index, %out: memref<?xf32>) {
  %s = memref.alloc() : memref<4xf32>
  call @use(%s) : (memref<4xf32>) -> ()
  %m = call @make(%cond, %n) : (i1, index) -> memref<?xf32>
  test.copy(%m, %out) : (memref<?xf32>, memref<?xf32>)
  return
}
