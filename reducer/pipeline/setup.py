"""What a run is given before its stages: its strategies, how candidates are judged, and
where compiles run (this machine's cores, or a Dask cluster's workers)."""
from __future__ import annotations

import contextlib
import ipaddress
import os
import urllib.parse
from collections.abc import Iterator, Sequence
from concurrent.futures import Executor

from reducer.options import Options
from reducer.oracle.oracle import GENERIC, OracleError, OracleSpec, TextForm
from reducer.oracle.signature import Signature
from reducer.strategies import UnknownStrategy, select


def chosen_strategies(options: Options, iree_opt: str) -> list:
    """The strategy objects the options name (names are looked up, objects kept); new
    objects at every call (some remember what they tried on a program)."""
    given = _given_objects(options)
    if given is not None:
        return [s for s in given if getattr(s, "name", None) not in options.skip_strategies]
    try:
        return select(options.strategies, options.skip_strategies, iree_opt)
    except UnknownStrategy as e:
        raise OracleError(str(e)) from None


def fresh_strategies(options: Options, iree_opt: str) -> list | None:
    """Strategy objects of their own for a second search beside the first (some remember
    what they tried on a program); None when the options hold the objects themselves."""
    return None if _given_objects(options) is not None else chosen_strategies(options, iree_opt)


def _given_objects(options: Options) -> Sequence | None:
    """The strategy objects the options hold (None: they name strategies, or none)."""
    chosen = options.strategies
    return chosen if chosen is not None and not all(isinstance(s, str) for s in chosen) \
        else None


def user_signature(options: Options) -> Signature | None:
    """The signature the user gave (None: none, it is derived)."""
    try:
        return Signature.parse(options.signature, options.regex) if options.signature \
            else None
    except ValueError as e:
        raise OracleError(str(e)) from None


def oracle_spec(options: Options, test_form: TextForm = GENERIC) -> OracleSpec:
    """How candidates are judged, from the user's options; `test_form`: the input's form,
    which a test script reads."""
    return OracleSpec(user_signature(options), options.flags, options.compiler, options.test,
                      options.timeout, options.memory_limit, options.flaky, options.checks,
                      test_form=test_form, test_exit=options.test_exit)


@contextlib.contextmanager
def cluster(address: str | None) -> Iterator[tuple[Executor | None, int]]:
    """A Dask cluster's executor and its number of worker threads, or (None, 0)."""
    if address is None:
        yield None, 0
        return
    try:
        from distributed import Client
    except ImportError:
        raise OracleError("--dask needs Dask: pip install 'dask[distributed]'") from None
    try:
        client = Client(address, timeout=30)
    except (OSError, TimeoutError) as e:
        raise OracleError(f"cannot reach the Dask scheduler at {address}: {e}") from None
    try:
        # Not pure: runs of one text are runs apart (the repeated runs of a check), and
        # one stopped stops no other. Its tasks take priorities: on a cluster shared by
        # several reductions, the compiles whose verdicts are likelier to be read go first.
        executor = client.get_executor(pure=False)
        executor.prioritises = True
        executor.shares_files = all(_on_this_machine(address)
                                    for address in client.scheduler_info()["workers"])
        yield executor, sum(client.nthreads().values())
    finally:
        client.close()


def _on_this_machine(address: str) -> bool:
    """Whether a worker at `address` (`tcp://HOST:PORT`) runs on this machine: a loopback
    host, as a local cluster's workers have."""
    host = urllib.parse.urlsplit(address).hostname or ""
    try:
        return host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def available_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1
