"""The in-memory IR: values, ops, blocks, regions and the module that owns them.

Attribute and property text is kept opaque; types are kept per value, so every edit can stay
type-correct (an operand's type is the type of the value it uses). Def-use information lives in
each value's `uses` list, as in MLIR itself; `reducer.ir.graph` derives the networkx graph from it.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Union


class Value:
    """An SSA value: an op result or a block argument."""

    __slots__ = ("name", "type", "owner", "uses")

    def __init__(self, name: str, type: str, owner: Owner) -> None:
        self.name = name  # without '%'; results of a group are named 'base#index'
        self.type = type
        self.owner = owner
        self.uses: list[Op] = []  # one entry per operand slot that uses this value

    @property
    def defining_op(self) -> Op | None:
        return self.owner if isinstance(self.owner, Op) else None

    def __repr__(self) -> str:
        return f"%{self.name}: {self.type}"


class Op:
    """One operation in generic form."""

    __slots__ = ("id", "name", "results", "operands", "successors", "props", "attrs",
                 "regions", "loc", "block")

    def __init__(self, id: int, name: str) -> None:
        self.id = id
        self.name = name
        self.results: list[Value] = []
        self.operands: list[Value] = []
        self.successors: list[str] = []  # block labels, without '^'
        self.props: str | None = None  # text inside `<{ }>`
        self.attrs: str | None = None  # text inside `{ }`
        self.regions: list[Region] = []
        self.loc: str | None = None  # text inside `loc( )`
        self.block: Block | None = None

    @property
    def dialect(self) -> str:
        return self.name.split(".", 1)[0]

    @property
    def parent_op(self) -> Op | None:
        return self.block.region.op if self.block else None

    def walk(self) -> Iterator[Op]:
        """This op and every op nested in it, in program order."""
        yield self
        for region in self.regions:
            for block in region.blocks:
                for op in block.ops:
                    yield from op.walk()

    def ancestors(self) -> Iterator[Op]:
        op = self.parent_op
        while op is not None:
            yield op
            op = op.parent_op

    def is_ancestor_of(self, other: Op) -> bool:
        return any(a is self for a in other.ancestors())

    def __repr__(self) -> str:
        return f"<Op #{self.id} {self.name}>"


class Block:
    __slots__ = ("label", "args", "arg_locs", "ops", "region")

    def __init__(self, label: str | None, region: Region) -> None:
        self.label = label  # e.g. 'bb0'; None for an unlabelled entry block
        self.args: list[Value] = []
        self.arg_locs: list[str | None] = []
        self.ops: list[Op] = []
        self.region = region

    @property
    def terminator(self) -> Op | None:
        return self.ops[-1] if self.ops else None


class Region:
    __slots__ = ("blocks", "op")

    def __init__(self, op: Op) -> None:
        self.blocks: list[Block] = []
        self.op = op


Owner = Union[Op, Block]


class Module:
    """A parsed MLIR module: the top op plus the text around it (aliases, resources)."""

    def __init__(self, top: Op, aliases: list[str], trailer: list[str],
                 resources: str | None, next_id: int) -> None:
        self.top = top
        self.aliases = aliases  # alias definitions before the top op, one line each
        self.trailer = trailer  # alias definitions after it (`#loc` aliases)
        self.resources = resources  # the `{-# ... #-}` section, verbatim
        self.next_id = next_id
        self._fresh = 0

    @property
    def num_ops(self) -> int:
        """All ops, nested ones included, excluding the top `builtin.module`."""
        return sum(1 for _ in self.top.walk()) - 1

    def walk(self) -> Iterator[Op]:
        """Every op below the top op, in program order."""
        it = self.top.walk()
        next(it)
        return it

    def contains(self, op: Op) -> bool:
        """Whether `op` is still part of this module (not erased, nor inside an erased op)."""
        while op.block is not None:
            op = op.block.region.op
        return op is self.top

    def op_by_id(self) -> dict[int, Op]:
        return {op.id: op for op in self.top.walk()}

    def new_op(self, name: str) -> Op:
        op = Op(self.next_id, name)
        self.next_id += 1
        return op

    def fresh_name(self) -> str:
        """A value name no parsed name can clash with ('.' never appears in printed numbers)."""
        self._fresh += 1
        return f"rdc.{self._fresh}"

    def print(self) -> str:
        from reducer.ir.printer import print_module
        return print_module(self)

    def clone(self) -> Module:
        from reducer.ir.clone import clone_module
        return clone_module(self)
