// A tiled kernel: C = A + B on an 8x8 tensor, computed tile by tile (4x4
// tiles) with extract_slice / compute / insert_slice in scf.for loops that
// carry C. Each tile is computed into a slice of C's own buffer: no
// allocation per tile, no copy. `ferrobuf examples/tiled_add.mlir --run`
// prints C.
#id = affine_map<(i, j) -> (i, j)>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @tiled_add(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c4 iter_args(%ci = %c) -> (tensor<8x8xf32>) {
    %ri = scf.for %j = %c0 to %c8 step %c4 iter_args(%cj = %ci) -> (tensor<8x8xf32>) {
      %ta = tensor.extract_slice %a[%i, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
      %tb = tensor.extract_slice %b[%i, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
      %tc = tensor.extract_slice %cj[%i, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
      %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
          ins(%ta, %tb : tensor<4x4xf32>, tensor<4x4xf32>) outs(%tc : tensor<4x4xf32>) {
      ^bb0(%x: f32, %y: f32, %o: f32):
        %s = arith.addf %x, %y : f32
        linalg.yield %s : f32
      } -> tensor<4x4xf32>
      %next = tensor.insert_slice %sum into %cj[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
      scf.yield %next : tensor<8x8xf32>
    }
    scf.yield %ri : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

func.func @main() {
  %a = tensor.generate {
  ^bb0(%i: index, %j: index):
    %k = arith.muli %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %f = arith.sitofp %ki : i32 to f32
    tensor.yield %f : f32
  } : tensor<8x8xf32>
  %b = arith.constant dense<1.0> : tensor<8x8xf32>
  %init = tensor.empty() : tensor<8x8xf32>
  %r = call @tiled_add(%a, %b, %init) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %u = tensor.cast %r : tensor<8x8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
