// Hand-written: an unstructured cf loop inside an scf.execute_region that is the
// body of an scf.for; the cf loop body has a static scratch alloc and an alloc
// carried around the back edge.
func.func @cf_in_exec(%n: index, %in: memref<5xf32>, %out: memref<5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.execute_region {
      cf.br ^h(%c0, %in : index, memref<5xf32>)
    ^h(%j: index, %cur: memref<5xf32>):
      %cc = arith.cmpi slt, %j, %i : index
      cf.cond_br %cc, ^body, ^done
    ^body:
      %0 = memref.alloc() : memref<5xf32>
      test.buffer_based in(%cur: memref<5xf32>) out(%0: memref<5xf32>)
      %1 = memref.alloc() : memref<5xf32>
      test.buffer_based in(%0: memref<5xf32>) out(%1: memref<5xf32>)
      %j2 = arith.addi %j, %c1 : index
      cf.br ^h(%j2, %1 : index, memref<5xf32>)
    ^done:
      test.copy(%cur, %out) : (memref<5xf32>, memref<5xf32>)
      scf.yield
    }
  }
  return
}
