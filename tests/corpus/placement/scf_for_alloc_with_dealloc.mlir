// DIVERGES(buffer-hoisting): ferrobuf does not move freed allocations away from their deallocs (upstream moves them out of the scf.if branches: leak)
// DIVERGES(buffer-loop-hoisting): ferrobuf does not hoist an allocation whose dealloc is inside the loop (upstream does: the buffer is then freed once per iteration, a double free)
// DIVERGES(promote-buffers-to-stack): ferrobuf promotes the scf.for body allocation that has a dealloc (scf.for is an automatic allocation scope) and erases the dealloc; it refuses the scf.if allocations whose yielded alias is freed by memref.dealloc, which upstream promotes, making that dealloc free stack memory
// Hand-written: loops whose bodies allocate and explicitly deallocate a scratch
// buffer each iteration (scf.for and scf.while), plus an scf.if that allocates a
// buffer that is deallocated after the scf.if.
func.func @loop_dealloc(%c: i1, %n: index, %in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = memref.alloc() : memref<4xf32>
    test.buffer_based in(%in: memref<4xf32>) out(%0: memref<4xf32>)
    test.copy(%0, %out) : (memref<4xf32>, memref<4xf32>)
    memref.dealloc %0 : memref<4xf32>
  }
  %w = scf.while (%i = %c0) : (index) -> index {
    %cc = arith.cmpi slt, %i, %n : index
    scf.condition(%cc) %i : index
  } do {
  ^bb0(%i: index):
    %1 = memref.alloc() : memref<4xf32>
    test.buffer_based in(%in: memref<4xf32>) out(%1: memref<4xf32>)
    memref.dealloc %1 : memref<4xf32>
    %i2 = arith.addi %i, %c1 : index
    scf.yield %i2 : index
  }
  %r = scf.if %c -> (memref<4xf32>) {
    %2 = memref.alloc() : memref<4xf32>
    test.buffer_based in(%in: memref<4xf32>) out(%2: memref<4xf32>)
    scf.yield %2 : memref<4xf32>
  } else {
    %3 = memref.alloc() : memref<4xf32>
    scf.yield %3 : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  memref.dealloc %r : memref<4xf32>
  return
}
