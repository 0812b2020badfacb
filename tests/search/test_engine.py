"""The engine alone, with Python predicates instead of a compiler.

States are tuples of distinct ints. Edits are the elements themselves: the engine applies edits
listed for an earlier state to the current best one, so an edit must be a stable name (as op ids
are for MLIR), not a position.
"""
from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import CancelledError
from pathlib import Path

import pytest

from reducer.processes.process import RunCancelled, run_in_group
from reducer.processes.scheduler import current_priority
from reducer.processes.share import Share
from reducer.search.engine import Engine, Problem
from reducer.search.protocol import Order, Strategy
from reducer.search.speculation import Speculation


class Drop(Strategy):
    """Remove the chosen elements; optionally refuse (None) chunks bigger than `max_chunk`."""

    order = Order.CHUNKS

    def __init__(self, name: str = "drop", max_chunk: int | None = None,
                 only: Callable[[int], bool] = lambda x: True) -> None:
        self.name, self.max_chunk, self.only = name, max_chunk, only
        self.none_returned = 0

    def edits(self, state: tuple[int, ...]) -> Sequence[int]:
        return [x for x in state if self.only(x)]

    def apply(self, state: tuple[int, ...], chosen: Sequence[int]) -> tuple[int, ...] | None:
        if self.max_chunk is not None and len(chosen) > self.max_chunk:
            self.none_returned += 1
            return None
        gone = set(chosen)
        return tuple(x for x in state if x not in gone)


class Lower(Strategy):
    """Replace each chosen element >= 100 by itself mod 100 (same length, smaller sum)."""

    name = "lower"
    order = Order.CHUNKS

    def edits(self, state: tuple[int, ...]) -> Sequence[int]:
        return [x for x in state if x >= 100]

    def apply(self, state: tuple[int, ...], chosen: Sequence[int]) -> tuple[int, ...]:
        return tuple(x % 100 if x in chosen else x for x in state)


class Counter:
    """A predicate on the rendered text that counts its calls."""

    def __init__(self, needed: Sequence[int]) -> None:
        self.needed, self.calls, self.texts = set(needed), 0, []

    def __call__(self, text: str) -> bool:
        self.calls += 1
        self.texts.append(text)
        return self.needed <= {int(t) for t in text.split()}


def render(state: tuple[int, ...]) -> str:
    return " ".join(map(str, state))


def size(state: tuple[int, ...]) -> tuple[int, int]:
    return len(state), sum(state)


def make(initial: Sequence[int], needed: Sequence[int], strategies: list,
         on_accept=None) -> tuple[Engine, Counter]:
    predicate = Counter(needed)
    problem = Problem(tuple(initial), render=render, size=size, is_interesting=predicate)
    return Engine(problem, strategies, on_accept=on_accept), predicate


def test_result_is_exactly_the_needed_elements() -> None:
    """Predicate 'contains 3 and 7' on 0..19 reduces to exactly (3, 7): 1-minimal."""
    engine, _ = make(range(20), [3, 7], [Drop()])
    assert engine.run() == (3, 7)
    assert engine.best == (3, 7)


def test_two_runs_give_same_result_and_same_tests() -> None:
    """The order of tries is fixed: same result, same candidates, same texts tested."""
    first, p1 = make(range(50), [11, 12, 40], [Drop()])
    second, p2 = make(range(50), [11, 12, 40], [Drop()])
    assert first.run() == second.run() == (11, 12, 40)
    assert first.stats.candidates == second.stats.candidates
    assert p1.texts == p2.texts


def test_on_accept_sees_every_accepted_state_and_ends_with_the_result() -> None:
    """on_accept gets each accepted state and its text, in order, the last being the result."""
    seen: list[tuple[tuple[int, ...], str]] = []
    engine, _ = make(range(30), [5, 25], [Drop()], on_accept=lambda s, t, n: seen.append((s, t)))
    result = engine.run()
    assert seen, "nothing was accepted"
    assert len(seen) == engine.stats.accepted
    assert seen[-1] == (result, render(result))
    sizes = [len(s) for s, _ in seen]
    assert sizes == sorted(sizes, reverse=True) and len(set(sizes)) == len(sizes)


class DropEveryRound(Drop):
    every_round = True


def test_a_pass_over_a_state_passed_over_in_vain_is_not_made_again() -> None:
    """Lowering 150 to 50 makes a second round; in it, lowering finds nothing, so dropping,
    which runs every round, would pass over the very state its first pass rejected every
    candidate of: it is not run again, and no text is tested twice."""
    engine, predicate = make((150, 3, 7), [50, 3, 7], [Lower(), DropEveryRound()])
    assert engine.run() == (50, 3, 7)
    assert predicate.texts == ["50 3 7", "", "3 7", "50 7", "50 3"]
    assert engine.stats.rounds == 2


