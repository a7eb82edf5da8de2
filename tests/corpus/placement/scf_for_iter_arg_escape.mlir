// Hand-written: scf.for that replaces its iter_arg buffer with a fresh alloc each
// iteration (the alloc escapes through the yield and the loop result), next to a
// purely local scratch alloc.
func.func @for_escape(%lb: index, %ub: index, %step: index, %init: memref<2xf32>, %out: memref<2xf32>) {
  %r = scf.for %i = %lb to %ub step %step iter_args(%buf = %init) -> (memref<2xf32>) {
    %tmp = memref.alloc() : memref<2xf32>
    test.buffer_based in(%buf: memref<2xf32>) out(%tmp: memref<2xf32>)
    %next = memref.alloc() : memref<2xf32>
    test.buffer_based in(%tmp: memref<2xf32>) out(%next: memref<2xf32>)
    scf.yield %next : memref<2xf32>
  }
  test.copy(%r, %out) : (memref<2xf32>, memref<2xf32>)
  return
}
