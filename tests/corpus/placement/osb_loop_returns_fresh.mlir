// Bufferized with upstream mlir-opt 22 from a tensor program that runs an scf.for that yields a brand-new 24xf32 tensor each iteration (a shifted copy of the accumulator), so the loop returns allocations.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries allow-return-allocs-from-loops' <tensor source>

#map = affine_map<(d0) -> (d0)>
module {
  func.func @fresh_each_iter(%arg0: memref<24xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<24xf32, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<24xf32, strided<[?], offset: ?>>) {
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<24xf32>
      linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg4 : memref<24xf32, strided<[?], offset: ?>>) outs(%alloc : memref<24xf32>) {
      ^bb0(%in: f32, %out: f32):
        %1 = arith.addf %in, %arg2 : f32
        linalg.yield %1 : f32
      }
      %cast = memref.cast %alloc : memref<24xf32> to memref<24xf32, strided<[?], offset: ?>>
      scf.yield %cast : memref<24xf32, strided<[?], offset: ?>>
    }
    return %0 : memref<24xf32, strided<[?], offset: ?>>
  }
}