def test_apply_returning_none_is_skipped_without_a_test() -> None:
    """A strategy refusing big chunks (None) still reaches the minimum; refusals cost no test."""
    drop = Drop(max_chunk=2)
    engine, predicate = make(range(16), [3, 7], [drop])
    assert engine.run() == (3, 7)
    assert drop.none_returned > 0
    assert predicate.calls == engine.stats.candidates == engine.stats.per_strategy["drop"].tried


def test_candidates_not_strictly_smaller_are_never_tested() -> None:
    """A strategy whose candidates are never smaller never reaches the predicate."""

    class Shuffle(Strategy):
        name = "shuffle"
        order = Order.CHUNKS

        def edits(self, state):
            return list(state)

        def apply(self, state, chosen):
            return tuple(reversed(state))  # same size

    engine, predicate = make(range(10), [3], [Shuffle()])
    assert engine.run() == tuple(range(10))
    assert predicate.calls == 0
    assert engine.stats.candidates == 0 and engine.stats.per_strategy["shuffle"].tried == 0


def test_every_tested_candidate_is_smaller_than_the_best_so_far() -> None:
    """Each text given to the predicate is strictly smaller than the best state at that time
    (a second path's, from an earlier state, than its own best: see below)."""
    best_len = [20]
    lengths: list[tuple[int, int]] = []

    def predicate(text: str) -> bool:
        values = {int(t) for t in text.split()}
        lengths.append((len(values), best_len[0]))
        return {2, 9} <= values

    problem = Problem(tuple(range(20)), render, size, predicate)
    engine = Engine(problem, [Drop()],
                    on_accept=lambda s, t, n: best_len.__setitem__(0, len(s)), second_path=False)
    engine.run()
    assert lengths and all(n < best for n, best in lengths)


def test_per_strategy_stats_are_consistent() -> None:
    """tried/accepted/reduced_by add up to the engine totals, the predicate calls and the drop."""
    initial = (1, 104, 3, 7, 205, 8, 9)
    accepted_calls = []
    engine, predicate = make(initial, [3, 7], [Drop(only=lambda x: x < 100), Lower()],
                             on_accept=lambda s, t, n: accepted_calls.append((s, n)))
    result = engine.run()
    per = engine.stats.per_strategy
    assert set(per) == {"drop", "lower"}
    assert sum(s.tried for s in per.values()) == engine.stats.candidates == predicate.calls
    assert sum(s.accepted for s in per.values()) == engine.stats.accepted == len(accepted_calls)
    for name, stats in per.items():  # on_accept names the strategy of each step
        assert sum(1 for _, n in accepted_calls if n == name) == stats.accepted
    assert sum(s.reduced_by for s in per.values()) == len(initial) - len(result)
    assert per["lower"].accepted > 0 and per["lower"].reduced_by == 0  # same length
    for s in per.values():
        assert 0 <= s.accepted <= s.tried


def test_fixpoint_runs_strategies_again_after_progress() -> None:
    """'lower' turns 104, 205 into 4, 5, which only then 'drop' may remove: needs a 2nd round."""
    engine, _ = make((1, 104, 3, 7, 205), [3, 7], [Drop(only=lambda x: x < 100), Lower()])
    assert engine.run() == (3, 7)
    assert engine.stats.rounds >= 3  # drop+lower, drop again, then a round with no change
    assert engine.stats.per_strategy["drop"].accepted >= 2


def test_single_pass_would_not_be_enough() -> None:
    """Control for the fixpoint test: one strategy pass each leaves the lowered elements."""
    engine, _ = make((1, 104, 3, 7, 205), [3, 7], [Drop(only=lambda x: x < 100), Lower()])
    for strategy in engine.strategies:
        engine.run_strategy(strategy)
    assert engine.best == (4, 3, 7, 5)


def test_ddmin_needs_far_fewer_tests_than_one_per_element() -> None:
    """1000 elements, 2 needed: about 2 tests per needed element and halving level.

    Each halving level has at most 2 chunks holding a needed element, each failing once, plus
    a removable chunk or two: at most 4 tests per needed element and level.
    """
    n, needed = 1000, [137, 862]
    engine, predicate = make(range(n), needed, [Drop()])
    assert engine.run() == tuple(needed)
    bound = 4 * len(needed) * math.log2(n) + 10
    assert predicate.calls < bound, (predicate.calls, bound)


