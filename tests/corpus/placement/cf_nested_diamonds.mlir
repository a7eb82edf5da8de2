// Hand-written: nested cf diamonds; the alloc in the innermost arm escapes to the
// outer merge block, another one only reaches the inner merge block.
func.func @nested(%a: i1, %b: i1, %in: memref<16xi32>, %out: memref<16xi32>) {
  cf.cond_br %a, ^outer_then, ^outer_else
^outer_then:
  cf.cond_br %b, ^inner_then, ^inner_else
^inner_then:
  %0 = memref.alloc() : memref<16xi32>
  test.buffer_based in(%in: memref<16xi32>) out(%0: memref<16xi32>)
  cf.br ^inner_merge(%0 : memref<16xi32>)
^inner_else:
  %1 = memref.alloc() : memref<16xi32>
  test.buffer_based in(%in: memref<16xi32>) out(%1: memref<16xi32>)
  cf.br ^inner_merge(%1 : memref<16xi32>)
^inner_merge(%m: memref<16xi32>):
  %2 = memref.alloc() : memref<16xi32>
  test.buffer_based in(%m: memref<16xi32>) out(%2: memref<16xi32>)
  cf.br ^outer_merge(%2 : memref<16xi32>)
^outer_else:
  cf.br ^outer_merge(%in : memref<16xi32>)
^outer_merge(%r: memref<16xi32>):
  test.copy(%r, %out) : (memref<16xi32>, memref<16xi32>)
  return
}
