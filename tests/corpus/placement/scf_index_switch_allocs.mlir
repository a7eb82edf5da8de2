// Hand-written: scf.index_switch whose cases allocate buffers (static, dynamic with
// outer size, dynamic with case-local size) and yield them.
func.func @switch(%k: index, %n: index, %in: memref<?xf32>, %out: memref<?xf32>) {
  %r = scf.index_switch %k -> memref<?xf32>
  case 0 {
    %0 = memref.alloc() : memref<16xf32>
    %c = memref.cast %0 : memref<16xf32> to memref<?xf32>
    test.buffer_based in(%in: memref<?xf32>) out(%c: memref<?xf32>)
    scf.yield %c : memref<?xf32>
  }
  case 1 {
    %1 = memref.alloc(%n) : memref<?xf32>
    test.buffer_based in(%in: memref<?xf32>) out(%1: memref<?xf32>)
    scf.yield %1 : memref<?xf32>
  }
  case 2 {
    %c3 = arith.constant 3 : index
    %m = arith.addi %n, %c3 : index
    %2 = memref.alloc(%m) : memref<?xf32>
    test.buffer_based in(%in: memref<?xf32>) out(%2: memref<?xf32>)
    scf.yield %2 : memref<?xf32>
  }
  default {
    scf.yield %in : memref<?xf32>
  }
  test.copy(%r, %out) : (memref<?xf32>, memref<?xf32>)
  return
}
