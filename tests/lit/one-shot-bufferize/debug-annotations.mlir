// The test-only annotation options of One-Shot Analysis (used together
// with test-analysis-only):
// * print-conflicts (PC): for every read-after-write conflict found while
//   deciding an operand, upstream adds unit attributes "<id>[DEF: ...]" on
//   the op defining the conflicting definition (on the function op for a
//   block argument: "bbArg N"; "result N" for an op result),
//   "<id>[CONFL-WRITE: N]" on the op with the conflicting write (operand N)
//   and "<id>[READ: N]" on the reading op (operand N). The ids are "C_"
//   followed by a number from a counter that upstream keeps for the whole
//   process (it goes on across -split-input-file chunks, and the order in
//   which independent functions of one module are analyzed is not
//   deterministic upstream), so the CHECKs only require that the three
//   attributes of one conflict share an id.
// * dump-alias-sets (AS): every tensor op result gets
//   __opresult_alias_set_attr__ (for each result, the names of all values in
//   its alias set, as printed) and every op/function with tensor block
//   arguments gets __bbarg_alias_set_attr__ (per region, per block, per
//   argument). Names within a set are listed in upstream's union-find
//   member order (deterministic).
// Where ferrobuf decides better than upstream (@two_conflicts), the
// prefixes PC-OURS/AS-OURS hold ferrobuf's annotations and PC-UP/AS-UP
// upstream's.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries print-conflicts})' -split-input-file %s | FileCheck %s --check-prefixes=PC,PC-OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries print-conflicts})' -split-input-file %s | FileCheck %s --check-prefixes=PC,PC-UP
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries dump-alias-sets})' -split-input-file %s | FileCheck %s --check-prefixes=AS,AS-OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries dump-alias-sets})' -split-input-file %s | FileCheck %s --check-prefixes=AS,AS-UP
// Both options need test-analysis-only (upstream's message):
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{print-conflicts})' %s 2>&1 | FileCheck %s --check-prefix=ERR-PC
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{dump-alias-sets})' %s 2>&1 | FileCheck %s --check-prefix=ERR-AS
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{print-conflicts})' %s 2>&1 | FileCheck %s --check-prefix=ERR-PC
// ERR-PC: error: Invalid option: 'print-conflicts' requires 'test-analysis-only'
// ERR-AS: error: Invalid option: 'dump-alias-sets' requires 'test-analysis-only'

// Conflict on a function argument: definition bbArg 0 (on the function),
// conflicting write: the insert's dest (operand 1), read: the extract
// (operand 0). Alias sets: the out-of-place insert's result is alone; %arg0
// is alone.
// PC-LABEL: func @conflict_on_arg(
//  PC-SAME: attributes {"[[C:C_[0-9]+]][DEF: bbArg 0]"} {
//       PC: tensor.insert {{.*}}{"[[C]][CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]}
//       PC: tensor.extract {{.*}}{"[[C]][READ: 0]", __inplace_operands_attr__ = ["true", "none"]}
//       PC: return {__inplace_operands_attr__ = ["true", "none"]}
// AS-LABEL: func @conflict_on_arg(
//  AS-SAME: attributes {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"%arg0"]]]]} {
//       AS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted"]]}
//       AS: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
//       AS: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @conflict_on_arg(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// Conflict on an op result: the DEF attribute is on tensor.from_elements
// ("result 0"), which otherwise has no annotation.
// PC-LABEL: func @conflict_on_result(
//  PC-SAME: ) -> (tensor<3xf32>, f32) {
//       PC: tensor.from_elements {{.*}}{"[[C:C_[0-9]+]][DEF: result 0]"}
//       PC: tensor.insert {{.*}}{"[[C]][CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]}
//       PC: tensor.extract {{.*}}{"[[C]][READ: 0]", __inplace_operands_attr__ = ["true", "none"]}
// AS-LABEL: func @conflict_on_result(
//  AS-SAME: ) -> (tensor<3xf32>, f32) {
//       AS: tensor.from_elements {{.*}}{__opresult_alias_set_attr__ = {{\[\[}}"%from_elements"]]}
//       AS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted"]]}
//       AS: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
func.func @conflict_on_result(%f0: f32, %f1: f32, %f2: f32, %f3: f32, %idx: index, %idx2: index) -> (tensor<3xf32>, f32) {
  %0 = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  %1 = tensor.insert %f3 into %0[%idx] : tensor<3xf32>
  %r = tensor.extract %0[%idx2] : tensor<3xf32>
  return %1, %r : tensor<3xf32>, f32
}

// -----

