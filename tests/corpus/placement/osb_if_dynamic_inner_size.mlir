// Bufferized with upstream mlir-opt 22 from a tensor program that computes, inside an scf.if branch, a temporary whose dynamic size is itself computed inside that branch (so it must stay there).
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @if_dyn_inner(%arg0: i1, %arg1: index, %arg2: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.if %arg0 -> (f32) {
      %1 = arith.muli %arg1, %c2 : index
      %alloc = memref.alloc(%1) {alignment = 64 : i64} : memref<?xf32>
      linalg.fill ins(%arg2 : f32) outs(%alloc : memref<?xf32>)
      %2 = memref.load %alloc[%c0] : memref<?xf32>
      scf.yield %2 : f32
    } else {
      scf.yield %cst : f32
    }
    return %0 : f32
  }
}
