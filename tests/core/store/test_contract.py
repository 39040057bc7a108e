"""One contract for every session store: memory, SQLite (a temp file) and Redis (the real server)."""

from __future__ import annotations

import asyncio
import json
import logging
import socket
import sqlite3
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from core.heartbeat import Heartbeat
from core.models import Session, ThreadKey
from core.store.base import SessionStore, StoreUnavailable
from core.store.redis import RedisStore
from core.store.sqlite import SqliteStore
from tests.core.store.conftest import PERSISTENT, MakeStore
from tests.core.store.samples import full_session, key

async def test_loading_an_unknown_thread_gives_an_empty_session(make_store: MakeStore) -> None:
    session = await make_store().load(key())
    assert session == Session(key=key(), updated=session.updated)
    assert session.turns == [] and session.analyses == []


async def test_saved_session_round_trips_every_field(make_store: MakeStore) -> None:
    store = make_store()
    original = full_session(key())
    await store.save(original)
    assert await store.load(key()) == original


async def test_text_that_is_no_valid_unicode_is_kept_as_it_came(make_store: MakeStore) -> None:
    # A platform's JSON may escape half a surrogate pair ("\\ud83d"): not encodable as UTF-8.
    store = make_store()
    original = full_session(key())
    original.turns[0].content = "broken emoji \ud83d here, é ✓"
    await store.save(original)
    assert (await store.load(key())).turns[0].content == "broken emoji \ud83d here, é ✓"


async def test_sessions_are_kept_per_thread(make_store: MakeStore) -> None:
    store = make_store()
    await store.save(full_session(key("a")))
    assert (await store.load(key("b"))).analyses == []
    assert (await store.load(key("a"))).analyses[0].question_type == "comparison"


async def test_deleted_session_loads_empty(make_store: MakeStore) -> None:
    store = make_store()
    await store.save(full_session(key()))
    await store.delete(key())
    assert (await store.load(key())).analyses == []
    await store.delete(key("never-saved"))


async def test_session_expires_after_ttl_counted_from_last_save(make_store: MakeStore) -> None:
    store = make_store(ttl_seconds=1)
    session = full_session(key())
    await store.save(session)
    await asyncio.sleep(0.6)
    await store.save(session)
    await asyncio.sleep(0.6)
    # 1.2 s after the first save: alive only because the second save renewed it.
    assert len((await store.load(key())).analyses) == 1
    await asyncio.sleep(0.5)
    assert (await store.load(key())).analyses == []


async def test_claim_succeeds_once_within_its_ttl(make_store: MakeStore) -> None:
    store = make_store()
    assert await store.claim("event:Ev1", 60) is True
    assert await store.claim("event:Ev1", 60) is False
    assert await store.claim("event:Ev2", 60) is True


async def test_concurrent_claims_of_one_name_have_a_single_winner(make_store: MakeStore) -> None:
    store = make_store()
    results = await asyncio.gather(*(store.claim("event:race", 60) for _ in range(20)))
    assert results.count(True) == 1


async def test_a_burst_of_more_calls_than_connections_all_succeed(make_store: MakeStore) -> None:
    # A frontend's burst admits hundreds of events at once; a Redis client whose pool
    # refused the 101st connection ("Too many connections") turned them into errors.
    store = make_store()
    results = await asyncio.gather(*(store.claim(f"event:burst{i}", 60) for i in range(400)))
    assert results == [True] * 400


@pytest.mark.parametrize("make_store", PERSISTENT, indirect=True)
async def test_claims_race_safely_across_store_instances(make_store: MakeStore) -> None:
    first, second = make_store(), make_store()
    results = await asyncio.gather(*(s.claim("event:race", 60) for s in [first, second] * 10))
    assert results.count(True) == 1


async def test_markers_store_and_overwrite_values(make_store: MakeStore) -> None:
    store = make_store()
    assert await store.get_marker("latest:C1:U1") is None
    await store.put_marker("latest:C1:U1", "1700000000.000100", 60)
    assert await store.get_marker("latest:C1:U1") == "1700000000.000100"
    await store.put_marker("latest:C1:U1", "1700000999.000200", 60)
    assert await store.get_marker("latest:C1:U1") == "1700000999.000200"


