"""A turn's save carries its markers and its history entry: one step, all or nothing, for every store."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
import redis.asyncio as aioredis
from redis.exceptions import ResponseError

from core.models import ThreadKey
from core.records.models import Trace, TraceStep, TurnRecord
from core.store.base import MarkerWrite, SessionConflict, StoreUnavailable
from core.store.memory import MemoryStore
from tests.core.store.conftest import MakeStore
from tests.core.store.samples import full_session, key


def _record(record_id: str, thread: ThreadKey) -> TurnRecord:
    return TurnRecord(id=record_id, thread=thread, answer_id=f"answer-{record_id}", at=datetime.now(UTC),
                      question=f"question {record_id}", latency_ms=12.5)


def _trace() -> Trace:
    return Trace(steps=[TraceStep(kind="tool", at_ms=1.5, name="search_corpus", ms=3.0, summary="3 hits")])


def _append(tag: str) -> Callable[[str | None], str]:
    return lambda current: f"{current or ''}{tag},"


async def test_a_save_with_markers_and_a_record_writes_what_the_separate_calls_write(make_store: MakeStore) -> None:
    store = make_store()
    for user in ("U1", "U2"):
        await store.put_marker(f"recent:{user}", "old,", 60)
    together, apart = full_session(key("a")), full_session(key("b"))

    await store.save(together, markers=MarkerWrite({"latest:C1:U1": "a"}, 60, ("recent:U1", _append("a"))),
                     record=(_record("r1", key("a")), _trace()))
    await store.save(apart)
    await store.update_marker("recent:U2", _append("a"), 60, also_put={"latest:C1:U2": "a"})
    await store.add_record(_record("r2", key("b")), _trace())

    assert together.revision == apart.revision == 1
    assert await store.load(key("a")) == together
    assert [await store.get_marker(name) for name in ("recent:U1", "latest:C1:U1")] == ["old,a,", "a"]
    assert [await store.get_marker(name) for name in ("recent:U2", "latest:C1:U2")] == ["old,a,", "a"]
    kept = await store.thread_records(key("a"))
    assert kept == [_record("r1", key("a")).model_copy(update={"at": kept[0].at})]
    assert await store.load_trace("r1") == await store.load_trace("r2") == _trace()


async def test_a_save_with_only_markers_to_put_and_no_record(make_store: MakeStore) -> None:
    store = make_store()
    await store.save(full_session(key("a")), markers=MarkerWrite({"latest:C1:U1": "a", "latest:C2:U1": "b"}, None))
    assert [await store.get_marker(name) for name in ("latest:C1:U1", "latest:C2:U1")] == ["a", "b"]
    assert await store.thread_records(key("a")) == []


async def test_a_conflicting_save_writes_neither_its_markers_nor_its_record(make_store: MakeStore) -> None:
    store = make_store()
    first, stale = full_session(key("a")), full_session(key("a"))
    await store.save(first)
    with pytest.raises(SessionConflict):
        await store.save(stale, markers=MarkerWrite({"latest:C1:U1": "a"}, 60, ("recent:U1", _append("a"))),
                         record=(_record("r1", key("a")), _trace()))
    assert stale.revision == 0
    assert await store.get_marker("recent:U1") is None and await store.get_marker("latest:C1:U1") is None
    assert await store.thread_records(key("a")) == [] and await store.load_trace("r1") is None


async def test_concurrent_saves_updating_one_marker_lose_none_of_its_updates(make_store: MakeStore) -> None:
    # Twenty threads of one user answered at once: each save puts its thread on the user's list.
    first = make_store()
    # Two instances, as two processes would be (the memory store has no second process).
    stores = [first, first if isinstance(first, MemoryStore) else make_store()]
    tags = [f"{n:02d}" for n in range(20)]
    await asyncio.gather(*(
        stores[n % 2].save(full_session(key(tag)), markers=MarkerWrite({}, 60, ("recent:U1", _append(tag))))
        for n, tag in enumerate(tags)
    ))
    assert sorted(filter(None, (await stores[0].get_marker("recent:U1") or "").split(","))) == tags


async def test_a_save_whose_marker_update_fails_leaves_the_session_as_it_was(make_store: MakeStore) -> None:
    store = make_store()
    before = full_session(key("a"))
    await store.save(before)
    after = await store.load(key("a"))
    after.analyses[0].question = "changed"

    def refuse(current: str | None) -> str:
        raise ValueError(current)

    with pytest.raises(ValueError):
        await store.save(after, markers=MarkerWrite({"latest:C1:U1": "a"}, 60, ("recent:U1", refuse)),
                         record=(_record("r1", key("a")), None))
    assert await store.load(key("a")) == before and after.revision == 1
    assert await store.get_marker("latest:C1:U1") is None and await store.thread_records(key("a")) == []


# --- a write that fails part-way, on the real SQLite file and the real Redis ----------------


@pytest.mark.parametrize("make_store", ["sqlite"], indirect=True)
async def test_sqlite_a_record_that_cannot_be_written_leaves_the_session_and_markers_as_they_were(
    make_store: MakeStore, tmp_path: Path
) -> None:
    store = make_store()
    before = full_session(key("a"))
    await store.save(before, markers=MarkerWrite({"latest:C1:U1": "first"}, 60, ("recent:U1", _append("first"))))
    # Another program's trigger refuses the history row, after the session row is written in the transaction.
    with sqlite3.connect(tmp_path / "data" / "sessions.db") as db:
        db.execute("CREATE TRIGGER refuse BEFORE INSERT ON turn_records BEGIN SELECT RAISE(ABORT, 'refused'); END")
    after = await store.load(key("a"))
    after.analyses[0].question = "changed"

    with pytest.raises(StoreUnavailable, match="refused"):
        await store.save(after, markers=MarkerWrite({"latest:C1:U1": "second"}, 60, ("recent:U1", _append("second"))),
                         record=(_record("r1", key("a")), _trace()))
    assert await store.load(key("a")) == before
    assert [await store.get_marker(name) for name in ("recent:U1", "latest:C1:U1")] == ["first,", "first"]
    with sqlite3.connect(tmp_path / "data" / "sessions.db") as db:
        db.execute("DROP TRIGGER refuse")
    await store.save(after, record=(_record("r1", key("a")), _trace()))  # the same save goes through now
    assert (await store.load(key("a"))).analyses[0].question == "changed"


@pytest.mark.parametrize("make_store", ["redis"], indirect=True)
async def test_redis_a_record_that_cannot_be_written_leaves_the_session_and_markers_as_they_were(
    make_store: MakeStore, prefix: str, redis_client: aioredis.Redis
) -> None:
    store = make_store()
    before = full_session(key("a"))
    await store.save(before, markers=MarkerWrite({"latest:C1:U1": "first"}, 60, ("recent:U1", _append("first"))))
    written = {name: await redis_client.get(name) for name in await redis_client.keys(f"{prefix}*")}
    # The thread's record index is not a sorted set (another program wrote it): Redis would
    # refuse the ZADD after earlier writes of the script had stayed.
    await redis_client.set(f"{prefix}thread-records:{key('a').session_id}", "not an index")
    after = await store.load(key("a"))
    after.analyses[0].question = "changed"

    with pytest.raises(ResponseError, match="WRONGTYPE"):
        await store.save(after, markers=MarkerWrite({"latest:C1:U1": "second"}, 60, ("recent:U1", _append("second"))),
                         record=(_record("r1", key("a")), _trace()))
    assert await store.load(key("a")) == before
    assert {name: await redis_client.get(name) for name in written} == written
    assert await redis_client.exists(f"{prefix}record:r1", f"{prefix}trace:r1", f"{prefix}records") == 0
