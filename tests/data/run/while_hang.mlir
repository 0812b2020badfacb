// Never ends when it runs: the loop's condition is always true.
func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %s = arith.addf %x, %y : tensor<4xf32>
  %r = scf.while (%a = %s) : (tensor<4xf32>) -> tensor<4xf32> {
    %true = arith.constant true
    scf.condition(%true) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %n = arith.negf %b : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
