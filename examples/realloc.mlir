// A growable buffer: each iteration appends one element, reallocating the
// buffer to the new length. `cargo run --release -- examples/realloc.mlir`
// runs ferrobuf's default pipeline on it (today: ferrobuf-expand-realloc +
// canonicalize), turning each memref.realloc into an explicit
// grow-or-reinterpret sequence that frees the old buffer.
func.func @append_squares(%n: index) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc(%c0) : memref<?xi64>
  %buf = scf.for %i = %c0 to %n step %c1 iter_args(%b = %init) -> (memref<?xi64>) {
    %len = arith.addi %i, %c1 : index
    %grown = memref.realloc %b(%len) : memref<?xi64> to memref<?xi64>
    %sq = arith.muli %i, %i : index
    %v = arith.index_cast %sq : index to i64
    memref.store %v, %grown[%i] : memref<?xi64>
    scf.yield %grown : memref<?xi64>
  }
  return %buf : memref<?xi64>
}