def test_restart_continues_from_the_given_state() -> None:
    """restart(state) makes the next run start from `state` (here the original again)."""
    engine, _ = make(range(10), [4], [Drop()])
    assert engine.run() == (4,)
    engine.restart(tuple(range(10)))
    assert engine.best == tuple(range(10))
    assert engine.run() == (4,)


class Truncate(Strategy):
    """Ladder strategy: keep the first k elements (k = 1, 2, ...): nested cuts."""

    name = "truncate"
    order = Order.BISECT

    def edits(self, state: tuple[int, ...]) -> Sequence[Sequence[int]]:
        return [list(range(1, len(state)))]

    def apply(self, state: tuple[int, ...], chosen: Sequence[int]) -> tuple[int, ...]:
        return state[:chosen[0]]


def test_ladders_are_bisected_in_log_n_tests() -> None:
    """The shortest interesting prefix of 0..4999 that holds 3210 is found in ~log2(n) tests."""
    n = 5000
    engine, predicate = make(range(n), [3210], [Truncate()])
    assert engine.run() == tuple(range(3211))
    assert predicate.calls <= math.ceil(math.log2(n)) + 2, predicate.calls


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize(("needed", "tries"), [(29, [29]), (20, [29, 15, 22, 19, 21, 20])])
def test_a_small_states_ladder_is_tried_from_its_top(jobs: int, needed: int,
                                                      tries: list[int]) -> None:
    """On a state of at most SMALL elements, the least aggressive rung first: when the last
    element is needed no prefix can be interesting, which that one try shows; else the rest
    is bisected below it (the prefix of 21 for 20, in 6 tries; the same with 2 jobs)."""
    calls: list[int] = []

    def predicate(text: str) -> bool:
        calls.append(len(text.split()))
        return needed in {int(t) for t in text.split()}

    engine = Engine(Problem(tuple(range(30)), render, size, predicate), [Truncate()],
                    jobs=jobs)
    assert engine.run() == tuple(range(min(needed + 1, 30)))
    assert engine.stats.per_strategy["truncate"].tried == len(tries)
    assert calls == tries or jobs > 1


def test_non_monotone_ladder_still_lands_on_an_interesting_rung() -> None:
    """Interesting prefixes: lengths 10..19 and >= 40. Bisection may not find 10, but what it
    accepts is interesting and shorter than the start."""
    def predicate(text: str) -> bool:
        n = len(text.split())
        return 10 <= n < 20 or n >= 40

    problem = Problem(tuple(range(64)), render, size, predicate)
    engine = Engine(problem, [Truncate()])
    result = engine.run()
    assert predicate(render(result)) and len(result) < 64


class Prefixes(Truncate):
    """The same ladder, climbed: keep the first k elements, k = 1, 2, ... in turn."""

    name = "prefixes"
    order = Order.CLIMB


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_climbed_ladder_keeps_its_first_interesting_rung(jobs: int) -> None:
    """The same non-monotone predicate: climbing from the shortest prefix finds 10, trying
    the rungs below it once each (speculating with 2 jobs gives the same answer)."""
    calls = []

    def predicate(text: str) -> bool:
        n = len(text.split())
        calls.append(n)
        return 10 <= n < 20 or n >= 40

    engine = Engine(Problem(tuple(range(64)), render, size, predicate), [Prefixes()], jobs=jobs)
    assert engine.run() == tuple(range(10))
    # Rungs 1..10 decided once; the next round starts from the result, whose rungs were
    # all tried already, so it tries none.
    assert engine.stats.per_strategy["prefixes"].tried == 10
    assert calls[:10] == list(range(1, 11)) or jobs > 1


class FirstThenPrefixes(Truncate):
    """The same ladder, its shortest prefix tried alone first, then the rest bisected."""

    name = "first-then-prefixes"
    order = Order.FIRST_THEN_BISECT


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize(("needed", "tries"), [(40, [1, 33, 49, 41, 37, 39, 40]), (0, [1])])
def test_a_ladders_first_rung_is_tried_alone_then_the_rest_bisected(
        jobs: int, needed: int, tries: list[int]) -> None:
    """Interesting prefixes hold `needed`. For 40 (lengths 41 and up): the shortest prefix,
    then the middles of lengths 2..63, so 41 in 7 tries rather than the 41 of a climb; for
    0, the shortest prefix alone in 1 try."""
    calls: list[int] = []

    def predicate(text: str) -> bool:
        calls.append(len(text.split()))
        return needed in {int(t) for t in text.split()}

    engine = Engine(Problem(tuple(range(64)), render, size, predicate), [FirstThenPrefixes()],
                    jobs=jobs)
    assert engine.run() == tuple(range(needed + 1))
    assert engine.stats.per_strategy["first-then-prefixes"].tried == len(tries)
    assert calls[:len(tries)] == tries or jobs > 1


