"""A deep copy of a Module that keeps op ids and value names (edits name ops by id)."""
from __future__ import annotations

from reducer.ir.module import Block, Module, Op, Region, Value


def clone_module(module: Module) -> Module:
    values: dict[int, Value] = {}
    top = _clone_op(module.top, values)
    _rebind(top, values)
    copy = Module(top, list(module.aliases), list(module.trailer), module.resources,
                  module.next_id)
    copy._fresh = module._fresh
    return copy


def _clone_op(op: Op, values: dict[int, Value]) -> Op:
    new = Op(op.id, op.name)
    new.results = [Value(v.name, v.type, new) for v in op.results]
    for old, fresh in zip(op.results, new.results):
        values[id(old)] = fresh
    new.operands = op.operands  # rebound once every value has its copy
    new.successors = list(op.successors)
    new.props, new.attrs, new.loc = op.props, op.attrs, op.loc
    for region in op.regions:
        copy = Region(new)
        for block in region.blocks:
            copy.blocks.append(_clone_block(block, copy, values))
        new.regions.append(copy)
    return new


def _clone_block(block: Block, region: Region, values: dict[int, Value]) -> Block:
    new = Block(block.label, region)
    new.args = [Value(v.name, v.type, new) for v in block.args]
    for old, fresh in zip(block.args, new.args):
        values[id(old)] = fresh
    new.arg_locs = list(block.arg_locs)
    for op in block.ops:
        copy = _clone_op(op, values)
        copy.block = new
        new.ops.append(copy)
    return new


def _rebind(top: Op, values: dict[int, Value]) -> None:
    for op in top.walk():
        op.operands = [values[id(v)] for v in op.operands]
        for value in op.operands:
            value.uses.append(op)
