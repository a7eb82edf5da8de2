// XFAIL: *
// SUSPECTED BUG (use after free): the alias analysis gives the result of an
// op it does not know as a view -- here memref.transpose, which does not
// implement ViewLikeOpInterface -- a root "of unknown origin", and such
// roots are assumed never to alias a fresh allocation (an assumption that
// only holds for function arguments and call results, by the function
// boundary ABI). So the simplification drops the transpose %v of %a from
// the retain list and frees %a unconditionally, while %v is still used
// (returned); the ownership of %v becomes false. Through the whole
// ferrobuf-buffer-deallocation-pipeline, a function returning
// `memref.transpose %a` gets
//     memref.dealloc %alloc
//     %0 = bufferization.clone %transpose   // reads the freed buffer
//     return %0
// Upstream MLIR 22 keeps %v retained (may alias), frees %a only after a
// runtime pointer check and returns %v. Expected: %v stays retained (or %a
// is recognized as %v's buffer and the dealloc dropped); %a is not freed.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation-simplification))' %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-deallocation-simplification))' %s | FileCheck %s

// CHECK-LABEL: func @transpose_retained
//   CHECK-NOT:   memref.dealloc
//   CHECK-NOT:   bufferization.dealloc ({{[^)]*}}) if ({{[^)]*}}){{$}}
//   CHECK-NOT:   return %{{.*}}, %false
//       CHECK:   return
func.func @transpose_retained(%c: i1) -> (memref<4x2xf32, strided<[1, 4]>>, i1) {
  %a = memref.alloc() : memref<2x4xf32>
  %v = memref.transpose %a (i, j) -> (j, i) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  %0 = bufferization.dealloc (%a : memref<2x4xf32>) if (%c) retain (%v : memref<4x2xf32, strided<[1, 4]>>)
  return %v, %0 : memref<4x2xf32, strided<[1, 4]>>, i1
}
