// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t4, 142 candidates, 48 s).
// Constructs left: call, vector.
// Reproduces [rejects-what-upstream-accepts] rejected: op was not bufferized: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: op was not bufferized
// upstream's pipeline prints the expected output
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

func.func private @t4_c2(%v407: tensor<3x2xi64>) -> () {
  %v408 = arith.constant 34 : i64
  %v409 = arith.constant 1 : index
  %v413 = vector.transfer_read %v407[%v409, %v409], %v408 {in_bounds = [true]} : tensor<3x2xi64>, vector<1xi64>
  return
}

func.func @t4() -> () {
  %v355 = arith.constant dense<[[37, 10], [35, 3], [32, 24]]> : tensor<3x2xi64>
  func.call @t4_c2(%v355) : (tensor<3x2xi64>) -> ()
  return
}

func.func @t4_drive() -> () {
  func.call @t4() : () -> ()
  return
}

func.func @main() {
  func.call @t4_drive() : () -> ()
  return
}
