"""Which IREE releases fail: a program compiled with each requested release of
iree-base-compiler, each installed once, on demand, from the package index the user's pip
uses, into a cache folder that every run shares.

A release is judged by its own compile of the program, with the user's flags: it `fails`
the same way (the signature, the same kind of failure), `fails otherwise`, or `passes`. A
release that rejects a flag it does not know (options are renamed between releases) tells
nothing: `cannot tell`, never `passes`; a flag whose rename is known is tried under its other
name first. A long range is bisected: its newest and oldest releases are compiled, then the
middle of the range between a release that passes and one that fails, down to the first
failing release and the last passing one.
"""
from __future__ import annotations

import contextlib
import enum
import fcntl
import os
import re
import shutil
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from reducer.errors import ReducerError
from reducer.oracle.signature import Kind, Signature, classify, describe
from reducer.processes.process import ToolFailed, run_tool
from reducer.processes.tools import find_tool

PACKAGE = "iree-base-compiler"
# Options renamed between releases: each name, the other name it had.
RENAMES = {"--iree-rocm-target": "--iree-hip-target",
           "--iree-rocm-target-features": "--iree-hip-target-features"}
RENAMES.update({new: old for old, new in list(RENAMES.items())})
BISECT_FROM = 5  # releases in a range from which it is bisected, not compiled whole
_UNKNOWN_FLAG = re.compile(r"Unknown command line argument '(--[^'=]+)")
_INSTALL_TIMEOUT = 900.0
_COMPILE_TIMEOUT = 600.0


class ReleaseError(ReducerError):
    """A release range that names no release, or an index that cannot be read."""


class Verdict(enum.Enum):
    FAILS = "fails"  # the signature, and the same kind of failure
    FAILS_OTHERWISE = "fails otherwise"  # another failure
    PASSES = "passes"
    CANNOT_TELL = "cannot tell"  # the release rejects the flags, or cannot be installed


@dataclass(frozen=True)
class ReleaseRun:
    """One release's compile of the program: its verdict, what it printed of the failure
    (or why it cannot tell), and the flags it was given."""

    release: str
    verdict: Verdict
    seen: str
    flags: tuple[str, ...]

    def as_dict(self) -> dict:
        return {"release": self.release, "verdict": self.verdict.value, "seen": self.seen,
                "flags": list(self.flags)}


def version_key(release: str) -> tuple:
    """Orders releases as numbers: 3.10.0 after 3.9.0."""
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"[.]", release))


