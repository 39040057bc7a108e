"""First-come, first-served limits: who runs, who waits, and what waiters are told."""

from __future__ import annotations

import asyncio

import pytest

from core.limits import FifoLimit


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
