"""Dispatch isolation: when a failure is in codegen, find the one executable that fails alone.

A model compiles into dozens or hundreds of executables; a codegen bug lives in one of them.
iree-compile dumps each executable's source before translating it
(`--iree-hal-dump-executable-sources-to=DIR`) and compiles a single executable with
`--compile-mode=hal-executable`. The failing one is a standalone reproducer of tens of ops
instead of thousands, and each candidate made from it compiles in a fraction of the time.
"""
from __future__ import annotations

import contextlib
import functools
import os
import re
from collections.abc import Callable, Iterable
from concurrent.futures import wait
from dataclasses import dataclass

from reducer.ir import IRError, parse
from reducer.oracle.flags import dump_flag
from reducer.oracle.oracle import Oracle

EXECUTABLE_MODE = "--compile-mode=hal-executable"


@dataclass
class Isolated:
    name: str  # the dumped file's name, e.g. module_main_dispatch_86.mlir
    text: str  # its source: a `hal.executable` op
    oracle: Oracle  # the user's flags in hal-executable mode

    def num_ops(self, iree_opt: str | None) -> int:
        """Its ops, as `Module.num_ops` counts them (iree-opt parses it once per text)."""
        return _ops(self.text, iree_opt)

    def counted(self, iree_opt: str | None) -> Isolated:
        """Itself, its ops counted ahead for whoever asks `num_ops` (a text iree-opt cannot
        read raises then)."""
        with contextlib.suppress(IRError):
            self.num_ops(iree_opt)
        return self


@functools.lru_cache(maxsize=4)
def _ops(text: str, iree_opt: str | None) -> int:
    return parse(text, iree_opt=iree_opt).num_ops


def isolate(oracle: Oracle, folder: str, output: str, named_only: bool = False,
            beside: Callable[[str], None] | None = None) -> Isolated | None:
    """The first executable dumped into `folder` that fails alone as the program does.

    `output` is the program's failing output: executables it names (by dumped file, else by
    symbol, as in a crash's "Running pass ... on function '@main_dispatch_86_...'") are tried
    first, and only they, as the others compiled fine before the failure; when it names none
    (a crash in a linked module names none), all of them, unless `named_only`, smallest
    first (the cheapest compiles first; of several that fail, the smallest to reduce), as
    many at a time as the oracle has jobs. `oracle` must be calibrated. `beside` is handed
    the source of the executable the output names first, as its run starts.
    """
    single = oracle.derive([*oracle.flags, EXECUTABLE_MODE])
    sources = {}
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name)) as f:
            sources[name] = f.read()
    # A dumped file's name is the surest sign (the link error of a kernel cites the line of
    # its file); a symbol may be named only as one of many in an op the output prints whole.
    named = _cited(sources, output) \
        or [n for n, text in sources.items() if _is_named(text, output)]
    tried = named or ([] if named_only else sorted(sources, key=lambda n: (len(sources[n]), n)))
    futures = [oracle.scheduler.submit(single.run, sources[name], None, True) for name in tried]
    if named and beside is not None:
        beside(sources[named[0]])
    read = 0
    try:
        for name, future in zip(tried, futures):  # in their order, whatever ends first
            outcome = future.result()
            read += 1
            if outcome.interesting and outcome.kind == oracle.kind:
                return Isolated(name, sources[name], single)
    finally:
        unread = [future for future in futures[read:] if not future.cancel()]
        single.cancel()  # the runs still in flight are not wanted
        oracle.count_wasted(len(unread))
        wait(unread)
    return None


def _cited(names: Iterable[str], output: str) -> list[str]:
    """Of the dumped files `names`, in order, those `output` cites (`name:18`), other than in
    the location of an op it prints (`loc("DIR/name":3:4)`, with --mlir-print-debuginfo:
    every op of an executable is located in its file). One scan of the output, which may
    print the whole program: a search per file took a tenth of a second."""
    cited = set()
    for citation in _CITATION.finditer(output):
        # The file's name: what precedes `.mlir` back to a space, quote, slash or bracket.
        name = _NAME.search(output, max(0, citation.start() - 255), citation.end())
        if name is not None:
            cited.add(name.group(0))
    return [name for name in names if name in cited]


_CITATION = re.compile(r'\.mlir(?!")')
_NAME = re.compile(r'[^\s"\'/(]+\.mlir$')


_EXECUTABLE = re.compile(r'^\s*hal\.executable\b[^@\n]*@"?([^\s"{]+)', re.MULTILINE)


def _is_named(text: str, output: str) -> bool:
    symbol = _EXECUTABLE.search(text)
    # dispatch_8 is not named by dispatch_86_elementwise; dispatch_86 is.
    return symbol is not None and re.search(re.escape(symbol.group(1)) + r"(?!\d)",
                                            output) is not None


# A source location inside a dumped executable, printed with --mlir-print-debuginfo: the line of
# the candidate file (the program as the oracle wrote it) that an op of the dispatch came from.
_SOURCE_LINE = re.compile(r'loc\("(?:[^"]*/)?candidate\.mlir":(\d+):\d+\)')
DEBUGINFO = "--mlir-print-debuginfo"


def dispatch_lines(oracle: Oracle, text: str, folder: str) -> tuple[int, ...]:
    """The lines of the program `text` that the executable failing alone was made from, last
    first (the dispatch's root consumes what the others make); empty when none fails alone.

    One more compile of `text`, dumping the executables with their source locations, and
    isolation: a crash or a link error names no op of the input, but its dispatch does."""
    first = oracle.run_once(text, None, [dump_flag(folder), DEBUGINFO])
    found = isolate(oracle, folder, first.output)
    if found is None:
        return ()
    return tuple(sorted({int(m.group(1)) for m in _SOURCE_LINE.finditer(found.text)},
                        reverse=True))
