// Hand-written: allocs in memory space 1 in an scf.if branch (yielded), in an
// scf.for body and in straight-line code.
func.func @memspace(%cond: i1, %in: memref<32xf32, 1>, %out: memref<32xf32, 1>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<32xf32, 1>
  test.buffer_based in(%in: memref<32xf32, 1>) out(%0: memref<32xf32, 1>)
  %r = scf.if %cond -> (memref<32xf32, 1>) {
    %1 = memref.alloc() : memref<32xf32, 1>
    test.buffer_based in(%0: memref<32xf32, 1>) out(%1: memref<32xf32, 1>)
    scf.yield %1 : memref<32xf32, 1>
  } else {
    scf.yield %0 : memref<32xf32, 1>
  }
  scf.for %i = %c0 to %n step %c1 {
    %2 = memref.alloc() : memref<32xf32, 1>
    test.buffer_based in(%r: memref<32xf32, 1>) out(%2: memref<32xf32, 1>)
    test.copy(%2, %out) : (memref<32xf32, 1>, memref<32xf32, 1>)
  }
  return
}
