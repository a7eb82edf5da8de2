// Hand-written: an alloc in the innermost of two nested scf.if ops is yielded
// through both levels; a sibling alloc is only yielded to the inner level.
func.func @nested_yield(%a: i1, %b: i1, %in: memref<4x4xf32>, %out: memref<4x4xf32>) {
  %r = scf.if %a -> (memref<4x4xf32>) {
    %inner = scf.if %b -> (memref<4x4xf32>) {
      %0 = memref.alloc() : memref<4x4xf32>
      test.buffer_based in(%in: memref<4x4xf32>) out(%0: memref<4x4xf32>)
      scf.yield %0 : memref<4x4xf32>
    } else {
      scf.yield %in : memref<4x4xf32>
    }
    scf.yield %inner : memref<4x4xf32>
  } else {
    %1 = memref.alloc() : memref<4x4xf32>
    %inner2 = scf.if %b -> (memref<4x4xf32>) {
      %2 = memref.alloc() : memref<4x4xf32>
      test.buffer_based in(%in: memref<4x4xf32>) out(%2: memref<4x4xf32>)
      test.copy(%2, %1) : (memref<4x4xf32>, memref<4x4xf32>)
      scf.yield %2 : memref<4x4xf32>
    } else {
      scf.yield %1 : memref<4x4xf32>
    }
    test.copy(%inner2, %out) : (memref<4x4xf32>, memref<4x4xf32>)
    scf.yield %1 : memref<4x4xf32>
  }
  test.copy(%r, %out) : (memref<4x4xf32>, memref<4x4xf32>)
  return
}
