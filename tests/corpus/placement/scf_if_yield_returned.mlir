// Hand-written: an scf.if yields a new alloc that is then returned from the
// function (it escapes the function scope).
func.func @if_return(%cond: i1, %in: memref<32xi16>) -> memref<32xi16> {
  %r = scf.if %cond -> (memref<32xi16>) {
    %0 = memref.alloc() : memref<32xi16>
    test.buffer_based in(%in: memref<32xi16>) out(%0: memref<32xi16>)
    scf.yield %0 : memref<32xi16>
  } else {
    %1 = memref.alloc() : memref<32xi16>
    scf.yield %1 : memref<32xi16>
  }
  return %r : memref<32xi16>
}
