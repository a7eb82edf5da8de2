// Grows a dynamic buffer by one element per iteration (realloc in an
// scf.for), writing i*i at position i, then prints every element and frees
// the final buffer. Every intermediate buffer is freed by the expansion
// (emit-deallocs=true), so valgrind must see no leak.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %init = memref.alloc(%c1) : memref<?xi64>
  %final = scf.for %i = %c0 to %c12 step %c1 iter_args(%buf = %init) -> (memref<?xi64>) {
    %n = arith.addi %i, %c1 : index
    %grown = memref.realloc %buf(%n) : memref<?xi64> to memref<?xi64>
    %ii = arith.muli %i, %i : index
    %v = arith.index_cast %ii : index to i64
    memref.store %v, %grown[%i] : memref<?xi64>
    scf.yield %grown : memref<?xi64>
  }
  scf.for %i = %c0 to %c12 step %c1 {
    %v = memref.load %final[%i] : memref<?xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  memref.dealloc %final : memref<?xi64>
  return
}
