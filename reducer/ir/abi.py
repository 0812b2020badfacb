"""The function that does the work, behind IREE's ABI wrapper.

A program lowered with `iree-compile --compile-to=input` (the form people paste into issues)
exports `util.func @main(%arg0: !hal.buffer_view) -> !hal.buffer_view`, a synchronous
wrapper that makes a fence and calls `@main$async(buffer views..., wait fence, signal
fence)`; that function imports each buffer view as a tensor (`hal.tensor.import`), computes,
joins its results at a `hal.tensor.barrier` and exports them (`hal.tensor.export`). The ops
worth checking are inside it.

`unwrapped(module)` is that function as a program of its own over tensors: each imported
argument becomes a tensor argument (in the order of the wrapper's arguments, so that it gets
the same data), the barrier and the exports go, the fences go, and the wrapper goes. Its ops
keep their ids, so an op of the unwrapped program names the same op of the wrapped one.
"""
from __future__ import annotations

from reducer.ir import syntax
from reducer.ir.edit import erase_op, replace_all_uses
from reducer.ir.errors import IRError
from reducer.ir.functions import entry_block, insert_constant, return_ops, symbol_name
from reducer.ir.module import Block, Module, Op, function_type_text
from reducer.ir.program import called_function, entry_function

BUFFER_VIEW = "!hal.buffer_view"
FENCE = "!hal.fence"
# What a synchronous wrapper holds besides its call of the work function.
_WRAPPER_OPS = ("util.null", "arith.constant", "hal.devices.get", "hal.device.",
                "hal.fence.", "util.return", "func.return")


def work_function(module: Module) -> Op:
    """The function that does the work: the entry function, or the function its ABI wrapper
    calls (see the module docstring)."""
    entry = entry_function(module)
    call = _wrapped_call(module, entry)
    callee = called_function(module, call) if call is not None else None
    return callee if callee is not None else entry


def is_wrapped(module: Module) -> bool:
    """Whether the work function takes or gives buffer views (or fences)."""
    func = work_function(module)
    block = entry_block(func)
    types = [a.type for a in block.args] if block else []
    returned = [v.type for r in return_ops(func) for v in r.operands]
    return any(t in (BUFFER_VIEW, FENCE) for t in types + returned)


def unwrapped(module: Module) -> Module:
    """A copy of `module` whose entry function is its work function over tensors (see the
    module docstring); `module` itself when it is not wrapped. IRError when the wrapper or
    the work function is not of the form IREE makes."""
    if not is_wrapped(module):
        return module
    copy = module.clone()
    entry = entry_function(copy)
    work = work_function(copy)
    order = _argument_order(copy, entry, work)
    body = _single_block(work)
    for op in list(body.ops):
        if op.name == "hal.tensor.import":
            _import_as_argument(op)
        elif op.name == "hal.tensor.barrier":
            _drop_barrier(op)
        elif op.name == "hal.tensor.export":
            replace_all_uses(op.results[0], op.operands[0])
            erase_op(op)
    for op in list(body.ops):
        if op.name == "hal.buffer_view.dim":
            _as_tensor_dim(copy, op)
    if any(a.type in (BUFFER_VIEW, FENCE) and a.uses for a in body.args):
        raise IRError(f"@{symbol_name(work)} uses a buffer view or fence beyond imports")
    body.args = [body.args[i] for i in order]  # the fences go
    body.arg_locs = [body.arg_locs[i] for i in order]
    if work is not entry:
        erase_op(entry)
    _retype(work, body)
    return copy


def _wrapped_call(module: Module, entry: Op) -> Op | None:
    """The one call in `entry` when all else it holds is a wrapper's (fences, devices)."""
    block = entry_block(entry)
    if block is None:
        return None
    calls = [op for op in block.ops if called_function(module, op) is not None]
    rest = [op for op in block.ops if op not in calls]
    if len(calls) != 1 or not all(op.name.startswith(_WRAPPER_OPS) for op in rest):
        return None
    return calls[0]


def _argument_order(module: Module, entry: Op, work: Op) -> list[int]:
    """The work function's data arguments (not fences) in the order of the wrapper's
    arguments that feed them."""
    block = _single_block(work)
    data = [i for i, a in enumerate(block.args) if a.type != FENCE]
    if work is entry:
        return data
    call = _wrapped_call(module, entry)
    outer = _single_block(entry).args
    assert call is not None
    if len(call.operands) != len(block.args):
        raise IRError("the wrapper's call does not match its callee")
    position = {}
    for i in data:
        fed = call.operands[i]
        if not any(fed is a for a in outer):
            raise IRError("the wrapper feeds its callee a value of its own")
        position[i] = next(j for j, a in enumerate(outer) if a is fed)
    if sorted(position.values()) != list(range(len(outer))):
        raise IRError("the wrapper's arguments do not map one to one onto its callee's")
    return sorted(data, key=position.__getitem__)


def _single_block(func: Op) -> Block:
    block = entry_block(func)
    if block is None or len(func.regions[0].blocks) != 1:
        raise IRError(f"@{symbol_name(func)} is not a function of one block")
    return block


def _import_as_argument(op: Op) -> None:
    """`%t = hal.tensor.import %arg ...`: %arg becomes a tensor argument, used for %t."""
    arg = op.operands[0]
    if not isinstance(arg.owner, Block) or arg.type != BUFFER_VIEW:
        raise IRError("a tensor is imported from a value that is not an argument")
    tensor = op.results[0]
    dims = [u for u in arg.uses if u.name == "hal.buffer_view.dim"]
    if len(arg.uses) != 1 + len(dims) or any(u is not op and u not in dims for u in arg.uses):
        raise IRError("a buffer view argument is imported more than once")
    arg.type = tensor.type
    replace_all_uses(tensor, arg)
    erase_op(op)


def _drop_barrier(op: Op) -> None:
    """A barrier's results are its tensors: their uses move to the tensors."""
    for tensor, joined in zip(op.operands, op.results):
        replace_all_uses(joined, tensor)
    erase_op(op)


def _as_tensor_dim(module: Module, op: Op) -> None:
    """`hal.buffer_view.dim<%arg>[i]` of an argument now a tensor: `tensor.dim %arg, %ci`."""
    arg = op.operands[0]
    index = (syntax.parse_dict(op.props).get("index") or "").split(":")[0].strip()
    if not index.isdigit():
        raise IRError("a buffer view dim without a constant index")
    constant = insert_constant(module, op, "index", index)
    arg.uses.remove(op)
    op.name, op.props = "tensor.dim", None
    op.operands = [arg, constant]
    arg.uses.append(op)
    constant.uses.append(op)


def _retype(func: Op, body: Block) -> None:
    """The function's type from its arguments and returned values; no longer an ABI stub
    (nor kept from inlining, as the stub's twin is), so that the compiler exports it as a
    function over tensors."""
    returned = [v.type for v in return_ops(func)[0].operands]
    props = syntax.parse_dict(func.props)
    props["function_type"] = function_type_text([a.type for a in body.args], returned)
    props.pop("arg_attrs", None)
    props.pop("inlining_policy", None)
    props.pop("sym_visibility", None)  # public, as the wrapper was
    func.props = syntax.format_dict(props)
    if func.attrs:
        attrs = {k: v for k, v in syntax.parse_dict(func.attrs).items()
                 if not k.startswith("iree.abi")}
        func.attrs = syntax.format_dict(attrs)
