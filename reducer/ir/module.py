"""The in-memory IR: values, ops, blocks, regions and the module that owns them.

Attribute and property text is kept opaque; types are kept per value, so every edit can stay
type-correct (an operand's type is the type of the value it uses). Def-use information lives in
each value's `uses` list, as in MLIR itself; `reducer.ir.graph` walks it.
"""
from __future__ import annotations

import re
from collections.abc import Iterator, Set

from reducer.ir.resources import kept_section
from reducer.text import HeldText, Section, whole


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


_NO_TERMINATOR = {"builtin.module"}  # ops whose blocks end without a terminator


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
        """The block's last op, which ends it; None in a module's body, which has no
        terminator (its last op is an ordinary one, e.g. a `dispatch_config`)."""
        if not self.ops or self.region.op.name in _NO_TERMINATOR:
            return None
        return self.ops[-1]


class Region:
    __slots__ = ("blocks", "op")

    def __init__(self, op: Op) -> None:
        self.blocks: list[Block] = []
        self.op = op


Owner = Op | Block


class Module:
    """A parsed MLIR module: the top op plus the text around it (aliases, resources)."""

    def __init__(self, top: Op, aliases: list[str], trailer: list[str],
                 resources: Section | None, next_id: int) -> None:
        self.top = top
        self.aliases = aliases  # alias definitions before the top op, one line each
        self.trailer = trailer  # alias definitions after it (`#loc` aliases)
        self.resources = resources  # the `{-# ... #-}` section, held out of line
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

    def values(self) -> Iterator[Value]:
        """Every value: the results of every op and the arguments of every block."""
        for op in self.top.walk():
            yield from op.results
            for region in op.regions:
                for block in region.blocks:
                    yield from block.args

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
        """A value name no other can clash with ('.' never appears in printed numbers), past
        those given before the module was printed and read back."""
        if not self._fresh:
            self._fresh = max((int(v.name[4:]) for v in self.values()
                               if v.name.startswith("rdc.") and v.name[4:].isdigit()), default=0)
        self._fresh += 1
        return f"rdc.{self._fresh}"

    def print(self) -> str:
        """The module's generic text, whole: with the resource section (the blobs its ops
        name), as a file holds it."""
        return whole(self.print_held())

    def print_held(self) -> str:
        """The module's generic text with its resource section held out of line, a `HeldText`
        when it has one: what tools, hashes and the search take, without a copy of the
        weights."""
        return print_counted(self)[0]

    def clone(self, leave_out: Set[int] = frozenset()) -> Module:
        """A deep copy that keeps op ids and value names (edits name ops by id).

        The ops whose ids are in `leave_out` are not copied, nor what they hold, so that a cut
        costs what it keeps. A copied op that uses a value one of them defined uses a stand-in
        instead: a value of the same name and type, one per value, still owned by the op left
        out (so the copy does not contain it), for the caller to replace."""
        values: dict[int, Value] = {}
        copied: list[Op] = []
        top = _clone_op(self.top, values, leave_out, copied)
        for op in copied:  # every value has its copy now: operands are rebound
            if op.operands:
                op.operands = [values.get(id(value)) or _stand_in(value, values)
                               for value in op.operands]
                for value in op.operands:
                    value.uses.append(op)
        copy = Module(top, list(self.aliases), list(self.trailer), self.resources,
                      self.next_id)
        copy._fresh = self._fresh
        return copy


def _stand_in(value: Value, values: dict[int, Value]) -> Value:
    """The stand-in for `value`, which an op left out of a copy defined (see `Module.clone`)."""
    copy = values[id(value)] = Value(value.name, value.type, value.owner)
    return copy


def _clone_op(op: Op, values: dict[int, Value], leave_out: Set[int], copied: list[Op]) -> Op:
    new = Op(op.id, op.name)
    copied.append(new)
    new.results = [Value(v.name, v.type, new) for v in op.results]
    for old, fresh in zip(op.results, new.results):
        values[id(old)] = fresh
    new.operands = op.operands  # rebound once every value has its copy
    new.successors = list(op.successors)
    new.props, new.attrs, new.loc = op.props, op.attrs, op.loc
    for region in op.regions:
        copy = Region(new)
        for block in region.blocks:
            copy.blocks.append(_clone_block(block, copy, values, leave_out, copied))
        new.regions.append(copy)
    return new


def _clone_block(block: Block, region: Region, values: dict[int, Value],
                 leave_out: Set[int], copied: list[Op]) -> Block:
    new = Block(block.label, region)
    new.args = [Value(v.name, v.type, new) for v in block.args]
    for old, fresh in zip(block.args, new.args):
        values[id(old)] = fresh
    new.arg_locs = list(block.arg_locs)
    for op in block.ops:
        if op.id not in leave_out:
            copy = _clone_op(op, values, leave_out, copied)
            copy.block = new
            new.ops.append(copy)
    return new


# --- printing: Module -> generic-form text, laid out the way iree-opt prints it. The reducer
# prints every candidate it tries, so printing is one pass that formats each op's text with
# few intermediate strings.
# The helpers at its end serve text without a Module too: ops counted by their lines, a
# program's text with its resource section, function types as iree-opt prints them.

def print_counted(module: Module) -> tuple[str, int]:
    """The module's generic text, a `HeldText` when it has a resource section, which is
    referred to, not copied (of its blobs, only those the text names are kept); and its
    number of ops (as `Module.num_ops`), counted on the way: a candidate printed is also
    measured."""
    out: list[str] = [line + "\n" for line in module.aliases]
    ops = [0]
    _print_op(module.top, "", out, ops)
    out.extend(line + "\n" for line in module.trailer)
    return program_text("".join(out), module.resources), ops[0]


