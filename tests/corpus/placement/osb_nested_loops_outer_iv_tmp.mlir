// Bufferized with upstream mlir-opt 22 from a tensor program that runs nested scf.for loops where the inner body fills a scratch tensor sized by the outer induction variable and accumulates its first element.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @outer_iv(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg3 = %c1 to %arg0 step %c1 iter_args(%arg4 = %cst) -> (f32) {
      %1 = scf.for %arg5 = %c0 to %arg1 step %c1 iter_args(%arg6 = %arg4) -> (f32) {
        %alloc = memref.alloc(%arg3) {alignment = 64 : i64} : memref<?xf32>
        linalg.fill ins(%arg2 : f32) outs(%alloc : memref<?xf32>)
        %2 = memref.load %alloc[%c0] : memref<?xf32>
        %3 = arith.addf %arg6, %2 : f32
        scf.yield %3 : f32
      }
      scf.yield %1 : f32
    }
    return %0 : f32
  }
}