async def test_updating_a_marker_reads_its_value_and_writes_it_with_the_others_at_once(make_store: MakeStore) -> None:
    store = make_store()
    seen: list[str | None] = []

    def append(tag: str) -> Callable[[str | None], str]:
        def update(current: str | None) -> str:
            seen.append(current)
            return f"{current or ''}{tag}"

        return update

    await store.update_marker("recent:U1", append("a"), 60, also_put={"latest:C1:U1": "t1"})
    await store.update_marker("recent:U1", append("b"), 60, also_put={"latest:C2:U1": "t2"})
    assert seen == [None, "a"]
    assert await store.get_marker("recent:U1") == "ab"
    assert [await store.get_marker(f"latest:C{n}:U1") for n in (1, 2)] == ["t1", "t2"]


async def test_concurrent_marker_updates_lose_none_of_them(make_store: MakeStore) -> None:
    store = make_store()
    tags = [f"{n:02d}," for n in range(20)]
    await asyncio.gather(*(store.update_marker("recent:U1", lambda cur, t=tag: (cur or "") + t, 60) for tag in tags))
    assert sorted(filter(None, (await store.get_marker("recent:U1") or "").split(","))) == [t[:-1] for t in tags]


async def test_a_failed_marker_update_writes_nothing(make_store: MakeStore) -> None:
    store = make_store()
    await store.put_marker("recent:U1", "kept", 60)

    def refuse(current: str | None) -> str:
        raise ValueError(current)

    with pytest.raises(ValueError, match="kept"):
        await store.update_marker("recent:U1", refuse, 60, also_put={"latest:C1:U1": "t1"})
    assert await store.get_marker("recent:U1") == "kept"
    assert await store.get_marker("latest:C1:U1") is None
    await store.update_marker("recent:U1", lambda cur: f"{cur}!", 60)  # the store still works
    assert await store.get_marker("recent:U1") == "kept!"


async def test_updated_markers_lapse_after_their_ttl(make_store: MakeStore) -> None:
    store = make_store()
    await store.update_marker("recent:U1", lambda cur: "v", 1, also_put={"latest:C1:U1": "t1"})
    await asyncio.sleep(1.1)
    assert await store.get_marker("recent:U1") is None and await store.get_marker("latest:C1:U1") is None
    seen: list[str | None] = []
    await store.update_marker("recent:U1", lambda cur: seen.append(cur) or "w", 1)
    assert seen == [None]


async def test_claims_and_markers_lapse_after_their_ttl(make_store: MakeStore) -> None:
    store = make_store()
    assert await store.claim("event:Ev1", 1) is True
    await store.put_marker("latest:C1:U1", "t1", 1)
    await asyncio.sleep(1.1)
    assert await store.get_marker("latest:C1:U1") is None
    assert await store.claim("event:Ev1", 1) is True


async def test_markers_without_a_ttl_persist_until_deleted(make_store: MakeStore) -> None:
    store = make_store()
    await store.put_marker("config:slack:T1:C1", '{"sources": ["corpus"]}', None)
    await asyncio.sleep(1.1)
    assert await store.get_marker("config:slack:T1:C1") == '{"sources": ["corpus"]}'
    await store.delete_marker("config:slack:T1:C1")
    assert await store.get_marker("config:slack:T1:C1") is None
    await store.delete_marker("config:slack:T1:C1")  # deleting twice is harmless


async def test_counters_add_up_and_lapse_after_their_window(make_store: MakeStore) -> None:
    store = make_store()
    assert [await store.incr("rate:U1", 1) for _ in range(3)] == [1, 2, 3]
    assert await store.incr("rate:U1", 1, amount=-1) == 2
    assert await store.incr("rate:U2", 1) == 1, "counters are kept per name"
    await asyncio.sleep(1.1)
    assert await store.incr("rate:U1", 1) == 1, "a lapsed counter starts again"


async def test_window_counts_count_each_current_window_and_read_each_previous_one(make_store: MakeStore) -> None:
    store = make_store()
    for _ in range(3):
        await store.incr("rate:user:U1:9", 60)
    windows = [("rate:user:U1:10", "rate:user:U1:9"), ("rate:channel:C1:10", "rate:channel:C1:9")]
    assert await store.count_windows(windows, 60) == [(1, 3), (1, 0)]
    assert await store.count_windows([("rate:user:U1:10", "rate:user:U1:9")], 60) == [(2, 3)]
    assert await store.incr("rate:user:U1:10", 60, amount=-1) == 1, "a window counted here is the counter incr gives back"
    assert await store.get_marker("rate:user:U1:9") == "3", "the previous window is read, not counted"


