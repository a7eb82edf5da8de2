// Hand-written: promote-to-stack size boundary for element type f16. Local
// scratch buffers of exactly the byte limit and one element past it, for both
// the default limit (1024 bytes) and a 64-byte limit. 
func.func @limit_f16(%in: memref<512xf16>, %in2: memref<513xf16>, %in3: memref<32xf16>, %in4: memref<33xf16>) {
  %0 = memref.alloc() : memref<512xf16>
  test.copy(%in, %0) : (memref<512xf16>, memref<512xf16>)
  test.copy(%0, %in) : (memref<512xf16>, memref<512xf16>)
  %1 = memref.alloc() : memref<513xf16>
  test.copy(%in2, %1) : (memref<513xf16>, memref<513xf16>)
  test.copy(%1, %in2) : (memref<513xf16>, memref<513xf16>)
  %2 = memref.alloc() : memref<32xf16>
  test.copy(%in3, %2) : (memref<32xf16>, memref<32xf16>)
  test.copy(%2, %in3) : (memref<32xf16>, memref<32xf16>)
  %3 = memref.alloc() : memref<33xf16>
  test.copy(%in4, %3) : (memref<33xf16>, memref<33xf16>)
  test.copy(%3, %in4) : (memref<33xf16>, memref<33xf16>)
  return
}
