"""Malformed inputs and options for the `reduce` command: the generators and the checks.

Every case runs the command's entry point in-process (click's CliRunner) on a generated input
file with generated options: mutated and truncated MLIR, random and bytecode-like binary, odd
Unicode, huge files, deep nesting, and options with bad values, unknown names, missing values,
unusable paths and NUL characters. Each must end with one `error:` line and a documented exit
code (1 user error, 2 usage; 0 when odd options still made a valid run); a traceback, an
internal error (exit 3) or any other exit code is a failure. The cases are a fixed function of
the seed, so a failure can be replayed. `benchmarks/fuzz.py` runs 10,000 of them; the test
suite runs a sample.
"""
from __future__ import annotations

import os
import random
import shutil
import stat
import tempfile
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from click.testing import CliRunner

from reducer.cli import main

ROOT = Path(__file__).resolve().parent.parent
EXPECTED_EXIT = {0, 1, 2}  # 0: an odd option happened to make a valid, failing run
NO_MATCH = "a failure no compiler prints"

SEEDS = [
    (ROOT / "tests" / "data" / "edge.mlir").read_text(),
    (ROOT / "samples" / "llama_bmm_rank4.mlir").read_text()[:6000],
    "func.func @main(%a: tensor<2x4x64x32xf16>, %b: tensor<2x32x128xf16>) -> "
    "tensor<2x64x128xf32> {\n  %z = arith.constant 0.0 : f32\n  %e = tensor.empty() : "
    "tensor<2x64x128xf32>\n  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x64x128xf32>) "
    "-> tensor<2x64x128xf32>\n  return %f : tensor<2x64x128xf32>\n}\n",
    '"builtin.module"() ({\n  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
    '    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n',
    "module {\n  util.global private @g = 1 : i32\n  func.func @f() -> i32 {\n"
    "    %0 = util.global.load @g : i32\n    return %0 : i32\n  }\n}\n",
]
TOKENS = ["(", ")", "{", "}", "[", "]", "<", ">", "%", "^", "#", "!", "@", ":", "=", "->", ",",
          '"', "'", "\\", "\n", " ", "\0", "\t", "\r", "\x1b[31m", "func.func", "^bb0",
          "%arg0", "tensor<?x", "dense<", "affine_map<(d0) -> (d0)>", "loc(", "{-#", "#-}",
          "\u00e9", "\u202e", "\ud800", "\U0001f600", "0x", "9" * 40, "-", "i1", "f8E4M3FN"]


@dataclass
class Case:
    kind: str
    data: bytes = b""
    args: list[str] = field(default_factory=list)  # after the input's name
    setup: Callable[[Path], None] | None = None  # extra files in the case's folder
    name: str = "input.mlir"


@dataclass
class Tally:
    cases: int = 0
    kinds: Counter = field(default_factory=Counter)
    tracebacks: int = 0  # uncaught exceptions and internal errors (exit 3)
    bad_exit: int = 0
    not_one_line: int = 0
    examples: list[str] = field(default_factory=list)

    @property
    def failures(self) -> int:
        return self.tracebacks + self.bad_exit + self.not_one_line


# --- inputs --------------------------------------------------------------------------------

def _mutate(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 6)):
        i = rng.randrange(len(text) + 1)
        j = min(len(text), i + rng.randint(0, 40))
        action = rng.randrange(5)
        if action == 0:
            text = text[:i] + text[j:]  # delete
        elif action == 1:
            text = text[:i] + rng.choice(TOKENS) + text[i:]  # insert a token
        elif action == 2:
            text = text[:i] + text[i:j] * rng.randint(2, 5) + text[j:]  # repeat a slice
        elif action == 3 and text:
            k = rng.randrange(len(text))
            text = text[:i] + text[k:k + 30] + text[i:]  # copy a slice elsewhere
        else:
            lines = text.splitlines(keepends=True)
            rng.shuffle(lines)
            text = "".join(lines)
    return text


def _encode(rng: random.Random, text: str) -> bytes:
    return text.encode("utf-8", errors=rng.choice(["surrogatepass", "replace", "ignore"]))


def mutated(rng: random.Random) -> Case:
    return Case("mutated", _encode(rng, _mutate(rng, rng.choice(SEEDS))), ["--oracle", NO_MATCH])


def truncated(rng: random.Random) -> Case:
    seed = rng.choice(SEEDS)
    return Case("truncated", seed[:rng.randrange(1, len(seed))].encode(), ["--oracle", NO_MATCH])


