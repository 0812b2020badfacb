"""Generic-form text -> Module, with lark's LALR parser over line tokens.

`LineLexer` cuts the text into tokens of whole lines with one regular expression; lark parses
their nesting with `mlir_generic.lark`, and `_Builder` makes the ops as lark reduces each rule,
taking the op lines of a token apart with `syntax.py`. Operand names are bound to values region
by region, innermost first, once each region is complete.
"""
from __future__ import annotations

import gc
import os
import re
import sys
from collections.abc import Iterator
from contextvars import ContextVar
from functools import lru_cache
from importlib import resources

from lark import Lark, Token, Transformer
from lark.exceptions import LarkError, UnexpectedInput
from lark.lexer import Lexer

from reducer.ir import syntax
from reducer.ir.errors import IRError
from reducer.ir.module import Block, Module, Op, Region, Value
from reducer.text import apart

# One token, matched from the newline before it (or the start of the text): its kind is the name
# of the group that matched. A region-free op line is an op line
# that does not end with ` ({`. Most tokens take in the region-free op lines that follow them,
# which make up most of the text: one regular expression finds every token, and nothing looks
# at an op line on its own until `_Builder` takes the runs apart.
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


class LineLexer(Lexer):
    """Tokens of one or more lines for the grammar (see `mlir_generic.lark`)."""

    def __init__(self, lexer_conf: object) -> None:
        pass

    def lex(self, data: str) -> Iterator[Token]:  # type: ignore[override]
        line = 0
        for m in _TOKEN.finditer(data):
            kind = m.lastgroup
            text = m.group(kind)  # type: ignore[arg-type]
            line += 1
            if kind == "SKIP":
                continue
            if kind == "ERROR":
                raise IRError(f"line {line}: not MLIR generic op form: {text[:80]!r}")
            yield _Token(kind, text, line)  # type: ignore[arg-type]
            line += text.count("\n")


class _Token(Token):
    """A lark token made in one step, as the lexer makes thousands (`Token()` also checks for
    deprecated keywords)."""

    __slots__ = ()
    line: int  # every token of the lexer is numbered

    def __new__(cls, kind: str, text: str, line: int) -> _Token:
        token = str.__new__(cls, text)
        token.type = kind
        token.value = text
        token.line = line
        token.start_pos = token.column = token.end_line = token.end_column = token.end_pos = None
        return token


class _Builder(Transformer):
    """Builds the IR as lark reduces the grammar's rules: no parse tree in between.

    Operands hold names until the region defining them is complete (`_bind`), and ops are
    numbered once the whole module is. The builder keeps no state (what a parse keeps is in
    `_PARSE`), so one parser serves every parse.
    """

    def ops(self, children: list) -> list[Op]:
        ops: list[Op] = []
        for child in children:
            if not isinstance(child, _Token):  # from region_op
                ops += child
            elif child.type == "LEAF_OP":
                ops += _leaf_op(child, _PARSE.get())
            else:
                ops += _ops(child, 0, len(child), child.line, _PARSE.get())
        return ops

    def region_op(self, children: list) -> list[Op]:
        """The op, then the ops after it in its block (they come with its OP_CLOSE token).

        Each region's header token (OP_OPEN, REGION_SEP) is followed by the rest of the region,
        unless the header holds all of it."""
        state = _PARSE.get()
        op = _open_op(children[0], children[0].line, state)
        after = _close_op(op, children[-1], 0, children[-1].line, state)
        waiting: list[Op] = []
        for header, following in zip(children[:-1], children[1:]):
            if isinstance(header, _Token):
                body = None if isinstance(following, _Token) else following
                region = _region(op, header, len(header), header.line, body, state)
                op.regions.append(region)
                waiting += _bind(region, state)
        if waiting:
            state.waiting[id(op)] = waiting
        return [op, *after] if after else [op]

    def region(self, children: list) -> tuple[list[Op], list[Block]]:
        """The ops that continue the entry block (begun in the header token), the blocks after."""
        if isinstance(children[0], list):
            return children[0], children[1:]
        return [], children

    def labeled_block(self, children: list) -> Block:
        label = children[0]
        block = _block(label, 0, len(label), label.line, _PARSE.get())
        if len(children) > 1:
            block.ops += children[1]
        return block

    def aliases(self, tokens: list[Token]) -> list[str]:
        return [t.value for t in tokens]

    def resources(self, tokens: list[Token]) -> str | None:
        return tokens[0].value if tokens else None

    def start(self, children: list) -> Module:
        aliases, top, trailer, res = children
        if isinstance(top, _Token):  # LEAF_OP
            top = _leaf_op(top, _PARSE.get())
        if len(top) > 1:
            raise IRError(f"{top[1].name}: an op after the top-level op")
        for op in _PARSE.get().waiting.get(id(top[0]), []):
            name = next(name for name in op.operands if isinstance(name, str))
            raise IRError(f"{op.name}: use of undefined value %{name}")
        for number, op in enumerate(top[0].walk()):  # ids in program order
            op.id = number
        return Module(top[0], aliases, trailer, res, next_id=number + 1)


