// arith.select between two tensors (a fresh iota and a constant), then an
// insert into the selected tensor while both candidates are printed
// afterwards: the select result may alias either operand, so the insert
// must write into a copy. Also a select inside an scf.for between the
// iter_arg and a fresh tensor (condition depends on the iteration).
//
// a = iota(3) = [0, 1, 2]; b = [7, 8, 9]
// run(true):  s = a; s2 = 0, 100, 2; a = 0, 1, 2; b = 7, 8, 9
// run(false): s = b; s2 = 7, 100, 9; a, b unchanged
// loop: acc0 = [1, 1]; for i = 0..3: d = acc + acc (fresh);
//   s = (i odd) ? d : acc; acc = s with [0] = s[0] + 1 (copied back into
//   the iter_arg with linalg.copy so the yield is equivalent):
//   i=0: even -> [2, 1]; i=1: odd -> d = [4, 2] -> [5, 2];
//   i=2: even -> [6, 2]; i=3: odd -> d = [12, 4] -> [13, 4]
//   then acc0 is printed again: 1, 1
// Expected (by hand): run(true) (3 lines), run(false) (3 lines), 13, 4 / 1, 1
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Prints the elements of %t separated by ", ", then a newline.
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

// iota(n) = [0, 1, ..., n-1] (fresh tensor).
func.func @iota(%n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    linalg.yield %ii : i64
  } -> tensor<?xi64>
  return %t : tensor<?xi64>
}

func.func @run(%c: i1) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v100 = arith.constant 100 : i64
  %a = func.call @iota(%c3) : (index) -> tensor<?xi64>
  %bs = arith.constant dense<[7, 8, 9]> : tensor<3xi64>
  %b = tensor.cast %bs : tensor<3xi64> to tensor<?xi64>
  %s = arith.select %c, %a, %b : tensor<?xi64>
  %s2 = tensor.insert %v100 into %s[%c1] : tensor<?xi64>
  func.call @show(%s2) : (tensor<?xi64>) -> ()
  func.call @show(%a) : (tensor<?xi64>) -> ()
  func.call @show(%b) : (tensor<?xi64>) -> ()
  return
}

func.func @loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %acc0 = tensor.from_elements %one, %one : tensor<2xi64>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %acc0) -> tensor<2xi64> {
    %e = tensor.empty() : tensor<2xi64>
    %d = linalg.add ins(%acc, %acc : tensor<2xi64>, tensor<2xi64>) outs(%e : tensor<2xi64>) -> tensor<2xi64>
    %m = arith.remui %i, %c2 : index
    %odd = arith.cmpi eq, %m, %c1 : index
    %s = arith.select %odd, %d, %acc : tensor<2xi64>
    %v = tensor.extract %s[%c0] : tensor<2xi64>
    %v1 = arith.addi %v, %one : i64
    %s2 = tensor.insert %v1 into %s[%c0] : tensor<2xi64>
    %n = linalg.copy ins(%s2 : tensor<2xi64>) outs(%acc : tensor<2xi64>) -> tensor<2xi64>
    scf.yield %n : tensor<2xi64>
  }
  %rd = tensor.cast %r : tensor<2xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  %ad = tensor.cast %acc0 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  func.call @run(%true) : (i1) -> ()
  func.call @run(%false) : (i1) -> ()
  func.call @loop() : () -> ()
  return
}
