// Hand-written: small allocs that escape in different ways: returned, returned
// through a subview alias, yielded from scf.for iter_args, yielded from an scf.if
// whose result is returned, stored into another memref, passed to a call.
func.func private @sink(memref<4xf32>)
func.func @returned() -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @returned_subview() -> memref<2xf32, strided<[1], offset: 2>> {
  %0 = memref.alloc() : memref<4xf32>
  %s = memref.subview %0[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %s : memref<2xf32, strided<[1], offset: 2>>
}
func.func @for_yield(%init: memref<4xf32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %init) -> (memref<4xf32>) {
    %0 = memref.alloc() : memref<4xf32>
    test.copy(%b, %0) : (memref<4xf32>, memref<4xf32>)
    scf.yield %0 : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @if_returned(%c: i1, %x: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> (memref<4xf32>) {
    %0 = memref.alloc() : memref<4xf32>
    scf.yield %0 : memref<4xf32>
  } else {
    scf.yield %x : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @if_local_use(%c: i1, %x: memref<4xf32>) {
  %r = scf.if %c -> (memref<4xf32>) {
    %0 = memref.alloc() : memref<4xf32>
    scf.yield %0 : memref<4xf32>
  } else {
    scf.yield %x : memref<4xf32>
  }
  test.copy(%x, %r) : (memref<4xf32>, memref<4xf32>)
  return
}
func.func @stored_and_called(%box: memref<1xmemref<4xf32>>) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<4xf32>
  memref.store %0, %box[%c0] : memref<1xmemref<4xf32>>
  %1 = memref.alloc() : memref<4xf32>
  func.call @sink(%1) : (memref<4xf32>) -> ()
  return
}
