// Buffers upstream saves that ferrobuf used to spend, found by the
// One-Shot fuzzer's count comparison (tests/bufferize_fuzz.rs): each case
// now allocates and copies no more than upstream.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// A linalg.copy of a tensor onto itself stores what the buffer holds: in
// place though the old value is read after it.
// ANALYSIS-LABEL: func @copy_onto_itself(
// ANALYSIS: linalg.copy {__inplace_operands_attr__ = ["true", "true"]}
// The bufferized copy would copy a buffer onto itself: it is dropped.
// CHECK-LABEL: func @copy_onto_itself(
// CHECK-COUNT-1: memref.alloc(
// CHECK-NOT: memref.alloc(
// CHECK-NOT: linalg.copy
func.func @copy_onto_itself(%n: index) -> (i64, tensor<?x6xi64>) {
  %e = tensor.empty(%n) : tensor<?x6xi64>
  %c = arith.constant 3 : i64
  %a = linalg.fill ins(%c : i64) outs(%e : tensor<?x6xi64>) -> tensor<?x6xi64>
  %b = linalg.copy ins(%a : tensor<?x6xi64>) outs(%a : tensor<?x6xi64>) -> tensor<?x6xi64>
  %x = tensor.extract %a[%n, %n] : tensor<?x6xi64>
  return %x, %b : i64, tensor<?x6xi64>
}

// -----

// An input whose payload argument is unused is not read: the fill of %a
// may go in place before the generic (as upstream).
// ANALYSIS-LABEL: func @unused_input(
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK-LABEL: func @unused_input(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @unused_input(%a: tensor<4xi64>, %b: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  %c = arith.constant 2 : i64
  %f = linalg.fill ins(%c : i64) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi64>) outs(%b : tensor<4xi64>) {
  ^bb0(%in: i64, %out: i64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    linalg.yield %v : i64
  } -> tensor<4xi64>
  return %f, %g : tensor<4xi64>, tensor<4xi64>
}

// -----

// An elementwise op reading a fill's result and writing the fill's init:
// one buffer once the fill goes in place, and elementwise ops may read and
// write one buffer.
// ANALYSIS-LABEL: func @elementwise_after_fill(
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS: linalg.generic
// ANALYSIS-SAME: __inplace_operands_attr__ = ["true", "true"]
// CHECK-LABEL: func @elementwise_after_fill(
// CHECK-COUNT-1: memref.alloc(
// CHECK-NOT: memref.alloc(
func.func @elementwise_after_fill(%n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %c = arith.constant 21 : i64
  %f = linalg.fill ins(%c : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%f : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %v = arith.addi %in, %in : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  return %g : tensor<?xi64>
}

// -----

// A loop init whose contents nobody reads (the iter_arg is not read and
// the loop runs at least once) gets a buffer without a copy; the buffer
// allocated in the iteration is passed on.
// CHECK-LABEL: func @unread_init(
// CHECK: memref.alloc()
// CHECK-NOT: memref.copy
// CHECK: scf.for
// CHECK-NOT: memref.copy
// CHECK: scf.yield
func.func @unread_init(%t: tensor<2x2xi64>) -> (tensor<2x2xi64>, tensor<2x2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<2x2xi64>) {
    %e = tensor.empty() : tensor<2x2xi64>
    %v = arith.index_cast %i : index to i64
    %f = linalg.fill ins(%v : i64) outs(%e : tensor<2x2xi64>) -> tensor<2x2xi64>
    scf.yield %f : tensor<2x2xi64>
  }
  return %r, %t : tensor<2x2xi64>, tensor<2x2xi64>
}

// -----

// The same loop when it may run zero times: its result is then the init,
// so the init is copied.
// CHECK-LABEL: func @unread_init_zero_trips(
// CHECK: memref.alloc()
// CHECK: memref.copy
// CHECK: scf.for
func.func @unread_init_zero_trips(%t: tensor<2x2xi64>, %n: index) -> (tensor<2x2xi64>, tensor<2x2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<2x2xi64>) {
    %e = tensor.empty() : tensor<2x2xi64>
    %v = arith.index_cast %i : index to i64
    %f = linalg.fill ins(%v : i64) outs(%e : tensor<2x2xi64>) -> tensor<2x2xi64>
    scf.yield %f : tensor<2x2xi64>
  }
  return %r, %t : tensor<2x2xi64>, tensor<2x2xi64>
}

// -----

