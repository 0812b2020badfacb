"""The identity of a candidate (`content_hash`): what it leaves out, and what it keeps."""
from __future__ import annotations

from reducer.oracle.fingerprint import content_hash, without_unused_aliases

PROGRAM = '''#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map10 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0) -> (0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f"}> ({
  ^bb0(%alone0: tensor<4xf32>):
    %0 = "foo.op"(%alone0) {maps = [#map10, #map]} : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
'''
# As a clean-up (iree-opt) prints it: the aliases nothing names dropped, values renamed.
CLEANED = '''#map = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %1 = "foo.op"(%arg0) {maps = [#map10, #map]} : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%1) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
'''


def test_aliases_that_nothing_names_are_left_out() -> None:
    """`#map1` and `#map2` are named by nothing (`#map10` is not `#map1`): the program cut
    from a bigger one and its clean-up are one candidate."""
    assert without_unused_aliases(PROGRAM) == CLEANED.replace("%arg0", "%alone0").replace(
        "%1", "%0")
    assert content_hash(PROGRAM) == content_hash(CLEANED)


def test_an_alias_named_is_kept() -> None:
    """Another map under a name the program uses is another program; so is a use of an
    alias dropped elsewhere."""
    other_map = CLEANED.replace("#map10 = affine_map<(d0, d1) -> (d1)>",
                                "#map10 = affine_map<(d0, d1) -> (d0)>")
    assert content_hash(other_map) != content_hash(CLEANED)
    uses_map2 = PROGRAM.replace("[#map10, #map]", "[#map10, #map2]")
    assert "#map2 = affine_map<(d0) -> (0)>\n" in without_unused_aliases(uses_map2)
    assert content_hash(uses_map2) != content_hash(PROGRAM)
