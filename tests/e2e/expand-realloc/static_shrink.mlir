// UPSTREAM-FAILS: upstream's expansion of a static shrink holds an
// out-of-bounds static subview in its dead grow branch and fails to verify.
// Static shrink: a memref<6xi8> shrinks to memref<3xi8>, which ferrobuf
// expands to a single reinterpret_cast of the same allocation.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %s = memref.alloc() : memref<6xi8>
  scf.for %i = %c0 to %c6 step %c1 {
    %x = arith.index_cast %i : index to i8
    memref.store %x, %s[%i] : memref<6xi8>
  }
  %t = memref.realloc %s : memref<6xi8> to memref<3xi8>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %t[%i] : memref<3xi8>
    %w = arith.extsi %v : i8 to i64
    func.call @printI64(%w) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  memref.dealloc %t : memref<3xi8>
  return
}
