"""Generic-form text -> Module, with lark's LALR parser over line tokens."""
from __future__ import annotations

import gc
import re
from collections.abc import Iterator
from functools import lru_cache
from importlib import resources

from lark import Lark, Token, Transformer
from lark.exceptions import LarkError, UnexpectedInput
from lark.lexer import Lexer

from reducer.ir import syntax
from reducer.ir.errors import IRError
from reducer.ir.module import Block, Module, Op, Region, Value


class LineLexer(Lexer):
    """Line tokens for the grammar; runs of region-free op lines become one OPS token."""

    def __init__(self, lexer_conf: object) -> None:
        pass

    def lex(self, data: str) -> Iterator[Token]:  # type: ignore[override]
        lines = data.split("\n")
        run: list[str] = []  # pending region-free op lines
        i = 0
        while i < len(lines):
            line = lines[i].strip()
            i += 1
            if not line or line.startswith("//"):
                continue
            kind = _line_kind(line, i)
            if kind == "OPS":
                if not run:
                    first = i
                run.append(line)
                continue
            if run:
                yield _token("OPS", "\n".join(run), first)
                run = []
            if kind == "RESOURCES":
                start = i - 1
                while i < len(lines) and lines[i - 1].strip() != "#-}":
                    i += 1
                line = "\n".join(lines[start:i])
            yield _token(kind, line, i)
        if run:
            yield _token("OPS", "\n".join(run), first)


def _line_kind(line: str, number: int) -> str:
    first = line[0]
    if first == "%" or first == '"':
        return "OP_OPEN" if line.endswith(" ({") else "OPS"
    if first == "^":
        return "LABEL"
    if line.startswith("}, {"):
        return "REGION_SEP"
    if line.startswith("})"):
        return "OP_CLOSE"
    if line.startswith("{-#"):
        return "RESOURCES"
    if first == "#" or first == "!":
        return "ALIAS"
    raise IRError(f"line {number}: not MLIR generic op form: {line[:80]!r}")


def _token(kind: str, text: str, line: int) -> Token:
    token = Token(kind, text)
    token.line = line
    return token


def _match(pattern: re.Pattern[str], token: Token) -> re.Match[str]:
    m = pattern.fullmatch(token)
    if m is None:
        raise IRError(f"line {token.line}: cannot read {token[:120]!r}")
    return m


class _Builder(Transformer):
    """Builds ops bottom-up as lark reduces the grammar rules (no parse tree in between)."""

    def __init__(self) -> None:
        super().__init__()
        self.ids = 0

    def _op(self, head: re.Match[str], line: int) -> Op:
        results, name, operands, successors, props = head.group(
            "results", "name", "operands", "successors", "props")
        op = Op(self.ids, name)
        self.ids += 1
        if results:
            op.results = [Value(n, "", op) for n in syntax.result_names(results)]
        if operands:
            # Names until `_resolve` binds them to values (a use may come before its definition).
            op.operands = operands.replace("%", "").split(", ")  # type: ignore[arg-type]
        if successors:
            op.successors = successors.replace("^", "").split(", ")
        op.props = props
        return op

    @staticmethod
    def _tail(op: Op, tail: re.Match[str], line: int) -> None:
        # Operand types are not stored: an operand's type is its value's type.
        attrs, loc, outs, out = tail.group("attrs", "loc", "outs", "out")
        op.attrs = attrs
        op.loc = loc
        types = [out] if out is not None else syntax.split_items(outs)
        if len(types) != len(op.results):
            raise IRError(f"line {line}: {len(types)} result types for {len(op.results)} results")
        for value, type_ in zip(op.results, types):
            value.type = type_

    def ops(self, children: list) -> list[Op]:
        ops: list[Op] = []
        for child in children:
            if isinstance(child, Op):
                ops.append(child)
                continue
            for offset, line in enumerate(child.split("\n")):
                m = syntax.OP_LINE.fullmatch(line)
                if m is None:
                    raise IRError(f"line {child.line + offset}: cannot read {line[:120]!r}")
                op = self._op(m, child.line + offset)
                self._tail(op, m, child.line + offset)
                ops.append(op)
        return ops

    def region_op(self, children: list) -> Op:
        op = self._op(_match(syntax.OP_OPEN_LINE, children[0]), children[0].line)
        close = children[-1]
        self._tail(op, _match(syntax.OP_CLOSE_LINE, close), close.line)
        for blocks in children[1:-1:2]:
            region = Region(op)
            for block in blocks:
                block.region = region
            region.blocks = blocks
            op.regions.append(region)
        return op

    def region(self, children: list) -> list[Block]:
        if children and isinstance(children[0], list):  # ops before the first label
            return [_block(None, children[0])] + children[1:]
        return children

    def labeled_block(self, children: list) -> Block:
        label = _match(syntax.BLOCK_LABEL, children[0])
        block = _block(label["label"], children[1] if len(children) > 1 else [])
        for arg in syntax.BLOCK_ARG.finditer(label["args"] or ""):
            block.args.append(Value(arg["name"], arg["type"], block))
            block.arg_locs.append(arg["loc"])
        return block

    def aliases(self, tokens: list[Token]) -> list[str]:
        return [str(t) for t in tokens]

    def resources(self, tokens: list[Token]) -> str | None:
        return str(tokens[0]) if tokens else None

    def start(self, children: list) -> Module:
        aliases, top, trailer, res = children
        return Module(top, aliases, trailer, res, next_id=self.ids)


def _block(label: str | None, ops: list[Op]) -> Block:
    block = Block(label, None)  # type: ignore[arg-type]
    block.ops = ops
    for op in ops:
        op.block = block
    return block


@lru_cache(maxsize=1)
def _grammar() -> str:
    return resources.files("reducer.ir").joinpath("mlir_generic.lark").read_text()


def parse_generic(text: str) -> Module:
    """Parse text that is already in iree-opt's generic form (see `normalize`)."""
    builder = _Builder()
    parser = Lark(_grammar(), parser="lalr", lexer=LineLexer, transformer=builder)
    gc.disable()  # the parse allocates many small objects and no cycles worth collecting
    try:
        module = parser.parse(text)
    except UnexpectedInput as e:
        raise IRError(f"line {getattr(e, 'line', '?')}: unexpected structure in generic form") from e
    except LarkError as e:
        cause = e.__context__ if isinstance(e.__context__, IRError) else e
        raise IRError(str(cause)) from e
    finally:
        gc.enable()
    module.top.id = 0
    module.next_id = _resolve(module.top.regions, {}, 1)
    return module


def _resolve(regions: list[Region], outer: dict[str, Value], next_id: int) -> int:
    """Bind operand names to values, region by region (a region sees its enclosing regions).

    Also numbers the ops in program order (they were built innermost first); returns the next id.
    """
    for region in regions:
        scope = dict(outer)
        for block in region.blocks:
            for arg in block.args:
                scope[arg.name] = arg
            for op in block.ops:
                for value in op.results:
                    scope[value.name] = value
        for block in region.blocks:
            for op in block.ops:
                op.id = next_id
                next_id += 1
                _bind(op, scope)
                if op.regions:
                    next_id = _resolve(op.regions, scope, next_id)
    return next_id


def _bind(op: Op, scope: dict[str, Value]) -> None:
    values = []
    for name in op.operands:
        value = scope.get(name)  # type: ignore[call-overload]
        if value is None:
            raise IRError(f"{op.name}: use of undefined value %{name}")
        value.uses.append(op)
        values.append(value)
    op.operands = values
