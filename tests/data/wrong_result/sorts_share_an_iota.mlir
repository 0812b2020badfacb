func.func @main(%a: tensor<6x8xf32>, %b: tensor<6x8xf32>) -> (tensor<6x8xi64>, tensor<6x8xi64>) {
  %e = tensor.empty() : tensor<6x8xi64>
  %iota = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                          iterator_types = ["parallel", "parallel"]} outs(%e : tensor<6x8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<6x8xi64>
  %s0:2 = iree_linalg_ext.sort dimension(1) outs(%a, %iota : tensor<6x8xf32>, tensor<6x8xi64>) {
  ^bb0(%p: f32, %q: f32, %r: i64, %t: i64):
    %g = arith.cmpf oge, %p, %q : f32
    iree_linalg_ext.yield %g : i1
  } -> tensor<6x8xf32>, tensor<6x8xi64>
  %s1:2 = iree_linalg_ext.sort dimension(1) outs(%b, %iota : tensor<6x8xf32>, tensor<6x8xi64>) {
  ^bb0(%p: f32, %q: f32, %r: i64, %t: i64):
    %g = arith.cmpf oge, %p, %q : f32
    iree_linalg_ext.yield %g : i1
  } -> tensor<6x8xf32>, tensor<6x8xi64>
  return %s0#1, %s1#1 : tensor<6x8xi64>, tensor<6x8xi64>
}
