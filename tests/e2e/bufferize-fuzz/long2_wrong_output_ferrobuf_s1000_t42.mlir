// Reduced by tests/bufferize_fuzz.rs (seed 1000, test function @t42, 179 candidates, 181 s).
// Constructs left: cast, cf, copy, elementwise, extract_slice, fill, insert, insert_slice, scf.execute_region, scf.for, scf.forall, scf.if, scf.index_switch, scf.while, select, two outs on one tensor.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   -4, 2
//   -4, 2
//   36, 37, 38, 39, 40, 41
//   36, 37, 38, 39, 40, 41
//   72, 74, 76, 78, 80, 82
// instead of (value semantics)
//   -9, -3
//   -9, -3
//   36, 37, 38, 39, 40, 41
//   36, 37, 38, 39, 40, 41
//   72, 74, 76, 78, 80, 82
// UPSTREAM-FAILS: dealloc-rejected
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

func.func @t42(%v6027: tensor<6xi64>, %v6028: tensor<3x?xi64>, %v6029: index) -> () {
  %v6030 = arith.constant 2 : index
  %v6031 = arith.constant -4 : i64
  %v6032 = tensor.extract %v6027[%v6029] : tensor<6xi64>
  %v6033 = tensor.from_elements %v6031, %v6032 : tensor<2xi64>
  %v6034 = tensor.insert_slice %v6033 into %v6027[%v6030] [2] [1] : tensor<2xi64> into tensor<6xi64>
  %v6041 = tensor.pad %v6034 low[1] high[1] {
  ^bb0(%v6035: index):
    %v6036 = arith.constant 40 : i64
    %v6037 = arith.index_cast %v6035 : index to i64
    %v6040 = arith.addi %v6036, %v6037 : i64
    tensor.yield %v6040 : i64
  } : tensor<6xi64> to tensor<8xi64>
  %v6067 = scf.forall (%v6042) in (3) shared_outs(%v6043 = %v6027) -> (tensor<6xi64>) {
    %v6044 = arith.muli %v6042, %v6030 : index
    %v6045 = tensor.extract_slice %v6043[%v6044] [2] [1] : tensor<6xi64> to tensor<2xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v6045 into %v6043[%v6044] [2] [1] : tensor<2xi64> into tensor<6xi64>
    }
  }
  %v6247, %v6248 = scf.index_switch %v6029 -> tensor<3x?xi64>, tensor<6xi64>
  case 0 {
    scf.yield %v6028, %v6067 : tensor<3x?xi64>, tensor<6xi64>
  }
  case 1 {
    %v6071 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v6033 : tensor<2xi64>) outs(%v6033 : tensor<2xi64>) {
    ^bb0(%v6068: i64, %v6069: i64):
      %v6070 = arith.maxsi %v6069, %v6068 : i64
      linalg.yield %v6070 : i64
    } -> (tensor<2xi64>)
    %v6072 = arith.constant 0 : index
    %v6114, %v6115 = scf.while (%v6074 = %v6072, %v6073 = %v6041) : (index, tensor<8xi64>) -> (index, tensor<8xi64>) {
      %v6075 = arith.constant 37 : i64
      %v6076 = arith.constant 4 : index
      %v6077 = tensor.insert %v6075 into %v6073[%v6076] : tensor<8xi64>
      %v6078 = arith.cmpi slt, %v6074, %v6030 : index
      scf.condition(%v6078) %v6074, %v6073 : index, tensor<8xi64>
    } do {
    ^bb0(%v6080: index, %v6079: tensor<8xi64>):
      %v6090, %v6091 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v6033, %v6033 : tensor<2xi64>, tensor<2xi64>) outs(%v6033, %v6033 : tensor<2xi64>, tensor<2xi64>) {
      ^bb0(%v6081: i64, %v6082: i64, %v6083: i64, %v6084: i64):
        %v6087 = arith.constant 5 : i64
        %v6088 = arith.subi %v6082, %v6087 : i64
        %v6089 = arith.maxsi %v6081, %v6082 : i64
        linalg.yield %v6088, %v6089 : i64, i64
      } -> (tensor<2xi64>, tensor<2xi64>)
      %p6090_4888 = tensor.cast %v6090 : tensor<2xi64> to tensor<?xi64>
      func.call @show1(%p6090_4888) : (tensor<?xi64>) -> ()
      %v6093 = arith.constant 3 : index
      %v6094 = arith.constant 1 : index
      %v6112 = scf.for %v6096 = %v6072 to %v6093 step %v6094 iter_args(%v6095 = %v6028) -> (tensor<3x?xi64>) {
        %v6100 = linalg.sub ins(%v6027, %v6067 : tensor<6xi64>, tensor<6xi64>) outs(%v6027 : tensor<6xi64>) -> tensor<6xi64>
        %v6101 = tensor.empty() : tensor<8xi64>
        %v6111 = tensor.insert %v6032 into %v6028[%v6094, %v6094] : tensor<3x?xi64>
        scf.yield %v6095 : tensor<3x?xi64>
      }
      %v6113 = arith.addi %v6080, %v6094 : index
      scf.yield %v6113, %v6079 : index, tensor<8xi64>
    }
    %v6127 = tensor.generate %v6030 {
    ^bb0(%v6116: index, %v6117: index):
      %v6118 = arith.constant -8 : i64
      %v6119 = arith.index_cast %v6116 : index to i64
      tensor.yield %v6118 : i64
    } : tensor<?x2xi64>
    %v6128 = arith.constant dense<[33, 14, -9, 19, 6, -3]> : tensor<6xi64>
    scf.yield %v6028, %v6128 : tensor<3x?xi64>, tensor<6xi64>
  }
  default {
    %v6129 = arith.constant 21 : i64
    %v6130 = arith.cmpi eq, %v6031, %v6129 : i64
    %v6154 = scf.if %v6130 -> (tensor<3x?xi64>) {
      %p6028_6144 = tensor.cast %v6028 : tensor<3x?xi64> to tensor<?x?xi64>
      func.call @show2(%p6028_6144) : (tensor<?x?xi64>) -> ()
      %v6135 = linalg.map ins(%v6041 : tensor<8xi64>) outs(%v6041 : tensor<8xi64>)
        (%v6131: i64, %v6132: i64) {
          %v6133 = arith.constant 7 : i64
          %v6134 = arith.maxsi %v6131, %v6133 : i64
          linalg.yield %v6134 : i64
        }
      scf.yield %v6028 : tensor<3x?xi64>
    } else {
      %v6136 = arith.constant 0 : index
      %v6137 = arith.constant dense<[-9, -7, 9]> : tensor<3xi64>
      scf.yield %v6028 : tensor<3x?xi64>
    }
    %v6155 = tensor.empty() : tensor<6xi64>
    %v6156 = arith.constant 11 : i64
    %v6157 = linalg.fill ins(%v6156 : i64) outs(%v6155 : tensor<6xi64>) -> tensor<6xi64>
    %v6198 = scf.forall (%v6158) in (3) shared_outs(%v6159 = %v6157) -> (tensor<6xi64>) {
      %v6160 = arith.muli %v6158, %v6030 : index
      %v6161 = tensor.extract_slice %v6159[%v6160] [2] [1] : tensor<6xi64> to tensor<2xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %v6161 into %v6159[%v6160] [2] [1] : tensor<2xi64> into tensor<6xi64>
      }
    }
    %p6041_7301 = tensor.cast %v6041 : tensor<8xi64> to tensor<?xi64>
    func.call @show1(%p6041_7301) : (tensor<?xi64>) -> ()
    %v6199 = arith.constant 1 : index
    %v6200 = arith.constant 0 : index
    %v6201 = tensor.extract %v6154[%v6199, %v6200] : tensor<3x?xi64>
    %v6202 = tensor.splat %v6201 : tensor<6xi64>
    %v6235 = scf.forall (%v6203) in (3) shared_outs(%v6204 = %v6202) -> (tensor<6xi64>) {
      %v6205 = arith.muli %v6203, %v6030 : index
      %v6206 = tensor.extract_slice %v6204[%v6205] [2] [1] : tensor<6xi64> to tensor<2xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %v6206 into %v6204[%v6205] [2] [1] : tensor<2xi64> into tensor<6xi64>
      }
    }
    %v6236 = arith.constant 8 : i64
    %v6237 = arith.constant -9 : i64
    %v6238 = arith.constant 4 : index
    %v6239 = tensor.extract %v6202[%v6238] : tensor<6xi64>
    %v6240 = tensor.from_elements %v6201, %v6236, %v6237, %v6239, %v6156, %v6031 : tensor<3x2xi64>
    %v6241 = tensor.cast %v6240 : tensor<3x2xi64> to tensor<3x?xi64>
    %v6242 = tensor.extract %v6240[%v6029, %v6029] : tensor<3x2xi64>
    %v6243 = arith.constant 26 : i64
    %v6244 = arith.constant 0 : i64
    %v6245 = arith.constant -5 : i64
    %v6246 = tensor.from_elements %v6242, %v6243, %v6244, %v6245, %v6032, %v6031 : tensor<6xi64>
    scf.yield %v6241, %v6246 : tensor<3x?xi64>, tensor<6xi64>
  }
  %v6255 = tensor.generate  {
  ^bb0(%v6249: index):
    %v6250 = arith.constant 36 : i64
    %v6251 = arith.index_cast %v6249 : index to i64
    %v6254 = arith.addi %v6250, %v6251 : i64
    tensor.yield %v6254 : i64
  } : tensor<6xi64>
  scf.execute_region {
    %v6256 = arith.constant 0 : index
    %v6257 = tensor.empty() : tensor<8xi64>
    %v6258 = linalg.fill ins(%v6032 : i64) outs(%v6257 : tensor<8xi64>) -> tensor<8xi64>
    %v6259 = tensor.insert_slice %v6258 into %v6041[%v6256] [8] [1] : tensor<8xi64> into tensor<8xi64>
    %v6265 = scf.forall (%v6260) in (2) shared_outs(%v6261 = %v6041) -> (tensor<8xi64>) {
      %v6262 = arith.muli %v6260, %v6030 : index
      %v6263 = tensor.extract_slice %v6261[%v6262] [2] [1] : tensor<8xi64> to tensor<2xi64>
      %v6264 = tensor.extract %v6041[%v6029] : tensor<8xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %v6263 into %v6261[%v6262] [2] [1] : tensor<2xi64> into tensor<8xi64>
      }
    }
    %v6277 = tensor.generate  {
    ^bb0(%v6266: index, %v6267: index):
      %v6268 = arith.constant 39 : i64
      %v6269 = arith.index_cast %v6266 : index to i64
      tensor.yield %v6268 : i64
    } : tensor<2x3xi64>
    cf.br ^bb1(%v6256, %v6277 : index, tensor<2x3xi64>)
  ^bb1(%v6278: index, %v6279: tensor<2x3xi64>):
    %v6280 = arith.constant 1 : index
    %v6281 = arith.cmpi slt, %v6278, %v6280 : index
    cf.cond_br %v6281, ^bb2, ^bb3
  ^bb2:
    %v6284 = arith.constant -2 : i64
    %v6285 = arith.constant 26 : i64
    %v6301 = arith.addi %v6278, %v6280 : index
    cf.br ^bb1(%v6301, %v6279 : index, tensor<2x3xi64>)
  ^bb3:
    scf.yield
  }
  %v6302 = arith.constant 0 : index
  cf.br ^bb1(%v6302, %v6255 : index, tensor<6xi64>)
