// A slice of the destination, passed through an scf.if or an
// scf.index_switch whose other regions yield a new tensor or another
// argument, inserted back at the same place: the slice stays a view
// (fuzzer seed 15400 @t30, an scf.forall; ferrobuf had copied the slice
// in every iteration). A region yielding an overlapping other slice reads
// that slice from a copy.
// Expected (by hand):
// - @forall_if_back: iteration 1 of 4 inserts [9, 9] at 2, the others
//   their own slice: 1, 2, 9, 9, 5, 6, 7, 8; d unchanged after.
// - @switch_back at 4 with x = 7: case 0 fills 7, 7, 7, 7; case 1 inserts
//   other = 100..103; the default its own slice (unchanged).
// - @if_overlapping_back at 4: true inserts its own slice (unchanged);
//   false inserts d[5..9) = 5, 6, 7, 8 at 4.
// Then the constant 0..15 unchanged.
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

func.func @forall_if_back(%d: tensor<8xi64>, %x: i64) -> tensor<8xi64> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8xi64>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<8xi64> to tensor<2xi64>
    %c = arith.cmpi eq, %i, %c1 : index
    %v = scf.if %c -> (tensor<2xi64>) {
      %n = tensor.from_elements %x, %x : tensor<2xi64>
      scf.yield %n : tensor<2xi64>
    } else {
      scf.yield %s : tensor<2xi64>
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%off] [2] [1] : tensor<2xi64> into tensor<8xi64>
    }
  }
  return %r : tensor<8xi64>
}

func.func @switch_back(%d: tensor<16xi64>, %other: tensor<4xi64>, %k: index, %i: index, %x: i64) -> tensor<16xi64> {
  %s = tensor.extract_slice %d[%i] [4] [1] : tensor<16xi64> to tensor<4xi64>
  %v = scf.index_switch %k -> tensor<4xi64>
  case 0 {
    %e = tensor.empty() : tensor<4xi64>
    %f = linalg.fill ins(%x : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %f : tensor<4xi64>
  }
  case 1 {
    scf.yield %other : tensor<4xi64>
  }
  default {
    scf.yield %s : tensor<4xi64>
  }
  %r = tensor.insert_slice %v into %d[%i] [4] [1] : tensor<4xi64> into tensor<16xi64>
  return %r : tensor<16xi64>
}

func.func @if_overlapping_back(%d: tensor<16xi64>, %c: i1, %i: index) -> tensor<16xi64> {
  %s = tensor.extract_slice %d[%i] [4] [1] : tensor<16xi64> to tensor<4xi64>
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  %t = tensor.extract_slice %d[%j] [4] [1] : tensor<16xi64> to tensor<4xi64>
  %v = scf.if %c -> (tensor<4xi64>) {
    scf.yield %s : tensor<4xi64>
  } else {
    scf.yield %t : tensor<4xi64>
  }
  %r = tensor.insert_slice %v into %d[%i] [4] [1] : tensor<4xi64> into tensor<16xi64>
  return %r : tensor<16xi64>
}

func.func @main() {
  %d8 = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi64>
  %nine = arith.constant 9 : i64
  %a = func.call @forall_if_back(%d8, %nine) : (tensor<8xi64>, i64) -> tensor<8xi64>
  %a_ = tensor.cast %a : tensor<8xi64> to tensor<?xi64>
  func.call @show(%a_) : (tensor<?xi64>) -> ()
  %d8_ = tensor.cast %d8 : tensor<8xi64> to tensor<?xi64>
  func.call @show(%d8_) : (tensor<?xi64>) -> ()

  %d = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>
  %other = arith.constant dense<[100, 101, 102, 103]> : tensor<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %seven = arith.constant 7 : i64
  %s0 = func.call @switch_back(%d, %other, %c0, %c4, %seven) : (tensor<16xi64>, tensor<4xi64>, index, index, i64) -> tensor<16xi64>
  %s0_ = tensor.cast %s0 : tensor<16xi64> to tensor<?xi64>
  func.call @show(%s0_) : (tensor<?xi64>) -> ()
  %s1 = func.call @switch_back(%d, %other, %c1, %c4, %seven) : (tensor<16xi64>, tensor<4xi64>, index, index, i64) -> tensor<16xi64>
  %s1_ = tensor.cast %s1 : tensor<16xi64> to tensor<?xi64>
  func.call @show(%s1_) : (tensor<?xi64>) -> ()
  %s2 = func.call @switch_back(%d, %other, %c2, %c4, %seven) : (tensor<16xi64>, tensor<4xi64>, index, index, i64) -> tensor<16xi64>
  %s2_ = tensor.cast %s2 : tensor<16xi64> to tensor<?xi64>
  func.call @show(%s2_) : (tensor<?xi64>) -> ()

  %true = arith.constant true
  %false = arith.constant false
  %o1 = func.call @if_overlapping_back(%d, %true, %c4) : (tensor<16xi64>, i1, index) -> tensor<16xi64>
  %o1_ = tensor.cast %o1 : tensor<16xi64> to tensor<?xi64>
  func.call @show(%o1_) : (tensor<?xi64>) -> ()
  %o2 = func.call @if_overlapping_back(%d, %false, %c4) : (tensor<16xi64>, i1, index) -> tensor<16xi64>
  %o2_ = tensor.cast %o2 : tensor<16xi64> to tensor<?xi64>
  func.call @show(%o2_) : (tensor<?xi64>) -> ()
  %d_ = tensor.cast %d : tensor<16xi64> to tensor<?xi64>
  func.call @show(%d_) : (tensor<?xi64>) -> ()
  return
}
