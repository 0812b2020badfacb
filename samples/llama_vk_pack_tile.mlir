#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map13 = affine_map<(d0, d1, d2) -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
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
  util.func public @main$async(%arg0: !hal.buffer_view, %vk_in0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
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
    %8 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%7 : tensor<?xf32>) {
    ^bb0(%out: f32):
      %772 = linalg.index 0 : index
      %773 = arith.index_cast %772 : index to i64
      %774 = arith.sitofp %773 : i64 to f32
      %775 = arith.addf %774, %cst_1 : f32
      linalg.yield %775 : f32
    } -> tensor<?xf32>
    %9 = tensor.empty(%6) : tensor<?x16xf32>
    %10 = linalg.fill ins(%cst_1 : f32) outs(%9 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_4 : tensor<?xf32>, tensor<16xf32>) outs(%10 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<?x16xf32>
    %concat = tensor.concat dim(1) %11, %11 : (tensor<?x16xf32>, tensor<?x16xf32>) -> tensor<?x32xf32>
    %dim_6 = tensor.dim %11, %c0 : tensor<?x16xf32>
    %12 = tensor.empty(%dim_6) : tensor<?x32xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%concat : tensor<?x32xf32>) outs(%12 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.cos %in : f32
      linalg.yield %772 : f32
    } -> tensor<?x32xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%concat : tensor<?x32xf32>) outs(%12 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.sin %in : f32
      linalg.yield %772 : f32
    } -> tensor<?x32xf32>
    %__auto.embed_tokens.weight = util.global.load @__auto.embed_tokens.weight : tensor<512x128xf32>
    %15 = tensor.empty(%dim) : tensor<1x?x128xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x?xi64>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: i64, %out: f32):
      %772 = arith.index_cast %in : i64 to index
      %773 = linalg.index 2 : index
      %774 = arith.cmpi slt, %772, %c512 : index
      cf.assert %774, "index must be smaller than dim size"
      %775 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %775, "index must be larger or equal to 0"
      %extracted = tensor.extract %__auto.embed_tokens.weight[%772, %773] : tensor<512x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x128xf32>
    %17 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %18 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %19 = linalg.fill ins(%cst_1 : f32) outs(%18 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %20 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %21 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %22 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %23 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %24 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %23 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.0.input_layernorm.weight = util.global.load @__auto.layers.0.input_layernorm.weight : tensor<128xf32>
    %25 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.0.input_layernorm.weight, %24 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.0.self_attn.q_proj.weight = util.global.load @__auto.layers.0.self_attn.q_proj.weight : tensor<128x128xf32>
    %26 = tensor.empty() : tensor<128x128xf32>
    %transposed = linalg.transpose ins(%__auto.layers.0.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %27 = tensor.empty() : tensor<1x128x128xf32>
    %28 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
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
    %34 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_8 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
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
    %39 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_11 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %40 = linalg.batch_matmul ins(%25, %39 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_12 = tensor.expand_shape %40 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %41 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_7, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice = tensor.extract_slice %transposed_7[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %42 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %43 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_14 = tensor.extract_slice %transposed_7[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_15 = tensor.concat dim(3) %43, %extracted_slice_14 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_16 = tensor.dim %43, %c2 : tensor<1x4x?x16xf32>
    %44 = tensor.empty(%dim_16) : tensor<1x4x?x32xf32>
    %45 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_15, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%44 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %46 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %45 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_10, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_17 = tensor.extract_slice %transposed_10[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %48 = tensor.empty(%dim) : tensor<1x2x?x16xf32>
    %49 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_18 = tensor.extract_slice %transposed_10[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_19 = tensor.concat dim(3) %49, %extracted_slice_18 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_20 = tensor.dim %49, %c2 : tensor<1x2x?x16xf32>
    %50 = tensor.empty(%dim_20) : tensor<1x2x?x32xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_19, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%50 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %52 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %51 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %53 = tensor.empty(%dim) : tensor<1x2x2x?x32xf32>
    %54 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed = tensor.collapse_shape %54 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %55 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_21 = tensor.collapse_shape %55 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_22 = tensor.dim %46, %c2 : tensor<1x4x?x32xf32>
    %dim_23 = tensor.dim %collapsed, %c2 : tensor<1x4x?x32xf32>
    %56 = tensor.empty(%dim_22, %dim_23) : tensor<1x4x?x?xf32>
    %57 = linalg.fill ins(%cst_1 : f32) outs(%56 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %58 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%57 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %772 = linalg.index 2 : index
      %773 = linalg.index 3 : index
      %774 = arith.cmpi sge, %772, %773 : index
      %775 = arith.select %774, %cst_1, %cst_0 : f32
      linalg.yield %775 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_24 = tensor.collapse_shape %46 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_25 = tensor.collapse_shape %collapsed [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_26 = tensor.collapse_shape %collapsed_21 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_27 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %59 = tensor.empty(%dim_22) : tensor<4x?x32xf32>
    %c1_28 = arith.constant 1 : index
    %dim_29 = tensor.dim %collapsed_24, %c1_28 : tensor<4x?x32xf32>
    %c1_30 = arith.constant 1 : index
    %dim_31 = tensor.dim %collapsed_25, %c1_30 : tensor<4x?x32xf32>
    %60 = tensor.empty(%dim_29) : tensor<4x?x32xf32>
    %61 = tensor.empty(%dim_29) : tensor<4x?xf32>
    %cst_32 = arith.constant 0.000000e+00 : f32
    %cst_33 = arith.constant -3.40282347E+38 : f32
    %cst_34 = arith.constant 0.000000e+00 : f32
    %62 = linalg.fill ins(%cst_32 : f32) outs(%60 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %63 = linalg.fill ins(%cst_33 : f32) outs(%61 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %64 = linalg.fill ins(%cst_34 : f32) outs(%61 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %c1_35 = arith.constant 1 : index
    %dim_36 = tensor.dim %collapsed_24, %c1_35 : tensor<4x?x32xf32>
    %c1_37 = arith.constant 1 : index
    %dim_38 = tensor.dim %collapsed_25, %c1_37 : tensor<4x?x32xf32>
    %cst_39 = arith.constant 1.44269502 : f32
    %65 = arith.mulf %cst, %cst_39 : f32
    %66 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : f32) outs(%collapsed_24 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %67 = tensor.empty(%dim_36, %dim_38) : tensor<4x?x?xf32>
    %cst_40 = arith.constant 0.000000e+00 : f32
    %68 = linalg.fill ins(%cst_40 : f32) outs(%67 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %69 = linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%66, %collapsed_25 : tensor<4x?x32xf32>, tensor<4x?x32xf32>) outs(%68 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %70 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel"]} outs(%69 : tensor<4x?x?xf32>) {
    ^bb0(%out: f32):
      linalg.yield %out : f32
    } -> tensor<4x?x?xf32>
    %cst_41 = arith.constant 0.000000e+00 : f32
    %cst_42 = arith.constant 0xFF800000 : f32
    %71 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_27 : tensor<4x?x?xf32>) outs(%70 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_485 = arith.constant 1.44269502 : f32
      %772 = arith.mulf %in, %cst_485 : f32
      %773 = arith.addf %out, %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %72 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<4x?x?xf32>) outs(%63 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.maximumf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%72 : tensor<4x?xf32>) outs(%63 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<4x?xf32>) outs(%64 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %75 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<4x?xf32>) outs(%71 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %76 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%75 : tensor<4x?x?xf32>) outs(%74 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %77 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<4x?xf32>) outs(%62 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %78 = linalg.generic {indexing_maps = [#map16, #map15, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75, %collapsed_26 : tensor<4x?x?xf32>, tensor<4x?x32xf32>) outs(%77 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %79 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %78 : tensor<4x?xf32>, tensor<4x?x32xf32>) outs(%59 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %cst_486 = arith.constant 1.000000e+00 : f32
      %772 = arith.divf %cst_486, %in : f32
      %773 = arith.mulf %772, %in_485 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %expanded_43 = tensor.expand_shape %79 [[0, 1], [2], [3]] output_shape [1, 4, %dim_22, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_44 = tensor.dim %expanded_43, %c2 : tensor<1x4x?x32xf32>
    %80 = tensor.empty(%dim_44) : tensor<1x?x4x32xf32>
    %transposed_45 = linalg.transpose ins(%expanded_43 : tensor<1x4x?x32xf32>) outs(%80 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_46 = tensor.collapse_shape %transposed_45 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.0.self_attn.o_proj.weight = util.global.load @__auto.layers.0.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_47 = linalg.transpose ins(%__auto.layers.0.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %81 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_47 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %82 = tensor.empty(%dim_44) : tensor<1x?x128xf32>
    %83 = linalg.fill ins(%cst_1 : f32) outs(%82 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %84 = linalg.batch_matmul ins(%collapsed_46, %81 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%83 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %85 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %84 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %87 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%86 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %88 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %89 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %90 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %91 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %90 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.0.post_attention_layernorm.weight = util.global.load @__auto.layers.0.post_attention_layernorm.weight : tensor<128xf32>
    %92 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.0.post_attention_layernorm.weight, %91 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.0.mlp.gate_proj.weight = util.global.load @__auto.layers.0.mlp.gate_proj.weight : tensor<352x128xf32>
    %93 = tensor.empty() : tensor<128x352xf32>
    %transposed_48 = linalg.transpose ins(%__auto.layers.0.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %94 = tensor.empty() : tensor<1x128x352xf32>
    %95 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_48 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %96 = tensor.empty(%dim) : tensor<1x?x352xf32>
    %97 = linalg.fill ins(%cst_1 : f32) outs(%96 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %98 = linalg.batch_matmul ins(%92, %95 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %99 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      %773 = math.exp %772 : f32
      %774 = arith.addf %773, %cst_2 : f32
      %775 = arith.divf %cst_2, %774 : f32
      linalg.yield %775 : f32
    } -> tensor<1x?x352xf32>
    %100 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %98 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.0.mlp.up_proj.weight = util.global.load @__auto.layers.0.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_49 = linalg.transpose ins(%__auto.layers.0.mlp.up_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %101 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_49 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %102 = linalg.batch_matmul ins(%92, %101 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %103 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100, %102 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.0.mlp.down_proj.weight = util.global.load @__auto.layers.0.mlp.down_proj.weight : tensor<128x352xf32>
    %104 = tensor.empty() : tensor<352x128xf32>
    %transposed_50 = linalg.transpose ins(%__auto.layers.0.mlp.down_proj.weight : tensor<128x352xf32>) outs(%104 : tensor<352x128xf32>) permutation = [1, 0] 
    %105 = tensor.empty() : tensor<1x352x128xf32>
    %106 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_50 : tensor<352x128xf32>) outs(%105 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %107 = linalg.batch_matmul ins(%103, %106 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %107 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %110 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %111 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %112 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %113 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %114 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %113 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.1.input_layernorm.weight = util.global.load @__auto.layers.1.input_layernorm.weight : tensor<128xf32>
    %115 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.1.input_layernorm.weight, %114 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.1.self_attn.q_proj.weight = util.global.load @__auto.layers.1.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_51 = linalg.transpose ins(%__auto.layers.1.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %116 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_51 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %117 = linalg.batch_matmul ins(%115, %116 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_52 = tensor.expand_shape %117 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.1.self_attn.k_proj.weight = util.global.load @__auto.layers.1.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_54 = linalg.transpose ins(%__auto.layers.1.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %118 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_54 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %119 = linalg.batch_matmul ins(%115, %118 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_55 = tensor.expand_shape %119 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.1.self_attn.v_proj.weight = util.global.load @__auto.layers.1.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_57 = linalg.transpose ins(%__auto.layers.1.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %120 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_57 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %121 = linalg.batch_matmul ins(%115, %120 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_58 = tensor.expand_shape %121 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %122 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_60 = tensor.extract_slice %transposed_53[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %123 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_60 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_53[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_62 = tensor.concat dim(3) %123, %extracted_slice_61 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_63 = tensor.dim %123, %c2 : tensor<1x4x?x16xf32>
    %124 = tensor.empty(%dim_63) : tensor<1x4x?x32xf32>
    %125 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_62, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%124 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %126 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %125 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %127 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_64 = tensor.extract_slice %transposed_56[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %128 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_64 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_65 = tensor.extract_slice %transposed_56[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_66 = tensor.concat dim(3) %128, %extracted_slice_65 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_67 = tensor.dim %128, %c2 : tensor<1x2x?x16xf32>
    %129 = tensor.empty(%dim_67) : tensor<1x2x?x32xf32>
    %130 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_66, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%129 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %131 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %130 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %132 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_68 = tensor.collapse_shape %132 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %133 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_59 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_69 = tensor.collapse_shape %133 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_70 = tensor.dim %126, %c2 : tensor<1x4x?x32xf32>
    %dim_71 = tensor.dim %collapsed_68, %c2 : tensor<1x4x?x32xf32>
    %134 = tensor.empty(%dim_70, %dim_71) : tensor<1x4x?x?xf32>
    %135 = linalg.fill ins(%cst_1 : f32) outs(%134 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %136 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%135 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %772 = linalg.index 2 : index
      %773 = linalg.index 3 : index
      %774 = arith.cmpi sge, %772, %773 : index
      %775 = arith.select %774, %cst_1, %cst_0 : f32
      linalg.yield %775 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_72 = tensor.collapse_shape %126 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_73 = tensor.collapse_shape %collapsed_68 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_74 = tensor.collapse_shape %collapsed_69 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_75 = tensor.collapse_shape %136 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %137 = tensor.empty(%dim_70) : tensor<4x?x32xf32>
    %c1_76 = arith.constant 1 : index
    %dim_77 = tensor.dim %collapsed_72, %c1_76 : tensor<4x?x32xf32>
    %c1_78 = arith.constant 1 : index
    %dim_79 = tensor.dim %collapsed_73, %c1_78 : tensor<4x?x32xf32>
    %138 = tensor.empty(%dim_77) : tensor<4x?x32xf32>
    %139 = tensor.empty(%dim_77) : tensor<4x?xf32>
    %cst_80 = arith.constant 0.000000e+00 : f32
    %cst_81 = arith.constant -3.40282347E+38 : f32
    %cst_82 = arith.constant 0.000000e+00 : f32
    %140 = linalg.fill ins(%cst_80 : f32) outs(%138 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %141 = linalg.fill ins(%cst_81 : f32) outs(%139 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %142 = linalg.fill ins(%cst_82 : f32) outs(%139 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %c1_83 = arith.constant 1 : index
    %dim_84 = tensor.dim %collapsed_72, %c1_83 : tensor<4x?x32xf32>
    %c1_85 = arith.constant 1 : index
    %dim_86 = tensor.dim %collapsed_73, %c1_85 : tensor<4x?x32xf32>
    %cst_87 = arith.constant 1.44269502 : f32
    %143 = arith.mulf %cst, %cst_87 : f32
    %144 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : f32) outs(%collapsed_72 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %145 = tensor.empty(%dim_84, %dim_86) : tensor<4x?x?xf32>
    %cst_88 = arith.constant 0.000000e+00 : f32
    %146 = linalg.fill ins(%cst_88 : f32) outs(%145 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %147 = linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%144, %collapsed_73 : tensor<4x?x32xf32>, tensor<4x?x32xf32>) outs(%146 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %148 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel"]} outs(%147 : tensor<4x?x?xf32>) {
    ^bb0(%out: f32):
      linalg.yield %out : f32
    } -> tensor<4x?x?xf32>
    %cst_89 = arith.constant 0.000000e+00 : f32
    %cst_90 = arith.constant 0xFF800000 : f32
    %149 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_75 : tensor<4x?x?xf32>) outs(%148 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_485 = arith.constant 1.44269502 : f32
      %772 = arith.mulf %in, %cst_485 : f32
      %773 = arith.addf %out, %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %150 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%149 : tensor<4x?x?xf32>) outs(%141 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.maximumf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %151 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<4x?xf32>) outs(%141 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?xf32>
    %152 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%151 : tensor<4x?xf32>) outs(%142 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<4x?xf32>) outs(%149 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %154 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<4x?x?xf32>) outs(%152 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<4x?xf32>) outs(%140 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %156 = linalg.generic {indexing_maps = [#map16, #map15, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%153, %collapsed_74 : tensor<4x?x?xf32>, tensor<4x?x32xf32>) outs(%155 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %157 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<4x?xf32>, tensor<4x?x32xf32>) outs(%137 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %cst_486 = arith.constant 1.000000e+00 : f32
      %772 = arith.divf %cst_486, %in : f32
      %773 = arith.mulf %772, %in_485 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %expanded_91 = tensor.expand_shape %157 [[0, 1], [2], [3]] output_shape [1, 4, %dim_70, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_92 = tensor.dim %expanded_91, %c2 : tensor<1x4x?x32xf32>
    %158 = tensor.empty(%dim_92) : tensor<1x?x4x32xf32>
    %transposed_93 = linalg.transpose ins(%expanded_91 : tensor<1x4x?x32xf32>) outs(%158 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_94 = tensor.collapse_shape %transposed_93 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.1.self_attn.o_proj.weight = util.global.load @__auto.layers.1.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_95 = linalg.transpose ins(%__auto.layers.1.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %159 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_95 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %160 = tensor.empty(%dim_92) : tensor<1x?x128xf32>
    %161 = linalg.fill ins(%cst_1 : f32) outs(%160 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %162 = linalg.batch_matmul ins(%collapsed_94, %159 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%161 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %163 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %162 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %164 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %165 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%164 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %166 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %167 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %168 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %169 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %168 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.1.post_attention_layernorm.weight = util.global.load @__auto.layers.1.post_attention_layernorm.weight : tensor<128xf32>
    %170 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.1.post_attention_layernorm.weight, %169 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.1.mlp.gate_proj.weight = util.global.load @__auto.layers.1.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_96 = linalg.transpose ins(%__auto.layers.1.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %171 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_96 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %172 = linalg.batch_matmul ins(%170, %171 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %173 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      %773 = math.exp %772 : f32
      %774 = arith.addf %773, %cst_2 : f32
      %775 = arith.divf %cst_2, %774 : f32
      linalg.yield %775 : f32
    } -> tensor<1x?x352xf32>
    %174 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %172 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.1.mlp.up_proj.weight = util.global.load @__auto.layers.1.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_97 = linalg.transpose ins(%__auto.layers.1.mlp.up_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %175 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_97 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %176 = linalg.batch_matmul ins(%170, %175 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %177 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %176 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.1.mlp.down_proj.weight = util.global.load @__auto.layers.1.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_98 = linalg.transpose ins(%__auto.layers.1.mlp.down_proj.weight : tensor<128x352xf32>) outs(%104 : tensor<352x128xf32>) permutation = [1, 0] 
    %178 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_98 : tensor<352x128xf32>) outs(%105 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %179 = linalg.batch_matmul ins(%177, %178 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %180 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %179 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %181 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %182 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%181 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %183 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %184 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %185 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %186 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %185 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.2.input_layernorm.weight = util.global.load @__auto.layers.2.input_layernorm.weight : tensor<128xf32>
    %187 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.2.input_layernorm.weight, %186 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.2.self_attn.q_proj.weight = util.global.load @__auto.layers.2.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_99 = linalg.transpose ins(%__auto.layers.2.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %188 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_99 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %189 = linalg.batch_matmul ins(%187, %188 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_100 = tensor.expand_shape %189 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_101 = linalg.transpose ins(%expanded_100 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.2.self_attn.k_proj.weight = util.global.load @__auto.layers.2.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_102 = linalg.transpose ins(%__auto.layers.2.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %190 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_102 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %191 = linalg.batch_matmul ins(%187, %190 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_103 = tensor.expand_shape %191 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_104 = linalg.transpose ins(%expanded_103 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.2.self_attn.v_proj.weight = util.global.load @__auto.layers.2.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_105 = linalg.transpose ins(%__auto.layers.2.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %192 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_105 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %193 = linalg.batch_matmul ins(%187, %192 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_106 = tensor.expand_shape %193 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_107 = linalg.transpose ins(%expanded_106 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %194 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_101, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_108 = tensor.extract_slice %transposed_101[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %195 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_108 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_109 = tensor.extract_slice %transposed_101[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_110 = tensor.concat dim(3) %195, %extracted_slice_109 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_111 = tensor.dim %195, %c2 : tensor<1x4x?x16xf32>
    %196 = tensor.empty(%dim_111) : tensor<1x4x?x32xf32>
    %197 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_110, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%196 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %198 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %197 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %199 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_104, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_112 = tensor.extract_slice %transposed_104[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %200 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_112 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_113 = tensor.extract_slice %transposed_104[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_114 = tensor.concat dim(3) %200, %extracted_slice_113 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_115 = tensor.dim %200, %c2 : tensor<1x2x?x16xf32>
    %201 = tensor.empty(%dim_115) : tensor<1x2x?x32xf32>
    %202 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_114, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%201 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %203 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %202 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %204 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_116 = tensor.collapse_shape %204 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %205 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_107 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_117 = tensor.collapse_shape %205 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_118 = tensor.dim %198, %c2 : tensor<1x4x?x32xf32>
    %dim_119 = tensor.dim %collapsed_116, %c2 : tensor<1x4x?x32xf32>
    %206 = tensor.empty(%dim_118, %dim_119) : tensor<1x4x?x?xf32>
    %207 = linalg.fill ins(%cst_1 : f32) outs(%206 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %208 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%207 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %772 = linalg.index 2 : index
      %773 = linalg.index 3 : index
      %774 = arith.cmpi sge, %772, %773 : index
      %775 = arith.select %774, %cst_1, %cst_0 : f32
      linalg.yield %775 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_120 = tensor.collapse_shape %198 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_121 = tensor.collapse_shape %collapsed_116 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_122 = tensor.collapse_shape %collapsed_117 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_123 = tensor.collapse_shape %208 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %209 = tensor.empty(%dim_118) : tensor<4x?x32xf32>
    %c1_124 = arith.constant 1 : index
    %dim_125 = tensor.dim %collapsed_120, %c1_124 : tensor<4x?x32xf32>
    %c1_126 = arith.constant 1 : index
    %dim_127 = tensor.dim %collapsed_121, %c1_126 : tensor<4x?x32xf32>
    %210 = tensor.empty(%dim_125) : tensor<4x?x32xf32>
    %211 = tensor.empty(%dim_125) : tensor<4x?xf32>
    %cst_128 = arith.constant 0.000000e+00 : f32
    %cst_129 = arith.constant -3.40282347E+38 : f32
    %cst_130 = arith.constant 0.000000e+00 : f32
    %212 = linalg.fill ins(%cst_128 : f32) outs(%210 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %213 = linalg.fill ins(%cst_129 : f32) outs(%211 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %214 = linalg.fill ins(%cst_130 : f32) outs(%211 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %c1_131 = arith.constant 1 : index
    %dim_132 = tensor.dim %collapsed_120, %c1_131 : tensor<4x?x32xf32>
    %c1_133 = arith.constant 1 : index
    %dim_134 = tensor.dim %collapsed_121, %c1_133 : tensor<4x?x32xf32>
    %cst_135 = arith.constant 1.44269502 : f32
    %215 = arith.mulf %cst, %cst_135 : f32
    %216 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : f32) outs(%collapsed_120 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %217 = tensor.empty(%dim_132, %dim_134) : tensor<4x?x?xf32>
    %cst_136 = arith.constant 0.000000e+00 : f32
    %218 = linalg.fill ins(%cst_136 : f32) outs(%217 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %219 = linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%216, %collapsed_121 : tensor<4x?x32xf32>, tensor<4x?x32xf32>) outs(%218 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %220 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel"]} outs(%219 : tensor<4x?x?xf32>) {
    ^bb0(%out: f32):
      linalg.yield %out : f32
    } -> tensor<4x?x?xf32>
    %cst_137 = arith.constant 0.000000e+00 : f32
    %cst_138 = arith.constant 0xFF800000 : f32
    %221 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_123 : tensor<4x?x?xf32>) outs(%220 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_485 = arith.constant 1.44269502 : f32
      %772 = arith.mulf %in, %cst_485 : f32
      %773 = arith.addf %out, %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %222 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%221 : tensor<4x?x?xf32>) outs(%213 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.maximumf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %223 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%222 : tensor<4x?xf32>) outs(%213 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?xf32>
    %224 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%223 : tensor<4x?xf32>) outs(%214 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %225 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<4x?xf32>) outs(%221 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %226 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<4x?x?xf32>) outs(%224 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %227 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<4x?xf32>) outs(%212 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %228 = linalg.generic {indexing_maps = [#map16, #map15, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%225, %collapsed_122 : tensor<4x?x?xf32>, tensor<4x?x32xf32>) outs(%227 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %229 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %228 : tensor<4x?xf32>, tensor<4x?x32xf32>) outs(%209 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %cst_486 = arith.constant 1.000000e+00 : f32
      %772 = arith.divf %cst_486, %in : f32
      %773 = arith.mulf %772, %in_485 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %expanded_139 = tensor.expand_shape %229 [[0, 1], [2], [3]] output_shape [1, 4, %dim_118, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_140 = tensor.dim %expanded_139, %c2 : tensor<1x4x?x32xf32>
    %230 = tensor.empty(%dim_140) : tensor<1x?x4x32xf32>
    %transposed_141 = linalg.transpose ins(%expanded_139 : tensor<1x4x?x32xf32>) outs(%230 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_142 = tensor.collapse_shape %transposed_141 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.2.self_attn.o_proj.weight = util.global.load @__auto.layers.2.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_143 = linalg.transpose ins(%__auto.layers.2.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %231 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_143 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %232 = tensor.empty(%dim_140) : tensor<1x?x128xf32>
    %233 = linalg.fill ins(%cst_1 : f32) outs(%232 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %234 = linalg.batch_matmul ins(%collapsed_142, %231 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%233 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %235 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %234 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %236 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %237 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%236 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %238 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %239 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %240 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %241 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %240 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.2.post_attention_layernorm.weight = util.global.load @__auto.layers.2.post_attention_layernorm.weight : tensor<128xf32>
    %242 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.2.post_attention_layernorm.weight, %241 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.2.mlp.gate_proj.weight = util.global.load @__auto.layers.2.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_144 = linalg.transpose ins(%__auto.layers.2.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %243 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_144 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %244 = linalg.batch_matmul ins(%242, %243 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %245 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      %773 = math.exp %772 : f32
      %774 = arith.addf %773, %cst_2 : f32
      %775 = arith.divf %cst_2, %774 : f32
      linalg.yield %775 : f32
    } -> tensor<1x?x352xf32>
    %246 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %244 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.2.mlp.up_proj.weight = util.global.load @__auto.layers.2.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_145 = linalg.transpose ins(%__auto.layers.2.mlp.up_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %247 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_145 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %248 = linalg.batch_matmul ins(%242, %247 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %249 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %248 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.2.mlp.down_proj.weight = util.global.load @__auto.layers.2.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_146 = linalg.transpose ins(%__auto.layers.2.mlp.down_proj.weight : tensor<128x352xf32>) outs(%104 : tensor<352x128xf32>) permutation = [1, 0] 
    %250 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_146 : tensor<352x128xf32>) outs(%105 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %251 = linalg.batch_matmul ins(%249, %250 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %252 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %251 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %253 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %254 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%253 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %255 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %256 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %257 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %258 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %257 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.3.input_layernorm.weight = util.global.load @__auto.layers.3.input_layernorm.weight : tensor<128xf32>
    %259 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.3.input_layernorm.weight, %258 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.3.self_attn.q_proj.weight = util.global.load @__auto.layers.3.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_147 = linalg.transpose ins(%__auto.layers.3.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %260 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_147 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %261 = linalg.batch_matmul ins(%259, %260 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_148 = tensor.expand_shape %261 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_149 = linalg.transpose ins(%expanded_148 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.3.self_attn.k_proj.weight = util.global.load @__auto.layers.3.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_150 = linalg.transpose ins(%__auto.layers.3.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %262 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_150 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %263 = linalg.batch_matmul ins(%259, %262 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_151 = tensor.expand_shape %263 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_152 = linalg.transpose ins(%expanded_151 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.3.self_attn.v_proj.weight = util.global.load @__auto.layers.3.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_153 = linalg.transpose ins(%__auto.layers.3.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %264 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_153 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %265 = linalg.batch_matmul ins(%259, %264 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_154 = tensor.expand_shape %265 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_155 = linalg.transpose ins(%expanded_154 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %266 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_149, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_156 = tensor.extract_slice %transposed_149[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %267 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_156 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_157 = tensor.extract_slice %transposed_149[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_158 = tensor.concat dim(3) %267, %extracted_slice_157 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_159 = tensor.dim %267, %c2 : tensor<1x4x?x16xf32>
    %268 = tensor.empty(%dim_159) : tensor<1x4x?x32xf32>
    %269 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_158, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%268 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %270 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %269 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %271 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_152, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_160 = tensor.extract_slice %transposed_152[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %272 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_160 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_161 = tensor.extract_slice %transposed_152[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_162 = tensor.concat dim(3) %272, %extracted_slice_161 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_163 = tensor.dim %272, %c2 : tensor<1x2x?x16xf32>
    %273 = tensor.empty(%dim_163) : tensor<1x2x?x32xf32>
    %274 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_162, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%273 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %275 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %274 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %276 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%275 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_164 = tensor.collapse_shape %276 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %277 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_155 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_165 = tensor.collapse_shape %277 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_166 = tensor.dim %270, %c2 : tensor<1x4x?x32xf32>
    %dim_167 = tensor.dim %collapsed_164, %c2 : tensor<1x4x?x32xf32>
    %278 = tensor.empty(%dim_166, %dim_167) : tensor<1x4x?x?xf32>
    %279 = linalg.fill ins(%cst_1 : f32) outs(%278 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %280 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%279 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %772 = linalg.index 2 : index
      %773 = linalg.index 3 : index
      %774 = arith.cmpi sge, %772, %773 : index
      %775 = arith.select %774, %cst_1, %cst_0 : f32
      linalg.yield %775 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_168 = tensor.collapse_shape %270 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_169 = tensor.collapse_shape %collapsed_164 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_170 = tensor.collapse_shape %collapsed_165 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_171 = tensor.collapse_shape %280 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %281 = tensor.empty(%dim_166) : tensor<4x?x32xf32>
    %c1_172 = arith.constant 1 : index
    %dim_173 = tensor.dim %collapsed_168, %c1_172 : tensor<4x?x32xf32>
    %c1_174 = arith.constant 1 : index
    %dim_175 = tensor.dim %collapsed_169, %c1_174 : tensor<4x?x32xf32>
    %282 = tensor.empty(%dim_173) : tensor<4x?x32xf32>
    %283 = tensor.empty(%dim_173) : tensor<4x?xf32>
    %cst_176 = arith.constant 0.000000e+00 : f32
    %cst_177 = arith.constant -3.40282347E+38 : f32
    %cst_178 = arith.constant 0.000000e+00 : f32
    %284 = linalg.fill ins(%cst_176 : f32) outs(%282 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %285 = linalg.fill ins(%cst_177 : f32) outs(%283 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %286 = linalg.fill ins(%cst_178 : f32) outs(%283 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %c1_179 = arith.constant 1 : index
    %dim_180 = tensor.dim %collapsed_168, %c1_179 : tensor<4x?x32xf32>
    %c1_181 = arith.constant 1 : index
    %dim_182 = tensor.dim %collapsed_169, %c1_181 : tensor<4x?x32xf32>
    %cst_183 = arith.constant 1.44269502 : f32
    %287 = arith.mulf %cst, %cst_183 : f32
    %288 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : f32) outs(%collapsed_168 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %289 = tensor.empty(%dim_180, %dim_182) : tensor<4x?x?xf32>
    %cst_184 = arith.constant 0.000000e+00 : f32
    %290 = linalg.fill ins(%cst_184 : f32) outs(%289 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %291 = linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%288, %collapsed_169 : tensor<4x?x32xf32>, tensor<4x?x32xf32>) outs(%290 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %292 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel"]} outs(%291 : tensor<4x?x?xf32>) {
    ^bb0(%out: f32):
      linalg.yield %out : f32
    } -> tensor<4x?x?xf32>
    %cst_185 = arith.constant 0.000000e+00 : f32
    %cst_186 = arith.constant 0xFF800000 : f32
    %293 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_171 : tensor<4x?x?xf32>) outs(%292 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_485 = arith.constant 1.44269502 : f32
      %772 = arith.mulf %in, %cst_485 : f32
      %773 = arith.addf %out, %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %294 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%293 : tensor<4x?x?xf32>) outs(%285 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.maximumf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %295 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%294 : tensor<4x?xf32>) outs(%285 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?xf32>
    %296 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%295 : tensor<4x?xf32>) outs(%286 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %297 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<4x?xf32>) outs(%293 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %298 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%297 : tensor<4x?x?xf32>) outs(%296 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %299 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<4x?xf32>) outs(%284 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %300 = linalg.generic {indexing_maps = [#map16, #map15, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%297, %collapsed_170 : tensor<4x?x?xf32>, tensor<4x?x32xf32>) outs(%299 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %301 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %300 : tensor<4x?xf32>, tensor<4x?x32xf32>) outs(%281 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %cst_486 = arith.constant 1.000000e+00 : f32
      %772 = arith.divf %cst_486, %in : f32
      %773 = arith.mulf %772, %in_485 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %expanded_187 = tensor.expand_shape %301 [[0, 1], [2], [3]] output_shape [1, 4, %dim_166, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_188 = tensor.dim %expanded_187, %c2 : tensor<1x4x?x32xf32>
    %302 = tensor.empty(%dim_188) : tensor<1x?x4x32xf32>
    %transposed_189 = linalg.transpose ins(%expanded_187 : tensor<1x4x?x32xf32>) outs(%302 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_190 = tensor.collapse_shape %transposed_189 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.3.self_attn.o_proj.weight = util.global.load @__auto.layers.3.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_191 = linalg.transpose ins(%__auto.layers.3.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %303 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_191 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %304 = tensor.empty(%dim_188) : tensor<1x?x128xf32>
    %305 = linalg.fill ins(%cst_1 : f32) outs(%304 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %306 = linalg.batch_matmul ins(%collapsed_190, %303 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%305 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %307 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %306 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %308 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %309 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%308 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %310 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %311 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %312 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %313 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %312 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.3.post_attention_layernorm.weight = util.global.load @__auto.layers.3.post_attention_layernorm.weight : tensor<128xf32>
    %314 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.3.post_attention_layernorm.weight, %313 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.3.mlp.gate_proj.weight = util.global.load @__auto.layers.3.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_192 = linalg.transpose ins(%__auto.layers.3.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %315 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_192 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %316 = linalg.batch_matmul ins(%314, %315 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %317 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      %773 = math.exp %772 : f32
      %774 = arith.addf %773, %cst_2 : f32
      %775 = arith.divf %cst_2, %774 : f32
      linalg.yield %775 : f32
    } -> tensor<1x?x352xf32>
    %318 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %316 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.3.mlp.up_proj.weight = util.global.load @__auto.layers.3.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_193 = linalg.transpose ins(%__auto.layers.3.mlp.up_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %319 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_193 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %320 = linalg.batch_matmul ins(%314, %319 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %321 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %320 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.3.mlp.down_proj.weight = util.global.load @__auto.layers.3.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_194 = linalg.transpose ins(%__auto.layers.3.mlp.down_proj.weight : tensor<128x352xf32>) outs(%104 : tensor<352x128xf32>) permutation = [1, 0] 
    %322 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_194 : tensor<352x128xf32>) outs(%105 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %323 = linalg.batch_matmul ins(%321, %322 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %324 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %323 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %325 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %326 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%325 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %327 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %328 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %329 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %330 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %329 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.4.input_layernorm.weight = util.global.load @__auto.layers.4.input_layernorm.weight : tensor<128xf32>
    %331 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.4.input_layernorm.weight, %330 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.4.self_attn.q_proj.weight = util.global.load @__auto.layers.4.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_195 = linalg.transpose ins(%__auto.layers.4.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %332 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_195 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %333 = linalg.batch_matmul ins(%331, %332 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_196 = tensor.expand_shape %333 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_197 = linalg.transpose ins(%expanded_196 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.4.self_attn.k_proj.weight = util.global.load @__auto.layers.4.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_198 = linalg.transpose ins(%__auto.layers.4.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %334 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_198 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %335 = linalg.batch_matmul ins(%331, %334 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_199 = tensor.expand_shape %335 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_200 = linalg.transpose ins(%expanded_199 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.4.self_attn.v_proj.weight = util.global.load @__auto.layers.4.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_201 = linalg.transpose ins(%__auto.layers.4.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %336 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_201 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %337 = linalg.batch_matmul ins(%331, %336 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_202 = tensor.expand_shape %337 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_203 = linalg.transpose ins(%expanded_202 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %338 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_197, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_204 = tensor.extract_slice %transposed_197[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %339 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_204 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_205 = tensor.extract_slice %transposed_197[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_206 = tensor.concat dim(3) %339, %extracted_slice_205 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_207 = tensor.dim %339, %c2 : tensor<1x4x?x16xf32>
    %340 = tensor.empty(%dim_207) : tensor<1x4x?x32xf32>
    %341 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_206, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%340 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %342 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %341 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %343 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_200, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_208 = tensor.extract_slice %transposed_200[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %344 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_208 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_209 = tensor.extract_slice %transposed_200[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_210 = tensor.concat dim(3) %344, %extracted_slice_209 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_211 = tensor.dim %344, %c2 : tensor<1x2x?x16xf32>
    %345 = tensor.empty(%dim_211) : tensor<1x2x?x32xf32>
    %346 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_210, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%345 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %347 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %346 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %348 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%347 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_212 = tensor.collapse_shape %348 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %349 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_203 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_213 = tensor.collapse_shape %349 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_214 = tensor.dim %342, %c2 : tensor<1x4x?x32xf32>
    %dim_215 = tensor.dim %collapsed_212, %c2 : tensor<1x4x?x32xf32>
    %350 = tensor.empty(%dim_214, %dim_215) : tensor<1x4x?x?xf32>
    %351 = linalg.fill ins(%cst_1 : f32) outs(%350 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %352 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%351 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %772 = linalg.index 2 : index
      %773 = linalg.index 3 : index
      %774 = arith.cmpi sge, %772, %773 : index
      %775 = arith.select %774, %cst_1, %cst_0 : f32
      linalg.yield %775 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_216 = tensor.collapse_shape %342 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_217 = tensor.collapse_shape %collapsed_212 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_218 = tensor.collapse_shape %collapsed_213 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_219 = tensor.collapse_shape %352 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %353 = tensor.empty(%dim_214) : tensor<4x?x32xf32>
    %c1_220 = arith.constant 1 : index
    %dim_221 = tensor.dim %collapsed_216, %c1_220 : tensor<4x?x32xf32>
    %c1_222 = arith.constant 1 : index
    %dim_223 = tensor.dim %collapsed_217, %c1_222 : tensor<4x?x32xf32>
    %354 = tensor.empty(%dim_221) : tensor<4x?x32xf32>
    %355 = tensor.empty(%dim_221) : tensor<4x?xf32>
    %cst_224 = arith.constant 0.000000e+00 : f32
    %cst_225 = arith.constant -3.40282347E+38 : f32
    %cst_226 = arith.constant 0.000000e+00 : f32
    %356 = linalg.fill ins(%cst_224 : f32) outs(%354 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %357 = linalg.fill ins(%cst_225 : f32) outs(%355 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %358 = linalg.fill ins(%cst_226 : f32) outs(%355 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %c1_227 = arith.constant 1 : index
    %dim_228 = tensor.dim %collapsed_216, %c1_227 : tensor<4x?x32xf32>
    %c1_229 = arith.constant 1 : index
    %dim_230 = tensor.dim %collapsed_217, %c1_229 : tensor<4x?x32xf32>
    %cst_231 = arith.constant 1.44269502 : f32
    %359 = arith.mulf %cst, %cst_231 : f32
    %360 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359 : f32) outs(%collapsed_216 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %361 = tensor.empty(%dim_228, %dim_230) : tensor<4x?x?xf32>
    %cst_232 = arith.constant 0.000000e+00 : f32
    %362 = linalg.fill ins(%cst_232 : f32) outs(%361 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %363 = linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%360, %collapsed_217 : tensor<4x?x32xf32>, tensor<4x?x32xf32>) outs(%362 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %364 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel"]} outs(%363 : tensor<4x?x?xf32>) {
    ^bb0(%out: f32):
      linalg.yield %out : f32
    } -> tensor<4x?x?xf32>
    %cst_233 = arith.constant 0.000000e+00 : f32
    %cst_234 = arith.constant 0xFF800000 : f32
    %365 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_219 : tensor<4x?x?xf32>) outs(%364 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_485 = arith.constant 1.44269502 : f32
      %772 = arith.mulf %in, %cst_485 : f32
      %773 = arith.addf %out, %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %366 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%365 : tensor<4x?x?xf32>) outs(%357 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.maximumf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %367 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%366 : tensor<4x?xf32>) outs(%357 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?xf32>
    %368 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%367 : tensor<4x?xf32>) outs(%358 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %369 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<4x?xf32>) outs(%365 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %370 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%369 : tensor<4x?x?xf32>) outs(%368 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %371 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<4x?xf32>) outs(%356 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %372 = linalg.generic {indexing_maps = [#map16, #map15, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%369, %collapsed_218 : tensor<4x?x?xf32>, tensor<4x?x32xf32>) outs(%371 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %373 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %372 : tensor<4x?xf32>, tensor<4x?x32xf32>) outs(%353 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %cst_486 = arith.constant 1.000000e+00 : f32
      %772 = arith.divf %cst_486, %in : f32
      %773 = arith.mulf %772, %in_485 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %expanded_235 = tensor.expand_shape %373 [[0, 1], [2], [3]] output_shape [1, 4, %dim_214, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_236 = tensor.dim %expanded_235, %c2 : tensor<1x4x?x32xf32>
    %374 = tensor.empty(%dim_236) : tensor<1x?x4x32xf32>
    %transposed_237 = linalg.transpose ins(%expanded_235 : tensor<1x4x?x32xf32>) outs(%374 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_238 = tensor.collapse_shape %transposed_237 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.4.self_attn.o_proj.weight = util.global.load @__auto.layers.4.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_239 = linalg.transpose ins(%__auto.layers.4.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %375 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_239 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %376 = tensor.empty(%dim_236) : tensor<1x?x128xf32>
    %377 = linalg.fill ins(%cst_1 : f32) outs(%376 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %378 = linalg.batch_matmul ins(%collapsed_238, %375 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%377 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %379 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %378 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %380 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %381 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%380 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %382 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %383 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %384 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %385 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %384 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.4.post_attention_layernorm.weight = util.global.load @__auto.layers.4.post_attention_layernorm.weight : tensor<128xf32>
    %386 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.4.post_attention_layernorm.weight, %385 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.4.mlp.gate_proj.weight = util.global.load @__auto.layers.4.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_240 = linalg.transpose ins(%__auto.layers.4.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %387 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_240 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %388 = linalg.batch_matmul ins(%386, %387 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %389 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      %773 = math.exp %772 : f32
      %774 = arith.addf %773, %cst_2 : f32
      %775 = arith.divf %cst_2, %774 : f32
      linalg.yield %775 : f32
    } -> tensor<1x?x352xf32>
    %390 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %388 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.4.mlp.up_proj.weight = util.global.load @__auto.layers.4.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_241 = linalg.transpose ins(%__auto.layers.4.mlp.up_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %391 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_241 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %392 = linalg.batch_matmul ins(%386, %391 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %vk_a = hal.tensor.import wait(%arg1) => %vk_in0 : !hal.buffer_view -> tensor<100x37xf32>
    %vk_z = arith.constant 0.0 : f32
    %vk_e = tensor.empty() : tensor<13x3x8x16xf32>
    %vk_r = linalg.pack %vk_a padding_value(%vk_z : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %vk_e : tensor<100x37xf32> -> tensor<13x3x8x16xf32>
    %393 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390, %392 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.4.mlp.down_proj.weight = util.global.load @__auto.layers.4.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_242 = linalg.transpose ins(%__auto.layers.4.mlp.down_proj.weight : tensor<128x352xf32>) outs(%104 : tensor<352x128xf32>) permutation = [1, 0] 
    %394 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_242 : tensor<352x128xf32>) outs(%105 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %395 = linalg.batch_matmul ins(%393, %394 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %396 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %395 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %397 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %398 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%397 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %399 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %400 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %401 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %402 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %401 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.5.input_layernorm.weight = util.global.load @__auto.layers.5.input_layernorm.weight : tensor<128xf32>
    %403 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.5.input_layernorm.weight, %402 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.5.self_attn.q_proj.weight = util.global.load @__auto.layers.5.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_243 = linalg.transpose ins(%__auto.layers.5.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %404 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_243 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %405 = linalg.batch_matmul ins(%403, %404 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_244 = tensor.expand_shape %405 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_245 = linalg.transpose ins(%expanded_244 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.5.self_attn.k_proj.weight = util.global.load @__auto.layers.5.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_246 = linalg.transpose ins(%__auto.layers.5.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %406 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_246 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %407 = linalg.batch_matmul ins(%403, %406 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_247 = tensor.expand_shape %407 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_248 = linalg.transpose ins(%expanded_247 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.5.self_attn.v_proj.weight = util.global.load @__auto.layers.5.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_249 = linalg.transpose ins(%__auto.layers.5.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %408 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_249 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %409 = linalg.batch_matmul ins(%403, %408 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_250 = tensor.expand_shape %409 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_251 = linalg.transpose ins(%expanded_250 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %410 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_245, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_252 = tensor.extract_slice %transposed_245[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %411 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_252 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_253 = tensor.extract_slice %transposed_245[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_254 = tensor.concat dim(3) %411, %extracted_slice_253 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_255 = tensor.dim %411, %c2 : tensor<1x4x?x16xf32>
    %412 = tensor.empty(%dim_255) : tensor<1x4x?x32xf32>
    %413 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_254, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%412 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %414 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %413 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %415 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_248, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_256 = tensor.extract_slice %transposed_248[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %416 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_256 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_257 = tensor.extract_slice %transposed_248[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_258 = tensor.concat dim(3) %416, %extracted_slice_257 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_259 = tensor.dim %416, %c2 : tensor<1x2x?x16xf32>
    %417 = tensor.empty(%dim_259) : tensor<1x2x?x32xf32>
    %418 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_258, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%417 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %419 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %418 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %420 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%419 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_260 = tensor.collapse_shape %420 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %421 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_251 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_261 = tensor.collapse_shape %421 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_262 = tensor.dim %414, %c2 : tensor<1x4x?x32xf32>
    %dim_263 = tensor.dim %collapsed_260, %c2 : tensor<1x4x?x32xf32>
    %422 = tensor.empty(%dim_262, %dim_263) : tensor<1x4x?x?xf32>
    %423 = linalg.fill ins(%cst_1 : f32) outs(%422 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %424 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%423 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %772 = linalg.index 2 : index
      %773 = linalg.index 3 : index
      %774 = arith.cmpi sge, %772, %773 : index
      %775 = arith.select %774, %cst_1, %cst_0 : f32
      linalg.yield %775 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_264 = tensor.collapse_shape %414 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_265 = tensor.collapse_shape %collapsed_260 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_266 = tensor.collapse_shape %collapsed_261 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_267 = tensor.collapse_shape %424 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %425 = tensor.empty(%dim_262) : tensor<4x?x32xf32>
    %c1_268 = arith.constant 1 : index
    %dim_269 = tensor.dim %collapsed_264, %c1_268 : tensor<4x?x32xf32>
    %c1_270 = arith.constant 1 : index
    %dim_271 = tensor.dim %collapsed_265, %c1_270 : tensor<4x?x32xf32>
    %426 = tensor.empty(%dim_269) : tensor<4x?x32xf32>
    %427 = tensor.empty(%dim_269) : tensor<4x?xf32>
    %cst_272 = arith.constant 0.000000e+00 : f32
    %cst_273 = arith.constant -3.40282347E+38 : f32
    %cst_274 = arith.constant 0.000000e+00 : f32
    %428 = linalg.fill ins(%cst_272 : f32) outs(%426 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %429 = linalg.fill ins(%cst_273 : f32) outs(%427 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %430 = linalg.fill ins(%cst_274 : f32) outs(%427 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %c1_275 = arith.constant 1 : index
    %dim_276 = tensor.dim %collapsed_264, %c1_275 : tensor<4x?x32xf32>
    %c1_277 = arith.constant 1 : index
    %dim_278 = tensor.dim %collapsed_265, %c1_277 : tensor<4x?x32xf32>
    %cst_279 = arith.constant 1.44269502 : f32
    %431 = arith.mulf %cst, %cst_279 : f32
    %432 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : f32) outs(%collapsed_264 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %433 = tensor.empty(%dim_276, %dim_278) : tensor<4x?x?xf32>
    %cst_280 = arith.constant 0.000000e+00 : f32
    %434 = linalg.fill ins(%cst_280 : f32) outs(%433 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %435 = linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%432, %collapsed_265 : tensor<4x?x32xf32>, tensor<4x?x32xf32>) outs(%434 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %436 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel"]} outs(%435 : tensor<4x?x?xf32>) {
    ^bb0(%out: f32):
      linalg.yield %out : f32
    } -> tensor<4x?x?xf32>
    %cst_281 = arith.constant 0.000000e+00 : f32
    %cst_282 = arith.constant 0xFF800000 : f32
    %437 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_267 : tensor<4x?x?xf32>) outs(%436 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_485 = arith.constant 1.44269502 : f32
      %772 = arith.mulf %in, %cst_485 : f32
      %773 = arith.addf %out, %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %438 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%437 : tensor<4x?x?xf32>) outs(%429 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.maximumf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %439 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%438 : tensor<4x?xf32>) outs(%429 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?xf32>
    %440 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%439 : tensor<4x?xf32>) outs(%430 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %441 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<4x?xf32>) outs(%437 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %442 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%441 : tensor<4x?x?xf32>) outs(%440 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %443 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439 : tensor<4x?xf32>) outs(%428 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %444 = linalg.generic {indexing_maps = [#map16, #map15, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%441, %collapsed_266 : tensor<4x?x?xf32>, tensor<4x?x32xf32>) outs(%443 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %445 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %444 : tensor<4x?xf32>, tensor<4x?x32xf32>) outs(%425 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %cst_486 = arith.constant 1.000000e+00 : f32
      %772 = arith.divf %cst_486, %in : f32
      %773 = arith.mulf %772, %in_485 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %expanded_283 = tensor.expand_shape %445 [[0, 1], [2], [3]] output_shape [1, 4, %dim_262, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_284 = tensor.dim %expanded_283, %c2 : tensor<1x4x?x32xf32>
    %446 = tensor.empty(%dim_284) : tensor<1x?x4x32xf32>
    %transposed_285 = linalg.transpose ins(%expanded_283 : tensor<1x4x?x32xf32>) outs(%446 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_286 = tensor.collapse_shape %transposed_285 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.5.self_attn.o_proj.weight = util.global.load @__auto.layers.5.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_287 = linalg.transpose ins(%__auto.layers.5.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %447 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_287 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %448 = tensor.empty(%dim_284) : tensor<1x?x128xf32>
    %449 = linalg.fill ins(%cst_1 : f32) outs(%448 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %450 = linalg.batch_matmul ins(%collapsed_286, %447 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%449 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %451 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %450 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %452 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %453 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%452 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %454 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %455 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %456 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %457 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451, %456 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.5.post_attention_layernorm.weight = util.global.load @__auto.layers.5.post_attention_layernorm.weight : tensor<128xf32>
    %458 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.5.post_attention_layernorm.weight, %457 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.5.mlp.gate_proj.weight = util.global.load @__auto.layers.5.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_288 = linalg.transpose ins(%__auto.layers.5.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %459 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_288 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %460 = linalg.batch_matmul ins(%458, %459 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %461 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460 : tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      %773 = math.exp %772 : f32
      %774 = arith.addf %773, %cst_2 : f32
      %775 = arith.divf %cst_2, %774 : f32
      linalg.yield %775 : f32
    } -> tensor<1x?x352xf32>
    %462 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %460 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.5.mlp.up_proj.weight = util.global.load @__auto.layers.5.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_289 = linalg.transpose ins(%__auto.layers.5.mlp.up_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %463 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_289 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %464 = linalg.batch_matmul ins(%458, %463 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %465 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462, %464 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.5.mlp.down_proj.weight = util.global.load @__auto.layers.5.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_290 = linalg.transpose ins(%__auto.layers.5.mlp.down_proj.weight : tensor<128x352xf32>) outs(%104 : tensor<352x128xf32>) permutation = [1, 0] 
    %466 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_290 : tensor<352x128xf32>) outs(%105 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %467 = linalg.batch_matmul ins(%465, %466 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %468 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451, %467 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %469 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %470 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%469 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %471 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %472 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %473 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %474 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %473 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.6.input_layernorm.weight = util.global.load @__auto.layers.6.input_layernorm.weight : tensor<128xf32>
    %475 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.6.input_layernorm.weight, %474 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.6.self_attn.q_proj.weight = util.global.load @__auto.layers.6.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_291 = linalg.transpose ins(%__auto.layers.6.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %476 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_291 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %477 = linalg.batch_matmul ins(%475, %476 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_292 = tensor.expand_shape %477 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_293 = linalg.transpose ins(%expanded_292 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.6.self_attn.k_proj.weight = util.global.load @__auto.layers.6.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_294 = linalg.transpose ins(%__auto.layers.6.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %478 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_294 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %479 = linalg.batch_matmul ins(%475, %478 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_295 = tensor.expand_shape %479 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_296 = linalg.transpose ins(%expanded_295 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.6.self_attn.v_proj.weight = util.global.load @__auto.layers.6.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_297 = linalg.transpose ins(%__auto.layers.6.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %480 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_297 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %481 = linalg.batch_matmul ins(%475, %480 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_298 = tensor.expand_shape %481 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_299 = linalg.transpose ins(%expanded_298 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %482 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_293, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_300 = tensor.extract_slice %transposed_293[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %483 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_300 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_301 = tensor.extract_slice %transposed_293[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_302 = tensor.concat dim(3) %483, %extracted_slice_301 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_303 = tensor.dim %483, %c2 : tensor<1x4x?x16xf32>
    %484 = tensor.empty(%dim_303) : tensor<1x4x?x32xf32>
    %485 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_302, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%484 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %486 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %485 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %487 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_296, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_304 = tensor.extract_slice %transposed_296[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %488 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_304 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_305 = tensor.extract_slice %transposed_296[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_306 = tensor.concat dim(3) %488, %extracted_slice_305 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_307 = tensor.dim %488, %c2 : tensor<1x2x?x16xf32>
    %489 = tensor.empty(%dim_307) : tensor<1x2x?x32xf32>
    %490 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_306, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%489 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %491 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %490 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %492 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%491 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_308 = tensor.collapse_shape %492 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %493 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_299 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_309 = tensor.collapse_shape %493 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_310 = tensor.dim %486, %c2 : tensor<1x4x?x32xf32>
    %dim_311 = tensor.dim %collapsed_308, %c2 : tensor<1x4x?x32xf32>
    %494 = tensor.empty(%dim_310, %dim_311) : tensor<1x4x?x?xf32>
    %495 = linalg.fill ins(%cst_1 : f32) outs(%494 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %496 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%495 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %772 = linalg.index 2 : index
      %773 = linalg.index 3 : index
      %774 = arith.cmpi sge, %772, %773 : index
      %775 = arith.select %774, %cst_1, %cst_0 : f32
      linalg.yield %775 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_312 = tensor.collapse_shape %486 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_313 = tensor.collapse_shape %collapsed_308 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_314 = tensor.collapse_shape %collapsed_309 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_315 = tensor.collapse_shape %496 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %497 = tensor.empty(%dim_310) : tensor<4x?x32xf32>
    %c1_316 = arith.constant 1 : index
    %dim_317 = tensor.dim %collapsed_312, %c1_316 : tensor<4x?x32xf32>
    %c1_318 = arith.constant 1 : index
    %dim_319 = tensor.dim %collapsed_313, %c1_318 : tensor<4x?x32xf32>
    %498 = tensor.empty(%dim_317) : tensor<4x?x32xf32>
    %499 = tensor.empty(%dim_317) : tensor<4x?xf32>
    %cst_320 = arith.constant 0.000000e+00 : f32
    %cst_321 = arith.constant -3.40282347E+38 : f32
    %cst_322 = arith.constant 0.000000e+00 : f32
    %500 = linalg.fill ins(%cst_320 : f32) outs(%498 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %501 = linalg.fill ins(%cst_321 : f32) outs(%499 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %502 = linalg.fill ins(%cst_322 : f32) outs(%499 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %c1_323 = arith.constant 1 : index
    %dim_324 = tensor.dim %collapsed_312, %c1_323 : tensor<4x?x32xf32>
    %c1_325 = arith.constant 1 : index
    %dim_326 = tensor.dim %collapsed_313, %c1_325 : tensor<4x?x32xf32>
    %cst_327 = arith.constant 1.44269502 : f32
    %503 = arith.mulf %cst, %cst_327 : f32
    %504 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503 : f32) outs(%collapsed_312 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %505 = tensor.empty(%dim_324, %dim_326) : tensor<4x?x?xf32>
    %cst_328 = arith.constant 0.000000e+00 : f32
    %506 = linalg.fill ins(%cst_328 : f32) outs(%505 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %507 = linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%504, %collapsed_313 : tensor<4x?x32xf32>, tensor<4x?x32xf32>) outs(%506 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %508 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel"]} outs(%507 : tensor<4x?x?xf32>) {
    ^bb0(%out: f32):
      linalg.yield %out : f32
    } -> tensor<4x?x?xf32>
    %cst_329 = arith.constant 0.000000e+00 : f32
    %cst_330 = arith.constant 0xFF800000 : f32
    %509 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_315 : tensor<4x?x?xf32>) outs(%508 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_485 = arith.constant 1.44269502 : f32
      %772 = arith.mulf %in, %cst_485 : f32
      %773 = arith.addf %out, %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %510 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%509 : tensor<4x?x?xf32>) outs(%501 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.maximumf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %511 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%510 : tensor<4x?xf32>) outs(%501 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?xf32>
    %512 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%511 : tensor<4x?xf32>) outs(%502 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %513 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510 : tensor<4x?xf32>) outs(%509 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %514 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%513 : tensor<4x?x?xf32>) outs(%512 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %515 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<4x?xf32>) outs(%500 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %516 = linalg.generic {indexing_maps = [#map16, #map15, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%513, %collapsed_314 : tensor<4x?x?xf32>, tensor<4x?x32xf32>) outs(%515 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %517 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %516 : tensor<4x?xf32>, tensor<4x?x32xf32>) outs(%497 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %cst_486 = arith.constant 1.000000e+00 : f32
      %772 = arith.divf %cst_486, %in : f32
      %773 = arith.mulf %772, %in_485 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %expanded_331 = tensor.expand_shape %517 [[0, 1], [2], [3]] output_shape [1, 4, %dim_310, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_332 = tensor.dim %expanded_331, %c2 : tensor<1x4x?x32xf32>
    %518 = tensor.empty(%dim_332) : tensor<1x?x4x32xf32>
    %transposed_333 = linalg.transpose ins(%expanded_331 : tensor<1x4x?x32xf32>) outs(%518 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_334 = tensor.collapse_shape %transposed_333 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.6.self_attn.o_proj.weight = util.global.load @__auto.layers.6.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_335 = linalg.transpose ins(%__auto.layers.6.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %519 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_335 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %520 = tensor.empty(%dim_332) : tensor<1x?x128xf32>
    %521 = linalg.fill ins(%cst_1 : f32) outs(%520 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %522 = linalg.batch_matmul ins(%collapsed_334, %519 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%521 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %523 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468, %522 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %524 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %525 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%524 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %526 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %527 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %528 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %529 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523, %528 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.6.post_attention_layernorm.weight = util.global.load @__auto.layers.6.post_attention_layernorm.weight : tensor<128xf32>
    %530 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.6.post_attention_layernorm.weight, %529 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.6.mlp.gate_proj.weight = util.global.load @__auto.layers.6.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_336 = linalg.transpose ins(%__auto.layers.6.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %531 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_336 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %532 = linalg.batch_matmul ins(%530, %531 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %533 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532 : tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      %773 = math.exp %772 : f32
      %774 = arith.addf %773, %cst_2 : f32
      %775 = arith.divf %cst_2, %774 : f32
      linalg.yield %775 : f32
    } -> tensor<1x?x352xf32>
    %534 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533, %532 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.6.mlp.up_proj.weight = util.global.load @__auto.layers.6.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_337 = linalg.transpose ins(%__auto.layers.6.mlp.up_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %535 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_337 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %536 = linalg.batch_matmul ins(%530, %535 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %537 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %536 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.6.mlp.down_proj.weight = util.global.load @__auto.layers.6.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_338 = linalg.transpose ins(%__auto.layers.6.mlp.down_proj.weight : tensor<128x352xf32>) outs(%104 : tensor<352x128xf32>) permutation = [1, 0] 
    %538 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_338 : tensor<352x128xf32>) outs(%105 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %539 = linalg.batch_matmul ins(%537, %538 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %540 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523, %539 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %541 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %542 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%541 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %543 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %544 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %545 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %546 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540, %545 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.7.input_layernorm.weight = util.global.load @__auto.layers.7.input_layernorm.weight : tensor<128xf32>
    %547 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.7.input_layernorm.weight, %546 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.7.self_attn.q_proj.weight = util.global.load @__auto.layers.7.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_339 = linalg.transpose ins(%__auto.layers.7.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %548 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_339 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %549 = linalg.batch_matmul ins(%547, %548 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_340 = tensor.expand_shape %549 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_341 = linalg.transpose ins(%expanded_340 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.7.self_attn.k_proj.weight = util.global.load @__auto.layers.7.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_342 = linalg.transpose ins(%__auto.layers.7.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %550 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_342 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %551 = linalg.batch_matmul ins(%547, %550 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_343 = tensor.expand_shape %551 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_344 = linalg.transpose ins(%expanded_343 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.7.self_attn.v_proj.weight = util.global.load @__auto.layers.7.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_345 = linalg.transpose ins(%__auto.layers.7.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %552 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_345 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %553 = linalg.batch_matmul ins(%547, %552 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_346 = tensor.expand_shape %553 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_347 = linalg.transpose ins(%expanded_346 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %554 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_341, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_348 = tensor.extract_slice %transposed_341[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %555 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_348 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_349 = tensor.extract_slice %transposed_341[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_350 = tensor.concat dim(3) %555, %extracted_slice_349 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_351 = tensor.dim %555, %c2 : tensor<1x4x?x16xf32>
    %556 = tensor.empty(%dim_351) : tensor<1x4x?x32xf32>
    %557 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_350, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%556 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %558 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%554, %557 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %559 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_344, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_352 = tensor.extract_slice %transposed_344[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %560 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_352 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_353 = tensor.extract_slice %transposed_344[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_354 = tensor.concat dim(3) %560, %extracted_slice_353 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_355 = tensor.dim %560, %c2 : tensor<1x2x?x16xf32>
    %561 = tensor.empty(%dim_355) : tensor<1x2x?x32xf32>
    %562 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_354, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%561 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %563 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%559, %562 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %564 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%563 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_356 = tensor.collapse_shape %564 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %565 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_347 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_357 = tensor.collapse_shape %565 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_358 = tensor.dim %558, %c2 : tensor<1x4x?x32xf32>
    %dim_359 = tensor.dim %collapsed_356, %c2 : tensor<1x4x?x32xf32>
    %566 = tensor.empty(%dim_358, %dim_359) : tensor<1x4x?x?xf32>
    %567 = linalg.fill ins(%cst_1 : f32) outs(%566 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %568 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%567 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %772 = linalg.index 2 : index
      %773 = linalg.index 3 : index
      %774 = arith.cmpi sge, %772, %773 : index
      %775 = arith.select %774, %cst_1, %cst_0 : f32
      linalg.yield %775 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_360 = tensor.collapse_shape %558 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_361 = tensor.collapse_shape %collapsed_356 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_362 = tensor.collapse_shape %collapsed_357 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_363 = tensor.collapse_shape %568 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %569 = tensor.empty(%dim_358) : tensor<4x?x32xf32>
    %c1_364 = arith.constant 1 : index
    %dim_365 = tensor.dim %collapsed_360, %c1_364 : tensor<4x?x32xf32>
    %c1_366 = arith.constant 1 : index
    %dim_367 = tensor.dim %collapsed_361, %c1_366 : tensor<4x?x32xf32>
    %570 = tensor.empty(%dim_365) : tensor<4x?x32xf32>
    %571 = tensor.empty(%dim_365) : tensor<4x?xf32>
    %cst_368 = arith.constant 0.000000e+00 : f32
    %cst_369 = arith.constant -3.40282347E+38 : f32
    %cst_370 = arith.constant 0.000000e+00 : f32
    %572 = linalg.fill ins(%cst_368 : f32) outs(%570 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %573 = linalg.fill ins(%cst_369 : f32) outs(%571 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %574 = linalg.fill ins(%cst_370 : f32) outs(%571 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %c1_371 = arith.constant 1 : index
    %dim_372 = tensor.dim %collapsed_360, %c1_371 : tensor<4x?x32xf32>
    %c1_373 = arith.constant 1 : index
    %dim_374 = tensor.dim %collapsed_361, %c1_373 : tensor<4x?x32xf32>
    %cst_375 = arith.constant 1.44269502 : f32
    %575 = arith.mulf %cst, %cst_375 : f32
    %576 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575 : f32) outs(%collapsed_360 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %577 = tensor.empty(%dim_372, %dim_374) : tensor<4x?x?xf32>
    %cst_376 = arith.constant 0.000000e+00 : f32
    %578 = linalg.fill ins(%cst_376 : f32) outs(%577 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %579 = linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%576, %collapsed_361 : tensor<4x?x32xf32>, tensor<4x?x32xf32>) outs(%578 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %580 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel"]} outs(%579 : tensor<4x?x?xf32>) {
    ^bb0(%out: f32):
      linalg.yield %out : f32
    } -> tensor<4x?x?xf32>
    %cst_377 = arith.constant 0.000000e+00 : f32
    %cst_378 = arith.constant 0xFF800000 : f32
    %581 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_363 : tensor<4x?x?xf32>) outs(%580 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_485 = arith.constant 1.44269502 : f32
      %772 = arith.mulf %in, %cst_485 : f32
      %773 = arith.addf %out, %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %582 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%581 : tensor<4x?x?xf32>) outs(%573 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.maximumf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %583 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%582 : tensor<4x?xf32>) outs(%573 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?xf32>
    %584 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%583 : tensor<4x?xf32>) outs(%574 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %585 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582 : tensor<4x?xf32>) outs(%581 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %586 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%585 : tensor<4x?x?xf32>) outs(%584 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %587 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583 : tensor<4x?xf32>) outs(%572 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %588 = linalg.generic {indexing_maps = [#map16, #map15, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%585, %collapsed_362 : tensor<4x?x?xf32>, tensor<4x?x32xf32>) outs(%587 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %589 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586, %588 : tensor<4x?xf32>, tensor<4x?x32xf32>) outs(%569 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %cst_486 = arith.constant 1.000000e+00 : f32
      %772 = arith.divf %cst_486, %in : f32
      %773 = arith.mulf %772, %in_485 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %expanded_379 = tensor.expand_shape %589 [[0, 1], [2], [3]] output_shape [1, 4, %dim_358, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_380 = tensor.dim %expanded_379, %c2 : tensor<1x4x?x32xf32>
    %590 = tensor.empty(%dim_380) : tensor<1x?x4x32xf32>
    %transposed_381 = linalg.transpose ins(%expanded_379 : tensor<1x4x?x32xf32>) outs(%590 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_382 = tensor.collapse_shape %transposed_381 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.7.self_attn.o_proj.weight = util.global.load @__auto.layers.7.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_383 = linalg.transpose ins(%__auto.layers.7.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %591 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_383 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %592 = tensor.empty(%dim_380) : tensor<1x?x128xf32>
    %593 = linalg.fill ins(%cst_1 : f32) outs(%592 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %594 = linalg.batch_matmul ins(%collapsed_382, %591 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%593 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %595 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540, %594 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %596 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %597 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%596 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %598 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %599 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %600 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %601 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %600 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.7.post_attention_layernorm.weight = util.global.load @__auto.layers.7.post_attention_layernorm.weight : tensor<128xf32>
    %602 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.7.post_attention_layernorm.weight, %601 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.7.mlp.gate_proj.weight = util.global.load @__auto.layers.7.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_384 = linalg.transpose ins(%__auto.layers.7.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %603 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_384 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %604 = linalg.batch_matmul ins(%602, %603 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %605 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604 : tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      %773 = math.exp %772 : f32
      %774 = arith.addf %773, %cst_2 : f32
      %775 = arith.divf %cst_2, %774 : f32
      linalg.yield %775 : f32
    } -> tensor<1x?x352xf32>
    %606 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605, %604 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.7.mlp.up_proj.weight = util.global.load @__auto.layers.7.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_385 = linalg.transpose ins(%__auto.layers.7.mlp.up_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %607 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_385 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %608 = linalg.batch_matmul ins(%602, %607 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %609 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606, %608 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.7.mlp.down_proj.weight = util.global.load @__auto.layers.7.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_386 = linalg.transpose ins(%__auto.layers.7.mlp.down_proj.weight : tensor<128x352xf32>) outs(%104 : tensor<352x128xf32>) permutation = [1, 0] 
    %610 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_386 : tensor<352x128xf32>) outs(%105 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %611 = linalg.batch_matmul ins(%609, %610 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %612 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %611 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %613 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %614 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%613 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %615 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %616 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %617 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %618 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612, %617 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.8.input_layernorm.weight = util.global.load @__auto.layers.8.input_layernorm.weight : tensor<128xf32>
    %619 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.8.input_layernorm.weight, %618 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.8.self_attn.q_proj.weight = util.global.load @__auto.layers.8.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_387 = linalg.transpose ins(%__auto.layers.8.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %620 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_387 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %621 = linalg.batch_matmul ins(%619, %620 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_388 = tensor.expand_shape %621 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_389 = linalg.transpose ins(%expanded_388 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.8.self_attn.k_proj.weight = util.global.load @__auto.layers.8.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_390 = linalg.transpose ins(%__auto.layers.8.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %622 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_390 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %623 = linalg.batch_matmul ins(%619, %622 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_391 = tensor.expand_shape %623 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_392 = linalg.transpose ins(%expanded_391 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.8.self_attn.v_proj.weight = util.global.load @__auto.layers.8.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_393 = linalg.transpose ins(%__auto.layers.8.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %624 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_393 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %625 = linalg.batch_matmul ins(%619, %624 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_394 = tensor.expand_shape %625 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_395 = linalg.transpose ins(%expanded_394 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %626 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_389, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_396 = tensor.extract_slice %transposed_389[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %627 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_396 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_397 = tensor.extract_slice %transposed_389[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_398 = tensor.concat dim(3) %627, %extracted_slice_397 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_399 = tensor.dim %627, %c2 : tensor<1x4x?x16xf32>
    %628 = tensor.empty(%dim_399) : tensor<1x4x?x32xf32>
    %629 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_398, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%628 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %630 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%626, %629 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %631 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_392, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_400 = tensor.extract_slice %transposed_392[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %632 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_400 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_401 = tensor.extract_slice %transposed_392[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_402 = tensor.concat dim(3) %632, %extracted_slice_401 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_403 = tensor.dim %632, %c2 : tensor<1x2x?x16xf32>
    %633 = tensor.empty(%dim_403) : tensor<1x2x?x32xf32>
    %634 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_402, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%633 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %635 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%631, %634 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %636 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%635 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_404 = tensor.collapse_shape %636 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %637 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_395 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_405 = tensor.collapse_shape %637 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_406 = tensor.dim %630, %c2 : tensor<1x4x?x32xf32>
    %dim_407 = tensor.dim %collapsed_404, %c2 : tensor<1x4x?x32xf32>
    %638 = tensor.empty(%dim_406, %dim_407) : tensor<1x4x?x?xf32>
    %639 = linalg.fill ins(%cst_1 : f32) outs(%638 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %640 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%639 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %772 = linalg.index 2 : index
      %773 = linalg.index 3 : index
      %774 = arith.cmpi sge, %772, %773 : index
      %775 = arith.select %774, %cst_1, %cst_0 : f32
      linalg.yield %775 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_408 = tensor.collapse_shape %630 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_409 = tensor.collapse_shape %collapsed_404 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_410 = tensor.collapse_shape %collapsed_405 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_411 = tensor.collapse_shape %640 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %641 = tensor.empty(%dim_406) : tensor<4x?x32xf32>
    %c1_412 = arith.constant 1 : index
    %dim_413 = tensor.dim %collapsed_408, %c1_412 : tensor<4x?x32xf32>
    %c1_414 = arith.constant 1 : index
    %dim_415 = tensor.dim %collapsed_409, %c1_414 : tensor<4x?x32xf32>
    %642 = tensor.empty(%dim_413) : tensor<4x?x32xf32>
    %643 = tensor.empty(%dim_413) : tensor<4x?xf32>
    %cst_416 = arith.constant 0.000000e+00 : f32
    %cst_417 = arith.constant -3.40282347E+38 : f32
    %cst_418 = arith.constant 0.000000e+00 : f32
    %644 = linalg.fill ins(%cst_416 : f32) outs(%642 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %645 = linalg.fill ins(%cst_417 : f32) outs(%643 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %646 = linalg.fill ins(%cst_418 : f32) outs(%643 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %c1_419 = arith.constant 1 : index
    %dim_420 = tensor.dim %collapsed_408, %c1_419 : tensor<4x?x32xf32>
    %c1_421 = arith.constant 1 : index
    %dim_422 = tensor.dim %collapsed_409, %c1_421 : tensor<4x?x32xf32>
    %cst_423 = arith.constant 1.44269502 : f32
    %647 = arith.mulf %cst, %cst_423 : f32
    %648 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647 : f32) outs(%collapsed_408 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %649 = tensor.empty(%dim_420, %dim_422) : tensor<4x?x?xf32>
    %cst_424 = arith.constant 0.000000e+00 : f32
    %650 = linalg.fill ins(%cst_424 : f32) outs(%649 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %651 = linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%648, %collapsed_409 : tensor<4x?x32xf32>, tensor<4x?x32xf32>) outs(%650 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %652 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel"]} outs(%651 : tensor<4x?x?xf32>) {
    ^bb0(%out: f32):
      linalg.yield %out : f32
    } -> tensor<4x?x?xf32>
    %cst_425 = arith.constant 0.000000e+00 : f32
    %cst_426 = arith.constant 0xFF800000 : f32
    %653 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_411 : tensor<4x?x?xf32>) outs(%652 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_485 = arith.constant 1.44269502 : f32
      %772 = arith.mulf %in, %cst_485 : f32
      %773 = arith.addf %out, %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %654 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%653 : tensor<4x?x?xf32>) outs(%645 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.maximumf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %655 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%654 : tensor<4x?xf32>) outs(%645 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?xf32>
    %656 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%655 : tensor<4x?xf32>) outs(%646 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %657 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%654 : tensor<4x?xf32>) outs(%653 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %658 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%657 : tensor<4x?x?xf32>) outs(%656 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %659 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655 : tensor<4x?xf32>) outs(%644 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %660 = linalg.generic {indexing_maps = [#map16, #map15, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%657, %collapsed_410 : tensor<4x?x?xf32>, tensor<4x?x32xf32>) outs(%659 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %661 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658, %660 : tensor<4x?xf32>, tensor<4x?x32xf32>) outs(%641 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %cst_486 = arith.constant 1.000000e+00 : f32
      %772 = arith.divf %cst_486, %in : f32
      %773 = arith.mulf %772, %in_485 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %expanded_427 = tensor.expand_shape %661 [[0, 1], [2], [3]] output_shape [1, 4, %dim_406, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_428 = tensor.dim %expanded_427, %c2 : tensor<1x4x?x32xf32>
    %662 = tensor.empty(%dim_428) : tensor<1x?x4x32xf32>
    %transposed_429 = linalg.transpose ins(%expanded_427 : tensor<1x4x?x32xf32>) outs(%662 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_430 = tensor.collapse_shape %transposed_429 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.8.self_attn.o_proj.weight = util.global.load @__auto.layers.8.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_431 = linalg.transpose ins(%__auto.layers.8.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %663 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_431 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %664 = tensor.empty(%dim_428) : tensor<1x?x128xf32>
    %665 = linalg.fill ins(%cst_1 : f32) outs(%664 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %666 = linalg.batch_matmul ins(%collapsed_430, %663 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%665 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %667 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612, %666 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %668 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %669 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%668 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %670 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%669 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %671 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%670 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %672 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%671 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %673 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667, %672 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.8.post_attention_layernorm.weight = util.global.load @__auto.layers.8.post_attention_layernorm.weight : tensor<128xf32>
    %674 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.8.post_attention_layernorm.weight, %673 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.8.mlp.gate_proj.weight = util.global.load @__auto.layers.8.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_432 = linalg.transpose ins(%__auto.layers.8.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %675 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_432 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %676 = linalg.batch_matmul ins(%674, %675 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %677 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%676 : tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      %773 = math.exp %772 : f32
      %774 = arith.addf %773, %cst_2 : f32
      %775 = arith.divf %cst_2, %774 : f32
      linalg.yield %775 : f32
    } -> tensor<1x?x352xf32>
    %678 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %676 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.8.mlp.up_proj.weight = util.global.load @__auto.layers.8.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_433 = linalg.transpose ins(%__auto.layers.8.mlp.up_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %679 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_433 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %680 = linalg.batch_matmul ins(%674, %679 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %681 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%678, %680 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.8.mlp.down_proj.weight = util.global.load @__auto.layers.8.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_434 = linalg.transpose ins(%__auto.layers.8.mlp.down_proj.weight : tensor<128x352xf32>) outs(%104 : tensor<352x128xf32>) permutation = [1, 0] 
    %682 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_434 : tensor<352x128xf32>) outs(%105 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %683 = linalg.batch_matmul ins(%681, %682 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %684 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667, %683 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %685 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %686 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%685 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %687 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %688 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %689 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %690 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684, %689 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.9.input_layernorm.weight = util.global.load @__auto.layers.9.input_layernorm.weight : tensor<128xf32>
    %691 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.9.input_layernorm.weight, %690 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.9.self_attn.q_proj.weight = util.global.load @__auto.layers.9.self_attn.q_proj.weight : tensor<128x128xf32>
    %transposed_435 = linalg.transpose ins(%__auto.layers.9.self_attn.q_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %692 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_435 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %693 = linalg.batch_matmul ins(%691, %692 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %expanded_436 = tensor.expand_shape %693 [[0], [1], [2, 3]] output_shape [1, %dim, 4, 32] : tensor<1x?x128xf32> into tensor<1x?x4x32xf32>
    %transposed_437 = linalg.transpose ins(%expanded_436 : tensor<1x?x4x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.9.self_attn.k_proj.weight = util.global.load @__auto.layers.9.self_attn.k_proj.weight : tensor<64x128xf32>
    %transposed_438 = linalg.transpose ins(%__auto.layers.9.self_attn.k_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %694 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_438 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %695 = linalg.batch_matmul ins(%691, %694 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_439 = tensor.expand_shape %695 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_440 = linalg.transpose ins(%expanded_439 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %__auto.layers.9.self_attn.v_proj.weight = util.global.load @__auto.layers.9.self_attn.v_proj.weight : tensor<64x128xf32>
    %transposed_441 = linalg.transpose ins(%__auto.layers.9.self_attn.v_proj.weight : tensor<64x128xf32>) outs(%32 : tensor<128x64xf32>) permutation = [1, 0] 
    %696 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_441 : tensor<128x64xf32>) outs(%33 : tensor<1x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x64xf32>
    %697 = linalg.batch_matmul ins(%691, %696 : tensor<1x?x128xf32>, tensor<1x128x64xf32>) outs(%36 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
    %expanded_442 = tensor.expand_shape %697 [[0], [1], [2, 3]] output_shape [1, %dim, 2, 32] : tensor<1x?x64xf32> into tensor<1x?x2x32xf32>
    %transposed_443 = linalg.transpose ins(%expanded_442 : tensor<1x?x2x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) permutation = [0, 2, 1, 3] 
    %698 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_437, %13 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %extracted_slice_444 = tensor.extract_slice %transposed_437[0, 0, 0, 16] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %699 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_444 : tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_445 = tensor.extract_slice %transposed_437[0, 0, 0, 0] [1, 4, %dim, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %concat_446 = tensor.concat dim(3) %699, %extracted_slice_445 : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x32xf32>
    %dim_447 = tensor.dim %699, %c2 : tensor<1x4x?x16xf32>
    %700 = tensor.empty(%dim_447) : tensor<1x4x?x32xf32>
    %701 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_446, %14 : tensor<1x4x?x32xf32>, tensor<?x32xf32>) outs(%700 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %702 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%698, %701 : tensor<1x4x?x32xf32>, tensor<1x4x?x32xf32>) outs(%31 : tensor<1x4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x4x?x32xf32>
    %703 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_440, %13 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %extracted_slice_448 = tensor.extract_slice %transposed_440[0, 0, 0, 16] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %704 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_448 : tensor<1x2x?x16xf32>) outs(%48 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_449 = tensor.extract_slice %transposed_440[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x32xf32> to tensor<1x2x?x16xf32>
    %concat_450 = tensor.concat dim(3) %704, %extracted_slice_449 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x32xf32>
    %dim_451 = tensor.dim %704, %c2 : tensor<1x2x?x16xf32>
    %705 = tensor.empty(%dim_451) : tensor<1x2x?x32xf32>
    %706 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_450, %14 : tensor<1x2x?x32xf32>, tensor<?x32xf32>) outs(%705 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %707 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%703, %706 : tensor<1x2x?x32xf32>, tensor<1x2x?x32xf32>) outs(%38 : tensor<1x2x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x2x?x32xf32>
    %708 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%707 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_452 = tensor.collapse_shape %708 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %709 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_443 : tensor<1x2x?x32xf32>) outs(%53 : tensor<1x2x2x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x?x32xf32>
    %collapsed_453 = tensor.collapse_shape %709 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_454 = tensor.dim %702, %c2 : tensor<1x4x?x32xf32>
    %dim_455 = tensor.dim %collapsed_452, %c2 : tensor<1x4x?x32xf32>
    %710 = tensor.empty(%dim_454, %dim_455) : tensor<1x4x?x?xf32>
    %711 = linalg.fill ins(%cst_1 : f32) outs(%710 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %712 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%711 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %772 = linalg.index 2 : index
      %773 = linalg.index 3 : index
      %774 = arith.cmpi sge, %772, %773 : index
      %775 = arith.select %774, %cst_1, %cst_0 : f32
      linalg.yield %775 : f32
    } -> tensor<1x4x?x?xf32>
    %collapsed_456 = tensor.collapse_shape %702 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_457 = tensor.collapse_shape %collapsed_452 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_458 = tensor.collapse_shape %collapsed_453 [[0, 1], [2], [3]] : tensor<1x4x?x32xf32> into tensor<4x?x32xf32>
    %collapsed_459 = tensor.collapse_shape %712 [[0, 1], [2], [3]] : tensor<1x4x?x?xf32> into tensor<4x?x?xf32>
    %713 = tensor.empty(%dim_454) : tensor<4x?x32xf32>
    %c1_460 = arith.constant 1 : index
    %dim_461 = tensor.dim %collapsed_456, %c1_460 : tensor<4x?x32xf32>
    %c1_462 = arith.constant 1 : index
    %dim_463 = tensor.dim %collapsed_457, %c1_462 : tensor<4x?x32xf32>
    %714 = tensor.empty(%dim_461) : tensor<4x?x32xf32>
    %715 = tensor.empty(%dim_461) : tensor<4x?xf32>
    %cst_464 = arith.constant 0.000000e+00 : f32
    %cst_465 = arith.constant -3.40282347E+38 : f32
    %cst_466 = arith.constant 0.000000e+00 : f32
    %716 = linalg.fill ins(%cst_464 : f32) outs(%714 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %717 = linalg.fill ins(%cst_465 : f32) outs(%715 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %718 = linalg.fill ins(%cst_466 : f32) outs(%715 : tensor<4x?xf32>) -> tensor<4x?xf32>
    %c1_467 = arith.constant 1 : index
    %dim_468 = tensor.dim %collapsed_456, %c1_467 : tensor<4x?x32xf32>
    %c1_469 = arith.constant 1 : index
    %dim_470 = tensor.dim %collapsed_457, %c1_469 : tensor<4x?x32xf32>
    %cst_471 = arith.constant 1.44269502 : f32
    %719 = arith.mulf %cst, %cst_471 : f32
    %720 = linalg.generic {indexing_maps = [#map13, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%719 : f32) outs(%collapsed_456 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %721 = tensor.empty(%dim_468, %dim_470) : tensor<4x?x?xf32>
    %cst_472 = arith.constant 0.000000e+00 : f32
    %722 = linalg.fill ins(%cst_472 : f32) outs(%721 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %723 = linalg.generic {indexing_maps = [#map14, #map15, #map16], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%720, %collapsed_457 : tensor<4x?x32xf32>, tensor<4x?x32xf32>) outs(%722 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %724 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel"]} outs(%723 : tensor<4x?x?xf32>) {
    ^bb0(%out: f32):
      linalg.yield %out : f32
    } -> tensor<4x?x?xf32>
    %cst_473 = arith.constant 0.000000e+00 : f32
    %cst_474 = arith.constant 0xFF800000 : f32
    %725 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_459 : tensor<4x?x?xf32>) outs(%724 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_485 = arith.constant 1.44269502 : f32
      %772 = arith.mulf %in, %cst_485 : f32
      %773 = arith.addf %out, %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %726 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%725 : tensor<4x?x?xf32>) outs(%717 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.maximumf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %727 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%726 : tensor<4x?xf32>) outs(%717 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?xf32>
    %728 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%727 : tensor<4x?xf32>) outs(%718 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %729 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%726 : tensor<4x?xf32>) outs(%725 : tensor<4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.subf %out, %in : f32
      %773 = math.exp2 %772 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x?xf32>
    %730 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%729 : tensor<4x?x?xf32>) outs(%728 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?xf32>
    %731 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727 : tensor<4x?xf32>) outs(%716 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.mulf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<4x?x32xf32>
    %732 = linalg.generic {indexing_maps = [#map16, #map15, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%729, %collapsed_458 : tensor<4x?x?xf32>, tensor<4x?x32xf32>) outs(%731 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      %773 = arith.addf %772, %out : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %733 = linalg.generic {indexing_maps = [#map4, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %732 : tensor<4x?xf32>, tensor<4x?x32xf32>) outs(%713 : tensor<4x?x32xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %cst_486 = arith.constant 1.000000e+00 : f32
      %772 = arith.divf %cst_486, %in : f32
      %773 = arith.mulf %772, %in_485 : f32
      linalg.yield %773 : f32
    } -> tensor<4x?x32xf32>
    %expanded_475 = tensor.expand_shape %733 [[0, 1], [2], [3]] output_shape [1, 4, %dim_454, 32] : tensor<4x?x32xf32> into tensor<1x4x?x32xf32>
    %dim_476 = tensor.dim %expanded_475, %c2 : tensor<1x4x?x32xf32>
    %734 = tensor.empty(%dim_476) : tensor<1x?x4x32xf32>
    %transposed_477 = linalg.transpose ins(%expanded_475 : tensor<1x4x?x32xf32>) outs(%734 : tensor<1x?x4x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_478 = tensor.collapse_shape %transposed_477 [[0], [1], [2, 3]] : tensor<1x?x4x32xf32> into tensor<1x?x128xf32>
    %__auto.layers.9.self_attn.o_proj.weight = util.global.load @__auto.layers.9.self_attn.o_proj.weight : tensor<128x128xf32>
    %transposed_479 = linalg.transpose ins(%__auto.layers.9.self_attn.o_proj.weight : tensor<128x128xf32>) outs(%26 : tensor<128x128xf32>) permutation = [1, 0] 
    %735 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_479 : tensor<128x128xf32>) outs(%27 : tensor<1x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x128xf32>
    %736 = tensor.empty(%dim_476) : tensor<1x?x128xf32>
    %737 = linalg.fill ins(%cst_1 : f32) outs(%736 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %738 = linalg.batch_matmul ins(%collapsed_478, %735 : tensor<1x?x128xf32>, tensor<1x128x128xf32>) outs(%737 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %739 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684, %738 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %740 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%739 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %741 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%740 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %742 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %743 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %744 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%743 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %745 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%739, %744 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.9.post_attention_layernorm.weight = util.global.load @__auto.layers.9.post_attention_layernorm.weight : tensor<128xf32>
    %746 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.layers.9.post_attention_layernorm.weight, %745 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.layers.9.mlp.gate_proj.weight = util.global.load @__auto.layers.9.mlp.gate_proj.weight : tensor<352x128xf32>
    %transposed_480 = linalg.transpose ins(%__auto.layers.9.mlp.gate_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %747 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_480 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %748 = linalg.batch_matmul ins(%746, %747 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %749 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748 : tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.negf %in : f32
      %773 = math.exp %772 : f32
      %774 = arith.addf %773, %cst_2 : f32
      %775 = arith.divf %cst_2, %774 : f32
      linalg.yield %775 : f32
    } -> tensor<1x?x352xf32>
    %750 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%749, %748 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.9.mlp.up_proj.weight = util.global.load @__auto.layers.9.mlp.up_proj.weight : tensor<352x128xf32>
    %transposed_481 = linalg.transpose ins(%__auto.layers.9.mlp.up_proj.weight : tensor<352x128xf32>) outs(%93 : tensor<128x352xf32>) permutation = [1, 0] 
    %751 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_481 : tensor<128x352xf32>) outs(%94 : tensor<1x128x352xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x352xf32>
    %752 = linalg.batch_matmul ins(%746, %751 : tensor<1x?x128xf32>, tensor<1x128x352xf32>) outs(%97 : tensor<1x?x352xf32>) -> tensor<1x?x352xf32>
    %753 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%750, %752 : tensor<1x?x352xf32>, tensor<1x?x352xf32>) outs(%96 : tensor<1x?x352xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x352xf32>
    %__auto.layers.9.mlp.down_proj.weight = util.global.load @__auto.layers.9.mlp.down_proj.weight : tensor<128x352xf32>
    %transposed_482 = linalg.transpose ins(%__auto.layers.9.mlp.down_proj.weight : tensor<128x352xf32>) outs(%104 : tensor<352x128xf32>) permutation = [1, 0] 
    %754 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_482 : tensor<352x128xf32>) outs(%105 : tensor<1x352x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x352x128xf32>
    %755 = linalg.batch_matmul ins(%753, %754 : tensor<1x?x352xf32>, tensor<1x352x128xf32>) outs(%29 : tensor<1x?x128xf32>) -> tensor<1x?x128xf32>
    %756 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%739, %755 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.addf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %757 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%756 : tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %758 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%757 : tensor<1x?x128xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %out : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %759 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.divf %in, %cst_5 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %760 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = arith.addf %in, %cst_3 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %761 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%760 : tensor<1x?x1xf32>) outs(%18 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %772 = math.rsqrt %in : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x1xf32>
    %762 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%756, %761 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.norm.weight = util.global.load @__auto.norm.weight : tensor<128xf32>
    %763 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%__auto.norm.weight, %762 : tensor<128xf32>, tensor<1x?x128xf32>) outs(%15 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_485: f32, %out: f32):
      %772 = arith.mulf %in, %in_485 : f32
      linalg.yield %772 : f32
    } -> tensor<1x?x128xf32>
    %__auto.lm_head.weight = util.global.load @__auto.lm_head.weight : tensor<512x128xf32>
    %764 = tensor.empty() : tensor<128x512xf32>
    %transposed_483 = linalg.transpose ins(%__auto.lm_head.weight : tensor<512x128xf32>) outs(%764 : tensor<128x512xf32>) permutation = [1, 0] 
    %765 = tensor.empty() : tensor<1x128x512xf32>
    %766 = linalg.generic {indexing_maps = [#map8, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_483 : tensor<128x512xf32>) outs(%765 : tensor<1x128x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x512xf32>
    %767 = tensor.empty(%dim) : tensor<1x?x512xf32>
    %768 = linalg.fill ins(%cst_1 : f32) outs(%767 : tensor<1x?x512xf32>) -> tensor<1x?x512xf32>
    %769 = linalg.batch_matmul ins(%763, %766 : tensor<1x?x128xf32>, tensor<1x128x512xf32>) outs(%768 : tensor<1x?x512xf32>) -> tensor<1x?x512xf32>
    %770, %vk_out0 = hal.tensor.barrier join(%769, %vk_r : tensor<1x?x512xf32>, tensor<13x3x8x16xf32>) => %arg2 : !hal.fence
    %dim_484 = tensor.dim %770, %c1 : tensor<1x?x512xf32>
    %771 = hal.tensor.export %770 : tensor<1x?x512xf32>{%dim_484} -> !hal.buffer_view
    %vk_out0_bv = hal.tensor.export %vk_out0 : tensor<13x3x8x16xf32> -> !hal.buffer_view
    util.return %771, %vk_out0_bv : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %vk_in0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1, %vk_out0_res = util.call @main$async(%arg0, %vk_in0, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1, %vk_out0_res : !hal.buffer_view, !hal.buffer_view
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F9AF50F3F9BE8A13E8718363ECDCCCC3DC255663DE386013D39AD913C0AD7233C9C44B83B383E4F3B2815E93A6F12833A166A133A60CBA53953773A39"
    }
  }
#-}

