// One-Shot Analysis of tensor.insert / tensor.extract: the basic
// read-after-write (RaW) rules. A conflict needs, in this order (op
// dominance): a definition of a tensor value, a conflicting in-place write to
// an alias of it, and a read of the definition (or an alias) that expects the
// value before the write. A write that would conflict is bufferized out of
// place ("false"). tensor.insert's operands are [scalar, dest, indices...];
// the dest is both read and written. Function boundaries are bufferized, so
// function arguments are writable and get a bufferization.access annotation,
// and returns say which results are equivalent to which argument.
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs
// (OURS / UPSTREAM where the two differ).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// The only use of %t is the insert: nothing reads %t afterwards, so the
// write happens in place in %t's buffer and the result is equivalent to
// argument 0.
// CHECK-LABEL: func @insert_inplace(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @insert_inplace(%t: tensor<8xf32>, %idx: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%idx] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Definition %t -> conflicting write (insert) -> read (extract of %t after
// the insert). In place, the extract would see %f: the insert goes out of
// place and %t is only read.
// CHECK-LABEL: func @read_after_write(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @read_after_write(%t: tensor<8xf32>, %idx: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = tensor.insert %f into %t[%idx] : tensor<8xf32>
  %r = tensor.extract %t[%idx] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// The read of %t happens before the write: no conflict, the insert is in
// place.
// CHECK-LABEL: func @read_before_write(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @read_before_write(%t: tensor<8xf32>, %idx: index, %f: f32) -> (tensor<8xf32>, f32) {
  %r = tensor.extract %t[%idx] : tensor<8xf32>
  %0 = tensor.insert %f into %t[%idx] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// A chain of inserts, each into the previous result (memory SSA): every
// value is read only by the next write, so everything is in place.
// CHECK-LABEL: func @insert_chain(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @insert_chain(%t: tensor<8xf32>, %i: index, %j: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %1 = tensor.insert %f into %0[%j] : tensor<8xf32>
  %2 = tensor.insert %f into %1[%i] : tensor<8xf32>
  return %2 : tensor<8xf32>
}

// -----

// Two writes into the same definition %t, both results live. The second
// insert reads its dest %t after the first insert: the first insert would
// conflict with that read and goes out of place; the second is in place
// (nothing reads %t after it). Only the second result is equivalent to the
// argument.
// CHECK-LABEL: func @two_writes_same_def(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]}
func.func @two_writes_same_def(%t: tensor<8xf32>, %i: index, %f: f32, %g: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %1 = tensor.insert %g into %t[%i] : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// The intermediate %0 is read after %1 overwrites it: definition %0 ->
// conflicting write %1 -> read of %0. %1 goes out of place, %0 stays in
// place in the argument.
// CHECK-LABEL: func @read_of_intermediate(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @read_of_intermediate(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<8xf32>
  %r = tensor.extract %0[%i] : tensor<8xf32>
  return %1, %r : tensor<8xf32>, f32
}

// -----

// The extract reads the insert's result, i.e. the new value: that is what
// it expects, no conflict.
// CHECK-LABEL: func @read_new_value(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @read_new_value(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %r = tensor.extract %0[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// tensor.empty bufferizes to a fresh (writable) allocation: the insert into
// it is in place. tensor.empty has no tensor operand and is not annotated.
// CHECK-LABEL: func @insert_into_empty(
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return{{[^{]*$}}
func.func @insert_into_empty(%i: index, %f: f32) -> f32 {
  %e = tensor.empty() : tensor<8xf32>
  %0 = tensor.insert %f into %e[%i] : tensor<8xf32>
  %r = tensor.extract %0[%i] : tensor<8xf32>
  return %r : f32
}

// -----

// Non-DPS op as definition (spec "Read-after-Write Conflict Detection"):
// from_elements defines %0, the insert writes it, the extract reads %0
// afterwards. The insert goes out of place.
// CHECK-LABEL: func @from_elements_conflict(
// CHECK: tensor.from_elements{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @from_elements_conflict(%f0: f32, %f1: f32, %f2: f32, %f3: f32, %idx: index, %idx2: index) -> (tensor<3xf32>, f32) {
  %0 = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  %1 = tensor.insert %f3 into %0[%idx] : tensor<3xf32>
  %r = tensor.extract %0[%idx2] : tensor<3xf32>
  return %1, %r : tensor<3xf32>, f32
}

// -----

// Same conflict with tensor.generate (an op with a region) as definition.
// CHECK-LABEL: func @generate_then_insert(
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @generate_then_insert(%n: index, %i: index, %f: f32) -> (tensor<?xf32>, f32) {
  %g = tensor.generate %n {
  ^bb0(%x: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  %0 = tensor.insert %f into %g[%i] : tensor<?xf32>
  %r = tensor.extract %g[%i] : tensor<?xf32>
  return %0, %r : tensor<?xf32>, f32
}

// -----

// tensor.dim does not read the tensor's contents (only its shape), so the
// later tensor.dim of %t is not a read: the insert is in place. tensor.dim
// is still annotated (its tensor operand is "true").
// CHECK-LABEL: func @dim_is_not_a_read(
// CHECK-SAME: tensor<?xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.dim {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @dim_is_not_a_read(%t: tensor<?xf32>, %i: index, %f: f32) -> (tensor<?xf32>, index) {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%i] : tensor<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %0, %d : tensor<?xf32>, index
}

// -----

// The scalar written comes from %t itself, read before the write: in place.
// CHECK-LABEL: func @scalar_from_dest(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @scalar_from_dest(%t: tensor<8xf32>, %i: index, %j: index) -> tensor<8xf32> {
  %e = tensor.extract %t[%j] : tensor<8xf32>
  %0 = tensor.insert %e into %t[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// tensor.cast aliases its source. Bottom-up analysis decides the insert
// first (in place into %c, which is not yet known to alias %t), then the
// cast: in place it would make the insert write %t, which is read by the
// extract afterwards, so the cast goes out of place (the copy is made at
// the cast).
// CHECK-LABEL: func @cast_then_insert(
// CHECK-SAME: tensor<?xf32> {bufferization.access = "read"}
// CHECK: tensor.cast {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @cast_then_insert(%t: tensor<?xf32>, %i: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %0 = tensor.insert %f into %c[%i] : tensor<4xf32>
  %r = tensor.extract %t[%i] : tensor<?xf32>
  return %0, %r : tensor<4xf32>, f32
}

// -----

// The insert's result is unused: for ferrobuf a dead writer, which
// neither reads nor writes and is not emitted (dead-writers.mlir): in
// place, no conflict with the later read of %t. Upstream's write
// conflicts with that read and goes out of place.
// CHECK-LABEL: func @dead_insert(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// OURS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// UPSTREAM: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return{{[^{]*$}}
func.func @dead_insert(%t: tensor<8xf32>, %i: index, %f: f32) -> f32 {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %r : f32
}
