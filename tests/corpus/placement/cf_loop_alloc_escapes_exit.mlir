// Hand-written: an unstructured loop where an alloc made in the loop body (sized
// by a loop-carried block argument) leaves through the exit block argument.
func.func @loop_escape(%in: memref<?xf32>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c1, %in : index, memref<?xf32>)
^header(%sz: index, %cur: memref<?xf32>):
  %cond = arith.cmpi ult, %sz, %n : index
  cf.cond_br %cond, ^body, ^exit(%cur : memref<?xf32>)
^body:
  %buf = memref.alloc(%sz) : memref<?xf32>
  test.buffer_based in(%cur: memref<?xf32>) out(%buf: memref<?xf32>)
  %sz2 = arith.addi %sz, %sz : index
  cf.br ^header(%sz2, %buf : index, memref<?xf32>)
^exit(%res: memref<?xf32>):
  return %res : memref<?xf32>
}
