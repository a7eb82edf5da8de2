// Hand-written: rank-derived dynamic allocs inside scf.if / scf.for / cf arms,
// where the memref.rank is computed in a different block than the alloc.
func.func @rank_branches(%cond: i1, %u: memref<*xi64>, %lb: index, %ub: index, %step: index) -> memref<?xi64> {
  %r = memref.rank %u : memref<*xi64>
  scf.if %cond {
    %0 = memref.alloc(%r) : memref<?xi64>
    test.copy(%0, %0) : (memref<?xi64>, memref<?xi64>)
  }
  scf.for %i = %lb to %ub step %step {
    %1 = memref.alloc(%r) : memref<?xi64>
    test.copy(%1, %1) : (memref<?xi64>, memref<?xi64>)
  }
  cf.cond_br %cond, ^a, ^b
^a:
  %2 = memref.alloc(%r) : memref<?xi64>
  cf.br ^m(%2 : memref<?xi64>)
^b:
  %r3 = memref.rank %u : memref<*xi64>
  %3 = memref.alloc(%r3) : memref<?xi64>
  cf.br ^m(%3 : memref<?xi64>)
^m(%p: memref<?xi64>):
  %4 = memref.alloc(%r) : memref<?xi64>
  test.copy(%p, %4) : (memref<?xi64>, memref<?xi64>)
  return %4 : memref<?xi64>
}
