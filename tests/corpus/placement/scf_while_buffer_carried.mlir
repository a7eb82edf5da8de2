// Hand-written: scf.while carrying a buffer; the after region allocates a new
// buffer each iteration and yields it back to the before region.
func.func @while_carried(%init: memref<6xf32>, %out: memref<6xf32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0, %b = %init) : (i32, memref<6xf32>) -> (i32, memref<6xf32>) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %b : i32, memref<6xf32>
  } do {
  ^bb0(%i: i32, %b: memref<6xf32>):
    %0 = memref.alloc() : memref<6xf32>
    test.buffer_based in(%b: memref<6xf32>) out(%0: memref<6xf32>)
    %next = arith.addi %i, %c1 : i32
    scf.yield %next, %0 : i32, memref<6xf32>
  }
  test.copy(%r#1, %out) : (memref<6xf32>, memref<6xf32>)
  return
}
