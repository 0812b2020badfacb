#map = affine_map<(d0) -> (d0)>
!t = tensor<4xf32>
module {
  func.func private @ext(i32) -> i32
  func.func @f(%a: i32, %b: i1) -> i32 {
    cf.cond_br %b, ^bb1(%a : i32), ^bb2
  ^bb1(%x: i32):
    %s = "foo.bar"(%x) {s = "a\"b\n", d = dense<[1,2]> : tensor<2xi32>} : (i32) -> i32 loc("x.py":3:4)
    cf.br ^bb2
  ^bb2:
    %r:2 = "foo.pair"() : () -> (i32, i32)
    %c = scf.execute_region -> i32 {
      scf.yield %r#1 : i32
    }
    %w = "foo.empty"() ({}, {^bb0: "foo.t"() : () -> ()}) : () -> i32
    %m = "foo.res"() {v = dense_resource<blob1> : tensor<2xi32>} : () -> tensor<2xi32>
    %set = "foo.s"() {s = affine_set<(d0) : (d0 >= 0)>, m = #map} : () -> !t
    return %c : i32
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
