"""Thread locks as leases, waiting lines and compare-and-set saves, for every store.

Two store objects opened on one SQLite file or one Redis prefix stand for two
processes of one deployment; tests/core/store/test_processes.py repeats the
important cases with real processes.
"""

from __future__ import annotations

import asyncio
import time

import pytest

from core.heartbeat import Heartbeat
from core.models import Turn
from core.store.base import SessionConflict, ThreadBusy
from core.store.redis import _RedisLease
from core.store.sqlite import SqliteStore, _SqliteLease
from tests.core.store.conftest import PERSISTENT, MakeStore
from tests.core.store.samples import full_session, key


async def test_saving_a_stale_copy_is_refused_and_the_fresh_copy_wins(make_store: MakeStore) -> None:
    store = make_store()
    await store.save(full_session(key()))
    first, second = await store.load(key()), await store.load(key())
    assert first.revision == second.revision == 1
    first.turns.append(Turn(role="user", content="first"))
    await store.save(first)
    assert first.revision == 2
    second.turns.append(Turn(role="user", content="second"))
    with pytest.raises(SessionConflict):
        await store.save(second)
    stored = await store.load(key())
    assert [t.content for t in stored.turns][-1] == "first" and stored.revision == 2


async def test_a_new_session_cannot_overwrite_one_saved_meanwhile(make_store: MakeStore) -> None:
    store = make_store()
    blank_a, blank_b = await store.load(key()), await store.load(key())
    assert blank_a.revision == 0
    await store.save(full_session(key()))
    with pytest.raises(SessionConflict):
        await store.save(blank_b)
    assert len((await store.load(key())).analyses) == 1
    await store.delete(key())
    # After a reset the thread starts again at revision 0.
    await store.save(blank_a)
    assert blank_a.revision == 1


@pytest.mark.parametrize("make_store", PERSISTENT, indirect=True)
async def test_compare_and_set_holds_across_store_instances(make_store: MakeStore) -> None:
    one, other = make_store(), make_store()
    await one.save(full_session(key()))
    mine, theirs = await one.load(key()), await other.load(key())
    await other.save(theirs)
    with pytest.raises(SessionConflict):
        await one.save(mine)


async def test_waiters_are_told_their_place_and_served_in_arrival_order(make_store: MakeStore) -> None:
    store = make_store()
    order: list[str] = []
    told: dict[str, list[int]] = {}
    holder_in = asyncio.Event()
    release = asyncio.Event()

    async def holder() -> None:
        async with store.lock(key()):
            holder_in.set()
            await release.wait()
            order.append("holder")

    async def waiter(name: str) -> None:
        async def on_wait(ahead: int) -> None:
            told.setdefault(name, []).append(ahead)

        async with store.lock(key(), on_wait=on_wait):
            order.append(name)

    running = [asyncio.create_task(holder())]
    await holder_in.wait()
    for name in ("w1", "w2", "w3"):
        running.append(asyncio.create_task(waiter(name)))
        # Each joins the line before the next arrives.
        for _ in range(50):
            await asyncio.sleep(0.02)
            if name in told:
                break
    release.set()
    await asyncio.wait_for(asyncio.gather(*running), timeout=10)
    assert order == ["holder", "w1", "w2", "w3"]
    assert [told[n][0] for n in ("w1", "w2", "w3")] == [1, 2, 3]


@pytest.mark.parametrize("make_store", PERSISTENT, indirect=True)
async def test_a_live_holder_keeps_its_lease_past_the_lease_length(make_store: MakeStore) -> None:
    holder_store, other = make_store(lock_timeout=0.3), make_store(lock_timeout=0.3)
    inside = asyncio.Event()
    entered_at: list[float] = []

    async def holder() -> None:
        async with holder_store.lock(key()):
            inside.set()
            await asyncio.sleep(1.2)  # four leases long; its heartbeat renews it
            entered_at.append(time.monotonic())

    task = asyncio.create_task(holder())
    await inside.wait()
    async with other.lock(key()):
        entered_at.append(time.monotonic())
    await task
    assert entered_at[0] <= entered_at[1], "the second turn got in while the first was still running"


@pytest.mark.parametrize("make_store", PERSISTENT, indirect=True)
async def test_a_frozen_holder_frees_the_thread_within_one_lease(make_store: MakeStore) -> None:
    frozen, alive = make_store(lock_timeout=0.5), make_store(lock_timeout=0.5)
    # A heartbeat that never beats: the holder stops renewing, as a killed process does.
    held = frozen.lock(key(), heartbeat=Heartbeat(60))
    await held.__aenter__()
    started = time.monotonic()
    async with alive.lock(key()):
        waited = time.monotonic() - started
    # Freed by the lapsed lease, long before the 30 s wait limit.
    assert 0.3 < waited < 10
    await held.__aexit__(None, None, None)


@pytest.mark.parametrize("make_store", PERSISTENT, indirect=True)
async def test_a_waiter_that_died_in_line_is_dropped_after_a_lease(make_store: MakeStore) -> None:
    store = make_store(lock_timeout=0.5)
    # A waiter that joined the line and then stopped polling (its process died).
    backend = (
        _SqliteLease(store, key().session_id)
        if isinstance(store, SqliteStore)
        else _RedisLease(store, key().session_id)  # type: ignore[arg-type]
    )
    assert await backend.line_up("ghost") == 0
    told: list[int] = []

    async def on_wait(ahead: int) -> None:
        told.append(ahead)

    started = time.monotonic()
    async with store.lock(key(), on_wait=on_wait):
        waited = time.monotonic() - started
    assert told[0] == 2, "the ghost counted as ahead until it went stale"
    assert 0.3 < waited < 10


@pytest.mark.parametrize("make_store", PERSISTENT, indirect=True)
async def test_a_turn_waiting_longer_than_allowed_gets_thread_busy(make_store: MakeStore) -> None:
    store = make_store(lock_wait=0.4)
    holder_in, release = asyncio.Event(), asyncio.Event()

    async def holder() -> None:
        async with store.lock(key()):
            holder_in.set()
            await release.wait()

    task = asyncio.create_task(holder())
    await holder_in.wait()
    with pytest.raises(ThreadBusy) as caught:
        async with store.lock(key()):
            pytest.fail("entered a thread another turn holds")
    assert caught.value.ahead == 1
    release.set()
    await task
    async with asyncio.timeout(2):
        async with store.lock(key()):
            pass


@pytest.mark.parametrize("make_store", PERSISTENT, indirect=True)
async def test_a_lock_renews_through_the_heartbeat_it_is_given(make_store: MakeStore) -> None:
    store = make_store(lock_timeout=0.3)
    heartbeat = Heartbeat(0.1)
    async with heartbeat:
        async with store.lock(key(), heartbeat=heartbeat):
            assert len(heartbeat) == 1
            await asyncio.sleep(0.9)
            other = make_store(lock_timeout=0.3, lock_wait=0.2)
            with pytest.raises(ThreadBusy):
                async with other.lock(key()):
                    pytest.fail("the shared heartbeat did not keep the lease")
        assert len(heartbeat) == 0
