// Small allocations that promote-buffers-to-stack turns into allocas (and
// some that it must not: too large, or returned).
//
// @small_static (called 3 times with k = 1, 2, 3, so its allocas come and go
// with its frame):
//   4 x f32 holding k * 0.25 each     -> sum k       : 1 2 3 (printF32)
//   2 x 2 x i64 holding [[k, 1],[2, k]] -> det k*k - 2 : -1 2 7
//   8 x i8 holding t + k (t = 0..7)     -> sum 28 + 8k : 36 44 52
//   16 x i1 holding (t % 2 == 0)        -> count 8     : 8 8 8
//   2 x vector<4xf32> holding splat(k)  -> sum of [1]  : 4 8 12 (printF32)
// @limits: 256 x f32 (exactly 1 KiB: promoted) and 257 x f32 (not) filled
// with 1.0 and summed: 256, 257 (printF32); a buffer sized by the rank of a
// 2 x 3 memref (promoted) holding (2, 3) -> product 6.
// @loop_scratch: an scf.for of 50 iterations whose body uses a 4 x i64
// scratch buffer (promoted in the loop body) to compute 4i + 6, summed over
// all iterations: 4 * 1225 + 300 = 5200.
// @make_buffer returns a small buffer (must stay on the heap) holding
// (40, 2): @main prints 42.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @small_static(%k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0 : i64
  %fzero = arith.constant 0.0 : f32
  %quarter = arith.constant 0.25 : f32
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %kk = arith.index_cast %k : index to i64
  %k32 = arith.index_cast %k : index to i32
  %kf = arith.sitofp %k32 : i32 to f32

  %f = memref.alloc() : memref<4xf32>
  %kq = arith.mulf %kf, %quarter : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %kq, %f[%i] : memref<4xf32>
  }
  %fs = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %fzero) -> f32 {
    %v = memref.load %f[%i] : memref<4xf32>
    %t = arith.addf %acc, %v : f32
    scf.yield %t : f32
  }
  func.call @printF32(%fs) : (f32) -> ()
  func.call @printNewline() : () -> ()

  %m = memref.alloc() : memref<2x2xi64>
  memref.store %kk, %m[%c0, %c0] : memref<2x2xi64>
  memref.store %one, %m[%c0, %c1] : memref<2x2xi64>
  memref.store %two, %m[%c1, %c0] : memref<2x2xi64>
  memref.store %kk, %m[%c1, %c1] : memref<2x2xi64>
  %m00 = memref.load %m[%c0, %c0] : memref<2x2xi64>
  %m01 = memref.load %m[%c0, %c1] : memref<2x2xi64>
  %m10 = memref.load %m[%c1, %c0] : memref<2x2xi64>
  %m11 = memref.load %m[%c1, %c1] : memref<2x2xi64>
  %d0 = arith.muli %m00, %m11 : i64
  %d1 = arith.muli %m01, %m10 : i64
  %det = arith.subi %d0, %d1 : i64
  func.call @printI64(%det) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %b = memref.alloc() : memref<8xi8>
  scf.for %i = %c0 to %c8 step %c1 {
    %ik = arith.addi %i, %k : index
    %v = arith.index_cast %ik : index to i8
    memref.store %v, %b[%i] : memref<8xi8>
  }
  %bs = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> i64 {
    %v = memref.load %b[%i] : memref<8xi8>
    %w = arith.extsi %v : i8 to i64
    %t = arith.addi %acc, %w : i64
    scf.yield %t : i64
  }
  func.call @printI64(%bs) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %bits = memref.alloc() : memref<16xi1>
  scf.for %i = %c0 to %c16 step %c1 {
    %r = arith.remui %i, %c2 : index
    %e = arith.cmpi eq, %r, %c0 : index
    memref.store %e, %bits[%i] : memref<16xi1>
  }
  %cnt = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> i64 {
    %v = memref.load %bits[%i] : memref<16xi1>
    %w = arith.extui %v : i1 to i64
    %t = arith.addi %acc, %w : i64
    scf.yield %t : i64
  }
  func.call @printI64(%cnt) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %vb = memref.alloc() : memref<2xvector<4xf32>>
  %splat = vector.broadcast %kf : f32 to vector<4xf32>
  memref.store %splat, %vb[%c0] : memref<2xvector<4xf32>>
  memref.store %splat, %vb[%c1] : memref<2xvector<4xf32>>
  %vec = memref.load %vb[%c1] : memref<2xvector<4xf32>>
  %red = vector.reduction <add>, %vec : vector<4xf32> into f32
  func.call @printF32(%red) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @limits() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %c257 = arith.constant 257 : index
  %fone = arith.constant 1.0 : f32
  %fzero = arith.constant 0.0 : f32
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %at = memref.alloc() : memref<256xf32>
  scf.for %i = %c0 to %c256 step %c1 {
    memref.store %fone, %at[%i] : memref<256xf32>
  }
  %s1 = scf.for %i = %c0 to %c256 step %c1 iter_args(%acc = %fzero) -> f32 {
    %v = memref.load %at[%i] : memref<256xf32>
    %t = arith.addf %acc, %v : f32
    scf.yield %t : f32
  }
  func.call @printF32(%s1) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %over = memref.alloc() : memref<257xf32>
  scf.for %i = %c0 to %c257 step %c1 {
    memref.store %fone, %over[%i] : memref<257xf32>
  }
  %s2 = scf.for %i = %c0 to %c257 step %c1 iter_args(%acc = %fzero) -> f32 {
    %v = memref.load %over[%i] : memref<257xf32>
    %t = arith.addf %acc, %v : f32
    scf.yield %t : f32
  }
  func.call @printF32(%s2) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %shape_src = memref.alloc() : memref<2x3xf32>
  %unranked = memref.cast %shape_src : memref<2x3xf32> to memref<*xf32>
  %rank = memref.rank %unranked : memref<*xf32>
  %dims = memref.alloc(%rank) : memref<?xi64>
  memref.store %two, %dims[%c0] : memref<?xi64>
  memref.store %three, %dims[%c1] : memref<?xi64>
  %p0 = memref.load %dims[%c0] : memref<?xi64>
  %p1 = memref.load %dims[%c1] : memref<?xi64>
  %prod = arith.muli %p0, %p1 : i64
  func.call @printI64(%prod) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @loop_scratch() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c50 = arith.constant 50 : index
  %zero = arith.constant 0 : i64
  %total = scf.for %i = %c0 to %c50 step %c1 iter_args(%acc = %zero) -> i64 {
    %scratch = memref.alloc() : memref<4xi64>
    scf.for %t = %c0 to %c4 step %c1 {
      %it = arith.addi %i, %t : index
      %v = arith.index_cast %it : index to i64
      memref.store %v, %scratch[%t] : memref<4xi64>
    }
    %s = scf.for %t = %c0 to %c4 step %c1 iter_args(%a = %zero) -> i64 {
      %v = memref.load %scratch[%t] : memref<4xi64>
      %w = arith.addi %a, %v : i64
      scf.yield %w : i64
    }
    %next = arith.addi %acc, %s : i64
    scf.yield %next : i64
  }
  func.call @printI64(%total) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @make_buffer() -> memref<2xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %forty = arith.constant 40 : i64
  %two = arith.constant 2 : i64
  %b = memref.alloc() : memref<2xi64>
  memref.store %forty, %b[%c0] : memref<2xi64>
  memref.store %two, %b[%c1] : memref<2xi64>
  return %b : memref<2xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  func.call @small_static(%c1) : (index) -> ()
  func.call @small_static(%c2) : (index) -> ()
  func.call @small_static(%c3) : (index) -> ()
  func.call @limits() : () -> ()
  func.call @loop_scratch() : () -> ()
  %b = func.call @make_buffer() : () -> memref<2xi64>
  %x = memref.load %b[%c0] : memref<2xi64>
  %y = memref.load %b[%c1] : memref<2xi64>
  %xy = arith.addi %x, %y : i64
  func.call @printI64(%xy) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
