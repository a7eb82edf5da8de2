// Hand-written: promote-to-stack size boundary for element type i8. Local
// scratch buffers of exactly the byte limit and one element past it, for both
// the default limit (1024 bytes) and a 64-byte limit. 
func.func @limit_i8(%in: memref<1024xi8>, %in2: memref<1025xi8>, %in3: memref<64xi8>, %in4: memref<65xi8>) {
  %0 = memref.alloc() : memref<1024xi8>
  test.copy(%in, %0) : (memref<1024xi8>, memref<1024xi8>)
  test.copy(%0, %in) : (memref<1024xi8>, memref<1024xi8>)
  %1 = memref.alloc() : memref<1025xi8>
  test.copy(%in2, %1) : (memref<1025xi8>, memref<1025xi8>)
  test.copy(%1, %in2) : (memref<1025xi8>, memref<1025xi8>)
  %2 = memref.alloc() : memref<64xi8>
  test.copy(%in3, %2) : (memref<64xi8>, memref<64xi8>)
  test.copy(%2, %in3) : (memref<64xi8>, memref<64xi8>)
  %3 = memref.alloc() : memref<65xi8>
  test.copy(%in4, %3) : (memref<65xi8>, memref<65xi8>)
  test.copy(%3, %in4) : (memref<65xi8>, memref<65xi8>)
  return
}
