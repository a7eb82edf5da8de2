// Bufferized with upstream mlir-opt 22 from a tensor program that runs an scf.for whose body allocates a loop-invariant dynamically sized scratch tensor (size from a function argument) and reads one element per iteration.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @inv_dyn(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %cst) -> (f32) {
      %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
      linalg.fill ins(%arg2 : f32) outs(%alloc : memref<?xf32>)
      %1 = memref.load %alloc[%c0] : memref<?xf32>
      %2 = arith.addf %arg4, %1 : f32
      scf.yield %2 : f32
    }
    return %0 : f32
  }
}
