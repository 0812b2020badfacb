"""Parallel candidates with the real compiler: -j 2 and a Dask cluster give the -j 1 result."""
from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from conftest import SAMPLES, case

import reducer
from reducer.ir import parse
from reducer.oracle.oracle import Oracle, OracleSpec
from reducer.oracle.signature import Signature
from reducer.pipeline.setup import _on_this_machine, cluster
from reducer.processes.process import RunCancelled, run_candidate
from reducer.processes.tools import find_tool


def _reduce(**options) -> reducer.Result:
    bmm = case("bmm_rank4_verifier")
    return reducer.reduce(bmm["text"], bmm["signature"], flags=bmm["flags"], journal=False,
                          **options)


def test_two_jobs_give_the_result_of_one() -> None:
    one, two = _reduce(jobs=1), _reduce(jobs=2)
    assert one.text == two.text
    assert one.output_ops < parse(case("bmm_rank4_verifier")["text"]).num_ops
    assert one.strategies == two.strategies  # the same decisions, in the same order


def test_a_verdict_in_the_making_is_waited_for_not_made_again() -> None:
    """Two threads judging one text at once: one compile, the same verdict for both."""
    bmm = case("bmm_rank4_verifier")
    oracle = Oracle(OracleSpec(Signature(bmm["signature"]), bmm["flags"],
                               compiler=find_tool("iree-compile"), timeout=60), jobs=2)
    oracle.calibrate_first_run(bmm["text"])
    runs = oracle.stats.runs
    with ThreadPoolExecutor(2) as pool:
        first, second = pool.map(lambda text: oracle.run(text, full=True), [bmm["text"]] * 2)
    assert oracle.stats.runs == runs + 1
    assert first is second and first.interesting


@pytest.mark.slow
def test_two_jobs_on_a_model_sized_sample_give_the_result_of_one(sample_cases) -> None:
    entry = next(c for c in sample_cases if c["file"] == "llama_bmm_rank4.mlir")
    results = [reducer.reduce(SAMPLES / entry["file"], entry["signature"],
                              flags=entry["flags"], journal=False, jobs=jobs)
               for jobs in (1, 2)]
    assert results[0].text == results[1].text
    assert results[0].output_ops <= 12


@pytest.mark.slow
def test_a_dask_cluster_runs_the_compiles() -> None:
    """A LocalCluster on loopback: the compiles run as its tasks, to the same result."""
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, protocol="tcp",
                                  host="127.0.0.1", dashboard_address=None) as cluster:
        remote = _reduce(dask=cluster.scheduler_address)
        tasks = cluster.scheduler.task_prefixes
        assert "run_candidate" in tasks
        assert sum(tasks["run_candidate"].state_counts.values()) >= remote.oracle_calls
    local = _reduce(jobs=2)
    assert remote.text == local.text
    assert remote.oracle_calls > 0


def test_a_cluster_shares_this_machines_files_when_its_workers_are_here() -> None:
    """Its compiles may keep files here (a lifted program's dumps) only then."""
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  protocol="tcp", host="127.0.0.1",
                                  dashboard_address=None) as local, \
            cluster(local.scheduler_address) as (executor, threads):
        assert executor.shares_files and threads == 1
    assert not any(_on_this_machine(a) for a in ("tcp://10.1.2.3:8786", "tcp://node7:8786"))


@pytest.mark.slow
def test_a_cancelled_dask_task_stops_its_run() -> None:
    """A compile whose task is cancelled is killed, so the worker's one thread takes the
    next task at once, not when the run would have ended (here, a minute later)."""
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  protocol="tcp", host="127.0.0.1",
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        hanging = client.submit(run_candidate, ["sleep", "60"], "", 120.0, {}, pure=False)
        while not any(cluster.scheduler.tasks[k].state == "processing"
                      for k in [hanging.key] if k in cluster.scheduler.tasks):
            time.sleep(0.05)
        time.sleep(0.5)  # the run is under way
        hanging.cancel()
        after = client.submit(run_candidate, ["true"], "", 10.0, {}, pure=False)
        assert after.result(timeout=30)[0] == 0  # the sleep would hold the thread for 60 s


@pytest.mark.slow
def test_a_compile_on_dask_is_cancelled_by_its_tag_as_a_local_one(tmp_path) -> None:
    """`Oracle.discard` stops a text's run by its tag, on a Dask worker as on this machine:
    the run raises RunCancelled at once, not when the script would have ended."""
    distributed = pytest.importorskip("distributed")
    slow = tmp_path / "slow.sh"
    slow.write_text("#!/bin/sh\nsleep 60\n")
    slow.chmod(0o755)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  protocol="tcp", host="127.0.0.1",
                                  dashboard_address=None) as local, \
            cluster(local.scheduler_address) as (executor, _):
        for remote in (executor, None):
            oracle = Oracle(OracleSpec(None, test_script=str(slow), timeout=120), remote)
            text = "x\n"
            run = oracle.scheduler.submit(oracle.run_once, text)
            time.sleep(1.0)  # under way
            start = time.monotonic()
            oracle.discard([text])
            with pytest.raises(RunCancelled):
                run.result(30)
            assert time.monotonic() - start < 10