^bb1(%v6303: index, %v6304: tensor<6xi64>):
  %v6305 = arith.cmpi slt, %v6303, %v6030 : index
  cf.cond_br %v6305, ^bb2, ^bb3
^bb2:
  %v6315 = arith.constant 4 : index
  %v6342 = arith.constant 1 : index
  %v6343 = arith.addi %v6303, %v6342 : index
  cf.br ^bb1(%v6343, %v6304 : index, tensor<6xi64>)
^bb3:
  %v6359 = tensor.extract_slice %v6255[%v6303] [1] [1] : tensor<6xi64> to tensor<1xi64>
  %v6360 = linalg.add ins(%v6304, %v6304 : tensor<6xi64>, tensor<6xi64>) outs(%v6304 : tensor<6xi64>) -> tensor<6xi64>
  %v6361 = arith.cmpi eq, %v6303, %v6302 : index
  cf.cond_br %v6361, ^bb4(%v6255 : tensor<6xi64>), ^bb5
^bb4(%v6362: tensor<6xi64>):
  %v6367 = arith.constant dense<[[8, 3, 14], [14, 11, 36]]> : tensor<2x3xi64>
  %v6368 = tensor.cast %v6367 : tensor<2x3xi64> to tensor<?x3xi64>
  cf.br ^bb6(%v6360, %v6360 : tensor<6xi64>, tensor<6xi64>)
