// DIVERGES(buffer-loop-hoisting): ferrobuf passes through the scf.execute_region (its region runs once per iteration, the buffer is not used outside the loop) and hoists the per-iteration buffer out of the scf.for
// Bufferized with upstream mlir-opt 22 from a tensor program that runs an scf.for whose body computes a scratch 16xf32 sum inside scf.execute_region and returns a scalar from it each iteration.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @exec_loop(%arg0: memref<16xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst) -> (f32) {
      %1 = scf.execute_region -> memref<16xf32> {
        %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
        linalg.add ins(%arg0, %arg0 : memref<16xf32, strided<[?], offset: ?>>, memref<16xf32, strided<[?], offset: ?>>) outs(%alloc : memref<16xf32>)
        scf.yield %alloc : memref<16xf32>
      }
      %2 = memref.load %1[%c0] : memref<16xf32>
      %3 = arith.addf %arg3, %2 : f32
      scf.yield %3 : f32
    }
    return %0 : f32
  }
}
