// Unranked tensors through control flow and function boundaries:
// scf.index_switch yielding unranked arguments or a fresh tensor cast to
// unranked (returned from a function, freed by the caller), arith.select
// and scf.if of unranked tensors followed by a write through a ranked
// cast (the selected constant must not be changed), an scf.for carrying an
// unranked tensor written in place every iteration, and tensor.reshape to
// an unranked result. show_u prints the rank, then the elements.
//
// a = [1, 2, 3, 4], b = [10, 20], ua/ub their unranked casts.
// pick(k): k = 0 -> a, k = 1 -> b, else fresh [7, 7, 7]:
//   1 / 1, 2, 3, 4 / 1 / 10, 20 / 1 / 7, 7, 7
// s = select(true, ub, ua) = b; x = if false then ua else s = b;
//   w = x with [0] = 99: 99, 20; then ub: 1 / 10, 20; ua: 1 / 1, 2, 3, 4
// loop on z = [0, 0, 0, 0], i = 0..3: z[i] = i * i: 1 / 0, 1, 4, 0
// reshape(a, [2, 2]) (shape of dynamic length: a static-length shape
// with an unranked result crashes upstream's LLVM lowering of
// memref.reshape): rank 2, dim 1 = 2, [1][0] = 3: 2 / 2 / 3
// Expected (by hand): the lines above, in order.
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

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// The rank of %u on one line, then its elements (it is 1-D).
func.func @show_u(%u: tensor<*xi64>) {
  %r = tensor.rank %u : tensor<*xi64>
  %ri = arith.index_cast %r : index to i64
  func.call @pr(%ri) : (i64) -> ()
  %t = tensor.cast %u : tensor<*xi64> to tensor<?xi64>
  func.call @show(%t) : (tensor<?xi64>) -> ()
  return
}

// Case 0: %a, case 1: %b, default: a fresh [7, 7, 7].
func.func @pick(%k: index, %a: tensor<*xi64>, %b: tensor<*xi64>) -> tensor<*xi64> {
  %seven = arith.constant 7 : i64
  %r = scf.index_switch %k -> tensor<*xi64>
  case 0 {
    scf.yield %a : tensor<*xi64>
  }
  case 1 {
    scf.yield %b : tensor<*xi64>
  }
  default {
    %e = tensor.empty() : tensor<3xi64>
    %f = linalg.fill ins(%seven : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
    %u = tensor.cast %f : tensor<3xi64> to tensor<*xi64>
    scf.yield %u : tensor<*xi64>
  }
  return %r : tensor<*xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %v99 = arith.constant 99 : i64
  %true = arith.constant true
  %false = arith.constant false
  %a = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %b = arith.constant dense<[10, 20]> : tensor<2xi64>
  %ua = tensor.cast %a : tensor<4xi64> to tensor<*xi64>
  %ub = tensor.cast %b : tensor<2xi64> to tensor<*xi64>

  scf.for %k = %c0 to %c3 step %c1 {
    %p = func.call @pick(%k, %ua, %ub) : (index, tensor<*xi64>, tensor<*xi64>) -> tensor<*xi64>
    func.call @show_u(%p) : (tensor<*xi64>) -> ()
  }

  %s = arith.select %true, %ub, %ua : tensor<*xi64>
  %x = scf.if %false -> tensor<*xi64> {
    scf.yield %ua : tensor<*xi64>
  } else {
    scf.yield %s : tensor<*xi64>
  }
  %xt = tensor.cast %x : tensor<*xi64> to tensor<?xi64>
  %w = tensor.insert %v99 into %xt[%c0] : tensor<?xi64>
  func.call @show(%w) : (tensor<?xi64>) -> ()
  func.call @show_u(%ub) : (tensor<*xi64>) -> ()
  func.call @show_u(%ua) : (tensor<*xi64>) -> ()

  %e = tensor.empty() : tensor<4xi64>
  %z = linalg.fill ins(%zero : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %uz = tensor.cast %z : tensor<4xi64> to tensor<*xi64>
  %l = scf.for %i = %c0 to %c3 step %c1 iter_args(%it = %uz) -> (tensor<*xi64>) {
    %q = tensor.cast %it : tensor<*xi64> to tensor<?xi64>
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %w2 = tensor.insert %sq into %q[%i] : tensor<?xi64>
    %u2 = tensor.cast %w2 : tensor<?xi64> to tensor<*xi64>
    scf.yield %u2 : tensor<*xi64>
  }
  func.call @show_u(%l) : (tensor<*xi64>) -> ()

  %shape2 = arith.constant dense<[2, 2]> : tensor<2xindex>
  %shape = tensor.cast %shape2 : tensor<2xindex> to tensor<?xindex>
  %rs = tensor.reshape %a(%shape) : (tensor<4xi64>, tensor<?xindex>) -> tensor<*xi64>
  %rr = tensor.rank %rs : tensor<*xi64>
  %d1 = tensor.dim %rs, %c1 : tensor<*xi64>
  %m = tensor.cast %rs : tensor<*xi64> to tensor<2x2xi64>
  %v = tensor.extract %m[%c1, %c0] : tensor<2x2xi64>
  %rri = arith.index_cast %rr : index to i64
  func.call @pr(%rri) : (i64) -> ()
  %d1i = arith.index_cast %d1 : index to i64
  func.call @pr(%d1i) : (i64) -> ()
  func.call @pr(%v) : (i64) -> ()
  return
}
