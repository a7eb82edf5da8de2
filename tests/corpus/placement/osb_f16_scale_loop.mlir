// Bufferized with upstream mlir-opt 22 from a tensor program that scales a 256xf16 vector by a factor in an scf.for, producing each iteration's result in a fresh f16 temporary that is copied back.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<(d0) -> (d0)>
module {
  func.func @scale_f16(%arg0: memref<256xf16, strided<[?], offset: ?>>, %arg1: f16, %arg2: index) -> memref<256xf16, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (memref<256xf16, strided<[?], offset: ?>>) {
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<256xf16>
      linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg4 : memref<256xf16, strided<[?], offset: ?>>) outs(%alloc : memref<256xf16>) {
      ^bb0(%in: f16, %out: f16):
        %1 = arith.mulf %in, %arg1 : f16
        linalg.yield %1 : f16
      }
      linalg.copy ins(%alloc : memref<256xf16>) outs(%arg4 : memref<256xf16, strided<[?], offset: ?>>)
      scf.yield %arg4 : memref<256xf16, strided<[?], offset: ?>>
    }
    return %0 : memref<256xf16, strided<[?], offset: ?>>
  }
}
