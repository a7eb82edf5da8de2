// Bufferized with upstream mlir-opt 22 from a tensor program that elementwise saturating-ish i8 add of two 128xi8 tensors via linalg.generic with a clamp, producing a temporary then a copy result.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<(d0) -> (d0)>
module {
  func.func @sat_add(%arg0: memref<128xi8, strided<[?], offset: ?>>, %arg1: memref<128xi8, strided<[?], offset: ?>>) -> memref<128xi8> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<128xi8, strided<[?], offset: ?>>, memref<128xi8, strided<[?], offset: ?>>) outs(%alloc : memref<128xi8>) {
    ^bb0(%in: i8, %in_1: i8, %out: i8):
      %0 = arith.addi %in, %in_1 : i8
      %1 = arith.maxsi %0, %in : i8
      linalg.yield %1 : i8
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%alloc : memref<128xi8>) outs(%alloc_0 : memref<128xi8>) {
    ^bb0(%in: i8, %out: i8):
      %c1_i8 = arith.constant 1 : i8
      %0 = arith.shrsi %in, %c1_i8 : i8
      linalg.yield %0 : i8
    }
    %cast = memref.cast %alloc_0 : memref<128xi8> to memref<128xi8, strided<[?], offset: ?>>
    return %alloc_0 : memref<128xi8>
  }
}
