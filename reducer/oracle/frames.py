"""A crash signature that names a stack frame, recognised in runs that symbolise nothing.

Symbolising a crash's stack (llvm-symbolizer on the compiler's library) costs the run a few
tenths of a second, more than a small candidate's whole compile. A frame's function name
stands for an address in the compiler's code; its distance from the top frame (the crash
handler's own `PrintStackTrace`, in the same library) is the same in every run of that
binary, wherever the library is loaded. So the distances of the frames the signature
matches in one symbolised run recognise those frames in an unsymbolised one: an unsymbolised
crash with a frame at one of them shows the signature. A crash with none may still show it
(the function reached by another call, a binary whose libraries are loaded apart): only a
symbolised run can tell, and the distances of its frames that show the signature join the
known ones (`Oracle` keeps them).
"""
from __future__ import annotations

import re

from reducer.oracle.signature import FRAME_START, Signature

# ` #5 0x00007f0c1b9693d2 mlir::iree_compiler::isTransposeMap(...) LinalgOpInfo.cpp:0:0`
_NAMED = re.compile(FRAME_START + r"#(?P<index>\d+) (?P<address>0x[0-9a-fA-F]+) "
                    r"(?P<function>.+)$", re.MULTILINE)
# `5  libIREECompiler.so 0x00007fdf01b693d2`, as printed without llvm-symbolizer
_BARE = re.compile(FRAME_START + r"(?P<index>\d+)\s+(?P<module>\S+)\s+"
                   r"(?P<address>0x[0-9a-fA-F]+)\s*$", re.MULTILINE)


def signature_offsets(signature: Signature, output: str) -> tuple[int, ...]:
    """The distances from the top frame of the frames of a symbolised stack in `output`
    whose function shows `signature` (none: no such frame, or no top frame)."""
    frames = list(_NAMED.finditer(output))
    if not frames or frames[0]["index"] != "0":
        return ()
    top = int(frames[0]["address"], 16)
    return tuple(sorted({int(f["address"], 16) - top for f in frames[1:]
                         if signature.find(f["function"]) is not None}))


def bare_offsets(output: str) -> frozenset[int]:
    """The distances from the top frame of the frames of an unsymbolised stack in `output`
    that are in the top frame's library."""
    frames = list(_BARE.finditer(output))
    if not frames or frames[0]["index"] != "0":
        return frozenset()
    module, top = frames[0]["module"], int(frames[0]["address"], 16)
    return frozenset(int(f["address"], 16) - top for f in frames[1:] if f["module"] == module)


def shows_frame(offsets: tuple[int, ...], output: str) -> bool:
    """Whether the unsymbolised stack in `output` has a frame at one of `offsets`."""
    return not bare_offsets(output).isdisjoint(offsets)
