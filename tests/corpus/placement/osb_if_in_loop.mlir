// Bufferized with upstream mlir-opt 22 from a tensor program that runs an scf.for with an scf.if in the body that either resets the 8xf64 accumulator to a fresh filled tensor or scales it in place.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries allow-return-allocs-from-loops' <tensor source>

#map = affine_map<(d0) -> (d0)>
module {
  func.func @if_in_loop(%arg0: index, %arg1: memref<8xf64, strided<[?], offset: ?>>, %arg2: f64) -> memref<8xf64, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1) -> (memref<8xf64, strided<[?], offset: ?>>) {
      %1 = arith.remui %arg3, %c3 : index
      %2 = arith.cmpi eq, %1, %c0 : index
      %3 = scf.if %2 -> (memref<8xf64, strided<[?], offset: ?>>) {
        %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf64>
        linalg.fill ins(%arg2 : f64) outs(%alloc : memref<8xf64>)
        %cast = memref.cast %alloc : memref<8xf64> to memref<8xf64, strided<[?], offset: ?>>
        scf.yield %cast : memref<8xf64, strided<[?], offset: ?>>
      } else {
        linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%arg4 : memref<8xf64, strided<[?], offset: ?>>) {
        ^bb0(%out: f64):
          %4 = arith.mulf %out, %arg2 : f64
          linalg.yield %4 : f64
        }
        scf.yield %arg4 : memref<8xf64, strided<[?], offset: ?>>
      }
      scf.yield %3 : memref<8xf64, strided<[?], offset: ?>>
    }
    return %0 : memref<8xf64, strided<[?], offset: ?>>
  }
}
