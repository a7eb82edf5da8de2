// A tile filled in place, inserted back where it came from (the
// insertion copies each element onto itself) and read after the
// insertion: no copy. With a write into the whole tensor between the
// fill and the insertion, the insertion must still put the filled tile
// back over it. And in a loop, tile i filled with i, inserted back and
// read after each insertion.
// t = 1, 2, 3, 4, 5, 6, 7, 8.
// @read_tile_after_insert(t, 2): 1, 2, 0, 0, 0, 0, 7, 8 / x = 0.
// @written_between(t, 4): 9, 9, 9, 9, 0, 0, 0, 0.
// @loop(t): tiles of 2, tile i = i: 0, 0, 1, 1, 2, 2, 3, 3 / sum of the
// first element of each tile read after its insertion: 0+1+2+3 = 6.
// Counts after One-Shot: 4 + 3 against upstream's 4 + 5 (6 + 5 before).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<8xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @read_tile_after_insert(%t: tensor<8xi64>, %i: index) -> (tensor<8xi64>, i64) {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = tensor.extract_slice %t[%i] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %f = linalg.fill ins(%z : i64) outs(%s : tensor<4xi64>) -> tensor<4xi64>
  %r = tensor.insert_slice %f into %t[%i] [4] [1] : tensor<4xi64> into tensor<8xi64>
  %x = tensor.extract %f[%c1] : tensor<4xi64>
  return %r, %x : tensor<8xi64>, i64
}

func.func @written_between(%t: tensor<8xi64>, %i: index) -> tensor<8xi64> {
  %z = arith.constant 0 : i64
  %nine = arith.constant 9 : i64
  %s = tensor.extract_slice %t[%i] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %f = linalg.fill ins(%z : i64) outs(%s : tensor<4xi64>) -> tensor<4xi64>
  %w = linalg.fill ins(%nine : i64) outs(%t : tensor<8xi64>) -> tensor<8xi64>
  %r = tensor.insert_slice %f into %w[%i] [4] [1] : tensor<4xi64> into tensor<8xi64>
  return %r : tensor<8xi64>
}

func.func @loop(%t: tensor<8xi64>) -> (tensor<8xi64>, i64) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %c8 step %c2 iter_args(%a = %t, %sum = %zero) -> (tensor<8xi64>, i64) {
    %k = arith.divui %i, %c2 : index
    %v = arith.index_cast %k : index to i64
    %s = tensor.extract_slice %a[%i] [2] [1] : tensor<8xi64> to tensor<2xi64>
    %f = linalg.fill ins(%v : i64) outs(%s : tensor<2xi64>) -> tensor<2xi64>
    %n = tensor.insert_slice %f into %a[%i] [2] [1] : tensor<2xi64> into tensor<8xi64>
    %x = tensor.extract %f[%c0] : tensor<2xi64>
    %sum2 = arith.addi %sum, %x : i64
    scf.yield %n, %sum2 : tensor<8xi64>, i64
  }
  return %r#0, %r#1 : tensor<8xi64>, i64
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi64>
  %r, %x = func.call @read_tile_after_insert(%t, %c2) : (tensor<8xi64>, index) -> (tensor<8xi64>, i64)
  func.call @show(%r) : (tensor<8xi64>) -> ()
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %w = func.call @written_between(%t, %c4) : (tensor<8xi64>, index) -> tensor<8xi64>
  func.call @show(%w) : (tensor<8xi64>) -> ()
  %l, %s = func.call @loop(%t) : (tensor<8xi64>) -> (tensor<8xi64>, i64)
  func.call @show(%l) : (tensor<8xi64>) -> ()
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
