// Bufferized with upstream mlir-opt 22 from a tensor program that returns from an scf.if either a fresh dynamically sized ramp tensor (size from tensor.dim) or the input, then adds the result to the input.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<(d0) -> (d0)>
module {
  func.func @if_ramp(%arg0: i1, %arg1: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg1, %c0 : memref<?xf32, strided<[?], offset: ?>>
    %0 = scf.if %arg0 -> (memref<?xf32, strided<[?], offset: ?>>) {
      %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
      linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%alloc_0 : memref<?xf32>) {
      ^bb0(%out: f32):
        %1 = linalg.index 0 : index
        %2 = arith.index_cast %1 : index to i64
        %3 = arith.sitofp %2 : i64 to f32
        linalg.yield %3 : f32
      }
      %cast_1 = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast_1 : memref<?xf32, strided<[?], offset: ?>>
    } else {
      scf.yield %arg1 : memref<?xf32, strided<[?], offset: ?>>
    }
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
    linalg.add ins(%0, %arg1 : memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) outs(%alloc : memref<?xf32>)
    %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    return %alloc : memref<?xf32>
  }
}
