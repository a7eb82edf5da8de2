// Hand-written: memref.alloca ops in a cf diamond arm (flowing to the merge), in
// an scf.if branch (yielded) and in scf.for / scf.while bodies.
func.func @allocas(%cond: i1, %in: memref<4xf32>, %out: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %cond, ^a, ^b
^a:
  %0 = memref.alloca() : memref<4xf32>
  test.buffer_based in(%in: memref<4xf32>) out(%0: memref<4xf32>)
  cf.br ^m(%0 : memref<4xf32>)
^b:
  cf.br ^m(%in : memref<4xf32>)
^m(%p: memref<4xf32>):
  %r = scf.if %cond -> (memref<4xf32>) {
    %1 = memref.alloca() : memref<4xf32>
    test.buffer_based in(%p: memref<4xf32>) out(%1: memref<4xf32>)
    scf.yield %1 : memref<4xf32>
  } else {
    scf.yield %p : memref<4xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %2 = memref.alloca() : memref<4xf32>
    test.buffer_based in(%r: memref<4xf32>) out(%2: memref<4xf32>)
    test.copy(%2, %out) : (memref<4xf32>, memref<4xf32>)
  }
  %w = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%i: index):
    %3 = memref.alloca() : memref<4xf32>
    test.buffer_based in(%r: memref<4xf32>) out(%3: memref<4xf32>)
    %i2 = arith.addi %i, %c1 : index
    scf.yield %i2 : index
  }
  return
}
