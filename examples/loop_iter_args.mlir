// A loop carrying a tensor: x <- 0.5 * x + b, ten times, then the sum of x.
// The loop writes its iter_arg in place (one buffer for all iterations);
// the scalar sum is carried as a plain value. `ferrobuf
// examples/loop_iter_args.mlir --run` prints the vector and its sum.
#id = affine_map<(i) -> (i)>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @iterate(%x0: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant 0.5 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %x0) -> (tensor<4xf32>) {
    %next = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
        ins(%b : tensor<4xf32>) outs(%x : tensor<4xf32>) {
    ^bb0(%bv: f32, %xv: f32):
      %m = arith.mulf %xv, %half : f32
      %s = arith.addf %m, %bv : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %next : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %zero = arith.constant 0.0 : f32
  %x0 = arith.constant dense<[8.0, -8.0, 0.0, 1.0]> : tensor<4xf32>
  %b = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %x = call @iterate(%x0, %b, %c10) : (tensor<4xf32>, tensor<4xf32>, index) -> tensor<4xf32>
  %u = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %e = tensor.extract %x[%i] : tensor<4xf32>
    %s = arith.addf %acc, %e : f32
    scf.yield %s : f32
  }
  vector.print %sum : f32
  return
}