class _Parse:
    """What one parse keeps between the builder's calls.

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


# The state of the parse running in this thread (set by `parse_generic`).
_PARSE: ContextVar[_Parse] = ContextVar("parse")


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


def _leaf_op(token: _Token, state: _Parse) -> list[Op]:
    """The op of a LEAF_OP token, then the ops after it in its block."""
    close = _CLOSE_LINE.search(token)
    assert close is not None  # the lexer saw it
    op = _open_op(token, token.line, state)
    after = _close_op(op, token, close.end(), token.line, state)
    region = _region(op, token, close.start(), token.line, None, state)
    op.regions.append(region)
    waiting = _bind(region, state)
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


@lru_cache(maxsize=1)
def _parser() -> Lark:
    """The parser, built once: making lark's LALR tables costs more than parsing a small file.
    The tables are kept between runs in the user's cache folder (lark checks that they were
    made from this grammar by this lark): loading them is much cheaper than making them."""
    grammar = resources.files("reducer.ir").joinpath("mlir_generic.lark").read_text()
    return Lark(grammar, parser="lalr", lexer=LineLexer, transformer=_Builder(),
                cache=_tables_file() or False)


def _tables_file() -> str | None:
    """Where lark keeps the parser's tables: a folder of the user's own (a pickle another
    user could write to must not be loaded), or None where there is none to be had."""
    root = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    folder = os.path.join(root, "mlir-reducer")
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
        info = os.stat(folder)
    except OSError:
        return None
    if info.st_uid != os.getuid() or info.st_mode & 0o022:
        return None
    return os.path.join(folder, f"parser-tables-py{sys.version_info[0]}{sys.version_info[1]}")


def prepare_parser() -> None:
    """Ready what every parse needs (the lark tables, the syntax patterns): a run does it on
    a thread while iree-opt normalises its input, rather than on its way to the first
    compile."""
    _parser()
    syntax.compile_patterns()


def parse_generic(text: str) -> Module:
    """Parse text that is already in iree-opt's generic form (see `normalize`)."""
    text, resources = apart(text)
    if "\r" in text or " \n" in text or "\t\n" in text:  # not from iree-opt, but cheap to allow
        text = _LINE_END.sub("", text)
    parser = _parser()
    previous = _PARSE.set(_Parse())
    enabled = gc.isenabled()
    gc.disable()  # the parse allocates many small objects and no cycles worth collecting
    try:
        module = parser.parse(text)
        assert isinstance(module, Module)  # what the builder makes of the start rule
        if resources is not None:
            module.resources = resources
        return module
    except UnexpectedInput as e:
        line = getattr(e, "line", "?")
        raise IRError(f"line {line}: unexpected structure in generic form") from e
    except LarkError as e:
        cause = e.__context__ if isinstance(e.__context__, IRError) else e
        raise IRError(str(cause)) from e
    finally:
        if enabled:
            gc.enable()
        _PARSE.reset(previous)


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

