// scf.for positions that only pass one init value among themselves (a
// swap of one tensor carried twice, a rotation of three): by value
// semantics each holds the init in every iteration, so their region
// arguments and results are the init, and the positions are left
// unread: no copy of the init, no copy back (upstream copies both inits
// and both yields every iteration: 4 allocations + 4 copies for the
// swap; the fuzzer's seed 13598 @t30). A position yielding a value
// computed from its argument, or starting from another init, is not one
// of them. The same holds for `cf` block arguments fed only by one
// outside value and by each other (the fuzzer's seed 13746 @t43: a
// constant carried twice around a cf loop and swapped; upstream copies
// it twice, 2 + 2).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=IR

// CHECK-LABEL: func.func @swap_one_tensor(
//  CHECK-SAME:   {bufferization.access = "read"}
//       CHECK:   scf.for {{.*}} iter_args(%[[A:.*]] = %[[T:[a-z0-9_]+]], %[[B:.*]] = %[[T]])
//       CHECK:     tensor.extract %[[T]]{{([^[:alnum:]_]|$)}}
//       CHECK:     scf.yield {{.*}} %[[B]], %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   tensor.extract %[[T]]{{([^[:alnum:]_]|$)}}
// IR-LABEL: func.func @swap_one_tensor(
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//       IR:   return
func.func @swap_one_tensor(%t: tensor<6xi64>, %i: index, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %b = %t) -> (tensor<6xi64>, tensor<6xi64>) {
    %x = tensor.extract %b[%i] : tensor<6xi64>
    scf.yield %b, %a : tensor<6xi64>, tensor<6xi64>
  }
  %y = tensor.extract %r#0[%i] : tensor<6xi64>
  return %y : i64
}

// -----

// A rotation of three positions, and a write in the loop into a value
// computed from one of them: the write makes a new value (out of place on
// the argument: it is read after the loop), the positions still hold %t.
// CHECK-LABEL: func.func @rotate_three_and_write(
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// IR-LABEL: func.func @rotate_three_and_write(
//       IR:   scf.for
//       IR:     memref.alloc
//   IR-NOT:   memref.copy
//       IR:   return
func.func @rotate_three_and_write(%t: tensor<4xi64>, %i: index, %n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r:4 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %b = %t, %c = %t, %s = %z) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, i64) {
    %f = linalg.fill ins(%z : i64) outs(%b : tensor<4xi64>) -> tensor<4xi64>
    %v = tensor.extract %f[%i] : tensor<4xi64>
    %s2 = arith.addi %s, %v : i64
    scf.yield %b, %c, %a, %s2 : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, i64
  }
  %y = tensor.extract %r#2[%i] : tensor<4xi64>
  return %y, %r#3 : i64, i64
}

// -----

// Two different inits swapped: not one value; the positions really
// exchange contents. The loop passes the two arguments' buffers around as
// they are (`permuted.rs`) and writes neither: no copy (before, one init
// was copied, the loop's inits counting as written).
// CHECK-LABEL: func.func @swap_two_tensors(
//       CHECK:   scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}})
//       CHECK:     tensor.extract %[[B]]{{([^[:alnum:]_]|$)}}
// IR-LABEL: func.func @swap_two_tensors(
//   IR-NOT:   memref.copy
//       IR:   scf.for {{.*}} iter_args(%{{.*}} = %arg0, %{{.*}} = %arg1)
//   IR-NOT:   memref.copy
//       IR:   return
func.func @swap_two_tensors(%t: tensor<6xi64>, %u: tensor<6xi64>, %i: index, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<6xi64>, tensor<6xi64>) {
    %x = tensor.extract %b[%i] : tensor<6xi64>
    scf.yield %b, %a : tensor<6xi64>, tensor<6xi64>
  }
  %y = tensor.extract %r#0[%i] : tensor<6xi64>
  return %y : i64
}

// -----

