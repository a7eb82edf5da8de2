// Bufferized with upstream mlir-opt 22 from a tensor program that runs an scf.for whose body picks, via scf.if, either a fresh filled 32xf32 tensor or the input and accumulates the chosen tensor into the iter_arg.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @for_if_tmp(%arg0: memref<32xf32, strided<[?], offset: ?>>, %arg1: memref<32xf32, strided<[?], offset: ?>>, %arg2: index, %arg3: f32) -> memref<32xf32, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg1) -> (memref<32xf32, strided<[?], offset: ?>>) {
      %1 = arith.remui %arg4, %c2 : index
      %2 = arith.cmpi ne, %1, %c0 : index
      %3 = scf.if %2 -> (memref<32xf32, strided<[?], offset: ?>>) {
        %alloc = memref.alloc() {alignment = 64 : i64} : memref<32xf32>
        linalg.fill ins(%arg3 : f32) outs(%alloc : memref<32xf32>)
        %cast = memref.cast %alloc : memref<32xf32> to memref<32xf32, strided<[?], offset: ?>>
        scf.yield %cast : memref<32xf32, strided<[?], offset: ?>>
      } else {
        scf.yield %arg0 : memref<32xf32, strided<[?], offset: ?>>
      }
      linalg.add ins(%arg5, %3 : memref<32xf32, strided<[?], offset: ?>>, memref<32xf32, strided<[?], offset: ?>>) outs(%arg5 : memref<32xf32, strided<[?], offset: ?>>)
      scf.yield %arg5 : memref<32xf32, strided<[?], offset: ?>>
    }
    return %0 : memref<32xf32, strided<[?], offset: ?>>
  }
}
