// Dead writers: a linalg op, `tensor.insert` or `tensor.insert_slice`
// without memory effects (its payload included) whose results nothing
// observes (unused, or only yielded into unused results of `scf.if`-like
// ops). One neither reads nor writes: its tied operands go in place
// before any other decision (they only join alias sets), and the rewrite
// does not emit it (its results name those operands' buffers): no
// allocation, no copy, no write. Its write could only cost: a view of
// the written tensor read after it copied instead (fuzzer seeds 13992
// @t14, 13970 @t39), a written function argument making every caller
// copy its operand, a write into a tensor of an enclosing loop going out
// of place (13843 @t38, 13930 @t24). Upstream decides such writes like
// any other: where they conflict, `test-analysis-only` marks them "false"
// and ferrobuf "true".
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=IR

// A slice of the argument is read after a dead fill of the argument.
// Upstream copies the slice (1 allocation, 1 copy) and fills the
// argument in place, so its callers copy their operand too; here nothing
// is allocated or copied and the argument is only read.
// CHECK-LABEL: func.func @dead_fill_of_viewed_arg(
//  CHECK-SAME:   {bufferization.access = "read"}
//       CHECK:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"]
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK-LABEL: func.func @caller(
//       CHECK:   call @dead_fill_of_viewed_arg({{.*}}) {__inplace_operands_attr__ = ["true", "none"]}
// IR-LABEL: func.func @dead_fill_of_viewed_arg(
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//   IR-NOT:   linalg.fill
//       IR:   return
// IR-LABEL: func.func @caller(
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//       IR:   return
func.func @dead_fill_of_viewed_arg(%t: tensor<4xi64>, %i: index) -> i64 {
  %s = tensor.extract_slice %t[1] [2] [1] : tensor<4xi64> to tensor<2xi64>
  %z = arith.constant 0 : i64
  %f = linalg.fill ins(%z : i64) outs(%t : tensor<4xi64>) -> tensor<4xi64>
  %v = tensor.extract %s[%i] : tensor<2xi64>
  return %v : i64
}

func.func @caller(%i: index) -> i64 {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %v = func.call @dead_fill_of_viewed_arg(%c, %i) : (tensor<4xi64>, index) -> i64
  return %v : i64
}

// -----

// A dead transpose into an argument and a dead insert_slice into it, the
// argument returned afterwards: the writes would conflict with the
// return (upstream: two allocations); they are not emitted.
// CHECK-LABEL: func.func @dead_writes_then_return(
//  CHECK-SAME:   {bufferization.access = "read"}
//       CHECK:   linalg.transpose {{.*}}__inplace_operands_attr__ = ["true", "true"]
//       CHECK:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"]
// IR-LABEL: func.func @dead_writes_then_return(
//   IR-NOT:   memref.alloc
//   IR-NOT:   linalg.transpose
//   IR-NOT:   memref.copy
//       IR:   return
func.func @dead_writes_then_return(%a: tensor<3x4xi64>, %b: tensor<4x3xi64>, %s: tensor<2x3xi64>) -> tensor<4x3xi64> {
  %0 = linalg.transpose ins(%a : tensor<3x4xi64>) outs(%b : tensor<4x3xi64>) permutation = [1, 0]
  %1 = tensor.insert_slice %s into %b[0, 0] [2, 3] [1, 1] : tensor<2x3xi64> into tensor<4x3xi64>
  return %b : tensor<4x3xi64>
}

// -----

// A dead insert is the function's only use of its argument: it is not
// emitted, and the argument is not accessed at all (upstream writes it in
// place: "write", and callers copy).
// CHECK-LABEL: func.func @dead_insert_only(
//  CHECK-SAME:   {bufferization.access = "none"}
//       CHECK:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
// IR-LABEL: func.func @dead_insert_only(
//   IR-NOT:   memref.store
//       IR:   return
func.func @dead_insert_only(%t: tensor<4xi64>, %e: i64, %i: index) {
  %w = tensor.insert %e into %t[%i] : tensor<4xi64>
  return
}

// -----

// Not dead: a linalg op whose payload calls a function has effects the
// analysis cannot see through; it is decided like any other write (in
// place: nothing conflicts) and emitted.
// CHECK-LABEL: func.func @effect_in_payload(
//       CHECK:   linalg.generic
//  CHECK-SAME:     __inplace_operands_attr__ = ["true", "true"]
// IR-LABEL: func.func @effect_in_payload(
//       IR:   linalg.generic
//   IR-NOT:   memref.alloc
//       IR:   return
func.func private @observe(i64)

func.func @effect_in_payload(%a: tensor<4xi64>, %b: tensor<4xi64>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi64>) outs(%b : tensor<4xi64>) {
  ^bb0(%in: i64, %out: i64):
    func.call @observe(%in) : (i64) -> ()
    linalg.yield %in : i64
  } -> tensor<4xi64>
  return
}

// -----

