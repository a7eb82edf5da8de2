// Hand-written: promote-to-stack size boundary for element type index. Local
// scratch buffers of exactly the byte limit and one element past it, for both
// the default limit (1024 bytes) and a 64-byte limit. index is 64 bits in the default data layout.
func.func @limit_index(%in: memref<128xindex>, %in2: memref<129xindex>, %in3: memref<8xindex>, %in4: memref<9xindex>) {
  %0 = memref.alloc() : memref<128xindex>
  test.copy(%in, %0) : (memref<128xindex>, memref<128xindex>)
  test.copy(%0, %in) : (memref<128xindex>, memref<128xindex>)
  %1 = memref.alloc() : memref<129xindex>
  test.copy(%in2, %1) : (memref<129xindex>, memref<129xindex>)
  test.copy(%1, %in2) : (memref<129xindex>, memref<129xindex>)
  %2 = memref.alloc() : memref<8xindex>
  test.copy(%in3, %2) : (memref<8xindex>, memref<8xindex>)
  test.copy(%2, %in3) : (memref<8xindex>, memref<8xindex>)
  %3 = memref.alloc() : memref<9xindex>
  test.copy(%in4, %3) : (memref<9xindex>, memref<9xindex>)
  test.copy(%3, %in4) : (memref<9xindex>, memref<9xindex>)
  return
}
