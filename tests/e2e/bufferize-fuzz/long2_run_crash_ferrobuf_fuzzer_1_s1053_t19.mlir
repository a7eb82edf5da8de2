// Reduced by tests/bufferize_fuzz.rs (seed 1053, test function @t19, 207 candidates, 158 s).
// Constructs left: call, cast, copy, elementwise, extract_slice, scf.for, scf.if, select, two outs on one tensor.
// Reproduces [run-crash] run-crash: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=1},ferrobuf-buffer-deallocation-pipeline
// fails: exit None after printing:
//   0, 0, 0, 0, 0, 0
//   0, 0, 0, 0, 0, 0
//   0, 0, 0, 0, 0, 0
//   0, 0, 0, 0, 0, 0
//   0, 0, 0, 0, 0, 0
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

func.func private @t19_c0(%v2807: tensor<2x?xi64>) -> (tensor<2x?xi64>) {
  return %v2807 : tensor<2x?xi64>
}

func.func @t19(%v2779: tensor<2x?xi64>) -> () {
  %v2789 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2779 : tensor<2x?xi64>) outs(%v2779 : tensor<2x?xi64>) {
  ^bb0(%v2781: i64, %v2782: i64):
    %v2783 = arith.constant 0 : index
    %v2784 = arith.constant 0 : index
    %v2785 = arith.constant 0 : i64
    %v2786 = arith.constant 7 : i64
    %v2787 = arith.constant 0 : i64
    %v2788 = arith.constant 0 : i64
    linalg.yield %v2788 : i64
  } -> (tensor<2x?xi64>)
  %v2790 = arith.constant 35 : i64
  %v2791 = arith.constant 37 : i64
  %v2792 = arith.constant false
  %v2793, %v2794 = scf.if %v2792 -> (tensor<2x?xi64>, tensor<2x?xi64>) {
    scf.yield %v2789, %v2789 : tensor<2x?xi64>, tensor<2x?xi64>
  } else {
    scf.yield %v2789, %v2789 : tensor<2x?xi64>, tensor<2x?xi64>
  }
  %p2779_3136 = tensor.cast %v2779 : tensor<2x?xi64> to tensor<?x?xi64>
  func.call @show2(%p2779_3136) : (tensor<?x?xi64>) -> ()
  %v2795 = arith.constant dense<[[35, 16, 2], [14, 20, 15]]> : tensor<2x3xi64>
  %v2796 = tensor.cast %v2795 : tensor<2x3xi64> to tensor<?x3xi64>
  %v2797 = tensor.cast %v2796 : tensor<?x3xi64> to tensor<2x?xi64>
  %v2798 = arith.constant -6 : i64
  %v2801 = arith.constant 0 : index
  %v2802 = arith.constant 2 : index
  %v2803 = arith.constant 1 : index
  %v2810 = scf.for %v2805 = %v2801 to %v2802 step %v2803 iter_args(%v2804 = %v2789) -> (tensor<2x?xi64>) {
    %v2806 = linalg.copy ins(%v2793 : tensor<2x?xi64>) outs(%v2793 : tensor<2x?xi64>) -> tensor<2x?xi64>
    %p2806_3834 = tensor.cast %v2806 : tensor<2x?xi64> to tensor<?x?xi64>
    func.call @show2(%p2806_3834) : (tensor<?x?xi64>) -> ()
    %p2793_3968 = tensor.cast %v2793 : tensor<2x?xi64> to tensor<?x?xi64>
    func.call @show2(%p2793_3968) : (tensor<?x?xi64>) -> ()
    %v2808 = func.call @t19_c0(%v2793) : (tensor<2x?xi64>) -> (tensor<2x?xi64>)
    %p2793_4182 = tensor.cast %v2793 : tensor<2x?xi64> to tensor<?x?xi64>
    func.call @show2(%p2793_4182) : (tensor<?x?xi64>) -> ()
    %v2809 = linalg.add ins(%v2806, %v2808 : tensor<2x?xi64>, tensor<2x?xi64>) outs(%v2796 : tensor<?x3xi64>) -> tensor<?x3xi64>
    %p2808_4445 = tensor.cast %v2808 : tensor<2x?xi64> to tensor<?x?xi64>
    func.call @show2(%p2808_4445) : (tensor<?x?xi64>) -> ()
    scf.yield %v2793 : tensor<2x?xi64>
  }
  %v2817 = scf.for %v2812 = %v2801 to %v2802 step %v2803 iter_args(%v2811 = %v2797) -> (tensor<2x?xi64>) {
    %v2813 = tensor.cast %v2796 : tensor<?x3xi64> to tensor<2x3xi64>
    %v2814 = arith.constant false
    %v2815 = arith.select %v2814, %v2795, %v2813 : tensor<2x3xi64>
    %v2816 = tensor.extract_slice %v2796[1, %v2801] [1, %v2802] [1, 1] : tensor<?x3xi64> to tensor<1x?xi64>
    scf.yield %v2811 : tensor<2x?xi64>
  }
  %v2831, %v2832 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2796 : tensor<?x3xi64>) outs(%v2796, %v2796 : tensor<?x3xi64>, tensor<?x3xi64>) {
  ^bb0(%v2818: i64, %v2819: i64, %v2820: i64):
    %v2821 = arith.constant 0 : index
    %v2822 = arith.constant 0 : index
    %v2823 = arith.constant 0 : i64
    %v2824 = arith.constant 3 : i64
    %v2825 = arith.constant 0 : i64
    %v2826 = arith.constant 0 : i64
    %v2827 = arith.constant 4 : i64
    %v2828 = arith.constant 0 : i64
    %v2829 = arith.constant 2 : i64
    %v2830 = arith.constant 0 : i64
    linalg.yield %v2826, %v2830 : i64, i64
  } -> (tensor<?x3xi64>, tensor<?x3xi64>)
  return
}

func.func @t19_drive() -> () {
  %v2855 = arith.constant dense<[[6, 2, 16], [17, -6, 15]]> : tensor<2x3xi64>
  %v2856 = tensor.cast %v2855 : tensor<2x3xi64> to tensor<2x?xi64>
  func.call @t19(%v2856) : (tensor<2x?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t19_drive() : () -> ()
  return
}
