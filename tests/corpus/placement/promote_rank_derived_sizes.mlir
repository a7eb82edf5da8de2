// Hand-written: dynamic allocs whose sizes come from memref.rank (the "rank rule"
// of promote-buffers-to-stack): rank-1 and rank-2 buffers with all, some, or none
// of their sizes derived from memref.rank, and one with a size computed from a
// rank via arith.
func.func @rank_sizes(%u: memref<*xf32>, %v: memref<?x?x?xf32>, %n: index) {
  %r = memref.rank %u : memref<*xf32>
  %r2 = memref.rank %v : memref<?x?x?xf32>
  %0 = memref.alloc(%r) : memref<?xindex>
  test.copy(%0, %0) : (memref<?xindex>, memref<?xindex>)
  %1 = memref.alloc(%r, %r2) : memref<?x?xindex>
  test.copy(%1, %1) : (memref<?x?xindex>, memref<?x?xindex>)
  %2 = memref.alloc(%r, %n) : memref<?x?xindex>
  test.copy(%2, %2) : (memref<?x?xindex>, memref<?x?xindex>)
  %3 = memref.alloc(%n) : memref<?xindex>
  test.copy(%3, %3) : (memref<?xindex>, memref<?xindex>)
  %c2 = arith.constant 2 : index
  %rr = arith.muli %r, %c2 : index
  %4 = memref.alloc(%rr) : memref<?xindex>
  test.copy(%4, %4) : (memref<?xindex>, memref<?xindex>)
  %5 = memref.alloc(%r2) : memref<4x?xf32>
  test.copy(%5, %5) : (memref<4x?xf32>, memref<4x?xf32>)
  %6 = memref.alloc(%r, %r2, %r) : memref<?x?x?xi8>
  test.copy(%6, %6) : (memref<?x?x?xi8>, memref<?x?x?xi8>)
  return
}
