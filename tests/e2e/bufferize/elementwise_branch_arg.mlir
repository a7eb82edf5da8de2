// An elementwise op reading a tensor and writing a cf block argument that
// is that tensor or a constant's copy (lit elementwise-branch-arg.mlir;
// fuzzer seed 13883 @t17): in place on the tensor itself; and one that
// may be an overlapping slice of what it reads, which must not be.
// Expected (by hand): @same_or_fresh(x = 3): n = 0: 3 * 3 = 9 each;
// n = 2: 3 * [5, 6, 7, 8]. @overlapping(t = 1..8): c: a + b = [1, 2, 3,
// 4] + [3, 4, 5, 6]; not c: a + a.
// UPSTREAM-FAILS: upstream One-Shot leaves @overlapping's cf.cond_br with a tensor and a memref operand for one block argument ("type mismatch for bb argument #0 of successor #1")
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

func.func @same_or_fresh(%x: i64, %n: index) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %x, %x, %x, %x : tensor<4xi64>
  %r = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  cf.br ^bb1(%c0, %r : index, tensor<?xi64>)
^bb1(%k: index, %w: tensor<?xi64>):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %cst = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %c = tensor.cast %cst : tensor<4xi64> to tensor<?xi64>
  %k1 = arith.addi %k, %c1 : index
  cf.br ^bb1(%k1, %c : index, tensor<?xi64>)
^bb3:
  %m = linalg.mul ins(%r, %w : tensor<?xi64>, tensor<?xi64>) outs(%w : tensor<?xi64>) -> tensor<?xi64>
  return %m : tensor<?xi64>
}

func.func @overlapping(%t: tensor<8xi64>, %c: i1) -> tensor<4xi64> {
  %a = tensor.extract_slice %t[0] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %b = tensor.extract_slice %t[2] [4] [1] : tensor<8xi64> to tensor<4xi64>
  cf.cond_br %c, ^bb1(%b : tensor<4xi64>), ^bb1(%a : tensor<4xi64>)
^bb1(%w: tensor<4xi64>):
  %m = linalg.add ins(%a, %w : tensor<4xi64>, tensor<4xi64>) outs(%w : tensor<4xi64>) -> tensor<4xi64>
  return %m : tensor<4xi64>
}

func.func @main() {
  %x = arith.constant 3 : i64
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %p = func.call @same_or_fresh(%x, %c0) : (i64, index) -> tensor<?xi64>
  func.call @show(%p) : (tensor<?xi64>) -> ()
  %q = func.call @same_or_fresh(%x, %c2) : (i64, index) -> tensor<?xi64>
  func.call @show(%q) : (tensor<?xi64>) -> ()
  %t = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi64>
  %true = arith.constant true
  %false = arith.constant false
  %u = func.call @overlapping(%t, %true) : (tensor<8xi64>, i1) -> tensor<4xi64>
  %ud = tensor.cast %u : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ud) : (tensor<?xi64>) -> ()
  %v = func.call @overlapping(%t, %false) : (tensor<8xi64>, i1) -> tensor<4xi64>
  %vd = tensor.cast %v : tensor<4xi64> to tensor<?xi64>
  func.call @show(%vd) : (tensor<?xi64>) -> ()
  return
}
