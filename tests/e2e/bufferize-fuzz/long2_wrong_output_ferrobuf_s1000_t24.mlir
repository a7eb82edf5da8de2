// Reduced by tests/bufferize_fuzz.rs (seed 1000, test function @t24, 176 candidates, 181 s).
// Constructs left: call, cf, extract_slice, fill, insert_slice, scf.if, scf.while, two outs on one tensor.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   20, 20
//   289, 289
//   20, 20
//   289, 289
//   20, 20
//   289, 289
// instead of (value semantics)
//   20, 20
//   0, 0
//   20, 20
//   0, 0
//   20, 20
//   0, 0
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

func.func @t24_c0(%v3145: tensor<2xi64>) -> (tensor<4xi64>) {
  %v3146 = arith.constant 0 : i64
  %v3147 = tensor.splat %v3146 : tensor<4xi64>
  return %v3147 : tensor<4xi64>
}

func.func @t24(%v3100: tensor<2xi64>) -> () {
  %v3101 = arith.constant 0 : index
  %v3229, %v3230, %v3231 = scf.while (%v3104 = %v3101, %v3102 = %v3100, %v3103 = %v3100) : (index, tensor<2xi64>, tensor<2xi64>) -> (index, tensor<2xi64>, tensor<2xi64>) {
    %v3107 = arith.constant 3 : index
    %v3108 = arith.cmpi slt, %v3104, %v3107 : index
    scf.condition(%v3108) %v3104, %v3102, %v3103 : index, tensor<2xi64>, tensor<2xi64>
  } do {
  ^bb0(%v3111: index, %v3109: tensor<2xi64>, %v3110: tensor<2xi64>):
    %v3112 = tensor.extract_slice %v3100[%v3101] [2] [1] : tensor<2xi64> to tensor<2xi64>
    %v3113 = arith.constant 20 : i64
    %v3114 = linalg.fill ins(%v3113 : i64) outs(%v3112 : tensor<2xi64>) -> tensor<2xi64>
    %v3115 = tensor.insert_slice %v3114 into %v3100[%v3101] [2] [1] : tensor<2xi64> into tensor<2xi64>
    %p3115_3156 = tensor.cast %v3115 : tensor<2xi64> to tensor<?xi64>
    func.call @show1(%p3115_3156) : (tensor<?xi64>) -> ()
    %v3195, %v3196 = scf.while (%v3117 = %v3101, %v3116 = %v3115) : (index, tensor<2xi64>) -> (index, tensor<2xi64>) {
      %v3118 = arith.constant 1 : index
      %v3119 = arith.cmpi slt, %v3117, %v3118 : index
      scf.condition(%v3119) %v3117, %v3116 : index, tensor<2xi64>
    } do {
    ^bb0(%v3121: index, %v3120: tensor<2xi64>):
      %v3122 = arith.constant 17 : i64
      %v3123 = tensor.splat %v3122 : tensor<2xi64>
      %v3130, %v3131 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v3123 : tensor<2xi64>) outs(%v3115, %v3115 : tensor<2xi64>, tensor<2xi64>) {
      ^bb0(%v3124: i64, %v3125: i64, %v3126: i64):
        %v3127 = arith.subi %v3124, %v3124 : i64
        %v3128 = arith.maxsi %v3124, %v3124 : i64
        %v3129 = arith.muli %v3128, %v3124 : i64
        linalg.yield %v3127, %v3129 : i64, i64
      } -> (tensor<2xi64>, tensor<2xi64>)
      %p3130_4248 = tensor.cast %v3130 : tensor<2xi64> to tensor<?xi64>
      func.call @show1(%p3130_4248) : (tensor<?xi64>) -> ()
      %v3132 = arith.constant 1 : index
      %v3133 = arith.cmpi eq, %v3111, %v3132 : index
      %v3182 = scf.if %v3133 -> (tensor<2xi64>) {
        %v3136 = tensor.insert_slice %v3109 into %v3109[%v3121] [2] [1] : tensor<2xi64> into tensor<2xi64>
        %v3137 = tensor.extract %v3110[%v3132] : tensor<2xi64>
        scf.yield %v3110 : tensor<2xi64>
      } else {
        %v3138 = arith.constant dense<27> : tensor<i64>
        %v3179 = func.call @t24_c0(%v3120) : (tensor<2xi64>) -> (tensor<4xi64>)
        scf.yield %v3110 : tensor<2xi64>
      }
      %v3183 = arith.cmpi ne, %v3111, %v3132 : index
      %v3194 = arith.addi %v3121, %v3132 : index
      scf.yield %v3194, %v3120 : index, tensor<2xi64>
    }
    %v3200 = arith.constant 1 : index
    %v3223 = arith.addi %v3111, %v3200 : index
    %v3224 = arith.constant 21 : i64
    %v3225 = tensor.splat %v3224 : tensor<2xi64>
    %v3226 = arith.constant dense<[35, 13]> : tensor<2xi64>
    scf.yield %v3223, %v3225, %v3226 : index, tensor<2xi64>, tensor<2xi64>
  }
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  return
}

func.func @t24_drive() -> () {
  %v3414 = arith.constant dense<[12, 35]> : tensor<2xi64>
  func.call @t24(%v3414) : (tensor<2xi64>) -> ()
  return
}

func.func @main() {
  func.call @t24_drive() : () -> ()
  return
}