class Slow(Strategy):
    """A predicate that takes a little time and records the texts it was asked about."""

    def __init__(self, needed: Sequence[int]) -> None:
        self.needed, self.texts = set(needed), []
        self.lock = threading.Lock()

    def __call__(self, text: str) -> bool:
        time.sleep(0.002)
        with self.lock:
            self.texts.append(text)
        return self.needed <= {int(t) for t in text.split()}


@pytest.mark.parametrize("seed", range(5))
def test_parallel_search_gives_the_result_of_one_job(seed: int) -> None:
    """With 1, 2 or 4 jobs: the same result, the same accepted states, the same stats."""
    rng = random.Random(seed)
    initial = tuple(rng.sample(range(1000), 60)) + (1104, 1205)
    needed = rng.sample(initial, 4)
    runs = []
    for jobs in (1, 2, 4):
        accepted: list[tuple[int, ...]] = []
        problem = Problem(initial, render, size, Slow(needed))
        engine = Engine(problem, [Truncate(), Drop(only=lambda x: x < 1000), Lower()],
                        on_accept=lambda s, t, n, seen=accepted: seen.append((s, n)),
                        jobs=jobs)
        runs.append((engine.run(), accepted, engine.stats.candidates))
    assert runs[0] == runs[1] == runs[2]
    assert set(needed) <= set(runs[0][0])


def test_parallel_search_speculates_and_cancels() -> None:
    """With 2 jobs, candidates beyond the one being decided are evaluated ahead, and an
    accept asks the problem to stop the evaluations then in flight."""
    cancels = []
    predicate = Slow([7])
    problem = Problem(tuple(range(40)), render, size, predicate,
                      cancel=lambda: cancels.append(1))
    engine = Engine(problem, [Drop()], jobs=2)
    assert engine.run() == (7,)
    assert len(predicate.texts) > engine.stats.candidates  # speculation ran extra candidates


def test_speculation_follows_the_accepts_while_most_tries_are_accepted() -> None:
    """Bisecting a ladder whose every rung is interesting: once its acceptances outweigh
    the rejections expected of a pass, the try run ahead is built on the candidate being
    decided, so only the first guesses are wasted, and counted so."""
    predicate = Slow([0])
    engine = Engine(Problem(tuple(range(1000)), render, size, predicate), [Truncate()], jobs=2)
    assert engine.run() == (0,)
    assert engine.stats.accepted == engine.stats.candidates >= 9
    # The first guesses, before the acceptances outweigh the rejections a pass expects, and
    # on a busy machine one or two that start before their decision: not one a decision.
    assert len(predicate.texts) <= engine.stats.candidates + 5
    assert engine.stats.wasted == len(predicate.texts) - engine.stats.candidates


class HopefulDrop(Drop):
    hopeful = True


class Slower(Slow):
    """Slow enough that a try run ahead has started before the one before it is decided."""

    def __call__(self, text: str) -> bool:
        time.sleep(0.03)
        return super().__call__(text)


@pytest.mark.parametrize("hopeful", [False, True])
def test_a_hopeful_strategy_has_the_tries_ahead_built_on_its_first(hopeful: bool) -> None:
    """Everything small can go (an export's weights, zeroed at once): run ahead of the try
    of all those edits, the next try is its first half beside it, unless the strategy is
    hopeful; then it is the next strategy's try on the state without them, and no half is
    ever evaluated."""
    predicate = Slower([])
    weights = (HopefulDrop if hopeful else Drop)("weights", only=lambda x: x < 100)
    engine = Engine(Problem((*range(1, 9), 104), render, size, predicate),
                    [weights, Lower()], jobs=2)
    assert engine.run() == ()
    halves = [text for text in predicate.texts if len(text.split()) == 5]
    assert halves == ([] if hopeful else ["5 6 7 8 104"])
    assert set(predicate.texts[:2]) == {"104", "4" if hopeful else "5 6 7 8 104"}


class InFlight(Strategy):
    """A slow predicate that records how many of its calls ran at once, at most."""

    def __init__(self, needed: Sequence[int]) -> None:
        self.needed, self.running, self.most = set(needed), 0, 0
        self.lock = threading.Lock()

    def __call__(self, text: str) -> bool:
        with self.lock:
            self.running += 1
            self.most = max(self.most, self.running)
        time.sleep(0.02)
        with self.lock:
            self.running -= 1
        return self.needed <= {int(t) for t in text.split()}


