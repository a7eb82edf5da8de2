// Hand-written: two allocs in different arms, each reaching both of two merge
// blocks (criss-cross CFG), plus an alloc in a merge block used locally.
func.func @criss_cross(%a: i1, %b: i1, %c: i1, %x: memref<3xf32>, %y: memref<3xf32>) {
  cf.cond_br %a, ^l, ^r
^l:
  %0 = memref.alloc() : memref<3xf32>
  test.buffer_based in(%x: memref<3xf32>) out(%0: memref<3xf32>)
  cf.cond_br %b, ^m1(%0 : memref<3xf32>), ^m2(%0 : memref<3xf32>)
^r:
  %1 = memref.alloc() : memref<3xf32>
  test.buffer_based in(%x: memref<3xf32>) out(%1: memref<3xf32>)
  cf.cond_br %c, ^m1(%1 : memref<3xf32>), ^m2(%1 : memref<3xf32>)
^m1(%p: memref<3xf32>):
  %2 = memref.alloc() : memref<3xf32>
  test.buffer_based in(%p: memref<3xf32>) out(%2: memref<3xf32>)
  test.copy(%2, %y) : (memref<3xf32>, memref<3xf32>)
  cf.br ^exit
^m2(%q: memref<3xf32>):
  test.copy(%q, %y) : (memref<3xf32>, memref<3xf32>)
  cf.br ^exit
^exit:
  return
}
