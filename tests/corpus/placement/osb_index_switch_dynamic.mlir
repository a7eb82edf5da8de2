// Bufferized with upstream mlir-opt 22 from a tensor program that picks with scf.index_switch between a dynamically sized zero tensor, a dynamically sized ones tensor and the input, and reduces the choice to a scalar.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @switch_dyn(%arg0: index, %arg1: memref<?xf64, strided<[?], offset: ?>>) -> f64 {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 1.000000e+00 : f64
    %dim = memref.dim %arg1, %c0 : memref<?xf64, strided<[?], offset: ?>>
    %0 = scf.index_switch %arg0 -> memref<?xf64, strided<[?], offset: ?>> 
    case 0 {
      %alloc_1 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf64>
      linalg.fill ins(%cst : f64) outs(%alloc_1 : memref<?xf64>)
      %cast = memref.cast %alloc_1 : memref<?xf64> to memref<?xf64, strided<[?], offset: ?>>
      scf.yield %cast : memref<?xf64, strided<[?], offset: ?>>
    }
    case 1 {
      %alloc_1 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf64>
      linalg.fill ins(%cst_0 : f64) outs(%alloc_1 : memref<?xf64>)
      %cast = memref.cast %alloc_1 : memref<?xf64> to memref<?xf64, strided<[?], offset: ?>>
      scf.yield %cast : memref<?xf64, strided<[?], offset: ?>>
    }
    default {
      scf.yield %arg1 : memref<?xf64, strided<[?], offset: ?>>
    }
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<f64>
    linalg.fill ins(%cst : f64) outs(%alloc : memref<f64>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%0 : memref<?xf64, strided<[?], offset: ?>>) outs(%alloc : memref<f64>) {
    ^bb0(%in: f64, %out: f64):
      %2 = arith.addf %in, %out : f64
      linalg.yield %2 : f64
    }
    %1 = memref.load %alloc[] : memref<f64>
    return %1 : f64
  }
}
