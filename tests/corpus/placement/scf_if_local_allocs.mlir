// Hand-written: allocs used only inside their scf.if branch (nothing escapes);
// hoisting has no reason to move them, promotion may turn them into allocas.
func.func @if_local(%cond: i1, %in: memref<8xf32>, %out: memref<8xf32>) {
  scf.if %cond {
    %0 = memref.alloc() : memref<8xf32>
    test.buffer_based in(%in: memref<8xf32>) out(%0: memref<8xf32>)
    test.copy(%0, %out) : (memref<8xf32>, memref<8xf32>)
  } else {
    %1 = memref.alloc() : memref<8xf32>
    test.buffer_based in(%in: memref<8xf32>) out(%1: memref<8xf32>)
    test.buffer_based in(%1: memref<8xf32>) out(%out: memref<8xf32>)
  }
  return
}
