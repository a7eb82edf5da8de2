// Bufferized with upstream mlir-opt 22 from a tensor program that runs an scf.while whose after region fills a static 16xf32 scratch tensor and reads one element each iteration.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @while_static(%arg0: index, %arg1: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0:2 = scf.while (%arg2 = %c0, %arg3 = %cst) : (index, f32) -> (index, f32) {
      %1 = arith.cmpi ult, %arg2, %arg0 : index
      scf.condition(%1) %arg2, %arg3 : index, f32
    } do {
    ^bb0(%arg2: index, %arg3: f32):
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
      linalg.fill ins(%arg1 : f32) outs(%alloc : memref<16xf32>)
      %1 = arith.remui %arg2, %c1 : index
      %2 = memref.load %alloc[%1] : memref<16xf32>
      %3 = arith.addf %arg3, %2 : f32
      %4 = arith.addi %arg2, %c1 : index
      scf.yield %4, %3 : index, f32
    }
    return %0#1 : f32
  }
}
