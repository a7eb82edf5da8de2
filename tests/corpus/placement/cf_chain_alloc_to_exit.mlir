// Hand-written: a chain of blocks bb0 -> bb1 -> bb2 -> {bb3, bb4} -> bb5 where
// an alloc made deep in the chain reaches the exit block through block arguments.
func.func @chain(%c1: i1, %c2: i1, %in: memref<4xf64>, %out: memref<4xf64>) {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.cond_br %c1, ^bb3, ^bb4
^bb3:
  %0 = memref.alloc() : memref<4xf64>
  test.buffer_based in(%in: memref<4xf64>) out(%0: memref<4xf64>)
  cf.cond_br %c2, ^bb5(%0 : memref<4xf64>), ^bb4
^bb4:
  cf.br ^bb5(%in : memref<4xf64>)
^bb5(%r: memref<4xf64>):
  test.copy(%r, %out) : (memref<4xf64>, memref<4xf64>)
  return
}
