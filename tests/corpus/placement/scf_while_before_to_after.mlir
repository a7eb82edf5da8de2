// Hand-written: scf.while whose before region allocates a buffer and forwards it
// through scf.condition to the after region (and to the while results).
func.func @while_forward(%in: memref<3xf64>, %out: memref<3xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0) : (index) -> (index, memref<3xf64>) {
    %0 = memref.alloc() : memref<3xf64>
    test.buffer_based in(%in: memref<3xf64>) out(%0: memref<3xf64>)
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %0 : index, memref<3xf64>
  } do {
  ^bb0(%i: index, %b: memref<3xf64>):
    test.copy(%b, %out) : (memref<3xf64>, memref<3xf64>)
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  test.copy(%r#1, %out) : (memref<3xf64>, memref<3xf64>)
  return
}
