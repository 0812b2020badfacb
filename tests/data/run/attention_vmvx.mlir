// Compiles for vmvx, then fails when it runs (iree-base-compiler and -runtime 3.13):
// c/runtime/src/iree/base/allocator_libc.c:57: RESOURCE_EXHAUSTED; libc allocator failed the
// request; while invoking native function hal.device.queue.execute
// The attention's key length is dynamic; with static dims, or on llvm-cpu, it runs.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @main(%x: tensor<4x?x32xf32>, %k: tensor<4x?x32xf32>, %v: tensor<4x?x32xf32>, %mask: tensor<4x?x?xf32>, %unused: tensor<16xf32>) -> tensor<4x?x32xf32> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %x, %c1 : tensor<4x?x32xf32>
  %scale = arith.constant 0.17 : f32
  %e0 = tensor.empty(%d) : tensor<4x?x32xf32>
  %q = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<4x?x32xf32>) outs(%e0 : tensor<4x?x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<4x?x32xf32>
  %e1 = tensor.empty(%d) : tensor<4x?x32xf32>
  %a = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%q, %k, %v, %scale, %mask : tensor<4x?x32xf32>, tensor<4x?x32xf32>, tensor<4x?x32xf32>, f32, tensor<4x?x?xf32>) outs(%e1 : tensor<4x?x32xf32>) {
  ^bb0(%s: f32):
    iree_linalg_ext.yield %s : f32
  } -> tensor<4x?x32xf32>
  %e2 = tensor.empty(%d) : tensor<4x?x32xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %x : tensor<4x?x32xf32>, tensor<4x?x32xf32>) outs(%e2 : tensor<4x?x32xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %s = arith.addf %in, %in2 : f32
    linalg.yield %s : f32
  } -> tensor<4x?x32xf32>
  return %r : tensor<4x?x32xf32>
}
