// Hand-written: promote-to-stack size boundary for element type f32. Local
// scratch buffers of exactly the byte limit and one element past it, for both
// the default limit (1024 bytes) and a 64-byte limit. 
func.func @limit_f32(%in: memref<256xf32>, %in2: memref<257xf32>, %in3: memref<16xf32>, %in4: memref<17xf32>) {
  %0 = memref.alloc() : memref<256xf32>
  test.copy(%in, %0) : (memref<256xf32>, memref<256xf32>)
  test.copy(%0, %in) : (memref<256xf32>, memref<256xf32>)
  %1 = memref.alloc() : memref<257xf32>
  test.copy(%in2, %1) : (memref<257xf32>, memref<257xf32>)
  test.copy(%1, %in2) : (memref<257xf32>, memref<257xf32>)
  %2 = memref.alloc() : memref<16xf32>
  test.copy(%in3, %2) : (memref<16xf32>, memref<16xf32>)
  test.copy(%2, %in3) : (memref<16xf32>, memref<16xf32>)
  %3 = memref.alloc() : memref<17xf32>
  test.copy(%in4, %3) : (memref<17xf32>, memref<17xf32>)
  test.copy(%3, %in4) : (memref<17xf32>, memref<17xf32>)
  return
}
