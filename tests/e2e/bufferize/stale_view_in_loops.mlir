// A view of a tensor defined outside a loop (extract_slice, cast,
// collapse_shape, expand_shape, arith.select), taken inside the loop body,
// is read and then written in place (tensor.insert) in every iteration.
// In tensor semantics every iteration reads the ORIGINAL %a[0]: the insert
// must not write %a's buffer. The analysis first sees the read and the
// write on the view's result (defined inside the loop: no conflict), and
// only later decides the view in place, which moves the read's definition
// to %a, outside the loop. That pair must be checked again then (stale
// conflict checks, issue 21 cause 1); ferrobuf before the fix printed
// 69 instead of 63 in most cases.
//
// Each function runs 3 iterations of acc += x + y with x = a[0] = 10 and
// y = x + 1 = 11: 3 * 21 = 63. For the scf.forall case each of the 3
// iterations writes x + y into its own element: 21, 21, 21. %a is printed
// afterwards and must be unchanged (10, 20, 30, 40).
// Expected (by hand): 63 (for: extract_slice, cast, collapse, expand,
// select), 63 (while), 21, 21, 21 (forall), 10, 20, 30, 40. The cf loop
// case is cf_loop_stale_view.mlir.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<?xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @for_extract_slice(%a: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> i64 {
    %v = tensor.extract_slice %a[0] [4] [1] : tensor<4xi64> to tensor<4xi64>
    %x = tensor.extract %v[%c0] : tensor<4xi64>
    %x1 = arith.addi %x, %one : i64
    %w = tensor.insert %x1 into %v[%c0] : tensor<4xi64>
    %y = tensor.extract %w[%c0] : tensor<4xi64>
    %xy = arith.addi %x, %y : i64
    %n = arith.addi %acc, %xy : i64
    scf.yield %n : i64
  }
  return %s : i64
}

func.func @for_cast(%a: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> i64 {
    %v = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
    %x = tensor.extract %v[%c0] : tensor<?xi64>
    %x1 = arith.addi %x, %one : i64
    %w = tensor.insert %x1 into %v[%c0] : tensor<?xi64>
    %y = tensor.extract %w[%c0] : tensor<?xi64>
    %xy = arith.addi %x, %y : i64
    %n = arith.addi %acc, %xy : i64
    scf.yield %n : i64
  }
  return %s : i64
}

func.func @for_collapse(%a: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a2 = tensor.expand_shape %a [[0, 1]] output_shape [2, 2] : tensor<4xi64> into tensor<2x2xi64>
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> i64 {
    %v = tensor.collapse_shape %a2 [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
    %x = tensor.extract %v[%c0] : tensor<4xi64>
    %x1 = arith.addi %x, %one : i64
    %w = tensor.insert %x1 into %v[%c0] : tensor<4xi64>
    %y = tensor.extract %w[%c0] : tensor<4xi64>
    %xy = arith.addi %x, %y : i64
    %n = arith.addi %acc, %xy : i64
    scf.yield %n : i64
  }
  return %s : i64
}

func.func @for_expand(%a: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> i64 {
    %v = tensor.expand_shape %a [[0, 1]] output_shape [2, 2] : tensor<4xi64> into tensor<2x2xi64>
    %x = tensor.extract %v[%c0, %c0] : tensor<2x2xi64>
    %x1 = arith.addi %x, %one : i64
    %w = tensor.insert %x1 into %v[%c0, %c0] : tensor<2x2xi64>
    %y = tensor.extract %w[%c0, %c0] : tensor<2x2xi64>
    %xy = arith.addi %x, %y : i64
    %n = arith.addi %acc, %xy : i64
    scf.yield %n : i64
  }
  return %s : i64
}

func.func @for_select(%a: tensor<4xi64>, %b: tensor<4xi64>, %p: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> i64 {
    %v = arith.select %p, %a, %b : tensor<4xi64>
    %x = tensor.extract %v[%c0] : tensor<4xi64>
    %x1 = arith.addi %x, %one : i64
    %w = tensor.insert %x1 into %v[%c0] : tensor<4xi64>
    %y = tensor.extract %w[%c0] : tensor<4xi64>
    %xy = arith.addi %x, %y : i64
    %n = arith.addi %acc, %xy : i64
    scf.yield %n : i64
  }
  return %s : i64
}

func.func @while_cast(%a: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.while (%i = %c0, %acc = %z) : (index, i64) -> (index, i64) {
    %v = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
    %x = tensor.extract %v[%c0] : tensor<?xi64>
    %x1 = arith.addi %x, %one : i64
    %w = tensor.insert %x1 into %v[%c0] : tensor<?xi64>
    %y = tensor.extract %w[%c0] : tensor<?xi64>
    %xy = arith.addi %x, %y : i64
    %n = arith.addi %acc, %xy : i64
    %go = arith.cmpi slt, %i, %c3 : index
    %m = arith.select %go, %n, %acc : i64
    scf.condition(%go) %i, %m : index, i64
  } do {
  ^bb0(%i2: index, %acc2: i64):
    %j = arith.addi %i2, %c1 : index
    scf.yield %j, %acc2 : index, i64
  }
  return %r#1 : i64
}

func.func @forall_cast(%a: tensor<4xi64>, %out: tensor<3xi64>) -> tensor<3xi64> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %r = scf.forall (%i) in (3) shared_outs(%o = %out) -> (tensor<3xi64>) {
    %v = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
    %x = tensor.extract %v[%c0] : tensor<?xi64>
    %x1 = arith.addi %x, %one : i64
    %w = tensor.insert %x1 into %v[%c0] : tensor<?xi64>
    %y = tensor.extract %w[%c0] : tensor<?xi64>
    %xy = arith.addi %x, %y : i64
    %s = tensor.from_elements %xy : tensor<1xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xi64> into tensor<3xi64>
    }
  }
  return %r : tensor<3xi64>
}

func.func @main() {
  %cst = arith.constant dense<[10, 20, 30, 40]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.copy ins(%cst : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.empty() : tensor<4xi64>
  %b = linalg.copy ins(%cst : tensor<4xi64>) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  %true = arith.constant true
  %r1 = func.call @for_extract_slice(%a) : (tensor<4xi64>) -> i64
  func.call @pr(%r1) : (i64) -> ()
  %r2 = func.call @for_cast(%a) : (tensor<4xi64>) -> i64
  func.call @pr(%r2) : (i64) -> ()
  %r3 = func.call @for_collapse(%a) : (tensor<4xi64>) -> i64
  func.call @pr(%r3) : (i64) -> ()
  %r4 = func.call @for_expand(%a) : (tensor<4xi64>) -> i64
  func.call @pr(%r4) : (i64) -> ()
  %r5 = func.call @for_select(%a, %b, %true) : (tensor<4xi64>, tensor<4xi64>, i1) -> i64
  func.call @pr(%r5) : (i64) -> ()
  %r6 = func.call @while_cast(%a) : (tensor<4xi64>) -> i64
  func.call @pr(%r6) : (i64) -> ()
  %z = arith.constant 0 : i64
  %out = tensor.splat %z : tensor<3xi64>
  %r8 = func.call @forall_cast(%a, %out) : (tensor<4xi64>, tensor<3xi64>) -> tensor<3xi64>
  %r8c = tensor.cast %r8 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%r8c) : (tensor<?xi64>) -> ()
  %ac = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ac) : (tensor<?xi64>) -> ()
  return
}