^bb5:
  %v6370 = tensor.empty() : tensor<3x3xi64>
  %v6371 = arith.constant 0 : i64
  %v6378 = linalg.copy ins(%v6360 : tensor<6xi64>) outs(%v6360 : tensor<6xi64>) -> tensor<6xi64>
  %v6379 = arith.constant -5 : i64
  %v6380 = arith.constant 25 : i64
  %v6381 = arith.cmpi sge, %v6379, %v6380 : i64
  cf.cond_br %v6381, ^bb7, ^bb8(%v6370 : tensor<3x3xi64>)
^bb6(%v6363: tensor<6xi64>, %v6364: tensor<6xi64>):
  %p6304_11674 = tensor.cast %v6304 : tensor<6xi64> to tensor<?xi64>
  func.call @show1(%p6304_11674) : (tensor<?xi64>) -> ()
  %p6304_11800 = tensor.cast %v6304 : tensor<6xi64> to tensor<?xi64>
  func.call @show1(%p6304_11800) : (tensor<?xi64>) -> ()
  %p6363_11926 = tensor.cast %v6363 : tensor<6xi64> to tensor<?xi64>
  func.call @show1(%p6363_11926) : (tensor<?xi64>) -> ()
  return
^bb7:
  %v6383 = arith.cmpi eq, %v6303, %v6302 : index
  %v6384 = arith.select %v6383, %v6359, %v6359 : tensor<1xi64>
  cf.br ^bb9
