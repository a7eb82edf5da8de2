// Hand-written: arith.select between two allocs (and between an alloc and an
// argument) in straight-line code and after a diamond.
func.func @select_straight(%c: i1, %in: memref<8xf32>, %out: memref<8xf32>) {
  %0 = memref.alloc() : memref<8xf32>
  %1 = memref.alloc() : memref<8xf32>
  test.buffer_based in(%in: memref<8xf32>) out(%0: memref<8xf32>)
  test.buffer_based in(%in: memref<8xf32>) out(%1: memref<8xf32>)
  %s = arith.select %c, %0, %1 : memref<8xf32>
  test.copy(%s, %out) : (memref<8xf32>, memref<8xf32>)
  return
}
func.func @select_after_diamond(%c: i1, %d: i1, %in: memref<8xf32>, %out: memref<8xf32>) {
  cf.cond_br %c, ^a, ^b
^a:
  %0 = memref.alloc() : memref<8xf32>
  test.buffer_based in(%in: memref<8xf32>) out(%0: memref<8xf32>)
  cf.br ^m(%0 : memref<8xf32>)
^b:
  cf.br ^m(%in : memref<8xf32>)
^m(%p: memref<8xf32>):
  %1 = memref.alloc() : memref<8xf32>
  test.buffer_based in(%p: memref<8xf32>) out(%1: memref<8xf32>)
  %s = arith.select %d, %p, %1 : memref<8xf32>
  test.copy(%s, %out) : (memref<8xf32>, memref<8xf32>)
  return
}
func.func @select_returned(%c: i1, %in: memref<8xf32>) -> memref<8xf32> {
  %0 = memref.alloc() : memref<8xf32>
  test.buffer_based in(%in: memref<8xf32>) out(%0: memref<8xf32>)
  %s = arith.select %c, %0, %in : memref<8xf32>
  return %s : memref<8xf32>
}
