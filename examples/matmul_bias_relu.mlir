// A dense layer: relu(A x B + bias), on tensors, in destination-passing
// style as linalg writes it. `ferrobuf examples/matmul_bias_relu.mlir --run`
// bufferizes it (no copy: the matmul, the bias add and the relu all write
// one buffer), frees every buffer and prints the 2x3 result.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @dense(%a: tensor<2x4xf32>, %b: tensor<4x3xf32>, %bias: tensor<3xf32>) -> tensor<2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x3xf32>) -> tensor<2x3xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<2x4xf32>, tensor<4x3xf32>) outs(%acc : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%bias : tensor<3xf32>) outs(%mm : tensor<2x3xf32>) {
  ^bb0(%bv: f32, %x: f32):
    %s = arith.addf %x, %bv : f32
    %pos = arith.maximumf %s, %zero : f32
    linalg.yield %pos : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [-1.0, -2.0, -3.0, -4.0]]> : tensor<2x4xf32>
  %b = arith.constant dense<[[1.0, 0.0, 0.5], [0.0, 1.0, 0.5], [1.0, 0.0, 0.5], [0.0, 1.0, 0.5]]> : tensor<4x3xf32>
  %bias = arith.constant dense<[0.5, -1.0, 2.0]> : tensor<3xf32>
  %r = call @dense(%a, %b, %bias) : (tensor<2x4xf32>, tensor<4x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %u = tensor.cast %r : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
