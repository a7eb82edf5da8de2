// Hand-written: an alloc buried in scf.for -> scf.if -> scf.execute_region -> scf.if,
// yielded up through every region-branch op to the loop body.
func.func @deep(%c: i1, %d: i1, %n: index, %in: memref<9xf32>, %out: memref<9xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = scf.if %c -> (memref<9xf32>) {
      %b = scf.execute_region -> memref<9xf32> {
        %e = scf.if %d -> (memref<9xf32>) {
          %0 = memref.alloc() : memref<9xf32>
          test.buffer_based in(%in: memref<9xf32>) out(%0: memref<9xf32>)
          scf.yield %0 : memref<9xf32>
        } else {
          scf.yield %in : memref<9xf32>
        }
        scf.yield %e : memref<9xf32>
      }
      scf.yield %b : memref<9xf32>
    } else {
      scf.yield %in : memref<9xf32>
    }
    test.copy(%a, %out) : (memref<9xf32>, memref<9xf32>)
  }
  return
}
