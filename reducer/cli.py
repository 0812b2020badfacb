"""The `reduce` command.

    reduce INPUT --oracle SIGNATURE [options] -- [COMPILER FLAGS...]

Exit codes: 0 reduced; 1 user error (unreadable input, original not interesting, flaky
compiler, bad option value, unusable journal); 2 bad command-line usage; 3 internal error (a bug
in the reducer); 130 interrupted by SIGINT, 143 terminated by SIGTERM (the best result so far is
in the output, the journal lets `--resume` continue). Every error is one line `error: ...`.
"""
from __future__ import annotations

import gc
import json
import os
import re
import shlex
import signal
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any, NoReturn, TextIO

import click

import reducer
from reducer.api import (
    COLLECTION_THRESHOLDS,
    Result,
    run,
    write_atomically,
)
from reducer.errors import ReducerError
from reducer.options import DEFAULT_CHECKS, AtRunTime, Listener, Options, WrongResult
from reducer.oracle.oracle import NotInteresting
from reducer.processes.scheduler import kill_all_groups
from reducer.strategies import NAMES, REGISTRY
from reducer.wrong_result import CHECKS

EXIT_OK, EXIT_USER_ERROR, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3
# The checks that other options imply when --check is not given (else the table's first).
_IMPLIED_BY_REFERENCES, _IMPLIED_BY_EXPECTED = "differential", "op"
EXIT_INTERRUPTED, EXIT_TERMINATED = 130, 143


class _Progress:
    """One tqdm line (what runs: calibration, isolation, a strategy; ops left, compiles, cache
    hits, elapsed time), and with `log` the same as plain timestamped lines for bots.
    `quiet`: no line on the terminal. tqdm is imported only for a terminal: a bot's run, whose
    stderr is a file or a pipe, shows no line and does not pay for the import."""

    def __init__(self, quiet: bool = False, log: TextIO | None = None) -> None:
        self.bar = None
        if not quiet and sys.stderr.isatty():
            from tqdm import tqdm
            self.bar = tqdm(desc="reducing", unit=" steps", file=sys.stderr,
                            bar_format="{desc}: {postfix} [{elapsed}]")
        self.log, self.quiet = log, quiet
        self._last: tuple[str, int] | None = None

    def __call__(self, what: str, ops: int, oracle: Any) -> None:
        stats = getattr(oracle, "stats", None)
        runs, hits = (stats.runs, stats.cache_hits) if stats is not None else (0, 0)
        line = f"{what}: {ops} ops, {runs} compiles, {hits} cache hits"
        if self.bar is not None:
            self.bar.set_postfix_str(line, refresh=False)
            self.bar.update()
        if self.log is not None and self._last != (what, ops):
            self._last = (what, ops)
            self.note(line)

    def note(self, message: str) -> None:
        """A message for the user: above the progress line, and in the log."""
        if self.bar is not None:
            self.bar.write(message, file=sys.stderr)
        elif not self.quiet:
            click.echo(message, err=True)
        if self.log is not None:
            self.log.write(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} {message}\n")
            self.log.flush()

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _fail(message: str, code: int = EXIT_USER_ERROR, details: str = "") -> NoReturn:
    click.echo(f"error: {_one_line(message)}", err=True)
    if details:
        click.echo(details, err=True)
    sys.exit(code)


def _one_line(text: str) -> str:
    """Control characters (a newline in a file name) escaped: an error stays one line."""
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return re.sub(r"[\x00-\x1f\x7f]", lambda m: repr(m.group(0))[1:-1], text)


class _Terminated(KeyboardInterrupt):
    """SIGTERM, handled like Ctrl-C: runs in flight are killed, temp dirs removed."""


def _on_signal(signum: int, frame: object) -> None:
    kill_all_groups()  # also the runs of worker threads, which no exception reaches
    raise _Terminated() if signum == signal.SIGTERM else KeyboardInterrupt()


# --help's sections, in the order a reader reaches for them (the README's recipes use them so);
# an option listed in none goes under "Other options".
HELP_SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("What to keep", ("signature", "regex", "test", "test_exit", "at_run_time",
                      "inputs")),
    ("How to run", ("compiler", "timeout", "no_isolate", "keep_program", "no_phase_cut",
                    "strategies", "skip_strategies", "list_strategies", "quiet",
                    "log_file")),
    ("What to write", ("output", "emit", "reduce_flags", "report", "releases", "json_report",
                       "also_interesting")),
    ("Wrong values", ("check", "expected_outputs", "reference_flags", "reference_compiler",
                      "rtol", "atol")),
    ("Long runs", ("resume", "jobs", "dask", "memory_limit", "flaky", "checks")),
)