async def test_a_counted_window_lapses_after_its_ttl(make_store: MakeStore) -> None:
    store = make_store()
    windows = [("rate:user:U2:10", "rate:user:U2:9"), ("rate:channel:C2:10", "rate:channel:C2:9")]
    assert await store.count_windows(windows, 1) == [(1, 0), (1, 0)]
    assert await store.count_windows(windows, 1) == [(2, 0), (2, 0)]
    await asyncio.sleep(1.2)
    assert await store.count_windows(windows, 1) == [(1, 0), (1, 0)]


async def test_window_counts_with_a_claim_count_only_the_first_time_it_is_claimed(make_store: MakeStore) -> None:
    store = make_store()
    windows = [("rate:user:U3:10", "rate:user:U3:9"), ("rate:channel:C3:10", "rate:channel:C3:9")]
    await store.incr("rate:user:U3:9", 60)
    assert await store.count_windows(windows, 60, claim=("seen:Ev1", 1)) == [(1, 1), (1, 0)]
    assert await store.count_windows(windows, 60, claim=("seen:Ev1", 1)) is None, "claimed already: nothing counted"
    assert not await store.claim("seen:Ev1", 1), "the claim is the one `claim` takes"
    assert await store.count_windows(windows, 60, claim=("seen:Ev2", 1)) == [(2, 1), (2, 0)]
    assert await store.count_windows([], 60, claim=("seen:Ev3", 1)) == [], "a claim with no limits to count"
    assert await store.count_windows([], 60, claim=("seen:Ev3", 1)) is None
    await asyncio.sleep(1.2)
    assert await store.count_windows(windows, 60, claim=("seen:Ev1", 1)) == [(3, 1), (3, 0)], "a lapsed claim is taken again"


@pytest.mark.parametrize("make_store", PERSISTENT, indirect=True)
async def test_concurrent_increments_across_store_instances_are_never_lost(make_store: MakeStore) -> None:
    first, second = make_store(), make_store()
    results = await asyncio.gather(*(s.incr("rate:shared", 60) for s in [first, second] * 20))
    assert sorted(results) == list(range(1, 41))


async def _hold(store: SessionStore, thread: ThreadKey, log: list[str], name: str, inside: asyncio.Event) -> None:
    async with store.lock(thread):
        log.append(f"{name} in")
        inside.set()
        await asyncio.sleep(0.1)
        log.append(f"{name} out")


async def test_lock_runs_turns_of_one_thread_in_order(make_store: MakeStore) -> None:
    store = make_store()
    log: list[str] = []
    first_inside, second_inside = asyncio.Event(), asyncio.Event()
    first = asyncio.create_task(_hold(store, key(), log, "first", first_inside))
    await first_inside.wait()
    second = asyncio.create_task(_hold(store, key(), log, "second", second_inside))
    await asyncio.gather(first, second)
    assert log == ["first in", "first out", "second in", "second out"]


@pytest.mark.parametrize("make_store", ["redis"], indirect=True)
async def test_redis_lock_serialises_one_thread_across_replicas(make_store: MakeStore) -> None:
    one, other = make_store(), make_store()
    log: list[str] = []
    first_inside, second_inside = asyncio.Event(), asyncio.Event()
    first = asyncio.create_task(_hold(one, key(), log, "first", first_inside))
    await first_inside.wait()
    second = asyncio.create_task(_hold(other, key(), log, "second", second_inside))
    await asyncio.gather(first, second)
    assert log == ["first in", "first out", "second in", "second out"]


async def test_lock_lets_different_threads_run_in_parallel(make_store: MakeStore) -> None:
    store = make_store()
    a_inside, b_inside = asyncio.Event(), asyncio.Event()

    async def turn(thread: ThreadKey, mine: asyncio.Event, theirs: asyncio.Event) -> None:
        async with store.lock(thread):
            mine.set()
            # Only returns if the other thread's turn is inside its lock at the same time.
            await theirs.wait()

    await asyncio.wait_for(
        asyncio.gather(turn(key("a"), a_inside, b_inside), turn(key("b"), b_inside, a_inside)), timeout=3
    )


async def test_lock_is_released_when_the_turn_fails(make_store: MakeStore) -> None:
    store = make_store()
    with pytest.raises(RuntimeError):
        async with store.lock(key()):
            raise RuntimeError("research failed")
    async with asyncio.timeout(1):
        async with store.lock(key()):
            pass


