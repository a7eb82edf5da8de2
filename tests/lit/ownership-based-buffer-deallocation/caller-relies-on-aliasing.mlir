// A caller whose behaviour depends on a function result aliasing an
// argument or another result (issue 21 cause 7). The deallocation ABI
// returns results that alias nothing (a clone), so a write through one
// alias followed by a read through the other would print something else:
// ferrobuf reports the call instead of changing the program silently: an
// error when it is certain (the callee always returns the aliasing buffer,
// the caller's own ops write and read it), a warning when it may happen
// (the callee may return another buffer, or the access is a call).
// Upstream clones without a word. Callers that only read, or read before
// they write, are unaffected by the clone and pass (ok.mlir part below).
// RUN: split-file %s %t
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %t/errors.mlir -split-input-file -verify-diagnostics -o /dev/null
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %t/ok.mlir | FileCheck %t/ok.mlir
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation{private-function-dynamic-ownership})' %t/private.mlir | FileCheck %t/private.mlir

//--- errors.mlir
func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @write_result_read_arg(%x: memref<4xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{result #0 of @id aliases its argument #0, and this caller writes through one and then reads through the other}}
  %r = call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  memref.store %k, %r[%c0] : memref<4xi64>
  %v = memref.load %x[%c0] : memref<4xi64>
  return %v : i64
}

// -----

func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @write_arg_read_result(%x: memref<4xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{result #0 of @id aliases its argument #0}}
  %r = call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  linalg.fill ins(%k : i64) outs(%x : memref<4xi64>)
  %v = memref.load %r[%c0] : memref<4xi64>
  return %v : i64
}

// -----

// A view of the argument, written through a view of the result.
func.func @tail(%m: memref<4xi64>) -> memref<2xi64, strided<[1], offset: 2>> {
  %s = memref.subview %m[2] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: 2>>
  return %s : memref<2xi64, strided<[1], offset: 2>>
}
func.func @through_views(%x: memref<4xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  // expected-error @+1 {{result #0 of @tail aliases its argument #0}}
  %r = call @tail(%x) : (memref<4xi64>) -> memref<2xi64, strided<[1], offset: 2>>
  %c = memref.cast %r : memref<2xi64, strided<[1], offset: 2>> to memref<?xi64, strided<[1], offset: 2>>
  memref.store %k, %c[%c0] : memref<?xi64, strided<[1], offset: 2>>
  %v = memref.load %x[%c2] : memref<4xi64>
  return %v : i64
}

// -----

// One fresh buffer returned twice.
func.func @pair() -> (memref<4xi64>, memref<4xi64>) {
  %a = memref.alloc() : memref<4xi64>
  return %a, %a : memref<4xi64>, memref<4xi64>
}
func.func @two_results(%k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{result #1 of @pair aliases its result #0}}
  %r:2 = call @pair() : () -> (memref<4xi64>, memref<4xi64>)
  memref.store %k, %r#0[%c0] : memref<4xi64>
  %v = memref.load %r#1[%c0] : memref<4xi64>
  return %v : i64
}

// -----

// Read before write, but a loop repeats them: the next read sees the
// previous iteration's write.
func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @in_loop(%x: memref<4xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  // expected-error @+1 {{result #0 of @id aliases its argument #0}}
  %r = call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %k) -> i64 {
    %v = memref.load %x[%c0] : memref<4xi64>
    memref.store %v, %r[%c0] : memref<4xi64>
    scf.yield %v : i64
  }
  return %s : i64
}

// -----

// The callee returns its argument or a new buffer: a warning.
func.func @maybe(%m: memref<4xi64>, %c: i1) -> memref<4xi64> {
  %a = memref.alloc() : memref<4xi64>
  %r = arith.select %c, %m, %a : memref<4xi64>
  return %r : memref<4xi64>
}
func.func @may_alias(%x: memref<4xi64>, %c: i1, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  // expected-warning @+1 {{result #0 of @maybe may alias its argument #0, and this caller may write through one and then read through the other}}
  %r = call @maybe(%x, %c) : (memref<4xi64>, i1) -> memref<4xi64>
  memref.store %k, %r[%c0] : memref<4xi64>
  %v = memref.load %x[%c0] : memref<4xi64>
  return %v : i64
}

// -----

// The write is a call of a function that writes its argument: a warning.
func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @store0(%m: memref<4xi64>, %k: i64) {
  %c0 = arith.constant 0 : index
  memref.store %k, %m[%c0] : memref<4xi64>
  return
}
func.func @write_in_callee(%x: memref<4xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  // expected-warning @+1 {{result #0 of @id may alias its argument #0}}
  %r = call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  call @store0(%r, %k) : (memref<4xi64>, i64) -> ()
  %v = memref.load %x[%c0] : memref<4xi64>
  return %v : i64
}

// -----

// The same branches inside a loop the call is outside of: the next
// iteration may read what this one wrote.
func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @branches_in_loop(%x: memref<4xi64>, %c: i1, %k: i64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{result #0 of @id aliases its argument #0}}
  %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      %a = memref.load %x[%c0] : memref<4xi64>
      memref.store %a, %x[%c1] : memref<4xi64>
    } else {
      memref.store %k, %r[%c0] : memref<4xi64>
    }
  }
  return
}

// -----

// The call inside the loop reads the argument, then writes the result: the
// next iteration's read sees that write through the argument. Running the
// call again does not help: the write went to the last clone.
func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @call_in_loop_read_arg_then_write_result(%x: memref<4xi64>, %n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    // expected-error @+1 {{result #0 of @id aliases its argument #0}}
    %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
    %v = memref.load %x[%c0] : memref<4xi64>
    memref.store %k, %r[%c0] : memref<4xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

// -----

// A CFG loop after the call: the read of the argument in the header runs
// again after the write through the result in the body.
func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @cf_loop_write_result_read_arg(%x: memref<4xi64>, %n: index, %k: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{result #0 of @id aliases its argument #0}}
  %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  cf.br ^head(%c0 : index)
^head(%i: index):
  %v = memref.load %x[%c0] : memref<4xi64>
  vector.print %v : i64
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  memref.store %k, %r[%c0] : memref<4xi64>
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j : index)
^exit:
  return
}

// -----

// Both results are clones: a new run of the call does not carry the write
// through result #0 to result #1.
func.func @pair(%m: memref<4xi64>) -> (memref<4xi64>, memref<4xi64>) {
  return %m, %m : memref<4xi64>, memref<4xi64>
}
func.func @call_in_loop_two_results(%x: memref<4xi64>, %n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    // expected-error @+1 {{result #1 of @pair aliases its result #0}}
    %r:2 = func.call @pair(%x) : (memref<4xi64>) -> (memref<4xi64>, memref<4xi64>)
    %v = memref.load %r#1[%c0] : memref<4xi64>
    memref.store %k, %r#0[%c0] : memref<4xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

// -----

// A linalg op whose payload uses the argument's input reads it.
func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @payload_reads_arg(%x: memref<4xi64>, %o: memref<4xi64>, %k: i64) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{result #0 of @id aliases its argument #0}}
  %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  memref.store %k, %r[%c0] : memref<4xi64>
  linalg.map ins(%x : memref<4xi64>) outs(%o : memref<4xi64>)
    (%in: i64, %init: i64) {
      linalg.yield %in : i64
    }
  return
}

// -----

// The argument is a fresh buffer, but allocated before the loop: every
// iteration's read sees the previous iteration's write through the result.
func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @alloc_before_loop(%n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %a = memref.alloc() : memref<4xi64>
  memref.store %z, %a[%c0] : memref<4xi64>
  // expected-error @+1 {{result #0 of @id aliases its argument #0}}
  %r = func.call @id(%a) : (memref<4xi64>) -> memref<4xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %a[%c0] : memref<4xi64>
    memref.store %k, %r[%c0] : memref<4xi64>
    %t = arith.addi %acc, %v : i64
    scf.yield %t : i64
  }
  return %s : i64
}

// -----

// A fresh buffer per iteration of a CFG loop, but the block argument
// carries the previous iteration's one to the read: the allocation running
// again does not make the read see a new buffer.
func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @carried_to_next_iteration(%n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %a0 = memref.alloc() : memref<4xi64>
  memref.store %z, %a0[%c0] : memref<4xi64>
  cf.br ^head(%c0, %a0, %z : index, memref<4xi64>, i64)
^head(%i: index, %prev: memref<4xi64>, %acc: i64):
  %v = memref.load %prev[%c0] : memref<4xi64>
  %t = arith.addi %acc, %v : i64
  %a = memref.alloc() : memref<4xi64>
  memref.store %z, %a[%c0] : memref<4xi64>
  // expected-error @+1 {{result #0 of @id aliases its argument #0}}
  %r = func.call @id(%a) : (memref<4xi64>) -> memref<4xi64>
  memref.store %k, %r[%c0] : memref<4xi64>
  %j = arith.addi %i, %c1 : index
  %more = arith.cmpi slt, %j, %n : index
  cf.cond_br %more, ^head(%j, %a, %t : index, memref<4xi64>, i64), ^exit
^exit:
  return %t : i64
}

// -----

// The write of the argument comes before the call, the read of the result
// after it, but the read is of the previous iteration's result (a block
// argument carries it): the call running again in between does not make
// that one see the write, its clone would miss it.
func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @previous_result(%x: memref<4xi64>, %n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  cf.br ^head(%c0, %x, %z : index, memref<4xi64>, i64)
^head(%i: index, %old: memref<4xi64>, %acc: i64):
  memref.store %k, %x[%c0] : memref<4xi64>
  // expected-error @+1 {{result #0 of @id aliases its argument #0}}
  %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  %v = memref.load %old[%c0] : memref<4xi64>
  %t = arith.addi %acc, %v : i64
  %j = arith.addi %i, %c1 : index
  %more = arith.cmpi slt, %j, %n : index
  cf.cond_br %more, ^head(%j, %r, %t : index, memref<4xi64>, i64), ^exit
^exit:
  return %t : i64
}

// -----

// The callee returns element 1 of its argument; the caller writes element
// 1 of the argument and then reads the result: the clone would miss it.
func.func @elem1(%m: memref<3xi64>) -> memref<1xi64, strided<[1], offset: 1>> {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%c1] [1] [1] : memref<3xi64> to memref<1xi64, strided<[1], offset: ?>>
  %c = memref.cast %s : memref<1xi64, strided<[1], offset: ?>> to memref<1xi64, strided<[1], offset: 1>>
  return %c : memref<1xi64, strided<[1], offset: 1>>
}
func.func @write_inside_view(%x: memref<3xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{result #0 of @elem1 aliases its argument #0}}
  %r = func.call @elem1(%x) : (memref<3xi64>) -> memref<1xi64, strided<[1], offset: 1>>
  memref.store %k, %x[%c1] : memref<3xi64>
  %v = memref.load %r[%c0] : memref<1xi64, strided<[1], offset: 1>>
  return %v : i64
}

// -----

// The callee's view starts at an offset it does not know statically: any
// element of the argument may be in it.
func.func @elem_at(%m: memref<3xi64>, %i: index) -> memref<1xi64, strided<[1], offset: ?>> {
  %s = memref.subview %m[%i] [1] [1] : memref<3xi64> to memref<1xi64, strided<[1], offset: ?>>
  return %s : memref<1xi64, strided<[1], offset: ?>>
}
func.func @write_maybe_inside_view(%x: memref<3xi64>, %i: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  // expected-error @+1 {{result #0 of @elem_at aliases its argument #0}}
  %r = func.call @elem_at(%x, %i) : (memref<3xi64>, index) -> memref<1xi64, strided<[1], offset: ?>>
  memref.store %k, %x[%c2] : memref<3xi64>
  %v = memref.load %r[%c0] : memref<1xi64, strided<[1], offset: ?>>
  return %v : i64
}

// -----

// In a loop after the call: the result is read, then overwritten, then
// the argument is written: the next iteration's read comes before the
// overwrite and sees the argument's write through the result.
func.func @head3(%m: memref<9xi64>) -> memref<3xi64, strided<[1]>> {
  %s = memref.subview %m[0] [3] [1] : memref<9xi64> to memref<3xi64, strided<[1]>>
  return %s : memref<3xi64, strided<[1]>>
}
func.func @read_before_overwrite(%x: memref<9xi64>, %y: memref<3xi64>, %n: index, %k: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{result #0 of @head3 aliases its argument #0}}
  %r = func.call @head3(%x) : (memref<9xi64>) -> memref<3xi64, strided<[1]>>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %r[%c0] : memref<3xi64, strided<[1]>>
    memref.store %v, %y[%c0] : memref<3xi64>
    linalg.copy ins(%y : memref<3xi64>) outs(%r : memref<3xi64, strided<[1]>>)
    linalg.fill ins(%k : i64) outs(%x : memref<9xi64>)
  }
  return
}

//--- ok.mlir
// Unaffected by the clone: read before write, reads only. The pass runs
// (the callee returns a clone).
// CHECK-LABEL: func @id(
// CHECK: bufferization.clone
// CHECK-LABEL: func @read_then_write(
func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @read_then_write(%x: memref<4xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %r = call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  %v = memref.load %x[%c0] : memref<4xi64>
  memref.store %k, %r[%c0] : memref<4xi64>
  return %v : i64
}
// CHECK-LABEL: func @reads_only(
func.func @reads_only(%x: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %r = call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  %v = memref.load %x[%c0] : memref<4xi64>
  %w = memref.load %r[%c0] : memref<4xi64>
  %s = arith.addi %v, %w : i64
  return %s : i64
}

// A result that is only read and written through itself, in a loop, with
// the argument a fresh buffer of each iteration that nothing reads after
// the call (the pattern One-Shot leaves for a callee returning a slice of
// its argument): the result's own accesses are not accesses of the
// argument (found by the One-Shot fuzzer, seed 1 @t32).
// CHECK-LABEL: func @row(
func.func @row(%m: memref<2x3xi64>) -> memref<3xi64, strided<[1]>> {
  %s = memref.subview %m[0, 0] [1, 3] [1, 1] : memref<2x3xi64> to memref<3xi64, strided<[1]>>
  return %s : memref<3xi64, strided<[1]>>
}
// CHECK-LABEL: func @result_only_in_loop(
// CHECK: scf.for
// CHECK: call @row(
func.func @result_only_in_loop(%src: memref<2x3xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<2x3xi64>
    memref.copy %src, %a : memref<2x3xi64> to memref<2x3xi64>
    %r = func.call @row(%a) : (memref<2x3xi64>) -> memref<3xi64, strided<[1]>>
    %v = memref.load %r[%c1] : memref<3xi64, strided<[1]>>
    memref.store %v, %r[%c0] : memref<3xi64, strided<[1]>>
    linalg.add ins(%r, %r : memref<3xi64, strided<[1]>>, memref<3xi64, strided<[1]>>) outs(%r : memref<3xi64, strided<[1]>>)
  }
  return
}

// The call inside the loop: the result is read, then the argument is
// written, and the next iteration calls again (a new result, a new clone)
// before reading: nothing depends on the aliasing (the One-Shot fuzzer's
// seed 1003 @t36).
// CHECK-LABEL: func @call_in_loop_read_then_write(
// CHECK: scf.for
func.func @call_in_loop_read_then_write(%x: memref<4xi64>, %n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
    %v = memref.load %r[%c0] : memref<4xi64>
    memref.store %k, %x[%c0] : memref<4xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

// The read and the write in the two branches of one scf.if: one of them
// runs (the One-Shot fuzzer's seed 2039 @t19).
// CHECK-LABEL: func @exclusive_branches(
// CHECK: scf.if
func.func @exclusive_branches(%x: memref<4xi64>, %c: i1, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  %v = scf.if %c -> (i64) {
    %a = memref.load %x[%c0] : memref<4xi64>
    scf.yield %a : i64
  } else {
    memref.store %k, %r[%c0] : memref<4xi64>
    scf.yield %k : i64
  }
  return %v : i64
}

// The argument is read in a loop before a CFG loop that writes through the
// result: no path leads from the write back to the read (the One-Shot
// fuzzer's seed 3026 @t41).
// CHECK-LABEL: func @read_before_cf_loop_write(
// CHECK: cf.cond_br
func.func @read_before_cf_loop_write(%x: memref<4xi64>, %n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %x[%i] : memref<4xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  cf.br ^head(%c0 : index)
^head(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  memref.store %k, %r[%c0] : memref<4xi64>
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j : index)
^exit:
  return %s : i64
}

// A linalg op whose payload never uses the argument's input does not read
// it, whatever its declared effects say (the One-Shot fuzzer's seed 3126
// @t21).
// CHECK-LABEL: func @payload_ignores_arg(
// CHECK: linalg.map
func.func @payload_ignores_arg(%x: memref<4xi64>, %o: memref<4xi64>, %k: i64) {
  %c0 = arith.constant 0 : index
  %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  memref.store %k, %r[%c0] : memref<4xi64>
  linalg.map ins(%o, %x : memref<4xi64>, memref<4xi64>) outs(%o : memref<4xi64>)
    (%a: i64, %b: i64, %init: i64) {
      linalg.yield %a : i64
    }
  return
}

// The argument is a fresh buffer of each iteration of a CFG loop, and the
// read reaches it only through views computed from that allocation: the
// write through the result in one iteration and the read of the argument
// in a later one touch different buffers, with or without the clone (the
// One-Shot fuzzer's seed 10295 @t17, the two in the cases of one switch).
// CHECK-LABEL: func @fresh_argument_per_iteration(
// CHECK: call @id(
func.func @fresh_argument_per_iteration(%n: index, %sel: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  cf.br ^head(%c0, %z : index, i64)
^head(%i: index, %acc: i64):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %a = memref.alloc() : memref<4xi64>
  memref.store %z, %a[%c0] : memref<4xi64>
  %r = func.call @id(%a) : (memref<4xi64>) -> memref<4xi64>
  %v = scf.index_switch %sel -> i64
  case 1 {
    %s = memref.subview %a[1] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: 1>>
    %x = memref.load %s[%c0] : memref<2xi64, strided<[1], offset: 1>>
    scf.yield %x : i64
  }
  default {
    memref.store %k, %r[%c1] : memref<4xi64>
    scf.yield %k : i64
  }
  %t = arith.addi %acc, %v : i64
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %t : index, i64)
^exit:
  return %acc : i64
}

// The same with scf.for: the read of one iteration's fresh argument comes
// before the write through that iteration's result.
// CHECK-LABEL: func @fresh_argument_per_for_iteration(
// CHECK: call @id(
func.func @fresh_argument_per_for_iteration(%n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %a = memref.alloc() : memref<4xi64>
    memref.store %z, %a[%c0] : memref<4xi64>
    %r = func.call @id(%a) : (memref<4xi64>) -> memref<4xi64>
    %v = memref.load %a[%c0] : memref<4xi64>
    memref.store %k, %r[%c0] : memref<4xi64>
      %t = arith.addi %acc, %v : i64
    scf.yield %t : i64
  }
  return %s : i64
}

