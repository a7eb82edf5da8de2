// Bufferized with upstream mlir-opt 22 from a tensor program that allocates a 32xf32 staging tensor in memory space 1 with bufferization.alloc_tensor, copies the input into it and sums it.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @staging(%arg0: memref<32xf32, strided<[?], offset: ?>>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<32xf32, 1>
    memref.copy %arg0, %alloc : memref<32xf32, strided<[?], offset: ?>> to memref<32xf32, 1>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<f32, 1>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<f32, 1>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%alloc : memref<32xf32, 1>) outs(%alloc_0 : memref<f32, 1>) {
    ^bb0(%in: f32, %out: f32):
      %1 = arith.addf %in, %out : f32
      linalg.yield %1 : f32
    }
    %0 = memref.load %alloc_0[] : memref<f32, 1>
    return %0 : f32
  }
}