// A dead fill inside a loop on the loop's iter_arg, the carried tensor
// yielded unchanged and read after the loop: no write, no allocation;
// the loop forwards the argument's buffer.
// CHECK-LABEL: func.func @dead_fill_in_loop(
//  CHECK-SAME:   {bufferization.access = "read"}
//       CHECK:     linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// IR-LABEL: func.func @dead_fill_in_loop(
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//   IR-NOT:   linalg.fill
//       IR:   return
func.func @dead_fill_in_loop(%t: tensor<4xi64>, %n: index, %i: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %f = linalg.fill ins(%z : i64) outs(%a : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %a : tensor<4xi64>
  }
  %v = tensor.extract %r[%i] : tensor<4xi64>
  return %v : i64
}

// -----

// A fill of a tensor from before a cf loop, yielded only into a result of
// an scf.if nobody uses; the tensor is returned after the loop. Its write
// would go out of place (the next iteration and the return read the
// tensor): here nothing is allocated for it (upstream writes it in place,
// which would be wrong if the branch ran; the fuzzer's seed 13843 @t38).
// CHECK-LABEL: func.func @fill_yielded_into_unused_if(
//       CHECK:     linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// IR-LABEL: func.func @fill_yielded_into_unused_if(
//       IR:   memref.alloc
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//   IR-NOT:   linalg.fill
//       IR:   return
func.func @fill_yielded_into_unused_if(%n: index, %c: i1) -> tensor<2x3xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %v = arith.constant 26 : i64
    tensor.yield %v : i64
  } : tensor<2x3xi64>
  cf.br ^bb1(%c0 : index)
^bb1(%k: index):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %r:2 = scf.if %c -> (tensor<2x3xi64>, i64) {
    %seven = arith.constant 7 : i64
    %f = linalg.fill ins(%seven : i64) outs(%g : tensor<2x3xi64>) -> tensor<2x3xi64>
    scf.yield %f, %seven : tensor<2x3xi64>, i64
  } else {
    %z = arith.constant 0 : i64
    scf.yield %g, %z : tensor<2x3xi64>, i64
  }
  %k1 = arith.addi %k, %c1 : index
  cf.br ^bb1(%k1 : index)
^bb3:
  return %g : tensor<2x3xi64>
}

// -----

// An insert whose result only a `tensor.dim` uses: the shape is its
// destination's, the contents nobody observes: a dead writer (the
// fuzzer's seed 14109 @t30, 3 + 3 where upstream made 2 + 2).
// CHECK-LABEL: func.func @insert_only_measured(
//  CHECK-SAME:   {bufferization.access = "read"}
//       CHECK:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
// IR-LABEL: func.func @insert_only_measured(
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.store
//       IR:   memref.dim
//       IR:   return
func.func @insert_only_measured(%t: tensor<?xi64>, %e: i64, %i: index) -> (index, i64) {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %e into %t[%i] : tensor<?xi64>
  %d = tensor.dim %w, %c0 : tensor<?xi64>
  %v = tensor.extract %t[%i] : tensor<?xi64>
  return %d, %v : index, i64
}

// -----

// A chain nobody observes: an element extracted from an insertion's
// result feeds only a dead insert, through pure scalar ops (fuzzer seed
// 14186 @t45: the insertion into the argument, in a cf loop, was copied
// every iteration; upstream writes the argument in place). The insert,
// the insertion and the elementwise op writing the slice are all dead
// writers: the argument is only read.
// CHECK-LABEL: func.func @dead_chain_through_extract(
//  CHECK-SAME:   {bufferization.access = "read"}
//       CHECK:   linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]
//       CHECK:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true", "none"]
// IR-LABEL: func.func @dead_chain_through_extract(
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//   IR-NOT:   linalg.generic
//       IR:   return
#id = affine_map<(d0) -> (d0)>
func.func @dead_chain_through_extract(%t: tensor<2xi64>, %i: index, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  cf.br ^bb1(%c0, %z : index, i64)
^bb1(%k: index, %acc: i64):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %s = tensor.extract_slice %t[%c0] [1] [1] : tensor<2xi64> to tensor<1xi64>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%s : tensor<1xi64>) outs(%s : tensor<1xi64>) {
  ^bb0(%a: i64, %b: i64):
    %m = arith.subi %z, %a : i64
    linalg.yield %m : i64
  } -> tensor<1xi64>
  %w = tensor.insert_slice %g into %t[%c0] [1] [1] : tensor<1xi64> into tensor<2xi64>
  %x = tensor.extract %w[%i] : tensor<2xi64>
  %y = arith.addi %x, %x : i64
  %d = tensor.insert %y into %g[%c0] : tensor<1xi64>
  %v = tensor.extract %t[%c1] : tensor<2xi64>
  %acc2 = arith.addi %acc, %v : i64
  %k1 = arith.addi %k, %c1 : index
  cf.br ^bb1(%k1, %acc2 : index, i64)
^bb3:
  return %acc : i64
}
