// Allocations inside scf.execute_region.
//
// @yielded: a single-block scf.execute_region allocates a 3 x i64 buffer
// holding (k, 2k, 3k) and yields it; the sum 6k is computed after the
// region (buffer hoisting moves the alloc out of the region): k = 1, 2 -> 6 12.
// @multi_block: a multi-block scf.execute_region whose ^bb1 allocates a
// buffer holding (k, k) and whose ^bb2 allocates a buffer holding (-k, 0);
// both flow to ^bb3 and are yielded; summed after the region:
//   k = 5 -> 10, k = -5 -> 5 (branch on k > 0)
// @in_loop: an scf.execute_region inside an scf.for over i = 0..3 with a
// scratch buffer holding (i, 1) used only inside the region: prints i + 1 ->
// 1 2 3 4 (upstream leaves this alloc in the loop).
func.func private @printI64(i64)
func.func private @printNewline()

func.func @yielded(%k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %r = scf.execute_region -> memref<3xi64> {
    %a = memref.alloc() : memref<3xi64>
    %k2 = arith.addi %k, %k : i64
    %k3 = arith.addi %k2, %k : i64
    memref.store %k, %a[%c0] : memref<3xi64>
    memref.store %k2, %a[%c1] : memref<3xi64>
    memref.store %k3, %a[%c2] : memref<3xi64>
    scf.yield %a : memref<3xi64>
  }
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> i64 {
    %v = memref.load %r[%i] : memref<3xi64>
    %t = arith.addi %acc, %v : i64
    scf.yield %t : i64
  }
  return %s : i64
}

func.func @multi_block(%k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %pos = arith.cmpi sgt, %k, %zero : i64
  %r = scf.execute_region -> memref<2xi64> {
    cf.cond_br %pos, ^bb1, ^bb2
  ^bb1:
    %a = memref.alloc() : memref<2xi64>
    memref.store %k, %a[%c0] : memref<2xi64>
    memref.store %k, %a[%c1] : memref<2xi64>
    cf.br ^bb3(%a : memref<2xi64>)
  ^bb2:
    %b = memref.alloc() : memref<2xi64>
    %nk = arith.subi %zero, %k : i64
    memref.store %nk, %b[%c0] : memref<2xi64>
    memref.store %zero, %b[%c1] : memref<2xi64>
    cf.br ^bb3(%b : memref<2xi64>)
  ^bb3(%x: memref<2xi64>):
    scf.yield %x : memref<2xi64>
  }
  %x0 = memref.load %r[%c0] : memref<2xi64>
  %x1 = memref.load %r[%c1] : memref<2xi64>
  %s = arith.addi %x0, %x1 : i64
  return %s : i64
}

func.func @in_loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  scf.for %i = %c0 to %c4 step %c1 {
    %v = scf.execute_region -> i64 {
      %s = memref.alloc() : memref<2xi64>
      %ii = arith.index_cast %i : index to i64
      memref.store %ii, %s[%c0] : memref<2xi64>
      memref.store %one, %s[%c1] : memref<2xi64>
      %a = memref.load %s[%c0] : memref<2xi64>
      %b = memref.load %s[%c1] : memref<2xi64>
      %ab = arith.addi %a, %b : i64
      scf.yield %ab : i64
    }
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}

func.func @main() {
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %five = arith.constant 5 : i64
  %m5 = arith.constant -5 : i64
  %a = func.call @yielded(%one) : (i64) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = func.call @yielded(%two) : (i64) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c = func.call @multi_block(%five) : (i64) -> i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d = func.call @multi_block(%m5) : (i64) -> i64
  func.call @printI64(%d) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @in_loop() : () -> ()
  return
}
