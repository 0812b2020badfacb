"""Lifting: a failing `hal.executable` back into a program that fails with the user's own flags.

Dispatch isolation reduces the one executable that fails alone, but such a file only fails with
`--compile-mode=hal-executable`; the user runs `iree-compile FILE <flags>`. Lifting turns the
executable's entry function into a public `func.func` of an input-level program, which the
normal pipeline forms into the same dispatch again and compiles for the target named by the
flags:
- each push constant (`hal.interface.constant.load`) becomes an argument of its type; the casts
  that turn it into dynamic dims stay;
- each binding (`hal.interface.binding.subspan`) becomes a tensor: a load of it reads that tensor
  (an argument; a `tensor.extract_slice` when only a slice is loaded), a store writes it (the
  stored tensor itself when it covers the whole binding, else a `tensor.insert_slice` into it);
  the tensors of written bindings are the function's results;
- workgroup ids, counts and sizes become `index` arguments;
- the export (with its workgroup-count region), the variant and its target attributes go: the
  flags choose the target. Codegen configurations (`lowering_config`, `translation_info`) go
  too: an input-level program that keeps them fails to be configured, not as the executable did.

Configured executables (`--iree-hal-dump-executable-configurations-to`), whose bindings are
buffers read and written whole by `iree_codegen.load_from_buffer`/`store_to_buffer`, lift too.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from reducer.ir import shapes, syntax
from reducer.ir.dce import eliminate_dead_code
from reducer.ir.edit import erase_op, erase_ops, insert_op, replace_all_uses
from reducer.ir.errors import IRError
from reducer.ir.functions import add_argument, entry_block, erase_argument, set_results, symbol_name
from reducer.ir.module import Block, Module, Op, Value

_WORKGROUP_QUERIES = ("hal.interface.workgroup.id", "hal.interface.workgroup.count",
                      "hal.interface.workgroup.size")
# Attributes that only codegen reads: input-level programs are configured afresh.
_CODEGEN_ATTRS = ("lowering_config", "translation_info")
_DYNAMIC = -9223372036854775808  # ShapedType::kDynamic, as printed in static_* arrays


def lift_executable(module: Module) -> Module:
    """A program whose public function computes what the one entry point of the
    `hal.executable` in `module` computes (see the module docstring); `module` is unchanged.

    Raises IRError when `module` is not a single executable with one entry point on tensors.
    """
    module = module.clone()
    executable = _single(module.top, "hal.executable", "module")
    variant = _single(executable, "hal.executable.variant", "executable")
    export = _single(variant, "hal.executable.export", "variant")
    name = symbol_name(export)
    inner = _single(variant, "builtin.module", "variant")
    func = next((op for op in inner.regions[0].blocks[0].ops
                 if op.name == "func.func" and symbol_name(op) == name), None)
    if func is None or entry_block(func) is None:
        raise IRError(f"the executable has no function @{name} to lift")
    _hoist(inner, executable)
    _clean(func)
    loads = [op for op in func.walk() if op.name == "hal.interface.constant.load"]
    _to_arguments(module, func, sorted(loads, key=lambda op: _index(op, "ordinal")))
    results = _lift_bindings(module, func)
    _to_arguments(module, func, [op for op in func.walk() if op.name in _WORKGROUP_QUERIES])
    set_results(module, func, results)
    _erase_unused_arguments(module, func)
    _drop_unused_aliases(module)
    left = sorted({op.name for op in module.walk() if op.dialect == "hal"})
    if left:
        raise IRError(f"cannot lift @{name}: it still uses {', '.join(left)}")
    return module


def _single(parent: Op, name: str, where: str) -> Op:
    """The one op called `name` directly inside `parent`."""
    found = [op for region in parent.regions for block in region.blocks for op in block.ops
             if op.name == name]
    if len(found) != 1:
        raise IRError(f"not a liftable executable: the {where} holds {len(found)} {name} ops, "
                      "not one")
    return found[0]


def _hoist(inner: Op, executable: Op) -> None:
    """Move the ops of the executable's inner module (the entry function and any helpers it
    calls) to where the executable was, and remove the executable. A configured executable's
    `iree_codegen.dispatch_config` (its workgroup count) goes with it."""
    block = executable.block
    assert block is not None
    at = block.ops.index(executable)
    ops = [op for op in inner.regions[0].blocks[0].ops
           if op.name != "iree_codegen.dispatch_config"]
    for op in ops:
        inner.regions[0].blocks[0].ops.remove(op)  # whole: nested def-use lists stay as they are
        op.block = None
    erase_op(executable)
    for i, op in enumerate(ops):
        insert_op(op, block, at + i)


def _clean(func: Op) -> None:
    """Make `func` a public entry point and drop codegen configurations from it and its ops."""
    func.props = syntax.without(func.props, ("sym_visibility",))
    for op in func.walk():
        for field in ("props", "attrs"):
            text = getattr(op, field)
            if text and any(key in text for key in _CODEGEN_ATTRS):
                setattr(op, field, syntax.without(text, _CODEGEN_ATTRS))


def _prop(op: Op, key: str) -> str | None:
    return syntax.parse_dict(op.props).get(key)


def _index(op: Op, key: str) -> int:
    """An `index`-typed integer property such as `ordinal = 0 : index`."""
    text = _prop(op, key)
    if text is None:
        raise IRError(f"{op.name} has no {key}")
    return int(text.split(":")[0])


def _to_arguments(module: Module, func: Op, ops: list[Op]) -> None:
    """Each of `ops` (push constants, workgroup queries) -> an argument of its type, in turn."""
    for op in ops:
        replace_all_uses(op.results[0], add_argument(module, func, op.results[0].type))
        erase_op(op)


_LOADS = ("iree_tensor_ext.dispatch.tensor.load", "iree_codegen.load_from_buffer")
_STORES = ("iree_tensor_ext.dispatch.tensor.store", "iree_codegen.store_to_buffer")


@dataclass
class _Binding:
    """One binding of the executable as a tensor that loads read and stores write."""

    subspan: Op
    type: str  # the tensor type of the whole binding
    value: Value  # the tensor as written so far: first, an argument


def _binding_tensor(type_: str) -> str:
    """The tensor a binding holds: `!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>`
    in executable sources, `memref<4xf32, #hal.descriptor_type<...>>` once configured."""
    dispatch = "!iree_tensor_ext.dispatch.tensor<"
    if type_.startswith(dispatch):
        return type_[len(dispatch):-1].partition(":")[2]
    if type_.startswith("memref<"):
        return "tensor<" + syntax.split_items(type_[len("memref<"):-1])[0] + ">"
    raise IRError(f"cannot lift a binding of type {type_}")


def _lift_bindings(module: Module, func: Op) -> list[Value]:
    """Rewrite the loads and stores of every binding; the written tensors, in binding order."""
    body = entry_block(func)
    assert body is not None
    _drop_workload_ordinals(func)
    subspans = sorted((op for op in func.walk() if op.name == "hal.interface.binding.subspan"),
                      key=lambda op: _index(op, "binding"))
    bindings = []
    for op in subspans:  # arguments in binding order, whether read or not (pruned later)
        type_ = _binding_tensor(op.results[0].type)
        bindings.append(_Binding(op, type_, add_argument(module, func, type_)))
    of = {id(b.subspan.results[0]): b for b in bindings}  # buffer value -> its binding
    views = []
    written: set[int] = set()
    for op in list(body.ops):
        if _is_view(op) and id(op.operands[0]) in of:
            of[id(op.results[0])] = of[id(op.operands[0])]
            views.append(op)
        elif op.name in _LOADS + _STORES:
            buffer = op.operands[0 if op.name in _LOADS else 1]
            if id(buffer) not in of:
                raise IRError(f"cannot lift {op.name}: its buffer is not a binding")
            binding = of[id(buffer)]
            if op.name in _LOADS:
                _lift_load(module, op, binding)
            else:
                _lift_store(module, op, binding)
                written.add(bindings.index(binding))
    nested = [op.name for op in func.walk() if op.name in _LOADS + _STORES]
    if nested:
        raise IRError(f"cannot lift a {nested[0]} nested in a region")
    producers = [v.defining_op for op in subspans + views for v in op.operands]
    erase_ops(subspans + views)
    _prune(module, [op for op in producers if op is not None])
    return [bindings[i].value for i in sorted(written)]


def _prune(module: Module, ops: list[Op]) -> None:
    """Erase what computed only the bindings' offsets and dims: dead pure ops, and the
    `util.assume.int` facts about them (pure too, but unknown to `eliminate_dead_code`)."""
    eliminate_dead_code(module, ops)
    for op in ops:
        if op.name == "util.assume.int" and module.contains(op) \
                and not any(v.uses for v in op.results):
            producers = [v.defining_op for v in op.operands if v.defining_op is not None]
            erase_op(op)
            eliminate_dead_code(module, producers)


def _is_view(op: Op) -> bool:
    """A cast of a configured executable's buffer (`amdgpu.fat_raw_buffer_cast`,
    `memref.assume_alignment`, ...): another view of the same binding."""
    return (len(op.results) == 1 and bool(op.operands) and not op.regions
            and op.results[0].type.startswith("memref<")
            and op.operands[0].type.startswith("memref<"))


def _drop_workload_ordinals(func: Op) -> None:
    """`iree_tensor_ext.dispatch.workload.ordinal` only ties a value to the workgroup count."""
    for op in [o for o in func.walk() if o.name == "iree_tensor_ext.dispatch.workload.ordinal"]:
        replace_all_uses(op.results[0], op.operands[0])
        erase_op(op)


def _segments(op: Op) -> list[list[Value]]:
    """The operands of `op` grouped by its `operandSegmentSizes`."""
    groups, at = [], 0
    sizes = _ints(_prop(op, "operandSegmentSizes"))
    for n in sizes:
        groups.append(op.operands[at:at + n])
        at += n
    return groups


def _whole(op: Op, binding: _Binding, sliced: str) -> bool:
    """Whether the load or store `op` reads or writes all of the binding as one tensor."""
    if op.name.startswith("iree_codegen."):  # whole-buffer ops
        if sliced != binding.type:
            raise IRError(f"cannot lift {op.name} of {sliced} from a binding of {binding.type}")
        return True
    *_, dims, offsets, sizes, strides = _segments(op)
    if sliced != binding.type or offsets or strides:
        return False
    props = syntax.parse_dict(op.props)
    if set(_ints(props["static_offsets"])) - {0} or set(_ints(props["static_strides"])) - {1}:
        return False
    full = [int(d) if d != "?" else _DYNAMIC for d in shapes.dims(binding.type) or []]
    return _ints(props["static_sizes"]) == full and sizes == dims


def _ints(array: str | None) -> list[int]:
    """`array<i64: 1, 2>` -> [1, 2]."""
    body = (array or "").partition(":")[2].rstrip(">").strip()
    return [int(n) for n in body.split(",")] if body else []


def _lift_load(module: Module, load: Op, binding: _Binding) -> None:
    result = load.results[0]
    if _whole(load, binding, result.type):
        replace_all_uses(result, binding.value)
        erase_op(load)
        return
    _, _, offsets, sizes, strides = _segments(load)
    extract = _slice_op(module, load, "tensor.extract_slice", [binding.value],
                        offsets, sizes, strides)
    extract.results = [Value(module.fresh_name(), result.type, extract)]
    replace_all_uses(result, extract.results[0])
    _swap(load, extract)


def _lift_store(module: Module, store: Op, binding: _Binding) -> None:
    value = store.operands[0]
    if _whole(store, binding, value.type):
        binding.value = value
        erase_op(store)
        return
    _, _, _, offsets, sizes, strides = _segments(store)
    insert = _slice_op(module, store, "tensor.insert_slice", [value, binding.value],
                       offsets, sizes, strides)
    insert.results = [Value(module.fresh_name(), binding.type, insert)]
    binding.value = insert.results[0]
    _swap(store, insert)


def _slice_op(module: Module, like: Op, name: str, heads: list[Value], offsets: list[Value],
              sizes: list[Value], strides: list[Value]) -> Op:
    """A tensor slice op with the offsets, sizes and strides of the load or store `like`."""
    op = module.new_op(name)
    op.operands = [*heads, *offsets, *sizes, *strides]
    props = syntax.parse_dict(like.props)
    counts = [1] * len(heads) + [len(offsets), len(sizes), len(strides)]
    props["operandSegmentSizes"] = "array<i32: " + ", ".join(map(str, counts)) + ">"
    op.props = syntax.format_dict(props)
    op.loc = like.loc
    return op


def _swap(old: Op, new: Op) -> None:
    """Put `new` where `old` is, and remove `old` (whose results are no longer used)."""
    block: Block = old.block  # type: ignore[assignment]
    at = block.ops.index(old)
    erase_op(old)
    insert_op(new, block, at)


def _drop_unused_aliases(module: Module) -> None:
    """Drop the alias definitions (the target's, the layout's, configurations) that nothing
    refers to any more. An alias is only used after its definition, so one backward pass
    sees every use."""
    aliases, module.aliases = module.aliases, []
    text = module.print_held()
    kept = []
    for line in reversed(aliases):
        name = line.split(" = ", 1)[0]
        if re.search(re.escape(name) + r"(?![\w$.-])", text):
            kept.append(line)
            text += line
    module.aliases = kept[::-1]


def _erase_unused_arguments(module: Module, func: Op) -> None:
    block = entry_block(func)
    assert block is not None
    for index in reversed(range(len(block.args))):
        if not block.args[index].uses:
            erase_argument(module, func, index)
