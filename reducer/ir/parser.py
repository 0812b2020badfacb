"""Generic-form text -> Module, in one pass over line tokens.

One regular expression (`_TOKEN`) cuts the text into tokens of whole lines; `_build` nests them
with a stack of the ops whose regions are open, and makes the ops, taking the op lines of a
token apart with `syntax.py`. Operand names are bound to values region by region, innermost
first, once each region is complete.
"""
from __future__ import annotations

import gc
import re

from reducer.ir import syntax
from reducer.ir.errors import IRError
from reducer.ir.module import Block, Module, Op, Region, Value
from reducer.text import apart

# One token, matched from the newline before it (or the start of the text): its kind is the name
# of the group that matched. A region-free op line is an op line
# that does not end with ` ({`. Most tokens take in the region-free op lines that follow them,
# which make up most of the text: one regular expression finds every token, and nothing looks
# at an op line on its own until `_build` takes the runs apart.
# (No possessive quantifiers here: CPython before 3.11.3 mismatches them in repeated groups;
# lines cannot overlap, so plain ones backtrack little. The atomic group keeps the check of a
# line's end to one look.)
_OP_LINE = r'[%"](?>[^\n]*)(?<![ ]\(\{)'
_RUN = rf"(?:\n[ \t]*{_OP_LINE})*"
_ENTRY = rf"(?:\n[ \t]*\^[^\n]*)?{_RUN}"  # a region's entry block: its label if any, first ops
_RESOURCES_END = r"[ \t]*\#-\}[ \t]*(?=\n|\Z)"  # the line that ends `{-# ... #-}`
_TOKEN = re.compile(rf"""(?:\A|\n)[ \t]*(?:
    (?P<OPS>{_OP_LINE}{_RUN})
  | (?P<LEAF_OP>[%"][^\n]*{_ENTRY}\n[ \t]*\}}\)[^\n]*{_RUN})
  | (?P<OP_OPEN>[%"][^\n]*{_ENTRY})
  | (?P<REGION_SEP>\}},[ ]\{{[^\n]*{_ENTRY})
  | (?P<LABEL>\^[^\n]*{_RUN})
  | (?P<OP_CLOSE>\}}\)[^\n]*{_RUN})
  | (?P<ALIAS>[\#!][^\n]*)
  | (?P<RESOURCES>\{{-\#[^\n]*(?:\n(?!{_RESOURCES_END})[^\n]*)*(?:\n{_RESOURCES_END})?)
  | (?P<SKIP>(?://[^\n]*)?)(?=\n|\Z)
  | (?P<ERROR>[^\n]*)
)""", re.VERBOSE)


# The kinds of token, each a group of `_TOKEN`:
#   ALIAS      #map = affine_map<...>   !t = tensor<...>   #loc3 = loc("f.py":1:2)
#   OPS        ops without regions, one per line (where no token before takes them in)
#   OP_OPEN    %0 = "d.op"(%a) <{props}> ({   then the start of its first region's entry block:
#              its label line, if any, and the ops without regions after it
#   REGION_SEP }, {   then the start of the next region's entry block, as for OP_OPEN
#   LABEL      ^bb1(%arg0: t):   then the ops without regions after it
#   OP_CLOSE   }) {attrs} : (t) -> t loc(...)   then the ops without regions after it in its
#              block
#   LEAF_OP    an OP_OPEN right followed by its OP_CLOSE, as one token (an op whose only region
#              is one block of ops without regions: most linalg.generic ops)
#   RESOURCES  {-# dialect_resources: { ... } #-}   (several lines, kept verbatim)
# and the structure they make (`ops`: a run of OPS, LEAF_OP and region ops):
#   module:    ALIAS* (region op | LEAF_OP) ALIAS* RESOURCES?
#   region op: OP_OPEN region? (REGION_SEP region?)* OP_CLOSE
#   region:    ops? (LABEL ops?)*
# Coarse tokens keep the pass short on modules of tens of thousands of ops.


class _Open:
    """An op whose regions are open: its OP_OPEN token and line, and for each region so far,
    its header token (OP_OPEN, REGION_SEP) and line, the ops that continue its entry block
    and the labeled blocks after them."""

    __slots__ = ("text", "line", "regions")

    def __init__(self, text: str, line: int) -> None:
        self.text, self.line = text, line
        self.regions: list[tuple[str, int, list[Op], list[Block]]] = [(text, line, [], [])]

    def ops(self) -> list[Op]:
        """Where the ops that come now go: the last block begun."""
        _, _, more, labeled = self.regions[-1]
        return labeled[-1].ops if labeled else more