def test_the_next_pass_starts_beside_the_last_tries_of_a_pass() -> None:
    """Passes of one try each (every element is needed): with 2 jobs, the next strategy's
    try runs beside the one before it, on the state its guess leads to."""
    def singles(jobs: int) -> tuple[tuple[int, ...], int, int]:
        strategies = [Drop(name=f"drop-{k}", only=lambda x, k=k: x == k) for k in range(4)]
        predicate = InFlight(range(4))
        engine = Engine(Problem(tuple(range(4)), render, size, predicate), strategies,
                        jobs=jobs)
        return engine.run(), engine.stats.candidates, predicate.most

    assert singles(1) == ((0, 1, 2, 3), 4, 1)
    assert singles(2) == ((0, 1, 2, 3), 4, 2)


class Remembering(Drop):
    """Drop, listing its edits only while it remembers every state it was shown."""

    learns = True

    def __init__(self) -> None:
        super().__init__(name="remembering")
        self.shown: list[tuple[int, ...]] = []

    def edits(self, state: tuple[int, ...]) -> Sequence[int]:
        self.shown.append(state)
        return super().edits(state)


def test_a_strategy_that_learns_is_shown_only_states_the_search_reached() -> None:
    """With 2 jobs, the pass before it guesses that its one try is rejected (it is
    accepted): a strategy that learns is not shown the state that guess leads to, and lists
    its edits on the same states, in the same order, as with one job."""
    shown = []
    for jobs in (1, 2):
        remembering = Remembering()
        engine = Engine(Problem((1, 2, 1104, 3), render, size, Slow([1, 4])),
                        [Lower(), remembering], jobs=jobs)
        assert engine.run() == (1, 4)
        shown.append(remembering.shown)
    assert shown[0] == shown[1] == [(1, 2, 4, 3), (1, 4)]


class Forking(Remembering):
    """A strategy that learns and offers forks, which note the states they are shown."""

    def __init__(self, forked: list | None = None, is_fork: bool = False) -> None:
        super().__init__()
        self.forked = [] if forked is None else forked
        self.is_fork = is_fork

    def fork(self) -> Forking:
        other = Forking(self.forked, is_fork=True)
        other.shown = list(self.shown)
        return other

    def edits(self, state: tuple[int, ...]) -> Sequence[int]:
        if self.is_fork:
            self.forked.append(state)
        return super().edits(state)


def test_a_strategy_that_learns_and_forks_is_shown_the_states_of_one_job() -> None:
    """With a fork to show the states it guesses, the engine speculates past the end of the
    pass before a strategy that learns; the strategy itself is shown the same states, in
    the same order, as with one job, and the result is the same."""
    shown, forked = [], []
    for jobs in (1, 4):
        forking = Forking()
        engine = Engine(Problem((1, 2, 1104, 3), render, size, Slow([1, 4])),
                        [Lower(), forking], jobs=jobs)
        assert engine.run() == (1, 4)
        shown.append(forking.shown)
        forked.append(len(forking.forked))
    assert shown[0] == shown[1] == [(1, 2, 4, 3), (1, 4)]
    assert forked[0] == 0 < forked[1]


class Shift(Lower):
    """Replace each chosen element >= 100 by itself minus 40 (same length, smaller sum)."""

    name = "shift"

    def apply(self, state: tuple[int, ...], chosen: Sequence[int]) -> tuple[int, ...]:
        return tuple(x - 40 if x in chosen else x for x in state)


def test_a_pass_after_one_that_ended_in_vain_tries_its_edits_singly() -> None:
    """Round 1: drop tries {1, 2, 3, 5}, its halves, then each singly, and drops 5 (7
    tries); shift makes a change, so round 2 lists 1, 2, 3 again: each singly at once (3
    tries, not 4)."""
    engine, predicate = make((1, 2, 3, 5, 104), [1, 2, 3],
                             [Drop(only=lambda x: x < 50), Shift()])
    assert engine.run() == (1, 2, 3, 64)
    assert engine.stats.per_strategy["drop"].tried == 10
    assert predicate.texts[7:] == ["1 2 3 64", "2 3 64", "1 3 64", "1 2 64"]


def test_a_later_round_skips_the_strategies_that_found_nothing() -> None:
    """Round 1: drop finds nothing in {1, 2, 3} (4 tries); shift makes a change, so there is
    a round 2, in which only shift runs: drop is not tried again."""
    engine, predicate = make((1, 2, 3, 104), [1, 2, 3], [Drop(only=lambda x: x < 50), Shift()])
    assert engine.run() == (1, 2, 3, 64)
    assert engine.stats.per_strategy["drop"].tried == 4
    assert engine.stats.rounds == 2
    assert predicate.texts == ["104", "2 3 104", "1 3 104", "1 2 104", "1 2 3 64"]


