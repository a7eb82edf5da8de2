// Hand-written: promote-to-stack size boundary for element type complex<f32>. Local
// scratch buffers of exactly the byte limit and one element past it, for both
// the default limit (1024 bytes) and a 64-byte limit. complex<f32> is 8 bytes.
func.func @limit_complex_f32(%in: memref<128xcomplex<f32>>, %in2: memref<129xcomplex<f32>>, %in3: memref<8xcomplex<f32>>, %in4: memref<9xcomplex<f32>>) {
  %0 = memref.alloc() : memref<128xcomplex<f32>>
  test.copy(%in, %0) : (memref<128xcomplex<f32>>, memref<128xcomplex<f32>>)
  test.copy(%0, %in) : (memref<128xcomplex<f32>>, memref<128xcomplex<f32>>)
  %1 = memref.alloc() : memref<129xcomplex<f32>>
  test.copy(%in2, %1) : (memref<129xcomplex<f32>>, memref<129xcomplex<f32>>)
  test.copy(%1, %in2) : (memref<129xcomplex<f32>>, memref<129xcomplex<f32>>)
  %2 = memref.alloc() : memref<8xcomplex<f32>>
  test.copy(%in3, %2) : (memref<8xcomplex<f32>>, memref<8xcomplex<f32>>)
  test.copy(%2, %in3) : (memref<8xcomplex<f32>>, memref<8xcomplex<f32>>)
  %3 = memref.alloc() : memref<9xcomplex<f32>>
  test.copy(%in4, %3) : (memref<9xcomplex<f32>>, memref<9xcomplex<f32>>)
  test.copy(%3, %in4) : (memref<9xcomplex<f32>>, memref<9xcomplex<f32>>)
  return
}
