// Hand-written: an alloc inside an scf.if escapes only through a memref.subview
// that is yielded (the alias, not the alloc itself, leaves the region).
func.func @subview_yield(%cond: i1, %in: memref<4xf32>, %out: memref<4xf32, strided<[1], offset: ?>>) {
  %r = scf.if %cond -> (memref<4xf32, strided<[1], offset: ?>>) {
    %0 = memref.alloc() : memref<16xf32>
    %s = memref.subview %0[4] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 4>>
    test.buffer_based in(%in: memref<4xf32>) out(%s: memref<4xf32, strided<[1], offset: 4>>)
    %c = memref.cast %s : memref<4xf32, strided<[1], offset: 4>> to memref<4xf32, strided<[1], offset: ?>>
    scf.yield %c : memref<4xf32, strided<[1], offset: ?>>
  } else {
    scf.yield %out : memref<4xf32, strided<[1], offset: ?>>
  }
  memref.copy %r, %out : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return
}
