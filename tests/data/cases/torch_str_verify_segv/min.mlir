func.func @main(%arg0: !torch.vtensor<[4],!torch.str>) -> tensor<4xi8> {
  %0 = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[4],!torch.str> -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
