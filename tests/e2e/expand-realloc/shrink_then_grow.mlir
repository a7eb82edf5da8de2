// Shrinks a buffer (the realloc becomes a reinterpret_cast of the same
// allocation), then grows it again (a new allocation receives the 3 kept
// elements and the old allocation is freed). Elements past the kept prefix
// are written after growing.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc(%c8) {alignment = 64} : memref<?xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = arith.addi %i, %c1 : index
    %v = arith.index_cast %x : index to i64
    memref.store %v, %buf[%i] : memref<?xi64>
  }
  %small = memref.realloc %buf(%c3) {alignment = 64} : memref<?xi64> to memref<?xi64>
  %big = memref.realloc %small(%c5) {alignment = 64} : memref<?xi64> to memref<?xi64>
  %m100 = arith.constant 100 : i64
  memref.store %m100, %big[%c3] : memref<?xi64>
  %c4 = arith.constant 4 : index
  %m200 = arith.constant 200 : i64
  memref.store %m200, %big[%c4] : memref<?xi64>
  %n = memref.dim %big, %c0 : memref<?xi64>
  %ni = arith.index_cast %n : index to i64
  func.call @printI64(%ni) : (i64) -> ()
  func.call @printNewline() : () -> ()
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %big[%i] : memref<?xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  memref.dealloc %big : memref<?xi64>
  return
}
