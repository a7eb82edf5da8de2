// A realloc inside scf.if inside scf.for: on even iterations the buffer
// grows by one element that receives i; on odd iterations it is
// "reallocated" to its current size (a reinterpret of the same buffer).
// Prints the final size and contents.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %init = memref.alloc(%c1) : memref<?xi64>
  %z = arith.constant 7 : i64
  memref.store %z, %init[%c0] : memref<?xi64>
  %final = scf.for %i = %c0 to %c9 step %c1 iter_args(%buf = %init) -> (memref<?xi64>) {
    %r = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    %next = scf.if %even -> (memref<?xi64>) {
      %old = memref.dim %buf, %c0 : memref<?xi64>
      %n = arith.addi %old, %c1 : index
      %g = memref.realloc %buf(%n) : memref<?xi64> to memref<?xi64>
      %v = arith.index_cast %i : index to i64
      memref.store %v, %g[%old] : memref<?xi64>
      scf.yield %g : memref<?xi64>
    } else {
      %cur = memref.dim %buf, %c0 : memref<?xi64>
      %same = memref.realloc %buf(%cur) : memref<?xi64> to memref<?xi64>
      scf.yield %same : memref<?xi64>
    }
    scf.yield %next : memref<?xi64>
  }
  %n = memref.dim %final, %c0 : memref<?xi64>
  %ni = arith.index_cast %n : index to i64
  func.call @printI64(%ni) : (i64) -> ()
  func.call @printNewline() : () -> ()
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %final[%i] : memref<?xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  memref.dealloc %final : memref<?xi64>
  return
}