// Two conflicts in one function (slices.mlir @disjoint_read): the first is
// found when deciding the insert_slice's dest (write: insert_slice operand
// 1), the second when deciding the first extract_slice (write: the fill's
// outs); both read through the second extract_slice and both definitions
// are bbArg 0. Each conflict's attributes share one id; the two ids are
// consecutive (the first conflict gets the smaller one). Both the second
// extract_slice (operand 0) and the linalg.copy reading its result (operand
// 0) are conflicting reads; upstream reports one of them, which one is not
// deterministic (it iterates over a pointer-keyed set), so the READ line
// does not name the op.
// Ferrobuf sees that the read of %t[8:16] is disjoint from the write of
// %t[0:8] (see slices.mlir @disjoint_read): no conflict, everything in
// place, and one alias set holds the slices, the fill and the argument.
// PC-LABEL: func @two_conflicts(
//  PC-OURS-SAME: ) -> (tensor<16xf32>, tensor<8xf32>) {
//   PC-OURS-NOT: C_
//       PC-OURS: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "true"]}
//  PC-UP-SAME: attributes {"[[C1:C_[0-9]+]][DEF: bbArg 0]", "[[C2:C_[0-9]+]][DEF: bbArg 0]"} {
//       PC-UP: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
//       PC-UP: linalg.fill {"[[C2]][CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "true"]}
//       PC-UP: tensor.insert_slice {{.*}}{"[[C1]][CONFL-WRITE: 1]", __inplace_operands_attr__ = ["true", "false"]}
//       PC-UP: {"[[C1]][READ: 0]", "[[C2]][READ: 0]", __inplace_operands_attr__ = ["true"{{(, "true")?}}]}
//       PC-UP: return {__inplace_operands_attr__ = ["true", "true"]}
// AS-LABEL: func @two_conflicts(
//  AS-OURS-SAME: attributes {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"%0", "%extracted_slice", "%inserted_slice", "%extracted_slice_0", "%arg0"]]]]} {
//       AS-OURS: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice", "%inserted_slice", "%extracted_slice_0", "%arg0"]]}
//       AS-OURS: linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice", "%inserted_slice", "%extracted_slice_0", "%arg0"]]}
//       AS-OURS: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice", "%inserted_slice", "%extracted_slice_0", "%arg0"]]}
//       AS-OURS: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice", "%inserted_slice", "%extracted_slice_0", "%arg0"]]}
//  AS-UP-SAME: attributes {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"%extracted_slice_0", "%arg0"]]]]} {
//       AS-UP: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice"]]}
//       AS-UP: linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice"]]}
//       AS-UP: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "false"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_slice"]]}
//       AS-UP: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%extracted_slice_0", "%arg0"]]}
//       AS: tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%2", "%1"]]}
//       AS: linalg.copy {__inplace_operands_attr__ = ["true", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%2", "%1"]]}
func.func @two_conflicts(%t: tensor<16xf32>, %f: f32) -> (tensor<16xf32>, tensor<8xf32>) {
  %s = tensor.extract_slice %t[0][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[0][8][1] : tensor<8xf32> into tensor<16xf32>
  %r = tensor.extract_slice %t[8][8][1] : tensor<16xf32> to tensor<8xf32>
  %2 = tensor.empty() : tensor<8xf32>
  %3 = linalg.copy ins(%r : tensor<8xf32>) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
  return %1, %3 : tensor<16xf32>, tensor<8xf32>
}

// -----

// No conflict: no conflict attribute anywhere. All values share one alias
// set (listed last-defined first).
// PC-LABEL: func @no_conflict(
//  PC-SAME: ) -> tensor<8xf32> {
//   PC-NOT: C_
//       PC: return
// AS-LABEL: func @no_conflict(
//  AS-SAME: attributes {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"%inserted_0", "%inserted", "%arg0"]]]]} {
//       AS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_0", "%inserted", "%arg0"]]}
//       AS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_0", "%inserted", "%arg0"]]}
func.func @no_conflict(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// Alias sets with a loop: the loop's iter_arg is in a set with the body's
// insert, separate from the set of the init/result (iter_args are not
// aliases of their init). The loop op carries both the block-argument set
// and the result set.
// AS-LABEL: func @loop(
//  AS-SAME: attributes {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"%0", "%arg0"]]]]} {
//       AS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%arg6"]]}
//       AS: scf.yield {__inplace_operands_attr__ = ["true"]}
//       AS: } {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"%inserted", "%arg6"]]]], __inplace_operands_attr__ = ["none", "none", "none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%arg0"]]}
func.func @loop(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %a[%iv] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// One big alias set: a matching slice pair on the argument, and an scf.if
// yielding either its result or a tensor.empty (both alias the scf.if
// result, so the tensor.empty joins the set).
// AS-LABEL: func @if_slices(
//  AS-SAME: attributes {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"%0", "%extracted_slice", "%2", "%inserted_slice", "%1", "%arg0"]]]]} {
//       AS: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice", "%2", "%inserted_slice", "%1", "%arg0"]]}
//       AS: linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice", "%2", "%inserted_slice", "%1", "%arg0"]]}
//       AS: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice", "%2", "%inserted_slice", "%1", "%arg0"]]}
//       AS: tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice", "%2", "%inserted_slice", "%1", "%arg0"]]}
//       AS: scf.yield {__inplace_operands_attr__ = ["true"]}
//       AS: scf.yield {__inplace_operands_attr__ = ["true"]}
//       AS: } {__opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice", "%2", "%inserted_slice", "%1", "%arg0"]]}
func.func @if_slices(%t: tensor<16xf32>, %f: f32, %c: i1) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[0][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[0][8][1] : tensor<8xf32> into tensor<16xf32>
  %e = tensor.empty() : tensor<16xf32>
  %2 = scf.if %c -> (tensor<16xf32>) {
    scf.yield %1 : tensor<16xf32>
  } else {
    scf.yield %e : tensor<16xf32>
  }
  return %2 : tensor<16xf32>
}

// -----

// Two conflicts in one function, numbered in decision order: bottom-up
// decides the later insert first (definition: result 0 of
// tensor.from_elements), then the earlier one (definition: bbArg 0), whose
// id is the next number.
// PC-LABEL: func @arg_and_result(
//  PC-SAME: attributes {"C_[[#K:]][DEF: bbArg 0]"} {
//       PC: tensor.from_elements {{.*}}{"C_[[#K-1]][DEF: result 0]"}
//       PC: tensor.insert {{.*}}{"C_[[#K]][CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]}
//       PC: tensor.insert {{.*}}{"C_[[#K-1]][CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]}
//       PC: tensor.extract {{.*}}{"C_[[#K]][READ: 0]", __inplace_operands_attr__ = ["true", "none"]}
//       PC: tensor.extract {{.*}}{"C_[[#K-1]][READ: 0]", __inplace_operands_attr__ = ["true", "none"]}
// AS-LABEL: func @arg_and_result(
//  AS-SAME: attributes {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"%arg0"]]]]} {
//       AS: tensor.from_elements {{.*}}{__opresult_alias_set_attr__ = {{\[\[}}"%from_elements"]]}
//       AS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted"]]}
//       AS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_0"]]}
func.func @arg_and_result(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, tensor<3xf32>, f32, f32) {
  %e = tensor.from_elements %f, %f, %f : tensor<3xf32>
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %1 = tensor.insert %f into %e[%i] : tensor<3xf32>
  %a = tensor.extract %t[%i] : tensor<8xf32>
  %b = tensor.extract %e[%i] : tensor<3xf32>
  return %0, %1, %a, %b : tensor<8xf32>, tensor<3xf32>, f32, f32
}

// -----

// A definition that is a loop's region argument: the DEF attribute goes on
// the scf.for ("bbArg 1": argument 0 is the induction variable). Writing
// the slice in place would overwrite %a before the extract (or, through
// the yield, the next iteration) reads it, so the extract_slice goes out of
// place. Both the extract and the yield (operand 0) read %a after the
// write; upstream reports the yield, ferrobuf the extract.
// PC-LABEL: func @loop_iter_arg_def(
//       PC: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
//       PC: tensor.insert {{.*}}{"[[C:C_[0-9]+]][CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "true", "none"]}
//       PC: {"[[C]][READ: 0]", __inplace_operands_attr__ = ["true", "none"]}
//       PC: } {"[[C]][DEF: bbArg 1]", __inplace_operands_attr__ = ["none", "none", "none", "true", "none"]}
// The iter_arg's set is its own; the result and init share one, as do the
// slice and the insert into it.
// AS-LABEL: func @loop_iter_arg_def(
//  AS-SAME: attributes {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"%0#0", "%arg0"]]]]} {
//       AS: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%extracted_slice"]]}
//       AS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%extracted_slice"]]}
//       AS: } {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"%arg4"]]]], __inplace_operands_attr__ = ["none", "none", "none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%0#0", "%arg0"]]}
func.func @loop_iter_arg_def(%t: tensor<8xf32>, %n: index, %f: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %iv = %c0 to %n step %c1 iter_args(%a = %t, %acc = %f) -> (tensor<8xf32>, f32) {
    %s = tensor.extract_slice %a[0][4][1] : tensor<8xf32> to tensor<4xf32>
    %w = tensor.insert %f into %s[%c0] : tensor<4xf32>
    %y = tensor.extract %a[%c0] : tensor<8xf32>
    %v = tensor.extract %w[%c1] : tensor<4xf32>
    %sum = arith.addf %y, %v : f32
    scf.yield %a, %sum : tensor<8xf32>, f32
  }
  return %r#0, %r#1 : tensor<8xf32>, f32
}
