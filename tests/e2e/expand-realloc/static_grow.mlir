// Static sizes: memref<2xf32> grows to memref<4xf32> (constants compared,
// alloc + copy + dealloc).
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.5 : f32
  %f9 = arith.constant 9.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %f1, %a[%c0] : memref<2xf32>
  memref.store %f2, %a[%c1] : memref<2xf32>
  %b = memref.realloc %a : memref<2xf32> to memref<4xf32>
  memref.store %f9, %b[%c2] : memref<4xf32>
  memref.store %f9, %b[%c3] : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %b[%i] : memref<4xf32>
    func.call @printF32(%v) : (f32) -> ()
    func.call @printNewline() : () -> ()
  }
  memref.dealloc %b : memref<4xf32>

  return
}