def binary(rng: random.Random) -> Case:
    data = rng.randbytes(rng.randint(1, 4096))
    if rng.random() < 0.4:
        data = b"ML\xefR" + data  # the MLIR bytecode magic: the bytecode reader gets it
    return Case("binary", data, ["--oracle", NO_MATCH])


def unicode_junk(rng: random.Random) -> Case:
    text = "".join(chr(rng.choice([rng.randint(1, 0x7f), rng.randint(0x80, 0xd7ff),
                                   rng.randint(0xe000, 0x10ffff)]))
                   for _ in range(rng.randint(1, 500)))
    return Case("unicode", text.encode("utf-8", "surrogatepass"), ["--oracle", NO_MATCH])


def blank(rng: random.Random) -> Case:
    data = rng.choice([b"", b" ", b"\n\n\t", b"// only a comment\n", b"\xef\xbb\xbf",
                       b"module {}\n", b"{-# #-}"])
    return Case("blank", data, ["--oracle", NO_MATCH])


def huge(rng: random.Random) -> Case:
    size = rng.randint(1, 6) << 20
    shape = rng.randrange(5)
    if shape == 0:  # one very long line
        data = b"func.func @f() {" + b"%" * size
    elif shape == 1:  # deep nesting, unbalanced
        data = b"(" * (size // 64) + b"{" * (size // 64)
    elif shape == 2:  # many ops that do not verify
        data = ("func.func @f() {\n" + '  "foo.bar"(%x) : (i32) -> ()\n' * (size // 32)
                + "}\n").encode()
    elif shape == 3:  # deep but well-formed regions
        depth = rng.randint(500, 5000)
        data = ("func.func @f() {\n" + '"foo.r"() ({\n' * depth + '"foo.t"() : () -> ()\n'
                + "}) : () -> ()\n" * depth + "return\n}\n").encode()
    else:  # random bytes
        data = rng.randbytes(size)
    return Case("huge", data, ["--oracle", NO_MATCH])


# --- options -------------------------------------------------------------------------------

BAD_VALUES = {
    "--timeout": ["0", "-1", "nan", "inf", "-inf", "abc", "", "1e999", "0x10", "1,5"],
    "--memory-limit": ["0", "-5", "12x", "1K", "", "G", "99999999999999999T", "nan"],
    "--flaky": ["0", "-1", "1000", "x", "", "2.5"],
    "--checks": ["0", "-3", "100000", "many", ""],
    "-j": ["0", "-2", "x", ""],
    "--oracle": ["", "timeout"],
    "--compiler": ["", "/nonexistent/iree-compile", ".", "dir", "plain.txt"],
    "--test": ["", "/nonexistent/test.sh", "dir", "plain.txt"],
    "-o": ["", "dir", "missing/out.mlir", "plain.txt/x"],
    "--json": ["dir", "missing/report.json"],
    "--also-interesting": ["plain.txt", "missing/deeper/dir"],
}
PWNED = "{PWNED}"  # replaced by a path: a shell that ran a flag or a name would create it
FLAGS = ["--iree-hal-target-device=hip", "--bogus-flag", "-o", "--compile-to=nowhere",
         f"; touch {PWNED}", f"$(touch {PWNED})", f"`touch {PWNED}`", f"|touch {PWNED}"]


def _folder_with_files(folder: Path) -> None:
    (folder / "dir").mkdir(exist_ok=True)
    (folder / "plain.txt").write_text("not a script\n")
    os.chmod(folder / "plain.txt", stat.S_IRUSR | stat.S_IWUSR)


def bad_options(rng: random.Random) -> Case:
    args: list[str] = []
    names = rng.sample(sorted(BAD_VALUES), rng.randint(1, 3))
    for name in names:
        args += [name, rng.choice(BAD_VALUES[name])]
    if "--oracle" not in names and "--test" not in names:
        args += ["--oracle", NO_MATCH]
    if rng.random() < 0.3:
        args.insert(rng.randrange(len(args) + 1), rng.choice(
            ["--nope", "--regex", "--resume", "--no-phase-cut", "-x", "--timeout", "--"]))
    if rng.random() < 0.2:
        args.pop(rng.randrange(len(args)))  # an option without its value
    if rng.random() < 0.4:
        args += ["--", *rng.sample(FLAGS, rng.randint(1, 3))]
    return Case("options", SEEDS[2].encode(), args, _folder_with_files)


def nul_argument(rng: random.Random) -> Case:
    """A NUL in an argument: impossible from a shell, possible from a program."""
    place = rng.choice([["--oracle", "a\0b"], ["-o", "out\0.mlir"], ["--compiler", "x\0"],
                        ["--oracle", NO_MATCH, "--", "--flag=\0"]])
    return Case("options", SEEDS[2].encode(), place)


def bad_regex(rng: random.Random) -> Case:
    pattern = rng.choice(["(", "[a-", "*x", "(?P<", "a{2,1}", "\\", "(?<=a+)b", ")" * 50])
    return Case("options", SEEDS[2].encode(), ["--regex", "--oracle", pattern])


def bad_journal(rng: random.Random) -> Case:
    """--resume over a damaged or foreign journal."""
    def setup(folder: Path) -> None:
        journal = folder / "input.mlir.reduced.mlir.journal"
        journal.write_bytes(rng.choice([
            b"not json\n{}\n", b'{"event": "start", "version": 1, "options": {}}\n',
            b'{"event": "start", "version": 99}\n', b"[1, 2]\n[3]\n", rng.randbytes(300),
            b'{"event": "start", "version": 1, "options": []}\n']))
    return Case("journal", SEEDS[2].encode(), ["--resume", "--oracle", NO_MATCH], setup)


def shell_name(rng: random.Random) -> Case:
    """An input named like a shell command: it must stay a plain file name."""
    name = rng.choice([f"$(touch {PWNED}).mlir", f"a;touch {PWNED}.mlir", f"`touch {PWNED}`",
                       f"x' && touch {PWNED} '.mlir", "-rf.mlir", "--oracle"])
    return Case("shell", SEEDS[2].encode(), name=name,
                args=["--oracle", NO_MATCH, "--", f"$(touch {PWNED})"])


GENERATORS = [(mutated, 35), (truncated, 10), (binary, 12), (unicode_junk, 5), (blank, 3),
              (huge, 1), (bad_options, 28), (bad_regex, 3), (bad_journal, 3), (nul_argument, 1),
              (shell_name, 2)]


def cases(count: int, seed: int):
    rng = random.Random(seed)
    makers = [maker for maker, weight in GENERATORS for _ in range(weight)]
    for _ in range(count):
        yield rng.choice(makers)(rng)


# --- running -------------------------------------------------------------------------------

def run_case(runner: CliRunner, case: Case, folder: Path, tally: Tally, show: int) -> None:
    for entry in folder.iterdir():  # a clean folder per case
        shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
    pwned = str(folder / "pwned")
    name = case.name.replace(PWNED, "pwned")  # a name has no slash: relative to the folder
    (folder / name).write_bytes(case.data)
    if case.setup:
        case.setup(folder)
    args = ["--checks", "1", *[arg.replace(PWNED, pwned) for arg in case.args]]
    args = [f"./{name}" if name.startswith("-") else name, *args]
    result = runner.invoke(main, args, catch_exceptions=True)
    tally.cases += 1
    tally.kinds[case.kind] += 1
    problem, stderr = _problem(result)
    if os.path.exists(pwned):
        problem, stderr = "tracebacks", "a shell ran a compiler flag or a file name"
    if problem:
        setattr(tally, problem, getattr(tally, problem) + 1)
        if len(tally.examples) < show:
            tally.examples.append(f"{problem}: {case.kind} {args!r}\n{stderr[-3000:]}")


def _problem(result) -> tuple[str | None, str]:
    stderr = result.stderr
    uncaught = result.exception is not None and not isinstance(result.exception, SystemExit)
    if uncaught:
        stderr += "".join(traceback.format_exception(*result.exc_info))
    if uncaught or "Traceback" in stderr or result.exit_code == 3:
        return "tracebacks", stderr
    if result.exit_code not in EXPECTED_EXIT:
        return "bad_exit", stderr
    if result.exit_code == 0:
        return None, stderr
    lines = [line for line in stderr.strip().splitlines() if not line.startswith("note: ")]
    if not lines or not lines[0].startswith("error:") or \
            sum(line.startswith("error:") for line in lines) != 1:
        return "not_one_line", stderr
    if result.exit_code == 2 and len(lines) != 1:
        return "not_one_line", stderr
    return None, stderr


def fuzz(count: int, seed: int = 0, show: int = 0) -> Tally:
    """Run `count` cases; the tally says how many failed and how."""
    tally = Tally()
    runner = CliRunner()
    with tempfile.TemporaryDirectory(prefix="reducer-fuzz-") as tmp:
        folder = Path(tmp)
        cwd = os.getcwd()
        os.chdir(folder)  # relative names: the cases' paths stay inside the folder
        try:
            for case in cases(count, seed):
                run_case(runner, case, folder, tally, show)
        finally:
            os.chdir(cwd)
    return tally
