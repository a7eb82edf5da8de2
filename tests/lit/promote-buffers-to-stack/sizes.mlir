// promote-buffers-to-stack, static shapes: an alloc is promoted when
// (number of elements) x (element size in BITS per the data layout) is at
// most max-alloc-size-in-bytes x 8. Exactly at the limit is promoted, one
// element more is not. The element size is the data layout's type size in
// bits, NOT its storage size: i1 counts 1 bit and i4 4 bits, although LLVM
// stores each in a whole byte (so upstream promotes 8192 x i1, which takes
// 8 KiB of stack). The data layout of the module (dlti.dl_spec) is honoured.
// Every CHECK is what upstream MLIR 22's promote-buffers-to-stack outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s -split-input-file | FileCheck %s

// f32 (32 bits): 256 elements = 1024 bytes, in any shape; 0-d and empty
// memrefs are small.

// CHECK-LABEL: func @f32_limit
//  CHECK-NEXT:   memref.alloca() : memref<256xf32>
//  CHECK-NEXT:   memref.alloc() : memref<257xf32>
//  CHECK-NEXT:   memref.alloca() : memref<16x16xf32>
//  CHECK-NEXT:   memref.alloc() : memref<16x17xf32>
//  CHECK-NEXT:   memref.alloca() : memref<4x8x8xf32>
//  CHECK-NEXT:   memref.alloca() : memref<f32>
//  CHECK-NEXT:   memref.alloca() : memref<0xf32>
//  CHECK-NEXT:   memref.alloc() : memref<1x1x257xf32>
func.func @f32_limit() {
  %0 = memref.alloc() : memref<256xf32>
  %1 = memref.alloc() : memref<257xf32>
  %2 = memref.alloc() : memref<16x16xf32>
  %3 = memref.alloc() : memref<16x17xf32>
  %4 = memref.alloc() : memref<4x8x8xf32>
  %5 = memref.alloc() : memref<f32>
  %6 = memref.alloc() : memref<0xf32>
  %7 = memref.alloc() : memref<1x1x257xf32>
  return
}

// -----

// i1 counts 1 bit: 8192 x i1 = 1024 "bytes".

// CHECK-LABEL: func @i1_limit
//  CHECK-NEXT:   memref.alloca() : memref<8192xi1>
//  CHECK-NEXT:   memref.alloc() : memref<8193xi1>
func.func @i1_limit() {
  %0 = memref.alloc() : memref<8192xi1>
  %1 = memref.alloc() : memref<8193xi1>
  return
}

// -----

// i4 counts 4 bits: 2048 x i4 = 1024 "bytes".

// CHECK-LABEL: func @i4_limit
//  CHECK-NEXT:   memref.alloca() : memref<2048xi4>
//  CHECK-NEXT:   memref.alloc() : memref<2049xi4>
func.func @i4_limit() {
  %0 = memref.alloc() : memref<2048xi4>
  %1 = memref.alloc() : memref<2049xi4>
  return
}

// -----

// i8: 1024 elements.

// CHECK-LABEL: func @i8_limit
//  CHECK-NEXT:   memref.alloca() : memref<1024xi8>
//  CHECK-NEXT:   memref.alloc() : memref<1025xi8>
//  CHECK-NEXT:   memref.alloca() : memref<32x32xi8>
func.func @i8_limit() {
  %0 = memref.alloc() : memref<1024xi8>
  %1 = memref.alloc() : memref<1025xi8>
  %2 = memref.alloc() : memref<32x32xi8>
  return
}

// -----

// f16 and bf16: 512 elements.

// CHECK-LABEL: func @f16_limit
//  CHECK-NEXT:   memref.alloca() : memref<512xf16>
//  CHECK-NEXT:   memref.alloc() : memref<513xf16>
//  CHECK-NEXT:   memref.alloca() : memref<512xbf16>
//  CHECK-NEXT:   memref.alloc() : memref<513xbf16>
func.func @f16_limit() {
  %0 = memref.alloc() : memref<512xf16>
  %1 = memref.alloc() : memref<513xf16>
  %2 = memref.alloc() : memref<512xbf16>
  %3 = memref.alloc() : memref<513xbf16>
  return
}

// -----

// i64, f64 and index (64 bits in the default data layout): 128 elements.

// CHECK-LABEL: func @i64_f64_index_limit
//  CHECK-NEXT:   memref.alloca() : memref<128xi64>
//  CHECK-NEXT:   memref.alloc() : memref<129xi64>
//  CHECK-NEXT:   memref.alloca() : memref<128xf64>
//  CHECK-NEXT:   memref.alloc() : memref<129xf64>
//  CHECK-NEXT:   memref.alloca() : memref<128xindex>
//  CHECK-NEXT:   memref.alloc() : memref<129xindex>
func.func @i64_f64_index_limit() {
  %0 = memref.alloc() : memref<128xi64>
  %1 = memref.alloc() : memref<129xi64>
  %2 = memref.alloc() : memref<128xf64>
  %3 = memref.alloc() : memref<129xf64>
  %4 = memref.alloc() : memref<128xindex>
  %5 = memref.alloc() : memref<129xindex>
  return
}

// -----

// vector<4xf32> (128 bits): 64 elements.

// CHECK-LABEL: func @vector_limit
//  CHECK-NEXT:   memref.alloca() : memref<64xvector<4xf32>>
//  CHECK-NEXT:   memref.alloc() : memref<65xvector<4xf32>>
//  CHECK-NEXT:   memref.alloca() : memref<8x8xvector<4xf32>>
func.func @vector_limit() {
  %0 = memref.alloc() : memref<64xvector<4xf32>>
  %1 = memref.alloc() : memref<65xvector<4xf32>>
  %2 = memref.alloc() : memref<8x8xvector<4xf32>>
  return
}

// -----

// complex<f32> (64 bits): 128 elements.

// CHECK-LABEL: func @complex_limit
//  CHECK-NEXT:   memref.alloca() : memref<128xcomplex<f32>>
//  CHECK-NEXT:   memref.alloc() : memref<129xcomplex<f32>>
func.func @complex_limit() {
  %0 = memref.alloc() : memref<128xcomplex<f32>>
  %1 = memref.alloc() : memref<129xcomplex<f32>>
  return
}

// -----

// A module data layout making index 32 bits wide: 256 x index fits.

// CHECK-LABEL: func @index_32_bits
//  CHECK-NEXT:   memref.alloca() : memref<256xindex>
//  CHECK-NEXT:   memref.alloc() : memref<257xindex>
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {
  func.func @index_32_bits() {
    %0 = memref.alloc() : memref<256xindex>
    %1 = memref.alloc() : memref<257xindex>
    return
  }
}
