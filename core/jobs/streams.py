"""The Redis Streams side of durable jobs: one stream, one consumer group, redis-py directly.

Keys, under REDIS_KEY_PREFIX:

| key | what |
|---|---|
| `{prefix}jobs` | the stream; one entry per job (`job` = Job JSON), deleted when acknowledged |
| `{prefix}jobs:dead` | dead-letter stream: jobs given up, with why and after how many runs |
| `{prefix}jobs:event:{event_id}` | enqueue de-duplication marker (a platform retry adds nothing) |
| `{prefix}jobs:worker:{name}` | a live worker's pulse; its consumer is removed once this lapses |

A job is leased by being pending for a consumer: while its worker lives, the
heartbeat resets the entry's idle time (XCLAIM … JUSTID, only if that worker
still owns it). Once a job has been idle for a lease, any worker takes it over
with XAUTOCLAIM — that is how a killed worker's jobs come back. The delivery
counter Redis keeps per entry counts runs, crashes included; past the limit a
job goes to the dead-letter stream.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import redis.asyncio as aioredis
from pydantic import ValidationError
from redis.exceptions import ResponseError

from core.jobs.base import Job
from core.store.redis import reachable

log = logging.getLogger(__name__)

GROUP = "workers"

# Enqueue once per event: the marker and the entry are written together or not at all.
_ENQUEUE = """
if not redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then
    return false
end
return redis.call('XADD', KEYS[2], '*', 'job', ARGV[2])
"""

# Extend a job's lease: reset its idle time, only while ARGV[2] still owns it.
_RENEW = """
local pending = redis.call('XPENDING', KEYS[1], ARGV[1], ARGV[3], ARGV[3], 1)
if #pending == 0 or pending[1][2] ~= ARGV[2] then
    return 0
end
redis.call('XCLAIM', KEYS[1], ARGV[1], ARGV[2], 0, ARGV[3], 'JUSTID')
return 1
"""

# Make owned jobs claimable by others after ARGV[3] ms (0: at once) by
# backdating their idle time; jobs owned by someone else are left alone.
_RELEASE = """
local released = 0
for i = 4, #ARGV do
    local pending = redis.call('XPENDING', KEYS[1], ARGV[1], ARGV[i], ARGV[i], 1)
    if #pending > 0 and pending[1][2] == ARGV[2] then
        redis.call('XCLAIM', KEYS[1], ARGV[1], ARGV[2], 0, ARGV[i], 'IDLE', ARGV[3], 'JUSTID')
        released = released + 1
    end
end
return released
"""

# Remove consumers whose worker has no pulse and who hold nothing: atomic, so
# a consumer can't take a job between the check and the removal.
_SWEEP = """
local removed = {}
local consumers = redis.pcall('XINFO', 'CONSUMERS', KEYS[1], ARGV[1])
if consumers.err then
    return removed  -- no stream or no group (deleted under us): nothing to sweep
end
for _, info in ipairs(consumers) do
    local name, pending
    for i = 1, #info, 2 do
        if info[i] == 'name' then name = info[i + 1] end
        if info[i] == 'pending' then pending = info[i + 1] end
    end
    if pending == 0 and (ARGV[3] == '1' and name == ARGV[2] or
            ARGV[3] == '0' and redis.call('EXISTS', KEYS[2] .. name) == 0) then
        redis.call('XGROUP', 'DELCONSUMER', KEYS[1], ARGV[1], name)
        table.insert(removed, name)
    end
