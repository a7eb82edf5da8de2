// Bufferized with upstream mlir-opt 22 from a tensor program that runs an scf.while that halves a size each iteration and allocates a scratch tensor of the current size in the after region, summing its first element.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @halving(%arg0: index, %arg1: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0:2 = scf.while (%arg2 = %arg0, %arg3 = %cst) : (index, f32) -> (index, f32) {
      %1 = arith.cmpi ugt, %arg2, %c1 : index
      scf.condition(%1) %arg2, %arg3 : index, f32
    } do {
    ^bb0(%arg2: index, %arg3: f32):
      %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
      linalg.fill ins(%arg1 : f32) outs(%alloc : memref<?xf32>)
      %1 = memref.load %alloc[%c0] : memref<?xf32>
      %2 = arith.addf %arg3, %1 : f32
      %3 = arith.divui %arg2, %c2 : index
      scf.yield %3, %2 : index, f32
    }
    return %0#1 : f32
  }
}