class _Command(click.Command):
    """Usage errors as one `error:` line (exit 2); Ctrl-C while parsing options exits 130;
    --help lists the options in HELP_SECTIONS."""

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        records = {param.name: param.get_help_record(ctx) for param in self.get_params(ctx)
                   if isinstance(param, click.Option)}
        listed = {name for _, names in HELP_SECTIONS for name in names}
        sections = [*HELP_SECTIONS, ("Other options", tuple(n for n in records
                                                             if n not in listed))]
        for title, names in sections:
            rows = [records[n] for n in names if records.get(n) is not None]
            if rows:
                with formatter.section(title):
                    formatter.write_dl(rows)  # type: ignore[arg-type]

    def main(self, args=None, *rest, **kwargs):  # type: ignore[override]
        kwargs.pop("standalone_mode", None)
        if any("\0" in arg for arg in (sys.argv[1:] if args is None else args)):
            _fail("an argument contains a NUL character (see --help)", EXIT_USAGE)
        try:
            return super().main(args, *rest, standalone_mode=False, **kwargs)
        except click.UsageError as e:
            _fail(f"{e.format_message()} (see --help)", EXIT_USAGE)
        except click.ClickException as e:
            _fail(e.format_message())
        except click.Abort:
            click.echo("interrupted", err=True)
            sys.exit(EXIT_INTERRUPTED)


class _MemorySize(click.ParamType):
    """A number of bytes: 4G, 512M, 65536K or plain bytes."""

    name = "size"
    _UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}

    def convert(self, value, param, ctx) -> int:  # type: ignore[override]
        if isinstance(value, int):
            return value
        match = re.fullmatch(r"\s*(\d{1,15})\s*([KMGT]?)I?B?\s*", str(value), re.IGNORECASE)
        if match is None:
            self.fail(f"{value!r} is not a size like 4G, 512M or 1000000", param, ctx)
        size = int(match.group(1)) * self._UNITS[match.group(2).upper()]
        if size < 1 << 20:
            self.fail(f"{value!r} is less than 1M: no compiler runs in that", param, ctx)
        return size


def _summary(result: Result) -> str:
    """What was done, then each file written, its ops and the command that reproduces it."""
    lines = [f"reduced {result.input_ops} -> {result.output_ops} ops in {result.seconds:.1f} s "
             f"({result.oracle_calls} compiles, {result.cache_hits} cache hits, "
             f"{result.seconds_in_compiler:.1f} s in the compiler); kind: {result.kind}"]
    for artifact in result.artifacts:
        how = f": {shlex.join(artifact.reproduce)}" if artifact.reproduce else ""
        size = {"llvm-module": "LLVM IR", "inputs": "data", "run-inputs": "data"}.get(
            artifact.role, f"{artifact.ops} ops")
        lines.append(f"  {artifact.role}: {artifact.path} ({size}){how}")
    return "\n".join(lines)


