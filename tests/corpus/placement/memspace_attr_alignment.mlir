// Hand-written: allocs carrying an alignment attribute and a non-integer memory
// space attribute, in a diamond arm and a loop body.
func.func @aligned(%cond: i1, %in: memref<64xi8, "shared">, %out: memref<64xi8, "shared">, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %cond, ^a, ^b
^a:
  %0 = memref.alloc() {alignment = 128 : i64} : memref<64xi8, "shared">
  test.buffer_based in(%in: memref<64xi8, "shared">) out(%0: memref<64xi8, "shared">)
  cf.br ^m(%0 : memref<64xi8, "shared">)
^b:
  cf.br ^m(%in : memref<64xi8, "shared">)
^m(%p: memref<64xi8, "shared">):
  scf.for %i = %c0 to %n step %c1 {
    %1 = memref.alloc() {alignment = 32 : i64} : memref<64xi8, "shared">
    test.buffer_based in(%p: memref<64xi8, "shared">) out(%1: memref<64xi8, "shared">)
    test.copy(%1, %out) : (memref<64xi8, "shared">, memref<64xi8, "shared">)
  }
  return
}
