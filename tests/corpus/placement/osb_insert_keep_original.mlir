// Bufferized with upstream mlir-opt 22 from a tensor program that scf.for writes squares into a 16xindex tensor while the original argument tensor is still read afterwards, forcing an out-of-place copy.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @squares(%arg0: memref<16xindex, strided<[?], offset: ?>>) -> (memref<16xindex>, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xindex>
    memref.copy %arg0, %alloc : memref<16xindex, strided<[?], offset: ?>> to memref<16xindex>
    %0 = scf.for %arg1 = %c0 to %c16 step %c1 iter_args(%arg2 = %alloc) -> (memref<16xindex>) {
      %2 = arith.muli %arg1, %arg1 : index
      memref.store %2, %arg2[%arg1] : memref<16xindex>
      scf.yield %arg2 : memref<16xindex>
    }
    %1 = memref.load %arg0[%c1] : memref<16xindex, strided<[?], offset: ?>>
    %cast = memref.cast %0 : memref<16xindex> to memref<16xindex, strided<[?], offset: ?>>
    return %0, %1 : memref<16xindex>, index
  }
}
