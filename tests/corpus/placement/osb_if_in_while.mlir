// Bufferized with upstream mlir-opt 22 from a tensor program that runs an scf.while whose after region contains an scf.if that conditionally replaces the carried 8xi64 tensor with a fresh filled tensor.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries allow-return-allocs-from-loops' <tensor source>

module {
  func.func @if_in_while(%arg0: memref<8xi64, strided<[?], offset: ?>>, %arg1: i64) -> memref<8xi64> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %0:2 = scf.while (%arg2 = %c0_i64, %arg3 = %arg0) : (i64, memref<8xi64, strided<[?], offset: ?>>) -> (i64, memref<8xi64>) {
      %1 = arith.cmpi slt, %arg2, %arg1 : i64
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xi64>
      memref.copy %arg3, %alloc : memref<8xi64, strided<[?], offset: ?>> to memref<8xi64>
      scf.condition(%1) %arg2, %alloc : i64, memref<8xi64>
    } do {
    ^bb0(%arg2: i64, %arg3: memref<8xi64>):
      %1 = arith.remsi %arg2, %c2_i64 : i64
      %2 = arith.cmpi eq, %1, %c0_i64 : i64
      %3 = scf.if %2 -> (memref<8xi64>) {
        %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xi64>
        linalg.fill ins(%arg2 : i64) outs(%alloc : memref<8xi64>)
        scf.yield %alloc : memref<8xi64>
      } else {
        scf.yield %arg3 : memref<8xi64>
      }
      %4 = arith.addi %arg2, %c1_i64 : i64
      %cast_0 = memref.cast %3 : memref<8xi64> to memref<8xi64, strided<[?], offset: ?>>
      scf.yield %4, %cast_0 : i64, memref<8xi64, strided<[?], offset: ?>>
    }
    %cast = memref.cast %0#1 : memref<8xi64> to memref<8xi64, strided<[?], offset: ?>>
    return %0#1 : memref<8xi64>
  }
}