// A constant yielded in a loop is passed on as the next iteration's buffer:
// its global, which nothing writes (the in-place yield makes it a possible
// buffer of the iter_arg and the result, so every write through them goes
// out of place, also in callers: the result may be read-only). No copy back
// per iteration (as upstream with allow-return-allocs-from-loops).
// CHECK-LABEL: func @yield_constant(
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<2x3xi64
// CHECK-NOT: memref.copy
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[A]])
// CHECK-NEXT: %[[G:.*]] = memref.get_global
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[G]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT: scf.yield %[[C]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT: }
// CHECK-NOT: memref.copy
// CHECK: return
func.func @yield_constant(%t: tensor<2x3xi64>, %n: index) -> tensor<2x3xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<2x3xi64>) {
    %k = arith.constant dense<1> : tensor<2x3xi64>
    scf.yield %k : tensor<2x3xi64>
  }
  return %r : tensor<2x3xi64>
}

// -----

// A cast between memrefs with one layout changes only sizes: a
// memref.cast, no copy.
// CHECK-LABEL: func @cast_back_to_static(
// CHECK-NOT: memref.copy
// CHECK: return
func.func @cast_back_to_static() -> i64 {
  %k = arith.constant dense<[[8, 40]]> : tensor<1x2xi64>
  %d = tensor.cast %k : tensor<1x2xi64> to tensor<?x?xi64>
  %s = tensor.cast %d : tensor<?x?xi64> to tensor<1x2xi64>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %s[%c0, %c0] : tensor<1x2xi64>
  return %x : i64
}

// -----

// Loops that forward their iter_args unchanged and write nothing: the inits
// only read, like views, and stay in place, also when one tensor is passed
// twice and again to an inner loop (the fuzzer's seed 1000 @t1; upstream
// counts every init as a write and copies here).
// ANALYSIS-LABEL: func @while_forwards_unwritten(
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["none", "true", "true"]}
// ANALYSIS-NEXT: } attributes {__inplace_operands_attr__ = ["none", "true", "true"]}
// ANALYSIS: } attributes {__inplace_operands_attr__ = ["none", "true"]}
// CHECK-LABEL: func @while_forwards_unwritten(
// CHECK-NOT: memref.alloc(
// CHECK-NOT: memref.copy
// CHECK: return
func.func @while_forwards_unwritten(%t: tensor<4xi64>, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%i = %c0, %a = %t) : (index, tensor<4xi64>) -> (index, tensor<4xi64>) {
    scf.condition(%c) %i, %a : index, tensor<4xi64>
  } do {
  ^bb0(%j: index, %b: tensor<4xi64>):
    %s:3 = scf.while (%k = %c0, %x = %t, %y = %t) : (index, tensor<4xi64>, tensor<4xi64>) -> (index, tensor<4xi64>, tensor<4xi64>) {
      scf.condition(%c) %k, %x, %y : index, tensor<4xi64>, tensor<4xi64>
    } do {
    ^bb0(%k2: index, %x2: tensor<4xi64>, %y2: tensor<4xi64>):
      scf.yield %k2, %x2, %y2 : index, tensor<4xi64>, tensor<4xi64>
    }
    scf.yield %j, %b : index, tensor<4xi64>
  }
  %v = tensor.extract %r#1[%c0] : tensor<4xi64>
  return %v : i64
}

// -----

// The iter_arg is passed as init to an inner loop that may write it: the
// outer init counts as written (whatever the inner loop's decision), so
// with the read of %t after the loop it goes out of place (as upstream).
// ANALYSIS-LABEL: func @inner_loop_writes_iter_arg(
// ANALYSIS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// ANALYSIS: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK-LABEL: func @inner_loop_writes_iter_arg(
// CHECK-COUNT-2: memref.alloc(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @inner_loop_writes_iter_arg(%t: tensor<4xi64>, %n: index, %e: i64) -> (i64, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (tensor<4xi64>) {
      %w = tensor.insert %e into %b[%c0] : tensor<4xi64>
      scf.yield %w : tensor<4xi64>
    }
    scf.yield %a : tensor<4xi64>
  }
  %v = tensor.extract %t[%c0] : tensor<4xi64>
  return %v, %r : i64, tensor<4xi64>
}

// -----

