// Reduced by tests/bufferize_fuzz.rs (seed 6, test function @t23, 135 candidates, 62 s).
// Constructs left: extract_slice, insert, scf.for, scf.forall.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down},ferrobuf-buffer-deallocation-pipeline
// prints
//   37, 1, 1, 37, 1, 1
// instead of (value semantics)
//   1, 1, 1, 1, 1, 1
// upstream's pipeline prints the expected output
// Found on a development build (never landed) whose buffer-origin walk
// stopped counting outside buffers yielded into a loop's next iteration
// (the rewrite copies those back): the loop result then still had the
// yielded argument as its definition, though it lives in the carried
// buffer, so the forall's write of that buffer looked distinct from it.
// Expected output: value semantics (tests/bufferize_fuzz/eval.rs).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// The element of a 0-d tensor on one line.
func.func private @show0(%t: tensor<i64>) {
  %v = tensor.extract %t[] : tensor<i64>
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// The elements of %t separated by ", " on one line.
func.func private @show1(%t: tensor<?xi64>) {
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

// The elements of %t, row after row, separated by ", " on one line.
func.func private @show2(%t: tensor<?x?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?x?xi64>
  %m = tensor.dim %t, %c1 : tensor<?x?xi64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %f = arith.addi %i, %j : index
      %p = arith.cmpi ugt, %f, %c0 : index
      scf.if %p {
        func.call @printComma() : () -> ()
      }
      %v = tensor.extract %t[%i, %j] : tensor<?x?xi64>
      func.call @printI64(%v) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @t23(%v3361: tensor<2x3xi64>) -> (tensor<2x3xi64>) {
  %v3362 = arith.constant 0 : index
  %v3363 = arith.constant 2 : index
  %v3420 = scf.for %v3392 = %v3362 to %v3363 step %v3363 iter_args(%v3391 = %v3361) -> (tensor<2x3xi64>) {
    scf.yield %v3361 : tensor<2x3xi64>
  }
  %v3442 = scf.forall (%v3421) in (2) shared_outs(%v3422 = %v3420) -> (tensor<2x3xi64>) {
    %v3423 = tensor.extract_slice %v3422[%v3421, 0] [1, 3] [1, 1] : tensor<2x3xi64> to tensor<3xi64>
    %v3424 = arith.constant 37 : i64
    %v3427 = tensor.insert %v3424 into %v3423[%v3362] : tensor<3xi64>
    scf.forall.in_parallel {
    }
  }
  return %v3420 : tensor<2x3xi64>
}

func.func @t23_drive() -> () {
  %v3452 = arith.constant dense<1> : tensor<2x3xi64>
  %v3453 = func.call @t23(%v3452) : (tensor<2x3xi64>) -> (tensor<2x3xi64>)
  %p3453_2821 = tensor.cast %v3453 : tensor<2x3xi64> to tensor<?x?xi64>
  func.call @show2(%p3453_2821) : (tensor<?x?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t23_drive() : () -> ()
  return
}