// A cf loop carrying one constant in two block arguments, swapped on the
// back edge; one is filled after the loop, the other returned. Both are
// the constant: the fill writes a new buffer, the constant is returned
// as it is (one allocation, no copy).
// CHECK-LABEL: func.func @cf_swap_one_constant(
//       CHECK:   ^bb3:
//       CHECK:     linalg.fill {{.*}} outs(%[[C:cst[_0-9]*]] : tensor<2xi64>)
//       CHECK:     return {{.*}}%[[C]],
// IR-LABEL: func.func @cf_swap_one_constant(
//       IR:   memref.alloc
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//       IR:   return
func.func @cf_swap_one_constant(%n: index) -> (tensor<2xi64>, i64) {
  %c = arith.constant dense<[26, 0]> : tensor<2xi64>
  %four = arith.constant 4 : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %c, %c : index, tensor<2xi64>, tensor<2xi64>)
^bb1(%k: index, %a: tensor<2xi64>, %b: tensor<2xi64>):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %k1 = arith.addi %k, %c1 : index
  cf.br ^bb1(%k1, %b, %a : index, tensor<2xi64>, tensor<2xi64>)
^bb3:
  %f = linalg.fill ins(%four : i64) outs(%b : tensor<2xi64>) -> tensor<2xi64>
  %v = tensor.extract %f[%c0] : tensor<2xi64>
  return %a, %v : tensor<2xi64>, i64
}

// -----

// Two different tensors swapped around a cf loop: the arguments really
// alternate; nothing is replaced.
// CHECK-LABEL: func.func @cf_swap_two(
//       CHECK:   ^bb1(%{{.*}}: index, %[[A:.*]]: tensor<2xi64>, %[[B:.*]]: tensor<2xi64>)
//       CHECK:   ^bb3:
//       CHECK:     return {{.*}}%[[A]] :
func.func @cf_swap_two(%n: index, %t: tensor<2xi64>, %u: tensor<2xi64>) -> tensor<2xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %t, %u : index, tensor<2xi64>, tensor<2xi64>)
^bb1(%k: index, %a: tensor<2xi64>, %b: tensor<2xi64>):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %k1 = arith.addi %k, %c1 : index
  cf.br ^bb1(%k1, %b, %a : index, tensor<2xi64>, tensor<2xi64>)
^bb3:
  return %a : tensor<2xi64>
}

// -----

// A position yielding its init itself back (defined outside the loop)
// holds it in every iteration too: the loop's result is the init (the
// fuzzer's seed 14050 @t35: its slice, read after a write of the init,
// made bottom-up copy the init for the loop and the slice again: 2 + 3,
// upstream 2 + 2; now the slice alone is copied, 1 + 1).
// CHECK-LABEL: func.func @yields_its_init(
//       CHECK:   scf.for {{.*}} iter_args(%{{.*}} = %[[T:[a-z0-9_]+]],
//       CHECK:     scf.yield {{.*}} %[[T]],
//       CHECK:   tensor.extract_slice %[[T]]{{([^[:alnum:]_]|$)}}
// IR-LABEL: func.func @yields_its_init(
//       IR:   memref.alloc
//   IR-NOT:   memref.alloc
//       IR:   memref.copy
//   IR-NOT:   memref.copy
//       IR:   return
func.func @yields_its_init(%t: tensor<4xi64>, %i: index, %n: index) -> (i64, i64, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %c9 = arith.constant 9 : i64
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %s = %z) -> (tensor<4xi64>, i64) {
    %x = tensor.extract %a[%i] : tensor<4xi64>
    %s2 = arith.addi %s, %x : i64
    scf.yield %t, %s2 : tensor<4xi64>, i64
  }
  %sl = tensor.extract_slice %r#0[1] [2] [1] : tensor<4xi64> to tensor<2xi64>
  %w = tensor.insert %c9 into %t[%i] : tensor<4xi64>
  %v = tensor.extract %sl[%c0] : tensor<2xi64>
  return %v, %r#1, %w : i64, i64, tensor<4xi64>
}