// A loop yields a function argument (twice) into carried buffers that are
// allocations of the function: the argument cannot overlap them, so it is
// copied back directly, without a temporary (the fuzzer's seed 3021 @t29;
// there the inits were the yielded argument itself, which now makes the
// positions hold it, see same-init-positions.mlir).
// CHECK-LABEL: func @yield_argument_into_fresh_carriers(
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<6xi64
// CHECK: %[[X:.*]] = memref.alloc()
// CHECK: %[[Y:.*]] = memref.alloc()
// CHECK: scf.for {{.*}} {
// CHECK: memref.copy %[[A]], %[[X]] :
// CHECK-NEXT: memref.copy %[[A]], %[[Y]] :
// CHECK-NEXT: }
func.func @yield_argument_into_fresh_carriers(%t: tensor<6xi64>, %u: tensor<6xi64>, %n: index, %e: i64) -> (tensor<6xi64>, tensor<6xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %u, %b = %u) -> (tensor<6xi64>, tensor<6xi64>) {
    %f = linalg.fill ins(%e : i64) outs(%a : tensor<6xi64>) -> tensor<6xi64>
    scf.yield %t, %t : tensor<6xi64>, tensor<6xi64>
  }
  return %r#0, %r#1 : tensor<6xi64>, tensor<6xi64>
}

// -----

// An out-of-place select whose result nobody reads gets a new buffer
// without a copy (the fuzzer's seed 3021 @t28).
// CHECK-LABEL: func @select_result_unread(
// CHECK: arith.select
// CHECK-NEXT: memref.alloc(
// CHECK-NOT: memref.copy
// CHECK: return
func.func @select_result_unread(%t: tensor<6xi64>, %c: i1, %e: i64) -> tensor<6xi64> {
  %k = arith.constant dense<1> : tensor<6xi64>
  %s = arith.select %c, %t, %k : tensor<6xi64>
  %f = linalg.fill ins(%e : i64) outs(%s : tensor<6xi64>) -> tensor<6xi64>
  %m = linalg.map ins(%k : tensor<6xi64>) outs(%t : tensor<6xi64>)
    (%in: i64, %init: i64) {
      linalg.yield %in : i64
    }
  return %f : tensor<6xi64>
}

// -----

// A loop whose init goes out of place and whose yield is the argument
// itself: the loop's buffers are copies, so the argument is only read
// (callers pass it without a copy; the fuzzer's seed 3021 @t0).
// ANALYSIS-LABEL: func @loop_yields_argument(
// ANALYSIS-SAME: {bufferization.access = "read"}
func.func @loop_yields_argument(%t: tensor<6xi64>, %n: index, %e: i64) -> tensor<6xi64> {
  %r:2 = scf.while (%i = %n, %a = %t) : (index, tensor<6xi64>) -> (index, tensor<6xi64>) {
    %c = arith.cmpi sgt, %i, %n : index
    scf.condition(%c) %i, %a : index, tensor<6xi64>
  } do {
  ^bb0(%j: index, %b: tensor<6xi64>):
    scf.yield %j, %t : index, tensor<6xi64>
  }
  %w = tensor.insert %e into %r#1[%r#0] : tensor<6xi64>
  return %w : tensor<6xi64>
}

// -----

// Inserts into a tensor from outside the loop whose results nobody reads:
// the destination's old contents only flow into those results, so the
// insert only writes and the read-modify-write across iterations is no
// conflict; both go in place (the fuzzer's seed 5000 @t10 in a CFG loop).
// (`@ignore` takes the results without reading them: unused, or only
// under a `tensor.dim`, the inserts would be dead writers, not emitted.)
// ANALYSIS-LABEL: func @insert_outer_in_loop_unread(
// ANALYSIS-SAME: {bufferization.access = "write"}
// ANALYSIS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// ANALYSIS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK-LABEL: func @insert_outer_in_loop_unread(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @insert_outer_in_loop_unread(%t: tensor<4xi64>, %n: index, %e: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %w = tensor.insert %e into %t[%i] : tensor<4xi64>
    %x = tensor.insert %e into %t[%c0] : tensor<4xi64>
    func.call @ignore(%w) : (tensor<4xi64>) -> ()
    func.call @ignore(%x) : (tensor<4xi64>) -> ()
  }
  return
}

func.func private @ignore(%t: tensor<4xi64>) {
  return
}

// -----

// An insert whose result nobody reads goes out of place (the argument is
// returned unchanged), without a copy: the destination's old contents are
// never observed (the fuzzer's seed 3164 @t6, where the copy read a call
// result after its argument was written). Dead and out of place, it
// would only write a new buffer nobody reads: it is not emitted at all
// (seed 12002 @t47; canonicalize erased the allocation and the store).
// CHECK-LABEL: func @insert_unread_out_of_place(
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK-NOT: memref.store
// CHECK: return
func.func @insert_unread_out_of_place(%t: tensor<4xi64>, %e: i64) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %e into %t[%c0] : tensor<4xi64>
  return %t : tensor<4xi64>
}


