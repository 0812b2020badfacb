module {
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.fence, %arg4: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.tensor.import wait(%arg3) => %arg0 : !hal.buffer_view -> tensor<?x64xf32>{%0}
    %2 = hal.tensor.import wait(%arg3) => %arg1 : !hal.buffer_view -> tensor<8x64xf32>
    %3 = hal.tensor.import wait(%arg3) => %arg2 : !hal.buffer_view -> tensor<8x64xf32>
    %4 = tensor.empty() : tensor<64x8xf32>
    %transposed = linalg.transpose ins(%2 : tensor<8x64xf32>) outs(%4 : tensor<64x8xf32>) permutation = [1, 0] 
    %dim = tensor.dim %1, %c0 : tensor<?x64xf32>
    %5 = tensor.empty(%dim) : tensor<?x8xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %7 = linalg.matmul ins(%1, %transposed : tensor<?x64xf32>, tensor<64x8xf32>) outs(%6 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %8 = tensor.empty(%dim) : tensor<?xi64>
    %9 = linalg.fill ins(%c0_i64 : i64) outs(%8 : tensor<?xi64>) -> tensor<?xi64>
    %10 = tensor.empty(%dim) : tensor<?xf32>
    %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<?xf32>) -> tensor<?xf32>
    %12:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<?x8xf32>) outs(%11, %9 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_11: i64):
      %54 = linalg.index 1 : index
      %55 = arith.index_cast %54 : index to i64
      %56 = arith.maximumf %in, %out : f32
      %57 = arith.cmpf ogt, %in, %out : f32
      %58 = arith.select %57, %55, %out_11 : i64
      linalg.yield %56, %58 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded = tensor.expand_shape %12#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%7, %expanded : tensor<?x8xf32>, tensor<?x1xf32>) outs(%5 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %54 = arith.subf %in, %in_11 : f32
      linalg.yield %54 : f32
    } -> tensor<?x8xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<?x8xf32>) outs(%5 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = math.exp %in : f32
      linalg.yield %54 : f32
    } -> tensor<?x8xf32>
    %15 = tensor.empty(%dim) : tensor<?x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%14 : tensor<?x8xf32>) outs(%16 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.addf %in, %out : f32
      linalg.yield %54 : f32
    } -> tensor<?x1xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%14, %17 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%5 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %54 = arith.divf %in, %in_11 : f32
      linalg.yield %54 : f32
    } -> tensor<?x8xf32>
    %dim_1 = tensor.dim %18, %c0 : tensor<?x8xf32>
    %19 = tensor.empty(%dim_1) : tensor<?x8xi64>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%19 : tensor<?x8xi64>) {
    ^bb0(%out: i64):
      %54 = linalg.index 1 : index
      %55 = arith.index_cast %54 : index to i64
      linalg.yield %55 : i64
    } -> tensor<?x8xi64>
    %21:2 = iree_linalg_ext.sort dimension(1) outs(%18, %20 : tensor<?x8xf32>, tensor<?x8xi64>) {
    ^bb0(%arg5: f32, %arg6: f32, %arg7: i64, %arg8: i64):
      %54 = arith.cmpf oge, %arg5, %arg6 : f32
      iree_linalg_ext.yield %54 : i1
    } -> tensor<?x8xf32>, tensor<?x8xi64>
    %dim_2 = tensor.dim %21#1, %c0 : tensor<?x8xi64>
    %extracted_slice = tensor.extract_slice %21#1[0, 0] [%dim_2, 2] [1, 1] : tensor<?x8xi64> to tensor<?x2xi64>
    %22 = tensor.empty() : tensor<8xi64>
    %23 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%22 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %54 = linalg.index 0 : index
      %55 = arith.index_cast %54 : index to i64
      linalg.yield %55 : i64
    } -> tensor<8xi64>
    %expanded_3 = tensor.expand_shape %extracted_slice [[0], [1, 2]] output_shape [%dim_2, 2, 1] : tensor<?x2xi64> into tensor<?x2x1xi64>
    %24 = tensor.empty(%dim_2) : tensor<?x2x8xi1>
    %25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_3, %23 : tensor<?x2x1xi64>, tensor<8xi64>) outs(%24 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_11: i64, %out: i1):
      %54 = arith.cmpi eq, %in, %in_11 : i64
      linalg.yield %54 : i1
    } -> tensor<?x2x8xi1>
    %26 = tensor.empty(%dim_2) : tensor<?x2x8xi64>
    %27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<?x2x8xi1>) outs(%26 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %54 = arith.extui %in : i1 to i64
      linalg.yield %54 : i64
    } -> tensor<?x2x8xi64>
    %28 = tensor.empty(%dim_2) : tensor<?x2x8xf32>
    %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<?x2x8xi64>) outs(%28 : tensor<?x2x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %54 = arith.sitofp %in : i64 to f32
      linalg.yield %54 : f32
    } -> tensor<?x2x8xf32>
    %30 = tensor.empty(%dim_2) : tensor<?x8xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%29 : tensor<?x2x8xf32>) outs(%31 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.addf %in, %out : f32
      linalg.yield %54 : f32
    } -> tensor<?x8xf32>
    %transposed_4 = linalg.transpose ins(%3 : tensor<8x64xf32>) outs(%4 : tensor<64x8xf32>) permutation = [1, 0] 
    %33 = linalg.matmul ins(%1, %transposed_4 : tensor<?x64xf32>, tensor<64x8xf32>) outs(%6 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %34:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%33 : tensor<?x8xf32>) outs(%11, %9 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_11: i64):
      %54 = linalg.index 1 : index
      %55 = arith.index_cast %54 : index to i64
      %56 = arith.maximumf %in, %out : f32
      %57 = arith.cmpf ogt, %in, %out : f32
      %58 = arith.select %57, %55, %out_11 : i64
      linalg.yield %56, %58 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_5 = tensor.expand_shape %34#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%33, %expanded_5 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%5 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %54 = arith.subf %in, %in_11 : f32
      linalg.yield %54 : f32
    } -> tensor<?x8xf32>
    %36 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<?x8xf32>) outs(%5 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = math.exp %in : f32
      linalg.yield %54 : f32
    } -> tensor<?x8xf32>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%36 : tensor<?x8xf32>) outs(%16 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.addf %in, %out : f32
      linalg.yield %54 : f32
    } -> tensor<?x1xf32>
    %38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%36, %37 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%5 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %54 = arith.divf %in, %in_11 : f32
      linalg.yield %54 : f32
    } -> tensor<?x8xf32>
    %dim_6 = tensor.dim %38, %c0 : tensor<?x8xf32>
    %39 = tensor.empty(%dim_6) : tensor<?x8xi64>
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%39 : tensor<?x8xi64>) {
    ^bb0(%out: i64):
      %54 = linalg.index 1 : index
      %55 = arith.index_cast %54 : index to i64
      linalg.yield %55 : i64
    } -> tensor<?x8xi64>
    %41:2 = iree_linalg_ext.sort dimension(1) outs(%38, %40 : tensor<?x8xf32>, tensor<?x8xi64>) {
    ^bb0(%arg5: f32, %arg6: f32, %arg7: i64, %arg8: i64):
      %54 = arith.cmpf oge, %arg5, %arg6 : f32
      iree_linalg_ext.yield %54 : i1
    } -> tensor<?x8xf32>, tensor<?x8xi64>
    %dim_7 = tensor.dim %41#1, %c0 : tensor<?x8xi64>
    %extracted_slice_8 = tensor.extract_slice %41#1[0, 0] [%dim_7, 2] [1, 1] : tensor<?x8xi64> to tensor<?x2xi64>
    %expanded_9 = tensor.expand_shape %extracted_slice_8 [[0], [1, 2]] output_shape [%dim_7, 2, 1] : tensor<?x2xi64> into tensor<?x2x1xi64>
    %42 = tensor.empty(%dim_7) : tensor<?x2x8xi1>
    %43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9, %23 : tensor<?x2x1xi64>, tensor<8xi64>) outs(%42 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_11: i64, %out: i1):
      %54 = arith.cmpi eq, %in, %in_11 : i64
      linalg.yield %54 : i1
    } -> tensor<?x2x8xi1>
    %44 = tensor.empty(%dim_7) : tensor<?x2x8xi64>
    %45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<?x2x8xi1>) outs(%44 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %54 = arith.extui %in : i1 to i64
      linalg.yield %54 : i64
    } -> tensor<?x2x8xi64>
    %46 = tensor.empty(%dim_7) : tensor<?x2x8xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<?x2x8xi64>) outs(%46 : tensor<?x2x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %54 = arith.sitofp %in : i64 to f32
      linalg.yield %54 : f32
    } -> tensor<?x2x8xf32>
    %48 = tensor.empty(%dim_7) : tensor<?x8xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%47 : tensor<?x2x8xf32>) outs(%49 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.addf %in, %out : f32
      linalg.yield %54 : f32
    } -> tensor<?x8xf32>
    %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%32, %50 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%30 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %54 = arith.addf %in, %in_11 : f32
      linalg.yield %54 : f32
    } -> tensor<?x8xf32>
    %52 = hal.tensor.barrier join(%51 : tensor<?x8xf32>) => %arg4 : !hal.fence
    %dim_10 = tensor.dim %52, %c0 : tensor<?x8xf32>
    %53 = hal.tensor.export %52 : tensor<?x8xf32>{%dim_10} -> !hal.buffer_view
    util.return %53 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %arg2, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}