// An scf.for iter_arg whose value nobody may read (the loop's result is
// unused, and the iter_arg is only yielded to positions like it) gets no
// buffer of its own, no copy of its init and no copy back: the iter_arg is
// the init's buffer, which the loop then never writes. Upstream keeps
// these positions (canonicalize drops them later) and pays for them: the
// fuzzer's seeds 12502 @t36 and 12503 @t17 allocated and copied more than
// upstream.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s

// A constant yielded to an unused position: no copy into the argument.
// CHECK-LABEL: func.func @constant_to_unused_position(
//  CHECK-SAME:   %[[A:.*]]: memref<3x3xi64
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @constant_to_unused_position(%t: tensor<3x3xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<3x3xi64>) {
    %k = arith.constant dense<1> : tensor<3x3xi64>
    scf.yield %k : tensor<3x3xi64>
  }
  return
}

// Two positions swapping into each other, neither result used: nothing.
// CHECK-LABEL: func.func @swap_unused(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @swap_unused(%t: tensor<6xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %t) -> (tensor<6xi64>, tensor<6xi64>) {
    %k = arith.constant dense<1> : tensor<6xi64>
    scf.yield %b, %k : tensor<6xi64>, tensor<6xi64>
  }
  return
}

// The second position feeds the first, whose result is used: both live,
// copied back as before.
// CHECK-LABEL: func.func @feeds_used_position(
//       CHECK:   memref.copy
//       CHECK:   scf.for
//       CHECK:     memref.copy
//       CHECK:   return
func.func @feeds_used_position(%t: tensor<6xi64>, %n: index) -> tensor<6xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %t) -> (tensor<6xi64>, tensor<6xi64>) {
    %k = arith.constant dense<1> : tensor<6xi64>
    scf.yield %b, %k : tensor<6xi64>, tensor<6xi64>
  }
  return %r#0 : tensor<6xi64>
}

// An iter_arg read in the body is live even with its result unused: the
// yielded constant's global is passed on (not the init's buffer yielded
// back, as for an unread position).
// CHECK-LABEL: func.func @read_in_body(
//       CHECK:   scf.for
//       CHECK:     memref.load
//       CHECK:     %[[G:.*]] = memref.get_global
//       CHECK:     %[[C:.*]] = memref.cast %[[G]]{{([^[:alnum:]_]|$)}}
//       CHECK:     scf.yield %[[C]],
func.func @read_in_body(%t: tensor<6xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r, %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %acc = %z) -> (tensor<6xi64>, i64) {
    %e = tensor.extract %a[%c0] : tensor<6xi64>
    %s2 = arith.addi %acc, %e : i64
    %k = arith.constant dense<1> : tensor<6xi64>
    scf.yield %k, %s2 : tensor<6xi64>, i64
  }
  return %s : i64
}

// The iter_arg reaches the yield through an scf.if choosing between it
// and a constant (the fuzzer's seed 12527 @t27): still unread, no staging
// copy through a temporary and no copy back.
// CHECK-LABEL: func.func @through_if(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @through_if(%t: tensor<3xi64>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<3xi64>) {
    %s = scf.if %c -> (tensor<3xi64>) {
      %k = arith.constant dense<[2, -9, 5]> : tensor<3xi64>
      scf.yield %k : tensor<3xi64>
    } else {
      scf.yield %a : tensor<3xi64>
    }
    scf.yield %s : tensor<3xi64>
  }
  return
}

// The scf.if's result is also read: the position is live.
// CHECK-LABEL: func.func @through_if_read(
//       CHECK:   scf.for
//       CHECK:     memref.copy
func.func @through_if_read(%t: tensor<3xi64>, %n: index, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r, %sum = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %acc = %z) -> (tensor<3xi64>, i64) {
    %s = scf.if %c -> (tensor<3xi64>) {
      %k = arith.constant dense<[2, -9, 5]> : tensor<3xi64>
      scf.yield %k : tensor<3xi64>
    } else {
      scf.yield %a : tensor<3xi64>
    }
    %e = tensor.extract %s[%c0] : tensor<3xi64>
    %acc2 = arith.addi %acc, %e : i64
    scf.yield %s, %acc2 : tensor<3xi64>, i64
  }
  return %sum : i64
}

// scf.while: a before-argument the condition only forwards at its own
// position, whose result is unused and whose after-argument is only
// yielded back, carries nothing anyone reads: the init's buffer as it is,
// no copy of the init and no copy of what the after region yields there
// (the function argument). The fuzzer's seed 12717 @t37 copied both.
// CHECK-LABEL: func.func @while_unread_position(
//  CHECK-SAME:   %[[A:[a-z0-9]+]]: memref<6xi64
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.while ({{.*}} = %[[A]])
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @while_unread_position(%t: tensor<6xi64>, %u: tensor<6xi64>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%i = %c0, %a = %t) : (index, tensor<6xi64>) -> (index, tensor<6xi64>) {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i, %a : index, tensor<6xi64>
  } do {
  ^bb0(%j: index, %b: tensor<6xi64>):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %u : index, tensor<6xi64>
  }
  return %r#0 : index
}

