func.func @main(%a: tensor<4x16x?xf32>) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<16x16xf32>
  %p = linalg.unpack %a inner_dims_pos = [0] inner_tiles = [%c0] into %e : tensor<4x16x?xf32> -> tensor<16x16xf32>
  return %p : tensor<16x16xf32>
}