^bb8(%v6382: tensor<3x3xi64>):
  %v6412 = scf.forall (%v6385) in (3) shared_outs(%v6386 = %v6370) -> (tensor<3x3xi64>) {
    %v6387 = tensor.extract_slice %v6386[%v6385, 0] [1, 3] [1, 1] : tensor<3x3xi64> to tensor<3xi64>
    %v6388 = arith.constant 37 : i64
    %v6389 = tensor.insert %v6388 into %v6378[%v6303] : tensor<6xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v6387 into %v6386[%v6385, 0] [1, 3] [1, 1] : tensor<3xi64> into tensor<3x3xi64>
    }
  }
  cf.br ^bb9
^bb9:
  cf.br ^bb6(%v6378, %v6378 : tensor<6xi64>, tensor<6xi64>)
}

func.func @t42_drive() -> () {
  %v6413 = arith.constant 2 : i64
  %v6414 = tensor.splat %v6413 : tensor<6xi64>
  %v6415 = arith.constant dense<[[15, 12], [26, 8], [10, -5]]> : tensor<3x2xi64>
  %v6416 = tensor.cast %v6415 : tensor<3x2xi64> to tensor<3x?xi64>
  %v6417 = arith.constant 1 : index
  func.call @t42(%v6414, %v6416, %v6417) : (tensor<6xi64>, tensor<3x?xi64>, index) -> ()
  return
}

func.func @main() {
  func.call @t42_drive() : () -> ()
  return
}
