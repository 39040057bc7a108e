"""The turn-record part of the store contract (history entries and traces), for every store."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import redis.asyncio as aioredis

from core.models import ThreadKey
from core.records.models import Trace, TraceStep, TurnRecord
from tests.core.store.conftest import PERSISTENT, MakeStore
from tests.core.store.samples import key


def _record(record_id: str, thread: ThreadKey, minutes_ago: float, **fields: object) -> TurnRecord:
    at = datetime.now(UTC) - timedelta(minutes=minutes_ago)
    return TurnRecord(id=record_id, thread=thread, answer_id=f"answer-{record_id}", at=at,
                      question=f"question {record_id}", **fields)  # type: ignore[arg-type]


def _trace(tool: str) -> Trace:
    return Trace(steps=[
        TraceStep(kind="tool", at_ms=1.5, name=tool, ms=12.0, summary="3 hits",
                  details={"source": "corpus", "arguments": {"query": "redis"}, "hits": 3}),
        TraceStep(kind="model", at_ms=20.0, name="writer", ms=300.0, summary="primary fake-model"),
    ], dropped=2)


async def test_history_lists_records_oldest_first_within_the_window(make_store: MakeStore) -> None:
    store = make_store()
    older, newer, other = _record("r1", key("a"), 120), _record("r2", key("a"), 5), _record("r3", key("b"), 60)
    for record in (newer, older, other):
        await store.add_record(record, _trace(record.id))

    now = datetime.now(UTC)
    assert [r.id for r in await store.records(now - timedelta(days=1))] == ["r1", "r3", "r2"]
    assert [r.id for r in await store.records(now - timedelta(minutes=90))] == ["r3", "r2"]
    assert [r.id for r in await store.records(now - timedelta(days=1), until=now - timedelta(minutes=30))] == ["r1", "r3"]
    assert [r.id for r in await store.records(now - timedelta(days=1), limit=1)] == ["r1"]
    assert await store.records(now - timedelta(days=1)) == sorted([older, newer, other], key=lambda r: r.at)


async def test_a_thread_lists_only_its_own_records_and_each_has_its_trace(make_store: MakeStore) -> None:
    store = make_store()
    await store.add_record(_record("r1", key("a"), 10), _trace("search_corpus"))
    await store.add_record(_record("r2", key("b"), 5), None)

    assert [r.id for r in await store.thread_records(key("a"))] == ["r1"]
    assert await store.load_trace("r1") == _trace("search_corpus")
    assert await store.load_trace("r2") is None
    assert await store.load_trace("missing") is None


async def test_feedback_is_copied_onto_the_answers_entry(make_store: MakeStore) -> None:
    store = make_store()
    await store.add_record(_record("r1", key("a"), 10), None)
    await store.add_record(_record("r2", key("a"), 5), None)
    await store.set_feedback(key("a"), "answer-r2", up=2, down=1)

    r1, r2 = await store.thread_records(key("a"))
    assert (r1.feedback_up, r1.feedback_down) == (0, 0)
    assert (r2.feedback_up, r2.feedback_down) == (2, 1)


async def test_forgetting_a_thread_drops_its_traces_and_words_but_keeps_its_numbers(make_store: MakeStore) -> None:
    store = make_store()
    await store.add_record(_record("r1", key("a"), 10, cost_usd=0.25, model_calls=3), _trace("t"))
    await store.add_record(_record("r2", key("b"), 5), _trace("t"))
    await store.forget_records(key("a"))

    (forgotten,) = await store.thread_records(key("a"))
    assert forgotten.question == "" and forgotten.forgotten
    assert (forgotten.cost_usd, forgotten.model_calls) == (0.25, 3)
    assert await store.load_trace("r1") is None
    assert await store.load_trace("r2") == _trace("t")
    assert (await store.thread_records(key("b")))[0].question == "question r2"


async def test_records_past_the_retention_are_not_listed(make_store: MakeStore) -> None:
    store = make_store(record_days=1)
    await store.add_record(_record("old", key("a"), 2 * 24 * 60), _trace("t"))
    await store.add_record(_record("new", key("a"), 1), None)

    everything = datetime.now(UTC) - timedelta(days=30)
    assert [r.id for r in await store.records(everything)] == ["new"]
    assert [r.id for r in await store.thread_records(key("a"))] == ["new"]
    assert await store.load_trace("old") is None


async def test_a_retention_of_zero_keeps_no_records(make_store: MakeStore) -> None:
    store = make_store(record_days=0)
    await store.add_record(_record("r1", key("a"), 1), _trace("t"))
    assert await store.records(datetime.now(UTC) - timedelta(days=1)) == []


@pytest.mark.parametrize("make_store", PERSISTENT, indirect=True)
async def test_records_written_by_one_process_are_read_by_another(make_store: MakeStore) -> None:
    await make_store().add_record(_record("r1", key("a"), 1), _trace("t"))
    reader = make_store()
    assert [r.id for r in await reader.records(datetime.now(UTC) - timedelta(hours=1))] == ["r1"]
    assert await reader.load_trace("r1") == _trace("t")


@pytest.mark.parametrize("make_store", ["redis"], indirect=True)
async def test_redis_keeps_a_time_index_and_trims_expired_members_from_it(
    make_store: MakeStore, redis_client: aioredis.Redis, prefix: str
) -> None:
    store = make_store(record_days=1)
    await store.add_record(_record("old", key("a"), 2 * 24 * 60), None)
    await store.add_record(_record("new", key("a"), 1), None)

    assert await redis_client.zrange(f"{prefix}records", 0, -1) == [b"new"]
    assert 0 < await redis_client.ttl(f"{prefix}record:new") <= 86400
