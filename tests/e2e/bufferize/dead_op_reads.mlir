// A slice read only by an op whose result nobody uses, inside a loop that
// overwrites the slice's source in place (lit dead-op-reads.mlir; fuzzer
// seed 13851 @t24): the dead op's reads are not reads, so nothing is
// copied; it still runs on whatever the buffer holds (valgrind clean).
// The live variant reads the slice's original contents.
// Expected (by hand), x = 5, n = 3: @dead_reader: the generic copies 1s
// over t: 1, 1, 1, 1, 1, 1. @live_reader: the same, and s - s = 0 on the
// original five elements: 0, 0, 0, 0, 0; the sum s + s of the last
// iteration, computed from the slice of the original t: 10 x 5.
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

func.func @dead_reader(%n: index, %x: i64) -> tensor<6xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %x, %x, %x, %x, %x, %x : tensor<6xi64>
  %s = tensor.extract_slice %t[0] [5] [1] : tensor<6xi64> to tensor<5xi64>
  %one = arith.constant dense<1> : tensor<6xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<6xi64>) {
    %e = tensor.empty() : tensor<5xi64>
    %dead = linalg.sub ins(%s, %s : tensor<5xi64>, tensor<5xi64>) outs(%e : tensor<5xi64>) -> tensor<5xi64>
    %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%one : tensor<6xi64>) outs(%a : tensor<6xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<6xi64>
    scf.yield %w : tensor<6xi64>
  }
  return %r : tensor<6xi64>
}

func.func @live_reader(%n: index, %x: i64) -> (tensor<6xi64>, tensor<5xi64>, tensor<5xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %x, %x, %x, %x, %x, %x : tensor<6xi64>
  %s = tensor.extract_slice %t[0] [5] [1] : tensor<6xi64> to tensor<5xi64>
  %one = arith.constant dense<1> : tensor<6xi64>
  %e0 = tensor.empty() : tensor<5xi64>
  %e1 = tensor.empty() : tensor<5xi64>
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %e0, %c = %e1) -> (tensor<6xi64>, tensor<5xi64>, tensor<5xi64>) {
    %live = linalg.sub ins(%s, %s : tensor<5xi64>, tensor<5xi64>) outs(%b : tensor<5xi64>) -> tensor<5xi64>
    %sum = linalg.add ins(%s, %s : tensor<5xi64>, tensor<5xi64>) outs(%c : tensor<5xi64>) -> tensor<5xi64>
    %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%one : tensor<6xi64>) outs(%a : tensor<6xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<6xi64>
    scf.yield %w, %live, %sum : tensor<6xi64>, tensor<5xi64>, tensor<5xi64>
  }
  return %r#0, %r#1, %r#2 : tensor<6xi64>, tensor<5xi64>, tensor<5xi64>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %x = arith.constant 5 : i64
  %d = func.call @dead_reader(%c3, %x) : (index, i64) -> tensor<6xi64>
  %d1 = tensor.cast %d : tensor<6xi64> to tensor<?xi64>
  func.call @show(%d1) : (tensor<?xi64>) -> ()
  %l:3 = func.call @live_reader(%c3, %x) : (index, i64) -> (tensor<6xi64>, tensor<5xi64>, tensor<5xi64>)
  %l0 = tensor.cast %l#0 : tensor<6xi64> to tensor<?xi64>
  func.call @show(%l0) : (tensor<?xi64>) -> ()
  %l1 = tensor.cast %l#1 : tensor<5xi64> to tensor<?xi64>
  func.call @show(%l1) : (tensor<?xi64>) -> ()
  %l2 = tensor.cast %l#2 : tensor<5xi64> to tensor<?xi64>
  func.call @show(%l2) : (tensor<?xi64>) -> ()
  return
}
