// Unstructured control flow: a definition D and a read R of it in one
// block can only be separated by a write W inside that block (control does
// not leave a block between two of its ops), so a write in another block
// -- here a sibling of a diamond -- never conflicts with them. (Upstream's
// One-Shot Bufferize does not bufferize such block arguments.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=IR

// The branch in ^a forwards the fill's result in place although ^b writes
// the same buffer (through the insert): ^b never runs between the fill and
// the branch. The fill writes the empty tensor's buffer in place too: the
// insert in ^b reads the empty's undefined contents, which no write can
// spoil (rule 0; before it the fill had a buffer of its own).
// CHECK-LABEL: func @read_in_defining_block(
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: cf.br ^bb3({{.*}}) {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: cf.br ^bb3({{.*}}) {__inplace_operands_attr__ = ["true", "none"]}
// IR-LABEL: func @read_in_defining_block(
// IR-COUNT-1: memref.alloc
// IR-NOT: memref.alloc
// IR-NOT: memref.copy
// IR: return
func.func @read_in_defining_block(%c: i1, %n: index, %v: i64) -> (tensor<?xi64>, i64) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<?xi64>
  cf.cond_br %c, ^a, ^b
^a:
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %x = tensor.extract %f[%c0] : tensor<?xi64>
  cf.br ^m(%f, %x : tensor<?xi64>, i64)
^b:
  %g = tensor.insert %v into %e[%c0] : tensor<?xi64>
  cf.br ^m(%g, %v : tensor<?xi64>, i64)
^m(%r: tensor<?xi64>, %y: i64):
  return %r, %y : tensor<?xi64>, i64
}

// -----

// One tensor threaded through a cf loop, each block reading and writing its
// block argument (the benches/cf_loop_chain.py shape): everything in place.
// CHECK-LABEL: func @loop_chain(
// CHECK-COUNT-3: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// IR-LABEL: func @loop_chain(
// IR-NOT: memref.alloc
// IR-NOT: memref.copy
// IR: return
func.func @loop_chain(%t0: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%t0, %c0 : tensor<8xf32>, index)
^h(%t: tensor<8xf32>, %i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^b0(%t : tensor<8xf32>), ^exit(%t : tensor<8xf32>)
^b0(%x0: tensor<8xf32>):
  %e0 = tensor.extract %x0[%c0] : tensor<8xf32>
  %v0 = arith.addf %e0, %f : f32
  %y0 = tensor.insert %v0 into %x0[%c1] : tensor<8xf32>
  cf.br ^b1(%y0 : tensor<8xf32>)
^b1(%x1: tensor<8xf32>):
  %e1 = tensor.extract %x1[%c0] : tensor<8xf32>
  %v1 = arith.addf %e1, %f : f32
  %y1 = tensor.insert %v1 into %x1[%c1] : tensor<8xf32>
  cf.br ^b2(%y1 : tensor<8xf32>)
^b2(%x2: tensor<8xf32>):
  %e2 = tensor.extract %x2[%c0] : tensor<8xf32>
  %v2 = arith.addf %e2, %f : f32
  %y2 = tensor.insert %v2 into %x2[%c1] : tensor<8xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%y2, %i2 : tensor<8xf32>, index)
^exit(%r: tensor<8xf32>):
  return %r : tensor<8xf32>
}