class Tricky(Strategy):
    """A predicate that is not monotone: the needed elements, and a sum that is not 1
    modulo 4 (removing an element may make a state interesting again)."""

    def __init__(self, needed: Sequence[int], delay: float = 0.001) -> None:
        self.needed, self.delay, self.texts = set(needed), delay, []
        self.lock = threading.Lock()

    def __call__(self, text: str) -> bool:
        time.sleep(self.delay)
        with self.lock:
            self.texts.append(text)
        values = [int(t) for t in text.split()]
        return self.needed <= set(values) and sum(values) % 4 != 1


def _reduced(initial: tuple[int, ...], strategies: Callable[[], list], predicate,
             jobs: int) -> tuple[tuple[int, ...], list, int, dict]:
    accepted: list[tuple[tuple[int, ...], str]] = []
    engine = Engine(Problem(initial, render, size, predicate), strategies(),
                    on_accept=lambda s, t, n: accepted.append((s, n)), jobs=jobs)
    result = engine.run()
    return result, accepted, engine.stats.candidates, \
        {name: vars(s) for name, s in engine.stats.per_strategy.items()}


@pytest.mark.parametrize("seed", range(4))
def test_tree_speculation_takes_the_decisions_of_one_job(seed: int) -> None:
    """Ladders bisected and climbed, chunks, a strategy whose pass rarely changes anything,
    a predicate that is not monotone: with 2, 3, 8 and 16 jobs, the accepted states (in
    order), the tries decided, the stats and the result are those of one job."""
    rng = random.Random(seed)
    initial = tuple(rng.sample(range(1, 1000), 40)) + (1104, 1205, 1306)
    needed = rng.sample(initial[:40], 3)

    def strategies() -> list:
        return [Truncate(), Drop(only=lambda x: x < 1000), Lower(), Prefixes()]

    one = _reduced(initial, strategies, Tricky(needed), 1)
    assert set(needed) <= set(one[0]) and one[1]
    for jobs in (2, 3, 8, 16):
        assert _reduced(initial, strategies, Tricky(needed), jobs) == one


@pytest.mark.parametrize("jobs", [2, 8])
def test_a_climbed_ladder_of_a_predicate_that_is_not_monotone(jobs: int) -> None:
    """Climbing prefixes whose interesting lengths are 10..19 and 40 on, with many jobs:
    the first interesting rung, 10, as with one job, the rungs below it decided once."""
    def predicate(text: str) -> bool:
        time.sleep(0.001)
        n = len(text.split())
        return 10 <= n < 20 or n >= 40

    engine = Engine(Problem(tuple(range(64)), render, size, predicate), [Prefixes()],
                    jobs=jobs)
    assert engine.run() == tuple(range(10))
    assert engine.stats.per_strategy["prefixes"].tried == 10


def test_wasted_evaluations_are_counted() -> None:
    """Every evaluation that no decision read is counted as wasted: with one job, none;
    with four, the evaluations beyond the tries decided."""
    for jobs in (1, 4):
        predicate = Slow([3, 17, 29])
        engine = Engine(Problem(tuple(range(40)), render, size, predicate), [Drop()],
                        jobs=jobs)
        assert engine.run() == (3, 17, 29)
        assert engine.stats.wasted == len(predicate.texts) - engine.stats.candidates
        assert (engine.stats.wasted == 0) == (jobs == 1)


def test_voided_trials_stop_only_their_own_compiles(tmp_path: Path) -> None:
    """A decision that voids a subtree cancels the compiles of those trials alone, by their
    tags (`Scheduler.cancel`), never every evaluation (`cancel`): each was started, and the
    search ends as with one job."""
    stopped: list[str] = []
    started: list[str] = []
    cancels = []
    engine: Engine

    def predicate(text: str) -> bool:
        started.append(text)
        try:
            with engine.scheduler.compiling() as turn:
                run_in_group(["sleep", "0.05"], str(tmp_path), 10, groups=turn)
        except (CancelledError, RunCancelled):
            stopped.append(text)
            raise
        return {5, 11} <= {int(t) for t in text.split()}

    problem = Problem(tuple(range(16)), render, size, predicate,
                      cancel=lambda: cancels.append(1))
    engine = Engine(problem, [Drop()], jobs=4)
    assert engine.run() == (5, 11)
    assert stopped and not cancels
    assert set(stopped) <= set(started)


