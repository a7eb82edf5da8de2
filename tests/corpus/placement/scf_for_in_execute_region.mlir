// DIVERGES(buffer-loop-hoisting): ferrobuf also passes through scf.execute_region (its region runs exactly once) on the way out of the outer scf.for; the buffer is scratch used only inside the inner loop
// Hand-written: an scf.for nested in a scf.execute_region nested in an scf.for;
// the inner loop body uses a static scratch alloc.
func.func @for_exec_for(%n: index, %in: memref<20xf32>, %out: memref<20xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.execute_region {
      scf.for %j = %c0 to %n step %c1 {
        %0 = memref.alloc() : memref<20xf32>
        test.buffer_based in(%in: memref<20xf32>) out(%0: memref<20xf32>)
        test.copy(%0, %out) : (memref<20xf32>, memref<20xf32>)
      }
      scf.yield
    }
  }
  return
}
