"""The console's deliverer: answers posted to a mailbox the waiting terminal reads.

`research-bot ask` and `chat` submit a job and wait on its mailbox, whoever
runs it: the inline queue in the same process (`MemoryMailbox`) or a worker
on another machine (`RedisMailbox`, a Redis list per event). Delivery is
exactly once per event: the answer is pushed only by whoever first sets the
event's delivered marker, atomically with the push.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Literal

import redis.asyncio as aioredis
from pydantic import BaseModel, Field

from core.jobs.base import Job
from core.models import ProgressEvent, Reply
from core.replies import error_reply
from core.store.redis import reachable

ProgressSink = Callable[[ProgressEvent], Awaitable[None]]


class MailItem(BaseModel):
    kind: Literal["progress", "reply", "failed"]
    event: ProgressEvent | None = None
    reply: Reply | None = None
    message: str = ""
    at: float = Field(default_factory=time.time, description="Unix time it was posted")


class Mailbox:
    """A deliverer whose answers a waiting caller reads back (`wait`)."""

    surface = "console"

    async def progress(self, job: Job, event: ProgressEvent) -> None:
        await self._push(job.event_id, MailItem(kind="progress", event=event))

    async def deliver(self, job: Job, reply: Reply) -> None:
        await self._push_once(job.event_id, MailItem(kind="reply", reply=reply))

    async def fail(self, job: Job, message: str) -> None:
        # Not a delivery: a dead letter run again later may still answer.
        await self._push(job.event_id, MailItem(kind="failed", message=message))

    async def wait(self, event_id: str, progress: ProgressSink | None, timeout: float) -> Reply | None:
        """The answer to `event_id` (progress passed on meanwhile); None if none came within `timeout`."""
        deadline = time.monotonic() + timeout
        try:
            while (remaining := deadline - time.monotonic()) > 0:
                item = await self._pop(event_id, remaining)
                if item is None:
                    continue
                if item.kind == "progress" and item.event is not None:
                    if progress is not None:
                        await progress(item.event)
                elif item.kind == "reply" and item.reply is not None:
                    return item.reply
                elif item.kind == "failed":
                    return error_reply(item.message)
            return None
        finally:
            await self._forget(event_id)

    async def delivered(self, job: Job) -> bool:
        raise NotImplementedError

    async def _push(self, event_id: str, item: MailItem) -> None:
        raise NotImplementedError

    async def _push_once(self, event_id: str, item: MailItem) -> None:
        raise NotImplementedError

    async def _pop(self, event_id: str, timeout: float) -> MailItem | None:
        raise NotImplementedError

    async def _forget(self, event_id: str) -> None:
        raise NotImplementedError


class MemoryMailbox(Mailbox):
    """In-process mailboxes, for the inline queue."""

    def __init__(self) -> None:
        self._boxes: dict[str, asyncio.Queue[MailItem]] = {}
        self._delivered: set[str] = set()

    async def delivered(self, job: Job) -> bool:
        return job.event_id in self._delivered

    async def _push(self, event_id: str, item: MailItem) -> None:
        self._boxes.setdefault(event_id, asyncio.Queue()).put_nowait(item)

    async def _push_once(self, event_id: str, item: MailItem) -> None:
        if event_id in self._delivered:
            return
        self._delivered.add(event_id)
        await self._push(event_id, item)

    async def _pop(self, event_id: str, timeout: float) -> MailItem | None:
        box = self._boxes.setdefault(event_id, asyncio.Queue())
        try:
            return await asyncio.wait_for(box.get(), timeout)
        except TimeoutError:
            return None

    async def _forget(self, event_id: str) -> None:
        self._boxes.pop(event_id, None)
        self._delivered.discard(event_id)


# Push the answer only if this call is the first to mark the event delivered.
_PUSH_ONCE = """
if redis.call('SET', KEYS[2], ARGV[2], 'NX', 'EX', ARGV[3]) then
    redis.call('RPUSH', KEYS[1], ARGV[1])
    redis.call('EXPIRE', KEYS[1], ARGV[3])
    return 1
end
return 0
"""

# Longest single BLPOP, well under the client's socket timeout.
_MAX_BLOCK_SECONDS = 5.0


class RedisMailbox(Mailbox):
    """Mailboxes in Redis: `{prefix}mailbox:{event}` (a list of MailItems) and
    `{prefix}mailbox-delivered:{event}` (the exactly-once marker), both kept
    `ttl_seconds`."""

    def __init__(self, client: aioredis.Redis, prefix: str, ttl_seconds: int, url: str) -> None:
        self._client = client
        self._prefix = prefix
        self._ttl = ttl_seconds
        self._url = url
        self._push_once_script = client.register_script(_PUSH_ONCE)

    async def delivered(self, job: Job) -> bool:
        with reachable(self._url, "mailbox"):
            return bool(await self._client.exists(self._marker(job.event_id)))

    async def items(self, event_id: str) -> list[MailItem]:
        """Everything posted to a mailbox not yet read (for operators, tests and benches)."""
        with reachable(self._url, "mailbox"):
            raw = await self._client.lrange(self._box(event_id), 0, -1)
        return [MailItem.model_validate_json(r) for r in raw]

    async def _push(self, event_id: str, item: MailItem) -> None:
        with reachable(self._url, "mailbox"):
            async with self._client.pipeline(transaction=True) as pipe:
                pipe.rpush(self._box(event_id), item.model_dump_json())
                pipe.expire(self._box(event_id), self._ttl)
                await pipe.execute()

    async def _push_once(self, event_id: str, item: MailItem) -> None:
        with reachable(self._url, "mailbox"):
            await self._push_once_script(
                keys=[self._box(event_id), self._marker(event_id)],
                args=[item.model_dump_json(), item.kind, self._ttl],
            )

    async def _pop(self, event_id: str, timeout: float) -> MailItem | None:
        # BLPOP takes whole seconds (fractions since Redis 6); keep each wait short.
        with reachable(self._url, "mailbox"):
            popped = await self._client.blpop([self._box(event_id)], timeout=max(0.1, min(timeout, _MAX_BLOCK_SECONDS)))
        return None if popped is None else MailItem.model_validate_json(popped[1])

    async def _forget(self, event_id: str) -> None:
        # The delivered marker stays for its TTL: a re-run must still see it.
        return None

    def _box(self, event_id: str) -> str:
        return f"{self._prefix}mailbox:{event_id}"

    def _marker(self, event_id: str) -> str:
        return f"{self._prefix}mailbox-delivered:{event_id}"