# --- broken records: written raw, outside our code ---------------------------


RawWriter = Callable[[ThreadKey, bytes], Awaitable[None]]


@pytest.fixture
def write_raw(request: pytest.FixtureRequest, tmp_path: Path, prefix: str, redis_client: aioredis.Redis) -> RawWriter:
    """Puts arbitrary bytes where the store of the parametrised kind keeps a session."""

    async def to_sqlite(thread: ThreadKey, body: bytes) -> None:
        def write() -> None:
            with sqlite3.connect(tmp_path / "data" / "sessions.db") as db:
                db.execute(
                    "INSERT OR REPLACE INTO sessions (id, body, updated, expires_at) VALUES (?, ?, ?, ?)",
                    (thread.session_id, body, time.time(), time.time() + 3600),
                )
            db.close()

        await asyncio.to_thread(write)

    async def to_redis(thread: ThreadKey, body: bytes) -> None:
        await redis_client.set(f"{prefix}session:{thread.session_id}", body, ex=3600)

    return to_sqlite if request.param == "sqlite" else to_redis


BAD_RECORDS = {
    "not_json": b'{"v": 1, "session": {"key": ',
    "not_utf8": b"\xff\xfe\x00garbage",
    "unknown_version": json.dumps({"v": 99, "session": {"secret": "user message"}}).encode(),
    "wrong_shape": json.dumps({"v": 1, "session": {"turns": "user message"}}).encode(),
    "not_an_object": b"[1, 2, 3]",
}


@pytest.mark.parametrize("make_store,write_raw", [(k, k) for k in PERSISTENT], indirect=True)
@pytest.mark.parametrize("record", BAD_RECORDS, ids=list(BAD_RECORDS))
async def test_broken_record_is_reported_and_replaced_with_a_fresh_session(
    make_store: MakeStore, write_raw: RawWriter, record: str, caplog: pytest.LogCaptureFixture
) -> None:
    store = make_store()
    await store.ping()  # creates the SQLite schema the raw write goes into
    await write_raw(key(), BAD_RECORDS[record])
    with caplog.at_level(logging.WARNING, logger="core.store"):
        session = await store.load(key())
    assert session.key == key() and session.turns == [] and session.analyses == []
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "session.replaced" in warnings[0]
    assert "user message" not in caplog.text
    await store.save(full_session(key()))
    assert await store.load(key()) == full_session(key())


# --- SQLite only --------------------------------------------------------------


async def test_sqlite_sessions_survive_close_and_reopen(tmp_path: Path) -> None:
    path = tmp_path / "nested" / "dir" / "sessions.db"
    first = SqliteStore(path, ttl_seconds=3600)
    await first.save(full_session(key()))
    assert await first.claim("event:Ev1", 60) is True
    await first.put_marker("latest:C1:U1", "t1", 60)
    await first.close()

    reopened = SqliteStore(path, ttl_seconds=3600)
    try:
        assert await reopened.load(key()) == full_session(key())
        assert await reopened.claim("event:Ev1", 60) is False
        assert await reopened.get_marker("latest:C1:U1") == "t1"
    finally:
        await reopened.close()


async def test_sqlite_purges_expired_rows_on_write(tmp_path: Path) -> None:
    path = tmp_path / "sessions.db"
    store = SqliteStore(path, ttl_seconds=3600)
    await store.ping()

    def plant_expired() -> None:
        with sqlite3.connect(path) as db:
            db.execute("INSERT INTO sessions (id, body, updated, expires_at) VALUES ('old', '{}', 0, 1)")
            db.execute("INSERT INTO markers VALUES ('old', '1', 1)")
        db.close()

    await asyncio.to_thread(plant_expired)
    await store.save(full_session(key()))
    await store.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT id FROM sessions").fetchall() == [(key().session_id,)]
        assert db.execute("SELECT name FROM markers").fetchall() == []
    db.close()


async def test_sqlite_uses_write_ahead_logging(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "sessions.db", ttl_seconds=3600)
    await store.ping()
    await store.close()
    with sqlite3.connect(tmp_path / "sessions.db") as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()


async def test_sqlite_path_that_is_a_directory_is_unavailable(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path, ttl_seconds=3600)
    for call in (store.ping(), store.load(key()), store.save(full_session(key())), store.claim("e", 1)):
        with pytest.raises(StoreUnavailable, match=str(tmp_path)):
            await call
    await store.close()


