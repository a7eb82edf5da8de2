// Allocations in scf.if branches.
//
// @pick: each branch of a two-level scf.if nest allocates and fills a
// 4 x f32 buffer that is yielded out and summed after the outer scf.if
// (buffer hoisting moves all three allocs in front of the outer scf.if, so
// they are all allocated whatever the branch). The then-branch also uses a
// scratch buffer that never leaves it (not moved).
//
// @local_size: the size of the yielded buffer is computed inside the
// then-region (the alloc cannot leave it); the else-branch yields a buffer
// allocated before the scf.if.
//
// Expected: @pick(t, _) = 4 * (1.5 + 0.5 from the scratch buffer) = 8,
// @pick(f, t) = 4 * 2.25 = 9, @pick(f, f) = 0 + 10 + 20 + 30 = 60;
// @local_size(t, 3) sums 1..(2*3) = 21, @local_size(f, 3) = 7 * 5 = 35.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @pick(%c: i1, %d: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %a15 = arith.constant 1.5 : f32
  %a225 = arith.constant 2.25 : f32
  %ten = arith.constant 10.0 : f32
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    %scratch = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %half, %scratch[%i] : memref<4xf32>
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %h = memref.load %scratch[%i] : memref<4xf32>
      %v = arith.addf %a15, %h : f32
      memref.store %v, %a[%i] : memref<4xf32>
    }
    scf.yield %a : memref<4xf32>
  } else {
    %r2 = scf.if %d -> memref<4xf32> {
      %b = memref.alloc() : memref<4xf32>
      scf.for %i = %c0 to %c4 step %c1 {
        memref.store %a225, %b[%i] : memref<4xf32>
      }
      scf.yield %b : memref<4xf32>
    } else {
      %e = memref.alloc() : memref<4xf32>
      scf.for %i = %c0 to %c4 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %f = arith.sitofp %ii : i32 to f32
        %v = arith.mulf %f, %ten : f32
        memref.store %v, %e[%i] : memref<4xf32>
      }
      scf.yield %e : memref<4xf32>
    }
    scf.yield %r2 : memref<4xf32>
  }
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> f32 {
    %v = memref.load %r[%i] : memref<4xf32>
    %t = arith.addf %acc, %v : f32
    scf.yield %t : f32
  }
  return %s : f32
}

func.func @local_size(%c: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %seven = arith.constant 7 : i64
  %zero = arith.constant 0 : i64
  %other = memref.alloc(%c5) : memref<?xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    memref.store %seven, %other[%i] : memref<?xi64>
  }
  %r = scf.if %c -> memref<?xi64> {
    %m = arith.addi %n, %n : index
    %a = memref.alloc(%m) : memref<?xi64>
    scf.for %i = %c0 to %m step %c1 {
      %i1 = arith.addi %i, %c1 : index
      %v = arith.index_cast %i1 : index to i64
      memref.store %v, %a[%i] : memref<?xi64>
    }
    scf.yield %a : memref<?xi64>
  } else {
    scf.yield %other : memref<?xi64>
  }
  %len = memref.dim %r, %c0 : memref<?xi64>
  %s = scf.for %i = %c0 to %len step %c1 iter_args(%acc = %zero) -> i64 {
    %v = memref.load %r[%i] : memref<?xi64>
    %t = arith.addi %acc, %v : i64
    scf.yield %t : i64
  }
  return %s : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c3 = arith.constant 3 : index
  %p0 = func.call @pick(%true, %false) : (i1, i1) -> f32
  func.call @printF32(%p0) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %p1 = func.call @pick(%false, %true) : (i1, i1) -> f32
  func.call @printF32(%p1) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %p2 = func.call @pick(%false, %false) : (i1, i1) -> f32
  func.call @printF32(%p2) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %l0 = func.call @local_size(%true, %c3) : (i1, index) -> i64
  func.call @printI64(%l0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %l1 = func.call @local_size(%false, %c3) : (i1, index) -> i64
  func.call @printI64(%l1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