def _print_op(op: Op, indent: str, out: list[str], ops: list[int]) -> None:
    """Print `op` into `out`, adding the ops nested in it to `ops[0]`."""
    head, tail = _texts(op)
    if not op.regions:
        out.append(f"{indent}{head}{tail}\n")
        return
    out.append(f"{indent}{head} ({{\n")
    inner = indent + "  "
    for i, region in enumerate(op.regions):
        if i:
            out.append(indent + "}, {\n")
        for block in region.blocks:
            ops[0] += len(block.ops)
            if block.label is not None:
                out.append(f"{indent}{_label(block)}\n")
            for nested in block.ops:
                if nested.regions:
                    _print_op(nested, inner, out, ops)
                else:  # the common case, without the call
                    head_, tail_ = _texts(nested)
                    out.append(f"{inner}{head_}{tail_}\n")
    out.append(f"{indent}}}){tail}\n")


def _label(block: Block) -> str:
    if not block.args:
        return f"^{block.label}:"
    if block.arg_locs.count(None) == len(block.arg_locs):  # no locations
        args = ", %".join([f"{v.name}: {v.type}" for v in block.args])
    else:
        args = ", %".join([f"{v.name}: {v.type}" + ("" if loc is None else f" loc({loc})")
                           for v, loc in zip(block.args, block.arg_locs)])
    return f"^{block.label}(%{args}):"


def _texts(op: Op) -> tuple[str, str]:
    """The text of `op` before its regions, `%0 = "d.op"(%a)[^bb1] <{props}>`, and after them,
    ` {attrs} : (t) -> t loc(...)`; an op without regions is the two together."""
    results = op.results
    if len(results) == 1 and "#" not in results[0].name:  # the common case
        value = results[0]
        defined = f'%{value.name} = "'
        out = value.type if value.type[:1] != "(" else f"({value.type})"
    elif results:
        defined = _results(results) + ' = "'
        out = result_types_text([v.type for v in results])
    else:
        defined, out = '"', "()"
    names, types = _operands(op.operands)
    if op.successors:
        names += ")[^" + ", ^".join(op.successors) + "]"
    else:
        names += ")"
    # Each optional piece is written only where present: attributes can be long.
    props, attrs, loc = op.props, op.attrs, op.loc
    head = (f'{defined}{op.name}"({names}' if props is None
            else f'{defined}{op.name}"({names} <{{{props}}}>')
    if attrs is None and loc is None:
        return head, f" : ({types}) -> {out}"
    attrs = "" if attrs is None else f" {{{attrs}}}"
    loc = "" if loc is None else f" loc({loc})"
    return head, f"{attrs} : ({types}) -> {out}{loc}"


def _operands(operands: list[Value]) -> tuple[str, str]:
    """`%a, %b` and `ta, tb`; most ops have one or two operands, which skip building lists."""
    if len(operands) == 1:
        a = operands[0]
        return "%" + a.name, a.type
    if len(operands) == 2:
        a, b = operands
        return f"%{a.name}, %{b.name}", f"{a.type}, {b.type}"
    if not operands:
        return "", ""
    return "%" + ", %".join([v.name for v in operands]), ", ".join([v.type for v in operands])


def _results(results: list[Value]) -> str:
    """Regroup `base#i` names into `%base:n` the way they were defined."""
    parts: list[str] = []
    i = 0
    while i < len(results):
        base, sep, _ = results[i].name.partition("#")
        if not sep:
            parts.append("%" + base)
            i += 1
            continue
        n = 1
        while i + n < len(results) and results[i + n].name.partition("#")[0] == base:
            n += 1
        parts.append(f"%{base}:{n}")
        i += n
    return ", ".join(parts)


def op_lines(module: Module) -> dict[int, Op]:
    """The op that starts each line (1-based) of `Module.print_held`: a diagnostic's
    `FILE:LINE:COL` in a printed candidate names the op at LINE."""
    spans = op_spans(module)
    return {spans[op.id][0]: op for op in module.top.walk()}


def op_spans(module: Module) -> dict[int, tuple[int, int]]:
    """Each op's first and last line (1-based) in `Module.print_held`, by op id."""
    spans: dict[int, tuple[int, int]] = {}
    line = len(module.aliases) + 1

    def visit(op: Op) -> None:
        nonlocal line
        first = line
        line += 1
        if op.regions:
            for i, region in enumerate(op.regions):
                line += bool(i)  # `}, {` between regions
                for block in region.blocks:
                    line += block.label is not None
                    for nested in block.ops:
                        visit(nested)
            line += 1  # the closing `})`
        spans[op.id] = (first, line - 1)

    visit(module.top)
    return spans


# A line of generic text that is an op: after its indentation, its results or its name.
_OP_LINE = re.compile(r'^[ \t]*[%"]', re.MULTILINE)


def count_ops(text: str) -> int:
    """The ops of a module's generic text (as `Module.num_ops` counts them: not the module
    op itself), counted by their lines without parsing it: iree-opt prints one op a line."""
    return max(0, len(_OP_LINE.findall(text)) - 1)


def program_text(body: str, section: Section | None) -> str:
    """The text of a program of generic text `body` and resource section `section`: `body`
    itself, or a `HeldText` that refers to the blobs of `section` that `body` names."""
    kept = None if section is None else kept_section(section, body)
    return body if kept is None else HeldText(body, kept)


def function_type_text(ins: list[str], outs: list[str]) -> str:
    """`(a, b) -> c`; result lists of one plain type print without parentheses."""
    return "(" + ", ".join(ins) + ") -> " + result_types_text(outs)


def result_types_text(types: list[str]) -> str:
    if len(types) == 1 and not types[0].startswith("("):
        return types[0]
    return "(" + ", ".join(types) + ")"
