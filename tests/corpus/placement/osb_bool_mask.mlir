// Bufferized with upstream mlir-opt 22 from a tensor program that computes an i1 mask tensor<512xi1> with cmpf in linalg.generic and uses it to select between two inputs.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<(d0) -> (d0)>
module {
  func.func @mask(%arg0: memref<512xf32, strided<[?], offset: ?>>, %arg1: memref<512xf32, strided<[?], offset: ?>>) -> memref<512xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<512xi1>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<512xf32, strided<[?], offset: ?>>, memref<512xf32, strided<[?], offset: ?>>) outs(%alloc : memref<512xi1>) {
    ^bb0(%in: f32, %in_1: f32, %out: i1):
      %0 = arith.cmpf olt, %in, %in_1 : f32
      linalg.yield %0 : i1
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<512xf32>
    linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%alloc, %arg0, %arg1 : memref<512xi1>, memref<512xf32, strided<[?], offset: ?>>, memref<512xf32, strided<[?], offset: ?>>) outs(%alloc_0 : memref<512xf32>) {
    ^bb0(%in: i1, %in_1: f32, %in_2: f32, %out: f32):
      %0 = arith.select %in, %in_1, %in_2 : f32
      linalg.yield %0 : f32
    }
    %cast = memref.cast %alloc_0 : memref<512xf32> to memref<512xf32, strided<[?], offset: ?>>
    return %alloc_0 : memref<512xf32>
  }
}
