"""Compiler flags as the reducer passes them on: the user's, without what would write files."""
from __future__ import annotations

from collections.abc import Sequence

_OUTPUT = ("-o", "--o")


def without_output_flag(flags: Sequence[str]) -> list[str]:
    """Drop the user's `-o FILE`: candidates are compiled into a private temp dir."""
    kept: list[str] = []
    skip = False
    for flag in flags:
        if skip:
            skip = False
        elif flag in _OUTPUT:
            skip = True
        elif not flag.startswith(tuple(f"{o}=" for o in _OUTPUT)):
            kept.append(flag)
    return kept


def without(flags: Sequence[str], prefixes: Sequence[str]) -> list[str]:
    """`flags` without those that start with one of `prefixes` (`--compile-to`, ...)."""
    return [f for f in flags if not f.startswith(tuple(prefixes))]


def dump_flag(folder: str) -> str:
    """The flag that makes iree-compile write each executable's source into `folder`."""
    return f"--iree-hal-dump-executable-sources-to={folder}"