def test_n_jobs_descend_a_ladder_several_rungs_per_evaluation() -> None:
    """Bisecting 1024 rungs (ten decisions), an evaluation taking 50 ms: 16 jobs, which
    evaluate the 15 trials of the next four decisions at once, take far less than half the
    time of one."""
    def timed(jobs: int) -> float:
        def predicate(text: str) -> bool:
            time.sleep(0.05)
            return len(text.split()) >= 700

        engine = Engine(Problem(tuple(range(1025)), render, size, predicate), [Truncate()],
                        jobs=jobs)
        start = time.monotonic()
        assert engine.run() == tuple(range(700))
        return time.monotonic() - start

    assert timed(16) < timed(1) / 2


def test_the_state_the_search_ends_with_is_told_before_it_ends() -> None:
    """With jobs to spare, the problem hears the state the search most likely ends with
    while its last tries are still evaluated: here the result itself."""
    told: list[tuple[int, ...]] = []

    def ending(state: tuple[int, ...], likelihood: float) -> None:
        assert Speculation.LIKELY_END <= likelihood <= 1
        told.append(state)

    problem = Problem(tuple(range(12)), render, size, Slower(range(0, 12, 3)), ending=ending)
    engine = Engine(problem, [Drop()], jobs=8)
    assert engine.run() == (0, 3, 6, 9)
    assert told and told[-1] == (0, 3, 6, 9)


def test_evaluations_are_told_how_likely_their_verdicts_are_read() -> None:
    """Each evaluation runs at the priority of how likely its verdict is to be read: 1 for
    the trial being decided, less for those ahead of it, never less than `UNLIKELY / jobs`;
    the result is the same."""
    heard: list[float] = []
    predicate = Slow([3, 7])

    def likely(text: str) -> bool:
        heard.append(current_priority())
        return predicate(text)

    problem = Problem(tuple(range(20)), render, size, likely)
    assert Engine(problem, [Drop()], jobs=4).run() == (3, 7)
    assert heard[0] == 1.0 and min(heard) < 1.0
    assert all(Speculation.UNLIKELY / 4 <= p <= 1.0 for p in heard)


def test_a_search_keeps_to_its_share_of_the_workers() -> None:
    """Workers shared with other searches: with 4 jobs but a share of 1 now, no evaluation
    runs beside another, and the search decides as it would alone."""
    def search(jobs: int, share: int | None) -> tuple[tuple[int, ...], int, int]:
        predicate = InFlight([3, 17])
        problem = Problem(tuple(range(24)), render, size, predicate,
                          jobs_now=None if share is None else lambda: share)
        engine = Engine(problem, [Drop()], jobs=jobs)
        return engine.run(), engine.stats.candidates, predicate.most

    alone, shared = search(4, None), search(4, 1)
    assert alone[:2] == shared[:2] == search(1, None)[:2]
    assert alone[2] > 1 and shared[2] == 1


def test_a_share_of_the_workers_follows_the_reductions_running() -> None:
    share = Share(8)
    with share.taken():
        assert share.jobs() == 8
        with share.taken(), share.taken(), share.taken():
            assert share.jobs() == 2
            with share.taken(), share.taken(), share.taken(), share.taken():
                assert share.jobs() == 2  # never fewer than `least`
        assert share.jobs() == 8  # those that ended left their part


# --- a second path out of a local minimum ---------------------------------------------------

class DropLastFirst(Drop):
    """Drop, its edits listed last element first (as op removal lists ops: users first)."""

    def edits(self, state: tuple[int, ...]) -> Sequence[int]:
        return list(reversed(state))


class TwoWays(Slow):
    """Interesting with 1, 2 and 3, or with 1 and 4: mlir-reduce's `multipath` test."""

    def __call__(self, text: str) -> bool:
        super().__call__(text)
        values = {int(t) for t in text.split()}
        return {1, 2, 3} <= values or {1, 4} <= values


@pytest.mark.parametrize("jobs", [1, 2, 3])
def test_a_second_path_escapes_the_local_minimum_the_first_chunks_chose(jobs: int) -> None:
    """Removing 4, 5 and 6 at once ends with 1, 2 and 3, each needed. From where that chunk
    was taken, each element the end kept is tried alone: without 3, then 2, the search keeps
    4 instead, and ddmin ends with 1 and 4. The smaller end is kept and told once, the same
    for every number of jobs; its steps count as one."""
    predicate, seen = TwoWays([]), []
    engine = Engine(Problem(tuple(range(1, 7)), render, size, predicate), [DropLastFirst()],
                    on_accept=lambda state, text, name: seen.append(state), jobs=jobs)
    assert engine.run() == (1, 4)
    assert seen == [(1, 2, 3), (1, 4)]
    assert engine.stats.accepted == engine.stats.per_strategy["drop"].accepted == 2
    assert engine.stats.per_strategy["drop"].reduced_by == 4
    # The first path's 9 tries (6, and 3 to prove its fixpoint); the second's 3 kept ones
    # alone, 5 of ddmin and 2 to its fixpoint; the last fixpoint none: its pass would be
    # over the state the second's fixpoint passed over in vain.
    assert engine.stats.candidates == 9 + 3 + 5 + 2


