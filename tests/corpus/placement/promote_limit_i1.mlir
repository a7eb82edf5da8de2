// Hand-written: promote-to-stack size boundary for element type i1. Local
// scratch buffers of exactly the byte limit and one element past it, for both
// the default limit (1024 bytes) and a 64-byte limit. i1 is sized in bits by the data layout, so 8192 x i1 counts as 1024 bytes.
func.func @limit_i1(%in: memref<8192xi1>, %in2: memref<8193xi1>, %in3: memref<512xi1>, %in4: memref<513xi1>) {
  %0 = memref.alloc() : memref<8192xi1>
  test.copy(%in, %0) : (memref<8192xi1>, memref<8192xi1>)
  test.copy(%0, %in) : (memref<8192xi1>, memref<8192xi1>)
  %1 = memref.alloc() : memref<8193xi1>
  test.copy(%in2, %1) : (memref<8193xi1>, memref<8193xi1>)
  test.copy(%1, %in2) : (memref<8193xi1>, memref<8193xi1>)
  %2 = memref.alloc() : memref<512xi1>
  test.copy(%in3, %2) : (memref<512xi1>, memref<512xi1>)
  test.copy(%2, %in3) : (memref<512xi1>, memref<512xi1>)
  %3 = memref.alloc() : memref<513xi1>
  test.copy(%in4, %3) : (memref<513xi1>, memref<513xi1>)
  test.copy(%3, %in4) : (memref<513xi1>, memref<513xi1>)
  return
}
