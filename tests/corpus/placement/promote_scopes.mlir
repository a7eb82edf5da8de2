// Hand-written: small allocs in every kind of nested region: scf.for, scf.while
// (before and after), scf.parallel, scf.forall, scf.execute_region, scf.index_switch,
// scf.if inside scf.while, and an unknown region op.
func.func @scopes(%in: memref<4xf32>, %n: index, %k: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = memref.alloc() : memref<4xf32>
    test.copy(%in, %0) : (memref<4xf32>, memref<4xf32>)
  }
  %w = scf.while (%i = %c0) : (index) -> index {
    %1 = memref.alloc() : memref<4xf32>
    test.copy(%in, %1) : (memref<4xf32>, memref<4xf32>)
    %cc = arith.cmpi slt, %i, %n : index
    scf.condition(%cc) %i : index
  } do {
  ^bb0(%i: index):
    %2 = memref.alloc() : memref<4xf32>
    test.copy(%in, %2) : (memref<4xf32>, memref<4xf32>)
    scf.if %c {
      %3 = memref.alloc() : memref<4xf32>
      test.copy(%in, %3) : (memref<4xf32>, memref<4xf32>)
    }
    %i2 = arith.addi %i, %c1 : index
    scf.yield %i2 : index
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %4 = memref.alloc() : memref<4xf32>
    test.copy(%in, %4) : (memref<4xf32>, memref<4xf32>)
    scf.reduce
  }
  scf.forall (%t) in (8) {
    %5 = memref.alloc() : memref<4xf32>
    test.copy(%in, %5) : (memref<4xf32>, memref<4xf32>)
  }
  scf.execute_region {
    %6 = memref.alloc() : memref<4xf32>
    test.copy(%in, %6) : (memref<4xf32>, memref<4xf32>)
    scf.yield
  }
  scf.index_switch %k
  case 3 {
    %7 = memref.alloc() : memref<4xf32>
    test.copy(%in, %7) : (memref<4xf32>, memref<4xf32>)
    scf.yield
  }
  default {
  }
  test.region_buffer_based in(%in: memref<4xf32>) out(%in: memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %8 = memref.alloc() : memref<4xf32>
    test.copy(%in, %8) : (memref<4xf32>, memref<4xf32>)
    test.region_yield %a : f32
  }
  return
}
