// Hand-written: scf.execute_region that allocates and yields a buffer, and a
// second execute_region whose alloc stays local to its region.
func.func @exec_yield(%in: memref<12xf32>, %out: memref<12xf32>) {
  %r = scf.execute_region -> memref<12xf32> {
    %0 = memref.alloc() : memref<12xf32>
    test.buffer_based in(%in: memref<12xf32>) out(%0: memref<12xf32>)
    scf.yield %0 : memref<12xf32>
  }
  test.copy(%r, %out) : (memref<12xf32>, memref<12xf32>)
  scf.execute_region {
    %1 = memref.alloc() : memref<12xf32>
    test.buffer_based in(%r: memref<12xf32>) out(%1: memref<12xf32>)
    test.copy(%1, %out) : (memref<12xf32>, memref<12xf32>)
    scf.yield
  }
  return
}