def _build(text: str, state: _Parse) -> Module:
    """The module of generic text `text`, its tokens nested as they come (see above)."""
    aliases: list[str] = []
    trailer: list[str] = []
    resources: str | None = None
    top: list[Op] | None = None
    opened: list[_Open] = []
    line = last = 1
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        token = m.group(kind)  # type: ignore[arg-type]
        first, line = line, line + 1
        if kind == "LEAF_OP" and (opened or top is None):  # most of a model's tokens
            ops = _leaf_op(token, first, state)
        elif kind == "OPS" and opened:
            ops = _ops(token, 0, len(token), first, state)
        elif kind == "OP_CLOSE" and opened:
            ops = _closed(opened.pop(), token, first, state)
        else:
            if kind == "SKIP":
                continue
            if kind == "ERROR":
                raise IRError(f"line {first}: not MLIR generic op form: {token[:80]!r}")
            line, last = line + token.count("\n"), first
            if kind == "OP_OPEN" and (opened or top is None):
                opened.append(_Open(token, first))
            elif kind == "REGION_SEP" and opened:
                opened[-1].regions.append((token, first, [], []))
            elif kind == "LABEL" and opened:
                opened[-1].regions[-1][3].append(_block(token, 0, len(token), first, state))
            elif kind == "ALIAS" and not opened and resources is None:
                (aliases if top is None else trailer).append(token)
            elif kind == "RESOURCES" and not opened and top is not None and resources is None:
                resources = token
            else:
                raise _unexpected(first)
            continue
        line, last = line + token.count("\n"), first
        if opened:
            opened[-1].ops().extend(ops)
        else:
            top = ops
    if opened or top is None:
        raise _unexpected(last)
    return _module(top, aliases, trailer, resources, state)


def _unexpected(line: int) -> IRError:
    return IRError(f"line {line}: unexpected structure in generic form")


def _module(top: list[Op], aliases: list[str], trailer: list[str], resources: str | None,
            state: _Parse) -> Module:
    """The module of the top-level op `top[0]`; the ops after it (in its OP_CLOSE token) are
    an error, as are names no region defines."""
    if len(top) > 1:
        raise IRError(f"{top[1].name}: an op after the top-level op")
    for op in state.waiting.get(id(top[0]), []):
        name = next(name for name in op.operands if isinstance(name, str))
        raise IRError(f"{op.name}: use of undefined value %{name}")
    for number, op in enumerate(top[0].walk()):  # ids in program order
        op.id = number
    return Module(top[0], aliases, trailer, resources, number + 1)  # type: ignore[arg-type]


class _Parse:
    """What one parse keeps between the calls that build ops.

    Models repeat the same attributes and types on many lines (an op line's tail, see
    `syntax.OP_HEADS`), and those are the costly part to read, so what was read from a text is
    kept for the next line with the same text (equal texts then also share one string). And
    ops whose operands name values of an enclosing region wait for that region (`_bind`).
    """

    __slots__ = ("tails", "opens", "closes", "waiting")

    def __init__(self) -> None:
        self.tails: dict[str, tuple[str | None, str | None, list[str], str | None]] = {}
        self.opens: dict[str, str | None] = {}
        self.closes: dict[str, tuple[str | None, list[str], str | None]] = {}
        self.waiting: dict[int, list[Op]] = {}  # by id() of a region op: ops in its regions


def _ops(text: str, pos: int, end: int, first: int, state: _Parse) -> list[Op]:
    """The ops on the region-free op lines of `text[pos:end]`.

    Here and below, `first` is the number of the line `text` starts with; line numbers are
    only counted for error messages.
    """
    ops: list[Op] = []
    tails = state.tails
    for results, name, operands, successors, tail in syntax.OP_HEADS.findall(text, pos, end):
        parts = tails.get(tail)
        if parts is None:
            parts = _read_tail(tail)
            if parts is None:
                raise _bad_line(text, pos, end, first)  # type: ignore[misc]
            tails[tail] = parts
        op = Op(0, name)
        op.props, op.attrs, types, op.loc = parts
        if operands:
            op.operands = operands.replace("%", "").split(", ")  # type: ignore[assignment]
        if successors:
            op.successors = successors.replace("^", "").split(", ")
        if results and len(types) == 1 and "," not in results and ":" not in results:
            op.results = [Value(results[1:], types[0], op)]  # the common case: one plain result
        elif results or types:
            names = syntax.result_names(results)
            if len(names) != len(types):
                line = _line(text, pos, first) + len(ops)  # if no line before was skipped
                raise _bad_line(text, pos, end, first) or IRError(
                    f"line {line}: {len(types)} result types for {len(names)} results")
            op.results = [Value(name, type_, op) for name, type_ in zip(names, types)]
        ops.append(op)
    if len(ops) != text.count("\n", pos, end) + 1:  # some line did not match as a whole
        raise _bad_line(text, pos, end, first)  # type: ignore[misc]
    return ops


