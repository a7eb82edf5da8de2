// Bufferized with upstream mlir-opt 22 from a tensor program that adds two 64xcomplex<f32> tensors elementwise with complex.add into a temporary, then takes the real parts.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<(d0) -> (d0)>
module {
  func.func @cadd(%arg0: memref<64xcomplex<f32>, strided<[?], offset: ?>>, %arg1: memref<64xcomplex<f32>, strided<[?], offset: ?>>) -> memref<64xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<64xcomplex<f32>>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<64xcomplex<f32>, strided<[?], offset: ?>>, memref<64xcomplex<f32>, strided<[?], offset: ?>>) outs(%alloc : memref<64xcomplex<f32>>) {
    ^bb0(%in: complex<f32>, %in_1: complex<f32>, %out: complex<f32>):
      %0 = complex.add %in, %in_1 : complex<f32>
      linalg.yield %0 : complex<f32>
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%alloc : memref<64xcomplex<f32>>) outs(%alloc_0 : memref<64xf32>) {
    ^bb0(%in: complex<f32>, %out: f32):
      %0 = complex.re %in : complex<f32>
      linalg.yield %0 : f32
    }
    %cast = memref.cast %alloc_0 : memref<64xf32> to memref<64xf32, strided<[?], offset: ?>>
    return %alloc_0 : memref<64xf32>
  }
}
