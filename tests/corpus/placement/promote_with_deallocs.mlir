// DIVERGES(promote-buffers-to-stack): ferrobuf promotes small allocations that have a memref.dealloc and erases the dealloc; upstream leaves them on the heap
// Hand-written: small allocs paired with explicit memref.dealloc (directly, or on a
// cast alias) next to ones without; promote-buffers-to-stack skips allocs with a
// dealloc.
func.func @with_deallocs(%in: memref<8xf32>, %out: memref<8xf32>) {
  %0 = memref.alloc() : memref<8xf32>
  test.buffer_based in(%in: memref<8xf32>) out(%0: memref<8xf32>)
  test.copy(%0, %out) : (memref<8xf32>, memref<8xf32>)
  memref.dealloc %0 : memref<8xf32>
  %1 = memref.alloc() : memref<8xf32>
  test.buffer_based in(%in: memref<8xf32>) out(%1: memref<8xf32>)
  test.copy(%1, %out) : (memref<8xf32>, memref<8xf32>)
  %2 = memref.alloc() : memref<8xf32>
  %c = memref.cast %2 : memref<8xf32> to memref<?xf32>
  test.copy(%in, %2) : (memref<8xf32>, memref<8xf32>)
  memref.dealloc %c : memref<?xf32>
  return
}