def _line(text: str, pos: int, first: int) -> int:
    """The number of the line at `pos`."""
    return first + text.count("\n", 0, pos)


def _bad_line(text: str, pos: int, end: int, first: int) -> IRError | None:
    """The error for the first line of `text[pos:end]` that is not a region-free op, if any."""
    for number, row in enumerate(text[pos:end].split("\n"), _line(text, pos, first)):
        m = syntax.OP_HEADS.fullmatch(row)
        if m is None or _read_tail(m["tail"]) is None:
            return IRError(f"line {number}: cannot read {row.strip()[:120]!r}")
    return None


def _read_tail(tail: str) -> tuple[str | None, str | None, list[str], str | None] | None:
    """(props, attrs, result types, loc) of an op line's tail; None if it cannot be read."""
    m = syntax.OP_TAIL.fullmatch(tail)
    if m is None:
        return None
    props, attrs, _, outs, out, loc = m.groups()
    return props, attrs, [out] if out is not None else syntax.split_items(outs), loc


def _leaf_op(token: str, first: int, state: _Parse) -> list[Op]:
    """The op of a LEAF_OP token, then the ops after it in its block."""
    close = _CLOSE_LINE.search(token)
    assert close is not None  # the lexer saw it
    op = _open_op(token, first, state)
    after = _close_op(op, token, close.end(), first, state)
    return _with_regions(op, [_region(op, token, close.start(), first, None, state)], after,
                         state)


def _closed(opened: _Open, close: str, first: int, state: _Parse) -> list[Op]:
    """The op of `opened`, its regions closed by the OP_CLOSE token `close` (on line `first`),
    then the ops after it in its block."""
    op = _open_op(opened.text, opened.line, state)
    after = _close_op(op, close, 0, first, state)
    return _with_regions(op, [_region(op, header, len(header), line, (more, labeled), state)
                              for header, line, more, labeled in opened.regions], after, state)


def _with_regions(op: Op, regions: list[Region], after: list[Op], state: _Parse) -> list[Op]:
    """`op` given its `regions`, their names bound, then the ops `after` it in its block."""
    op.regions = regions
    waiting = [nested for region in regions for nested in _bind(region, state)]
    if waiting:
        state.waiting[id(op)] = waiting
    return [op, *after] if after else [op]


_CLOSE_LINE = re.compile(r"\n[ \t]*+(?=\}\))")


def _open_op(text: str, first: int, state: _Parse) -> Op:
    """The op of the line that opens regions, the first of `text`; result types come with
    `_close_op`."""
    m = syntax.OP_HEADS.match(text)
    tail = m["tail"] if m else ""
    if tail not in state.opens:
        read = syntax.OPEN_TAIL.fullmatch(tail)
        if read is None:
            raise IRError(f"line {first}: cannot read {text.partition(chr(10))[0][:120]!r}")
        state.opens[tail] = read["props"]
    results, name, operands, successors, _ = m.groups()  # type: ignore[union-attr]
    op = Op(0, name)
    op.props = state.opens[tail]
    if results and "," not in results and ":" not in results:
        op.results = [Value(results[1:], "", op)]  # the common case: one plain result
    elif results:
        op.results = [Value(n, "", op) for n in syntax.result_names(results)]
    if operands:
        op.operands = operands.replace("%", "").split(", ")  # type: ignore[assignment]
    if successors:
        op.successors = successors.replace("^", "").split(", ")
    return op


def _close_op(op: Op, text: str, pos: int, first: int, state: _Parse) -> list[Op]:
    """Reads the line at `pos` that closes the regions of `op`; returns the ops on the lines
    after it."""
    end = text.find("\n", pos)
    close = text[pos:] if end < 0 else text[pos:end]
    read = state.closes.get(close)
    if read is None:
        m = syntax.OP_CLOSE_LINE.fullmatch(close)
        if m is None:
            raise IRError(f"line {_line(text, pos, first)}: cannot read {close[:120]!r}")
        attrs, _, outs, out, loc = m.groups()
        types = [out] if out is not None else syntax.split_items(outs)
        read = state.closes[close] = attrs, types, loc
    op.attrs, types, op.loc = read
    results = op.results
    if len(types) != len(results):
        raise IRError(f"line {_line(text, pos, first)}: {len(types)} result types for "
                      f"{len(results)} results")
    if len(results) == 1:
        results[0].type = types[0]
    else:
        for value, type_ in zip(results, types):
            value.type = type_
    return _ops(text, end + 1, len(text), first, state) if end >= 0 else []


