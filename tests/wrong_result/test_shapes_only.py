"""Definedness past the ops numpy cannot compute: their results' dims carry the check on
(no compile)."""
from __future__ import annotations

import numpy as np

from reducer.runtime.execution import read_module
from reducer.wrong_result.defined import disagreeing_dims
from reducer.wrong_result.whole import check_shapes

# cumsum has no numpy reference: its values are not known, its dims are its type's.
CUMSUM_VIEW = """func.func @main(%x: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[1,ROWS,8],f32> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %s = torch.aten.cumsum %x, %int0, %none : !torch.vtensor<[4,8],f32>, !torch.int, !torch.none
      -> !torch.vtensor<SUMMED,f32>
  %int1 = torch.constant.int 1
  %rows = torch.constant.int ROWS
  %int8 = torch.constant.int 8
  %shape = torch.prim.ListConstruct %int1, %rows, %int8 : (!torch.int, !torch.int, !torch.int)
      -> !torch.list<int>
  %v = torch.aten.view %s, %shape : !torch.vtensor<SUMMED,f32>, !torch.list<int>
      -> !torch.vtensor<[1,ROWS,8],f32>
  return %v : !torch.vtensor<[1,ROWS,8],f32>
}"""


def _cumsum_view(rows: int, summed: str = "[4,8]") -> str:
    return CUMSUM_VIEW.replace("ROWS", str(rows)).replace("SUMMED", summed)


def test_a_view_after_an_op_numpy_cannot_compute_is_checked() -> None:
    assert disagreeing_dims(read_module(_cumsum_view(3))) == (
        "torch.aten.view cannot be computed on its operands: cannot reshape array of size "
        "32 into shape (1,3,8)")
    assert disagreeing_dims(read_module(_cumsum_view(4))) is None


def test_a_dim_that_is_not_known_is_never_a_disagreement() -> None:
    # cumsum's result type leaves its rows open: the view into 3 rows is not decided
    assert disagreeing_dims(read_module(_cumsum_view(3, "[?,8]"))) is None


MATMUL = """func.func @main(%x: !torch.vtensor<[4,8],f32>, %w: !torch.vtensor<[K,5],f32>)
    -> !torch.vtensor<[4,5],f32> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %s = torch.aten.cumsum %x, %int0, %none : !torch.vtensor<[4,8],f32>, !torch.int, !torch.none
      -> !torch.vtensor<[?,?],f32>
  %int4 = torch.constant.int 4
  %minus = torch.constant.int -1
  %shape = torch.prim.ListConstruct %int4, %minus : (!torch.int, !torch.int) -> !torch.list<int>
  %v = torch.aten.view %x, %shape : !torch.vtensor<[4,8],f32>, !torch.list<int>
      -> !torch.vtensor<[?,?],f32>
  %a = torch.aten.add.Tensor %s, %v, %int0 : !torch.vtensor<[?,?],f32>, !torch.vtensor<[?,?],f32>,
      !torch.int -> !torch.vtensor<[?,?],f32>
  %m = torch.aten.mm %a, %w : !torch.vtensor<[?,?],f32>, !torch.vtensor<[K,5],f32>
      -> !torch.vtensor<[4,5],f32>
  return %m : !torch.vtensor<[4,5],f32>
}"""


def test_a_matmul_after_an_op_numpy_cannot_compute_has_its_k_checked() -> None:
    # the sum's dims come from the view's operand, broadcast with cumsum's open ones
    assert disagreeing_dims(read_module(MATMUL.replace("K", "6"))) == (
        "torch.aten.mm has K 8 in one operand and 6 in the other: its operands' dims disagree")
    assert disagreeing_dims(read_module(MATMUL.replace("K", "8"))) is None


# A body of math.erf is not one numpy evaluates; the matmul writes into 8 rows where its
# operand has what the input gives.
LINALG = """#id = affine_map<(d0, d1) -> (d0, d1)>
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x4xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>,
                  sym_name = "main"}> ({
  ^bb0(%x: tensor<?x4xf32>, %w: tensor<4x3xf32>):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %n = "tensor.dim"(%x, %c0) : (tensor<?x4xf32>, index) -> index
    %rows = "arith.muli"(%n, %c2) : (index, index) -> index
    %e = "tensor.empty"(%n) : (index) -> tensor<?x4xf32>
    %g = "linalg.generic"(%x, %e) <{indexing_maps = [#id, #id],
        iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>],
        operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%in: f32, %out: f32):
      %y = "math.erf"(%in) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%y) : (f32) -> ()
    }) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    %o = "tensor.empty"(ROWS) : (index) -> tensor<?x3xf32>
    %m = "linalg.matmul"(%g, %w, %o) <{indexing_maps = [#a, #b, #c],
        operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%p: f32, %q: f32, %acc: f32):
      %t = "arith.mulf"(%p, %q) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %u = "arith.addf"(%acc, %t) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%u) : (f32) -> ()
    }) : (tensor<?x4xf32>, tensor<4x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    "func.return"(%m) : (tensor<?x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()"""


def test_a_matmul_into_an_empty_of_other_rows_after_an_op_numpy_cannot_compute() -> None:
    x, w = np.ones((8, 4), np.float32), np.ones((4, 3), np.float32)
    check_shapes(read_module(LINALG.replace("ROWS", "%n")), [x, w])
    try:
        check_shapes(read_module(LINALG.replace("ROWS", "%rows")), [x, w])
    except Exception as e:  # noqa: BLE001 - the message is the answer
        assert str(e) == ("linalg.matmul's operand 2 has 16 where another has 8 in loop dim "
                          "d0: its operands' dims disagree")
    else:
        raise AssertionError("the matmul's rows were not found disagreeing")


BLOB = """func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<4xf4E2M1FN>) {
  %c = arith.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  %e = tensor.empty() : tensor<4xf4E2M1FN>
  return %c, %e : tensor<2xf32>, tensor<4xf4E2M1FN>
}"""


def test_constants_and_types_numpy_cannot_read_are_not_a_disagreement() -> None:
    check_shapes(read_module(BLOB), [np.ones(2, np.float32)])


# The gather of a router's top-1 score per row, as a generic whose body extracts it: column
# COLUMN of row d0. At the loop's own index, the column runs to the 8 rows of the loop, past
# the 2 columns the tensor has (an edit that replaced a constant by an index in scope).
GATHER = """func.func @main(%t: tensor<?x2xf32>, %o: tensor<?x1xf32>) -> tensor<?x1xf32> {
  %c1 = arith.constant 1 : index
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, 0)>],
                       iterator_types = ["parallel"]} outs(%o : tensor<?x1xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %v = tensor.extract %t[%i, COLUMN] : tensor<?x2xf32>
    linalg.yield %v : f32
  } -> tensor<?x1xf32>
  return %g : tensor<?x1xf32>
}"""


def test_an_extract_at_a_loop_index_past_the_tensors_end_is_undefined() -> None:
    assert disagreeing_dims(read_module(GATHER.replace("COLUMN", "%i"))) == (
        "tensor.extract in linalg.generic reads dim 1 of [None, 2] at the index of loop dim "
        "d0, which runs to 8: past its end")
    assert disagreeing_dims(read_module(GATHER.replace("COLUMN", "%c1"))) is None
