"""Background turns are drained on shutdown, including one started while draining."""

from __future__ import annotations

import asyncio

from bot.tasks import TaskTracker


async def test_work_started_while_draining_is_waited_for_too() -> None:
    tracker = TaskTracker()
    finished: list[str] = []
    release_first, release_late = asyncio.Event(), asyncio.Event()

    async def turn(name: str, gate: asyncio.Event) -> None:
        await gate.wait()
        finished.append(name)

    tracker.spawn(turn("first", release_first), "first")
    draining = asyncio.create_task(tracker.drain(timeout=30))
    await asyncio.sleep(0)
    # An event admitted just before the stop hands its turn over after the drain began.
    tracker.spawn(turn("late", release_late), "late")
    release_first.set()
    await asyncio.sleep(0.05)
    assert not draining.done(), "the drain waits for the late turn as well"
    release_late.set()
    assert await draining == 0
    assert finished == ["first", "late"]


async def test_work_outliving_the_grace_period_is_cancelled_and_counted() -> None:
    tracker = TaskTracker()
    tracker.spawn(asyncio.Event().wait(), "stuck")
    assert await tracker.drain(timeout=0.05) == 1
    assert len(tracker) == 0