async def test_sqlite_folder_that_cannot_be_created_is_unavailable(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    store = SqliteStore(blocker / "sessions.db", ttl_seconds=3600)
    with pytest.raises(StoreUnavailable, match="cannot create its folder"):
        await store.ping()
    await store.close()


async def test_sqlite_file_that_is_not_a_database_is_unavailable(tmp_path: Path) -> None:
    path = tmp_path / "sessions.db"
    path.write_bytes(b"this is not a database file" * 100)
    store = SqliteStore(path, ttl_seconds=3600)
    with pytest.raises(StoreUnavailable, match="unusable"):
        await store.load(key())
    await store.close()


# --- Redis only ---------------------------------------------------------------


@pytest.mark.parametrize("make_store", ["redis"], indirect=True)
async def test_redis_keys_carry_the_prefix_and_the_session_ttl(
    make_store: MakeStore, prefix: str, redis_client: aioredis.Redis
) -> None:
    store = make_store(ttl_seconds=120)
    await store.save(full_session(key()))
    session_key = f"{prefix}session:{key().session_id}"
    assert 0 < await redis_client.ttl(session_key) <= 120
    envelope = json.loads(await redis_client.get(session_key))
    assert envelope["v"] == 1 and envelope["session"]["key"]["thread"] == key().thread


@pytest.mark.parametrize("make_store", ["redis"], indirect=True)
async def test_redis_lock_of_a_dead_holder_expires_and_its_late_release_spares_the_new_holder(
    make_store: MakeStore, prefix: str, redis_client: aioredis.Redis
) -> None:
    dead, alive = make_store(lock_timeout=0.5), make_store(lock_timeout=0.5)
    lock_key = f"{prefix}lock:{key().session_id}"
    # A heartbeat that never beats: the holder is frozen, as a killed process is.
    stale = dead.lock(key(), heartbeat=Heartbeat(60))
    await stale.__aenter__()

    started = time.monotonic()
    async with alive.lock(key()):
        waited = time.monotonic() - started
        assert 0.3 < waited < 10, "freed by the lapsed lease, long before the wait limit"
        await stale.__aexit__(None, None, None)  # the old holder wakes up and releases
        assert await redis_client.exists(lock_key) == 1
        assert await redis_client.set(lock_key, "intruder", nx=True) is None
    assert await redis_client.exists(lock_key) == 0


@pytest.fixture
def unused_port() -> Iterator[int]:
    """A port bound but never listening, so connections to it are refused."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield sock.getsockname()[1]


async def test_unreachable_redis_hides_a_password_given_in_the_query_string(unused_port: int) -> None:
    # redis-py also reads `?password=` (and `?username=`) from the URL; the error must not echo them.
    store = RedisStore(
        f"redis://127.0.0.1:{unused_port}?username=bot&password=hunter2&socket_timeout=1",
        prefix="x:",
        ttl_seconds=60,
        lock_timeout=1,
    )
    try:
        with pytest.raises(StoreUnavailable) as caught:
            await store.ping()
        message = str(caught.value)
        assert f"127.0.0.1:{unused_port}?socket_timeout=1" in message
        assert "hunter2" not in message and "bot" not in message.replace("research-bot", "")
    finally:
        await store.close()


async def test_unreachable_redis_is_unavailable_without_leaking_credentials(unused_port: int) -> None:
    store = RedisStore(
        f"redis://bot:hunter2@127.0.0.1:{unused_port}/0", prefix="x:", ttl_seconds=60, lock_timeout=1
    )
    try:
        calls: list[Callable[[], Awaitable[object]]] = [
            store.ping,
            lambda: store.load(key()),
            lambda: store.save(full_session(key())),
            lambda: store.delete(key()),
            lambda: store.claim("event:Ev1", 60),
            lambda: store.put_marker("m", "v", 60),
            lambda: store.get_marker("m"),
        ]
        for call in calls:
            with pytest.raises(StoreUnavailable) as caught:
                await call()
            message = str(caught.value)
            assert f"redis://127.0.0.1:{unused_port}/0" in message
            assert "hunter2" not in message and "bot:" not in message
        with pytest.raises(StoreUnavailable):
            async with store.lock(key()):
                pytest.fail("locked a thread on an unreachable Redis")
    finally:
        await store.close()
