"""Scaled session store: Redis, shared by any number of bot replicas and workers."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from datetime import datetime
from functools import cache

import redis.asyncio as aioredis
from redis.asyncio.client import Pipeline
from redis.asyncio.lock import Lock
from redis.driver_info import DriverInfo
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import InvalidResponse, LockError
from redis.exceptions import TimeoutError as RedisTimeoutError

from core.models import Session, ThreadKey
from core.records.models import Trace, TurnRecord
from core.store import codec
from core.store.base import MarkerWrite, SessionConflict, StoreUnavailable, forgotten
from core.store.lease import LeasedLocks

log = logging.getLogger(__name__)

# One turn's history entry: its record and trace (JSON, expiring after what is left
# of the retention) and its place in the time index and the thread's index, both
# trimmed of members past the retention. KEYS from k: the record, its trace, the
# time index, the thread's index; ARGV from a: the record, the trace ('' for none),
# seconds left, its time, the oldest time kept ('(' first: exclusive), its id, the
# retention (the thread index's TTL).
_KEEP_RECORD = """
local function keep_record(k, a)
    redis.call('SET', KEYS[k], ARGV[a], 'EX', ARGV[a + 2])
    if ARGV[a + 1] ~= '' then
        redis.call('SET', KEYS[k + 1], ARGV[a + 1], 'EX', ARGV[a + 2])
    end
    for i = k + 2, k + 3 do
        redis.call('ZADD', KEYS[i], ARGV[a + 3], ARGV[a + 5])
        redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', ARGV[a + 4])
    end
    redis.call('EXPIRE', KEYS[k + 3], ARGV[a + 6])
end
"""

_ADD_RECORD = _KEEP_RECORD + "keep_record(1, 1)\nreturn 1\n"

# Compare-and-set of a session and its revision, with the turn's markers and record.
# A missing session counts as revision 0 whatever its revision key says (the two
# expire together, but a DEL of the session alone must not wedge the thread).
# KEYS: the session, its revision, n markers (an updated one first), then the
# record's four keys (see above) when there is a record. ARGV: the expected
# revision, the session, its TTL, n, the markers' TTL ('' for none), the updated
# marker as read ('' when none is updated, 'missing', or '=' and its value), the n
# values, then the record's arguments. Returns the new revision, -1 - the stored
# revision on a conflict, 0 when the updated marker changed since it was read.
# Redis does not roll a script back, so everything that can refuse is checked
# before the first write: a failed save writes nothing.
_SAVE = _KEEP_RECORD + """
local current = '0'
if redis.call('EXISTS', KEYS[1]) == 1 then
    current = redis.call('GET', KEYS[2]) or '0'
end
if current ~= ARGV[1] then
    return -1 - tonumber(current)
end
local markers = tonumber(ARGV[4])
if ARGV[6] ~= '' then
    local expected = false
    if ARGV[6] ~= 'missing' then
        expected = string.sub(ARGV[6], 2)
    end
    if redis.call('GET', KEYS[3]) ~= expected then
        return 0
    end
end
local record = #KEYS > 2 + markers
for i = 1, #KEYS do
    local kind = 'string'
    if record and i > 4 + markers then
        kind = 'zset'
    end
    local found = redis.call('TYPE', KEYS[i])['ok']
    if found ~= 'none' and found ~= kind then
        return redis.error_reply('WRONGTYPE ' .. KEYS[i] .. ' holds a ' .. found .. ', not a ' .. kind)
    end
end
if record then
    keep_record(3 + markers, 7 + markers)
end
for i = 1, markers do
    if ARGV[5] == '' then
        redis.call('SET', KEYS[2 + i], ARGV[6 + i])
    else
        redis.call('SET', KEYS[2 + i], ARGV[6 + i], 'EX', ARGV[5])
    end
