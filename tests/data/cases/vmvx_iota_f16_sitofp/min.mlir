func.func @main() {
  %0 = stablehlo.iota dim = 0 : tensor<4xf16>
  check.expect_almost_eq_const(%0, dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf16>) : tensor<4xf16>
  return
}
