// Hand-written: promote-to-stack size boundary for element type vector<4xf32>. Local
// scratch buffers of exactly the byte limit and one element past it, for both
// the default limit (1024 bytes) and a 64-byte limit. Each element is a 16-byte vector.
func.func @limit_vector_4xf32(%in: memref<64xvector<4xf32>>, %in2: memref<65xvector<4xf32>>, %in3: memref<4xvector<4xf32>>, %in4: memref<5xvector<4xf32>>) {
  %0 = memref.alloc() : memref<64xvector<4xf32>>
  test.copy(%in, %0) : (memref<64xvector<4xf32>>, memref<64xvector<4xf32>>)
  test.copy(%0, %in) : (memref<64xvector<4xf32>>, memref<64xvector<4xf32>>)
  %1 = memref.alloc() : memref<65xvector<4xf32>>
  test.copy(%in2, %1) : (memref<65xvector<4xf32>>, memref<65xvector<4xf32>>)
  test.copy(%1, %in2) : (memref<65xvector<4xf32>>, memref<65xvector<4xf32>>)
  %2 = memref.alloc() : memref<4xvector<4xf32>>
  test.copy(%in3, %2) : (memref<4xvector<4xf32>>, memref<4xvector<4xf32>>)
  test.copy(%2, %in3) : (memref<4xvector<4xf32>>, memref<4xvector<4xf32>>)
  %3 = memref.alloc() : memref<5xvector<4xf32>>
  test.copy(%in4, %3) : (memref<5xvector<4xf32>>, memref<5xvector<4xf32>>)
  test.copy(%3, %in4) : (memref<5xvector<4xf32>>, memref<5xvector<4xf32>>)
  return
}