def test_a_second_path_that_ends_no_smaller_is_dropped() -> None:
    """Only 1, 2 and 3 are interesting: none of them goes alone where the first chunk was
    taken, so the second path ends there, after one try each; nothing of it is told."""
    predicate, seen = Counter([1, 2, 3]), []
    engine = Engine(Problem(tuple(range(1, 7)), render, size, predicate), [DropLastFirst()],
                    on_accept=lambda state, text, name: seen.append(state))
    assert engine.run() == (1, 2, 3)
    assert seen == [(1, 2, 3)]
    assert predicate.texts[9:] == ["1 2 4 5 6", "1 3 4 5 6", "2 3 4 5 6"]
    assert engine.stats.per_strategy["drop"].accepted == engine.stats.accepted == 1


def test_a_large_end_takes_no_second_path() -> None:
    """An end of more than SECOND_PATH_SIZE elements: its second path would cost more than
    a few tries."""
    needed = range(0, 2 * Engine.SECOND_PATH_SIZE + 2, 2)
    with_path, _ = make(range(2 * Engine.SECOND_PATH_SIZE + 2), needed, [DropLastFirst()])
    without, _ = make(range(2 * Engine.SECOND_PATH_SIZE + 2), needed, [DropLastFirst()])
    without.second_path = False
    assert with_path.run() == without.run()
    assert with_path.stats.candidates == without.stats.candidates


class ClimbingPrefixes(Truncate):
    """The same ladder, climbed on small states where interestingness is not monotone."""

    name = "climbing-prefixes"
    climbs_where_not_monotone = True


@pytest.mark.parametrize(("monotone", "found"), [(True, 64), (False, 5)])
def test_a_ladder_is_climbed_where_interestingness_is_not_monotone(monotone: bool,
                                                                   found: int) -> None:
    """Prefixes that hold 4 but not 10 are interesting (a value that shows early and hides
    later): bisection probes the long prefixes and finds none; a climb finds the prefix of
    5, rung by rung."""
    def predicate(text: str) -> bool:
        held = {int(t) for t in text.split()}
        return 4 in held and 10 not in held

    problem = Problem(tuple(range(64)), render, size, predicate, monotone=monotone)
    engine = Engine(problem, [ClimbingPrefixes()], jobs=1)
    assert len(engine.run()) == found


class CutAfter(Strategy):
    """A ladder of cuts named by the element they keep last (stable names, as op ids are),
    climbed where interestingness is not monotone."""

    name = "cut-after"
    order = Order.BISECT
    climbs_where_not_monotone = True

    def edits(self, state: tuple[int, ...]) -> Sequence[Sequence[int]]:
        return [list(state[:-1])]

    def apply(self, state: tuple[int, ...], chosen: Sequence[int]) -> tuple[int, ...] | None:
        return state[:state.index(chosen[0]) + 1] if chosen[0] in state else None


def test_a_later_climb_starts_from_the_last_interesting_rung() -> None:
    """Prefixes that hold 4 but not 10 are interesting: the first climb tries the cuts
    after 100, 1, 2 and 3 in vain and keeps the one after 4; then 100 is lowered to 0. The
    next round's climb passes over the cuts after 1, 2 and 3 (tried in vain, before the
    last interesting one): only the cut after 0, a new one, is tried."""
    texts: list[str] = []

    def predicate(text: str) -> bool:
        texts.append(text)
        held = {int(t) for t in text.split()}
        return 4 in held and 10 not in held

    start = (100, *range(1, 20))
    problem = Problem(start, render, size, predicate, monotone=False)
    engine = Engine(problem, [CutAfter(), Lower()], jobs=1)
    engine.second_path = False
    assert engine.run() == (0, 1, 2, 3, 4)
    assert texts == ["100", "100 1", "100 1 2", "100 1 2 3", "100 1 2 3 4",  # the climb
                     "0 1 2 3 4",  # lowered
                     "0"]  # the next climb: the cuts after 1, 2 and 3 passed over