end
return removed
"""


@dataclass(frozen=True, slots=True)
class Backlog:
    """The job queue as the stream sees it (`JobStream.backlog`, read for /metrics)."""

    queued: int
    running: int
    dead: int
    lag: int
    oldest_age_seconds: float


@dataclass
class Entry:
    """One stream entry handed to this worker: the job (None if unreadable) and its run count."""

    id: str
    job: Job | None
    deliveries: int
    raw: str


class JobStream:
    """The stream operations producers and workers share."""

    def __init__(self, client: aioredis.Redis, prefix: str, url: str, lease_seconds: float) -> None:
        self.client = client
        self.url = url
        self.stream = f"{prefix}jobs"
        self.dead = f"{prefix}jobs:dead"
        self._event_prefix = f"{prefix}jobs:event:"
        self._pulse_prefix = f"{prefix}jobs:worker:"
        self.lease_ms = max(1, int(lease_seconds * 1000))
        self._enqueue = client.register_script(_ENQUEUE)
        self._renew = client.register_script(_RENEW)
        self._release = client.register_script(_RELEASE)
        self._sweep = client.register_script(_SWEEP)
        self._group_ready = False

    @contextmanager
    def reachable(self) -> Iterator[None]:
        with reachable(self.url, "job queue"):
            yield

    async def ensure_group(self) -> None:
        """Create the consumer group at id 0, so entries added before any worker
        started are still delivered; producers and workers both call this."""
        with self.reachable():
            try:
                await self.client.xgroup_create(self.stream, GROUP, id="0", mkstream=True)
            except ResponseError as exc:
                if "BUSYGROUP" not in str(exc):
                    raise
        self._group_ready = True

    async def enqueue(self, job: Job, dedupe_ttl_seconds: int) -> str | None:
        """The new entry's id, or None when this event was enqueued before."""
        if not self._group_ready:
            await self.ensure_group()
        with self.reachable():
            added = await self._enqueue(
                keys=[self._event_prefix + job.event_id, self.stream],
                args=[dedupe_ttl_seconds, job.model_dump_json()],
            )
        return _text(added) if added else None

    async def read(self, consumer: str, count: int, block_ms: int) -> list[Entry]:
        """Up to `count` new jobs (never more than the caller has free slots)."""
        with self.reachable():
            try:
                answer = await self.client.xreadgroup(
                    GROUP, consumer, {self.stream: ">"}, count=count, block=block_ms
                )
            except ResponseError as exc:
                if "NOGROUP" not in str(exc):
                    raise
                # The stream was deleted under us (FLUSHDB, an operator): start over.
                await self.ensure_group()
                return []
        entries = []
        for _stream, messages in answer or []:
            entries.extend(_entry(message_id, fields, 1) for message_id, fields in messages)
        return entries

    async def reclaim(self, consumer: str, count: int) -> list[Entry]:
        """Up to `count` jobs whose lease lapsed (their worker died or gave them back)."""
        with self.reachable():
            try:
                answer = await self.client.xautoclaim(
                    self.stream, GROUP, consumer, min_idle_time=self.lease_ms, start_id="0-0", count=count
                )
            except ResponseError as exc:
                if "NOGROUP" not in str(exc):
                    raise
                await self.ensure_group()
                return []
            claimed = [(message_id, fields) for message_id, fields in answer[1] if fields]
            if not claimed:
                return []
            async with self.client.pipeline(transaction=False) as pipe:
                for message_id, _ in claimed:
                    pipe.xpending_range(self.stream, GROUP, min=message_id, max=message_id, count=1)
                counts = await pipe.execute()
        return [
            _entry(message_id, fields, int(pending[0]["times_delivered"]) if pending else 1)
            for (message_id, fields), pending in zip(claimed, counts, strict=True)
        ]

    async def renew(self, consumer: str, entry_id: str) -> bool:
        """Extend the job's lease; False when another worker owns it now (or it is done)."""
        with self.reachable():
            return bool(await self._renew(keys=[self.stream], args=[GROUP, consumer, entry_id]))

    async def release(self, consumer: str, entry_ids: list[str], after_seconds: float = 0.0) -> int:
        """Hand owned jobs back: claimable by any worker `after_seconds` from now (at most a lease)."""
        if not entry_ids:
            return 0
        idle_ms = max(0, self.lease_ms - int(after_seconds * 1000))
        with self.reachable():
            return int(await self._release(keys=[self.stream], args=[GROUP, consumer, idle_ms, *entry_ids]))

    async def ack(self, entry_id: str) -> None:
        """Done: out of the pending list and out of the stream (never trimmed by length)."""
        with self.reachable():
            async with self.client.pipeline(transaction=True) as pipe:
                pipe.xack(self.stream, GROUP, entry_id)
                pipe.xdel(self.stream, entry_id)
                await pipe.execute()

    async def dead_letter(self, entry: Entry, reason: str) -> None:
        """Give the job up: copy it to the dead-letter stream, then ack it, in one transaction."""
        with self.reachable():
            async with self.client.pipeline(transaction=True) as pipe:
                pipe.xadd(
                    self.dead,
                    {"job": entry.raw, "entry": entry.id, "reason": reason, "deliveries": entry.deliveries},
                )
                pipe.xack(self.stream, GROUP, entry.id)
                pipe.xdel(self.stream, entry.id)
                await pipe.execute()

    async def pulse(self, consumer: str, ttl_seconds: float) -> bool:
        """Mark this worker alive for `ttl_seconds` (its consumer is swept once it lapses)."""
        with self.reachable():
            await self.client.set(self._pulse_prefix + consumer, "1", px=max(1, int(ttl_seconds * 1000)))
        return True

    async def remove_dead_consumers(self, consumer: str) -> list[str]:
        """Remove consumers of workers without a pulse that hold no jobs."""
        with self.reachable():
            removed = await self._sweep(keys=[self.stream, self._pulse_prefix], args=[GROUP, consumer, "0"])
        return [_text(name) for name in removed]

    async def leave(self, consumer: str) -> bool:
        """Remove this worker's own consumer and pulse, if it holds no jobs (a clean exit)."""
        with self.reachable():
            removed = await self._sweep(keys=[self.stream, self._pulse_prefix], args=[GROUP, consumer, "1"])
            await self.client.delete(self._pulse_prefix + consumer)
        return bool(removed)

    async def depth(self) -> dict[str, int]:
        """Jobs waiting, jobs running (pending), and dead letters: for benches and status."""
        with self.reachable():
            async with self.client.pipeline(transaction=False) as pipe:
                pipe.xlen(self.stream)
                pipe.xpending(self.stream, GROUP)
                pipe.xlen(self.dead)
                length, pending, dead = await pipe.execute()
        running = int(pending["pending"]) if pending else 0
        return {"queued": int(length) - running, "running": running, "dead": int(dead)}


    async def backlog(self) -> Backlog:
        """Depth, consumer-group lag and the age of the oldest unfinished job, for /metrics.
        Finished jobs are deleted from the stream (`ack`), so its first entry is the oldest
        one still waiting or running, and its id carries the time it was added."""
        with self.reachable():
            async with self.client.pipeline(transaction=False) as pipe:
                pipe.xlen(self.stream)
                pipe.xpending(self.stream, GROUP)
                pipe.xlen(self.dead)
                pipe.xrange(self.stream, count=1)
                pipe.xinfo_groups(self.stream)
                try:
                    length, pending, dead, first, groups = await pipe.execute()
                except ResponseError:
                    # No stream yet (no worker has created the group): nothing is queued.
                    return Backlog(queued=0, running=0, dead=0, lag=0, oldest_age_seconds=0.0)
        running = int(pending["pending"]) if pending else 0
        ours = next((g for g in groups if _text(g.get("name", b"")) == GROUP), {})
        age = 0.0
        if first:
            added_ms = int(_text(first[0][0]).split("-")[0])
            age = max(0.0, time.time() - added_ms / 1000)
        return Backlog(
            queued=int(length) - running,
            running=running,
            dead=int(dead),
            lag=int(ours.get("lag") or 0),
            oldest_age_seconds=round(age, 3),
        )


def _entry(message_id: bytes | str, fields: dict[bytes, bytes], deliveries: int) -> Entry:
    raw = _text(fields.get(b"job", b""))
    try:
        job: Job | None = Job.model_validate_json(raw)
    except ValidationError:
        job = None
    return Entry(id=_text(message_id), job=job, deliveries=deliveries, raw=raw)


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value
