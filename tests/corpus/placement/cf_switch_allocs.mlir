// Hand-written: cf.switch with three cases, two of which allocate (static and
// argument-sized dynamic) and pass the buffer to a common successor.
func.func @switch(%flag: i32, %in: memref<?xi8>, %out: memref<?xi8>, %n: index) {
  cf.switch %flag : i32, [
    default: ^def,
    0: ^c0,
    1: ^c1
  ]
^c0:
  %0 = memref.alloc(%n) : memref<?xi8>
  test.buffer_based in(%in: memref<?xi8>) out(%0: memref<?xi8>)
  cf.br ^merge(%0 : memref<?xi8>)
^c1:
  %1 = memref.alloc() : memref<64xi8>
  %c = memref.cast %1 : memref<64xi8> to memref<?xi8>
  test.buffer_based in(%in: memref<?xi8>) out(%c: memref<?xi8>)
  cf.br ^merge(%c : memref<?xi8>)
^def:
  cf.br ^merge(%in : memref<?xi8>)
^merge(%r: memref<?xi8>):
  test.copy(%r, %out) : (memref<?xi8>, memref<?xi8>)
  return
}
