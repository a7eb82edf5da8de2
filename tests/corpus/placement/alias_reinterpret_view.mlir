// Hand-written: an alloc in an scf.if reaches the parent through
// memref.reinterpret_cast and memref.view aliases.
func.func @views(%cond: i1, %in: memref<2x8xf32>, %out: memref<2x8xf32>) {
  %c0 = arith.constant 0 : index
  %r = scf.if %cond -> (memref<2x8xf32>) {
    %0 = memref.alloc() : memref<16xf32>
    %v = memref.reinterpret_cast %0 to offset: [0], sizes: [2, 8], strides: [8, 1] : memref<16xf32> to memref<2x8xf32>
    test.buffer_based in(%in: memref<2x8xf32>) out(%v: memref<2x8xf32>)
    scf.yield %v : memref<2x8xf32>
  } else {
    %1 = memref.alloc() : memref<64xi8>
    %v = memref.view %1[%c0][] : memref<64xi8> to memref<2x8xf32>
    test.buffer_based in(%in: memref<2x8xf32>) out(%v: memref<2x8xf32>)
    scf.yield %v : memref<2x8xf32>
  }
  test.copy(%r, %out) : (memref<2x8xf32>, memref<2x8xf32>)
  return
}
