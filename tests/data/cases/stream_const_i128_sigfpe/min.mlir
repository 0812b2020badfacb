func.func @main() -> tensor<3xi128> {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi128>
  return %c : tensor<3xi128>
}