end
local revision = tonumber(current) + 1
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
redis.call('SET', KEYS[2], revision, 'EX', ARGV[3])
return revision
"""

# A thread's waiting line: a sorted set by arrival (server time, so clocks of
# different pods don't matter) and a hash of when each waiter last polled.
# Refreshes the caller, drops waiters silent for longer than ARGV[2] ms, and
# returns how many live waiters are ahead of the caller.
_LINE_UP = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then
    redis.call('ZADD', KEYS[1], now, ARGV[1])
end
redis.call('HSET', KEYS[2], ARGV[1], now)
local stale_before = now - tonumber(ARGV[2]) * 1000
local ahead = 0
for _, member in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
    if member == ARGV[1] then
        break
    end
    local seen = tonumber(redis.call('HGET', KEYS[2], member) or '0')
    if seen < stale_before then
        redis.call('ZREM', KEYS[1], member)
        redis.call('HDEL', KEYS[2], member)
    else
        ahead = ahead + 1
    end
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return ahead
"""

_LEAVE = """
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
return 1
"""

# INCRBY and the expiry of a new counter in one step, so a crash between the
# two can never leave a counter that never lapses.
_INCR = """
local value = redis.call('incrby', KEYS[1], ARGV[1])
if redis.call('ttl', KEYS[1]) < 0 then
    redis.call('expire', KEYS[1], ARGV[2])
end
return value
"""

# Rate windows in one call: for each (current, previous) key pair, count one in the
# current window (setting its TTL once) and read the previous one. A pipeline with
# a script costs redis-py an extra SCRIPT EXISTS round trip on every run. With a
# claim (its key first, its TTL as ARGV[2]), the claim is taken first and nothing is
# counted when it was taken before (nil).
_COUNT_WINDOWS = """
local first = 1
if ARGV[2] then
    if not redis.call('set', KEYS[1], '1', 'NX', 'EX', ARGV[2]) then
        return false
    end
    first = 2
end
local out = {}
for i = first, #KEYS, 2 do
    local value = redis.call('incr', KEYS[i])
    if redis.call('ttl', KEYS[i]) < 0 then
        redis.call('expire', KEYS[i], ARGV[1])
    end
    out[#out + 1] = value
    out[#out + 1] = tonumber(redis.call('get', KEYS[i + 1]) or '0')
end
return out
"""


