"""Queries and edits of the IR graph keep the module valid (checked by iree-opt's verifier)."""
from __future__ import annotations

import subprocess

import pytest

from reducer.ir import IRError, Module, parse
from reducer.ir.alone import op_alone
from reducer.ir.dce import eliminate_dead_code
from reducer.ir.edit import erase_op, replace_all_uses, users
from reducer.ir.functions import (
    add_argument,
    call_sites,
    enclosing_function,
    erase_argument,
    fixed_signature,
    functions,
    set_results,
    symbol_name,
)
from reducer.ir.graph import producers_within, symbol_graph, unreferenced_symbols
from reducer.ir.normalize import input_apart, normalize_input
from reducer.processes.tools import find_tool
from reducer.text import whole

PROGRAM = """
func.func private @callee(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %x, %x : tensor<4xf32>
  %1 = arith.mulf %0, %x : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = call @callee(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %d = arith.subf %c, %a : tensor<4xf32>
  return %d : tensor<4xf32>
}
"""


def _verifies(module: Module) -> bool:
    done = subprocess.run([find_tool("iree-opt"), "-"], input=module.print(), text=True,
                          capture_output=True)
    return done.returncode == 0


def _op(module: Module, name: str):
    return next(op for op in module.walk() if op.name == name)


def test_queries() -> None:
    module = parse(PROGRAM)
    add, mul = _op(module, "arith.addf"), _op(module, "arith.mulf")
    assert users(add.results[0]) == [mul]
    assert enclosing_function(add) is next(functions(module))
    assert [op.name for op in call_sites(module, next(functions(module)))] == ["func.call"]


def test_producers_within_a_depth_are_those_of_the_ops_block() -> None:
    module = parse(PROGRAM)
    add, mul = _op(module, "arith.addf"), _op(module, "arith.mulf")
    assert producers_within(mul, 0) == {mul.id}
    assert producers_within(mul, 1) == producers_within(mul, None) == {mul.id, add.id}


SYMBOLS = """
util.global private @weight = dense<1.0> : tensor<4xf32>
util.global private @unused = dense<2.0> : tensor<4xf32>
util.func private @leaf(%x: tensor<4xf32>) -> tensor<4xf32> {
  %w = util.global.load @weight : tensor<4xf32>
  %0 = arith.addf %x, %w : tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
util.func private @middle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = util.call @leaf(%x) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
util.func private @orphan(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = util.call @middle(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = util.call @orphan(%0) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %1 : tensor<4xf32>
}
util.func private @ping(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = util.call @pong(%x) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
util.func private @pong(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = util.call @ping(%x) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %0 : tensor<4xf32>
}
util.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = util.call @middle(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = util.call @middle(%0) : (tensor<4xf32>) -> tensor<4xf32>
  util.return %1 : tensor<4xf32>
}
"""


def _symbol(module: Module, name: str):
    return next(op for op in module.top.regions[0].blocks[0].ops if symbol_name(op) == name)


def test_the_symbol_graph_has_an_edge_from_each_op_naming_a_symbol_to_it() -> None:
    module = parse(SYMBOLS)
    graph = symbol_graph(module)
    main, middle = _symbol(module, "main"), _symbol(module, "middle")
    calls = [op.id for op in main.walk() if op.name == "util.call"]
    orphan_call = next(op.id for op in _symbol(module, "orphan").walk()
                       if op.name == "util.call")
    assert list(graph.predecessors(middle.id)) == [orphan_call, *calls]  # in program order
    assert graph.nodes[middle.id]["public"] is False
    assert graph.nodes[main.id]["public"] is True
    assert list(graph.predecessors(_symbol(module, "unused").id)) == []


def test_unreferenced_symbols_are_those_nothing_needed_reaches() -> None:
    """A private function only an unneeded one calls goes with it, what it calls too when
    nothing else does; a recursive call does not keep a function, a cycle of calls does."""
    module = parse(SYMBOLS)
    assert [symbol_name(op) for op in unreferenced_symbols(module)] == ["unused", "orphan"]
    main = _symbol(module, "main")
    erase_op(main)
    assert [symbol_name(op) for op in unreferenced_symbols(module)] == [
        "weight", "unused", "leaf", "middle", "orphan"]


