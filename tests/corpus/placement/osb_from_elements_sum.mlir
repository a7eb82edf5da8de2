// Bufferized with upstream mlir-opt 22 from a tensor program that builds a 4xf32 tensor with tensor.from_elements and reduces it into a scalar, all local to the function.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @fe(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f32) -> f32 {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    memref.store %arg0, %alloc[%c0] : memref<4xf32>
    memref.store %arg1, %alloc[%c1] : memref<4xf32>
    memref.store %arg2, %alloc[%c2] : memref<4xf32>
    memref.store %arg3, %alloc[%c3] : memref<4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<f32>
    memref.store %cst, %alloc_0[] : memref<f32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%alloc : memref<4xf32>) outs(%alloc_0 : memref<f32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = arith.addf %in, %out : f32
      linalg.yield %1 : f32
    }
    %0 = memref.load %alloc_0[] : memref<f32>
    return %0 : f32
  }
}
