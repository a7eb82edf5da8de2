// Bufferized with upstream mlir-opt 22 from a tensor program that uses scf.index_switch to pick one of three fills (or the argument itself) for a 10xf32 tensor and reads the first element.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @switch(%arg0: index, %arg1: memref<10xf32, strided<[?], offset: ?>>) -> f32 {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %0 = scf.index_switch %arg0 -> memref<10xf32, strided<[?], offset: ?>> 
    case 0 {
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<10xf32>
      linalg.fill ins(%cst : f32) outs(%alloc : memref<10xf32>)
      %cast = memref.cast %alloc : memref<10xf32> to memref<10xf32, strided<[?], offset: ?>>
      scf.yield %cast : memref<10xf32, strided<[?], offset: ?>>
    }
    case 1 {
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<10xf32>
      linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<10xf32>)
      %cast = memref.cast %alloc : memref<10xf32> to memref<10xf32, strided<[?], offset: ?>>
      scf.yield %cast : memref<10xf32, strided<[?], offset: ?>>
    }
    default {
      scf.yield %arg1 : memref<10xf32, strided<[?], offset: ?>>
    }
    %1 = memref.load %0[%c0] : memref<10xf32, strided<[?], offset: ?>>
    return %1 : f32
  }
}
