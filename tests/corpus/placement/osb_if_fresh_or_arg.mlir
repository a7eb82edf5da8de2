// Bufferized with upstream mlir-opt 22 from a tensor program that returns either a freshly filled 16xf32 tensor or a scaled copy of the argument depending on a flag, then sums it into a scalar.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @pick(%arg0: i1, %arg1: memref<16xf32, strided<[?], offset: ?>>, %arg2: f32) -> f32 {
    %0 = scf.if %arg0 -> (memref<16xf32, strided<[?], offset: ?>>) {
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
      linalg.fill ins(%arg2 : f32) outs(%alloc_0 : memref<16xf32>)
      %cast = memref.cast %alloc_0 : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
      scf.yield %cast : memref<16xf32, strided<[?], offset: ?>>
    } else {
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
      linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : memref<16xf32, strided<[?], offset: ?>>) outs(%alloc_0 : memref<16xf32>) {
      ^bb0(%in: f32, %out: f32):
        %2 = arith.mulf %in, %arg2 : f32
        linalg.yield %2 : f32
      }
      %cast = memref.cast %alloc_0 : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
      scf.yield %cast : memref<16xf32, strided<[?], offset: ?>>
    }
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%0 : memref<16xf32, strided<[?], offset: ?>>) outs(%alloc : memref<f32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.addf %in, %out : f32
      linalg.yield %2 : f32
    }
    %1 = memref.load %alloc[] : memref<f32>
    return %1 : f32
  }
}
