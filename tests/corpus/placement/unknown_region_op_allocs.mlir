// Hand-written: allocs nested in the region of an op without region control-flow
// interfaces (test.region_buffer_based), also inside an scf.for and an scf.if.
func.func @unknown_region(%cond: i1, %in: memref<2xf32>, %out: memref<2xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    test.region_buffer_based in(%in: memref<2xf32>) out(%out: memref<2xf32>) {
    ^bb0(%a: f32, %b: f32):
      %0 = memref.alloc() : memref<2xf32>
      test.buffer_based in(%in: memref<2xf32>) out(%0: memref<2xf32>)
      %x = memref.load %0[%c0] : memref<2xf32>
      test.region_yield %x : f32
    }
  }
  scf.if %cond {
    test.region_buffer_based in(%in: memref<2xf32>) out(%out: memref<2xf32>) {
    ^bb0(%a: f32, %b: f32):
      %1 = memref.alloc() : memref<2xf32>
      test.buffer_based in(%in: memref<2xf32>) out(%1: memref<2xf32>)
      test.region_yield %a : f32
    }
  }
  return
}
