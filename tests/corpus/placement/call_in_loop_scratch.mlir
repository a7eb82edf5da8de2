// Hand-written: an scf.for body allocates a scratch buffer and hands it to a
// func.call each iteration.
func.func private @kernel(memref<128xf32>, memref<128xf32>)
func.func @loop_calls(%in: memref<128xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = memref.alloc() : memref<128xf32>
    func.call @kernel(%in, %0) : (memref<128xf32>, memref<128xf32>) -> ()
    func.call @kernel(%0, %in) : (memref<128xf32>, memref<128xf32>) -> ()
  }
  return
}