def redacted(url: str) -> str:
    """The URL without its user name and password, safe for logs and errors.
    redis-py also takes them from the query string (`?password=`), so those go too."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url.rpartition("@")[2]
    rest, mark, query = rest.partition("?")
    authority, slash, path = rest.partition("/")
    kept = [p for p in query.split("&") if p.partition("=")[0].lower() not in _CREDENTIAL_PARAMS]
    tail = f"?{'&'.join(kept)}" if mark and kept else ""
    return f"{scheme}://{authority.rpartition('@')[2]}{slash}{path}{tail}"


_CREDENTIAL_PARAMS = frozenset({"password", "username"})


class RedisStore(LeasedLocks):
    """Sessions, claims and markers under one key prefix, with a distributed per-thread lock.

    Keys: `{prefix}session:{id}` (versioned JSON) and `{prefix}revision:{id}`
    (its compare-and-set counter), both with the session TTL refreshed on
    every save; `{prefix}lock:{id}` (a redis-py `Lock`, a lease of
    `lock_timeout` seconds renewed while the turn runs); `{prefix}waiting:{id}`
    and `{prefix}waiting-seen:{id}` (the thread's waiting line);
    `{prefix}marker:{name}` (claims and markers share one namespace, as in the
    other stores). Turn records: `{prefix}record:{id}` and `{prefix}trace:{id}`
    (JSON, expiring after the record retention), indexed by time in the sorted
    sets `{prefix}records` (all of them) and `{prefix}thread-records:{id}` (one
    thread's), so history reads a range and never scans keys. Index members
    whose record has expired are trimmed by score on every write.
    """

    def __init__(
        self,
        url: str,
        prefix: str,
        ttl_seconds: int,
        lock_timeout: float,
        lock_wait: float = 900.0,
        record_ttl_seconds: int = 30 * 86400,
    ) -> None:
        self.url = redacted(url)
        self._prefix = prefix
        self._ttl = ttl_seconds
        self._record_ttl = record_ttl_seconds
        self._lock_timeout = lock_timeout
        self._lock_wait = lock_wait
        self._client = connect(url)
        self._save = self._client.register_script(_SAVE)
        self._add_record = self._client.register_script(_ADD_RECORD)
        self._line_up = self._client.register_script(_LINE_UP)
        self._leave = self._client.register_script(_LEAVE)
        self._incr = self._client.register_script(_INCR)
        self._count_windows = self._client.register_script(_COUNT_WINDOWS)

    @property
    def client(self) -> aioredis.Redis:
        return self._client

    async def load(self, key: ThreadKey) -> Session:
        with self.reachable():
            raw, revision = await self._client.mget(self._session_key(key), self._revision_key(key))
        session = codec.decode(raw, key)
        session.mark_stored(int(revision) if raw is not None and revision is not None else 0)
        return session

    async def save(
        self,
        session: Session,
        *,
        markers: MarkerWrite | None = None,
        record: tuple[TurnRecord, Trace | None] | None = None,
    ) -> None:
        # One script: the round trips of a save, a watched marker update and a record's
        # pipeline (five) become two with a marker to update (its read, the script), else one.
        keys = [self._session_key(session.key), self._revision_key(session.key)]
        args: list[object] = [str(session.revision), codec.encode(session), self._ttl]
        kept = self._record_parts(*record) if record is not None else ([], [])
        while True:
            marker_keys, marker_args = await self._marker_parts(markers)
            with self.reachable():
                revision = int(await self._save(keys=[*keys, *marker_keys, *kept[0]], args=[*args, *marker_args, *kept[1]]))
            if revision != 0:
                break
        if revision < 0:
            raise SessionConflict(
                f"session {session.key.session_id} is at revision {-1 - revision}, not {session.revision}"
            )
        session.mark_stored(revision)

    async def _marker_parts(self, markers: MarkerWrite | None) -> tuple[list[str], list[object]]:
        """The save script's marker keys and arguments; an updated marker is read here
        and the script writes only if it still holds what was read."""
        if markers is None:
            return [], [0, "", ""]
        values = dict(markers.put)
        seen: str | bytes = ""
        if markers.update is not None:
            name, update = markers.update
            with self.reachable():
                raw = await self._client.get(self._marker_key(name))
            current = None if raw is None else raw.decode("utf-8", errors="replace")
            seen = "missing" if raw is None else b"=" + raw
            values = {name: update(current), **{k: v for k, v in values.items() if k != name}}
        ttl = "" if markers.ttl_seconds is None else markers.ttl_seconds
        return [self._marker_key(name) for name in values], [len(values), ttl, seen, *values.values()]

    async def delete(self, key: ThreadKey) -> None:
        with self.reachable():
            await self._client.delete(self._session_key(key), self._revision_key(key))

    def _lease_backend(self, session_id: str) -> _RedisLease:
        return _RedisLease(self, session_id)

    async def claim(self, name: str, ttl_seconds: int) -> bool:
        with self.reachable():
            return bool(await self._client.set(self._marker_key(name), "1", nx=True, ex=ttl_seconds))

    async def put_marker(self, name: str, value: str, ttl_seconds: int | None) -> None:
        with self.reachable():
            await self._client.set(self._marker_key(name), value, ex=ttl_seconds)

    async def update_marker(
        self,
        name: str,
        update: Callable[[str | None], str],
        ttl_seconds: int | None,
        also_put: Mapping[str, str] | None = None,
    ) -> None:
        key = self._marker_key(name)

        async def write(pipe: Pipeline) -> None:
            raw = await pipe.get(key)  # watched: executed at once
            value = update(None if raw is None else raw.decode("utf-8", errors="replace"))
            pipe.multi()
            for marker, marker_value in {**(also_put or {}), name: value}.items():
                pipe.set(self._marker_key(marker), marker_value, ex=ttl_seconds)

        with self.reachable():
            await self._client.transaction(write, key)

    async def delete_marker(self, name: str) -> None:
        with self.reachable():
            await self._client.delete(self._marker_key(name))

    async def incr(self, name: str, ttl_seconds: int, amount: int = 1) -> int:
        with self.reachable():
            return int(await self._incr(keys=[self._marker_key(name)], args=[amount, ttl_seconds]))

    async def count_windows(
        self, windows: list[tuple[str, str]], ttl_seconds: int, claim: tuple[str, int] | None = None
    ) -> list[tuple[int, int]] | None:
        keys = [self._marker_key(name) for pair in windows for name in pair]
        args: list[int] = [ttl_seconds]
        if claim is not None:
            keys.insert(0, self._marker_key(claim[0]))
            args.append(claim[1])
        with self.reachable():
            replies = await self._count_windows(keys=keys, args=args)
        if replies is None:
            return None
        return [(int(replies[i]), int(replies[i + 1])) for i in range(0, len(replies), 2)]

    async def get_marker(self, name: str) -> str | None:
        with self.reachable():
            raw = await self._client.get(self._marker_key(name))
        return None if raw is None else raw.decode("utf-8", errors="replace")

    async def add_record(self, record: TurnRecord, trace: Trace | None) -> None:
        keys, args = self._record_parts(record, trace)
        if keys:
            with self.reachable():
                await self._add_record(keys=keys, args=args)

    def _record_parts(self, record: TurnRecord, trace: Trace | None) -> tuple[list[str], list[object]]:
        """The keys and arguments of `_KEEP_RECORD`; none once the retention has passed."""
        at, now = record.at.timestamp(), time.time()
        # Retention counts from the turn, so a record written late expires on time.
        left = int(at + self._record_ttl - now)
        if left <= 0:
            return [], []
        keys = [self._record_key(record.id), self._trace_key(record.id), self._records_key(),
                self._thread_records_key(record.thread)]
        args: list[object] = [record.model_dump_json(), trace.model_dump_json() if trace is not None else "", left,
                              at, f"({now - self._record_ttl}", record.id, self._record_ttl]
        return keys, args

    async def records(self, since: datetime, until: datetime | None = None, limit: int = 10_000) -> list[TurnRecord]:
        low = max(since.timestamp(), time.time() - self._record_ttl)
        high = until.timestamp() if until is not None else "+inf"
        with self.reachable():
            ids = await self._client.zrangebyscore(self._records_key(), low, high, start=0, num=limit)
        return [record for _, record in await self._load_records(ids)]

    async def thread_records(self, key: ThreadKey) -> list[TurnRecord]:
        with self.reachable():
            ids = await self._client.zrangebyscore(self._thread_records_key(key), time.time() - self._record_ttl, "+inf")
        return [record for _, record in await self._load_records(ids)]

    async def load_trace(self, record_id: str) -> Trace | None:
        with self.reachable():
            raw = await self._client.get(self._trace_key(record_id))
        return Trace.model_validate_json(raw) if raw is not None else None

    async def set_feedback(self, key: ThreadKey, answer_id: str, up: int, down: int) -> None:
        with self.reachable():
            ids = await self._client.zrange(self._thread_records_key(key), 0, -1)
        for record_id, record in await self._load_records(ids):
            if record.answer_id == answer_id:
                updated = record.model_copy(update={"feedback_up": up, "feedback_down": down})
                with self.reachable():
                    await self._client.set(self._record_key(record_id), updated.model_dump_json(), keepttl=True, xx=True)

    async def forget_records(self, key: ThreadKey) -> None:
        with self.reachable():
            ids = await self._client.zrange(self._thread_records_key(key), 0, -1)
        loaded = await self._load_records(ids)
        if not loaded:
            return
        async with self._client.pipeline(transaction=True) as pipe:
            for record_id, record in loaded:
                pipe.set(self._record_key(record_id), forgotten(record).model_dump_json(), keepttl=True, xx=True)
                pipe.delete(self._trace_key(record_id))
            with self.reachable():
                await pipe.execute()

    async def _load_records(self, ids: list[bytes]) -> list[tuple[str, TurnRecord]]:
        """The records behind index members, skipping those that have expired."""
        if not ids:
            return []
        names = [i.decode() for i in ids]
        with self.reachable():
            bodies = await self._client.mget([self._record_key(name) for name in names])
        return [(name, TurnRecord.model_validate_json(body)) for name, body in zip(names, bodies) if body is not None]

    async def ping(self) -> None:
        with self.reachable():
            await self._client.ping()

    async def close(self) -> None:
        await self._client.aclose()

    @contextmanager
    def reachable(self) -> Iterator[None]:
        with reachable(self.url, "session store"):
            yield

    def _session_key(self, key: ThreadKey) -> str:
        return f"{self._prefix}session:{key.session_id}"

    def _revision_key(self, key: ThreadKey) -> str:
        return f"{self._prefix}revision:{key.session_id}"

    def _marker_key(self, name: str) -> str:
        return f"{self._prefix}marker:{name}"

    def _record_key(self, record_id: str) -> str:
        return f"{self._prefix}record:{record_id}"

    def _trace_key(self, record_id: str) -> str:
        return f"{self._prefix}trace:{record_id}"

    def _records_key(self) -> str:
        return f"{self._prefix}records"

    def _thread_records_key(self, key: ThreadKey) -> str:
        return f"{self._prefix}thread-records:{key.session_id}"


class _RedisLease:
    """One thread's lock (redis-py's `Lock`) and its waiting line, for `hold_lease`."""

    def __init__(self, store: RedisStore, session_id: str) -> None:
        self._store = store
        prefix = store._prefix
        self._line = [f"{prefix}waiting:{session_id}", f"{prefix}waiting-seen:{session_id}"]
        # thread_local=False: the token lives on this object, which belongs to
        # one turn; asyncio tasks share a thread, so thread-local storage
        # would mix up concurrent turns.
        self._lock = Lock(
            store._client, f"{prefix}lock:{session_id}", timeout=store._lock_timeout, thread_local=False
        )

    async def line_up(self, token: str) -> int:
        # The line lives a while after its last poll so late waiters still
        # see it; stale entries are dropped on every poll anyway.
        stale_ms = int(self._store._lock_timeout * 1000)
        with self._store.reachable():
            return int(
                await self._store._line_up(keys=self._line, args=[token, stale_ms, stale_ms * 4])
            )

    async def leave(self, token: str) -> None:
        with self._store.reachable():
            await self._store._leave(keys=self._line, args=[token])

    async def enter(self, token: str) -> tuple[int, bool]:
        ahead = await self.line_up(token)
        with self._store.reachable():
            if ahead or not await self._lock.acquire(blocking=False, token=token):
                return ahead, False
        try:
            await self.leave(token)
        except StoreUnavailable as exc:
            # The lease is ours; a line entry left behind goes stale after a lease.
            log.warning("lock.leave_failed session=%s error=%s", self._line[0], exc)
        return 0, True

    async def renew(self, token: str) -> bool:
        try:
            with self._store.reachable():
                await self._lock.reacquire()
        except LockError:  # LockNotOwnedError: it lapsed and may be someone else's now
            return False
        return True

    async def release(self, token: str) -> bool:
        try:
            with self._store.reachable():
                await self._lock.release()
        except LockError:
            return False
        return True


# Connections one client opens at most. A burst issues far more commands at once
# (hundreds of admissions and enqueues): past the pool, a command waits for a free
# connection (up to the socket timeout) instead of failing with redis-py's
# "Too many connections", and a burst does not open hundreds of sockets.
MAX_CONNECTIONS = 64


@cache
def _driver_info() -> DriverInfo:
    return DriverInfo()


def connect(url: str, **options: object) -> aioredis.Redis:
    """A client that gives up on a silent server instead of hanging a turn forever."""
    # The driver's name and version, read once: redis-py otherwise looks its own
    # version up in the installed packages' metadata for every new connection.
    settings: dict[str, object] = {"socket_connect_timeout": 5, "socket_timeout": 10, "driver_info": _driver_info()}
    settings.update(options)
    pool = aioredis.BlockingConnectionPool.from_url(
        url, max_connections=MAX_CONNECTIONS, timeout=settings["socket_timeout"], **settings
    )
    return aioredis.Redis.from_pool(pool)


@contextmanager
def reachable(url: str, role: str) -> Iterator[None]:
    """Connection trouble becomes StoreUnavailable naming the (redacted) URL and what it is for."""
    try:
        yield
    except (RedisConnectionError, RedisTimeoutError) as exc:
        raise StoreUnavailable(f"Redis {role} at {url} is unreachable: {exc}") from exc
    except InvalidResponse as exc:
        # Something answers on that port, but not Redis (an HTTP server, a
        # different protocol, a TLS port spoken to in plain text).
        raise StoreUnavailable(
            f"Redis {role} at {url} answered something that is not Redis ({exc}); check REDIS_URL's host, port and scheme"
        ) from exc