def test_symbol_removal_removes_the_ops_that_name_a_symbol() -> None:
    """The calls of a removed function go, their results' uses to a same-typed operand;
    the functions it called stay, for a later try. The module tried on is left alone, each
    try on it builds the same candidate, and a try on another module names that one's ops."""
    from reducer.strategies import SymbolRemoval

    def symbols(module: Module) -> list[str | None]:
        return [symbol_name(op) for op in module.top.regions[0].blocks[0].ops]

    module = parse(SYMBOLS)
    strategy = SymbolRemoval()
    middle, weight, leaf = (_symbol(module, name) for name in ("middle", "weight", "leaf"))
    before = module.print()
    candidate = strategy.apply(module, [middle.id])
    assert candidate is not None
    assert symbols(candidate) == ["weight", "unused", "leaf", "orphan", "ping", "pong", "main"]
    main = _symbol(candidate, "main")
    assert [op.name for op in main.walk()] == ["util.func", "util.return"]
    assert main.regions[0].blocks[0].ops[-1].operands == main.regions[0].blocks[0].args
    assert _verifies(candidate)
    assert module.print() == before
    assert strategy.apply(module, [middle.id]).print() == candidate.print()
    both = strategy.apply(module, [weight.id, middle.id])
    assert symbols(both) == ["unused", "leaf", "orphan", "ping", "pong", "main"]
    assert "@weight" not in both.print()
    no_leaf = strategy.apply(candidate, [leaf.id])  # nothing calls it there
    assert symbols(no_leaf) == ["weight", "unused", "orphan", "ping", "pong", "main"]


def test_a_copy_that_leaves_ops_out_gives_their_users_stand_ins() -> None:
    """A cut copies only what it keeps; the input keeps its use lists."""
    module = parse(PROGRAM)
    add, mul = _op(module, "arith.addf"), _op(module, "arith.mulf")
    before, uses = module.print(), list(add.results[0].uses)
    copy = module.clone(leave_out={add.id})
    copied = copy.op_by_id()
    assert add.id not in copied and mul.id in copied
    stand_in = copied[mul.id].operands[0]
    assert stand_in.name == add.results[0].name and stand_in.type == add.results[0].type
    assert stand_in.defining_op is not None and not copy.contains(stand_in.defining_op)
    assert stand_in.uses == [copied[mul.id]]
    assert module.print() == before and add.results[0].uses == uses


def test_add_argument_threads_through_callers_and_verifies() -> None:
    module = parse(PROGRAM)
    callee = next(functions(module))
    arg = add_argument(module, callee, "tensor<4xf32>")
    replace_all_uses(_op(module, "arith.addf").results[0], arg)
    assert eliminate_dead_code(module) == 1
    main = [f for f in functions(module) if symbol_name(f) == "main"][0]
    assert "(tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>" in main.props
    assert _verifies(module)


def test_set_results_and_erase_argument_keep_types_consistent() -> None:
    module = parse(PROGRAM)
    main = [f for f in functions(module) if symbol_name(f) == "main"][0]
    set_results(module, main, [main.regions[0].blocks[0].args[0]])
    eliminate_dead_code(module)
    assert not any(op.name == "arith.subf" for op in module.walk())
    erase_op(_op(module, "func.call"))
    assert _verifies(module)
    callee = next(functions(module))
    assert call_sites(module, callee) == []
    clone = module.clone()
    assert clone.print() == module.print()
    with pytest.raises(IRError, match="still used"):
        erase_argument(clone, next(functions(clone)), 0)


EXECUTABLE = """
hal.executable private @ex {
  hal.executable.variant public @v target(<"llvm-cpu", "embedded-elf-x86_64">) {
    hal.executable.export public @f ordinal(0) layout(#hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>)
    builtin.module {
      func.func @f() {
        %c = arith.constant 1 : i32
        %d = arith.addi %c, %c : i32
        return
      }
    }
  }
}
"""


def test_an_executables_entry_point_keeps_its_signature() -> None:
    """Entry points of executables take no arguments and return nothing: edits that would
    change that are refused, and result rerouting offers no cut."""
    from reducer.strategies import ResultRerouting

    module = parse(EXECUTABLE)
    func = next(functions(module))
    assert fixed_signature(func)
    with pytest.raises(IRError):
        add_argument(module, func, "i32")
    with pytest.raises(IRError):
        set_results(module, func, [func.regions[0].blocks[0].ops[0].results[0]])
    assert ResultRerouting().edits(module) == []
    assert not fixed_signature(next(functions(parse(PROGRAM))))


LATE_EXECUTABLE = """
#target = #hal.executable.target<"rocm", "rocm-hsaco-fb", {}>
#layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>]>
hal.executable public @exe {
  hal.executable.variant public @rocm target(#target) {
    hal.executable.export public @kernel ordinal(0) layout(#layout) count(%device: !hal.device) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      hal.return %c1, %c1, %c1 : index, index, index
    }
    builtin.module {
      llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32} : !llvm.array<4 x f32>
      llvm.func @kernel(%arg0: !llvm.ptr<1>, %arg1: i32) {
        %0 = llvm.mlir.constant(0 : i16) : i16
        %1 = llvm.mlir.constant(64 : i32) : i32
        %2 = rocdl.make.buffer.rsrc %arg0, %0, %1, %1 : <1>, i32 to <7>
        llvm.br ^bb1(%arg1 : i32)
      ^bb1(%3: i32):
        %4 = llvm.sitofp %3 : i32 to f32
        llvm.br ^bb2
      ^bb2:
        llvm.store %4, %2 : f32, !llvm.ptr<7>
        llvm.return
      }
    }
  }
}
"""


