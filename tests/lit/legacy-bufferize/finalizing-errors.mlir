// ferrobuf-finalizing-bufferize fails with a located error naming the
// first op still on tensors (materializations are only named when nothing
// else is left), and on a to_buffer of a to_tensor whose types no
// memref.cast converts.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-finalizing-bufferize))' %s -split-input-file -verify-diagnostics

func.func @unconverted(%m: memref<4xf32>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  // expected-error @below {{ferrobuf-finalizing-bufferize: 'tensor.extract' still operates on tensors: no partial bufferization pass converted it}}
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}

// -----

// expected-error @below {{ferrobuf-finalizing-bufferize: 'func.func' still operates on tensors}}
func.func @signature(%t: tensor<4xf32>) -> memref<4xf32> {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %m : memref<4xf32>
}

// -----

func.func @space(%m: memref<4xf32, 1>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32, 1> to tensor<4xf32>
  // expected-error @below {{cannot fold this to_buffer of a to_tensor: the buffer has type memref<4xf32, 1>, the result memref<4xf32>, and no memref.cast converts one into the other}}
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}
