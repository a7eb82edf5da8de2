// Hand-written: allocs in cf branches reach the merge block only through
// memref.expand_shape / memref.collapse_shape views.
func.func @reshape_branches(%cond: i1, %in: memref<4x4xf32>, %out: memref<16xf32>) {
  cf.cond_br %cond, ^a, ^b
^a:
  %0 = memref.alloc() : memref<16xf32>
  %e = memref.expand_shape %0 [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  test.buffer_based in(%in: memref<4x4xf32>) out(%e: memref<4x4xf32>)
  cf.br ^m(%0 : memref<16xf32>)
^b:
  %1 = memref.alloc() : memref<4x4xf32>
  test.buffer_based in(%in: memref<4x4xf32>) out(%1: memref<4x4xf32>)
  %c = memref.collapse_shape %1 [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  cf.br ^m(%c : memref<16xf32>)
^m(%r: memref<16xf32>):
  memref.copy %r, %out : memref<16xf32> to memref<16xf32>
  return
}