def test_late_codegen_edits_of_an_executable_stay_valid() -> None:
    """At pass level the IR is an executable in the LLVM dialect: its kernel's arguments
    may change, its nested globals go, its count region empties and its block chains
    merge; each candidate verifies."""
    from reducer.strategies import BlockMerging, OperandsToArgs, RegionRemoval, SymbolRemoval

    module = parse(LATE_EXECUTABLE, iree_opt=find_tool("iree-opt"))
    kernel = next(op for op in functions(module) if op.name == "llvm.func")
    assert not fixed_signature(kernel)
    store = _op(module, "llvm.store")
    fed = OperandsToArgs().apply(module, [(store.id, 1)])
    assert '!llvm.func<void (!llvm.ptr<1>, i32, !llvm.ptr<7>)>' in fed.print()
    assert "rocdl.make.buffer.rsrc" in fed.print()  # an intrinsic: not dead code
    global_ = _op(module, "llvm.mlir.global")
    assert global_.id in SymbolRemoval().edits(module)
    no_global = SymbolRemoval().apply(module, [global_.id])
    emptied = RegionRemoval().apply(module, RegionRemoval().edits(module))
    merged = BlockMerging().apply(module, BlockMerging().edits(module))
    assert "llvm.mlir.global" not in no_global.print()
    assert "hal.return" not in emptied.print() and "arith.constant" not in emptied.print()
    assert [len(f.regions[0].blocks) for f in functions(merged) if f.name == "llvm.func"] == [1]
    assert '"llvm.sitofp"(%arg1)' in merged.print()  # the block argument took its operand
    for candidate in (fed, no_global, emptied, merged):
        assert _verifies(candidate), candidate.print()
    assert module.num_ops == parse(LATE_EXECUTABLE, iree_opt=find_tool("iree-opt")).num_ops


def _spirv_executable(body: str, constants: int = 0) -> str:
    """An executable whose kernel (no arguments, one binding) runs `body`."""
    return f"""
#target = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {{}}>
#layout = #hal.pipeline.layout<constants = {constants}, bindings = [#hal.pipeline.binding<storage_buffer>]>
hal.executable public @exe {{
  hal.executable.variant public @spirv target(#target) {{
    hal.executable.export public @kernel ordinal(0) layout(#layout)
    builtin.module {{
      func.func @kernel() {{
{body}
        return
      }}
    }}
  }}
}}
"""


SUBSPAN_EXECUTABLE = _spirv_executable("""\
        %c0 = arith.constant 0 : index
        %0 = hal.interface.binding.subspan layout(#layout) binding(0) alignment(64) offset(%c0) : memref<4xf32>""")


def test_an_optional_operand_goes_with_its_producer() -> None:
    """A subspan's offset is a group of one operand that may be empty: dropped, the constant
    feeding it dies, and the executable verifies."""
    from reducer.strategies import OptionalOperands

    module = parse(SUBSPAN_EXECUTABLE, iree_opt=find_tool("iree-opt"))
    subspan = _op(module, "hal.interface.binding.subspan")
    edits = OptionalOperands().edits(module)
    assert [(e.op, e.group) for e in edits] == [(subspan.id, 0)]
    dropped = OptionalOperands().apply(module, edits)
    assert "arith.constant" not in dropped.print()
    assert "operandSegmentSizes = array<i32: 0, 0>" in dropped.print()
    assert _verifies(dropped), dropped.print()
    assert OptionalOperands().edits(parse(PROGRAM)) == []  # only executables' ops


FORALL_EXECUTABLE = _spirv_executable("""\
        %0 = hal.interface.constant.load layout(#layout) ordinal(0) : i32
        %1 = arith.bitcast %0 : i32 to f32
        %2 = hal.interface.binding.subspan layout(#layout) binding(0) : memref<4x8xf32>
        scf.forall (%i, %j) = (1, 2) to (4, 8) step (1, 2) {
          memref.store %1, %2[%i, %j] : memref<4x8xf32>
        }""", constants=1)


