// A tensor.generate whose body reads a tensor computed in the function: it
// becomes a linalg.map whose payload loads from that tensor's buffer,
// which has no use after it, so its free moves up right after the map,
// never before it. The ferrobuf-bufferize pipeline does not look into
// scalar-only linalg payloads; the generate's body is not scalar-only, and
// neither is the map it becomes, so it must (with a wrong skip, the free
// does not move up, and the fused pass's output differs from the separate
// passes'). (payload_reads_buffer: a linalg.generic payload reading a
// tensor.)
//
// a = [0, 1, 2, 3]; g[i] = 10 * a[i] + 1 = [1, 11, 21, 31]
// h[i] = g[i] + (3 - i) = [4, 13, 22, 31]
// Expected (by hand): 1, 11, 21, 31 then 4, 13, 22, 31.
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %v1 = arith.constant 1 : i64
  %v10 = arith.constant 10 : i64
  %ea = tensor.empty(%c4) : tensor<?xi64>
  %a = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%ea : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    linalg.yield %ii : i64
  } -> tensor<?xi64>
  %g = tensor.generate %c4 {
  ^bb0(%i: index):
    %x = tensor.extract %a[%i] : tensor<?xi64>
    %y = arith.muli %x, %v10 : i64
    %z = arith.addi %y, %v1 : i64
    tensor.yield %z : i64
  } : tensor<?xi64>
  %e = tensor.empty(%c4) : tensor<?xi64>
  %h = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%g : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %i = linalg.index 0 : index
    %j = arith.subi %c3, %i : index
    %w = arith.index_cast %j : index to i64
    %s = arith.addi %in, %w : i64
    linalg.yield %s : i64
  } -> tensor<?xi64>
  func.call @show(%g) : (tensor<?xi64>) -> ()
  func.call @show(%h) : (tensor<?xi64>) -> ()
  return
}