// -----

// An elementwise op reading one extract_slice and writing another with the
// same source, offsets, sizes and type (what empty-tensor elimination
// leaves when the empty was computed from the slice it is inserted into):
// the same elements, each read before it is written, so no copy. Upstream
// copies the read slice.
// CHECK-LABEL: func @elementwise_same_slice_twice(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @elementwise_same_slice_twice(%t: tensor<8xi64>, %i: index) -> tensor<8xi64> {
  %a = tensor.extract_slice %t[%i] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %o = tensor.extract_slice %t[%i] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %s = linalg.add ins(%a, %a : tensor<4xi64>, tensor<4xi64>) outs(%o : tensor<4xi64>) -> tensor<4xi64>
  %w = tensor.insert_slice %s into %t[%i] [4] [1] : tensor<4xi64> into tensor<8xi64>
  return %w : tensor<8xi64>
}

// -----

// Slices at different offsets overlap without matching: the read slice is
// copied (element k of the output would overwrite element k+1 of the
// input before it is read).
// CHECK-LABEL: func @elementwise_shifted_slices(
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
func.func @elementwise_shifted_slices(%t: tensor<8xi64>, %i: index, %j: index) -> tensor<8xi64> {
  %a = tensor.extract_slice %t[%i] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %o = tensor.extract_slice %t[%j] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %s = linalg.add ins(%a, %a : tensor<4xi64>, tensor<4xi64>) outs(%o : tensor<4xi64>) -> tensor<4xi64>
  %w = tensor.insert_slice %s into %t[%j] [4] [1] : tensor<4xi64> into tensor<8xi64>
  return %w : tensor<8xi64>
}

// -----

// A loop yielding a `tensor.empty` from outside it (through casts): its
// contents are undefined, so whatever the carried buffer holds will do: no
// copy back (the build before copied the empty's buffer into it every
// iteration; upstream, with allow-return-allocs-from-loops, copies it into
// a new buffer every iteration).
// CHECK-LABEL: func @yield_outer_empty(
//       CHECK:   scf.for
//   CHECK-NOT:     memref.copy
//       CHECK:     linalg.fill
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield
func.func @yield_outer_empty(%t: tensor<3xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %e = tensor.empty() : tensor<3xi64>
  %r, %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %acc = %z) -> (tensor<3xi64>, i64) {
    %iv = arith.index_cast %i : index to i64
    %f = linalg.fill ins(%iv : i64) outs(%a : tensor<3xi64>) -> tensor<3xi64>
    %v = tensor.extract %f[%c1] : tensor<3xi64>
    %s2 = arith.addi %acc, %v : i64
    %e2 = tensor.cast %e : tensor<3xi64> to tensor<?xi64>
    %e3 = tensor.cast %e2 : tensor<?xi64> to tensor<3xi64>
    scf.yield %e3, %s2 : tensor<3xi64>, i64
  }
  return %s : i64
}

// -----

// A constant yielded through a `tensor.cast` is passed on too: the cast
// of a constant is in place before any decision, so the global is an
// origin of the loop's result when the fill after the loop is decided,
// and the fill goes out of place (a new buffer it overwrites, no copy).
// Before casts of constants were committed first, passing it on was
// unsound (fuzzer seed 13214 @t34: a cast decided in place after the fill
// left the fill on the global, which crashed), and each iteration copied
// the global into a new buffer instead.
// CHECK-LABEL: func @yield_cast_constant(
//       CHECK:   %[[R:.*]] = scf.for
//       CHECK:     memref.get_global
//   CHECK-NOT:     memref.alloc
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield
//       CHECK:   %[[F:.*]] = memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   linalg.fill {{.*}} outs(%[[F]] :
func.func @yield_cast_constant(%t: tensor<?x?xi64>, %n: index) -> tensor<?x?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?x?xi64>) {
    %k = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
    %kc = tensor.cast %k : tensor<2x3xi64> to tensor<?x?xi64>
    scf.yield %kc : tensor<?x?xi64>
  }
  %f = linalg.fill ins(%z : i64) outs(%r : tensor<?x?xi64>) -> tensor<?x?xi64>
  return %f : tensor<?x?xi64>
}
