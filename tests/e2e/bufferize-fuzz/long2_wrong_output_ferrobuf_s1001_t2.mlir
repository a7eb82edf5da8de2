// Reduced by tests/bufferize_fuzz.rs (seed 1001, test function @t2, 166 candidates, 181 s).
// Constructs left: cast, cf, copy, extract_slice, fill, insert, insert_slice, scf.execute_region, scf.while, select, two outs on one tensor.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   15
//   15
// instead of (value semantics)
//   30
//   30
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

func.func @t2(%v733: tensor<4xi64>) -> (tensor<i64>) {
  %v734 = tensor.empty() : tensor<i64>
  %v735 = arith.constant 26 : i64
  %v736 = linalg.fill ins(%v735 : i64) outs(%v734 : tensor<i64>) -> tensor<i64>
  %v741 = linalg.reduce ins(%v733 : tensor<4xi64>) outs(%v736 : tensor<i64>) dimensions = [0]
    (%v737: i64, %v738: i64) {
      %v739 = arith.minsi %v737, %v737 : i64
      %v740 = arith.maxsi %v738, %v739 : i64
      linalg.yield %v740 : i64
    }
  %v742 = arith.constant 0 : index
  %v776, %v777, %v778 = scf.while (%v745 = %v742, %v743 = %v741, %v744 = %v736) : (index, tensor<i64>, tensor<i64>) -> (index, tensor<i64>, tensor<i64>) {
    %v746 = arith.constant 2 : index
    %v747 = arith.cmpi slt, %v745, %v746 : index
    scf.condition(%v747) %v745, %v743, %v744 : index, tensor<i64>, tensor<i64>
  } do {
  ^bb0(%v750: index, %v748: tensor<i64>, %v749: tensor<i64>):
    %v751 = tensor.extract_slice %v733[%v750] [1] [1] : tensor<4xi64> to tensor<1xi64>
    %v752 = linalg.fill ins(%v735 : i64) outs(%v751 : tensor<1xi64>) -> tensor<1xi64>
    %v753 = tensor.insert_slice %v752 into %v733[%v750] [1] [1] : tensor<1xi64> into tensor<4xi64>
    %v762 = arith.constant 15 : i64
    %v763 = tensor.from_elements %v762 : tensor<1xi64>
    %v772, %v773 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v763 : tensor<1xi64>) outs(%v752, %v752 : tensor<1xi64>, tensor<1xi64>) {
    ^bb0(%v764: i64, %v765: i64, %v766: i64):
      %v767 = arith.addi %v764, %v764 : i64
      %v768 = arith.constant 1 : i64
      linalg.yield %v767, %v764 : i64, i64
    } -> (tensor<1xi64>, tensor<1xi64>)
    %p772_3757 = tensor.cast %v772 : tensor<1xi64> to tensor<?xi64>
    func.call @show1(%p772_3757) : (tensor<?xi64>) -> ()
    %v774 = arith.constant 1 : index
    %v775 = arith.addi %v750, %v774 : index
    scf.yield %v775, %v749, %v748 : index, tensor<i64>, tensor<i64>
  }
  %v925 = scf.execute_region -> (tensor<i64>) {
    %v779 = arith.constant 9 : i64
    %v780 = arith.constant 3 : i64
    %v781 = arith.cmpi ne, %v779, %v780 : i64
    cf.cond_br %v781, ^bb1, ^bb2
  ^bb1:
    %v786 = arith.constant 2 : i64
    %v787 = arith.constant -7 : i64
    %v788 = arith.constant 28 : i64
    cf.br ^bb3(%v778 : tensor<i64>)
  ^bb2:
    %v795 = arith.constant 11 : i64
    %v796 = arith.cmpi ne, %v779, %v795 : i64
    cf.cond_br %v796, ^bb4, ^bb5
  ^bb3(%v782: tensor<i64>):
    %v861 = arith.constant 2 : index
    %v862 = arith.constant 1 : index
    cf.br ^bb7(%v742, %v741 : index, tensor<i64>)
  ^bb4:
    func.call @printI64(%v780) : (i64) -> ()
    func.call @printNewline() : () -> ()
    cf.br ^bb6
  ^bb5:
    scf.execute_region {
      func.call @printI64(%v779) : (i64) -> ()
      func.call @printNewline() : () -> ()
      %v797 = tensor.extract %v777[] : tensor<i64>
      %v798 = arith.constant 2 : i64
      %v799 = arith.cmpi eq, %v797, %v798 : i64
      %v800 = arith.select %v799, %v777, %v778 : tensor<i64>
      %v801 = arith.constant 18 : i64
      %v802 = arith.constant 40 : i64
      %v803 = arith.cmpi sge, %v801, %v802 : i64
      cf.cond_br %v803, ^bb1(%v741 : tensor<i64>), ^bb2
    ^bb1(%v804: tensor<i64>):
      %v807 = arith.constant 0 : i64
      %v808 = tensor.insert %v807 into %v741[] : tensor<i64>
      func.call @printI64(%v735) : (i64) -> ()
      func.call @printNewline() : () -> ()
      cf.br ^bb3(%v808, %v808 : tensor<i64>, tensor<i64>)
    ^bb2:
      %v809 = linalg.copy ins(%v778 : tensor<i64>) outs(%v736 : tensor<i64>) -> tensor<i64>
      %v810 = arith.constant dense<28> : tensor<i64>
      cf.br ^bb3(%v810, %v809 : tensor<i64>, tensor<i64>)
    ^bb3(%v805: tensor<i64>, %v806: tensor<i64>):
      scf.yield
    }
    %v813 = arith.constant 40 : i64
    cf.br ^bb6
  ^bb6:
    scf.execute_region {
      %v822 = arith.constant dense<[[19, 38, 18], [21, 15, 24], [8, 33, 17]]> : tensor<3x3xi64>
      %v823 = tensor.cast %v822 : tensor<3x3xi64> to tensor<?x3xi64>
      cf.br ^bb1(%v742, %v823 : index, tensor<?x3xi64>)
    ^bb1(%v824: index, %v825: tensor<?x3xi64>):
      %v826 = arith.constant 2 : index
      %v827 = arith.cmpi slt, %v824, %v826 : index
      cf.cond_br %v827, ^bb2, ^bb3
    ^bb2:
      %v857 = arith.constant dense<[[7, -2, 38], [39, -4, 1], [25, 23, 6]]> : tensor<3x3xi64>
      %v858 = tensor.cast %v857 : tensor<3x3xi64> to tensor<?x3xi64>
      cf.br ^bb1(%v824, %v858 : index, tensor<?x3xi64>)
    ^bb3:
      scf.yield
    }
    cf.br ^bb3(%v778 : tensor<i64>)
  ^bb7(%v892: index, %v893: tensor<i64>):
    %v894 = arith.cmpi slt, %v892, %v862 : index
    cf.cond_br %v894, ^bb8, ^bb9
  ^bb8:
    %v924 = arith.addi %v892, %v862 : index
    cf.br ^bb7(%v924, %v741 : index, tensor<i64>)
  ^bb9:
    scf.yield %v782 : tensor<i64>
  }
  %v927 = arith.constant 25 : i64
  %v928 = arith.constant 9 : i64
  %v929 = tensor.from_elements %v927, %v928, %v927, %v735 : tensor<2x2xi64>
  cf.br ^bb1(%v742, %v929 : index, tensor<2x2xi64>)
^bb1(%v930: index, %v931: tensor<2x2xi64>):
  %v933 = arith.constant false
  cf.cond_br %v933, ^bb2, ^bb3
^bb2:
  %v934 = arith.constant 4 : index
  %v984 = arith.constant 1 : index
  %v985 = arith.addi %v930, %v984 : index
  cf.br ^bb1(%v985, %v931 : index, tensor<2x2xi64>)
^bb3:
  return %v925 : tensor<i64>
}

func.func @t2_drive() -> () {
  %v986 = arith.constant dense<[15, 26, 20, 40]> : tensor<4xi64>
  %v987 = func.call @t2(%v986) : (tensor<4xi64>) -> (tensor<i64>)
  return
}

func.func @main() {
  func.call @t2_drive() : () -> ()
  return
}
