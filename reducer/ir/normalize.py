"""Any MLIR (custom form, generic form or bytecode) -> generic form, through iree-opt."""
from __future__ import annotations

import os
import subprocess
from collections.abc import Sequence

from reducer.ir.errors import IRError
from reducer.ir.module import Module
from reducer.ir.parser import parse_generic
from reducer.tools import ToolError, find_tool

# Verification on parse is off: inputs that fail the verifier are what users bring.
_READ_FLAGS = ["--mlir-very-unsafe-disable-verifier-on-parsing", "--allow-unregistered-dialect"]
_GENERIC = ["--mlir-print-op-generic"]


def _environment() -> dict[str, str]:
    # A crash of iree-opt on a candidate is an ordinary "no"; symbolising its stack costs time.
    return {**os.environ, "LLVM_DISABLE_SYMBOLIZATION": "1"}


def _run_opt(source: str | bytes, flags: list[str], iree_opt: str | None) -> str:
    if isinstance(source, str):
        source = source.encode()
    if not source.strip():
        raise IRError("the input is empty")
    try:
        exe = find_tool("iree-opt", iree_opt)
        done = subprocess.run([exe, *_READ_FLAGS, *flags, "-"], input=source,
                              capture_output=True, timeout=600, env=_environment(), check=False)
    except ToolError as e:
        raise IRError(str(e)) from e
    except (OSError, subprocess.TimeoutExpired) as e:
        raise IRError(f"iree-opt failed to run: {e}") from e
    if done.returncode != 0:
        raise IRError("not valid MLIR: " + _first_error(done.stderr.decode(errors="replace")))
    return done.stdout.decode()


def _first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip() + _position(line)
    lines = stderr.strip().splitlines()
    return lines[-1] if lines else "iree-opt exited with an error"


def _position(line: str) -> str:
    """' (line 3:4)' from '<stdin>:3:4: error: ...'."""
    parts = line.split(":")
    if len(parts) > 3 and parts[1].isdigit() and parts[2].isdigit():
        return f" (line {parts[1]}:{parts[2]})"
    return ""


def normalize(source: str | bytes, iree_opt: str | None = None,
              keep_locations: bool = False) -> str:
    """Generic op form of `source`, as iree-opt prints it."""
    flags = _GENERIC + (["--mlir-print-debuginfo"] if keep_locations else [])
    return _run_opt(source, flags, iree_opt)


def parse(source: str | bytes, iree_opt: str | None = None,
          keep_locations: bool = False) -> Module:
    """Normalise `source` with iree-opt, then parse it into a Module."""
    return parse_generic(normalize(source, iree_opt, keep_locations))


def pretty_print(text: str, iree_opt: str | None = None) -> str:
    """Custom (pretty) form of generic text; the text itself when iree-opt cannot print it."""
    try:
        return _run_opt(text, [], iree_opt)
    except IRError:
        return text


def run_passes(text: str, passes: Sequence[str], iree_opt: str | None = None) -> Module:
    """`text` after the iree-opt passes `passes` (e.g. ["--canonicalize", "--cse"]), parsed.

    Raises IRError when iree-opt rejects the text or a pass fails.
    """
    return parse_generic(_run_opt(text, [*passes, *_GENERIC], iree_opt))


def verifier_errors(text: str, iree_opt: str | None = None) -> list[str]:
    """The error messages iree-opt reports when it parses and verifies `text` ([] if valid).

    Unlike the other functions here, the verifier is on: strategies use this to check that a
    rewrite did not make the program invalid in a new way.
    """
    try:
        exe = find_tool("iree-opt", iree_opt)
        done = subprocess.run([exe, "--allow-unregistered-dialect", "-o", "/dev/null", "-"],
                              input=text.encode(), capture_output=True, timeout=600, env=_environment(),
                              check=False)
    except ToolError as e:
        raise IRError(str(e)) from e
    except (OSError, subprocess.TimeoutExpired) as e:
        raise IRError(f"iree-opt failed to run: {e}") from e
    if done.returncode == 0:
        return []
    stderr = done.stderr.decode(errors="replace")
    errors = [line.split("error:", 1)[1].strip() for line in stderr.splitlines()
              if "error:" in line]
    return errors or [f"iree-opt exited with status {done.returncode}"]