class ReleaseCache:
    """Releases of iree-base-compiler installed in a folder shared by every run (default:
    $REDUCER_RELEASE_CACHE, else the user's cache folder), one folder each, installed once:
    a lock keeps two runs from installing one release twice. `installed`: what this object
    installed (the rest was there)."""

    def __init__(self, folder: str | os.PathLike | None = None) -> None:
        default = os.environ.get("REDUCER_RELEASE_CACHE") or os.path.join(
            os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"),
            "mlir-reducer", "iree-releases")
        self.folder = Path(folder or default)
        self.installed: list[str] = []

    def compiler(self, release: str) -> str:
        """The iree-compile of `release`: the one installed beside the reducer when it is
        that release, else the cache's, installed first when it is not there."""
        if release == _installed_release():
            return find_tool("iree-compile")
        target = self.folder / release
        with self._lock():
            found = _compiler_in(target)
            if found is None:
                self._install(release, target)
                found = _compiler_in(target)
        if found is None:
            raise ReleaseError(f"{PACKAGE} {release} installed no iree-compile")
        return found

    def _install(self, release: str, target: Path) -> None:
        partial = target.with_name(target.name + ".partial")
        if partial.exists():  # an install that was interrupted
            shutil.rmtree(partial)
        done = run_tool([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                         "--disable-pip-version-check", "--target", str(partial),
                         f"{PACKAGE}=={release}"], timeout=_INSTALL_TIMEOUT)
        if done.returncode != 0:
            raise ReleaseError(f"pip could not install {PACKAGE}=={release}: "
                               f"{_last_line(done.stderr)}")
        partial.rename(target)  # a folder in the cache is a whole install
        self.installed.append(release)

    @contextlib.contextmanager
    def _lock(self) -> Iterator[None]:
        self.folder.mkdir(parents=True, exist_ok=True)
        with open(self.folder / ".lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            yield


def _installed_release() -> str | None:
    try:
        return metadata.version(PACKAGE)
    except metadata.PackageNotFoundError:
        return None


def _compiler_in(folder: Path) -> str | None:
    path = folder / "iree" / "compiler" / "_mlir_libs" / "iree-compile"
    return str(path) if os.access(path, os.X_OK) else None


def _last_line(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1].strip() if lines else "no output"


def available_releases() -> list[str]:
    """The releases of iree-base-compiler the user's pip can install, oldest first."""
    try:
        done = run_tool([sys.executable, "-m", "pip", "index", "versions", PACKAGE,
                         "--disable-pip-version-check"], timeout=120.0)
    except ToolFailed as e:
        raise ReleaseError(f"cannot list the releases of {PACKAGE}: {e}") from None
    match = re.search(r"Available versions:\s*(.+)", done.stdout)
    if done.returncode != 0 or match is None:
        raise ReleaseError(f"cannot list the releases of {PACKAGE}: "
                           f"{_last_line(done.stderr or done.stdout)}")
    return sorted((v.strip() for v in match.group(1).split(",")), key=version_key)


def releases_in(spec: str, available: Sequence[str]) -> list[str]:
    """The releases `spec` names, oldest first: `all`, a range `FIRST..LAST` (either end may
    be left out), or a list `A,B,C`. Raises ReleaseError when it names none, or a release
    that is not available."""
    ordered = sorted(available, key=version_key)
    if spec.strip() == "all":
        chosen = ordered
    elif ".." in spec:
        first, last = (part.strip() for part in spec.split("..", 1))
        low = version_key(first) if first else ()
        high = version_key(last) if last else None
        chosen = [r for r in ordered
                  if version_key(r) >= low and (high is None or version_key(r) <= high)]
    else:
        chosen = [r.strip() for r in spec.split(",") if r.strip()]
        missing = [r for r in chosen if r not in ordered]
        if missing:
            raise ReleaseError(f"--releases: no release {', '.join(missing)} of {PACKAGE} "
                               f"(available: {', '.join(ordered)})")
        chosen = sorted(chosen, key=version_key)
    if not chosen:
        raise ReleaseError(f"--releases {spec!r} names no release of {PACKAGE}")
    return chosen


Compiler = Callable[[str], str]  # a release -> its iree-compile


def judge(release: str, compiler: str, text: str, flags: Sequence[str],
          signature: Signature, kind: Kind) -> ReleaseRun:
    """One release's compile of `text`; a flag it rejects is tried under its other name."""
    tried = list(flags)
    while True:
        try:
            done = run_tool([compiler, "-", *tried, "-o", os.devnull], stdin=text,
                            timeout=_COMPILE_TIMEOUT, symbols=signature.needs_symbols)
        except ToolFailed as e:
            return ReleaseRun(release, Verdict.CANNOT_TELL, str(e), tuple(tried))
        output = done.stdout + done.stderr
        unknown = _UNKNOWN_FLAG.search(output)
        if unknown is None:
            return _verdict(release, done.returncode, output, signature, kind, tried)
        renamed = _renamed(tried, unknown.group(1))
        if renamed is None:
            return ReleaseRun(release, Verdict.CANNOT_TELL,
                              f"rejects the flag {unknown.group(1)}", tuple(tried))
        tried = renamed


def _renamed(flags: list[str], rejected: str) -> list[str] | None:
    """`flags` with `rejected` under its other name, if a rename is known and not tried."""
    other = RENAMES.get(rejected)
    if other is None or any(f.split("=", 1)[0] == other for f in flags):
        return None
    return [other + f[len(rejected):] if f.split("=", 1)[0] == rejected else f for f in flags]


def _verdict(release: str, returncode: int | None, output: str, signature: Signature,
             kind: Kind, flags: list[str]) -> ReleaseRun:
    seen = classify(returncode, output)
    if seen is Kind.OK:
        return ReleaseRun(release, Verdict.PASSES, "", tuple(flags))
    same = seen is kind and signature.match(seen, output) is not None
    return ReleaseRun(release, Verdict.FAILS if same else Verdict.FAILS_OTHERWISE,
                      describe(seen, output, returncode), tuple(flags))


def which_fail(text: str, flags: Sequence[str], signature: Signature, kind: Kind,
               releases: Sequence[str], compiler: Compiler) -> list[ReleaseRun]:
    """The verdict of each release compiled, oldest first: all of `releases` when they are
    few, else their newest and oldest and a bisection between them (see the module's doc)."""
    runs: dict[str, ReleaseRun] = {}

    def run(index: int) -> ReleaseRun:
        release = releases[index]
        if release not in runs:
            try:
                runs[release] = judge(release, compiler(release), text, flags, signature,
                                      kind)
            except ReleaseError as e:
                runs[release] = ReleaseRun(release, Verdict.CANNOT_TELL, str(e), tuple(flags))
        return runs[release]

    if len(releases) < BISECT_FROM:
        for index in range(len(releases)):
            run(index)
    else:
        _bisect(run, len(releases))
    return sorted(runs.values(), key=lambda r: version_key(r.release))


def _bisect(run: Callable[[int], ReleaseRun], count: int) -> None:
    """Between the oldest release that does not fail and the newest that does (or the
    reverse, a bug fixed), the middle release, until they are neighbours; a release that
    cannot tell is stepped over."""
    low, high = 0, count - 1
    failing = run(high).verdict is Verdict.FAILS
    if (run(low).verdict is Verdict.FAILS) == failing:
        return  # the same at both ends: no boundary to look for
    while high - low > 1:
        middle = (low + high) // 2
        probe = middle
        while probe < high and run(probe).verdict is Verdict.CANNOT_TELL:
            probe += 1
        if probe == high:
            return  # no release between them can tell
        if (run(probe).verdict is Verdict.FAILS) == failing:
            high = probe
        else:
            low = probe
