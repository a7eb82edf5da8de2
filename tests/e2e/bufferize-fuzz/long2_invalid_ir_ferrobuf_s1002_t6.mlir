// Reduced by tests/bufferize_fuzz.rs (seed 1002, test function @t6, 194 candidates, 165 s).
// Constructs left: call, cast, cf, extract_slice, recursion, scf.if.
// Reproduces [invalid-ir] invalid-ir: 'memref.copy' op operand #N must be ranked or unranked memref of any type values, but got 'T': with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:78:7: error: 'memref.copy' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<2xi64>'
//         "memref.copy"(%38, %39) : (tensor<2xi64>, memref<2xi64>) -> ()
//         ^
//   osb.mlir:78:7: note: see current operation: "memref.copy"(%8, %9) : (tensor<2xi64>, memref<2xi64>) -> ()
//   osb.mlir:88:11: error: 'memref.cast' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<2xi64>'
//       %28 = "memref.cast"(%27) : (memref<2xi64>) -> tensor<2xi64>
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

func.func private @t6_c0(%v701: index, %v702: tensor<2xi64>) -> (tensor<2xi64>) {
  %v704 = arith.constant false
  %v711 = scf.if %v704 -> (tensor<2xi64>) {
    scf.yield %v702 : tensor<2xi64>
  } else {
    %v705 = arith.constant 37 : i64
    %v706 = arith.constant 31 : i64
    %v707 = tensor.from_elements %v705, %v706 : tensor<2xi64>
    %v710 = func.call @t6_c0_m(%v701, %v707) : (index, tensor<2xi64>) -> (tensor<2xi64>)
    scf.yield %v710 : tensor<2xi64>
  }
  return %v711 : tensor<2xi64>
}

func.func private @t6_c0_m(%v712: index, %v713: tensor<2xi64>) -> (tensor<2xi64>) {
  %v724 = func.call @t6_c0(%v712, %v713) : (index, tensor<2xi64>) -> (tensor<2xi64>)
  return %v724 : tensor<2xi64>
}

func.func @t6(%v648: tensor<?xi64>) -> () {
  %v649 = arith.constant 2 : index
  %v650 = tensor.extract_slice %v648[%v649] [2] [1] : tensor<?xi64> to tensor<2xi64>
  %v656 = arith.constant dense<39> : tensor<4xi64>
  %v657 = arith.constant 0 : index
  cf.br ^bb1(%v657, %v656 : index, tensor<4xi64>)
^bb1(%v658: index, %v659: tensor<4xi64>):
  %v661 = arith.constant false
  cf.cond_br %v661, ^bb2, ^bb3
^bb2:
  %v725 = func.call @t6_c0(%v649, %v650) : (index, tensor<2xi64>) -> (tensor<2xi64>)
  cf.br ^bb1(%v658, %v656 : index, tensor<4xi64>)
^bb3:
  return
}

func.func @t6_drive() -> () {
  %v887 = arith.constant 13 : i64
  %v888 = arith.constant -1 : i64
  %v889 = arith.constant 17 : i64
  %v890 = arith.constant 21 : i64
  %v891 = arith.constant 0 : i64
  %v892 = tensor.from_elements %v887, %v887, %v888, %v889, %v890, %v891 : tensor<6xi64>
  %v893 = tensor.cast %v892 : tensor<6xi64> to tensor<?xi64>
  func.call @t6(%v893) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t6_drive() : () -> ()
  return
}
