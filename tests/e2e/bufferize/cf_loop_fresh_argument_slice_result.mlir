// UPSTREAM-FAILS: upstream's deallocation rejects unstructured loops ("Only structured control-flow loops are supported")
// A public function returns a slice of its argument (not equivalent, so
// the call has a result of its own). In each iteration of a cf loop the
// caller builds a fresh 2x2 tensor, calls, and then either doubles the
// tensor in place (i = 1) or writes into the slice (otherwise): the two
// writes are in different cases of one scf.index_switch and the loop makes
// a new tensor before the next call, so nothing depends on whether the
// call's result aliases the argument. The deallocation ABI returns the
// slice as a clone; its call-result aliasing check refused this (the write
// of the result in one iteration seemed to reach the read of the argument
// in the next), the One-Shot fuzzer's seed 10295 @t17.
//
// Neither tensor is read after the switch, so both writes go in place
// (into the tensor's buffer, and into the slice of it the call returns).
//
// Expected (by hand): iteration i (0, 1, 2) builds [[i, 1], [2, 10 + i]].
// i = 0: insert 100 into the slice, print 100. i = 1: the tensor doubled:
// 2, 2, 4, 22. i = 2: 100.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @corner(%t: tensor<2x2xi64>) -> tensor<1x1xi64> {
  %s = tensor.extract_slice %t[1, 1] [1, 1] [1, 1] : tensor<2x2xi64> to tensor<1x1xi64>
  return %s : tensor<1x1xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %ten = arith.constant 10 : i64
  %hundred = arith.constant 100 : i64
  cf.br ^head(%c0 : index)
^head(%i: index):
  %more = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %iv = arith.index_cast %i : index to i64
  %d = arith.addi %ten, %iv : i64
  %t = tensor.from_elements %iv, %one, %two, %d : tensor<2x2xi64>
  %r = func.call @corner(%t) : (tensor<2x2xi64>) -> tensor<1x1xi64>
  scf.index_switch %i
  case 1 {
    %m = linalg.map ins(%t : tensor<2x2xi64>) outs(%t : tensor<2x2xi64>)
      (%in: i64, %init: i64) {
        %x = arith.addi %in, %in : i64
        linalg.yield %x : i64
      }
    %a = tensor.extract %m[%c0, %c0] : tensor<2x2xi64>
    %b = tensor.extract %m[%c0, %c1] : tensor<2x2xi64>
    %c = tensor.extract %m[%c1, %c0] : tensor<2x2xi64>
    %e = tensor.extract %m[%c1, %c1] : tensor<2x2xi64>
    func.call @printI64(%a) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%b) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%c) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%e) : (i64) -> ()
    func.call @printNewline() : () -> ()
    scf.yield
  }
  default {
    %w = tensor.insert %hundred into %r[%c0, %c0] : tensor<1x1xi64>
    %v = tensor.extract %w[%c0, %c0] : tensor<1x1xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
    scf.yield
  }
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j : index)
^exit:
  return
}
