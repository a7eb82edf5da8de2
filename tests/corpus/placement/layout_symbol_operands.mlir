// Hand-written: allocs with affine layout maps taking symbol operands; the
// symbol is a function argument in one case and defined in the branch in another.
#layout = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @symbols(%cond: i1, %off: index, %in: memref<4xf32, #layout>, %out: memref<4xf32, #layout>) {
  %r = scf.if %cond -> (memref<4xf32, #layout>) {
    %0 = memref.alloc()[%off] : memref<4xf32, #layout>
    test.buffer_based in(%in: memref<4xf32, #layout>) out(%0: memref<4xf32, #layout>)
    scf.yield %0 : memref<4xf32, #layout>
  } else {
    %c2 = arith.constant 2 : index
    %o2 = arith.addi %off, %c2 : index
    %1 = memref.alloc()[%o2] : memref<4xf32, #layout>
    test.buffer_based in(%in: memref<4xf32, #layout>) out(%1: memref<4xf32, #layout>)
    scf.yield %1 : memref<4xf32, #layout>
  }
  test.copy(%r, %out) : (memref<4xf32, #layout>, memref<4xf32, #layout>)
  return
}
