// Hand-written: static multi-dimensional local allocs around the stack limits;
// the rank limit only applies to dynamic shapes, so static rank-3 buffers may be
// promoted when small enough.
func.func @multidim(%a: memref<2x2x2xf32>, %b: memref<16x16xf32>, %c: memref<4x4x4xf32>, %d: memref<2x4xf64>) {
  %0 = memref.alloc() : memref<2x2x2xf32>
  test.copy(%a, %0) : (memref<2x2x2xf32>, memref<2x2x2xf32>)
  test.copy(%0, %a) : (memref<2x2x2xf32>, memref<2x2x2xf32>)
  %1 = memref.alloc() : memref<16x16xf32>
  test.copy(%b, %1) : (memref<16x16xf32>, memref<16x16xf32>)
  test.copy(%1, %b) : (memref<16x16xf32>, memref<16x16xf32>)
  %2 = memref.alloc() : memref<4x4x4xf32>
  test.copy(%c, %2) : (memref<4x4x4xf32>, memref<4x4x4xf32>)
  test.copy(%2, %c) : (memref<4x4x4xf32>, memref<4x4x4xf32>)
  %3 = memref.alloc() : memref<2x4xf64>
  test.copy(%d, %3) : (memref<2x4xf64>, memref<2x4xf64>)
  test.copy(%3, %d) : (memref<2x4xf64>, memref<2x4xf64>)
  %4 = memref.alloc() : memref<0xf32>
  %5 = memref.alloc() : memref<f64>
  %cst = arith.constant 1.0 : f64
  memref.store %cst, %5[] : memref<f64>
  return
}
