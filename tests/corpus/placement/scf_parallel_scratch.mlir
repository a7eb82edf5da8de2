// Hand-written: scf.parallel whose body uses a static and an argument-sized scratch
// alloc per iteration (parallel loops keep per-iteration buffers).
func.func @parallel(%lb: index, %ub: index, %step: index, %n: index, %in: memref<?xf32>, %out: memref<?xf32>) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    %0 = memref.alloc() : memref<8xf32>
    %c = memref.cast %0 : memref<8xf32> to memref<?xf32>
    test.buffer_based in(%in: memref<?xf32>) out(%c: memref<?xf32>)
    %1 = memref.alloc(%n) : memref<?xf32>
    test.buffer_based in(%c: memref<?xf32>) out(%1: memref<?xf32>)
    test.copy(%1, %out) : (memref<?xf32>, memref<?xf32>)
    scf.reduce
  }
  return
}
