"""The in-process per-thread locks the memory and SQLite stores (and Redis, locally) share."""

from __future__ import annotations

import asyncio

from core.store.base import KeyedLocks


async def test_locks_are_dropped_once_nobody_holds_or_awaits_them() -> None:
    locks = KeyedLocks()
    entered = asyncio.Event()
    release = asyncio.Event()

    async def hold(key: str) -> None:
        async with locks.hold(key):
            entered.set()
            await release.wait()

    holders = [asyncio.create_task(hold(f"thread-{n % 3}")) for n in range(6)]
    await entered.wait()
    assert len(locks) == 3
    release.set()
    await asyncio.gather(*holders)
    assert len(locks) == 0


async def test_a_cancelled_waiter_leaves_no_lock_behind() -> None:
    locks = KeyedLocks()
    async with locks.hold("thread"):
        waiter = asyncio.create_task(locks.hold("thread").__aenter__())
        await asyncio.sleep(0)
        waiter.cancel()
        await asyncio.gather(waiter, return_exceptions=True)
    assert len(locks) == 0
    async with asyncio.timeout(1), locks.hold("thread"):
        assert len(locks) == 1
