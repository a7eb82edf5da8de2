// scf.forall loops whose results nobody reads and whose shared block
// arguments are only parallel_insert_slice destinations: their shared
// outputs are only written (lit forall-unobserved-shared-outs.mlir), so
// they go in place on a function argument inside a loop. The writes stay
// writes: the caller's tensor, read after the call, and a read of the
// argument after the forall in the same function, must still see the old
// contents.
// Expected (by hand), t = 1, 2, 3, 4:
//   @only_write(t, 3): nothing visible; main prints t: 1, 2, 3, 4.
//   @write_then_read(t, 3): each of 3 iterations adds t[3] = 4: 12.
//   @body_reads(t, 2): each iteration's forall doubles elements 0 and 1 of
//     its shared output (the argument as it was, every iteration), result
//     unused; then reads t[0] = 1 and t[1] = 2: (1 + 2) * 2 = 6.
//   t again: 1, 2, 3, 4.
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

func.func @only_write(%t: tensor<4xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.forall (%j) in (2) shared_outs(%o = %t) -> (tensor<4xi64>) {
      %x = arith.index_cast %j : index to i64
      %v = tensor.from_elements %x : tensor<1xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %v into %o[%j] [1] [1] : tensor<1xi64> into tensor<4xi64>
      }
    }
  }
  return
}

func.func @write_then_read(%t: tensor<4xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %r = scf.forall (%j) in (4) shared_outs(%o = %t) -> (tensor<4xi64>) {
      %x = arith.index_cast %j : index to i64
      %v = tensor.from_elements %x : tensor<1xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %v into %o[%j] [1] [1] : tensor<1xi64> into tensor<4xi64>
      }
    }
    %e = tensor.extract %t[%c3] : tensor<4xi64>
    %acc2 = arith.addi %acc, %e : i64
    scf.yield %acc2 : i64
  }
  return %s : i64
}

func.func @body_reads(%t: tensor<4xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %r = scf.forall (%j) in (2) shared_outs(%o = %t) -> (tensor<4xi64>) {
      %x = tensor.extract %o[%j] : tensor<4xi64>
      %y = arith.addi %x, %x : i64
      %v = tensor.from_elements %y : tensor<1xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %v into %o[%j] [1] [1] : tensor<1xi64> into tensor<4xi64>
      }
    }
    %a = tensor.extract %t[%c0] : tensor<4xi64>
    %b = tensor.extract %t[%c1] : tensor<4xi64>
    %ab = arith.addi %a, %b : i64
    %acc2 = arith.addi %acc, %ab : i64
    scf.yield %acc2 : i64
  }
  return %s : i64
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  func.call @only_write(%t, %c3) : (tensor<4xi64>, index) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  %a = func.call @write_then_read(%t, %c3) : (tensor<4xi64>, index) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = func.call @body_reads(%t, %c2) : (tensor<4xi64>, index) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  return
}
