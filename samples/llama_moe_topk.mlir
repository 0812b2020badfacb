module @module {
  util.global private @__auto.embed_tokens.weight = #flow.parameter.named<"model"::"embed_tokens.weight"> : tensor<256x64xf32>
  util.global private @__auto.layers.0.input_layernorm.weight = #flow.parameter.named<"model"::"layers.0.input_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.0.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.0.self_attn.q_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.0.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.0.self_attn.k_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.0.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.0.self_attn.v_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.0.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.0.self_attn.o_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.0.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.0.post_attention_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.0.moe.gate.weight = #flow.parameter.named<"model"::"layers.0.moe.gate.weight"> : tensor<8x64xf32>
  util.global private @__auto.layers.0.moe.w1 = #flow.parameter.named<"model"::"layers.0.moe.w1"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.0.moe.w3 = #flow.parameter.named<"model"::"layers.0.moe.w3"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.0.moe.w2 = #flow.parameter.named<"model"::"layers.0.moe.w2"> : tensor<8x96x64xf32>
  util.global private @__auto.layers.1.input_layernorm.weight = #flow.parameter.named<"model"::"layers.1.input_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.1.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.1.self_attn.q_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.1.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.1.self_attn.k_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.1.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.1.self_attn.v_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.1.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.1.self_attn.o_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.1.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.1.post_attention_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.1.moe.gate.weight = #flow.parameter.named<"model"::"layers.1.moe.gate.weight"> : tensor<8x64xf32>
  util.global private @__auto.layers.1.moe.w1 = #flow.parameter.named<"model"::"layers.1.moe.w1"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.1.moe.w3 = #flow.parameter.named<"model"::"layers.1.moe.w3"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.1.moe.w2 = #flow.parameter.named<"model"::"layers.1.moe.w2"> : tensor<8x96x64xf32>
  util.global private @__auto.layers.2.input_layernorm.weight = #flow.parameter.named<"model"::"layers.2.input_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.2.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.2.self_attn.q_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.2.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.2.self_attn.k_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.2.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.2.self_attn.v_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.2.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.2.self_attn.o_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.2.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.2.post_attention_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.2.moe.gate.weight = #flow.parameter.named<"model"::"layers.2.moe.gate.weight"> : tensor<8x64xf32>
  util.global private @__auto.layers.2.moe.w1 = #flow.parameter.named<"model"::"layers.2.moe.w1"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.2.moe.w3 = #flow.parameter.named<"model"::"layers.2.moe.w3"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.2.moe.w2 = #flow.parameter.named<"model"::"layers.2.moe.w2"> : tensor<8x96x64xf32>
  util.global private @__auto.layers.3.input_layernorm.weight = #flow.parameter.named<"model"::"layers.3.input_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.3.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.3.self_attn.q_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.3.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.3.self_attn.k_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.3.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.3.self_attn.v_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.3.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.3.self_attn.o_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.3.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.3.post_attention_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.3.moe.gate.weight = #flow.parameter.named<"model"::"layers.3.moe.gate.weight"> : tensor<8x64xf32>
  util.global private @__auto.layers.3.moe.w1 = #flow.parameter.named<"model"::"layers.3.moe.w1"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.3.moe.w3 = #flow.parameter.named<"model"::"layers.3.moe.w3"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.3.moe.w2 = #flow.parameter.named<"model"::"layers.3.moe.w2"> : tensor<8x96x64xf32>
  util.global private @__auto.layers.4.input_layernorm.weight = #flow.parameter.named<"model"::"layers.4.input_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.4.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.4.self_attn.q_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.4.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.4.self_attn.k_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.4.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.4.self_attn.v_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.4.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.4.self_attn.o_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.4.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.4.post_attention_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.4.moe.gate.weight = #flow.parameter.named<"model"::"layers.4.moe.gate.weight"> : tensor<8x64xf32>
  util.global private @__auto.layers.4.moe.w1 = #flow.parameter.named<"model"::"layers.4.moe.w1"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.4.moe.w3 = #flow.parameter.named<"model"::"layers.4.moe.w3"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.4.moe.w2 = #flow.parameter.named<"model"::"layers.4.moe.w2"> : tensor<8x96x64xf32>
  util.global private @__auto.layers.5.input_layernorm.weight = #flow.parameter.named<"model"::"layers.5.input_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.5.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.5.self_attn.q_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.5.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.5.self_attn.k_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.5.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.5.self_attn.v_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.5.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.5.self_attn.o_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.5.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.5.post_attention_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.5.moe.gate.weight = #flow.parameter.named<"model"::"layers.5.moe.gate.weight"> : tensor<8x64xf32>
  util.global private @__auto.layers.5.moe.w1 = #flow.parameter.named<"model"::"layers.5.moe.w1"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.5.moe.w3 = #flow.parameter.named<"model"::"layers.5.moe.w3"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.5.moe.w2 = #flow.parameter.named<"model"::"layers.5.moe.w2"> : tensor<8x96x64xf32>
  util.global private @__auto.layers.6.input_layernorm.weight = #flow.parameter.named<"model"::"layers.6.input_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.6.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.6.self_attn.q_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.6.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.6.self_attn.k_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.6.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.6.self_attn.v_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.6.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.6.self_attn.o_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.6.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.6.post_attention_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.6.moe.gate.weight = #flow.parameter.named<"model"::"layers.6.moe.gate.weight"> : tensor<8x64xf32>
  util.global private @__auto.layers.6.moe.w1 = #flow.parameter.named<"model"::"layers.6.moe.w1"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.6.moe.w3 = #flow.parameter.named<"model"::"layers.6.moe.w3"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.6.moe.w2 = #flow.parameter.named<"model"::"layers.6.moe.w2"> : tensor<8x96x64xf32>
  util.global private @__auto.layers.7.input_layernorm.weight = #flow.parameter.named<"model"::"layers.7.input_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.7.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.7.self_attn.q_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.7.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.7.self_attn.k_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.7.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.7.self_attn.v_proj.weight"> : tensor<32x64xf32>
  util.global private @__auto.layers.7.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.7.self_attn.o_proj.weight"> : tensor<64x64xf32>
  util.global private @__auto.layers.7.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.7.post_attention_layernorm.weight"> : tensor<64xf32>
  util.global private @__auto.layers.7.moe.gate.weight = #flow.parameter.named<"model"::"layers.7.moe.gate.weight"> : tensor<8x64xf32>
  util.global private @__auto.layers.7.moe.w1 = #flow.parameter.named<"model"::"layers.7.moe.w1"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.7.moe.w3 = #flow.parameter.named<"model"::"layers.7.moe.w3"> : tensor<8x64x96xf32>
  util.global private @__auto.layers.7.moe.w2 = #flow.parameter.named<"model"::"layers.7.moe.w2"> : tensor<8x96x64xf32>
  util.global private @__auto.norm.weight = #flow.parameter.named<"model"::"norm.weight"> : tensor<64xf32>
  util.global private @__auto.lm_head.weight = #flow.parameter.named<"model"::"lm_head.weight"> : tensor<256x64xf32>
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 2.500000e-01 : f32
    %c0_i64 = arith.constant 0 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %c2_i64 = arith.constant 2 : i64
    %c256 = arith.constant 256 : index
    %c8 = arith.constant 8 : index
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant 9.99999974E-6 : f32
    %cst_5 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_6 = arith.constant 6.400000e+01 : f32
    %cst_7 = arith.constant 8.000000e+00 : f32
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %1 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<1x?xi64>{%0}
    %dim = tensor.dim %1, %c1 : tensor<1x?xi64>
    %2 = arith.index_cast %dim : index to i64
    %3 = arith.sitofp %2 : i64 to f32
    %4 = math.ceil %3 : f32
    %5 = arith.fptoui %4 : f32 to i64
    %6 = arith.index_cast %5 : i64 to index
    %7 = tensor.empty(%6) : tensor<?xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%7 : tensor<?xf32>) {
    ^bb0(%out: f32):
      %859 = linalg.index 0 : index
      %860 = arith.index_cast %859 : index to i64
      %861 = arith.sitofp %860 : i64 to f32
      %862 = arith.addf %861, %cst_1 : f32
      linalg.yield %862 : f32
    } -> tensor<?xf32>
    %9 = tensor.empty(%6) : tensor<?x8xf32>
    %10 = linalg.fill ins(%cst_1 : f32) outs(%9 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_5 : tensor<?xf32>, tensor<8xf32>) outs(%10 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %concat = tensor.concat dim(1) %11, %11 : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x16xf32>
    %dim_8 = tensor.dim %11, %c0 : tensor<?x8xf32>
    %12 = tensor.empty(%dim_8) : tensor<?x16xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%concat : tensor<?x16xf32>) outs(%12 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.cos %in : f32
      linalg.yield %859 : f32
    } -> tensor<?x16xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%concat : tensor<?x16xf32>) outs(%12 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.sin %in : f32
      linalg.yield %859 : f32
    } -> tensor<?x16xf32>
    %__auto.embed_tokens.weight = util.global.load @__auto.embed_tokens.weight : tensor<256x64xf32>
    %15 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x?xi64>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = arith.index_cast %in : i64 to index
      %860 = linalg.index 2 : index
      %861 = arith.cmpi slt, %859, %c256 : index
      cf.assert %861, "index must be smaller than dim size"
      %862 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %862, "index must be larger or equal to 0"
      %extracted = tensor.extract %__auto.embed_tokens.weight[%859, %860] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x64xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %18 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %19 = linalg.fill ins(%cst_1 : f32) outs(%18 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %23 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.0.input_layernorm.weight = util.global.load @__auto.layers.0.input_layernorm.weight : tensor<64xf32>
    %25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.0.input_layernorm.weight, %24 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.0.self_attn.q_proj.weight = util.global.load @__auto.layers.0.self_attn.q_proj.weight : tensor<64x64xf32>
    %26 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%__auto.layers.0.self_attn.q_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %27 = tensor.empty() : tensor<1x64x64xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %29 = linalg.fill ins(%cst_1 : f32) outs(%15 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %30 = linalg.batch_matmul ins(%25, %28 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%29 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded = tensor.expand_shape %30 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 16] : tensor<1x?x64xf32> into tensor<1x?x4x16xf32>
    %31 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %transposed_9 = linalg.transpose ins(%expanded : tensor<1x?x4x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.0.self_attn.k_proj.weight = util.global.load @__auto.layers.0.self_attn.k_proj.weight : tensor<32x64xf32>
    %32 = tensor.empty() : tensor<64x32xf32>
    %transposed_10 = linalg.transpose ins(%__auto.layers.0.self_attn.k_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %33 = tensor.empty() : tensor<1x64x32xf32>
    %34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_10 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %35 = tensor.empty(%dim) : tensor<1x?x32xf32>
    %36 = linalg.fill ins(%cst_1 : f32) outs(%35 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %37 = linalg.batch_matmul ins(%25, %34 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_11 = tensor.expand_shape %37 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %38 = tensor.empty(%dim) : tensor<1x2x?x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.0.self_attn.v_proj.weight = util.global.load @__auto.layers.0.self_attn.v_proj.weight : tensor<32x64xf32>
    %transposed_13 = linalg.transpose ins(%__auto.layers.0.self_attn.v_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_13 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %40 = linalg.batch_matmul ins(%25, %39 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_14 = tensor.expand_shape %40 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9, %13 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_9[0, 0, 0, 8] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %42 = tensor.empty(%dim) : tensor<1x4x?x8xf32>
    %43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x4x?x8xf32>) outs(%42 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice_16 = tensor.extract_slice %transposed_9[0, 0, 0, 0] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %concat_17 = tensor.concat dim(3) %43, %extracted_slice_16 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_18 = tensor.dim %43, %c2 : tensor<1x4x?x8xf32>
    %44 = tensor.empty(%dim_18) : tensor<1x4x?x16xf32>
    %45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_17, %14 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%44 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %45 : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %13 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_19 = tensor.extract_slice %transposed_12[0, 0, 0, 8] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %48 = tensor.empty(%dim) : tensor<1x2x?x8xf32>
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_19 : tensor<1x2x?x8xf32>) outs(%48 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x8xf32>
    %extracted_slice_20 = tensor.extract_slice %transposed_12[0, 0, 0, 0] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %concat_21 = tensor.concat dim(3) %49, %extracted_slice_20 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %dim_22 = tensor.dim %49, %c2 : tensor<1x2x?x8xf32>
    %50 = tensor.empty(%dim_22) : tensor<1x2x?x16xf32>
    %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_21, %14 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%50 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %51 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %53 = tensor.empty(%dim) : tensor<1x2x2x?x16xf32>
    %54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed = tensor.collapse_shape %54 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_23 = tensor.collapse_shape %55 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_24 = tensor.dim %46, %c2 : tensor<1x4x?x16xf32>
    %dim_25 = tensor.dim %collapsed, %c2 : tensor<1x4x?x16xf32>
    %56 = tensor.empty(%dim_24, %dim_25) : tensor<1x4x?x?xf32>
    %57 = linalg.fill ins(%cst_1 : f32) outs(%56 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%57 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi sge, %859, %860 : index
      %862 = arith.select %861, %cst_1, %cst_0 : f32
      linalg.yield %862 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_26 = tensor.collapse_shape %46 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_27 = tensor.collapse_shape %collapsed [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_28 = tensor.collapse_shape %collapsed_23 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_29 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %59 = tensor.empty(%dim_24) : tensor<4x?x16xf32>
    %60 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_26, %collapsed_27, %collapsed_28, %cst, %collapsed_29 : tensor<4x?x16xf32>, tensor<4x?x16xf32>, tensor<4x?x16xf32>, f32, tensor<4x?x?xf32>) outs(%59 : tensor<4x?x16xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x16xf32>
    %expanded_30 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [1, 4, %dim_24, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_31 = tensor.dim %expanded_30, %c2 : tensor<1x4x?x16xf32>
    %61 = tensor.empty(%dim_31) : tensor<1x?x4x16xf32>
    %transposed_32 = linalg.transpose ins(%expanded_30 : tensor<1x4x?x16xf32>) outs(%61 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_33 = tensor.collapse_shape %transposed_32 [[0], [1], [2, 3]] : tensor<1x?x4x16xf32> into tensor<1x?x64xf32>
    %__auto.layers.0.self_attn.o_proj.weight = util.global.load @__auto.layers.0.self_attn.o_proj.weight : tensor<64x64xf32>
    %transposed_34 = linalg.transpose ins(%__auto.layers.0.self_attn.o_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_34 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %63 = tensor.empty(%dim_31) : tensor<1x?x64xf32>
    %64 = linalg.fill ins(%cst_1 : f32) outs(%63 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %65 = linalg.batch_matmul ins(%collapsed_33, %62 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%64 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %65 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %71 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.0.post_attention_layernorm.weight = util.global.load @__auto.layers.0.post_attention_layernorm.weight : tensor<64xf32>
    %73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.0.post_attention_layernorm.weight, %72 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %collapsed_35 = tensor.collapse_shape %73 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %__auto.layers.0.moe.gate.weight = util.global.load @__auto.layers.0.moe.gate.weight : tensor<8x64xf32>
    %74 = tensor.empty() : tensor<64x8xf32>
    %transposed_36 = linalg.transpose ins(%__auto.layers.0.moe.gate.weight : tensor<8x64xf32>) outs(%74 : tensor<64x8xf32>) permutation = [1, 0] 
    %75 = tensor.empty(%dim) : tensor<?x8xf32>
    %76 = linalg.fill ins(%cst_1 : f32) outs(%75 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %77 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<?x64xf32>, tensor<64x8xf32>) outs(%76 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %78 = tensor.empty(%dim) : tensor<?xi64>
    %79 = linalg.fill ins(%c0_i64 : i64) outs(%78 : tensor<?xi64>) -> tensor<?xi64>
    %80 = tensor.empty(%dim) : tensor<?xf32>
    %81 = linalg.fill ins(%cst_0 : f32) outs(%80 : tensor<?xf32>) -> tensor<?xf32>
    %82:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%77 : tensor<?x8xf32>) outs(%81, %79 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_358: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      %861 = arith.maximumf %in, %out : f32
      %862 = arith.cmpf ogt, %in, %out : f32
      %863 = arith.select %862, %860, %out_358 : i64
      linalg.yield %861, %863 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_37 = tensor.expand_shape %82#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %83 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%77, %expanded_37 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.subf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %84 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%83 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.exp %in : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %85 = tensor.empty(%dim) : tensor<?x1xf32>
    %86 = linalg.fill ins(%cst_1 : f32) outs(%85 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %87 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%84 : tensor<?x8xf32>) outs(%86 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %88 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%84, %87 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %dim_38 = tensor.dim %88, %c0 : tensor<?x8xf32>
    %89 = tensor.empty(%dim_38) : tensor<?x8xi64>
    %90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%89 : tensor<?x8xi64>) {
    ^bb0(%out: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      linalg.yield %860 : i64
    } -> tensor<?x8xi64>
    %91:2 = iree_linalg_ext.sort dimension(1) outs(%88, %90 : tensor<?x8xf32>, tensor<?x8xi64>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: i64, %arg6: i64):
      %859 = arith.cmpf oge, %arg3, %arg4 : f32
      iree_linalg_ext.yield %859 : i1
    } -> tensor<?x8xf32>, tensor<?x8xi64>
    %dim_39 = tensor.dim %91#1, %c0 : tensor<?x8xi64>
    %extracted_slice_40 = tensor.extract_slice %91#1[0, 0] [%dim_39, 2] [1, 1] : tensor<?x8xi64> to tensor<?x2xi64>
    %92 = tensor.empty(%dim_39) : tensor<?x2xf32>
    %93 = linalg.fill ins(%cst_1 : f32) outs(%92 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %94 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_40 : tensor<?x2xi64>) outs(%93 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = linalg.index 0 : index
      %860 = arith.index_cast %in : i64 to index
      %861 = arith.cmpi slt, %860, %c8 : index
      cf.assert %861, "index must be smaller than dim size"
      %862 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %862, "index must be larger or equal to 0"
      %extracted = tensor.extract %88[%859, %860] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %95 = tensor.empty(%dim_39) : tensor<?x1xf32>
    %96 = linalg.fill ins(%cst_1 : f32) outs(%95 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %97 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%94 : tensor<?x2xf32>) outs(%96 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %98 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%94, %97 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%92 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x2xf32>
    %99 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%88 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_1 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %100 = arith.muli %dim_39, %c2 : index
    %101 = tensor.empty(%100) : tensor<?x1xi64>
    %102 = linalg.fill ins(%c0_i64 : i64) outs(%101 : tensor<?x1xi64>) -> tensor<?x1xi64>
    %103 = tensor.empty(%100) : tensor<?xf32>
    %104 = linalg.fill ins(%cst_1 : f32) outs(%103 : tensor<?xf32>) -> tensor<?xf32>
    %105:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%102, %102, %104 : tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>) {
    ^bb0(%out: i64, %out_358: i64, %out_359: f32):
      %859 = linalg.index 0 : index
      %860 = arith.remsi %859, %c2 : index
      %861 = arith.divsi %859, %c2 : index
      %862 = arith.remsi %861, %dim_39 : index
      %extracted = tensor.extract %extracted_slice_40[%862, %860] : tensor<?x2xi64>
      %extracted_360 = tensor.extract %98[%862, %860] : tensor<?x2xf32>
      %863 = arith.index_cast %862 : index to i64
      linalg.yield %863, %extracted, %extracted_360 : i64, i64, f32
    } -> (tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>)
    %106 = tensor.empty(%100) : tensor<?x2xi64>
    %107 = linalg.fill ins(%c0_i64 : i64) outs(%106 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %inserted_slice = tensor.insert_slice %105#0 into %107[0, 0] [%100, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %inserted_slice_41 = tensor.insert_slice %105#1 into %inserted_slice[0, 1] [%100, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %108 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%105#2, %inserted_slice_41 : tensor<?xf32>, tensor<?x2xi64>) outs(%99 : tensor<?x8xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<?x8xf32>
    %109 = tensor.empty(%dim) : tensor<8x?x64xf32>
    %110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_35 : tensor<?x64xf32>) outs(%109 : tensor<8x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x?x64xf32>
    %__auto.layers.0.moe.w1 = util.global.load @__auto.layers.0.moe.w1 : tensor<8x64x96xf32>
    %111 = tensor.empty(%dim) : tensor<8x?x96xf32>
    %112 = linalg.fill ins(%cst_1 : f32) outs(%111 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %113 = linalg.batch_matmul ins(%110, %__auto.layers.0.moe.w1 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      %860 = math.exp %859 : f32
      %861 = arith.addf %860, %cst_2 : f32
      %862 = arith.divf %cst_2, %861 : f32
      linalg.yield %862 : f32
    } -> tensor<8x?x96xf32>
    %115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %113 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.0.moe.w3 = util.global.load @__auto.layers.0.moe.w3 : tensor<8x64x96xf32>
    %116 = linalg.batch_matmul ins(%110, %__auto.layers.0.moe.w3 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %116 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.0.moe.w2 = util.global.load @__auto.layers.0.moe.w2 : tensor<8x96x64xf32>
    %118 = linalg.fill ins(%cst_1 : f32) outs(%109 : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
    %119 = linalg.batch_matmul ins(%117, %__auto.layers.0.moe.w2 : tensor<8x?x96xf32>, tensor<8x96x64xf32>) outs(%118 : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
    %120 = tensor.empty(%dim) : tensor<?x8x64xf32>
    %transposed_42 = linalg.transpose ins(%119 : tensor<8x?x64xf32>) outs(%120 : tensor<?x8x64xf32>) permutation = [1, 0, 2] 
    %dim_43 = tensor.dim %108, %c0 : tensor<?x8xf32>
    %expanded_44 = tensor.expand_shape %108 [[0], [1, 2]] output_shape [%dim_43, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %121 = arith.maxui %dim_43, %dim : index
    %122 = tensor.empty(%121) : tensor<?x1x64xf32>
    %123 = linalg.fill ins(%cst_1 : f32) outs(%122 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %124 = linalg.batch_matmul ins(%expanded_44, %transposed_42 : tensor<?x1x8xf32>, tensor<?x8x64xf32>) outs(%123 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %collapsed_45 = tensor.collapse_shape %124 [[0, 1], [2]] : tensor<?x1x64xf32> into tensor<?x64xf32>
    %125 = tensor.empty() : tensor<8xi64>
    %126 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%125 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %859 = linalg.index 0 : index
      %860 = arith.index_cast %859 : index to i64
      linalg.yield %860 : i64
    } -> tensor<8xi64>
    %expanded_46 = tensor.expand_shape %extracted_slice_40 [[0], [1, 2]] output_shape [%dim_39, 2, 1] : tensor<?x2xi64> into tensor<?x2x1xi64>
    %127 = tensor.empty(%dim_39) : tensor<?x2x8xi1>
    %128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %126 : tensor<?x2x1xi64>, tensor<8xi64>) outs(%127 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_358: i64, %out: i1):
      %859 = arith.cmpi eq, %in, %in_358 : i64
      linalg.yield %859 : i1
    } -> tensor<?x2x8xi1>
    %129 = tensor.empty(%dim_39) : tensor<?x2x8xi64>
    %130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<?x2x8xi1>) outs(%129 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %859 = arith.extui %in : i1 to i64
      linalg.yield %859 : i64
    } -> tensor<?x2x8xi64>
    %131 = tensor.empty(%dim_39) : tensor<?x2x8xf32>
    %132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<?x2x8xi64>) outs(%131 : tensor<?x2x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = arith.sitofp %in : i64 to f32
      linalg.yield %859 : f32
    } -> tensor<?x2x8xf32>
    %133 = tensor.empty(%dim_39) : tensor<?x8xf32>
    %134 = linalg.fill ins(%cst_1 : f32) outs(%133 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%132 : tensor<?x2x8xf32>) outs(%134 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %136 = tensor.empty() : tensor<8xf32>
    %137 = linalg.fill ins(%cst_1 : f32) outs(%136 : tensor<8xf32>) -> tensor<8xf32>
    %138 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%135 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %139 = arith.index_cast %dim_39 : index to i64
    %140 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%138 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.sitofp %139 : i64 to f32
      %860 = arith.divf %in, %859 : f32
      linalg.yield %860 : f32
    } -> tensor<8xf32>
    %141 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%88 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %142 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%141 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %3 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %143 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%140, %142 : tensor<8xf32>, tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %144 = tensor.empty() : tensor<f32>
    %145 = linalg.fill ins(%cst_1 : f32) outs(%144 : tensor<f32>) -> tensor<f32>
    %146 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%143 : tensor<8xf32>) outs(%145 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %147 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%146 : tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_7 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %expanded_47 = tensor.expand_shape %collapsed_45 [[0, 1], [2]] output_shape [1, %dim_43, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %expanded_47 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %149 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%cst_3, %147 : tensor<f32>, tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %154 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.1.input_layernorm.weight = util.global.load @__auto.layers.1.input_layernorm.weight : tensor<64xf32>
    %156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.1.input_layernorm.weight, %155 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.1.self_attn.q_proj.weight = util.global.load @__auto.layers.1.self_attn.q_proj.weight : tensor<64x64xf32>
    %transposed_48 = linalg.transpose ins(%__auto.layers.1.self_attn.q_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_48 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %158 = linalg.batch_matmul ins(%156, %157 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%29 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_49 = tensor.expand_shape %158 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 16] : tensor<1x?x64xf32> into tensor<1x?x4x16xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<1x?x4x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.1.self_attn.k_proj.weight = util.global.load @__auto.layers.1.self_attn.k_proj.weight : tensor<32x64xf32>
    %transposed_51 = linalg.transpose ins(%__auto.layers.1.self_attn.k_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_51 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %160 = linalg.batch_matmul ins(%156, %159 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_52 = tensor.expand_shape %160 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.1.self_attn.v_proj.weight = util.global.load @__auto.layers.1.self_attn.v_proj.weight : tensor<32x64xf32>
    %transposed_54 = linalg.transpose ins(%__auto.layers.1.self_attn.v_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_54 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %162 = linalg.batch_matmul ins(%156, %161 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_55 = tensor.expand_shape %162 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_50, %13 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_57 = tensor.extract_slice %transposed_50[0, 0, 0, 8] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_57 : tensor<1x4x?x8xf32>) outs(%42 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice_58 = tensor.extract_slice %transposed_50[0, 0, 0, 0] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %concat_59 = tensor.concat dim(3) %164, %extracted_slice_58 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_60 = tensor.dim %164, %c2 : tensor<1x4x?x8xf32>
    %165 = tensor.empty(%dim_60) : tensor<1x4x?x16xf32>
    %166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_59, %14 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%165 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %166 : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53, %13 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_53[0, 0, 0, 8] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_61 : tensor<1x2x?x8xf32>) outs(%48 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x8xf32>
    %extracted_slice_62 = tensor.extract_slice %transposed_53[0, 0, 0, 0] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %concat_63 = tensor.concat dim(3) %169, %extracted_slice_62 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %dim_64 = tensor.dim %169, %c2 : tensor<1x2x?x8xf32>
    %170 = tensor.empty(%dim_64) : tensor<1x2x?x16xf32>
    %171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_63, %14 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%170 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %171 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_65 = tensor.collapse_shape %173 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_66 = tensor.collapse_shape %174 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_67 = tensor.dim %167, %c2 : tensor<1x4x?x16xf32>
    %dim_68 = tensor.dim %collapsed_65, %c2 : tensor<1x4x?x16xf32>
    %175 = tensor.empty(%dim_67, %dim_68) : tensor<1x4x?x?xf32>
    %176 = linalg.fill ins(%cst_1 : f32) outs(%175 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%176 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi sge, %859, %860 : index
      %862 = arith.select %861, %cst_1, %cst_0 : f32
      linalg.yield %862 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_69 = tensor.collapse_shape %167 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_70 = tensor.collapse_shape %collapsed_65 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_71 = tensor.collapse_shape %collapsed_66 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_72 = tensor.collapse_shape %177 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %178 = tensor.empty(%dim_67) : tensor<4x?x16xf32>
    %179 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_69, %collapsed_70, %collapsed_71, %cst, %collapsed_72 : tensor<4x?x16xf32>, tensor<4x?x16xf32>, tensor<4x?x16xf32>, f32, tensor<4x?x?xf32>) outs(%178 : tensor<4x?x16xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x16xf32>
    %expanded_73 = tensor.expand_shape %179 [[0, 1], [2], [3]] output_shape [1, 4, %dim_67, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_74 = tensor.dim %expanded_73, %c2 : tensor<1x4x?x16xf32>
    %180 = tensor.empty(%dim_74) : tensor<1x?x4x16xf32>
    %transposed_75 = linalg.transpose ins(%expanded_73 : tensor<1x4x?x16xf32>) outs(%180 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_76 = tensor.collapse_shape %transposed_75 [[0], [1], [2, 3]] : tensor<1x?x4x16xf32> into tensor<1x?x64xf32>
    %__auto.layers.1.self_attn.o_proj.weight = util.global.load @__auto.layers.1.self_attn.o_proj.weight : tensor<64x64xf32>
    %transposed_77 = linalg.transpose ins(%__auto.layers.1.self_attn.o_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_77 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %182 = tensor.empty(%dim_74) : tensor<1x?x64xf32>
    %183 = linalg.fill ins(%cst_1 : f32) outs(%182 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %184 = linalg.batch_matmul ins(%collapsed_76, %181 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%183 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %184 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%186 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %190 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.1.post_attention_layernorm.weight = util.global.load @__auto.layers.1.post_attention_layernorm.weight : tensor<64xf32>
    %192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.1.post_attention_layernorm.weight, %191 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %collapsed_78 = tensor.collapse_shape %192 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %__auto.layers.1.moe.gate.weight = util.global.load @__auto.layers.1.moe.gate.weight : tensor<8x64xf32>
    %transposed_79 = linalg.transpose ins(%__auto.layers.1.moe.gate.weight : tensor<8x64xf32>) outs(%74 : tensor<64x8xf32>) permutation = [1, 0] 
    %193 = linalg.matmul ins(%collapsed_78, %transposed_79 : tensor<?x64xf32>, tensor<64x8xf32>) outs(%76 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %194:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%193 : tensor<?x8xf32>) outs(%81, %79 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_358: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      %861 = arith.maximumf %in, %out : f32
      %862 = arith.cmpf ogt, %in, %out : f32
      %863 = arith.select %862, %860, %out_358 : i64
      linalg.yield %861, %863 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_80 = tensor.expand_shape %194#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %195 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%193, %expanded_80 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.subf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %196 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%195 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.exp %in : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %197 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%196 : tensor<?x8xf32>) outs(%86 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %198 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%196, %197 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %dim_81 = tensor.dim %198, %c0 : tensor<?x8xf32>
    %199 = tensor.empty(%dim_81) : tensor<?x8xi64>
    %200 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%199 : tensor<?x8xi64>) {
    ^bb0(%out: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      linalg.yield %860 : i64
    } -> tensor<?x8xi64>
    %201:2 = iree_linalg_ext.sort dimension(1) outs(%198, %200 : tensor<?x8xf32>, tensor<?x8xi64>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: i64, %arg6: i64):
      %859 = arith.cmpf oge, %arg3, %arg4 : f32
      iree_linalg_ext.yield %859 : i1
    } -> tensor<?x8xf32>, tensor<?x8xi64>
    %dim_82 = tensor.dim %201#1, %c0 : tensor<?x8xi64>
    %extracted_slice_83 = tensor.extract_slice %201#1[0, 0] [%dim_82, 2] [1, 1] : tensor<?x8xi64> to tensor<?x2xi64>
    %202 = tensor.empty(%dim_82) : tensor<?x2xf32>
    %203 = linalg.fill ins(%cst_1 : f32) outs(%202 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %204 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_83 : tensor<?x2xi64>) outs(%203 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = linalg.index 0 : index
      %860 = arith.index_cast %in : i64 to index
      %861 = arith.cmpi slt, %860, %c8 : index
      cf.assert %861, "index must be smaller than dim size"
      %862 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %862, "index must be larger or equal to 0"
      %extracted = tensor.extract %198[%859, %860] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %205 = tensor.empty(%dim_82) : tensor<?x1xf32>
    %206 = linalg.fill ins(%cst_1 : f32) outs(%205 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %207 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%204 : tensor<?x2xf32>) outs(%206 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %208 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%204, %207 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%202 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x2xf32>
    %209 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%198 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_1 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %210 = arith.muli %dim_82, %c2 : index
    %211 = tensor.empty(%210) : tensor<?x1xi64>
    %212 = linalg.fill ins(%c0_i64 : i64) outs(%211 : tensor<?x1xi64>) -> tensor<?x1xi64>
    %213 = tensor.empty(%210) : tensor<?xf32>
    %214 = linalg.fill ins(%cst_1 : f32) outs(%213 : tensor<?xf32>) -> tensor<?xf32>
    %215:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%212, %212, %214 : tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>) {
    ^bb0(%out: i64, %out_358: i64, %out_359: f32):
      %859 = linalg.index 0 : index
      %860 = arith.remsi %859, %c2 : index
      %861 = arith.divsi %859, %c2 : index
      %862 = arith.remsi %861, %dim_82 : index
      %extracted = tensor.extract %extracted_slice_83[%862, %860] : tensor<?x2xi64>
      %extracted_360 = tensor.extract %208[%862, %860] : tensor<?x2xf32>
      %863 = arith.index_cast %862 : index to i64
      linalg.yield %863, %extracted, %extracted_360 : i64, i64, f32
    } -> (tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>)
    %216 = tensor.empty(%210) : tensor<?x2xi64>
    %217 = linalg.fill ins(%c0_i64 : i64) outs(%216 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %inserted_slice_84 = tensor.insert_slice %215#0 into %217[0, 0] [%210, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %inserted_slice_85 = tensor.insert_slice %215#1 into %inserted_slice_84[0, 1] [%210, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %218 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%215#2, %inserted_slice_85 : tensor<?xf32>, tensor<?x2xi64>) outs(%209 : tensor<?x8xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<?x8xf32>
    %219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_78 : tensor<?x64xf32>) outs(%109 : tensor<8x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x?x64xf32>
    %__auto.layers.1.moe.w1 = util.global.load @__auto.layers.1.moe.w1 : tensor<8x64x96xf32>
    %220 = linalg.batch_matmul ins(%219, %__auto.layers.1.moe.w1 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      %860 = math.exp %859 : f32
      %861 = arith.addf %860, %cst_2 : f32
      %862 = arith.divf %cst_2, %861 : f32
      linalg.yield %862 : f32
    } -> tensor<8x?x96xf32>
    %222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %220 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.1.moe.w3 = util.global.load @__auto.layers.1.moe.w3 : tensor<8x64x96xf32>
    %223 = linalg.batch_matmul ins(%219, %__auto.layers.1.moe.w3 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %223 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.1.moe.w2 = util.global.load @__auto.layers.1.moe.w2 : tensor<8x96x64xf32>
    %225 = linalg.batch_matmul ins(%224, %__auto.layers.1.moe.w2 : tensor<8x?x96xf32>, tensor<8x96x64xf32>) outs(%118 : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
    %transposed_86 = linalg.transpose ins(%225 : tensor<8x?x64xf32>) outs(%120 : tensor<?x8x64xf32>) permutation = [1, 0, 2] 
    %dim_87 = tensor.dim %218, %c0 : tensor<?x8xf32>
    %expanded_88 = tensor.expand_shape %218 [[0], [1, 2]] output_shape [%dim_87, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %226 = arith.maxui %dim_87, %dim : index
    %227 = tensor.empty(%226) : tensor<?x1x64xf32>
    %228 = linalg.fill ins(%cst_1 : f32) outs(%227 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %229 = linalg.batch_matmul ins(%expanded_88, %transposed_86 : tensor<?x1x8xf32>, tensor<?x8x64xf32>) outs(%228 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %collapsed_89 = tensor.collapse_shape %229 [[0, 1], [2]] : tensor<?x1x64xf32> into tensor<?x64xf32>
    %expanded_90 = tensor.expand_shape %extracted_slice_83 [[0], [1, 2]] output_shape [%dim_82, 2, 1] : tensor<?x2xi64> into tensor<?x2x1xi64>
    %230 = tensor.empty(%dim_82) : tensor<?x2x8xi1>
    %231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %126 : tensor<?x2x1xi64>, tensor<8xi64>) outs(%230 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_358: i64, %out: i1):
      %859 = arith.cmpi eq, %in, %in_358 : i64
      linalg.yield %859 : i1
    } -> tensor<?x2x8xi1>
    %232 = tensor.empty(%dim_82) : tensor<?x2x8xi64>
    %233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<?x2x8xi1>) outs(%232 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %859 = arith.extui %in : i1 to i64
      linalg.yield %859 : i64
    } -> tensor<?x2x8xi64>
    %234 = tensor.empty(%dim_82) : tensor<?x2x8xf32>
    %235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<?x2x8xi64>) outs(%234 : tensor<?x2x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = arith.sitofp %in : i64 to f32
      linalg.yield %859 : f32
    } -> tensor<?x2x8xf32>
    %236 = tensor.empty(%dim_82) : tensor<?x8xf32>
    %237 = linalg.fill ins(%cst_1 : f32) outs(%236 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%235 : tensor<?x2x8xf32>) outs(%237 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %239 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%238 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %240 = arith.index_cast %dim_82 : index to i64
    %241 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%239 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.sitofp %240 : i64 to f32
      %860 = arith.divf %in, %859 : f32
      linalg.yield %860 : f32
    } -> tensor<8xf32>
    %242 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%198 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %243 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%242 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %3 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %244 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%241, %243 : tensor<8xf32>, tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %245 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%244 : tensor<8xf32>) outs(%145 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %246 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%245 : tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_7 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %expanded_91 = tensor.expand_shape %collapsed_89 [[0, 1], [2]] output_shape [1, %dim_87, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %expanded_91 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %248 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%149, %246 : tensor<f32>, tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %253 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.2.input_layernorm.weight = util.global.load @__auto.layers.2.input_layernorm.weight : tensor<64xf32>
    %255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.2.input_layernorm.weight, %254 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.2.self_attn.q_proj.weight = util.global.load @__auto.layers.2.self_attn.q_proj.weight : tensor<64x64xf32>
    %transposed_92 = linalg.transpose ins(%__auto.layers.2.self_attn.q_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_92 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %257 = linalg.batch_matmul ins(%255, %256 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%29 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_93 = tensor.expand_shape %257 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 16] : tensor<1x?x64xf32> into tensor<1x?x4x16xf32>
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<1x?x4x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.2.self_attn.k_proj.weight = util.global.load @__auto.layers.2.self_attn.k_proj.weight : tensor<32x64xf32>
    %transposed_95 = linalg.transpose ins(%__auto.layers.2.self_attn.k_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_95 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %259 = linalg.batch_matmul ins(%255, %258 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_96 = tensor.expand_shape %259 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_97 = linalg.transpose ins(%expanded_96 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.2.self_attn.v_proj.weight = util.global.load @__auto.layers.2.self_attn.v_proj.weight : tensor<32x64xf32>
    %transposed_98 = linalg.transpose ins(%__auto.layers.2.self_attn.v_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_98 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %261 = linalg.batch_matmul ins(%255, %260 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_99 = tensor.expand_shape %261 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_100 = linalg.transpose ins(%expanded_99 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_94, %13 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_101 = tensor.extract_slice %transposed_94[0, 0, 0, 8] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_101 : tensor<1x4x?x8xf32>) outs(%42 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice_102 = tensor.extract_slice %transposed_94[0, 0, 0, 0] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %concat_103 = tensor.concat dim(3) %263, %extracted_slice_102 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_104 = tensor.dim %263, %c2 : tensor<1x4x?x8xf32>
    %264 = tensor.empty(%dim_104) : tensor<1x4x?x16xf32>
    %265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_103, %14 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%264 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %265 : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_97, %13 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_105 = tensor.extract_slice %transposed_97[0, 0, 0, 8] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_105 : tensor<1x2x?x8xf32>) outs(%48 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x8xf32>
    %extracted_slice_106 = tensor.extract_slice %transposed_97[0, 0, 0, 0] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %concat_107 = tensor.concat dim(3) %268, %extracted_slice_106 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %dim_108 = tensor.dim %268, %c2 : tensor<1x2x?x8xf32>
    %269 = tensor.empty(%dim_108) : tensor<1x2x?x16xf32>
    %270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_107, %14 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%269 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %270 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%271 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_109 = tensor.collapse_shape %272 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_100 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_110 = tensor.collapse_shape %273 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_111 = tensor.dim %266, %c2 : tensor<1x4x?x16xf32>
    %dim_112 = tensor.dim %collapsed_109, %c2 : tensor<1x4x?x16xf32>
    %274 = tensor.empty(%dim_111, %dim_112) : tensor<1x4x?x?xf32>
    %275 = linalg.fill ins(%cst_1 : f32) outs(%274 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%275 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi sge, %859, %860 : index
      %862 = arith.select %861, %cst_1, %cst_0 : f32
      linalg.yield %862 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_113 = tensor.collapse_shape %266 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_114 = tensor.collapse_shape %collapsed_109 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_115 = tensor.collapse_shape %collapsed_110 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_116 = tensor.collapse_shape %276 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %277 = tensor.empty(%dim_111) : tensor<4x?x16xf32>
    %278 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_113, %collapsed_114, %collapsed_115, %cst, %collapsed_116 : tensor<4x?x16xf32>, tensor<4x?x16xf32>, tensor<4x?x16xf32>, f32, tensor<4x?x?xf32>) outs(%277 : tensor<4x?x16xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x16xf32>
    %expanded_117 = tensor.expand_shape %278 [[0, 1], [2], [3]] output_shape [1, 4, %dim_111, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_118 = tensor.dim %expanded_117, %c2 : tensor<1x4x?x16xf32>
    %279 = tensor.empty(%dim_118) : tensor<1x?x4x16xf32>
    %transposed_119 = linalg.transpose ins(%expanded_117 : tensor<1x4x?x16xf32>) outs(%279 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_120 = tensor.collapse_shape %transposed_119 [[0], [1], [2, 3]] : tensor<1x?x4x16xf32> into tensor<1x?x64xf32>
    %__auto.layers.2.self_attn.o_proj.weight = util.global.load @__auto.layers.2.self_attn.o_proj.weight : tensor<64x64xf32>
    %transposed_121 = linalg.transpose ins(%__auto.layers.2.self_attn.o_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_121 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %281 = tensor.empty(%dim_118) : tensor<1x?x64xf32>
    %282 = linalg.fill ins(%cst_1 : f32) outs(%281 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %283 = linalg.batch_matmul ins(%collapsed_120, %280 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%282 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247, %283 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%285 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %289 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.2.post_attention_layernorm.weight = util.global.load @__auto.layers.2.post_attention_layernorm.weight : tensor<64xf32>
    %291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.2.post_attention_layernorm.weight, %290 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %collapsed_122 = tensor.collapse_shape %291 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %__auto.layers.2.moe.gate.weight = util.global.load @__auto.layers.2.moe.gate.weight : tensor<8x64xf32>
    %transposed_123 = linalg.transpose ins(%__auto.layers.2.moe.gate.weight : tensor<8x64xf32>) outs(%74 : tensor<64x8xf32>) permutation = [1, 0] 
    %292 = linalg.matmul ins(%collapsed_122, %transposed_123 : tensor<?x64xf32>, tensor<64x8xf32>) outs(%76 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %293:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%292 : tensor<?x8xf32>) outs(%81, %79 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_358: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      %861 = arith.maximumf %in, %out : f32
      %862 = arith.cmpf ogt, %in, %out : f32
      %863 = arith.select %862, %860, %out_358 : i64
      linalg.yield %861, %863 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_124 = tensor.expand_shape %293#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %294 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%292, %expanded_124 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.subf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %295 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%294 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.exp %in : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %296 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%295 : tensor<?x8xf32>) outs(%86 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %297 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%295, %296 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %dim_125 = tensor.dim %297, %c0 : tensor<?x8xf32>
    %298 = tensor.empty(%dim_125) : tensor<?x8xi64>
    %299 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%298 : tensor<?x8xi64>) {
    ^bb0(%out: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      linalg.yield %860 : i64
    } -> tensor<?x8xi64>
    %300:2 = iree_linalg_ext.sort dimension(1) outs(%297, %299 : tensor<?x8xf32>, tensor<?x8xi64>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: i64, %arg6: i64):
      %859 = arith.cmpf oge, %arg3, %arg4 : f32
      iree_linalg_ext.yield %859 : i1
    } -> tensor<?x8xf32>, tensor<?x8xi64>
    %dim_126 = tensor.dim %300#1, %c0 : tensor<?x8xi64>
    %extracted_slice_127 = tensor.extract_slice %300#1[0, 0] [%dim_126, 2] [1, 1] : tensor<?x8xi64> to tensor<?x2xi64>
    %301 = tensor.empty(%dim_126) : tensor<?x2xf32>
    %302 = linalg.fill ins(%cst_1 : f32) outs(%301 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %303 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_127 : tensor<?x2xi64>) outs(%302 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = linalg.index 0 : index
      %860 = arith.index_cast %in : i64 to index
      %861 = arith.cmpi slt, %860, %c8 : index
      cf.assert %861, "index must be smaller than dim size"
      %862 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %862, "index must be larger or equal to 0"
      %extracted = tensor.extract %297[%859, %860] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %304 = tensor.empty(%dim_126) : tensor<?x1xf32>
    %305 = linalg.fill ins(%cst_1 : f32) outs(%304 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %306 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%303 : tensor<?x2xf32>) outs(%305 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %307 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%303, %306 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%301 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x2xf32>
    %308 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%297 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_1 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %309 = arith.muli %dim_126, %c2 : index
    %310 = tensor.empty(%309) : tensor<?x1xi64>
    %311 = linalg.fill ins(%c0_i64 : i64) outs(%310 : tensor<?x1xi64>) -> tensor<?x1xi64>
    %312 = tensor.empty(%309) : tensor<?xf32>
    %313 = linalg.fill ins(%cst_1 : f32) outs(%312 : tensor<?xf32>) -> tensor<?xf32>
    %314:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%311, %311, %313 : tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>) {
    ^bb0(%out: i64, %out_358: i64, %out_359: f32):
      %859 = linalg.index 0 : index
      %860 = arith.remsi %859, %c2 : index
      %861 = arith.divsi %859, %c2 : index
      %862 = arith.remsi %861, %dim_126 : index
      %extracted = tensor.extract %extracted_slice_127[%862, %860] : tensor<?x2xi64>
      %extracted_360 = tensor.extract %307[%862, %860] : tensor<?x2xf32>
      %863 = arith.index_cast %862 : index to i64
      linalg.yield %863, %extracted, %extracted_360 : i64, i64, f32
    } -> (tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>)
    %315 = tensor.empty(%309) : tensor<?x2xi64>
    %316 = linalg.fill ins(%c0_i64 : i64) outs(%315 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %inserted_slice_128 = tensor.insert_slice %314#0 into %316[0, 0] [%309, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %inserted_slice_129 = tensor.insert_slice %314#1 into %inserted_slice_128[0, 1] [%309, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %317 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%314#2, %inserted_slice_129 : tensor<?xf32>, tensor<?x2xi64>) outs(%308 : tensor<?x8xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<?x8xf32>
    %318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_122 : tensor<?x64xf32>) outs(%109 : tensor<8x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x?x64xf32>
    %__auto.layers.2.moe.w1 = util.global.load @__auto.layers.2.moe.w1 : tensor<8x64x96xf32>
    %319 = linalg.batch_matmul ins(%318, %__auto.layers.2.moe.w1 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      %860 = math.exp %859 : f32
      %861 = arith.addf %860, %cst_2 : f32
      %862 = arith.divf %cst_2, %861 : f32
      linalg.yield %862 : f32
    } -> tensor<8x?x96xf32>
    %321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %319 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.2.moe.w3 = util.global.load @__auto.layers.2.moe.w3 : tensor<8x64x96xf32>
    %322 = linalg.batch_matmul ins(%318, %__auto.layers.2.moe.w3 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %322 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.2.moe.w2 = util.global.load @__auto.layers.2.moe.w2 : tensor<8x96x64xf32>
    %324 = linalg.batch_matmul ins(%323, %__auto.layers.2.moe.w2 : tensor<8x?x96xf32>, tensor<8x96x64xf32>) outs(%118 : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
    %transposed_130 = linalg.transpose ins(%324 : tensor<8x?x64xf32>) outs(%120 : tensor<?x8x64xf32>) permutation = [1, 0, 2] 
    %dim_131 = tensor.dim %317, %c0 : tensor<?x8xf32>
    %expanded_132 = tensor.expand_shape %317 [[0], [1, 2]] output_shape [%dim_131, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %325 = arith.maxui %dim_131, %dim : index
    %326 = tensor.empty(%325) : tensor<?x1x64xf32>
    %327 = linalg.fill ins(%cst_1 : f32) outs(%326 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %328 = linalg.batch_matmul ins(%expanded_132, %transposed_130 : tensor<?x1x8xf32>, tensor<?x8x64xf32>) outs(%327 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %collapsed_133 = tensor.collapse_shape %328 [[0, 1], [2]] : tensor<?x1x64xf32> into tensor<?x64xf32>
    %expanded_134 = tensor.expand_shape %extracted_slice_127 [[0], [1, 2]] output_shape [%dim_126, 2, 1] : tensor<?x2xi64> into tensor<?x2x1xi64>
    %329 = tensor.empty(%dim_126) : tensor<?x2x8xi1>
    %330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_134, %126 : tensor<?x2x1xi64>, tensor<8xi64>) outs(%329 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_358: i64, %out: i1):
      %859 = arith.cmpi eq, %in, %in_358 : i64
      linalg.yield %859 : i1
    } -> tensor<?x2x8xi1>
    %331 = tensor.empty(%dim_126) : tensor<?x2x8xi64>
    %332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%330 : tensor<?x2x8xi1>) outs(%331 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %859 = arith.extui %in : i1 to i64
      linalg.yield %859 : i64
    } -> tensor<?x2x8xi64>
    %333 = tensor.empty(%dim_126) : tensor<?x2x8xf32>
    %334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<?x2x8xi64>) outs(%333 : tensor<?x2x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = arith.sitofp %in : i64 to f32
      linalg.yield %859 : f32
    } -> tensor<?x2x8xf32>
    %335 = tensor.empty(%dim_126) : tensor<?x8xf32>
    %336 = linalg.fill ins(%cst_1 : f32) outs(%335 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%334 : tensor<?x2x8xf32>) outs(%336 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %338 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%337 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %339 = arith.index_cast %dim_126 : index to i64
    %340 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%338 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.sitofp %339 : i64 to f32
      %860 = arith.divf %in, %859 : f32
      linalg.yield %860 : f32
    } -> tensor<8xf32>
    %341 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%297 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %342 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%341 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %3 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %343 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%340, %342 : tensor<8xf32>, tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %344 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%343 : tensor<8xf32>) outs(%145 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %345 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%344 : tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_7 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %expanded_135 = tensor.expand_shape %collapsed_133 [[0, 1], [2]] output_shape [1, %dim_131, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %expanded_135 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %347 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%248, %345 : tensor<f32>, tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %349 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%348 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %351 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %352 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.3.input_layernorm.weight = util.global.load @__auto.layers.3.input_layernorm.weight : tensor<64xf32>
    %354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.3.input_layernorm.weight, %353 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.3.self_attn.q_proj.weight = util.global.load @__auto.layers.3.self_attn.q_proj.weight : tensor<64x64xf32>
    %transposed_136 = linalg.transpose ins(%__auto.layers.3.self_attn.q_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_136 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %356 = linalg.batch_matmul ins(%354, %355 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%29 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_137 = tensor.expand_shape %356 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 16] : tensor<1x?x64xf32> into tensor<1x?x4x16xf32>
    %transposed_138 = linalg.transpose ins(%expanded_137 : tensor<1x?x4x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.3.self_attn.k_proj.weight = util.global.load @__auto.layers.3.self_attn.k_proj.weight : tensor<32x64xf32>
    %transposed_139 = linalg.transpose ins(%__auto.layers.3.self_attn.k_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_139 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %358 = linalg.batch_matmul ins(%354, %357 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_140 = tensor.expand_shape %358 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_141 = linalg.transpose ins(%expanded_140 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.3.self_attn.v_proj.weight = util.global.load @__auto.layers.3.self_attn.v_proj.weight : tensor<32x64xf32>
    %transposed_142 = linalg.transpose ins(%__auto.layers.3.self_attn.v_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_142 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %360 = linalg.batch_matmul ins(%354, %359 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_143 = tensor.expand_shape %360 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_144 = linalg.transpose ins(%expanded_143 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_138, %13 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_145 = tensor.extract_slice %transposed_138[0, 0, 0, 8] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_145 : tensor<1x4x?x8xf32>) outs(%42 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice_146 = tensor.extract_slice %transposed_138[0, 0, 0, 0] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %concat_147 = tensor.concat dim(3) %362, %extracted_slice_146 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_148 = tensor.dim %362, %c2 : tensor<1x4x?x8xf32>
    %363 = tensor.empty(%dim_148) : tensor<1x4x?x16xf32>
    %364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_147, %14 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%363 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361, %364 : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_141, %13 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_149 = tensor.extract_slice %transposed_141[0, 0, 0, 8] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_149 : tensor<1x2x?x8xf32>) outs(%48 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x8xf32>
    %extracted_slice_150 = tensor.extract_slice %transposed_141[0, 0, 0, 0] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %concat_151 = tensor.concat dim(3) %367, %extracted_slice_150 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %dim_152 = tensor.dim %367, %c2 : tensor<1x2x?x8xf32>
    %368 = tensor.empty(%dim_152) : tensor<1x2x?x16xf32>
    %369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_151, %14 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%368 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %369 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_153 = tensor.collapse_shape %371 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_144 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_154 = tensor.collapse_shape %372 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_155 = tensor.dim %365, %c2 : tensor<1x4x?x16xf32>
    %dim_156 = tensor.dim %collapsed_153, %c2 : tensor<1x4x?x16xf32>
    %373 = tensor.empty(%dim_155, %dim_156) : tensor<1x4x?x?xf32>
    %374 = linalg.fill ins(%cst_1 : f32) outs(%373 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%374 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi sge, %859, %860 : index
      %862 = arith.select %861, %cst_1, %cst_0 : f32
      linalg.yield %862 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_157 = tensor.collapse_shape %365 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_158 = tensor.collapse_shape %collapsed_153 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_159 = tensor.collapse_shape %collapsed_154 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_160 = tensor.collapse_shape %375 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %376 = tensor.empty(%dim_155) : tensor<4x?x16xf32>
    %377 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_157, %collapsed_158, %collapsed_159, %cst, %collapsed_160 : tensor<4x?x16xf32>, tensor<4x?x16xf32>, tensor<4x?x16xf32>, f32, tensor<4x?x?xf32>) outs(%376 : tensor<4x?x16xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x16xf32>
    %expanded_161 = tensor.expand_shape %377 [[0, 1], [2], [3]] output_shape [1, 4, %dim_155, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_162 = tensor.dim %expanded_161, %c2 : tensor<1x4x?x16xf32>
    %378 = tensor.empty(%dim_162) : tensor<1x?x4x16xf32>
    %transposed_163 = linalg.transpose ins(%expanded_161 : tensor<1x4x?x16xf32>) outs(%378 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_164 = tensor.collapse_shape %transposed_163 [[0], [1], [2, 3]] : tensor<1x?x4x16xf32> into tensor<1x?x64xf32>
    %__auto.layers.3.self_attn.o_proj.weight = util.global.load @__auto.layers.3.self_attn.o_proj.weight : tensor<64x64xf32>
    %transposed_165 = linalg.transpose ins(%__auto.layers.3.self_attn.o_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_165 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %380 = tensor.empty(%dim_162) : tensor<1x?x64xf32>
    %381 = linalg.fill ins(%cst_1 : f32) outs(%380 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %382 = linalg.batch_matmul ins(%collapsed_164, %379 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%381 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %382 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%384 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %388 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.3.post_attention_layernorm.weight = util.global.load @__auto.layers.3.post_attention_layernorm.weight : tensor<64xf32>
    %390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.3.post_attention_layernorm.weight, %389 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %collapsed_166 = tensor.collapse_shape %390 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %__auto.layers.3.moe.gate.weight = util.global.load @__auto.layers.3.moe.gate.weight : tensor<8x64xf32>
    %transposed_167 = linalg.transpose ins(%__auto.layers.3.moe.gate.weight : tensor<8x64xf32>) outs(%74 : tensor<64x8xf32>) permutation = [1, 0] 
    %391 = linalg.matmul ins(%collapsed_166, %transposed_167 : tensor<?x64xf32>, tensor<64x8xf32>) outs(%76 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %392:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%391 : tensor<?x8xf32>) outs(%81, %79 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_358: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      %861 = arith.maximumf %in, %out : f32
      %862 = arith.cmpf ogt, %in, %out : f32
      %863 = arith.select %862, %860, %out_358 : i64
      linalg.yield %861, %863 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_168 = tensor.expand_shape %392#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %393 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%391, %expanded_168 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.subf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %394 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%393 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.exp %in : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %395 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%394 : tensor<?x8xf32>) outs(%86 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %396 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%394, %395 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %dim_169 = tensor.dim %396, %c0 : tensor<?x8xf32>
    %397 = tensor.empty(%dim_169) : tensor<?x8xi64>
    %398 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%397 : tensor<?x8xi64>) {
    ^bb0(%out: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      linalg.yield %860 : i64
    } -> tensor<?x8xi64>
    %399:2 = iree_linalg_ext.sort dimension(1) outs(%396, %398 : tensor<?x8xf32>, tensor<?x8xi64>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: i64, %arg6: i64):
      %859 = arith.cmpf oge, %arg3, %arg4 : f32
      iree_linalg_ext.yield %859 : i1
    } -> tensor<?x8xf32>, tensor<?x8xi64>
    %dim_170 = tensor.dim %399#1, %c0 : tensor<?x8xi64>
    %extracted_slice_171 = tensor.extract_slice %399#1[0, 0] [%dim_170, 2] [1, 1] : tensor<?x8xi64> to tensor<?x2xi64>
    %400 = tensor.empty(%dim_170) : tensor<?x2xf32>
    %401 = linalg.fill ins(%cst_1 : f32) outs(%400 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %402 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_171 : tensor<?x2xi64>) outs(%401 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = linalg.index 0 : index
      %860 = arith.index_cast %in : i64 to index
      %861 = arith.cmpi slt, %860, %c8 : index
      cf.assert %861, "index must be smaller than dim size"
      %862 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %862, "index must be larger or equal to 0"
      %extracted = tensor.extract %396[%859, %860] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %403 = tensor.empty(%dim_170) : tensor<?x1xf32>
    %404 = linalg.fill ins(%cst_1 : f32) outs(%403 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %405 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%402 : tensor<?x2xf32>) outs(%404 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %406 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%402, %405 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%400 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x2xf32>
    %407 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%396 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_1 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %408 = arith.muli %dim_170, %c2 : index
    %409 = tensor.empty(%408) : tensor<?x1xi64>
    %410 = linalg.fill ins(%c0_i64 : i64) outs(%409 : tensor<?x1xi64>) -> tensor<?x1xi64>
    %411 = tensor.empty(%408) : tensor<?xf32>
    %412 = linalg.fill ins(%cst_1 : f32) outs(%411 : tensor<?xf32>) -> tensor<?xf32>
    %413:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%410, %410, %412 : tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>) {
    ^bb0(%out: i64, %out_358: i64, %out_359: f32):
      %859 = linalg.index 0 : index
      %860 = arith.remsi %859, %c2 : index
      %861 = arith.divsi %859, %c2 : index
      %862 = arith.remsi %861, %dim_170 : index
      %extracted = tensor.extract %extracted_slice_171[%862, %860] : tensor<?x2xi64>
      %extracted_360 = tensor.extract %406[%862, %860] : tensor<?x2xf32>
      %863 = arith.index_cast %862 : index to i64
      linalg.yield %863, %extracted, %extracted_360 : i64, i64, f32
    } -> (tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>)
    %414 = tensor.empty(%408) : tensor<?x2xi64>
    %415 = linalg.fill ins(%c0_i64 : i64) outs(%414 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %inserted_slice_172 = tensor.insert_slice %413#0 into %415[0, 0] [%408, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %inserted_slice_173 = tensor.insert_slice %413#1 into %inserted_slice_172[0, 1] [%408, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %416 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%413#2, %inserted_slice_173 : tensor<?xf32>, tensor<?x2xi64>) outs(%407 : tensor<?x8xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<?x8xf32>
    %417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_166 : tensor<?x64xf32>) outs(%109 : tensor<8x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x?x64xf32>
    %__auto.layers.3.moe.w1 = util.global.load @__auto.layers.3.moe.w1 : tensor<8x64x96xf32>
    %418 = linalg.batch_matmul ins(%417, %__auto.layers.3.moe.w1 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %419 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418 : tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      %860 = math.exp %859 : f32
      %861 = arith.addf %860, %cst_2 : f32
      %862 = arith.divf %cst_2, %861 : f32
      linalg.yield %862 : f32
    } -> tensor<8x?x96xf32>
    %420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %418 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.3.moe.w3 = util.global.load @__auto.layers.3.moe.w3 : tensor<8x64x96xf32>
    %421 = linalg.batch_matmul ins(%417, %__auto.layers.3.moe.w3 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %421 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.3.moe.w2 = util.global.load @__auto.layers.3.moe.w2 : tensor<8x96x64xf32>
    %423 = linalg.batch_matmul ins(%422, %__auto.layers.3.moe.w2 : tensor<8x?x96xf32>, tensor<8x96x64xf32>) outs(%118 : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
    %transposed_174 = linalg.transpose ins(%423 : tensor<8x?x64xf32>) outs(%120 : tensor<?x8x64xf32>) permutation = [1, 0, 2] 
    %dim_175 = tensor.dim %416, %c0 : tensor<?x8xf32>
    %expanded_176 = tensor.expand_shape %416 [[0], [1, 2]] output_shape [%dim_175, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %424 = arith.maxui %dim_175, %dim : index
    %425 = tensor.empty(%424) : tensor<?x1x64xf32>
    %426 = linalg.fill ins(%cst_1 : f32) outs(%425 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %427 = linalg.batch_matmul ins(%expanded_176, %transposed_174 : tensor<?x1x8xf32>, tensor<?x8x64xf32>) outs(%426 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %collapsed_177 = tensor.collapse_shape %427 [[0, 1], [2]] : tensor<?x1x64xf32> into tensor<?x64xf32>
    %expanded_178 = tensor.expand_shape %extracted_slice_171 [[0], [1, 2]] output_shape [%dim_170, 2, 1] : tensor<?x2xi64> into tensor<?x2x1xi64>
    %428 = tensor.empty(%dim_170) : tensor<?x2x8xi1>
    %429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_178, %126 : tensor<?x2x1xi64>, tensor<8xi64>) outs(%428 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_358: i64, %out: i1):
      %859 = arith.cmpi eq, %in, %in_358 : i64
      linalg.yield %859 : i1
    } -> tensor<?x2x8xi1>
    %430 = tensor.empty(%dim_170) : tensor<?x2x8xi64>
    %431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429 : tensor<?x2x8xi1>) outs(%430 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %859 = arith.extui %in : i1 to i64
      linalg.yield %859 : i64
    } -> tensor<?x2x8xi64>
    %432 = tensor.empty(%dim_170) : tensor<?x2x8xf32>
    %433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : tensor<?x2x8xi64>) outs(%432 : tensor<?x2x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = arith.sitofp %in : i64 to f32
      linalg.yield %859 : f32
    } -> tensor<?x2x8xf32>
    %434 = tensor.empty(%dim_170) : tensor<?x8xf32>
    %435 = linalg.fill ins(%cst_1 : f32) outs(%434 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%433 : tensor<?x2x8xf32>) outs(%435 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %437 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%436 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %438 = arith.index_cast %dim_170 : index to i64
    %439 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%437 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.sitofp %438 : i64 to f32
      %860 = arith.divf %in, %859 : f32
      linalg.yield %860 : f32
    } -> tensor<8xf32>
    %440 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%396 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %441 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%440 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %3 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %442 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%439, %441 : tensor<8xf32>, tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %443 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%442 : tensor<8xf32>) outs(%145 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %444 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%443 : tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_7 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %expanded_179 = tensor.expand_shape %collapsed_177 [[0, 1], [2]] output_shape [1, %dim_175, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %expanded_179 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %446 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%347, %444 : tensor<f32>, tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%447 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %451 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.4.input_layernorm.weight = util.global.load @__auto.layers.4.input_layernorm.weight : tensor<64xf32>
    %453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.4.input_layernorm.weight, %452 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.4.self_attn.q_proj.weight = util.global.load @__auto.layers.4.self_attn.q_proj.weight : tensor<64x64xf32>
    %transposed_180 = linalg.transpose ins(%__auto.layers.4.self_attn.q_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_180 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %455 = linalg.batch_matmul ins(%453, %454 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%29 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_181 = tensor.expand_shape %455 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 16] : tensor<1x?x64xf32> into tensor<1x?x4x16xf32>
    %transposed_182 = linalg.transpose ins(%expanded_181 : tensor<1x?x4x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.4.self_attn.k_proj.weight = util.global.load @__auto.layers.4.self_attn.k_proj.weight : tensor<32x64xf32>
    %transposed_183 = linalg.transpose ins(%__auto.layers.4.self_attn.k_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_183 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %457 = linalg.batch_matmul ins(%453, %456 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_184 = tensor.expand_shape %457 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_185 = linalg.transpose ins(%expanded_184 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.4.self_attn.v_proj.weight = util.global.load @__auto.layers.4.self_attn.v_proj.weight : tensor<32x64xf32>
    %transposed_186 = linalg.transpose ins(%__auto.layers.4.self_attn.v_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_186 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %459 = linalg.batch_matmul ins(%453, %458 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_187 = tensor.expand_shape %459 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_188 = linalg.transpose ins(%expanded_187 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_182, %13 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_189 = tensor.extract_slice %transposed_182[0, 0, 0, 8] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_189 : tensor<1x4x?x8xf32>) outs(%42 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice_190 = tensor.extract_slice %transposed_182[0, 0, 0, 0] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %concat_191 = tensor.concat dim(3) %461, %extracted_slice_190 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_192 = tensor.dim %461, %c2 : tensor<1x4x?x8xf32>
    %462 = tensor.empty(%dim_192) : tensor<1x4x?x16xf32>
    %463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_191, %14 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%462 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460, %463 : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %465 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_185, %13 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_193 = tensor.extract_slice %transposed_185[0, 0, 0, 8] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_193 : tensor<1x2x?x8xf32>) outs(%48 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x8xf32>
    %extracted_slice_194 = tensor.extract_slice %transposed_185[0, 0, 0, 0] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %concat_195 = tensor.concat dim(3) %466, %extracted_slice_194 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %dim_196 = tensor.dim %466, %c2 : tensor<1x2x?x8xf32>
    %467 = tensor.empty(%dim_196) : tensor<1x2x?x16xf32>
    %468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_195, %14 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%467 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465, %468 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%469 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_197 = tensor.collapse_shape %470 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_188 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_198 = tensor.collapse_shape %471 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_199 = tensor.dim %464, %c2 : tensor<1x4x?x16xf32>
    %dim_200 = tensor.dim %collapsed_197, %c2 : tensor<1x4x?x16xf32>
    %472 = tensor.empty(%dim_199, %dim_200) : tensor<1x4x?x?xf32>
    %473 = linalg.fill ins(%cst_1 : f32) outs(%472 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%473 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi sge, %859, %860 : index
      %862 = arith.select %861, %cst_1, %cst_0 : f32
      linalg.yield %862 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_201 = tensor.collapse_shape %464 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_202 = tensor.collapse_shape %collapsed_197 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_203 = tensor.collapse_shape %collapsed_198 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_204 = tensor.collapse_shape %474 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %475 = tensor.empty(%dim_199) : tensor<4x?x16xf32>
    %476 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_201, %collapsed_202, %collapsed_203, %cst, %collapsed_204 : tensor<4x?x16xf32>, tensor<4x?x16xf32>, tensor<4x?x16xf32>, f32, tensor<4x?x?xf32>) outs(%475 : tensor<4x?x16xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x16xf32>
    %expanded_205 = tensor.expand_shape %476 [[0, 1], [2], [3]] output_shape [1, 4, %dim_199, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_206 = tensor.dim %expanded_205, %c2 : tensor<1x4x?x16xf32>
    %477 = tensor.empty(%dim_206) : tensor<1x?x4x16xf32>
    %transposed_207 = linalg.transpose ins(%expanded_205 : tensor<1x4x?x16xf32>) outs(%477 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_208 = tensor.collapse_shape %transposed_207 [[0], [1], [2, 3]] : tensor<1x?x4x16xf32> into tensor<1x?x64xf32>
    %__auto.layers.4.self_attn.o_proj.weight = util.global.load @__auto.layers.4.self_attn.o_proj.weight : tensor<64x64xf32>
    %transposed_209 = linalg.transpose ins(%__auto.layers.4.self_attn.o_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_209 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %479 = tensor.empty(%dim_206) : tensor<1x?x64xf32>
    %480 = linalg.fill ins(%cst_1 : f32) outs(%479 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %481 = linalg.batch_matmul ins(%collapsed_208, %478 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%480 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %481 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%483 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %487 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.4.post_attention_layernorm.weight = util.global.load @__auto.layers.4.post_attention_layernorm.weight : tensor<64xf32>
    %489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.4.post_attention_layernorm.weight, %488 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %collapsed_210 = tensor.collapse_shape %489 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %__auto.layers.4.moe.gate.weight = util.global.load @__auto.layers.4.moe.gate.weight : tensor<8x64xf32>
    %transposed_211 = linalg.transpose ins(%__auto.layers.4.moe.gate.weight : tensor<8x64xf32>) outs(%74 : tensor<64x8xf32>) permutation = [1, 0] 
    %490 = linalg.matmul ins(%collapsed_210, %transposed_211 : tensor<?x64xf32>, tensor<64x8xf32>) outs(%76 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %491:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%490 : tensor<?x8xf32>) outs(%81, %79 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_358: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      %861 = arith.maximumf %in, %out : f32
      %862 = arith.cmpf ogt, %in, %out : f32
      %863 = arith.select %862, %860, %out_358 : i64
      linalg.yield %861, %863 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_212 = tensor.expand_shape %491#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %492 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%490, %expanded_212 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.subf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %493 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%492 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.exp %in : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %494 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%493 : tensor<?x8xf32>) outs(%86 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %495 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%493, %494 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %dim_213 = tensor.dim %495, %c0 : tensor<?x8xf32>
    %496 = tensor.empty(%dim_213) : tensor<?x8xi64>
    %497 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%496 : tensor<?x8xi64>) {
    ^bb0(%out: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      linalg.yield %860 : i64
    } -> tensor<?x8xi64>
    %498:2 = iree_linalg_ext.sort dimension(1) outs(%495, %497 : tensor<?x8xf32>, tensor<?x8xi64>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: i64, %arg6: i64):
      %859 = arith.cmpf oge, %arg3, %arg4 : f32
      iree_linalg_ext.yield %859 : i1
    } -> tensor<?x8xf32>, tensor<?x8xi64>
    %dim_214 = tensor.dim %498#1, %c0 : tensor<?x8xi64>
    %extracted_slice_215 = tensor.extract_slice %498#1[0, 0] [%dim_214, 2] [1, 1] : tensor<?x8xi64> to tensor<?x2xi64>
    %499 = tensor.empty(%dim_214) : tensor<?x2xf32>
    %500 = linalg.fill ins(%cst_1 : f32) outs(%499 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %501 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_215 : tensor<?x2xi64>) outs(%500 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = linalg.index 0 : index
      %860 = arith.index_cast %in : i64 to index
      %861 = arith.cmpi slt, %860, %c8 : index
      cf.assert %861, "index must be smaller than dim size"
      %862 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %862, "index must be larger or equal to 0"
      %extracted = tensor.extract %495[%859, %860] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %502 = tensor.empty(%dim_214) : tensor<?x1xf32>
    %503 = linalg.fill ins(%cst_1 : f32) outs(%502 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %504 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%501 : tensor<?x2xf32>) outs(%503 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %505 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%501, %504 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%499 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x2xf32>
    %506 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%495 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_1 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %507 = arith.muli %dim_214, %c2 : index
    %508 = tensor.empty(%507) : tensor<?x1xi64>
    %509 = linalg.fill ins(%c0_i64 : i64) outs(%508 : tensor<?x1xi64>) -> tensor<?x1xi64>
    %510 = tensor.empty(%507) : tensor<?xf32>
    %511 = linalg.fill ins(%cst_1 : f32) outs(%510 : tensor<?xf32>) -> tensor<?xf32>
    %512:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%509, %509, %511 : tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>) {
    ^bb0(%out: i64, %out_358: i64, %out_359: f32):
      %859 = linalg.index 0 : index
      %860 = arith.remsi %859, %c2 : index
      %861 = arith.divsi %859, %c2 : index
      %862 = arith.remsi %861, %dim_214 : index
      %extracted = tensor.extract %extracted_slice_215[%862, %860] : tensor<?x2xi64>
      %extracted_360 = tensor.extract %505[%862, %860] : tensor<?x2xf32>
      %863 = arith.index_cast %862 : index to i64
      linalg.yield %863, %extracted, %extracted_360 : i64, i64, f32
    } -> (tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>)
    %513 = tensor.empty(%507) : tensor<?x2xi64>
    %514 = linalg.fill ins(%c0_i64 : i64) outs(%513 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %inserted_slice_216 = tensor.insert_slice %512#0 into %514[0, 0] [%507, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %inserted_slice_217 = tensor.insert_slice %512#1 into %inserted_slice_216[0, 1] [%507, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %515 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%512#2, %inserted_slice_217 : tensor<?xf32>, tensor<?x2xi64>) outs(%506 : tensor<?x8xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<?x8xf32>
    %516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_210 : tensor<?x64xf32>) outs(%109 : tensor<8x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x?x64xf32>
    %__auto.layers.4.moe.w1 = util.global.load @__auto.layers.4.moe.w1 : tensor<8x64x96xf32>
    %517 = linalg.batch_matmul ins(%516, %__auto.layers.4.moe.w1 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517 : tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      %860 = math.exp %859 : f32
      %861 = arith.addf %860, %cst_2 : f32
      %862 = arith.divf %cst_2, %861 : f32
      linalg.yield %862 : f32
    } -> tensor<8x?x96xf32>
    %519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518, %517 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.4.moe.w3 = util.global.load @__auto.layers.4.moe.w3 : tensor<8x64x96xf32>
    %520 = linalg.batch_matmul ins(%516, %__auto.layers.4.moe.w3 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %520 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.4.moe.w2 = util.global.load @__auto.layers.4.moe.w2 : tensor<8x96x64xf32>
    %522 = linalg.batch_matmul ins(%521, %__auto.layers.4.moe.w2 : tensor<8x?x96xf32>, tensor<8x96x64xf32>) outs(%118 : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
    %transposed_218 = linalg.transpose ins(%522 : tensor<8x?x64xf32>) outs(%120 : tensor<?x8x64xf32>) permutation = [1, 0, 2] 
    %dim_219 = tensor.dim %515, %c0 : tensor<?x8xf32>
    %expanded_220 = tensor.expand_shape %515 [[0], [1, 2]] output_shape [%dim_219, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %523 = arith.maxui %dim_219, %dim : index
    %524 = tensor.empty(%523) : tensor<?x1x64xf32>
    %525 = linalg.fill ins(%cst_1 : f32) outs(%524 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %526 = linalg.batch_matmul ins(%expanded_220, %transposed_218 : tensor<?x1x8xf32>, tensor<?x8x64xf32>) outs(%525 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %collapsed_221 = tensor.collapse_shape %526 [[0, 1], [2]] : tensor<?x1x64xf32> into tensor<?x64xf32>
    %expanded_222 = tensor.expand_shape %extracted_slice_215 [[0], [1, 2]] output_shape [%dim_214, 2, 1] : tensor<?x2xi64> into tensor<?x2x1xi64>
    %527 = tensor.empty(%dim_214) : tensor<?x2x8xi1>
    %528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_222, %126 : tensor<?x2x1xi64>, tensor<8xi64>) outs(%527 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_358: i64, %out: i1):
      %859 = arith.cmpi eq, %in, %in_358 : i64
      linalg.yield %859 : i1
    } -> tensor<?x2x8xi1>
    %529 = tensor.empty(%dim_214) : tensor<?x2x8xi64>
    %530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<?x2x8xi1>) outs(%529 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %859 = arith.extui %in : i1 to i64
      linalg.yield %859 : i64
    } -> tensor<?x2x8xi64>
    %531 = tensor.empty(%dim_214) : tensor<?x2x8xf32>
    %532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530 : tensor<?x2x8xi64>) outs(%531 : tensor<?x2x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = arith.sitofp %in : i64 to f32
      linalg.yield %859 : f32
    } -> tensor<?x2x8xf32>
    %533 = tensor.empty(%dim_214) : tensor<?x8xf32>
    %534 = linalg.fill ins(%cst_1 : f32) outs(%533 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %535 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%532 : tensor<?x2x8xf32>) outs(%534 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %536 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%535 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %537 = arith.index_cast %dim_214 : index to i64
    %538 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%536 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.sitofp %537 : i64 to f32
      %860 = arith.divf %in, %859 : f32
      linalg.yield %860 : f32
    } -> tensor<8xf32>
    %539 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%495 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %540 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%539 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %3 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %541 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%538, %540 : tensor<8xf32>, tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %542 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%541 : tensor<8xf32>) outs(%145 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %543 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%542 : tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_7 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %expanded_223 = tensor.expand_shape %collapsed_221 [[0, 1], [2]] output_shape [1, %dim_219, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %expanded_223 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %545 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%446, %543 : tensor<f32>, tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %547 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%546 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%547 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %551 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %550 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.5.input_layernorm.weight = util.global.load @__auto.layers.5.input_layernorm.weight : tensor<64xf32>
    %552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.5.input_layernorm.weight, %551 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.5.self_attn.q_proj.weight = util.global.load @__auto.layers.5.self_attn.q_proj.weight : tensor<64x64xf32>
    %transposed_224 = linalg.transpose ins(%__auto.layers.5.self_attn.q_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %553 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_224 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %554 = linalg.batch_matmul ins(%552, %553 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%29 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_225 = tensor.expand_shape %554 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 16] : tensor<1x?x64xf32> into tensor<1x?x4x16xf32>
    %transposed_226 = linalg.transpose ins(%expanded_225 : tensor<1x?x4x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.5.self_attn.k_proj.weight = util.global.load @__auto.layers.5.self_attn.k_proj.weight : tensor<32x64xf32>
    %transposed_227 = linalg.transpose ins(%__auto.layers.5.self_attn.k_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %555 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_227 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %556 = linalg.batch_matmul ins(%552, %555 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_228 = tensor.expand_shape %556 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_229 = linalg.transpose ins(%expanded_228 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.5.self_attn.v_proj.weight = util.global.load @__auto.layers.5.self_attn.v_proj.weight : tensor<32x64xf32>
    %transposed_230 = linalg.transpose ins(%__auto.layers.5.self_attn.v_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_230 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %558 = linalg.batch_matmul ins(%552, %557 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_231 = tensor.expand_shape %558 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_232 = linalg.transpose ins(%expanded_231 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %559 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_226, %13 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_233 = tensor.extract_slice %transposed_226[0, 0, 0, 8] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_233 : tensor<1x4x?x8xf32>) outs(%42 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice_234 = tensor.extract_slice %transposed_226[0, 0, 0, 0] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %concat_235 = tensor.concat dim(3) %560, %extracted_slice_234 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_236 = tensor.dim %560, %c2 : tensor<1x4x?x8xf32>
    %561 = tensor.empty(%dim_236) : tensor<1x4x?x16xf32>
    %562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_235, %14 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%561 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %563 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%559, %562 : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_229, %13 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_237 = tensor.extract_slice %transposed_229[0, 0, 0, 8] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %565 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_237 : tensor<1x2x?x8xf32>) outs(%48 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x8xf32>
    %extracted_slice_238 = tensor.extract_slice %transposed_229[0, 0, 0, 0] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %concat_239 = tensor.concat dim(3) %565, %extracted_slice_238 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %dim_240 = tensor.dim %565, %c2 : tensor<1x2x?x8xf32>
    %566 = tensor.empty(%dim_240) : tensor<1x2x?x16xf32>
    %567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_239, %14 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%566 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %567 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %569 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%568 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_241 = tensor.collapse_shape %569 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_232 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_242 = tensor.collapse_shape %570 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_243 = tensor.dim %563, %c2 : tensor<1x4x?x16xf32>
    %dim_244 = tensor.dim %collapsed_241, %c2 : tensor<1x4x?x16xf32>
    %571 = tensor.empty(%dim_243, %dim_244) : tensor<1x4x?x?xf32>
    %572 = linalg.fill ins(%cst_1 : f32) outs(%571 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%572 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi sge, %859, %860 : index
      %862 = arith.select %861, %cst_1, %cst_0 : f32
      linalg.yield %862 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_245 = tensor.collapse_shape %563 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_246 = tensor.collapse_shape %collapsed_241 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_247 = tensor.collapse_shape %collapsed_242 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_248 = tensor.collapse_shape %573 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %574 = tensor.empty(%dim_243) : tensor<4x?x16xf32>
    %575 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_245, %collapsed_246, %collapsed_247, %cst, %collapsed_248 : tensor<4x?x16xf32>, tensor<4x?x16xf32>, tensor<4x?x16xf32>, f32, tensor<4x?x?xf32>) outs(%574 : tensor<4x?x16xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x16xf32>
    %expanded_249 = tensor.expand_shape %575 [[0, 1], [2], [3]] output_shape [1, 4, %dim_243, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_250 = tensor.dim %expanded_249, %c2 : tensor<1x4x?x16xf32>
    %576 = tensor.empty(%dim_250) : tensor<1x?x4x16xf32>
    %transposed_251 = linalg.transpose ins(%expanded_249 : tensor<1x4x?x16xf32>) outs(%576 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_252 = tensor.collapse_shape %transposed_251 [[0], [1], [2, 3]] : tensor<1x?x4x16xf32> into tensor<1x?x64xf32>
    %__auto.layers.5.self_attn.o_proj.weight = util.global.load @__auto.layers.5.self_attn.o_proj.weight : tensor<64x64xf32>
    %transposed_253 = linalg.transpose ins(%__auto.layers.5.self_attn.o_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_253 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %578 = tensor.empty(%dim_250) : tensor<1x?x64xf32>
    %579 = linalg.fill ins(%cst_1 : f32) outs(%578 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %580 = linalg.batch_matmul ins(%collapsed_252, %577 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%579 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %580 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %582 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%582 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %586 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.5.post_attention_layernorm.weight = util.global.load @__auto.layers.5.post_attention_layernorm.weight : tensor<64xf32>
    %588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.5.post_attention_layernorm.weight, %587 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %collapsed_254 = tensor.collapse_shape %588 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %__auto.layers.5.moe.gate.weight = util.global.load @__auto.layers.5.moe.gate.weight : tensor<8x64xf32>
    %transposed_255 = linalg.transpose ins(%__auto.layers.5.moe.gate.weight : tensor<8x64xf32>) outs(%74 : tensor<64x8xf32>) permutation = [1, 0] 
    %589 = linalg.matmul ins(%collapsed_254, %transposed_255 : tensor<?x64xf32>, tensor<64x8xf32>) outs(%76 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %590:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%589 : tensor<?x8xf32>) outs(%81, %79 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_358: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      %861 = arith.maximumf %in, %out : f32
      %862 = arith.cmpf ogt, %in, %out : f32
      %863 = arith.select %862, %860, %out_358 : i64
      linalg.yield %861, %863 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_256 = tensor.expand_shape %590#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %591 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%589, %expanded_256 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.subf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %592 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%591 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.exp %in : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %593 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%592 : tensor<?x8xf32>) outs(%86 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %594 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%592, %593 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %dim_257 = tensor.dim %594, %c0 : tensor<?x8xf32>
    %595 = tensor.empty(%dim_257) : tensor<?x8xi64>
    %596 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%595 : tensor<?x8xi64>) {
    ^bb0(%out: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      linalg.yield %860 : i64
    } -> tensor<?x8xi64>
    %597:2 = iree_linalg_ext.sort dimension(1) outs(%594, %596 : tensor<?x8xf32>, tensor<?x8xi64>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: i64, %arg6: i64):
      %859 = arith.cmpf oge, %arg3, %arg4 : f32
      iree_linalg_ext.yield %859 : i1
    } -> tensor<?x8xf32>, tensor<?x8xi64>
    %dim_258 = tensor.dim %597#1, %c0 : tensor<?x8xi64>
    %extracted_slice_259 = tensor.extract_slice %597#1[0, 0] [%dim_258, 2] [1, 1] : tensor<?x8xi64> to tensor<?x2xi64>
    %598 = tensor.empty(%dim_258) : tensor<?x2xf32>
    %599 = linalg.fill ins(%cst_1 : f32) outs(%598 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %600 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_259 : tensor<?x2xi64>) outs(%599 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = linalg.index 0 : index
      %860 = arith.index_cast %in : i64 to index
      %861 = arith.cmpi slt, %860, %c8 : index
      cf.assert %861, "index must be smaller than dim size"
      %862 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %862, "index must be larger or equal to 0"
      %extracted = tensor.extract %594[%859, %860] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %601 = tensor.empty(%dim_258) : tensor<?x1xf32>
    %602 = linalg.fill ins(%cst_1 : f32) outs(%601 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %603 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%600 : tensor<?x2xf32>) outs(%602 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %604 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%600, %603 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%598 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x2xf32>
    %605 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%594 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_1 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %606 = arith.muli %dim_258, %c2 : index
    %607 = tensor.empty(%606) : tensor<?x1xi64>
    %608 = linalg.fill ins(%c0_i64 : i64) outs(%607 : tensor<?x1xi64>) -> tensor<?x1xi64>
    %609 = tensor.empty(%606) : tensor<?xf32>
    %610 = linalg.fill ins(%cst_1 : f32) outs(%609 : tensor<?xf32>) -> tensor<?xf32>
    %611:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%608, %608, %610 : tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>) {
    ^bb0(%out: i64, %out_358: i64, %out_359: f32):
      %859 = linalg.index 0 : index
      %860 = arith.remsi %859, %c2 : index
      %861 = arith.divsi %859, %c2 : index
      %862 = arith.remsi %861, %dim_258 : index
      %extracted = tensor.extract %extracted_slice_259[%862, %860] : tensor<?x2xi64>
      %extracted_360 = tensor.extract %604[%862, %860] : tensor<?x2xf32>
      %863 = arith.index_cast %862 : index to i64
      linalg.yield %863, %extracted, %extracted_360 : i64, i64, f32
    } -> (tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>)
    %612 = tensor.empty(%606) : tensor<?x2xi64>
    %613 = linalg.fill ins(%c0_i64 : i64) outs(%612 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %inserted_slice_260 = tensor.insert_slice %611#0 into %613[0, 0] [%606, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %inserted_slice_261 = tensor.insert_slice %611#1 into %inserted_slice_260[0, 1] [%606, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %614 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%611#2, %inserted_slice_261 : tensor<?xf32>, tensor<?x2xi64>) outs(%605 : tensor<?x8xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<?x8xf32>
    %615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_254 : tensor<?x64xf32>) outs(%109 : tensor<8x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x?x64xf32>
    %__auto.layers.5.moe.w1 = util.global.load @__auto.layers.5.moe.w1 : tensor<8x64x96xf32>
    %616 = linalg.batch_matmul ins(%615, %__auto.layers.5.moe.w1 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      %860 = math.exp %859 : f32
      %861 = arith.addf %860, %cst_2 : f32
      %862 = arith.divf %cst_2, %861 : f32
      linalg.yield %862 : f32
    } -> tensor<8x?x96xf32>
    %618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617, %616 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.5.moe.w3 = util.global.load @__auto.layers.5.moe.w3 : tensor<8x64x96xf32>
    %619 = linalg.batch_matmul ins(%615, %__auto.layers.5.moe.w3 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%618, %619 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.5.moe.w2 = util.global.load @__auto.layers.5.moe.w2 : tensor<8x96x64xf32>
    %621 = linalg.batch_matmul ins(%620, %__auto.layers.5.moe.w2 : tensor<8x?x96xf32>, tensor<8x96x64xf32>) outs(%118 : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
    %transposed_262 = linalg.transpose ins(%621 : tensor<8x?x64xf32>) outs(%120 : tensor<?x8x64xf32>) permutation = [1, 0, 2] 
    %dim_263 = tensor.dim %614, %c0 : tensor<?x8xf32>
    %expanded_264 = tensor.expand_shape %614 [[0], [1, 2]] output_shape [%dim_263, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %622 = arith.maxui %dim_263, %dim : index
    %623 = tensor.empty(%622) : tensor<?x1x64xf32>
    %624 = linalg.fill ins(%cst_1 : f32) outs(%623 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %625 = linalg.batch_matmul ins(%expanded_264, %transposed_262 : tensor<?x1x8xf32>, tensor<?x8x64xf32>) outs(%624 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %collapsed_265 = tensor.collapse_shape %625 [[0, 1], [2]] : tensor<?x1x64xf32> into tensor<?x64xf32>
    %expanded_266 = tensor.expand_shape %extracted_slice_259 [[0], [1, 2]] output_shape [%dim_258, 2, 1] : tensor<?x2xi64> into tensor<?x2x1xi64>
    %626 = tensor.empty(%dim_258) : tensor<?x2x8xi1>
    %627 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_266, %126 : tensor<?x2x1xi64>, tensor<8xi64>) outs(%626 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_358: i64, %out: i1):
      %859 = arith.cmpi eq, %in, %in_358 : i64
      linalg.yield %859 : i1
    } -> tensor<?x2x8xi1>
    %628 = tensor.empty(%dim_258) : tensor<?x2x8xi64>
    %629 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627 : tensor<?x2x8xi1>) outs(%628 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %859 = arith.extui %in : i1 to i64
      linalg.yield %859 : i64
    } -> tensor<?x2x8xi64>
    %630 = tensor.empty(%dim_258) : tensor<?x2x8xf32>
    %631 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629 : tensor<?x2x8xi64>) outs(%630 : tensor<?x2x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = arith.sitofp %in : i64 to f32
      linalg.yield %859 : f32
    } -> tensor<?x2x8xf32>
    %632 = tensor.empty(%dim_258) : tensor<?x8xf32>
    %633 = linalg.fill ins(%cst_1 : f32) outs(%632 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%631 : tensor<?x2x8xf32>) outs(%633 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %635 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%634 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %636 = arith.index_cast %dim_258 : index to i64
    %637 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%635 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.sitofp %636 : i64 to f32
      %860 = arith.divf %in, %859 : f32
      linalg.yield %860 : f32
    } -> tensor<8xf32>
    %638 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%594 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %639 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%638 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %3 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %640 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%637, %639 : tensor<8xf32>, tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %641 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%640 : tensor<8xf32>) outs(%145 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %642 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%641 : tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_7 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %expanded_267 = tensor.expand_shape %collapsed_265 [[0, 1], [2]] output_shape [1, %dim_263, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %643 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %expanded_267 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %644 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%545, %642 : tensor<f32>, tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%645 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %647 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %649 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643, %649 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.6.input_layernorm.weight = util.global.load @__auto.layers.6.input_layernorm.weight : tensor<64xf32>
    %651 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.6.input_layernorm.weight, %650 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.6.self_attn.q_proj.weight = util.global.load @__auto.layers.6.self_attn.q_proj.weight : tensor<64x64xf32>
    %transposed_268 = linalg.transpose ins(%__auto.layers.6.self_attn.q_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_268 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %653 = linalg.batch_matmul ins(%651, %652 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%29 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_269 = tensor.expand_shape %653 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 16] : tensor<1x?x64xf32> into tensor<1x?x4x16xf32>
    %transposed_270 = linalg.transpose ins(%expanded_269 : tensor<1x?x4x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.6.self_attn.k_proj.weight = util.global.load @__auto.layers.6.self_attn.k_proj.weight : tensor<32x64xf32>
    %transposed_271 = linalg.transpose ins(%__auto.layers.6.self_attn.k_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_271 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %655 = linalg.batch_matmul ins(%651, %654 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_272 = tensor.expand_shape %655 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_273 = linalg.transpose ins(%expanded_272 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.6.self_attn.v_proj.weight = util.global.load @__auto.layers.6.self_attn.v_proj.weight : tensor<32x64xf32>
    %transposed_274 = linalg.transpose ins(%__auto.layers.6.self_attn.v_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_274 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %657 = linalg.batch_matmul ins(%651, %656 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_275 = tensor.expand_shape %657 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_276 = linalg.transpose ins(%expanded_275 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_270, %13 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_277 = tensor.extract_slice %transposed_270[0, 0, 0, 8] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %659 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_277 : tensor<1x4x?x8xf32>) outs(%42 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice_278 = tensor.extract_slice %transposed_270[0, 0, 0, 0] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %concat_279 = tensor.concat dim(3) %659, %extracted_slice_278 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_280 = tensor.dim %659, %c2 : tensor<1x4x?x8xf32>
    %660 = tensor.empty(%dim_280) : tensor<1x4x?x16xf32>
    %661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_279, %14 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%660 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%658, %661 : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %663 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_273, %13 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_281 = tensor.extract_slice %transposed_273[0, 0, 0, 8] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_281 : tensor<1x2x?x8xf32>) outs(%48 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x8xf32>
    %extracted_slice_282 = tensor.extract_slice %transposed_273[0, 0, 0, 0] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %concat_283 = tensor.concat dim(3) %664, %extracted_slice_282 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %dim_284 = tensor.dim %664, %c2 : tensor<1x2x?x8xf32>
    %665 = tensor.empty(%dim_284) : tensor<1x2x?x16xf32>
    %666 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_283, %14 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%665 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %667 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%663, %666 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%667 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_285 = tensor.collapse_shape %668 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_276 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_286 = tensor.collapse_shape %669 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_287 = tensor.dim %662, %c2 : tensor<1x4x?x16xf32>
    %dim_288 = tensor.dim %collapsed_285, %c2 : tensor<1x4x?x16xf32>
    %670 = tensor.empty(%dim_287, %dim_288) : tensor<1x4x?x?xf32>
    %671 = linalg.fill ins(%cst_1 : f32) outs(%670 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %672 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%671 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi sge, %859, %860 : index
      %862 = arith.select %861, %cst_1, %cst_0 : f32
      linalg.yield %862 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_289 = tensor.collapse_shape %662 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_290 = tensor.collapse_shape %collapsed_285 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_291 = tensor.collapse_shape %collapsed_286 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_292 = tensor.collapse_shape %672 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %673 = tensor.empty(%dim_287) : tensor<4x?x16xf32>
    %674 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_289, %collapsed_290, %collapsed_291, %cst, %collapsed_292 : tensor<4x?x16xf32>, tensor<4x?x16xf32>, tensor<4x?x16xf32>, f32, tensor<4x?x?xf32>) outs(%673 : tensor<4x?x16xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x16xf32>
    %expanded_293 = tensor.expand_shape %674 [[0, 1], [2], [3]] output_shape [1, 4, %dim_287, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_294 = tensor.dim %expanded_293, %c2 : tensor<1x4x?x16xf32>
    %675 = tensor.empty(%dim_294) : tensor<1x?x4x16xf32>
    %transposed_295 = linalg.transpose ins(%expanded_293 : tensor<1x4x?x16xf32>) outs(%675 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_296 = tensor.collapse_shape %transposed_295 [[0], [1], [2, 3]] : tensor<1x?x4x16xf32> into tensor<1x?x64xf32>
    %__auto.layers.6.self_attn.o_proj.weight = util.global.load @__auto.layers.6.self_attn.o_proj.weight : tensor<64x64xf32>
    %transposed_297 = linalg.transpose ins(%__auto.layers.6.self_attn.o_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_297 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %677 = tensor.empty(%dim_294) : tensor<1x?x64xf32>
    %678 = linalg.fill ins(%cst_1 : f32) outs(%677 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %679 = linalg.batch_matmul ins(%collapsed_296, %676 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%678 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %680 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643, %679 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %681 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%681 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %685 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %686 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680, %685 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.6.post_attention_layernorm.weight = util.global.load @__auto.layers.6.post_attention_layernorm.weight : tensor<64xf32>
    %687 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.6.post_attention_layernorm.weight, %686 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %collapsed_298 = tensor.collapse_shape %687 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %__auto.layers.6.moe.gate.weight = util.global.load @__auto.layers.6.moe.gate.weight : tensor<8x64xf32>
    %transposed_299 = linalg.transpose ins(%__auto.layers.6.moe.gate.weight : tensor<8x64xf32>) outs(%74 : tensor<64x8xf32>) permutation = [1, 0] 
    %688 = linalg.matmul ins(%collapsed_298, %transposed_299 : tensor<?x64xf32>, tensor<64x8xf32>) outs(%76 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %689:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%688 : tensor<?x8xf32>) outs(%81, %79 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_358: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      %861 = arith.maximumf %in, %out : f32
      %862 = arith.cmpf ogt, %in, %out : f32
      %863 = arith.select %862, %860, %out_358 : i64
      linalg.yield %861, %863 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_300 = tensor.expand_shape %689#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %690 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%688, %expanded_300 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.subf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %691 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%690 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.exp %in : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %692 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%691 : tensor<?x8xf32>) outs(%86 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %693 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%691, %692 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %dim_301 = tensor.dim %693, %c0 : tensor<?x8xf32>
    %694 = tensor.empty(%dim_301) : tensor<?x8xi64>
    %695 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%694 : tensor<?x8xi64>) {
    ^bb0(%out: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      linalg.yield %860 : i64
    } -> tensor<?x8xi64>
    %696:2 = iree_linalg_ext.sort dimension(1) outs(%693, %695 : tensor<?x8xf32>, tensor<?x8xi64>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: i64, %arg6: i64):
      %859 = arith.cmpf oge, %arg3, %arg4 : f32
      iree_linalg_ext.yield %859 : i1
    } -> tensor<?x8xf32>, tensor<?x8xi64>
    %dim_302 = tensor.dim %696#1, %c0 : tensor<?x8xi64>
    %extracted_slice_303 = tensor.extract_slice %696#1[0, 0] [%dim_302, 2] [1, 1] : tensor<?x8xi64> to tensor<?x2xi64>
    %697 = tensor.empty(%dim_302) : tensor<?x2xf32>
    %698 = linalg.fill ins(%cst_1 : f32) outs(%697 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %699 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_303 : tensor<?x2xi64>) outs(%698 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = linalg.index 0 : index
      %860 = arith.index_cast %in : i64 to index
      %861 = arith.cmpi slt, %860, %c8 : index
      cf.assert %861, "index must be smaller than dim size"
      %862 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %862, "index must be larger or equal to 0"
      %extracted = tensor.extract %693[%859, %860] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %700 = tensor.empty(%dim_302) : tensor<?x1xf32>
    %701 = linalg.fill ins(%cst_1 : f32) outs(%700 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %702 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%699 : tensor<?x2xf32>) outs(%701 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %703 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%699, %702 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%697 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x2xf32>
    %704 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%693 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_1 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %705 = arith.muli %dim_302, %c2 : index
    %706 = tensor.empty(%705) : tensor<?x1xi64>
    %707 = linalg.fill ins(%c0_i64 : i64) outs(%706 : tensor<?x1xi64>) -> tensor<?x1xi64>
    %708 = tensor.empty(%705) : tensor<?xf32>
    %709 = linalg.fill ins(%cst_1 : f32) outs(%708 : tensor<?xf32>) -> tensor<?xf32>
    %710:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%707, %707, %709 : tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>) {
    ^bb0(%out: i64, %out_358: i64, %out_359: f32):
      %859 = linalg.index 0 : index
      %860 = arith.remsi %859, %c2 : index
      %861 = arith.divsi %859, %c2 : index
      %862 = arith.remsi %861, %dim_302 : index
      %extracted = tensor.extract %extracted_slice_303[%862, %860] : tensor<?x2xi64>
      %extracted_360 = tensor.extract %703[%862, %860] : tensor<?x2xf32>
      %863 = arith.index_cast %862 : index to i64
      linalg.yield %863, %extracted, %extracted_360 : i64, i64, f32
    } -> (tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>)
    %711 = tensor.empty(%705) : tensor<?x2xi64>
    %712 = linalg.fill ins(%c0_i64 : i64) outs(%711 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %inserted_slice_304 = tensor.insert_slice %710#0 into %712[0, 0] [%705, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %inserted_slice_305 = tensor.insert_slice %710#1 into %inserted_slice_304[0, 1] [%705, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %713 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%710#2, %inserted_slice_305 : tensor<?xf32>, tensor<?x2xi64>) outs(%704 : tensor<?x8xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<?x8xf32>
    %714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_298 : tensor<?x64xf32>) outs(%109 : tensor<8x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x?x64xf32>
    %__auto.layers.6.moe.w1 = util.global.load @__auto.layers.6.moe.w1 : tensor<8x64x96xf32>
    %715 = linalg.batch_matmul ins(%714, %__auto.layers.6.moe.w1 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%715 : tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      %860 = math.exp %859 : f32
      %861 = arith.addf %860, %cst_2 : f32
      %862 = arith.divf %cst_2, %861 : f32
      linalg.yield %862 : f32
    } -> tensor<8x?x96xf32>
    %717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716, %715 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.6.moe.w3 = util.global.load @__auto.layers.6.moe.w3 : tensor<8x64x96xf32>
    %718 = linalg.batch_matmul ins(%714, %__auto.layers.6.moe.w3 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%717, %718 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.6.moe.w2 = util.global.load @__auto.layers.6.moe.w2 : tensor<8x96x64xf32>
    %720 = linalg.batch_matmul ins(%719, %__auto.layers.6.moe.w2 : tensor<8x?x96xf32>, tensor<8x96x64xf32>) outs(%118 : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
    %transposed_306 = linalg.transpose ins(%720 : tensor<8x?x64xf32>) outs(%120 : tensor<?x8x64xf32>) permutation = [1, 0, 2] 
    %dim_307 = tensor.dim %713, %c0 : tensor<?x8xf32>
    %expanded_308 = tensor.expand_shape %713 [[0], [1, 2]] output_shape [%dim_307, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %721 = arith.maxui %dim_307, %dim : index
    %722 = tensor.empty(%721) : tensor<?x1x64xf32>
    %723 = linalg.fill ins(%cst_1 : f32) outs(%722 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %724 = linalg.batch_matmul ins(%expanded_308, %transposed_306 : tensor<?x1x8xf32>, tensor<?x8x64xf32>) outs(%723 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %collapsed_309 = tensor.collapse_shape %724 [[0, 1], [2]] : tensor<?x1x64xf32> into tensor<?x64xf32>
    %expanded_310 = tensor.expand_shape %extracted_slice_303 [[0], [1, 2]] output_shape [%dim_302, 2, 1] : tensor<?x2xi64> into tensor<?x2x1xi64>
    %725 = tensor.empty(%dim_302) : tensor<?x2x8xi1>
    %726 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_310, %126 : tensor<?x2x1xi64>, tensor<8xi64>) outs(%725 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_358: i64, %out: i1):
      %859 = arith.cmpi eq, %in, %in_358 : i64
      linalg.yield %859 : i1
    } -> tensor<?x2x8xi1>
    %727 = tensor.empty(%dim_302) : tensor<?x2x8xi64>
    %728 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%726 : tensor<?x2x8xi1>) outs(%727 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %859 = arith.extui %in : i1 to i64
      linalg.yield %859 : i64
    } -> tensor<?x2x8xi64>
    %729 = tensor.empty(%dim_302) : tensor<?x2x8xf32>
    %730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%728 : tensor<?x2x8xi64>) outs(%729 : tensor<?x2x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = arith.sitofp %in : i64 to f32
      linalg.yield %859 : f32
    } -> tensor<?x2x8xf32>
    %731 = tensor.empty(%dim_302) : tensor<?x8xf32>
    %732 = linalg.fill ins(%cst_1 : f32) outs(%731 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %733 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%730 : tensor<?x2x8xf32>) outs(%732 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %734 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%733 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %735 = arith.index_cast %dim_302 : index to i64
    %736 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%734 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.sitofp %735 : i64 to f32
      %860 = arith.divf %in, %859 : f32
      linalg.yield %860 : f32
    } -> tensor<8xf32>
    %737 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%693 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %738 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%737 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %3 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %739 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%736, %738 : tensor<8xf32>, tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %740 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%739 : tensor<8xf32>) outs(%145 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %741 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%740 : tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_7 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %expanded_311 = tensor.expand_shape %collapsed_309 [[0, 1], [2]] output_shape [1, %dim_307, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680, %expanded_311 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %743 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%644, %741 : tensor<f32>, tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %745 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%744 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%745 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %747 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%746 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %748 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%747 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %749 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742, %748 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.7.input_layernorm.weight = util.global.load @__auto.layers.7.input_layernorm.weight : tensor<64xf32>
    %750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.7.input_layernorm.weight, %749 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.7.self_attn.q_proj.weight = util.global.load @__auto.layers.7.self_attn.q_proj.weight : tensor<64x64xf32>
    %transposed_312 = linalg.transpose ins(%__auto.layers.7.self_attn.q_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %751 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_312 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %752 = linalg.batch_matmul ins(%750, %751 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%29 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_313 = tensor.expand_shape %752 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 16] : tensor<1x?x64xf32> into tensor<1x?x4x16xf32>
    %transposed_314 = linalg.transpose ins(%expanded_313 : tensor<1x?x4x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.7.self_attn.k_proj.weight = util.global.load @__auto.layers.7.self_attn.k_proj.weight : tensor<32x64xf32>
    %transposed_315 = linalg.transpose ins(%__auto.layers.7.self_attn.k_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %753 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_315 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %754 = linalg.batch_matmul ins(%750, %753 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_316 = tensor.expand_shape %754 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_317 = linalg.transpose ins(%expanded_316 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.7.self_attn.v_proj.weight = util.global.load @__auto.layers.7.self_attn.v_proj.weight : tensor<32x64xf32>
    %transposed_318 = linalg.transpose ins(%__auto.layers.7.self_attn.v_proj.weight : tensor<32x64xf32>) outs(%32 : tensor<64x32xf32>) permutation = [1, 0] 
    %755 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_318 : tensor<64x32xf32>) outs(%33 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %756 = linalg.batch_matmul ins(%750, %755 : tensor<1x?x64xf32>, tensor<1x64x32xf32>) outs(%36 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %expanded_319 = tensor.expand_shape %756 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 16] : tensor<1x?x32xf32> into tensor<1x?x2x16xf32>
    %transposed_320 = linalg.transpose ins(%expanded_319 : tensor<1x?x2x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %757 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_314, %13 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_321 = tensor.extract_slice %transposed_314[0, 0, 0, 8] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %758 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_321 : tensor<1x4x?x8xf32>) outs(%42 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice_322 = tensor.extract_slice %transposed_314[0, 0, 0, 0] [1, 4, %dim, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %concat_323 = tensor.concat dim(3) %758, %extracted_slice_322 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_324 = tensor.dim %758, %c2 : tensor<1x4x?x8xf32>
    %759 = tensor.empty(%dim_324) : tensor<1x4x?x16xf32>
    %760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_323, %14 : tensor<1x4x?x16xf32>, tensor<?x16xf32>) outs(%759 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %761 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%757, %760 : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) outs(%31 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x4x?x16xf32>
    %762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_317, %13 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_325 = tensor.extract_slice %transposed_317[0, 0, 0, 8] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %763 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_325 : tensor<1x2x?x8xf32>) outs(%48 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x8xf32>
    %extracted_slice_326 = tensor.extract_slice %transposed_317[0, 0, 0, 0] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %concat_327 = tensor.concat dim(3) %763, %extracted_slice_326 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %dim_328 = tensor.dim %763, %c2 : tensor<1x2x?x8xf32>
    %764 = tensor.empty(%dim_328) : tensor<1x2x?x16xf32>
    %765 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_327, %14 : tensor<1x2x?x16xf32>, tensor<?x16xf32>) outs(%764 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%762, %765 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%38 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x2x?x16xf32>
    %767 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%766 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_329 = tensor.collapse_shape %767 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %768 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_320 : tensor<1x2x?x16xf32>) outs(%53 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_330 = tensor.collapse_shape %768 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_331 = tensor.dim %761, %c2 : tensor<1x4x?x16xf32>
    %dim_332 = tensor.dim %collapsed_329, %c2 : tensor<1x4x?x16xf32>
    %769 = tensor.empty(%dim_331, %dim_332) : tensor<1x4x?x?xf32>
    %770 = linalg.fill ins(%cst_1 : f32) outs(%769 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %771 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%770 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi sge, %859, %860 : index
      %862 = arith.select %861, %cst_1, %cst_0 : f32
      linalg.yield %862 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_333 = tensor.collapse_shape %761 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_334 = tensor.collapse_shape %collapsed_329 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_335 = tensor.collapse_shape %collapsed_330 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_336 = tensor.collapse_shape %771 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %772 = tensor.empty(%dim_331) : tensor<4x?x16xf32>
    %773 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_333, %collapsed_334, %collapsed_335, %cst, %collapsed_336 : tensor<4x?x16xf32>, tensor<4x?x16xf32>, tensor<4x?x16xf32>, f32, tensor<4x?x?xf32>) outs(%772 : tensor<4x?x16xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x16xf32>
    %expanded_337 = tensor.expand_shape %773 [[0, 1], [2], [3]] output_shape [1, 4, %dim_331, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_338 = tensor.dim %expanded_337, %c2 : tensor<1x4x?x16xf32>
    %774 = tensor.empty(%dim_338) : tensor<1x?x4x16xf32>
    %transposed_339 = linalg.transpose ins(%expanded_337 : tensor<1x4x?x16xf32>) outs(%774 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_340 = tensor.collapse_shape %transposed_339 [[0], [1], [2, 3]] : tensor<1x?x4x16xf32> into tensor<1x?x64xf32>
    %__auto.layers.7.self_attn.o_proj.weight = util.global.load @__auto.layers.7.self_attn.o_proj.weight : tensor<64x64xf32>
    %transposed_341 = linalg.transpose ins(%__auto.layers.7.self_attn.o_proj.weight : tensor<64x64xf32>) outs(%26 : tensor<64x64xf32>) permutation = [1, 0] 
    %775 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_341 : tensor<64x64xf32>) outs(%27 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %776 = tensor.empty(%dim_338) : tensor<1x?x64xf32>
    %777 = linalg.fill ins(%cst_1 : f32) outs(%776 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %778 = linalg.batch_matmul ins(%collapsed_340, %775 : tensor<1x?x64xf32>, tensor<1x64x64xf32>) outs(%777 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %779 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742, %778 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%779 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %781 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%780 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %782 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%781 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %783 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%782 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %784 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%783 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %785 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%779, %784 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.layers.7.post_attention_layernorm.weight = util.global.load @__auto.layers.7.post_attention_layernorm.weight : tensor<64xf32>
    %786 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.7.post_attention_layernorm.weight, %785 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %collapsed_342 = tensor.collapse_shape %786 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %__auto.layers.7.moe.gate.weight = util.global.load @__auto.layers.7.moe.gate.weight : tensor<8x64xf32>
    %transposed_343 = linalg.transpose ins(%__auto.layers.7.moe.gate.weight : tensor<8x64xf32>) outs(%74 : tensor<64x8xf32>) permutation = [1, 0] 
    %787 = linalg.matmul ins(%collapsed_342, %transposed_343 : tensor<?x64xf32>, tensor<64x8xf32>) outs(%76 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %788:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%787 : tensor<?x8xf32>) outs(%81, %79 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_358: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      %861 = arith.maximumf %in, %out : f32
      %862 = arith.cmpf ogt, %in, %out : f32
      %863 = arith.select %862, %860, %out_358 : i64
      linalg.yield %861, %863 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_344 = tensor.expand_shape %788#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %789 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%787, %expanded_344 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.subf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %790 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%789 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.exp %in : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %791 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%790 : tensor<?x8xf32>) outs(%86 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %792 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%790, %791 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %dim_345 = tensor.dim %792, %c0 : tensor<?x8xf32>
    %793 = tensor.empty(%dim_345) : tensor<?x8xi64>
    %794 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%793 : tensor<?x8xi64>) {
    ^bb0(%out: i64):
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %859 : index to i64
      linalg.yield %860 : i64
    } -> tensor<?x8xi64>
    %795:2 = iree_linalg_ext.sort dimension(1) outs(%792, %794 : tensor<?x8xf32>, tensor<?x8xi64>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: i64, %arg6: i64):
      %859 = arith.cmpf oge, %arg3, %arg4 : f32
      iree_linalg_ext.yield %859 : i1
    } -> tensor<?x8xf32>, tensor<?x8xi64>
    %dim_346 = tensor.dim %795#1, %c0 : tensor<?x8xi64>
    %extracted_slice_347 = tensor.extract_slice %795#1[0, 0] [%dim_346, 2] [1, 1] : tensor<?x8xi64> to tensor<?x2xi64>
    %796 = tensor.empty(%dim_346) : tensor<?x2xf32>
    %797 = linalg.fill ins(%cst_1 : f32) outs(%796 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %798 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_347 : tensor<?x2xi64>) outs(%797 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = linalg.index 0 : index
      %860 = arith.index_cast %in : i64 to index
      %861 = arith.cmpi slt, %860, %c8 : index
      cf.assert %861, "index must be smaller than dim size"
      %862 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %862, "index must be larger or equal to 0"
      %extracted = tensor.extract %792[%859, %860] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %799 = tensor.empty(%dim_346) : tensor<?x1xf32>
    %800 = linalg.fill ins(%cst_1 : f32) outs(%799 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %801 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%798 : tensor<?x2xf32>) outs(%800 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %802 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%798, %801 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%796 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.divf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<?x2xf32>
    %803 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%792 : tensor<?x8xf32>) outs(%75 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_1 : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %804 = arith.muli %dim_346, %c2 : index
    %805 = tensor.empty(%804) : tensor<?x1xi64>
    %806 = linalg.fill ins(%c0_i64 : i64) outs(%805 : tensor<?x1xi64>) -> tensor<?x1xi64>
    %807 = tensor.empty(%804) : tensor<?xf32>
    %808 = linalg.fill ins(%cst_1 : f32) outs(%807 : tensor<?xf32>) -> tensor<?xf32>
    %809:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0, 0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%806, %806, %808 : tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>) {
    ^bb0(%out: i64, %out_358: i64, %out_359: f32):
      %859 = linalg.index 0 : index
      %860 = arith.remsi %859, %c2 : index
      %861 = arith.divsi %859, %c2 : index
      %862 = arith.remsi %861, %dim_346 : index
      %extracted = tensor.extract %extracted_slice_347[%862, %860] : tensor<?x2xi64>
      %extracted_360 = tensor.extract %802[%862, %860] : tensor<?x2xf32>
      %863 = arith.index_cast %862 : index to i64
      linalg.yield %863, %extracted, %extracted_360 : i64, i64, f32
    } -> (tensor<?x1xi64>, tensor<?x1xi64>, tensor<?xf32>)
    %810 = tensor.empty(%804) : tensor<?x2xi64>
    %811 = linalg.fill ins(%c0_i64 : i64) outs(%810 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %inserted_slice_348 = tensor.insert_slice %809#0 into %811[0, 0] [%804, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %inserted_slice_349 = tensor.insert_slice %809#1 into %inserted_slice_348[0, 1] [%804, 1] [1, 1] : tensor<?x1xi64> into tensor<?x2xi64>
    %812 = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%809#2, %inserted_slice_349 : tensor<?xf32>, tensor<?x2xi64>) outs(%803 : tensor<?x8xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<?x8xf32>
    %813 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_342 : tensor<?x64xf32>) outs(%109 : tensor<8x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x?x64xf32>
    %__auto.layers.7.moe.w1 = util.global.load @__auto.layers.7.moe.w1 : tensor<8x64x96xf32>
    %814 = linalg.batch_matmul ins(%813, %__auto.layers.7.moe.w1 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %815 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%814 : tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.negf %in : f32
      %860 = math.exp %859 : f32
      %861 = arith.addf %860, %cst_2 : f32
      %862 = arith.divf %cst_2, %861 : f32
      linalg.yield %862 : f32
    } -> tensor<8x?x96xf32>
    %816 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%815, %814 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.7.moe.w3 = util.global.load @__auto.layers.7.moe.w3 : tensor<8x64x96xf32>
    %817 = linalg.batch_matmul ins(%813, %__auto.layers.7.moe.w3 : tensor<8x?x64xf32>, tensor<8x64x96xf32>) outs(%112 : tensor<8x?x96xf32>) -> tensor<8x?x96xf32>
    %818 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816, %817 : tensor<8x?x96xf32>, tensor<8x?x96xf32>) outs(%111 : tensor<8x?x96xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8x?x96xf32>
    %__auto.layers.7.moe.w2 = util.global.load @__auto.layers.7.moe.w2 : tensor<8x96x64xf32>
    %819 = linalg.batch_matmul ins(%818, %__auto.layers.7.moe.w2 : tensor<8x?x96xf32>, tensor<8x96x64xf32>) outs(%118 : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
    %transposed_350 = linalg.transpose ins(%819 : tensor<8x?x64xf32>) outs(%120 : tensor<?x8x64xf32>) permutation = [1, 0, 2] 
    %dim_351 = tensor.dim %812, %c0 : tensor<?x8xf32>
    %expanded_352 = tensor.expand_shape %812 [[0], [1, 2]] output_shape [%dim_351, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %820 = arith.maxui %dim_351, %dim : index
    %821 = tensor.empty(%820) : tensor<?x1x64xf32>
    %822 = linalg.fill ins(%cst_1 : f32) outs(%821 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %823 = linalg.batch_matmul ins(%expanded_352, %transposed_350 : tensor<?x1x8xf32>, tensor<?x8x64xf32>) outs(%822 : tensor<?x1x64xf32>) -> tensor<?x1x64xf32>
    %collapsed_353 = tensor.collapse_shape %823 [[0, 1], [2]] : tensor<?x1x64xf32> into tensor<?x64xf32>
    %expanded_354 = tensor.expand_shape %extracted_slice_347 [[0], [1, 2]] output_shape [%dim_346, 2, 1] : tensor<?x2xi64> into tensor<?x2x1xi64>
    %824 = tensor.empty(%dim_346) : tensor<?x2x8xi1>
    %825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_354, %126 : tensor<?x2x1xi64>, tensor<8xi64>) outs(%824 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_358: i64, %out: i1):
      %859 = arith.cmpi eq, %in, %in_358 : i64
      linalg.yield %859 : i1
    } -> tensor<?x2x8xi1>
    %826 = tensor.empty(%dim_346) : tensor<?x2x8xi64>
    %827 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825 : tensor<?x2x8xi1>) outs(%826 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %859 = arith.extui %in : i1 to i64
      linalg.yield %859 : i64
    } -> tensor<?x2x8xi64>
    %828 = tensor.empty(%dim_346) : tensor<?x2x8xf32>
    %829 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%827 : tensor<?x2x8xi64>) outs(%828 : tensor<?x2x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %859 = arith.sitofp %in : i64 to f32
      linalg.yield %859 : f32
    } -> tensor<?x2x8xf32>
    %830 = tensor.empty(%dim_346) : tensor<?x8xf32>
    %831 = linalg.fill ins(%cst_1 : f32) outs(%830 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %832 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%829 : tensor<?x2x8xf32>) outs(%831 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<?x8xf32>
    %833 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%832 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %834 = arith.index_cast %dim_346 : index to i64
    %835 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%833 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.sitofp %834 : i64 to f32
      %860 = arith.divf %in, %859 : f32
      linalg.yield %860 : f32
    } -> tensor<8xf32>
    %836 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%792 : tensor<?x8xf32>) outs(%137 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %837 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%836 : tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %3 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %838 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%835, %837 : tensor<8xf32>, tensor<8xf32>) outs(%136 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<8xf32>
    %839 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%838 : tensor<8xf32>) outs(%145 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %840 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%839 : tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.mulf %in, %cst_7 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %expanded_355 = tensor.expand_shape %collapsed_353 [[0, 1], [2]] output_shape [1, %dim_351, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %841 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%779, %expanded_355 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %842 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%743, %840 : tensor<f32>, tensor<f32>) outs(%144 : tensor<f32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.addf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<f32>
    %843 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%841 : tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%843 : tensor<1x?x64xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %out : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %845 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%844 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.divf %in, %cst_6 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %846 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%845 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = arith.addf %in, %cst_4 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %847 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%846 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %859 = math.rsqrt %in : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %848 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%841, %847 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.norm.weight = util.global.load @__auto.norm.weight : tensor<64xf32>
    %849 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.norm.weight, %848 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%15 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_358: f32, %out: f32):
      %859 = arith.mulf %in, %in_358 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x64xf32>
    %__auto.lm_head.weight = util.global.load @__auto.lm_head.weight : tensor<256x64xf32>
    %850 = tensor.empty() : tensor<64x256xf32>
    %transposed_356 = linalg.transpose ins(%__auto.lm_head.weight : tensor<256x64xf32>) outs(%850 : tensor<64x256xf32>) permutation = [1, 0] 
    %851 = tensor.empty() : tensor<1x64x256xf32>
    %852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_356 : tensor<64x256xf32>) outs(%851 : tensor<1x64x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x256xf32>
    %853 = tensor.empty(%dim) : tensor<1x?x256xf32>
    %854 = linalg.fill ins(%cst_1 : f32) outs(%853 : tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %855 = linalg.batch_matmul ins(%849, %852 : tensor<1x?x64xf32>, tensor<1x64x256xf32>) outs(%854 : tensor<1x?x256xf32>) -> tensor<1x?x256xf32>
    %856:2 = hal.tensor.barrier join(%855, %842 : tensor<1x?x256xf32>, tensor<f32>) => %arg2 : !hal.fence
    %dim_357 = tensor.dim %856#0, %c1 : tensor<1x?x256xf32>
    %857 = hal.tensor.export %856#0 : tensor<1x?x256xf32>{%dim_357} -> !hal.buffer_view
    %858 = hal.tensor.export %856#1 : tensor<f32> -> !hal.buffer_view
    util.return %857, %858 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @main$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
