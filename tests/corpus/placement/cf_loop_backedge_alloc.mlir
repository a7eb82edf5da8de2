// Hand-written: an unstructured loop (cf.br back edge) whose body allocates a new
// buffer each iteration and passes it around the back edge to the header.
func.func @backedge(%in: memref<2xf32>, %out: memref<2xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %in : index, memref<2xf32>)
^header(%i: index, %buf: memref<2xf32>):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%buf: memref<2xf32>) out(%0: memref<2xf32>)
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next, %0 : index, memref<2xf32>)
^exit:
  test.copy(%buf, %out) : (memref<2xf32>, memref<2xf32>)
  return
}