// An scf.while whose before region writes the carried buffer and whose
// after region calls a function returning a view of it, then copies that
// result into a new buffer it carries on: the call runs between every
// write (in the before region) and the read of the result (after it, in
// the after region), so the read sees the write either way (the One-Shot
// fuzzer's seed 10503 @t36).
// CHECK-LABEL: func @whole_view(
func.func @whole_view(%m: memref<3xi64, strided<[?], offset: ?>>) -> memref<3xi64, strided<[?], offset: ?>> {
  %s = memref.subview %m[0] [3] [1] : memref<3xi64, strided<[?], offset: ?>> to memref<3xi64, strided<[?], offset: ?>>
  return %s : memref<3xi64, strided<[?], offset: ?>>
}
// CHECK-LABEL: func @while_writes_then_calls(
// CHECK: scf.while
func.func @while_writes_then_calls(%k: i64, %go: i1) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<3xi64>
  %ac = memref.cast %a : memref<3xi64> to memref<3xi64, strided<[?], offset: ?>>
  %r:2 = scf.while (%i = %c0, %b = %ac) : (index, memref<3xi64, strided<[?], offset: ?>>) -> (index, memref<3xi64, strided<[?], offset: ?>>) {
    memref.store %k, %b[%i] : memref<3xi64, strided<[?], offset: ?>>
    scf.condition(%go) %i, %b : index, memref<3xi64, strided<[?], offset: ?>>
  } do {
  ^bb0(%i: index, %b: memref<3xi64, strided<[?], offset: ?>>):
    %x = func.call @whole_view(%b) : (memref<3xi64, strided<[?], offset: ?>>) -> memref<3xi64, strided<[?], offset: ?>>
    %n = memref.alloc() : memref<3xi64>
    memref.copy %x, %n : memref<3xi64, strided<[?], offset: ?>> to memref<3xi64>
    %nc = memref.cast %n : memref<3xi64> to memref<3xi64, strided<[?], offset: ?>>
    scf.yield %i, %nc : index, memref<3xi64, strided<[?], offset: ?>>
  }
  return
}

