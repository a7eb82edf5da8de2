// Elementwise ops reading the tensor they write through an arith.select
// of it twice or tensor.casts (lit elementwise-same-value.mlir; fuzzer
// seed 13914 @t35): in place, each element is read before it is written.
// Expected (by hand), t = [1, 2, 3, 4]: doubled (c true, then false):
// 2, 4, 6, 8 twice; squared: 1, 4, 9, 16; the caller's t unchanged.
// Then two results of one scf.index_switch / scf.if yielding one value at
// both positions (seed 14273 @t31): t with its last element zeroed, added
// to itself: 2, 4, 6, 0; squared through scf.if: 1, 4, 9, 16 (c true, then
// false); t still 1, 2, 3, 4; and shifted slices of [1, 2, 3, 4, 5]
// yielded at the two positions, the generic copying the upper one into the
// lower: 2, 3, 4, 5.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<4xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @double(%t: tensor<4xi64>, %c: i1) -> tensor<4xi64> {
  %s = arith.select %c, %t, %t : tensor<4xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : tensor<4xi64>) outs(%t : tensor<4xi64>) {
  ^bb0(%in: i64, %out: i64):
    %d = arith.addi %in, %in : i64
    linalg.yield %d : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func @square(%t: tensor<4xi64>) -> tensor<4xi64> {
  %d = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  %s = tensor.cast %d : tensor<?xi64> to tensor<4xi64>
  %r = linalg.map { arith.muli } ins(%s, %s : tensor<4xi64>, tensor<4xi64>) outs(%t : tensor<4xi64>)
  return %r : tensor<4xi64>
}

func.func @switch_sum(%t: tensor<4xi64>, %i: index) -> tensor<4xi64> {
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %w = tensor.insert %z into %t[%c3] : tensor<4xi64>
  %a, %b = scf.index_switch %i -> tensor<4xi64>, tensor<4xi64>
  case 0 {
    scf.yield %w, %w : tensor<4xi64>, tensor<4xi64>
  }
  default {
    scf.yield %w, %w : tensor<4xi64>, tensor<4xi64>
  }
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b, %a : tensor<4xi64>, tensor<4xi64>) outs(%b : tensor<4xi64>) {
  ^bb0(%x: i64, %y: i64, %o: i64):
    %s = arith.addi %x, %y : i64
    linalg.yield %s : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func @if_square(%t: tensor<4xi64>, %c: i1) -> tensor<4xi64> {
  %a, %b = scf.if %c -> (tensor<4xi64>, tensor<4xi64>) {
    scf.yield %t, %t : tensor<4xi64>, tensor<4xi64>
  } else {
    scf.yield %t, %t : tensor<4xi64>, tensor<4xi64>
  }
  %r = linalg.map { arith.muli } ins(%a, %a : tensor<4xi64>, tensor<4xi64>) outs(%b : tensor<4xi64>)
  return %r : tensor<4xi64>
}

func.func @shifted(%t: tensor<5xi64>, %c: i1) -> tensor<4xi64> {
  %lo = tensor.extract_slice %t[0] [4] [1] : tensor<5xi64> to tensor<4xi64>
  %hi = tensor.extract_slice %t[1] [4] [1] : tensor<5xi64> to tensor<4xi64>
  %a, %b = scf.if %c -> (tensor<4xi64>, tensor<4xi64>) {
    scf.yield %hi, %lo : tensor<4xi64>, tensor<4xi64>
  } else {
    scf.yield %hi, %lo : tensor<4xi64>, tensor<4xi64>
  }
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi64>) outs(%b : tensor<4xi64>) {
  ^bb0(%x: i64, %o: i64):
    linalg.yield %x : i64
  } -> tensor<4xi64>
  %u = tensor.insert_slice %r into %t[0] [4] [1] : tensor<4xi64> into tensor<5xi64>
  %e = tensor.extract_slice %u[0] [4] [1] : tensor<5xi64> to tensor<4xi64>
  return %e : tensor<4xi64>
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %t0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.copy ins(%t0 : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %a = func.call @double(%t, %true) : (tensor<4xi64>, i1) -> tensor<4xi64>
  func.call @show(%a) : (tensor<4xi64>) -> ()
  %b = func.call @double(%t, %false) : (tensor<4xi64>, i1) -> tensor<4xi64>
  func.call @show(%b) : (tensor<4xi64>) -> ()
  %q = func.call @square(%t) : (tensor<4xi64>) -> tensor<4xi64>
  func.call @show(%q) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  // (Each call gets a tensor of its own: the copies a caller makes for a
  // callee writing its argument are not what this program tests.)
  %e1 = tensor.empty() : tensor<4xi64>
  %t1 = linalg.copy ins(%t0 : tensor<4xi64>) outs(%e1 : tensor<4xi64>) -> tensor<4xi64>
  %e3 = tensor.empty() : tensor<4xi64>
  %t3 = linalg.copy ins(%t0 : tensor<4xi64>) outs(%e3 : tensor<4xi64>) -> tensor<4xi64>
  %e4 = tensor.empty() : tensor<4xi64>
  %t4 = linalg.copy ins(%t0 : tensor<4xi64>) outs(%e4 : tensor<4xi64>) -> tensor<4xi64>
  %e6 = tensor.empty() : tensor<4xi64>
  %t6 = linalg.copy ins(%t0 : tensor<4xi64>) outs(%e6 : tensor<4xi64>) -> tensor<4xi64>
  %s0 = func.call @switch_sum(%t1, %c0) : (tensor<4xi64>, index) -> tensor<4xi64>
  func.call @show(%s0) : (tensor<4xi64>) -> ()
  %s2 = func.call @switch_sum(%t3, %c2) : (tensor<4xi64>, index) -> tensor<4xi64>
  func.call @show(%s2) : (tensor<4xi64>) -> ()
  %i1 = func.call @if_square(%t4, %true) : (tensor<4xi64>, i1) -> tensor<4xi64>
  func.call @show(%i1) : (tensor<4xi64>) -> ()
  %i2 = func.call @if_square(%t6, %false) : (tensor<4xi64>, i1) -> tensor<4xi64>
  func.call @show(%i2) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  %f0 = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi64>
  %e5 = tensor.empty() : tensor<5xi64>
  %f = linalg.copy ins(%f0 : tensor<5xi64>) outs(%e5 : tensor<5xi64>) -> tensor<5xi64>
  %h = func.call @shifted(%f, %true) : (tensor<5xi64>, i1) -> tensor<4xi64>
  func.call @show(%h) : (tensor<4xi64>) -> ()
  return
}
