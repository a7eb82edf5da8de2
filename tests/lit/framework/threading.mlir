// Function passes run on many functions at once; the output must be the
// same with MLIR's multithreading on and off.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-expand-realloc))' %s > %t.threads
// RUN: %ferrobuf-opt --mlir-disable-threading --pass-pipeline='builtin.module(func.func(ferrobuf-expand-realloc))' %s > %t.serial
// RUN: diff %t.threads %t.serial
// RUN: FileCheck %s < %t.threads

// CHECK-COUNT-8: scf.if
// CHECK-NOT: memref.realloc

func.func @f0(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
func.func @f1(%m: memref<2xi8>) -> memref<4xi8> {
  %r = memref.realloc %m : memref<2xi8> to memref<4xi8>
  return %r : memref<4xi8>
}
func.func @f2(%m: memref<?xf64>, %n: index) -> memref<?xf64> {
  %r = memref.realloc %m(%n) {alignment = 16} : memref<?xf64> to memref<?xf64>
  return %r : memref<?xf64>
}
func.func @f3(%m: memref<?xi32>) -> memref<16xi32> {
  %r = memref.realloc %m : memref<?xi32> to memref<16xi32>
  return %r : memref<16xi32>
}
func.func @f4(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
func.func @f5(%m: memref<1xi1>) -> memref<64xi1> {
  %r = memref.realloc %m : memref<1xi1> to memref<64xi1>
  return %r : memref<64xi1>
}
func.func @f6(%m: memref<?xindex>, %n: index) -> memref<?xindex> {
  %r = memref.realloc %m(%n) : memref<?xindex> to memref<?xindex>
  return %r : memref<?xindex>
}
func.func @f7(%m: memref<?xf16, 1>, %n: index) -> memref<?xf16, 1> {
  %r = memref.realloc %m(%n) : memref<?xf16, 1> to memref<?xf16, 1>
  return %r : memref<?xf16, 1>
}
