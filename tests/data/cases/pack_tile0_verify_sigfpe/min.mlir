func.func @main(%a: tensor<16x16xf32>) -> tensor<?x16x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty(%c2, %c0) : tensor<?x16x?xf32>
  %p = linalg.pack %a inner_dims_pos = [0] inner_tiles = [%c0] into %e : tensor<16x16xf32> -> tensor<?x16x?xf32>
  return %p : tensor<?x16x?xf32>
}
