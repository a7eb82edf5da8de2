// Bufferized with upstream mlir-opt 22 from a tensor program that scf.for whose body allocates a scratch tensor sized by the induction variable (cannot leave the loop) and reduces it into a scalar accumulator.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @iv_sized(%arg0: index, %arg1: f32) -> f32 {
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg2 = %c1 to %arg0 step %c1 iter_args(%arg3 = %cst) -> (f32) {
      %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
      linalg.fill ins(%arg1 : f32) outs(%alloc : memref<?xf32>)
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<f32>
      linalg.fill ins(%arg3 : f32) outs(%alloc_0 : memref<f32>)
      linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%alloc : memref<?xf32>) outs(%alloc_0 : memref<f32>) {
      ^bb0(%in: f32, %out: f32):
        %2 = arith.addf %in, %out : f32
        linalg.yield %2 : f32
      }
      %1 = memref.load %alloc_0[] : memref<f32>
      scf.yield %1 : f32
    }
    return %0 : f32
  }
}
