// Reduced by tests/bufferize_fuzz.rs (seed 1019, test function @t9, 136 candidates, 100 s).
// Constructs left: call, cast, recursion, scf.if, scf.while.
// Reproduces [invalid-ir] invalid-ir: 'memref.dim' op operand #N must be unranked.memref of any type values or non-N-ranked.memref of any type value: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:80:13: error: 'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'tensor<?x?xi64>'
//         %38 = "memref.dim"(%36, %37) : (tensor<?x?xi64>, index) -> index
//               ^
//   osb.mlir:80:13: note: see current operation: %12 = "memref.dim"(%10, %11) : (tensor<?x?xi64>, index) -> index
//   osb.mlir:98:11: error: 'memref.cast' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<?x?xi64>'
//       %24 = "memref.cast"(%23) : (memref<?x?xi64>) -> tensor<?x?xi64>
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

func.func private @t9_c1(%v1205: index, %v1206: tensor<?x?xi64>) -> (tensor<?x?xi64>) {
  %v1208 = arith.constant false
  %v1214 = scf.if %v1208 -> (tensor<?x?xi64>) {
    scf.yield %v1206 : tensor<?x?xi64>
  } else {
    %v1209 = arith.constant dense<[[23, 12, 4], [28, 24, -2]]> : tensor<2x3xi64>
    %v1210 = tensor.cast %v1209 : tensor<2x3xi64> to tensor<?x?xi64>
    %v1213 = func.call @t9_c1_m(%v1205, %v1210) : (index, tensor<?x?xi64>) -> (tensor<?x?xi64>)
    scf.yield %v1213 : tensor<?x?xi64>
  }
  return %v1214 : tensor<?x?xi64>
}

func.func @t9_c1_m(%v1215: index, %v1216: tensor<?x?xi64>) -> (tensor<?x?xi64>) {
  %v1222 = func.call @t9_c1(%v1215, %v1216) : (index, tensor<?x?xi64>) -> (tensor<?x?xi64>)
  return %v1222 : tensor<?x?xi64>
}

func.func @t9() -> () {
  %v1151 = arith.constant 0 : index
  %v1184 = arith.constant dense<[[-8, -7], [12, 37], [-7, 31]]> : tensor<3x2xi64>
  %v1185 = tensor.cast %v1184 : tensor<3x2xi64> to tensor<?x2xi64>
  %v1228, %v1229 = scf.while (%v1187 = %v1151, %v1186 = %v1185) : (index, tensor<?x2xi64>) -> (index, tensor<?x2xi64>) {
    %v1189 = arith.constant false
    scf.condition(%v1189) %v1187, %v1186 : index, tensor<?x2xi64>
  } do {
  ^bb0(%v1191: index, %v1190: tensor<?x2xi64>):
    %v1201 = arith.constant 3 : index
    %v1203 = tensor.cast %v1185 : tensor<?x2xi64> to tensor<?x?xi64>
    %v1223 = arith.constant 1 : index
    %v1224 = func.call @t9_c1(%v1223, %v1203) : (index, tensor<?x?xi64>) -> (tensor<?x?xi64>)
    %v1226 = arith.constant 22 : i64
    %v1227 = tensor.splat %v1226[%v1201] : tensor<?x2xi64>
    scf.yield %v1191, %v1227 : index, tensor<?x2xi64>
  }
  return
}

func.func @t9_drive() -> () {
  func.call @t9() : () -> ()
  return
}

func.func @main() {
  func.call @t9_drive() : () -> ()
  return
}
