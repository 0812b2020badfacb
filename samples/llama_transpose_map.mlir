module @module {
  util.global private @__auto.embed_tokens.weight = #flow.parameter.named<"model"::"embed_tokens.weight"> : tensor<512x128xf32>
  util.global private @__auto.layers.0.input_layernorm.weight = #flow.parameter.named<"model"::"layers.0.input_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.0.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.0.self_attn.q_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.0.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.0.self_attn.k_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.0.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.0.self_attn.v_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.0.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.0.self_attn.o_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.0.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.0.post_attention_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.0.mlp.gate_proj.weight = #flow.parameter.named<"model"::"layers.0.mlp.gate_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.0.mlp.up_proj.weight = #flow.parameter.named<"model"::"layers.0.mlp.up_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.0.mlp.down_proj.weight = #flow.parameter.named<"model"::"layers.0.mlp.down_proj.weight"> : tensor<128x352xf32>
  util.global private @__auto.layers.1.input_layernorm.weight = #flow.parameter.named<"model"::"layers.1.input_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.1.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.1.self_attn.q_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.1.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.1.self_attn.k_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.1.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.1.self_attn.v_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.1.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.1.self_attn.o_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.1.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.1.post_attention_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.1.mlp.gate_proj.weight = #flow.parameter.named<"model"::"layers.1.mlp.gate_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.1.mlp.up_proj.weight = #flow.parameter.named<"model"::"layers.1.mlp.up_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.1.mlp.down_proj.weight = #flow.parameter.named<"model"::"layers.1.mlp.down_proj.weight"> : tensor<128x352xf32>
  util.global private @__auto.layers.2.input_layernorm.weight = #flow.parameter.named<"model"::"layers.2.input_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.2.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.2.self_attn.q_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.2.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.2.self_attn.k_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.2.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.2.self_attn.v_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.2.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.2.self_attn.o_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.2.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.2.post_attention_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.2.mlp.gate_proj.weight = #flow.parameter.named<"model"::"layers.2.mlp.gate_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.2.mlp.up_proj.weight = #flow.parameter.named<"model"::"layers.2.mlp.up_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.2.mlp.down_proj.weight = #flow.parameter.named<"model"::"layers.2.mlp.down_proj.weight"> : tensor<128x352xf32>
  util.global private @__auto.layers.3.input_layernorm.weight = #flow.parameter.named<"model"::"layers.3.input_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.3.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.3.self_attn.q_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.3.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.3.self_attn.k_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.3.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.3.self_attn.v_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.3.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.3.self_attn.o_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.3.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.3.post_attention_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.3.mlp.gate_proj.weight = #flow.parameter.named<"model"::"layers.3.mlp.gate_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.3.mlp.up_proj.weight = #flow.parameter.named<"model"::"layers.3.mlp.up_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.3.mlp.down_proj.weight = #flow.parameter.named<"model"::"layers.3.mlp.down_proj.weight"> : tensor<128x352xf32>
  util.global private @__auto.layers.4.input_layernorm.weight = #flow.parameter.named<"model"::"layers.4.input_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.4.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.4.self_attn.q_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.4.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.4.self_attn.k_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.4.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.4.self_attn.v_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.4.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.4.self_attn.o_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.4.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.4.post_attention_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.4.mlp.gate_proj.weight = #flow.parameter.named<"model"::"layers.4.mlp.gate_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.4.mlp.up_proj.weight = #flow.parameter.named<"model"::"layers.4.mlp.up_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.4.mlp.down_proj.weight = #flow.parameter.named<"model"::"layers.4.mlp.down_proj.weight"> : tensor<128x352xf32>
  util.global private @__auto.layers.5.input_layernorm.weight = #flow.parameter.named<"model"::"layers.5.input_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.5.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.5.self_attn.q_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.5.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.5.self_attn.k_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.5.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.5.self_attn.v_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.5.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.5.self_attn.o_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.5.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.5.post_attention_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.5.mlp.gate_proj.weight = #flow.parameter.named<"model"::"layers.5.mlp.gate_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.5.mlp.up_proj.weight = #flow.parameter.named<"model"::"layers.5.mlp.up_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.5.mlp.down_proj.weight = #flow.parameter.named<"model"::"layers.5.mlp.down_proj.weight"> : tensor<128x352xf32>
  util.global private @__auto.layers.6.input_layernorm.weight = #flow.parameter.named<"model"::"layers.6.input_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.6.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.6.self_attn.q_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.6.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.6.self_attn.k_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.6.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.6.self_attn.v_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.6.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.6.self_attn.o_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.6.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.6.post_attention_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.6.mlp.gate_proj.weight = #flow.parameter.named<"model"::"layers.6.mlp.gate_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.6.mlp.up_proj.weight = #flow.parameter.named<"model"::"layers.6.mlp.up_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.6.mlp.down_proj.weight = #flow.parameter.named<"model"::"layers.6.mlp.down_proj.weight"> : tensor<128x352xf32>
  util.global private @__auto.layers.7.input_layernorm.weight = #flow.parameter.named<"model"::"layers.7.input_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.7.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.7.self_attn.q_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.7.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.7.self_attn.k_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.7.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.7.self_attn.v_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.7.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.7.self_attn.o_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.7.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.7.post_attention_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.7.mlp.gate_proj.weight = #flow.parameter.named<"model"::"layers.7.mlp.gate_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.7.mlp.up_proj.weight = #flow.parameter.named<"model"::"layers.7.mlp.up_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.7.mlp.down_proj.weight = #flow.parameter.named<"model"::"layers.7.mlp.down_proj.weight"> : tensor<128x352xf32>
  util.global private @__auto.layers.8.input_layernorm.weight = #flow.parameter.named<"model"::"layers.8.input_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.8.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.8.self_attn.q_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.8.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.8.self_attn.k_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.8.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.8.self_attn.v_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.8.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.8.self_attn.o_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.8.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.8.post_attention_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.8.mlp.gate_proj.weight = #flow.parameter.named<"model"::"layers.8.mlp.gate_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.8.mlp.up_proj.weight = #flow.parameter.named<"model"::"layers.8.mlp.up_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.8.mlp.down_proj.weight = #flow.parameter.named<"model"::"layers.8.mlp.down_proj.weight"> : tensor<128x352xf32>
  util.global private @__auto.layers.9.input_layernorm.weight = #flow.parameter.named<"model"::"layers.9.input_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.9.self_attn.q_proj.weight = #flow.parameter.named<"model"::"layers.9.self_attn.q_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.9.self_attn.k_proj.weight = #flow.parameter.named<"model"::"layers.9.self_attn.k_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.9.self_attn.v_proj.weight = #flow.parameter.named<"model"::"layers.9.self_attn.v_proj.weight"> : tensor<64x128xf32>
  util.global private @__auto.layers.9.self_attn.o_proj.weight = #flow.parameter.named<"model"::"layers.9.self_attn.o_proj.weight"> : tensor<128x128xf32>
  util.global private @__auto.layers.9.post_attention_layernorm.weight = #flow.parameter.named<"model"::"layers.9.post_attention_layernorm.weight"> : tensor<128xf32>
  util.global private @__auto.layers.9.mlp.gate_proj.weight = #flow.parameter.named<"model"::"layers.9.mlp.gate_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.9.mlp.up_proj.weight = #flow.parameter.named<"model"::"layers.9.mlp.up_proj.weight"> : tensor<352x128xf32>
  util.global private @__auto.layers.9.mlp.down_proj.weight = #flow.parameter.named<"model"::"layers.9.mlp.down_proj.weight"> : tensor<128x352xf32>
  util.global private @__auto.norm.weight = #flow.parameter.named<"model"::"norm.weight"> : tensor<128xf32>
  util.global private @__auto.lm_head.weight = #flow.parameter.named<"model"::"lm_head.weight"> : tensor<512x128xf32>
  util.func public @main$async(%arg0: !hal.buffer_view, %gpu_in0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %cst = arith.constant 0.176776692 : f32
    %c1 = arith.constant 1 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c512 = arith.constant 512 : index
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 9.99999974E-6 : f32
    %cst_4 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_5 = arith.constant 1.280000e+02 : f32
    %c0 = arith.constant 0 : index
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
      %582 = linalg.index 0 : index
      %583 = arith.index_cast %582 : index to i64
      %584 = arith.sitofp %583 : i64 to f32
      %585 = arith.addf %584, %cst_1 : f32
      linalg.yield %585 : f32
    } -> tensor<?xf32>
    %9 = tensor.empty(%6) : tensor<?x16xf32>
    %10 = linalg.fill ins(%cst_1 : f32) outs(%9 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_4 : tensor<?xf32>, tensor<16xf32>) outs(%10 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<?x16xf32>
    %concat = tensor.concat dim(1) %11, %11 : (tensor<?x16xf32>, tensor<?x16xf32>) -> tensor<?x32xf32>
    %dim_6 = tensor.dim %11, %c0 : tensor<?x16xf32>
    %12 = tensor.empty(%dim_6) : tensor<?x32xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%concat : tensor<?x32xf32>) outs(%12 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.cos %in : f32
      linalg.yield %582 : f32
    } -> tensor<?x32xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%concat : tensor<?x32xf32>) outs(%12 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.sin %in : f32
      linalg.yield %582 : f32
    } -> tensor<?x32xf32>
    %__auto.embed_tokens.weight = util.global.load @__auto.embed_tokens.weight : tensor<512x128xf32>
    %15 = tensor.empty(%dim) : tensor<1x?x128xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x?xi64>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %582 = arith.index_cast %in : i64 to index
      %583 = linalg.index 2 : index
      %584 = arith.cmpi slt, %582, %c512 : index
      cf.assert %584, "index must be smaller than dim size"
      %585 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %585, "index must be larger or equal to 0"
      %extracted = tensor.extract %__auto.embed_tokens.weight[%582, %583] : tensor<512x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x128xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %18 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %19 = linalg.fill ins(%cst_1 : f32) outs(%18 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %23 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.0.input_layernorm.weight = util.global.load @__auto.layers.0.input_layernorm.weight : tensor<128xf32>
    %25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.0.input_layernorm.weight, %24 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.0.self_attn.q_proj.weight = util.global.load @__auto.layers.0.self_attn.q_proj.weight : tensor<128x128xf32>
    %26 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%__auto.layers.0.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %27 = tensor.empty() : tensor<1x128x128xf32>
    %28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %29 = linalg.fill ins(%cst_1 : f32) outs(%15 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %30 = linalg.batch_matmul ins(%25, %28 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded = tensor.expand_shape %30 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %31 = tensor.empty(%dim) : tensor<1x4x?x32xf32>
    %transposed_7 = linalg.transpose ins(%expanded : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.0.self_attn.k_proj.weight = util.global.load @__auto.layers.0.self_attn.k_proj.weight : tensor<64x128xf32>
    %32 = tensor.empty() : tensor<128x64xf32>
    %transposed_8 = linalg.transpose ins(%__auto.layers.0.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %33 = tensor.empty() : tensor<1x128x64xf32>
    %34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_8 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %35 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %36 = linalg.fill ins(%cst_1 : f32) outs(%35 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %37 = linalg.batch_matmul ins(%25, %34 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_9 = tensor.expand_shape %37 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %38 = tensor.empty(%dim) : tensor<1x2x?x32xf32>
    %transposed_10 = linalg.transpose ins(%expanded_9 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.0.self_attn.v_proj.weight = util.global.load @__auto.layers.0.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_11 = linalg.transpose ins(%__auto.layers.0.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_11 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %40 = linalg.batch_matmul ins(%25, %39 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_12 = tensor.expand_shape %40 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_7, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice = tensor.extract_slice %transposed_7[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %42 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_14 = tensor.extract_slice %transposed_7[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_15 = tensor.concat dim(3) %43, %extracted_slice_14 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_16 = tensor.dim %43, %c2 : tensor<1x4x?x16xf32>
    %44 = tensor.empty(%dim_16) : tensor<1x4x?x32xf32>
    %45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_15, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%44 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %45 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_10, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_17 = tensor.extract_slice %transposed_10[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %48 = tensor.empty(%dim) : tensor<1x2x?x16xf32>
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_18 = tensor.extract_slice %transposed_10[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_19 = tensor.concat dim(3) %49, %extracted_slice_18 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_20 = tensor.dim %49, %c2 : tensor<1x2x?x16xf32>
    %50 = tensor.empty(%dim_20) : tensor<1x2x?x32xf32>
    %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_19, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%50 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %51 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %53 = tensor.empty(%dim) : tensor<1x2x2x?x32xf32>
    %54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed = tensor.collapse_shape %54 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_21 = tensor.collapse_shape %55 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_22 = tensor.dim %46, %c2 : tensor<1x4x?x32xf32>
    %dim_23 = tensor.dim %collapsed, %c2 : tensor<1x4x?x32xf32>
    %56 = tensor.empty(%dim_22, %dim_23) : tensor<1x4x?x?xf32>
    %57 = linalg.fill ins(%cst_1 : f32) outs(%56 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%57 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %582 = linalg.index 2 : index
      %583 = linalg.index 3 : index
      %584 = arith.cmpi sge, %582, %583 : index
      %585 = arith.select %584, %cst_1, %cst_0 : f32
      linalg.yield %585 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_24 = tensor.collapse_shape %46 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_25 = tensor.collapse_shape %collapsed [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_26 = tensor.collapse_shape %collapsed_21 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_27 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %59 = tensor.empty(%dim_22) : tensor<4x?x32xf32>
    %60 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_24, %collapsed_25, %collapsed_26, %cst, %collapsed_27 : tensor<4x?x32xf32>, tensor<4x?x32xf32>, tensor<4x?x32xf32>, f32, tensor<4x?x?xf32>) outs(%59 : tensor<4x?x32xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x32xf32>
    %expanded_28 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [1, 4, %dim_22, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_29 = tensor.dim %expanded_28, %c2 : tensor<1x4x?x32xf32>
    %61 = tensor.empty(%dim_29) : tensor<1x?x4x32xf32>
    %transposed_30 = linalg.transpose ins(%expanded_28 : tensor<1x4x?x32xf32>) outs(%61 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.0.self_attn.o_proj.weight = util.global.load @__auto.layers.0.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_32 = linalg.transpose ins(%__auto.layers.0.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_32 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %63 = tensor.empty(%dim_29) : tensor<1x?x128xf32>
    %64 = linalg.fill ins(%cst_1 : f32) outs(%63 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %65 = linalg.batch_matmul ins(%collapsed_31, %62 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%64 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %65 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %71 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.0.post_attention_layernorm.weight = util.global.load @__auto.layers.0.post_attention_layernorm.weight : tensor<128xf32>
    %73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.0.post_attention_layernorm.weight, %72 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.0.mlp.gate_proj.weight = util.global.load @__auto.layers.0.mlp.gate_proj.weight : tensor<352x128xf32>
    %74 = tensor.empty() : tensor<128x352xf32>
    %transposed_33 = linalg.transpose ins(%__auto.layers.0.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %75 = tensor.empty() : tensor<1x128x352xf32>
    %76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_33 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %77 = tensor.empty(%dim) : tensor<1x?x352xf32>
    %78 = linalg.fill ins(%cst_1 : f32) outs(%77 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %79 = linalg.batch_matmul ins(%73, %76 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      %583 = math.exp %582 : f32
      %584 = arith.addf %583, %cst_2 : f32
      %585 = arith.divf %cst_2, %584 : f32
      linalg.yield %585 : f32
    } -> tensor<1x?x352xf32>
    %81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %79 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.0.mlp.up_proj.weight = util.global.load @__auto.layers.0.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_34 = linalg.transpose ins(%__auto.layers.0.mlp.up_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_34 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %83 = linalg.batch_matmul ins(%73, %82 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %83 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.0.mlp.down_proj.weight = util.global.load @__auto.layers.0.mlp.down_proj.weight : tensor<128x352xf32>
    %85 = tensor.empty() : tensor<352x128xf32>
    %transposed_35 = linalg.transpose ins(%__auto.layers.0.mlp.down_proj.weight : tensor<128x352xf32>) outs(%85 : tensor<352x128xf32>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<1x352x128xf32>
    %87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_35 : tensor<352x128xf32>) outs(%86 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %88 = linalg.batch_matmul ins(%84, %87 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %88 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%90 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %94 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.1.input_layernorm.weight = util.global.load @__auto.layers.1.input_layernorm.weight : tensor<128xf32>
    %96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.1.input_layernorm.weight, %95 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.1.self_attn.q_proj.weight = util.global.load @__auto.layers.1.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_36 = linalg.transpose ins(%__auto.layers.1.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_36 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %98 = linalg.batch_matmul ins(%96, %97 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_37 = tensor.expand_shape %98 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.1.self_attn.k_proj.weight = util.global.load @__auto.layers.1.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_39 = linalg.transpose ins(%__auto.layers.1.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_39 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %100 = linalg.batch_matmul ins(%96, %99 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_40 = tensor.expand_shape %100 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.1.self_attn.v_proj.weight = util.global.load @__auto.layers.1.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_42 = linalg.transpose ins(%__auto.layers.1.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_42 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %102 = linalg.batch_matmul ins(%96, %101 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_43 = tensor.expand_shape %102 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_38, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_45 = tensor.extract_slice %transposed_38[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_45 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_46 = tensor.extract_slice %transposed_38[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_47 = tensor.concat dim(3) %104, %extracted_slice_46 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_48 = tensor.dim %104, %c2 : tensor<1x4x?x16xf32>
    %105 = tensor.empty(%dim_48) : tensor<1x4x?x32xf32>
    %106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_47, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%105 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %106 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_41, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_49 = tensor.extract_slice %transposed_41[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_49 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_50 = tensor.extract_slice %transposed_41[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_51 = tensor.concat dim(3) %109, %extracted_slice_50 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_52 = tensor.dim %109, %c2 : tensor<1x2x?x16xf32>
    %110 = tensor.empty(%dim_52) : tensor<1x2x?x32xf32>
    %111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_51, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%110 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %111 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_53 = tensor.collapse_shape %113 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_44 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_54 = tensor.collapse_shape %114 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_55 = tensor.dim %107, %c2 : tensor<1x4x?x32xf32>
    %dim_56 = tensor.dim %collapsed_53, %c2 : tensor<1x4x?x32xf32>
    %115 = tensor.empty(%dim_55, %dim_56) : tensor<1x4x?x?xf32>
    %116 = linalg.fill ins(%cst_1 : f32) outs(%115 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%116 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %582 = linalg.index 2 : index
      %583 = linalg.index 3 : index
      %584 = arith.cmpi sge, %582, %583 : index
      %585 = arith.select %584, %cst_1, %cst_0 : f32
      linalg.yield %585 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_57 = tensor.collapse_shape %107 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_58 = tensor.collapse_shape %collapsed_53 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_59 = tensor.collapse_shape %collapsed_54 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_60 = tensor.collapse_shape %117 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %118 = tensor.empty(%dim_55) : tensor<4x?x32xf32>
    %119 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_57, %collapsed_58, %collapsed_59, %cst, %collapsed_60 : tensor<4x?x32xf32>, tensor<4x?x32xf32>, tensor<4x?x32xf32>, f32, tensor<4x?x?xf32>) outs(%118 : tensor<4x?x32xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x32xf32>
    %expanded_61 = tensor.expand_shape %119 [[0, 1], [2], [3]] output_shape [1, 4, %dim_55, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_62 = tensor.dim %expanded_61, %c2 : tensor<1x4x?x32xf32>
    %120 = tensor.empty(%dim_62) : tensor<1x?x4x32xf32>
    %transposed_63 = linalg.transpose ins(%expanded_61 : tensor<1x4x?x32xf32>) outs(%120 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_64 = tensor.collapse_shape %transposed_63 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.1.self_attn.o_proj.weight = util.global.load @__auto.layers.1.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_65 = linalg.transpose ins(%__auto.layers.1.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_65 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %122 = tensor.empty(%dim_62) : tensor<1x?x128xf32>
    %123 = linalg.fill ins(%cst_1 : f32) outs(%122 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %124 = linalg.batch_matmul ins(%collapsed_64, %121 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%123 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %124 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %130 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.1.post_attention_layernorm.weight = util.global.load @__auto.layers.1.post_attention_layernorm.weight : tensor<128xf32>
    %132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.1.post_attention_layernorm.weight, %131 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.1.mlp.gate_proj.weight = util.global.load @__auto.layers.1.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_66 = linalg.transpose ins(%__auto.layers.1.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_66 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %134 = linalg.batch_matmul ins(%132, %133 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      %583 = math.exp %582 : f32
      %584 = arith.addf %583, %cst_2 : f32
      %585 = arith.divf %cst_2, %584 : f32
      linalg.yield %585 : f32
    } -> tensor<1x?x352xf32>
    %136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %134 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.1.mlp.up_proj.weight = util.global.load @__auto.layers.1.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_67 = linalg.transpose ins(%__auto.layers.1.mlp.up_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_67 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %138 = linalg.batch_matmul ins(%132, %137 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %138 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.1.mlp.down_proj.weight = util.global.load @__auto.layers.1.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_68 = linalg.transpose ins(%__auto.layers.1.mlp.down_proj.weight : tensor<128x352xf32>) outs(%85 : tensor<352x128xf32>) permutation = [1, 0] 
    %140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_68 : tensor<352x128xf32>) outs(%86 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %141 = linalg.batch_matmul ins(%139, %140 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %141 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %147 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.2.input_layernorm.weight = util.global.load @__auto.layers.2.input_layernorm.weight : tensor<128xf32>
    %149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.2.input_layernorm.weight, %148 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.2.self_attn.q_proj.weight = util.global.load @__auto.layers.2.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_69 = linalg.transpose ins(%__auto.layers.2.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_69 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %151 = linalg.batch_matmul ins(%149, %150 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_70 = tensor.expand_shape %151 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.2.self_attn.k_proj.weight = util.global.load @__auto.layers.2.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_72 = linalg.transpose ins(%__auto.layers.2.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_72 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %153 = linalg.batch_matmul ins(%149, %152 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_73 = tensor.expand_shape %153 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.2.self_attn.v_proj.weight = util.global.load @__auto.layers.2.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_75 = linalg.transpose ins(%__auto.layers.2.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_75 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %155 = linalg.batch_matmul ins(%149, %154 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_76 = tensor.expand_shape %155 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_71, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_78 = tensor.extract_slice %transposed_71[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_78 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_79 = tensor.extract_slice %transposed_71[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_80 = tensor.concat dim(3) %157, %extracted_slice_79 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_81 = tensor.dim %157, %c2 : tensor<1x4x?x16xf32>
    %158 = tensor.empty(%dim_81) : tensor<1x4x?x32xf32>
    %159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_80, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%158 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %159 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_74, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_82 = tensor.extract_slice %transposed_74[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_82 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_83 = tensor.extract_slice %transposed_74[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_84 = tensor.concat dim(3) %162, %extracted_slice_83 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_85 = tensor.dim %162, %c2 : tensor<1x2x?x16xf32>
    %163 = tensor.empty(%dim_85) : tensor<1x2x?x32xf32>
    %164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_84, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%163 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %165 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %164 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_86 = tensor.collapse_shape %166 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_77 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_87 = tensor.collapse_shape %167 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_88 = tensor.dim %160, %c2 : tensor<1x4x?x32xf32>
    %dim_89 = tensor.dim %collapsed_86, %c2 : tensor<1x4x?x32xf32>
    %168 = tensor.empty(%dim_88, %dim_89) : tensor<1x4x?x?xf32>
    %169 = linalg.fill ins(%cst_1 : f32) outs(%168 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%169 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %582 = linalg.index 2 : index
      %583 = linalg.index 3 : index
      %584 = arith.cmpi sge, %582, %583 : index
      %585 = arith.select %584, %cst_1, %cst_0 : f32
      linalg.yield %585 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_90 = tensor.collapse_shape %160 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_91 = tensor.collapse_shape %collapsed_86 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_92 = tensor.collapse_shape %collapsed_87 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_93 = tensor.collapse_shape %170 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %171 = tensor.empty(%dim_88) : tensor<4x?x32xf32>
    %172 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_90, %collapsed_91, %collapsed_92, %cst, %collapsed_93 : tensor<4x?x32xf32>, tensor<4x?x32xf32>, tensor<4x?x32xf32>, f32, tensor<4x?x?xf32>) outs(%171 : tensor<4x?x32xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x32xf32>
    %expanded_94 = tensor.expand_shape %172 [[0, 1], [2], [3]] output_shape [1, 4, %dim_88, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_95 = tensor.dim %expanded_94, %c2 : tensor<1x4x?x32xf32>
    %173 = tensor.empty(%dim_95) : tensor<1x?x4x32xf32>
    %transposed_96 = linalg.transpose ins(%expanded_94 : tensor<1x4x?x32xf32>) outs(%173 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_97 = tensor.collapse_shape %transposed_96 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.2.self_attn.o_proj.weight = util.global.load @__auto.layers.2.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_98 = linalg.transpose ins(%__auto.layers.2.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_98 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %175 = tensor.empty(%dim_95) : tensor<1x?x128xf32>
    %176 = linalg.fill ins(%cst_1 : f32) outs(%175 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %177 = linalg.batch_matmul ins(%collapsed_97, %174 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%176 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %177 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %183 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.2.post_attention_layernorm.weight = util.global.load @__auto.layers.2.post_attention_layernorm.weight : tensor<128xf32>
    %185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.2.post_attention_layernorm.weight, %184 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.2.mlp.gate_proj.weight = util.global.load @__auto.layers.2.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_99 = linalg.transpose ins(%__auto.layers.2.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_99 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %187 = linalg.batch_matmul ins(%185, %186 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      %583 = math.exp %582 : f32
      %584 = arith.addf %583, %cst_2 : f32
      %585 = arith.divf %cst_2, %584 : f32
      linalg.yield %585 : f32
    } -> tensor<1x?x352xf32>
    %189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %187 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.2.mlp.up_proj.weight = util.global.load @__auto.layers.2.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_100 = linalg.transpose ins(%__auto.layers.2.mlp.up_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_100 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %191 = linalg.batch_matmul ins(%185, %190 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %191 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.2.mlp.down_proj.weight = util.global.load @__auto.layers.2.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_101 = linalg.transpose ins(%__auto.layers.2.mlp.down_proj.weight : tensor<128x352xf32>) outs(%85 : tensor<352x128xf32>) permutation = [1, 0] 
    %193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_101 : tensor<352x128xf32>) outs(%86 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %194 = linalg.batch_matmul ins(%192, %193 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %194 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%196 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %200 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.3.input_layernorm.weight = util.global.load @__auto.layers.3.input_layernorm.weight : tensor<128xf32>
    %202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.3.input_layernorm.weight, %201 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.3.self_attn.q_proj.weight = util.global.load @__auto.layers.3.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_102 = linalg.transpose ins(%__auto.layers.3.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_102 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %204 = linalg.batch_matmul ins(%202, %203 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_103 = tensor.expand_shape %204 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_104 = linalg.transpose ins(%expanded_103 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.3.self_attn.k_proj.weight = util.global.load @__auto.layers.3.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_105 = linalg.transpose ins(%__auto.layers.3.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_105 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %206 = linalg.batch_matmul ins(%202, %205 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_106 = tensor.expand_shape %206 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_107 = linalg.transpose ins(%expanded_106 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.3.self_attn.v_proj.weight = util.global.load @__auto.layers.3.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_108 = linalg.transpose ins(%__auto.layers.3.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_108 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %208 = linalg.batch_matmul ins(%202, %207 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_109 = tensor.expand_shape %208 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_110 = linalg.transpose ins(%expanded_109 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %209 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_104, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_111 = tensor.extract_slice %transposed_104[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_111 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_112 = tensor.extract_slice %transposed_104[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_113 = tensor.concat dim(3) %210, %extracted_slice_112 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_114 = tensor.dim %210, %c2 : tensor<1x4x?x16xf32>
    %211 = tensor.empty(%dim_114) : tensor<1x4x?x32xf32>
    %212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_113, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%211 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %212 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_107, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_115 = tensor.extract_slice %transposed_107[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_115 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_116 = tensor.extract_slice %transposed_107[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_117 = tensor.concat dim(3) %215, %extracted_slice_116 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_118 = tensor.dim %215, %c2 : tensor<1x2x?x16xf32>
    %216 = tensor.empty(%dim_118) : tensor<1x2x?x32xf32>
    %217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_117, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%216 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %217 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_119 = tensor.collapse_shape %219 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_110 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_120 = tensor.collapse_shape %220 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_121 = tensor.dim %213, %c2 : tensor<1x4x?x32xf32>
    %dim_122 = tensor.dim %collapsed_119, %c2 : tensor<1x4x?x32xf32>
    %221 = tensor.empty(%dim_121, %dim_122) : tensor<1x4x?x?xf32>
    %222 = linalg.fill ins(%cst_1 : f32) outs(%221 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%222 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %582 = linalg.index 2 : index
      %583 = linalg.index 3 : index
      %584 = arith.cmpi sge, %582, %583 : index
      %585 = arith.select %584, %cst_1, %cst_0 : f32
      linalg.yield %585 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_123 = tensor.collapse_shape %213 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_124 = tensor.collapse_shape %collapsed_119 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_125 = tensor.collapse_shape %collapsed_120 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_126 = tensor.collapse_shape %223 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %224 = tensor.empty(%dim_121) : tensor<4x?x32xf32>
    %225 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_123, %collapsed_124, %collapsed_125, %cst, %collapsed_126 : tensor<4x?x32xf32>, tensor<4x?x32xf32>, tensor<4x?x32xf32>, f32, tensor<4x?x?xf32>) outs(%224 : tensor<4x?x32xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x32xf32>
    %expanded_127 = tensor.expand_shape %225 [[0, 1], [2], [3]] output_shape [1, 4, %dim_121, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_128 = tensor.dim %expanded_127, %c2 : tensor<1x4x?x32xf32>
    %226 = tensor.empty(%dim_128) : tensor<1x?x4x32xf32>
    %transposed_129 = linalg.transpose ins(%expanded_127 : tensor<1x4x?x32xf32>) outs(%226 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_130 = tensor.collapse_shape %transposed_129 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.3.self_attn.o_proj.weight = util.global.load @__auto.layers.3.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_131 = linalg.transpose ins(%__auto.layers.3.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_131 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %228 = tensor.empty(%dim_128) : tensor<1x?x128xf32>
    %229 = linalg.fill ins(%cst_1 : f32) outs(%228 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %230 = linalg.batch_matmul ins(%collapsed_130, %227 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%229 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %230 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%232 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %236 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.3.post_attention_layernorm.weight = util.global.load @__auto.layers.3.post_attention_layernorm.weight : tensor<128xf32>
    %238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.3.post_attention_layernorm.weight, %237 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.3.mlp.gate_proj.weight = util.global.load @__auto.layers.3.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_132 = linalg.transpose ins(%__auto.layers.3.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_132 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %240 = linalg.batch_matmul ins(%238, %239 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      %583 = math.exp %582 : f32
      %584 = arith.addf %583, %cst_2 : f32
      %585 = arith.divf %cst_2, %584 : f32
      linalg.yield %585 : f32
    } -> tensor<1x?x352xf32>
    %242 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %240 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.3.mlp.up_proj.weight = util.global.load @__auto.layers.3.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_133 = linalg.transpose ins(%__auto.layers.3.mlp.up_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_133 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %244 = linalg.batch_matmul ins(%238, %243 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %244 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.3.mlp.down_proj.weight = util.global.load @__auto.layers.3.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_134 = linalg.transpose ins(%__auto.layers.3.mlp.down_proj.weight : tensor<128x352xf32>) outs(%85 : tensor<352x128xf32>) permutation = [1, 0] 
    %246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_134 : tensor<352x128xf32>) outs(%86 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %247 = linalg.batch_matmul ins(%245, %246 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %247 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %253 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.4.input_layernorm.weight = util.global.load @__auto.layers.4.input_layernorm.weight : tensor<128xf32>
    %255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.4.input_layernorm.weight, %254 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.4.self_attn.q_proj.weight = util.global.load @__auto.layers.4.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_135 = linalg.transpose ins(%__auto.layers.4.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_135 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %257 = linalg.batch_matmul ins(%255, %256 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_136 = tensor.expand_shape %257 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_137 = linalg.transpose ins(%expanded_136 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.4.self_attn.k_proj.weight = util.global.load @__auto.layers.4.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_138 = linalg.transpose ins(%__auto.layers.4.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_138 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %259 = linalg.batch_matmul ins(%255, %258 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_139 = tensor.expand_shape %259 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_140 = linalg.transpose ins(%expanded_139 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.4.self_attn.v_proj.weight = util.global.load @__auto.layers.4.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_141 = linalg.transpose ins(%__auto.layers.4.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_141 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %261 = linalg.batch_matmul ins(%255, %260 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_142 = tensor.expand_shape %261 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_143 = linalg.transpose ins(%expanded_142 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_137, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_144 = tensor.extract_slice %transposed_137[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_144 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_145 = tensor.extract_slice %transposed_137[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_146 = tensor.concat dim(3) %263, %extracted_slice_145 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_147 = tensor.dim %263, %c2 : tensor<1x4x?x16xf32>
    %264 = tensor.empty(%dim_147) : tensor<1x4x?x32xf32>
    %265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_146, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%264 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %265 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_140, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_148 = tensor.extract_slice %transposed_140[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_148 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_149 = tensor.extract_slice %transposed_140[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_150 = tensor.concat dim(3) %268, %extracted_slice_149 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_151 = tensor.dim %268, %c2 : tensor<1x2x?x16xf32>
    %269 = tensor.empty(%dim_151) : tensor<1x2x?x32xf32>
    %270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_150, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%269 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %270 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%271 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_152 = tensor.collapse_shape %272 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_143 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_153 = tensor.collapse_shape %273 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_154 = tensor.dim %266, %c2 : tensor<1x4x?x32xf32>
    %dim_155 = tensor.dim %collapsed_152, %c2 : tensor<1x4x?x32xf32>
    %274 = tensor.empty(%dim_154, %dim_155) : tensor<1x4x?x?xf32>
    %275 = linalg.fill ins(%cst_1 : f32) outs(%274 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%275 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %582 = linalg.index 2 : index
      %583 = linalg.index 3 : index
      %584 = arith.cmpi sge, %582, %583 : index
      %585 = arith.select %584, %cst_1, %cst_0 : f32
      linalg.yield %585 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_156 = tensor.collapse_shape %266 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_157 = tensor.collapse_shape %collapsed_152 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_158 = tensor.collapse_shape %collapsed_153 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_159 = tensor.collapse_shape %276 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %277 = tensor.empty(%dim_154) : tensor<4x?x32xf32>
    %278 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_156, %collapsed_157, %collapsed_158, %cst, %collapsed_159 : tensor<4x?x32xf32>, tensor<4x?x32xf32>, tensor<4x?x32xf32>, f32, tensor<4x?x?xf32>) outs(%277 : tensor<4x?x32xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x32xf32>
    %expanded_160 = tensor.expand_shape %278 [[0, 1], [2], [3]] output_shape [1, 4, %dim_154, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_161 = tensor.dim %expanded_160, %c2 : tensor<1x4x?x32xf32>
    %279 = tensor.empty(%dim_161) : tensor<1x?x4x32xf32>
    %transposed_162 = linalg.transpose ins(%expanded_160 : tensor<1x4x?x32xf32>) outs(%279 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_163 = tensor.collapse_shape %transposed_162 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.4.self_attn.o_proj.weight = util.global.load @__auto.layers.4.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_164 = linalg.transpose ins(%__auto.layers.4.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_164 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %281 = tensor.empty(%dim_161) : tensor<1x?x128xf32>
    %282 = linalg.fill ins(%cst_1 : f32) outs(%281 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %283 = linalg.batch_matmul ins(%collapsed_163, %280 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%282 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %283 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%285 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %289 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.4.post_attention_layernorm.weight = util.global.load @__auto.layers.4.post_attention_layernorm.weight : tensor<128xf32>
    %291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.4.post_attention_layernorm.weight, %290 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.4.mlp.gate_proj.weight = util.global.load @__auto.layers.4.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_165 = linalg.transpose ins(%__auto.layers.4.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_165 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %293 = linalg.batch_matmul ins(%291, %292 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      %583 = math.exp %582 : f32
      %584 = arith.addf %583, %cst_2 : f32
      %585 = arith.divf %cst_2, %584 : f32
      linalg.yield %585 : f32
    } -> tensor<1x?x352xf32>
    %295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %293 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.4.mlp.up_proj.weight = util.global.load @__auto.layers.4.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_166 = linalg.transpose ins(%__auto.layers.4.mlp.up_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_166 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %297 = linalg.batch_matmul ins(%291, %296 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %gpu_a = hal.tensor.import wait(%arg1) => %gpu_in0 : !hal.buffer_view -> tensor<4x8xf32>
    %gpu_e = tensor.empty() : tensor<4x8xf32>
    %gpu_r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0 + d1 - d1, d1)>], iterator_types = ["parallel", "parallel"]} ins(%gpu_a : tensor<4x8xf32>) outs(%gpu_e : tensor<4x8xf32>) {
    ^bb0(%gpu_x: f32, %gpu_y: f32):
      linalg.yield %gpu_x : f32
    } -> tensor<4x8xf32>
    %298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %297 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.4.mlp.down_proj.weight = util.global.load @__auto.layers.4.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_167 = linalg.transpose ins(%__auto.layers.4.mlp.down_proj.weight : tensor<128x352xf32>) outs(%85 : tensor<352x128xf32>) permutation = [1, 0] 
    %299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_167 : tensor<352x128xf32>) outs(%86 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %300 = linalg.batch_matmul ins(%298, %299 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %300 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%302 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %305 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %306 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.5.input_layernorm.weight = util.global.load @__auto.layers.5.input_layernorm.weight : tensor<128xf32>
    %308 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.5.input_layernorm.weight, %307 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.5.self_attn.q_proj.weight = util.global.load @__auto.layers.5.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_168 = linalg.transpose ins(%__auto.layers.5.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_168 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %310 = linalg.batch_matmul ins(%308, %309 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_169 = tensor.expand_shape %310 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_170 = linalg.transpose ins(%expanded_169 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.5.self_attn.k_proj.weight = util.global.load @__auto.layers.5.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_171 = linalg.transpose ins(%__auto.layers.5.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_171 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %312 = linalg.batch_matmul ins(%308, %311 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_172 = tensor.expand_shape %312 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_173 = linalg.transpose ins(%expanded_172 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.5.self_attn.v_proj.weight = util.global.load @__auto.layers.5.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_174 = linalg.transpose ins(%__auto.layers.5.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_174 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %314 = linalg.batch_matmul ins(%308, %313 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_175 = tensor.expand_shape %314 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_176 = linalg.transpose ins(%expanded_175 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_170, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_177 = tensor.extract_slice %transposed_170[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_177 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_178 = tensor.extract_slice %transposed_170[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_179 = tensor.concat dim(3) %316, %extracted_slice_178 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_180 = tensor.dim %316, %c2 : tensor<1x4x?x16xf32>
    %317 = tensor.empty(%dim_180) : tensor<1x4x?x32xf32>
    %318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_179, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%317 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %318 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_173, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_181 = tensor.extract_slice %transposed_173[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_181 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_182 = tensor.extract_slice %transposed_173[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_183 = tensor.concat dim(3) %321, %extracted_slice_182 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_184 = tensor.dim %321, %c2 : tensor<1x2x?x16xf32>
    %322 = tensor.empty(%dim_184) : tensor<1x2x?x32xf32>
    %323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_183, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%322 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %323 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%324 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_185 = tensor.collapse_shape %325 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_176 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_186 = tensor.collapse_shape %326 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_187 = tensor.dim %319, %c2 : tensor<1x4x?x32xf32>
    %dim_188 = tensor.dim %collapsed_185, %c2 : tensor<1x4x?x32xf32>
    %327 = tensor.empty(%dim_187, %dim_188) : tensor<1x4x?x?xf32>
    %328 = linalg.fill ins(%cst_1 : f32) outs(%327 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%328 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %582 = linalg.index 2 : index
      %583 = linalg.index 3 : index
      %584 = arith.cmpi sge, %582, %583 : index
      %585 = arith.select %584, %cst_1, %cst_0 : f32
      linalg.yield %585 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_189 = tensor.collapse_shape %319 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_190 = tensor.collapse_shape %collapsed_185 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_191 = tensor.collapse_shape %collapsed_186 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_192 = tensor.collapse_shape %329 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %330 = tensor.empty(%dim_187) : tensor<4x?x32xf32>
    %331 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_189, %collapsed_190, %collapsed_191, %cst, %collapsed_192 : tensor<4x?x32xf32>, tensor<4x?x32xf32>, tensor<4x?x32xf32>, f32, tensor<4x?x?xf32>) outs(%330 : tensor<4x?x32xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x32xf32>
    %expanded_193 = tensor.expand_shape %331 [[0, 1], [2], [3]] output_shape [1, 4, %dim_187, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_194 = tensor.dim %expanded_193, %c2 : tensor<1x4x?x32xf32>
    %332 = tensor.empty(%dim_194) : tensor<1x?x4x32xf32>
    %transposed_195 = linalg.transpose ins(%expanded_193 : tensor<1x4x?x32xf32>) outs(%332 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_196 = tensor.collapse_shape %transposed_195 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.5.self_attn.o_proj.weight = util.global.load @__auto.layers.5.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_197 = linalg.transpose ins(%__auto.layers.5.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_197 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %334 = tensor.empty(%dim_194) : tensor<1x?x128xf32>
    %335 = linalg.fill ins(%cst_1 : f32) outs(%334 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %336 = linalg.batch_matmul ins(%collapsed_196, %333 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%335 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %336 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %338 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%338 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %342 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.5.post_attention_layernorm.weight = util.global.load @__auto.layers.5.post_attention_layernorm.weight : tensor<128xf32>
    %344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.5.post_attention_layernorm.weight, %343 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.5.mlp.gate_proj.weight = util.global.load @__auto.layers.5.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_198 = linalg.transpose ins(%__auto.layers.5.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_198 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %346 = linalg.batch_matmul ins(%344, %345 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      %583 = math.exp %582 : f32
      %584 = arith.addf %583, %cst_2 : f32
      %585 = arith.divf %cst_2, %584 : f32
      linalg.yield %585 : f32
    } -> tensor<1x?x352xf32>
    %348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %346 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.5.mlp.up_proj.weight = util.global.load @__auto.layers.5.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_199 = linalg.transpose ins(%__auto.layers.5.mlp.up_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %349 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_199 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %350 = linalg.batch_matmul ins(%344, %349 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %351 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %350 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.5.mlp.down_proj.weight = util.global.load @__auto.layers.5.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_200 = linalg.transpose ins(%__auto.layers.5.mlp.down_proj.weight : tensor<128x352xf32>) outs(%85 : tensor<352x128xf32>) permutation = [1, 0] 
    %352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_200 : tensor<352x128xf32>) outs(%86 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %353 = linalg.batch_matmul ins(%351, %352 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %353 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%355 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %359 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.6.input_layernorm.weight = util.global.load @__auto.layers.6.input_layernorm.weight : tensor<128xf32>
    %361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.6.input_layernorm.weight, %360 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.6.self_attn.q_proj.weight = util.global.load @__auto.layers.6.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_201 = linalg.transpose ins(%__auto.layers.6.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_201 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %363 = linalg.batch_matmul ins(%361, %362 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_202 = tensor.expand_shape %363 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_203 = linalg.transpose ins(%expanded_202 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.6.self_attn.k_proj.weight = util.global.load @__auto.layers.6.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_204 = linalg.transpose ins(%__auto.layers.6.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_204 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %365 = linalg.batch_matmul ins(%361, %364 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_205 = tensor.expand_shape %365 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_206 = linalg.transpose ins(%expanded_205 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.6.self_attn.v_proj.weight = util.global.load @__auto.layers.6.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_207 = linalg.transpose ins(%__auto.layers.6.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_207 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %367 = linalg.batch_matmul ins(%361, %366 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_208 = tensor.expand_shape %367 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_209 = linalg.transpose ins(%expanded_208 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_203, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_210 = tensor.extract_slice %transposed_203[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_210 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_211 = tensor.extract_slice %transposed_203[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_212 = tensor.concat dim(3) %369, %extracted_slice_211 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_213 = tensor.dim %369, %c2 : tensor<1x4x?x16xf32>
    %370 = tensor.empty(%dim_213) : tensor<1x4x?x32xf32>
    %371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_212, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%370 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %371 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_206, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_214 = tensor.extract_slice %transposed_206[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_214 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_215 = tensor.extract_slice %transposed_206[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_216 = tensor.concat dim(3) %374, %extracted_slice_215 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_217 = tensor.dim %374, %c2 : tensor<1x2x?x16xf32>
    %375 = tensor.empty(%dim_217) : tensor<1x2x?x32xf32>
    %376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_216, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%375 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %377 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%373, %376 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%377 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_218 = tensor.collapse_shape %378 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_209 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_219 = tensor.collapse_shape %379 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_220 = tensor.dim %372, %c2 : tensor<1x4x?x32xf32>
    %dim_221 = tensor.dim %collapsed_218, %c2 : tensor<1x4x?x32xf32>
    %380 = tensor.empty(%dim_220, %dim_221) : tensor<1x4x?x?xf32>
    %381 = linalg.fill ins(%cst_1 : f32) outs(%380 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%381 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %582 = linalg.index 2 : index
      %583 = linalg.index 3 : index
      %584 = arith.cmpi sge, %582, %583 : index
      %585 = arith.select %584, %cst_1, %cst_0 : f32
      linalg.yield %585 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_222 = tensor.collapse_shape %372 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_223 = tensor.collapse_shape %collapsed_218 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_224 = tensor.collapse_shape %collapsed_219 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_225 = tensor.collapse_shape %382 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %383 = tensor.empty(%dim_220) : tensor<4x?x32xf32>
    %384 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_222, %collapsed_223, %collapsed_224, %cst, %collapsed_225 : tensor<4x?x32xf32>, tensor<4x?x32xf32>, tensor<4x?x32xf32>, f32, tensor<4x?x?xf32>) outs(%383 : tensor<4x?x32xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x32xf32>
    %expanded_226 = tensor.expand_shape %384 [[0, 1], [2], [3]] output_shape [1, 4, %dim_220, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_227 = tensor.dim %expanded_226, %c2 : tensor<1x4x?x32xf32>
    %385 = tensor.empty(%dim_227) : tensor<1x?x4x32xf32>
    %transposed_228 = linalg.transpose ins(%expanded_226 : tensor<1x4x?x32xf32>) outs(%385 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_229 = tensor.collapse_shape %transposed_228 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.6.self_attn.o_proj.weight = util.global.load @__auto.layers.6.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_230 = linalg.transpose ins(%__auto.layers.6.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_230 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %387 = tensor.empty(%dim_227) : tensor<1x?x128xf32>
    %388 = linalg.fill ins(%cst_1 : f32) outs(%387 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %389 = linalg.batch_matmul ins(%collapsed_229, %386 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%388 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %389 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%391 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %395 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.6.post_attention_layernorm.weight = util.global.load @__auto.layers.6.post_attention_layernorm.weight : tensor<128xf32>
    %397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.6.post_attention_layernorm.weight, %396 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.6.mlp.gate_proj.weight = util.global.load @__auto.layers.6.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_231 = linalg.transpose ins(%__auto.layers.6.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_231 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %399 = linalg.batch_matmul ins(%397, %398 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399 : tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      %583 = math.exp %582 : f32
      %584 = arith.addf %583, %cst_2 : f32
      %585 = arith.divf %cst_2, %584 : f32
      linalg.yield %585 : f32
    } -> tensor<1x?x352xf32>
    %401 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %399 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.6.mlp.up_proj.weight = util.global.load @__auto.layers.6.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_232 = linalg.transpose ins(%__auto.layers.6.mlp.up_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_232 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %403 = linalg.batch_matmul ins(%397, %402 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401, %403 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.6.mlp.down_proj.weight = util.global.load @__auto.layers.6.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_233 = linalg.transpose ins(%__auto.layers.6.mlp.down_proj.weight : tensor<128x352xf32>) outs(%85 : tensor<352x128xf32>) permutation = [1, 0] 
    %405 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_233 : tensor<352x128xf32>) outs(%86 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %406 = linalg.batch_matmul ins(%404, %405 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %406 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%408 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407, %412 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.7.input_layernorm.weight = util.global.load @__auto.layers.7.input_layernorm.weight : tensor<128xf32>
    %414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.7.input_layernorm.weight, %413 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.7.self_attn.q_proj.weight = util.global.load @__auto.layers.7.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_234 = linalg.transpose ins(%__auto.layers.7.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %415 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_234 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %416 = linalg.batch_matmul ins(%414, %415 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_235 = tensor.expand_shape %416 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_236 = linalg.transpose ins(%expanded_235 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.7.self_attn.k_proj.weight = util.global.load @__auto.layers.7.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_237 = linalg.transpose ins(%__auto.layers.7.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_237 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %418 = linalg.batch_matmul ins(%414, %417 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_238 = tensor.expand_shape %418 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_239 = linalg.transpose ins(%expanded_238 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.7.self_attn.v_proj.weight = util.global.load @__auto.layers.7.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_240 = linalg.transpose ins(%__auto.layers.7.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %419 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_240 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %420 = linalg.batch_matmul ins(%414, %419 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_241 = tensor.expand_shape %420 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_242 = linalg.transpose ins(%expanded_241 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %421 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_236, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_243 = tensor.extract_slice %transposed_236[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_243 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_244 = tensor.extract_slice %transposed_236[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_245 = tensor.concat dim(3) %422, %extracted_slice_244 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_246 = tensor.dim %422, %c2 : tensor<1x4x?x16xf32>
    %423 = tensor.empty(%dim_246) : tensor<1x4x?x32xf32>
    %424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_245, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%423 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %424 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_239, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_247 = tensor.extract_slice %transposed_239[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_247 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_248 = tensor.extract_slice %transposed_239[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_249 = tensor.concat dim(3) %427, %extracted_slice_248 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_250 = tensor.dim %427, %c2 : tensor<1x2x?x16xf32>
    %428 = tensor.empty(%dim_250) : tensor<1x2x?x32xf32>
    %429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_249, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%428 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%426, %429 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%430 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_251 = tensor.collapse_shape %431 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_242 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_252 = tensor.collapse_shape %432 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_253 = tensor.dim %425, %c2 : tensor<1x4x?x32xf32>
    %dim_254 = tensor.dim %collapsed_251, %c2 : tensor<1x4x?x32xf32>
    %433 = tensor.empty(%dim_253, %dim_254) : tensor<1x4x?x?xf32>
    %434 = linalg.fill ins(%cst_1 : f32) outs(%433 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%434 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %582 = linalg.index 2 : index
      %583 = linalg.index 3 : index
      %584 = arith.cmpi sge, %582, %583 : index
      %585 = arith.select %584, %cst_1, %cst_0 : f32
      linalg.yield %585 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_255 = tensor.collapse_shape %425 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_256 = tensor.collapse_shape %collapsed_251 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_257 = tensor.collapse_shape %collapsed_252 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_258 = tensor.collapse_shape %435 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %436 = tensor.empty(%dim_253) : tensor<4x?x32xf32>
    %437 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_255, %collapsed_256, %collapsed_257, %cst, %collapsed_258 : tensor<4x?x32xf32>, tensor<4x?x32xf32>, tensor<4x?x32xf32>, f32, tensor<4x?x?xf32>) outs(%436 : tensor<4x?x32xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x32xf32>
    %expanded_259 = tensor.expand_shape %437 [[0, 1], [2], [3]] output_shape [1, 4, %dim_253, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_260 = tensor.dim %expanded_259, %c2 : tensor<1x4x?x32xf32>
    %438 = tensor.empty(%dim_260) : tensor<1x?x4x32xf32>
    %transposed_261 = linalg.transpose ins(%expanded_259 : tensor<1x4x?x32xf32>) outs(%438 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_262 = tensor.collapse_shape %transposed_261 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.7.self_attn.o_proj.weight = util.global.load @__auto.layers.7.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_263 = linalg.transpose ins(%__auto.layers.7.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_263 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %440 = tensor.empty(%dim_260) : tensor<1x?x128xf32>
    %441 = linalg.fill ins(%cst_1 : f32) outs(%440 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %442 = linalg.batch_matmul ins(%collapsed_262, %439 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%441 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %443 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407, %442 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%444 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443, %448 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.7.post_attention_layernorm.weight = util.global.load @__auto.layers.7.post_attention_layernorm.weight : tensor<128xf32>
    %450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.7.post_attention_layernorm.weight, %449 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.7.mlp.gate_proj.weight = util.global.load @__auto.layers.7.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_264 = linalg.transpose ins(%__auto.layers.7.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_264 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %452 = linalg.batch_matmul ins(%450, %451 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452 : tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      %583 = math.exp %582 : f32
      %584 = arith.addf %583, %cst_2 : f32
      %585 = arith.divf %cst_2, %584 : f32
      linalg.yield %585 : f32
    } -> tensor<1x?x352xf32>
    %454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %452 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.7.mlp.up_proj.weight = util.global.load @__auto.layers.7.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_265 = linalg.transpose ins(%__auto.layers.7.mlp.up_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_265 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %456 = linalg.batch_matmul ins(%450, %455 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %457 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454, %456 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.7.mlp.down_proj.weight = util.global.load @__auto.layers.7.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_266 = linalg.transpose ins(%__auto.layers.7.mlp.down_proj.weight : tensor<128x352xf32>) outs(%85 : tensor<352x128xf32>) permutation = [1, 0] 
    %458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_266 : tensor<352x128xf32>) outs(%86 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %459 = linalg.batch_matmul ins(%457, %458 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443, %459 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%461 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %465 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460, %465 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.8.input_layernorm.weight = util.global.load @__auto.layers.8.input_layernorm.weight : tensor<128xf32>
    %467 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.8.input_layernorm.weight, %466 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.8.self_attn.q_proj.weight = util.global.load @__auto.layers.8.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_267 = linalg.transpose ins(%__auto.layers.8.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_267 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %469 = linalg.batch_matmul ins(%467, %468 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_268 = tensor.expand_shape %469 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_269 = linalg.transpose ins(%expanded_268 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.8.self_attn.k_proj.weight = util.global.load @__auto.layers.8.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_270 = linalg.transpose ins(%__auto.layers.8.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_270 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %471 = linalg.batch_matmul ins(%467, %470 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_271 = tensor.expand_shape %471 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_272 = linalg.transpose ins(%expanded_271 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.8.self_attn.v_proj.weight = util.global.load @__auto.layers.8.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_273 = linalg.transpose ins(%__auto.layers.8.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_273 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %473 = linalg.batch_matmul ins(%467, %472 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_274 = tensor.expand_shape %473 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_275 = linalg.transpose ins(%expanded_274 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_269, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_276 = tensor.extract_slice %transposed_269[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_276 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_277 = tensor.extract_slice %transposed_269[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_278 = tensor.concat dim(3) %475, %extracted_slice_277 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_279 = tensor.dim %475, %c2 : tensor<1x4x?x16xf32>
    %476 = tensor.empty(%dim_279) : tensor<1x4x?x32xf32>
    %477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_278, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%476 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %477 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %479 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_272, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_280 = tensor.extract_slice %transposed_272[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_280 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_281 = tensor.extract_slice %transposed_272[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_282 = tensor.concat dim(3) %480, %extracted_slice_281 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_283 = tensor.dim %480, %c2 : tensor<1x2x?x16xf32>
    %481 = tensor.empty(%dim_283) : tensor<1x2x?x32xf32>
    %482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_282, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%481 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %482 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%483 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_284 = tensor.collapse_shape %484 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_275 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_285 = tensor.collapse_shape %485 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_286 = tensor.dim %478, %c2 : tensor<1x4x?x32xf32>
    %dim_287 = tensor.dim %collapsed_284, %c2 : tensor<1x4x?x32xf32>
    %486 = tensor.empty(%dim_286, %dim_287) : tensor<1x4x?x?xf32>
    %487 = linalg.fill ins(%cst_1 : f32) outs(%486 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%487 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %582 = linalg.index 2 : index
      %583 = linalg.index 3 : index
      %584 = arith.cmpi sge, %582, %583 : index
      %585 = arith.select %584, %cst_1, %cst_0 : f32
      linalg.yield %585 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_288 = tensor.collapse_shape %478 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_289 = tensor.collapse_shape %collapsed_284 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_290 = tensor.collapse_shape %collapsed_285 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_291 = tensor.collapse_shape %488 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %489 = tensor.empty(%dim_286) : tensor<4x?x32xf32>
    %490 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_288, %collapsed_289, %collapsed_290, %cst, %collapsed_291 : tensor<4x?x32xf32>, tensor<4x?x32xf32>, tensor<4x?x32xf32>, f32, tensor<4x?x?xf32>) outs(%489 : tensor<4x?x32xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x32xf32>
    %expanded_292 = tensor.expand_shape %490 [[0, 1], [2], [3]] output_shape [1, 4, %dim_286, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_293 = tensor.dim %expanded_292, %c2 : tensor<1x4x?x32xf32>
    %491 = tensor.empty(%dim_293) : tensor<1x?x4x32xf32>
    %transposed_294 = linalg.transpose ins(%expanded_292 : tensor<1x4x?x32xf32>) outs(%491 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_295 = tensor.collapse_shape %transposed_294 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.8.self_attn.o_proj.weight = util.global.load @__auto.layers.8.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_296 = linalg.transpose ins(%__auto.layers.8.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_296 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %493 = tensor.empty(%dim_293) : tensor<1x?x128xf32>
    %494 = linalg.fill ins(%cst_1 : f32) outs(%493 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %495 = linalg.batch_matmul ins(%collapsed_295, %492 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%494 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460, %495 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %497 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%497 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %499 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %501 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.8.post_attention_layernorm.weight = util.global.load @__auto.layers.8.post_attention_layernorm.weight : tensor<128xf32>
    %503 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.8.post_attention_layernorm.weight, %502 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.8.mlp.gate_proj.weight = util.global.load @__auto.layers.8.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_297 = linalg.transpose ins(%__auto.layers.8.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_297 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %505 = linalg.batch_matmul ins(%503, %504 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      %583 = math.exp %582 : f32
      %584 = arith.addf %583, %cst_2 : f32
      %585 = arith.divf %cst_2, %584 : f32
      linalg.yield %585 : f32
    } -> tensor<1x?x352xf32>
    %507 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506, %505 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.8.mlp.up_proj.weight = util.global.load @__auto.layers.8.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_298 = linalg.transpose ins(%__auto.layers.8.mlp.up_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_298 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %509 = linalg.batch_matmul ins(%503, %508 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %509 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.8.mlp.down_proj.weight = util.global.load @__auto.layers.8.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_299 = linalg.transpose ins(%__auto.layers.8.mlp.down_proj.weight : tensor<128x352xf32>) outs(%85 : tensor<352x128xf32>) permutation = [1, 0] 
    %511 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_299 : tensor<352x128xf32>) outs(%86 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %512 = linalg.batch_matmul ins(%510, %511 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %512 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %515 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%514 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %517 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513, %518 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.9.input_layernorm.weight = util.global.load @__auto.layers.9.input_layernorm.weight : tensor<128xf32>
    %520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.9.input_layernorm.weight, %519 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.9.self_attn.q_proj.weight = util.global.load @__auto.layers.9.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_300 = linalg.transpose ins(%__auto.layers.9.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_300 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %522 = linalg.batch_matmul ins(%520, %521 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_301 = tensor.expand_shape %522 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_302 = linalg.transpose ins(%expanded_301 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.9.self_attn.k_proj.weight = util.global.load @__auto.layers.9.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_303 = linalg.transpose ins(%__auto.layers.9.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_303 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %524 = linalg.batch_matmul ins(%520, %523 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_304 = tensor.expand_shape %524 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_305 = linalg.transpose ins(%expanded_304 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.9.self_attn.v_proj.weight = util.global.load @__auto.layers.9.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_306 = linalg.transpose ins(%__auto.layers.9.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %525 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_306 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %526 = linalg.batch_matmul ins(%520, %525 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_307 = tensor.expand_shape %526 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_308 = linalg.transpose ins(%expanded_307 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %527 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_302, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_309 = tensor.extract_slice %transposed_302[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_309 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_310 = tensor.extract_slice %transposed_302[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_311 = tensor.concat dim(3) %528, %extracted_slice_310 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_312 = tensor.dim %528, %c2 : tensor<1x4x?x16xf32>
    %529 = tensor.empty(%dim_312) : tensor<1x4x?x32xf32>
    %530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_311, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%529 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527, %530 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x4x?x32xf32>
    %532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_305, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_313 = tensor.extract_slice %transposed_305[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_313 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_314 = tensor.extract_slice %transposed_305[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_315 = tensor.concat dim(3) %533, %extracted_slice_314 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_316 = tensor.dim %533, %c2 : tensor<1x2x?x16xf32>
    %534 = tensor.empty(%dim_316) : tensor<1x2x?x32xf32>
    %535 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_315, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%534 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%532, %535 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x2x?x32xf32>
    %537 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%536 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_317 = tensor.collapse_shape %537 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_308 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_318 = tensor.collapse_shape %538 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_319 = tensor.dim %531, %c2 : tensor<1x4x?x32xf32>
    %dim_320 = tensor.dim %collapsed_317, %c2 : tensor<1x4x?x32xf32>
    %539 = tensor.empty(%dim_319, %dim_320) : tensor<1x4x?x?xf32>
    %540 = linalg.fill ins(%cst_1 : f32) outs(%539 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %541 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%540 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %582 = linalg.index 2 : index
      %583 = linalg.index 3 : index
      %584 = arith.cmpi sge, %582, %583 : index
      %585 = arith.select %584, %cst_1, %cst_0 : f32
      linalg.yield %585 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_321 = tensor.collapse_shape %531 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_322 = tensor.collapse_shape %collapsed_317 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_323 = tensor.collapse_shape %collapsed_318 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_324 = tensor.collapse_shape %541 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %542 = tensor.empty(%dim_319) : tensor<4x?x32xf32>
    %543 = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%collapsed_321, %collapsed_322, %collapsed_323, %cst, %collapsed_324 : tensor<4x?x32xf32>, tensor<4x?x32xf32>, tensor<4x?x32xf32>, f32, tensor<4x?x?xf32>) outs(%542 : tensor<4x?x32xf32>) {
    ^bb0(%arg3: f32):
      iree_linalg_ext.yield %arg3 : f32
    } -> tensor<4x?x32xf32>
    %expanded_325 = tensor.expand_shape %543 [[0, 1], [2], [3]] output_shape [1, 4, %dim_319, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_326 = tensor.dim %expanded_325, %c2 : tensor<1x4x?x32xf32>
    %544 = tensor.empty(%dim_326) : tensor<1x?x4x32xf32>
    %transposed_327 = linalg.transpose ins(%expanded_325 : tensor<1x4x?x32xf32>) outs(%544 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_328 = tensor.collapse_shape %transposed_327 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.9.self_attn.o_proj.weight = util.global.load @__auto.layers.9.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_329 = linalg.transpose ins(%__auto.layers.9.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %545 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_329 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %546 = tensor.empty(%dim_326) : tensor<1x?x128xf32>
    %547 = linalg.fill ins(%cst_1 : f32) outs(%546 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %548 = linalg.batch_matmul ins(%collapsed_328, %545 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%547 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513, %548 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %551 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%550 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %553 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %555 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549, %554 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.9.post_attention_layernorm.weight = util.global.load @__auto.layers.9.post_attention_layernorm.weight : tensor<128xf32>
    %556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.9.post_attention_layernorm.weight, %555 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.9.mlp.gate_proj.weight = util.global.load @__auto.layers.9.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_330 = linalg.transpose ins(%__auto.layers.9.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_330 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %558 = linalg.batch_matmul ins(%556, %557 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %559 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558 : tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.negf %in : f32
      %583 = math.exp %582 : f32
      %584 = arith.addf %583, %cst_2 : f32
      %585 = arith.divf %cst_2, %584 : f32
      linalg.yield %585 : f32
    } -> tensor<1x?x352xf32>
    %560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%559, %558 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.9.mlp.up_proj.weight = util.global.load @__auto.layers.9.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_331 = linalg.transpose ins(%__auto.layers.9.mlp.up_proj.weight : tensor<352x128xf32>) outs(%74 : tensor<128x352xf32>) permutation = [1, 0] 
    %561 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_331 : tensor<128x352xf32>) outs(%75 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %562 = linalg.batch_matmul ins(%556, %561 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%78 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %563 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560, %562 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%77 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.9.mlp.down_proj.weight = util.global.load @__auto.layers.9.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_332 = linalg.transpose ins(%__auto.layers.9.mlp.down_proj.weight : tensor<128x352xf32>) outs(%85 : tensor<352x128xf32>) permutation = [1, 0] 
    %564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_332 : tensor<352x128xf32>) outs(%86 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %565 = linalg.batch_matmul ins(%563, %564 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549, %565 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.addf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%567 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %out : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %569 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.divf %in, %cst_5 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = arith.addf %in, %cst_3 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %582 = math.rsqrt %in : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x1xf32>
    %572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%566, %571 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.norm.weight = util.global.load @__auto.norm.weight : tensor<128xf32>
    %573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.norm.weight, %572 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_335: f32, %out: f32):
      %582 = arith.mulf %in, %in_335 : f32
      linalg.yield %582 : f32
    } -> tensor<1x?x128xf32>
    %__auto.lm_head.weight = util.global.load @__auto.lm_head.weight : tensor<512x128xf32>
    %574 = tensor.empty() : tensor<128x512xf32>
    %transposed_333 = linalg.transpose ins(%__auto.lm_head.weight : tensor<512x128xf32>) outs(%574 : tensor<128x512xf32>) permutation = [1, 0] 
    %575 = tensor.empty() : tensor<1x128x512xf32>
    %576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_333 : tensor<128x512xf32>) outs(%575 : tensor<1x128x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x512xf32>
    %577 = tensor.empty(%dim) : tensor<1x?x512xf32>
    %578 = linalg.fill ins(%cst_1 : f32) outs(%577 : tensor<1x?x512xf32>) -> tensor<1x?x512xf32>
    %579 = linalg.batch_matmul ins(%573, %576 : tensor<1x?x128xf32>, tensor<1x128x512xf32>) outs(%578 : tensor<1x?x512xf32>) -> tensor<1x?x512xf32>
    %580, %gpu_out0 = hal.tensor.barrier join(%579, %gpu_r : tensor<1x?x512xf32>, tensor<4x8xf32>) => %arg2 : !hal.fence
    %dim_334 = tensor.dim %580, %c1 : tensor<1x?x512xf32>
    %581 = hal.tensor.export %580 : tensor<1x?x512xf32>{%dim_334} -> !hal.buffer_view
    %gpu_out0_bv = hal.tensor.export %gpu_out0 : tensor<4x8xf32> -> !hal.buffer_view
    util.return %581, %gpu_out0_bv : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %gpu_in0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1, %gpu_out0_res = util.call @main$async(%arg0, %gpu_in0, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1, %gpu_out0_res : !hal.buffer_view, !hal.buffer_view
  }
}
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F9AF50F3F9BE8A13E8718363ECDCCCC3DC255663DE386013D39AD913C0AD7233C9C44B83B383E4F3B2815E93A6F12833A166A133A60CBA53953773A39"
    }
  }
#-}
