// Bufferized with upstream mlir-opt 22 from a tensor program that materializes a dynamic 2-D tensor with tensor.generate whose elements are i*j and extracts one element.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @gen(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> index {
    %alloc = memref.alloc(%arg0, %arg1) {alignment = 64 : i64} : memref<?x?xindex>
    linalg.map outs(%alloc : memref<?x?xindex>)
      (%init: index) {
        %1 = linalg.index 0 : index
        %2 = linalg.index 1 : index
        %3 = arith.muli %1, %2 : index
        linalg.yield %3 : index
      }
    %0 = memref.load %alloc[%arg2, %arg3] : memref<?x?xindex>
    return %0 : index
  }
}
