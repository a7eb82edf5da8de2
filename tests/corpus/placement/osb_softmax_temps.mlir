// Bufferized with upstream mlir-opt 22 from a tensor program that softmax over a 64xf32 vector with a max reduction, exp, sum reduction and division, using several temporaries.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @softmax(%arg0: memref<64xf32, strided<[?], offset: ?>>) -> memref<64xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%arg0 : memref<64xf32, strided<[?], offset: ?>>) outs(%alloc : memref<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.maximumf %in, %out : f32
      linalg.yield %2 : f32
    }
    %0 = memref.load %alloc[] : memref<f32>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<64xf32, strided<[?], offset: ?>>) outs(%alloc_1 : memref<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.subf %in, %0 : f32
      %3 = math.exp %2 : f32
      linalg.yield %3 : f32
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<f32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_2 : memref<f32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%alloc_1 : memref<64xf32>) outs(%alloc_2 : memref<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.addf %in, %out : f32
      linalg.yield %2 : f32
    }
    %1 = memref.load %alloc_2[] : memref<f32>
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%alloc_1 : memref<64xf32>) outs(%alloc_3 : memref<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.divf %in, %1 : f32
      linalg.yield %2 : f32
    }
    %cast = memref.cast %alloc_3 : memref<64xf32> to memref<64xf32, strided<[?], offset: ?>>
    return %alloc_3 : memref<64xf32>
  }
}