// The callee returns element 1 of its argument (a subview at constant
// offsets); the caller writes element 2 of the argument, then reads and
// writes the result: the result's elements never change through the
// argument, so the clone changes nothing (the One-Shot fuzzer's seed
// 10609 @t13).
// CHECK-LABEL: func @elem1_view(
func.func @elem1_view(%m: memref<3xi64>) -> memref<1xi64, strided<[1], offset: 1>> {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%c1] [1] [1] : memref<3xi64> to memref<1xi64, strided<[1], offset: ?>>
  %c = memref.cast %s : memref<1xi64, strided<[1], offset: ?>> to memref<1xi64, strided<[1], offset: 1>>
  return %c : memref<1xi64, strided<[1], offset: 1>>
}
// CHECK-LABEL: func @write_outside_view(
// CHECK: call @elem1_view(
func.func @write_outside_view(%x: memref<3xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = func.call @elem1_view(%x) : (memref<3xi64>) -> memref<1xi64, strided<[1], offset: 1>>
  memref.store %k, %x[%c2] : memref<3xi64>
  %v = memref.load %r[%c0] : memref<1xi64, strided<[1], offset: 1>>
  memref.store %k, %r[%c0] : memref<1xi64, strided<[1], offset: 1>>
  %w = memref.load %x[%c0] : memref<3xi64>
  %s = arith.addi %v, %w : i64
  return %s : i64
}

