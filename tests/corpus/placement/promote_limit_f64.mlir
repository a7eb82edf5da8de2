// Hand-written: promote-to-stack size boundary for element type f64. Local
// scratch buffers of exactly the byte limit and one element past it, for both
// the default limit (1024 bytes) and a 64-byte limit. 
func.func @limit_f64(%in: memref<128xf64>, %in2: memref<129xf64>, %in3: memref<8xf64>, %in4: memref<9xf64>) {
  %0 = memref.alloc() : memref<128xf64>
  test.copy(%in, %0) : (memref<128xf64>, memref<128xf64>)
  test.copy(%0, %in) : (memref<128xf64>, memref<128xf64>)
  %1 = memref.alloc() : memref<129xf64>
  test.copy(%in2, %1) : (memref<129xf64>, memref<129xf64>)
  test.copy(%1, %in2) : (memref<129xf64>, memref<129xf64>)
  %2 = memref.alloc() : memref<8xf64>
  test.copy(%in3, %2) : (memref<8xf64>, memref<8xf64>)
  test.copy(%2, %in3) : (memref<8xf64>, memref<8xf64>)
  %3 = memref.alloc() : memref<9xf64>
  test.copy(%in4, %3) : (memref<9xf64>, memref<9xf64>)
  test.copy(%3, %in4) : (memref<9xf64>, memref<9xf64>)
  return
}