def _list_strategies(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        width = max(len(strategy.name) for strategy in REGISTRY)
        for strategy in REGISTRY:
            click.echo(f"{strategy.name:<{width}}  {strategy.summary}")
        ctx.exit(EXIT_OK)


def _default_tolerance(what: str) -> str:
    """The first check's default `what` ("rtol" or "atol"), and every other check's own."""
    default = getattr(CHECKS[0], what)
    own = [f", with --check {row.name} {getattr(row, what):g}" for row in CHECKS
           if getattr(row, what) != default]
    return f"{default:g}" + "".join(own)


def _strategy_names(ctx: click.Context, param: click.Parameter,
                    value: str | None) -> tuple[str, ...] | None:
    """A comma-separated list of strategy names, each one known."""
    if value is None:
        return None
    names = tuple(name.strip() for name in value.split(",") if name.strip())
    unknown = [name for name in names if name not in NAMES]
    if unknown:
        raise click.BadParameter(f"unknown strategy {unknown[0]!r}; --list-strategies shows "
                                 f"the known ones")
    return names


@click.command(cls=_Command, context_settings={"help_option_names": ["-h", "--help"],
                                               "max_content_width": 100})
@click.argument("input_file", metavar="INPUT", type=click.Path(path_type=Path))
@click.argument("compiler_flags", nargs=-1, type=click.UNPROCESSED, metavar="-- [FLAGS]...")
@click.option("--oracle", "signature", metavar="SIG",
              help="Output text that marks the failure; 'timeout': a hang; 'wrong-result'.")
@click.option("--regex", is_flag=True, help="SIG is a regular expression.")
@click.option("--run", "at_run_time", is_flag=True,
              help="It compiles, then fails when run: SIG is in the runtime's output.")
@click.option("--input", "inputs", multiple=True, metavar="VALUE",
              help="With --run: an input, as iree-run-module takes it; repeat in order.")
@click.option("--test", metavar="SCRIPT",
              help="Script that exits 0 on an interesting candidate (C-Reduce style).")
@click.option("--test-exit", type=click.IntRange(min=0, max=255), default=0, metavar="N",
              help="Exit status of SCRIPT that means interesting (mlir-reduce's: 1).")
@click.option("--compiler", metavar="PATH",
              help="Your own iree-compile (default: iree-base-compiler's).")
@click.option("--timeout", type=click.FloatRange(min=0.1), default=None, metavar="S",
              help="Seconds per compile (default: 10x the original's, 5 to 300).")
@click.option("--memory-limit", type=_MemorySize(), default=None, metavar="SIZE",
              help="Address space per compile, e.g. 8G (default: no limit).")
@click.option("--flaky", type=click.IntRange(min=1, max=100), default=1, metavar="N",
              help="Accept a candidate only when N runs of N are interesting.")
@click.option("--checks", type=click.IntRange(min=1, max=1000), default=DEFAULT_CHECKS,
              show_default=True, metavar="K",
              help="Runs of the original at start and of the result at the end.")
@click.option("--also-interesting", type=click.Path(file_okay=False, path_type=Path),
              metavar="DIR", help="Keep candidates that fail another way here.")
@click.option("--resume", is_flag=True,
              help="Continue the run recorded in OUTPUT.journal, to the same result.")
@click.option("--json", "json_report", type=click.Path(dir_okay=False, path_type=Path),
              help="Write a machine-readable report here.")
@click.option("-j", "--jobs", type=click.IntRange(min=1), default=None, metavar="N",
              help="Compiles at once (default: one per core); same result for every N.")
@click.option("--dask", metavar="ADDRESS",
              help="Compile on this Dask scheduler's workers (extra 'dask').")
@click.option("--no-phase-cut", is_flag=True,
              help="Compile candidates all the way (no --compile-to cut-off).")
@click.option("--no-isolate", is_flag=True,
              help="Reduce the whole program, not the executable that fails alone.")
@click.option("--keep-program", is_flag=True,
              help="Also reduce the whole program, into OUTPUT.program.mlir.")
@click.option("--reduce-flags", is_flag=True,
              help="Find the flags, targets and opt levels that show the failure.")
@click.option("--emit", type=click.Choice(["mlir", "lit"]), default="mlir", show_default=True,
              help="lit: a checked regression test, and the failing pass's (OUTPUT.pass.mlir).")
@click.option("--report", type=click.Path(dir_okay=False, path_type=Path),
              default=None, help="Write a bug report (Markdown) to paste as an issue.")
@click.option("--releases", default=None, metavar="SPEC",
              callback=lambda ctx, param, value: _releases(value),
              help="With --report: the releases to try: all, 3.9.0..3.13.0 or 3.10.0,3.13.0.")
@click.option("--check", type=click.Choice([row.name for row in CHECKS]), default=None,
              metavar="|".join(row.name for row in CHECKS),
              help=f"How a wrong value shows (default {CHECKS[0].name}; "
                   f"{_IMPLIED_BY_REFERENCES} with a reference).")
@click.option("--expected-outputs", type=click.Path(dir_okay=False, path_type=Path),
              metavar="FILE.npz", help="The original's right outputs (arr_0, ...), checked first.")
@click.option("--reference-flags", metavar="FLAGS",
              help="The reference's compiler flags, as one quoted string.")
@click.option("--reference-compiler", metavar="PATH",
              help="Another iree-compile build as the reference.")
@click.option("--rtol", type=click.FloatRange(min=0), default=None, metavar="R",
              help=f"Relative tolerance (default {_default_tolerance('rtol')}).")
@click.option("--atol", type=click.FloatRange(min=0), default=None, metavar="A",
              help=f"Absolute tolerance (default {_default_tolerance('atol')}).")
@click.option("--strategies", metavar="A,B", callback=_strategy_names,
              help="Only these strategies (see --list-strategies).")
@click.option("--skip-strategies", metavar="A,B", callback=_strategy_names, default="",
              help="All strategies but these.")
@click.option("--list-strategies", is_flag=True, expose_value=False, is_eager=True,
              callback=_list_strategies, help="List the strategies in run order and exit.")
@click.option("-q", "--quiet", is_flag=True, help="No progress line and no notes.")
@click.option("--log", "log_file", type=click.Path(dir_okay=False, path_type=Path),
              help="Append progress and notes to FILE, timestamped.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Where to write the result (default: INPUT.reduced.mlir).")
@click.version_option(reducer.__version__, message="reduce %(version)s")
def main(input_file: Path, compiler_flags: tuple[str, ...], **given: Any) -> None:
    """Reduce INPUT, an MLIR program on which iree-compile fails, to a small reproducer.
    Recipes by kind of failure: README.md; the reference: docs/."""
    o = SimpleNamespace(**given)
    if o.signature is not None and o.test is not None:
        _fail("give at most one of --oracle SIG and --test SCRIPT (neither: the signature is "
              "derived from the original's failure)")
    if o.test_exit != 0 and o.test is None:
        _fail("--test-exit goes with --test SCRIPT")
    wrong_result = o.signature == "wrong-result" and not o.regex
    if not wrong_result and (o.check or o.reference_flags is not None or o.reference_compiler
                             or o.expected_outputs):
        _fail("--check, --reference-flags, --reference-compiler and --expected-outputs go "
              "with --oracle wrong-result")
    if wrong_result and o.emit == "lit":
        _fail("--emit lit: a wrong result has no lit form")
    if o.at_run_time and (wrong_result or o.test or o.emit == "lit"):
        _fail("--run goes with --oracle SIG or none, not --oracle wrong-result, --test or "
              "--emit lit", EXIT_USAGE)
    if o.inputs and not o.at_run_time:
        _fail("--input goes with --run", EXIT_USAGE)
    if o.reduce_flags and (wrong_result or o.at_run_time):
        _fail("--reduce-flags finds the flags a compile failure needs: not with --oracle "
              "wrong-result or --run", EXIT_USAGE)
    if input_file.is_dir():
        _fail(f"{input_file}: is a directory")
    if not input_file.is_file():
        _fail(f"{input_file}: " + ("not a regular file" if input_file.exists()
                                   else "no such file"))
    output = o.output or input_file.with_name(input_file.name + ".reduced.mlir")
    for path in (output, Path(f"{output}.journal")):
        if path.resolve() == input_file.resolve():
            _fail(f"{path}: the output would overwrite the input")
    if o.releases and not o.report:
        _fail("--releases goes with --report FILE.md", EXIT_USAGE)
    for path in filter(None, (output, o.json_report, o.report)):
        _check_writable_folder(path)
    wrong = None
    if wrong_result:
        wrong = _wrong_result(o.check, _split(o.reference_flags), o.reference_compiler,
                              (o.rtol, o.atol), o.expected_outputs)
    lit = o.emit == "lit"
    as_given = {name: given[name] for name in given.keys() & Options.__dataclass_fields__}
    options = Options(**{
        **as_given, "signature": None if wrong_result else o.signature, "output": str(output),
        "flags": tuple(compiler_flags), "wrong_result": wrong,
        "run": AtRunTime(o.inputs) if o.at_run_time else None, "cut_phase": not o.no_phase_cut,
        "isolate": not o.no_isolate, "reduce_flags": o.reduce_flags or lit, "pass_test": lit,
        "lit_test": lit, "report": o.report and str(o.report),
        "also_interesting": o.also_interesting and str(o.also_interesting)})
    handlers = _install_signal_handlers()
    log = _open_log(o.log_file) if o.log_file else None
    try:
        _reduce(input_file, options, o.json_report, _Progress(o.quiet, log))
    finally:
        if log is not None:
            log.close()
        for signum, handler in handlers.items():
            signal.signal(signum, handler)
    sys.exit(EXIT_OK)


def _releases(value: str | None) -> str | None:
    """A --releases value: 'all', a range of releases, or a list of them."""
    if value is not None and not re.fullmatch(r"all|[\w.]*\.\.[\w.]*|[\w.]+(,[\w.]+)*",
                                              value.strip()):
        raise click.BadParameter(f"{value!r}: give 'all', a range FIRST..LAST or a list "
                                 f"A,B,C of releases", param_hint="'--releases'")
    return value


def _wrong_result(check: str | None, references: list[str] | None,
                  reference_compiler: str | None, tolerances: tuple[float | None, float | None],
                  expected: Path | None) -> WrongResult:
    """The wrong-result options; the check defaults to what the other options imply."""
    if not check:
        check = (_IMPLIED_BY_REFERENCES if references is not None or reference_compiler else
                 _IMPLIED_BY_EXPECTED if expected else CHECKS[0].name)
    return WrongResult(check, tuple(references) if references is not None else None,
                       reference_compiler, *tolerances,
                       expected_outputs=str(expected) if expected else None)


def _open_log(path: Path) -> TextIO:
    try:
        return open(path, "a", encoding="utf-8")
    except OSError as e:
        _fail(f"{path}: cannot open the log: {e.strerror or e}")


def _split(flags: str | None) -> list[str] | None:
    try:
        return shlex.split(flags) if flags is not None else None
    except ValueError as e:
        _fail(f"--reference-flags: {e}", EXIT_USAGE)


def _reduce(input_file: Path, options: Options, json_report: Path | None,
            progress: _Progress) -> Result:
    output = Path(str(options.output))
    try:
        try:
            result = run(input_file, options,
                         Listener(progress, lambda message: progress.note(f"note: {message}")))
        finally:  # the progress line goes before any other line is written
            progress.close()
    except KeyboardInterrupt as e:
        where = f"; the best result so far is in {output}" if output.exists() else ""
        click.echo(f"interrupted{where}", err=True)
        sys.exit(EXIT_TERMINATED if isinstance(e, _Terminated) else EXIT_INTERRUPTED)
    except NotInteresting as e:
        _fail(f"{input_file}: {e.summary}", details=e.details)
    except (ReducerError, OSError) as e:
        _fail(f"{input_file}: {e}")
    except RecursionError:
        _fail(f"{input_file}: the input nests regions too deeply for this reducer")
    except Exception as e:  # a bug: still one line, and the best result so far is kept
        if os.environ.get("REDUCER_DEBUG"):
            raise
        _fail(f"{input_file}: internal error (a bug in the reducer; REDUCER_DEBUG=1 shows "
              f"where): {type(e).__name__}: {e}", EXIT_INTERNAL)
    if json_report:
        try:
            write_atomically(json_report, json.dumps(result.report(), indent=2) + "\n")
        except OSError as e:
            _fail(f"{json_report}: cannot write the report: {e.strerror or e}")
    summary = _summary(result)
    if progress.log is not None:
        progress.note(summary)
    click.echo(summary, err=True)
    if result.flag_report:
        click.echo(result.flag_report["summary"], err=True)
    if result.lit_test:
        click.echo(f"lit test ({result.lit_test['style']}) written to {output}", err=True)
    if result.bug_report:
        click.echo(f"bug report written: {result.bug_report['title']}", err=True)
    return result


def _check_writable_folder(path: Path) -> None:
    """Fail now, not after an hour of work, when `path` cannot be written."""
    folder = path.resolve().parent
    if not folder.is_dir():
        _fail(f"{path}: the folder {folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        _fail(f"{path}: the folder {folder} is not writable")


def entry() -> None:
    """The `reduce` command. SIGINT and SIGTERM are the reducer's for the whole process, not
    only while it reduces, and once it is done they are ignored: one that arrives as it
    exits (the interpreter joins its threads, frees the module) finds nothing left to stop,
    and never turns a finished run into a signal's default death."""
    _install_signal_handlers()
    # The cycle collector at the reduction's pace for the whole process: set back at the end
    # of the run, it would make up for its rare collections with one walk of every object
    # left, only for the process to exit.
    gc.set_threshold(*COLLECTION_THRESHOLDS)
    try:
        main()
    except KeyboardInterrupt as e:
        click.echo("interrupted", err=True)
        sys.exit(EXIT_TERMINATED if isinstance(e, _Terminated) else EXIT_INTERRUPTED)
    finally:
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, signal.SIG_IGN)


def _install_signal_handlers() -> dict:
    """SIGINT and SIGTERM kill the compiler runs at once and unwind cleanly."""
    previous = {}
    for signum in (signal.SIGINT, signal.SIGTERM):
        try:
            previous[signum] = signal.signal(signum, _on_signal)
        except ValueError:  # not the main thread: leave signals alone
            break
    return previous
