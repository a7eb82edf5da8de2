// Hand-written: a multi-block scf.execute_region with a cf.cond_br diamond inside;
// an alloc from one arm flows to the region's merge block and is yielded.
func.func @exec_cfg(%cond: i1, %in: memref<7xf32>, %out: memref<7xf32>) {
  %r = scf.execute_region -> memref<7xf32> {
    cf.cond_br %cond, ^a, ^b
  ^a:
    %0 = memref.alloc() : memref<7xf32>
    test.buffer_based in(%in: memref<7xf32>) out(%0: memref<7xf32>)
    cf.br ^m(%0 : memref<7xf32>)
  ^b:
    %1 = memref.alloc() : memref<7xf32>
    test.buffer_based in(%in: memref<7xf32>) out(%1: memref<7xf32>)
    test.copy(%1, %out) : (memref<7xf32>, memref<7xf32>)
    cf.br ^m(%in : memref<7xf32>)
  ^m(%p: memref<7xf32>):
    scf.yield %p : memref<7xf32>
  }
  test.copy(%r, %out) : (memref<7xf32>, memref<7xf32>)
  return
}
