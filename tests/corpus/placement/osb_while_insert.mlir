// Bufferized with upstream mlir-opt 22 from a tensor program that runs an scf.while loop that writes a counter into successive elements of a 32xi32 tensor copied from the argument, stopping at a bound.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @while_insert(%arg0: memref<32xi32, strided<[?], offset: ?>>, %arg1: i32) -> (memref<32xi32>, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<32xi32>
    memref.copy %arg0, %alloc : memref<32xi32, strided<[?], offset: ?>> to memref<32xi32>
    %0:2 = scf.while (%arg2 = %c0_i32, %arg3 = %alloc) : (i32, memref<32xi32>) -> (i32, memref<32xi32>) {
      %2 = arith.cmpi slt, %arg2, %arg1 : i32
      scf.condition(%2) %arg2, %arg3 : i32, memref<32xi32>
    } do {
    ^bb0(%arg2: i32, %arg3: memref<32xi32>):
      %2 = arith.index_cast %arg2 : i32 to index
      memref.store %arg2, %arg3[%2] : memref<32xi32>
      %3 = arith.addi %arg2, %c1_i32 : i32
      scf.yield %3, %arg3 : i32, memref<32xi32>
    }
    %c0 = arith.constant 0 : index
    %1 = memref.load %arg0[%c0] : memref<32xi32, strided<[?], offset: ?>>
    %cast = memref.cast %0#1 : memref<32xi32> to memref<32xi32, strided<[?], offset: ?>>
    return %0#1, %1 : memref<32xi32>, i32
  }
}