def test_an_executables_loop_unwraps_and_its_scalars_become_constants() -> None:
    """In an executable (whose kernel takes no arguments), a loop without results becomes its
    body at its lower bounds, and a removed scalar producer's uses take a zero constant."""
    from reducer.strategies import LoopUnwrapping, OpRemoval

    module = parse(FORALL_EXECUTABLE, iree_opt=find_tool("iree-opt"))
    unwrapped = LoopUnwrapping().apply(module, LoopUnwrapping().edits(module))
    text = unwrapped.print()
    assert "scf.forall" not in text and '"memref.store"' in text
    assert "value = 1 : index" in text and "value = 2 : index" in text
    assert _verifies(unwrapped), text
    bitcast = _op(unwrapped, "arith.bitcast")
    constant = OpRemoval().apply(unwrapped, [bitcast.id])
    assert "arith.bitcast" not in constant.print()
    assert "value = 0.000000e+00 : f32" in constant.print()
    assert _verifies(constant), constant.print()


# --- one op alone, cut from the text ---------------------------------------------------------

ALONE_SOURCE = """#map = affine_map<(d0) -> (d0)>
"builtin.module"() <{sym_name = "m"}> ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "foo.a"(%arg0, %arg0) : (i32, i32) -> i32
    %1:2 = "foo.pair"(%0, %arg1) : (i32, i32) -> (i32, i64)
    %2 = "foo.region"(%1#0) ({
    ^bb0(%arg2: i32):
      "foo.yield"(%arg2) : (i32) -> ()
    }) {k = #map} : (i32) -> i32
    %3 = "foo.capture"() ({
      "foo.yield"(%0) : (i32) -> ()
    }) : () -> i32
    "foo.sink"(%2, %3) : (i32, i32) -> ()
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""
_ALONE_HEAD = '#map = affine_map<(d0) -> (d0)>\n"builtin.module"() <{sym_name = "m"}> ({\n'


@pytest.mark.parametrize("line, function", [
    (5, '''  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%alone0: i32):
    %0 = "foo.a"(%alone0, %alone0) : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
'''),
    (6, '''  "func.func"() <{function_type = (i32, i32) -> (i32, i64), sym_name = "f"}> ({
  ^bb0(%alone0: i32, %alone1: i32):
    %1:2 = "foo.pair"(%alone0, %alone1) : (i32, i32) -> (i32, i64)
    "func.return"(%1#0, %1#1) : (i32, i64) -> ()
'''),
    (7, '''  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%alone0: i32):
    %2 = "foo.region"(%alone0) ({
    ^bb0(%arg2: i32):
      "foo.yield"(%arg2) : (i32) -> ()
    }) {k = #map} : (i32) -> i32
    "func.return"(%2) : (i32) -> ()
'''),
    (14, '''  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
  ^bb0(%alone0: i32, %alone1: i32):
    "foo.sink"(%alone0, %alone1) : (i32, i32) -> ()
    "func.return"() : () -> ()
'''),
])
def test_an_op_alone_is_cut_from_the_text_into_a_public_function(line: int,
                                                                  function: str) -> None:
    alone = op_alone(ALONE_SOURCE, line)
    assert alone is not None
    assert alone.print() == f"{_ALONE_HEAD}{function}  }}) : () -> ()\n}}) : () -> ()\n"


@pytest.mark.parametrize("line", [
    1, 2, 3, 4,  # an alias, the top op, a function (it holds the op), a block label
    8,  # a line inside an op's region
    11,  # a region that uses a value from outside the op
    19,  # an op with successors
    0, 99,  # no such line
])
def test_what_cannot_stand_alone_is_not_cut(line: int) -> None:
    assert op_alone(ALONE_SOURCE, line) is None


BLOBS = """
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %w = arith.constant dense_resource<w> : tensor<2xf32>
  %v = arith.constant dense_resource<v> : tensor<2xf32>
  %0 = arith.addf %a, %w : tensor<2xf32>
  %1 = arith.mulf %0, %v : tensor<2xf32>
  return %1 : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      w: "0x040000000000803F00000040",
      v: "0x040000000000404000008040"
    }
  }
#-}
"""


@pytest.mark.parametrize("source, name, ops", [
    (PROGRAM, "arith.mulf", 3),  # in a private function: the op alone is in a public one
    (BLOBS, "arith.constant", 3),  # its blob, of the two, goes with it
])
def test_an_op_alone_of_a_normalised_input_verifies(source: str, name: str, ops: int) -> None:
    text = normalize_input(*input_apart(source))
    line = next(n for n, row in enumerate(text.splitlines(), 1) if f'"{name}"' in row)
    alone = op_alone(text, line)
    assert alone is not None and alone.num_ops == ops
    assert _verifies(alone)
    printed = whole(alone.print())
    assert "sym_visibility" not in printed
    assert ("w: " in printed, "v: " in printed) == ((True, False) if source is BLOBS
                                                    else (False, False))