// The same position read in the before region: live, %u copied back into
// the carried buffer in every iteration. That buffer is %t's own (in
// place): the next iteration never gets %u's buffer, so the copy into
// %t's cannot write %u.
// CHECK-LABEL: func.func @while_read_position(
//  CHECK-SAME:   %[[T:[a-z0-9]+]]: memref<6xi64, strided<[?], offset: ?>>, %[[U:[a-z0-9]+]]: memref<6xi64, strided<[?], offset: ?>>
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.while ({{.*}} = %[[T]],
//       CHECK:     memref.copy %[[U]], %[[T]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return
func.func @while_read_position(%t: tensor<6xi64>, %u: tensor<6xi64>, %n: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  %r:3 = scf.while (%i = %c0, %a = %t, %s = %z) : (index, tensor<6xi64>, i64) -> (index, tensor<6xi64>, i64) {
    %go = arith.cmpi ult, %i, %n : index
    %e = tensor.extract %a[%c0] : tensor<6xi64>
    %s2 = arith.addi %s, %e : i64
    scf.condition(%go) %i, %a, %s2 : index, tensor<6xi64>, i64
  } do {
  ^bb0(%j: index, %b: tensor<6xi64>, %s3: i64):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %u, %s3 : index, tensor<6xi64>, i64
  }
  return %r#2 : i64
}

// The analysis counts the init of an unread position as neither read nor
// written: a function whose argument only reaches one neither reads nor
// writes it, so a caller passes a constant's global without a copy (the
// fuzzer's seed 12721 @t25 copied it into a fresh buffer; upstream
// allocates one without a copy).
// CHECK-LABEL: func.func @only_unread_position(
//       CHECK:   scf.for
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @only_unread_position(%t: tensor<4xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %k = arith.constant dense<[38, 7, 28, 2]> : tensor<4xi64>
    scf.yield %k : tensor<4xi64>
  }
  return
}
// CHECK-LABEL: func.func @passes_constant(
//       CHECK:   %[[G:.*]] = memref.get_global
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   call @only_unread_position(
//       CHECK:   return
func.func @passes_constant(%n: index) {
  %k = arith.constant dense<1> : tensor<4xi64>
  func.call @only_unread_position(%k, %n) : (tensor<4xi64>, index) -> ()
  return
}

// Positions forwarding to each other across nested loops: an scf.while
// whose after region passes one position through an inner scf.for that
// swaps it with another, and yields the for's result at a third; nothing
// reads any of them (the fuzzer's seed 13304 @t15: seven copies, upstream
// four). The inner loop's init and result are forwards too.
// CHECK-LABEL: func.func @forwarded_across_nested_loops(
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.while
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @forwarded_across_nested_loops(%n: index, %c: i1) {
  %e = tensor.empty(%n) : tensor<?x2xi64>
  %w:3 = scf.while (%i = %n, %a = %e, %b = %e) : (index, tensor<?x2xi64>, tensor<?x2xi64>) -> (index, tensor<?x2xi64>, tensor<?x2xi64>) {
    scf.condition(%c) %i, %a, %b : index, tensor<?x2xi64>, tensor<?x2xi64>
  } do {
  ^bb0(%i: index, %a: tensor<?x2xi64>, %b: tensor<?x2xi64>):
    %f:2 = scf.for %j = %n to %n step %n iter_args(%x = %e, %y = %a) -> (tensor<?x2xi64>, tensor<?x2xi64>) {
      scf.yield %y, %x : tensor<?x2xi64>, tensor<?x2xi64>
    }
    scf.yield %i, %b, %f#1 : index, tensor<?x2xi64>, tensor<?x2xi64>
  }
  return
}

// The same, but the inner loop reads what it carries: every position it
// reaches is read (the value read may come from any of them), so the
// loops keep their buffers.
// CHECK-LABEL: func.func @forwarded_then_read(
//       CHECK:   scf.while
//       CHECK:   scf.for
//       CHECK:     memref.load
//       CHECK:   return
func.func @forwarded_then_read(%n: index, %c: i1, %f: f32) -> f32 {
  %e = tensor.empty(%n) : tensor<?xf32>
  %z = arith.constant 0.0 : f32
  %w:3 = scf.while (%a = %e, %b = %e, %s = %z) : (tensor<?xf32>, tensor<?xf32>, f32) -> (tensor<?xf32>, tensor<?xf32>, f32) {
    scf.condition(%c) %a, %b, %s : tensor<?xf32>, tensor<?xf32>, f32
  } do {
  ^bb0(%a: tensor<?xf32>, %b: tensor<?xf32>, %s: f32):
    %f2:3 = scf.for %j = %n to %n step %n iter_args(%x = %e, %y = %a, %t = %s) -> (tensor<?xf32>, tensor<?xf32>, f32) {
      %v = tensor.extract %x[%j] : tensor<?xf32>
      %u = arith.addf %t, %v : f32
      %x2 = tensor.insert %f into %y[%j] : tensor<?xf32>
      scf.yield %x2, %x, %u : tensor<?xf32>, tensor<?xf32>, f32
    }
    scf.yield %b, %f2#1, %f2#2 : tensor<?xf32>, tensor<?xf32>, f32
  }
  return %w#2 : f32
}
