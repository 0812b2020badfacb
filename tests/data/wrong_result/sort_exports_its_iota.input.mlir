// An iota sorted in place as the indices of a sort, exported beside the sort's indices:
// iree-compile 3.13 on llvm-cpu hands back the sorted indices as the iota and zeros as the
// sort's indices. Returned alone, the sort's indices are right.
util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence,
                             %arg3: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences",
                iree.abi.stub} {
  %n = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
  %keys = hal.tensor.import wait(%arg2) => %arg0 : !hal.buffer_view -> tensor<?x2xf32>{%n}
  %m = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[0] : index
  %init = hal.tensor.import wait(%arg2) => %arg1 : !hal.buffer_view -> tensor<?x2xi64>{%m}
  %iota = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                          iterator_types = ["parallel", "parallel"]}
      outs(%init : tensor<?x2xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<?x2xi64>
  %s:2 = iree_linalg_ext.sort dimension(1) outs(%keys, %iota : tensor<?x2xf32>, tensor<?x2xi64>) {
  ^bb0(%p: f32, %q: f32, %r: i64, %t: i64):
    %g = arith.cmpf oge, %p, %q : f32
    iree_linalg_ext.yield %g : i1
  } -> tensor<?x2xf32>, tensor<?x2xi64>
  %b:2 = hal.tensor.barrier join(%iota, %s#1 : tensor<?x2xi64>, tensor<?x2xi64>) => %arg3 : !hal.fence
  %e0 = hal.tensor.export %b#0 : tensor<?x2xi64>{%m} -> !hal.buffer_view
  %e1 = hal.tensor.export %b#1 : tensor<?x2xi64>{%m} -> !hal.buffer_view
  util.return %e0, %e1 : !hal.buffer_view, !hal.buffer_view
}
util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view)
    -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
  %0 = util.null : !hal.fence
  %c0 = arith.constant 0 : index
  %device = hal.devices.get %c0 : !hal.device
  %fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %1:2 = util.call @main$async(%arg0, %arg1, %0, %fence)
      : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence)
      -> (!hal.buffer_view, !hal.buffer_view)
  %c-1 = arith.constant -1 : i32
  %2 = hal.fence.await until([%fence]) timeout_millis(%c-1) flags("None") : i32
  util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
}