def _region(op: Op, text: str, end: int, first: int,
            body: tuple[list[Op], list[Block]] | None, state: _Parse) -> Region:
    """A region of `op`: its header (`text[:end]`, an OP_OPEN or REGION_SEP token) may begin
    the entry block, `body` holds the rest."""
    region = Region(op)
    start = text.find("\n", 0, end) + 1
    entry = _block(text, start, end, first, state) if start else None
    blocks = [] if entry is None else [entry]
    if body is not None:
        more, labeled = body
        if more:
            if entry is None:
                entry = Block(None, region)
                blocks.append(entry)
            entry.ops += more
        blocks += labeled
    region.blocks = blocks
    return region


def _block(text: str, pos: int, end: int, first: int, state: _Parse) -> Block:
    """The block begun in `text[pos:end]`: a label line if the block has one, then region-free
    op lines."""
    label = syntax.BLOCK_LABEL.match(text, pos, end)
    if label is None:
        if _LABEL_START.match(text, pos, end):
            row = text[pos:end].split("\n", 1)[0].strip()
            raise IRError(f"line {_line(text, pos, first)}: cannot read {row[:120]!r}")
        block = Block(None, None)  # type: ignore[arg-type]
        block.ops = _ops(text, pos, end, first, state)
        return block
    block = Block(label["label"], None)  # type: ignore[arg-type]
    for name, type_, loc in syntax.block_args(label["args"] or ""):
        block.args.append(Value(name, type_, block))
        block.arg_locs.append(loc)
    if label.end() < end:
        block.ops = _ops(text, label.end(), end, first, state)
    return block


_LABEL_START = re.compile(r"[ \t]*+\^")


_LINE_END = re.compile(r"[ \t\r]+(?=\n|\Z)")


def prepare_parser() -> None:
    """Ready what every parse needs (the syntax patterns): a run does it on a thread while
    iree-opt normalises its input, rather than on its way to the first compile."""
    syntax.compile_patterns()


def parse_generic(text: str) -> Module:
    """Parse text that is already in iree-opt's generic form (see `normalize`)."""
    text, resources = apart(text)
    if "\r" in text or " \n" in text or "\t\n" in text:  # not from iree-opt, but cheap to allow
        text = _LINE_END.sub("", text)
    enabled = gc.isenabled()
    gc.disable()  # the parse allocates many small objects and no cycles worth collecting
    try:
        module = _build(text, _Parse())
    finally:
        if enabled:
            gc.enable()
    if resources is not None:
        module.resources = resources
    return module


def _bind(region: Region, state: _Parse) -> list[Op]:
    """Bind the operand names that name values defined in `region`, in its ops and in the ops
    nested in them; returns the ops (here or nested) still naming values of enclosing regions.

    Regions are bound innermost first, so a name means the value of the innermost region that
    defines it (an isolated region may reuse an outer name), in any block of that region (a use
    may come before its definition). Binding goes in program order, as do uses.
    """
    local: dict[str, Value] = {}
    for block in region.blocks:
        block.region = region
        for value in block.args:
            local[value.name] = value
        for op in block.ops:
            op.block = block
            for value in op.results:
                local[value.name] = value
    waiting: list[Op] = []
    for block in region.blocks:
        for op in block.ops:
            names: list = op.operands
            # One or two operands, all defined here, are the common cases: no comprehension.
            if not names:
                pass
            elif len(names) == 1 and (a := local.get(names[0])) is not None:
                a.uses.append(op)
                op.operands = [a]
            elif (len(names) == 2 and (a := local.get(names[0])) is not None
                    and (b := local.get(names[1])) is not None):
                a.uses.append(op)
                b.uses.append(op)
                op.operands = [a, b]
            else:
                try:
                    values = [local[name] for name in names]
                except KeyError:  # some are defined further out
                    if not _bind_some(op, local):
                        waiting.append(op)
                else:
                    for value in values:
                        value.uses.append(op)
                    op.operands = values
            if op.regions and id(op) in state.waiting:
                waiting += [nested for nested in state.waiting.pop(id(op))
                            if not _bind_some(nested, local)]
    return waiting


def _bind_some(op: Op, local: dict[str, Value]) -> bool:
    """Bind the operands of `op` that `local` defines; whether all are bound now."""
    operands: list = op.operands
    done = True
    for i, operand in enumerate(operands):
        if isinstance(operand, str):
            value = local.get(operand)
            if value is None:
                done = False
            else:
                value.uses.append(op)
                operands[i] = value
    return done
