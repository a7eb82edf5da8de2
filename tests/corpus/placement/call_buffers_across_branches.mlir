// Hand-written: buffers allocated in branches are passed to func.call in the
// merge block, and a callee returns a buffer that is used after a branch.
func.func private @consume(memref<16xf32>)
func.func private @produce(index) -> memref<?xf32>
func.func @caller(%cond: i1, %in: memref<16xf32>, %n: index, %out: memref<?xf32>) {
  cf.cond_br %cond, ^a, ^b
^a:
  %0 = memref.alloc() : memref<16xf32>
  test.buffer_based in(%in: memref<16xf32>) out(%0: memref<16xf32>)
  cf.br ^m(%0 : memref<16xf32>)
^b:
  cf.br ^m(%in : memref<16xf32>)
^m(%p: memref<16xf32>):
  call @consume(%p) : (memref<16xf32>) -> ()
  %q = call @produce(%n) : (index) -> memref<?xf32>
  %1 = memref.alloc(%n) : memref<?xf32>
  test.buffer_based in(%q: memref<?xf32>) out(%1: memref<?xf32>)
  test.copy(%1, %out) : (memref<?xf32>, memref<?xf32>)
  return
}
