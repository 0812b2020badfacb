"""The `reduce` command.

    reduce INPUT --oracle SIGNATURE [options] -- [COMPILER FLAGS...]

Exit codes: 0 reduced; 1 user error (unreadable input, original not interesting, bad option
value); 2 bad command-line usage; 130 interrupted (the best result so far is in the output).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from tqdm import tqdm

from reducer.api import Result, reduce, write_atomically
from reducer.ir import IRError
from reducer.oracle import Oracle, OracleError

EXIT_OK, EXIT_USER_ERROR, EXIT_INTERRUPTED = 0, 1, 130


class _Progress:
    """One tqdm line: ops left, oracle calls, cache hits, current strategy, elapsed time."""

    def __init__(self) -> None:
        self.bar = tqdm(desc="reducing", unit=" steps", file=sys.stderr, disable=None,
                        bar_format="{desc}: {postfix} [{elapsed}]")

    def __call__(self, strategy: str, ops: int, oracle: Oracle) -> None:
        self.bar.set_postfix_str(f"{ops} ops, {oracle.stats.runs} compiles, "
                                 f"{oracle.stats.cache_hits} cache hits, {strategy}",
                                 refresh=False)
        self.bar.update()

    def close(self) -> None:
        self.bar.close()


def _fail(message: str, code: int = EXIT_USER_ERROR) -> None:
    click.echo(f"error: {message}", err=True)
    sys.exit(code)


def _summary(result: Result, output: Path) -> str:
    return (f"reduced {result.input_ops} -> {result.output_ops} ops in {result.seconds:.1f} s "
            f"({result.oracle_calls} compiles, {result.cache_hits} cache hits, "
            f"{result.seconds_in_compiler:.1f} s in the compiler); "
            f"kind: {result.kind}; written to {output}")


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("input_file", metavar="INPUT", type=click.Path(path_type=Path))
@click.argument("compiler_flags", nargs=-1, type=click.UNPROCESSED, metavar="-- [FLAGS]...")
@click.option("--oracle", "signature", metavar="SIG",
              help="Text of the compiler's output that identifies the failure (a substring).")
@click.option("--regex", is_flag=True, help="SIG is a regular expression.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Where to write the result (default: INPUT.reduced.mlir).")
@click.option("--compiler", metavar="PATH", help="Your own iree-compile (default: the one "
              "from iree-base-compiler); iree-opt is taken from beside it when present.")
@click.option("--test", "test_script", metavar="SCRIPT",
              help="Interestingness script instead of --oracle: exit 0 = interesting; it gets "
                   "the candidate file as its argument.")
@click.option("--timeout", type=click.FloatRange(min=0.1), default=300.0, show_default=True,
              help="Seconds allowed per compiler run.")
@click.option("--json", "json_report", type=click.Path(dir_okay=False, path_type=Path),
              help="Write a machine-readable report here.")
@click.option("--no-phase-cut", is_flag=True,
              help="Always compile candidates all the way (no --compile-to cut-off).")
def main(input_file: Path, compiler_flags: tuple[str, ...], signature: str | None, regex: bool,
         output: Path | None, compiler: str | None, test_script: str | None, timeout: float,
         json_report: Path | None, no_phase_cut: bool) -> None:
    """Reduce INPUT, an MLIR program on which iree-compile fails, to a small reproducer."""
    if (signature is None) == (test_script is None):
        _fail("give exactly one of --oracle SIG and --test SCRIPT")
    if input_file.is_dir():
        _fail(f"{input_file}: is a directory")
    if not input_file.is_file():
        _fail(f"{input_file}: no such file")
    output = output or input_file.with_name(input_file.name + ".reduced.mlir")
    if output.resolve() == input_file.resolve():
        _fail(f"{output}: the output would overwrite the input")
    progress = _Progress()
    try:
        result = reduce(input_file, signature, flags=list(compiler_flags), regex=regex,
                        compiler=compiler, test=test_script, timeout=timeout,
                        output=str(output), cut_phase=not no_phase_cut, progress=progress)
    except KeyboardInterrupt:
        progress.close()
        where = f"; the best result so far is in {output}" if output.exists() else ""
        click.echo(f"interrupted{where}", err=True)
        sys.exit(EXIT_INTERRUPTED)
    except (IRError, OracleError, OSError) as e:
        progress.close()
        _fail(f"{input_file}: {e}")
    progress.close()
    if json_report:
        write_atomically(json_report, json.dumps(result.report(), indent=2) + "\n")
    click.echo(_summary(result, output), err=True)
    sys.exit(EXIT_OK)
