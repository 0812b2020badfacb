func.func @main(%u: tensor<0xf32>, %i: tensor<0x1xi32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %r = iree_linalg_ext.scatter dimension_map = [0] unique_indices(true) ins(%u, %i : tensor<0xf32>, tensor<0x1xi32>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    iree_linalg_ext.yield %x : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
