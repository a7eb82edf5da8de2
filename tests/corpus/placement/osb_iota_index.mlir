// Bufferized with upstream mlir-opt 22 from a tensor program that builds an iota tensor<32xindex> with linalg.index and offsets it by a runtime value.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<(d0) -> (d0)>
module {
  func.func @iota(%arg0: index) -> memref<32xindex> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<32xindex>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%alloc : memref<32xindex>) {
    ^bb0(%out: index):
      %0 = linalg.index 0 : index
      %1 = arith.addi %0, %arg0 : index
      linalg.yield %1 : index
    }
    %cast = memref.cast %alloc : memref<32xindex> to memref<32xindex, strided<[?], offset: ?>>
    return %alloc : memref<32xindex>
  }
}