// The same loop with the result overwritten (linalg.sub writes every
// element and reads none of them) before it is read: what the argument's
// write left in the result's memory is never seen (the One-Shot fuzzer's
// seed 10615 @t47).
// CHECK-LABEL: func @head3_view(
func.func @head3_view(%m: memref<9xi64>) -> memref<3xi64, strided<[1]>> {
  %s = memref.subview %m[0] [3] [1] : memref<9xi64> to memref<3xi64, strided<[1]>>
  return %s : memref<3xi64, strided<[1]>>
}
// CHECK-LABEL: func @overwrite_before_read(
// CHECK: scf.for
func.func @overwrite_before_read(%x: memref<9xi64>, %y: memref<3xi64>, %n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = func.call @head3_view(%x) : (memref<9xi64>) -> memref<3xi64, strided<[1]>>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    linalg.sub ins(%y, %y : memref<3xi64>, memref<3xi64>) outs(%r : memref<3xi64, strided<[1]>>)
    %v = memref.load %r[%c0] : memref<3xi64, strided<[1]>>
    linalg.fill ins(%k : i64) outs(%x : memref<9xi64>)
    %t = arith.addi %acc, %v : i64
    scf.yield %t : i64
  }
  return %s : i64
}

// A CFG loop writes the argument before the call on some iterations; the
// result is read right after the call, and also passed to a join that
// never reads it. The block argument could carry an older result, but no
// read goes through it: the read of the result is of this run's, and the
// call runs between every write and that read (the One-Shot fuzzer's seed
// 10704 @t18).
// CHECK-LABEL: func @unread_join(
// CHECK: call @head3_view(
func.func @unread_join(%x: memref<9xi64>, %c: i1, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  cf.br ^head(%z : i64)
^head(%acc: i64):
  cf.cond_br %c, ^fill, ^call
^fill:
  linalg.fill ins(%k : i64) outs(%x : memref<9xi64>)
  cf.br ^head(%acc : i64)
^call:
  %r = func.call @head3_view(%x) : (memref<9xi64>) -> memref<3xi64, strided<[1]>>
  cf.cond_br %c, ^read, ^join(%r : memref<3xi64, strided<[1]>>)
^read:
  %v = memref.load %r[%c0] : memref<3xi64, strided<[1]>>
  %s = arith.addi %acc, %v : i64
  cf.br ^join(%r : memref<3xi64, strided<[1]>>)
^join(%j: memref<3xi64, strided<[1]>>):
  cf.cond_br %c, ^head(%acc : i64), ^exit
^exit:
  return %acc : i64
}

//--- private.mlir
// A private function under private-function-dynamic-ownership returns its
// argument with an ownership flag, no clone: the aliasing is kept.
// CHECK-LABEL: func private @id(
// CHECK-NOT: bufferization.clone
// CHECK: return %{{.*}}, %false
func.func private @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
// CHECK-LABEL: func @relies(
// CHECK: %[[R:.*]]:2 = call @id(
// CHECK: memref.store %{{.*}}, %[[R]]#0
func.func @relies(%x: memref<4xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %r = call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  memref.store %k, %r[%c0] : memref<4xi64>
  %v = memref.load %x[%c0] : memref<4xi64>
  return %v : i64
}
