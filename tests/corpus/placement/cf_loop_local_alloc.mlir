// Hand-written: an unstructured counted loop whose body uses a scratch alloc only
// inside the body block; the region-based loop passes do not see this loop.
func.func @cf_loop_local(%in: memref<32xf32>, %out: memref<32xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %tmp = memref.alloc() : memref<32xf32>
  test.buffer_based in(%in: memref<32xf32>) out(%tmp: memref<32xf32>)
  test.buffer_based in(%tmp: memref<32xf32>) out(%out: memref<32xf32>)
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}
