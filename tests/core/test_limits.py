"""First-come, first-served limits: who runs, who waits, and what waiters are told."""

from __future__ import annotations

import asyncio

import pytest

from core.limits import AdaptiveLimit, FifoLimit


async def test_a_freed_slot_goes_to_the_longest_waiter_not_to_a_newcomer() -> None:
    limit = FifoLimit(1, poll=0.01)
    order: list[str] = []
    await limit.acquire()

    async def run(name: str) -> None:
        async with limit.slot():
            order.append(name)
            await asyncio.sleep(0)

    waiters = [asyncio.create_task(run(f"w{n}")) for n in range(3)]
    await asyncio.sleep(0.02)
    limit.release()
    # A newcomer arriving as the slot frees still queues behind the waiters.
    late = asyncio.create_task(run("late"))
    await asyncio.gather(*waiters, late)
    assert order == ["w0", "w1", "w2", "late"]
    assert limit.active == 0 and limit.peak == 1


async def test_waiters_are_told_their_place_as_the_line_moves_and_when_someone_gives_up() -> None:
    limit = FifoLimit(1, poll=0.01)
    await limit.acquire()
    told: dict[str, list[int]] = {"a": [], "b": [], "c": []}

    def tell(name: str):  # type: ignore[no-untyped-def]
        async def on_wait(ahead: int) -> None:
            told[name].append(ahead)

        return on_wait

    a = asyncio.create_task(limit.acquire(tell("a")))
    b = asyncio.create_task(limit.acquire(tell("b")))
    c = asyncio.create_task(limit.acquire(tell("c")))
    await asyncio.sleep(0.03)
    assert told == {"a": [0], "b": [1], "c": [2]}
    b.cancel()
    with pytest.raises(asyncio.CancelledError):
        await b
    await asyncio.sleep(0.03)
    assert told["c"] == [2, 1], "the one who left no longer counts as ahead"
    assert limit.waiting == 2
    limit.release()
    await a
    await asyncio.sleep(0.03)
    assert told["c"] == [2, 1, 0]
    limit.release()
    await c
    limit.release()
    assert limit.active == 0 and limit.waiting == 0


async def test_a_waiter_cancelled_as_its_slot_arrives_passes_the_slot_on() -> None:
    limit = FifoLimit(1, poll=0.01)
    await limit.acquire()
    first = asyncio.create_task(limit.acquire())
    second = asyncio.create_task(limit.acquire())
    await asyncio.sleep(0.02)
    limit.release()  # handed to `first`...
    first.cancel()  # ...which is cancelled before it runs
    with pytest.raises(asyncio.CancelledError):
        await first
    await asyncio.wait_for(second, 1)
    assert limit.active == 1
    limit.release()
    assert limit.active == 0


async def _hold(limit: FifoLimit, count: int) -> list[asyncio.Task[None]]:
    """`count` acquirers started in order (those beyond the limit wait in line)."""
    tasks = [asyncio.create_task(limit.acquire()) for _ in range(count)]
    await asyncio.sleep(0)
    return tasks


async def test_a_lowered_limit_retires_freed_slots_and_a_raised_one_lets_waiters_in_in_order() -> None:
    limit = FifoLimit(4, poll=0.01)
    tasks = await _hold(limit, 6)
    assert limit.active == 4 and limit.waiting == 2
    limit.resize(2)
    for _ in range(2):
        limit.release()  # retired, not passed on: 4 -> 2 holders
    await asyncio.sleep(0)
    assert limit.active == 2 and limit.waiting == 2
    limit.release()  # at the limit again: the slot passes to the longest waiter
    await asyncio.sleep(0)
    assert tasks[4].done() and not tasks[5].done()
    limit.resize(3)
    await asyncio.sleep(0)
    assert tasks[5].done() and limit.active == 3 and limit.waiting == 0


async def test_an_adaptive_limit_grows_only_while_calls_wait_and_stops_at_its_ceiling() -> None:
    limit = AdaptiveLimit(ceiling=6, floor=1, start=2, poll=0.01)
    await _hold(limit, 2)
    limit.succeeded()
    assert limit.limit == 2, "nobody waited: no reason to grow"
    await _hold(limit, 8)
    for _ in range(10):
        limit.succeeded()
    assert limit.limit == 6 and limit.active == 6, "slow start: one more per success, up to the ceiling"


async def test_pushback_halves_the_limit_once_per_round_and_never_below_the_floor() -> None:
    limit = AdaptiveLimit(ceiling=64, floor=3, start=32, poll=0.01)
    await _hold(limit, 40)
    sent = limit.epoch
    for _ in range(20):  # a wall of 429s from requests sent together is one signal
        limit.pushed_back(sent, "HTTP 429")
    assert limit.limit == 16
    for _ in range(5):
        limit.pushed_back(limit.epoch, "HTTP 429")
    assert limit.limit == 3, "never below the floor"


async def test_after_a_cut_the_limit_grows_by_one_per_round_trip() -> None:
    limit = AdaptiveLimit(ceiling=64, floor=1, start=16, poll=0.01)
    await _hold(limit, 40)
    limit.pushed_back(limit.epoch, "timeout")
    assert limit.limit == 8
    for _ in range(7):
        limit.succeeded()
    assert limit.limit == 8
    limit.succeeded()  # the eighth success: one limit's worth
    assert limit.limit == 9
