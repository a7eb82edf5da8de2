// Hand-written: allocs without any use (in an scf.if branch, in an scf.for body,
// in a cf arm and in the entry block) and an alloc in a block that branches to
// itself (self loop) carrying the buffer.
func.func @dead(%c: i1, %n: index, %dyn: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<4xf32>
  scf.if %c {
    %1 = memref.alloc(%dyn) : memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %2 = memref.alloc() : memref<4xf32>
    %3 = memref.alloc(%i) : memref<?xf32>
  }
  cf.cond_br %c, ^a, ^b
^a:
  %4 = memref.alloc() : memref<2048xf32>
  cf.br ^b
^b:
  return
}
func.func @self_loop(%c: i1, %in: memref<4xf32>, %out: memref<4xf32>) {
  cf.br ^loop(%in : memref<4xf32>)
^loop(%cur: memref<4xf32>):
  %0 = memref.alloc() : memref<4xf32>
  test.buffer_based in(%cur: memref<4xf32>) out(%0: memref<4xf32>)
  cf.cond_br %c, ^loop(%0 : memref<4xf32>), ^exit
^exit:
  test.copy(%cur, %out) : (memref<4xf32>, memref<4xf32>)
  return
}
