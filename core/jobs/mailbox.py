"""The console's deliverer: answers posted to a mailbox in Redis that the waiting terminal reads.

With `JOB_QUEUE=redis`, `research-bot ask` and `chat` submit a job and wait on
its mailbox (`JobClient`) while a worker anywhere runs it. A mailbox is a Redis
list per event: progress events, then the answer. Delivery is exactly once per
event: the answer is pushed only by whoever first sets the event's delivered
marker, atomically with the push.
"""

from __future__ import annotations

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

PLATFORM = "console"

# Push the answer only if this call is the first to mark the event delivered.
_PUSH_ONCE = """
if redis.call('SET', KEYS[2], '1', 'NX', 'EX', ARGV[2]) then
    redis.call('RPUSH', KEYS[1], ARGV[1])
    redis.call('EXPIRE', KEYS[1], ARGV[2])
    return 1
end
return 0
"""

# Longest single BLPOP, well under the client's socket timeout.
_MAX_BLOCK_SECONDS = 5.0


class MailItem(BaseModel):
    kind: Literal["progress", "reply", "failed"]
    event: ProgressEvent | None = None
    reply: Reply | None = None
    message: str = ""
    at: float = Field(default_factory=time.time, description="Unix time it was posted")


class RedisMailbox:
    """Mailboxes `{prefix}mailbox:{event}` (a list of MailItems) with their
    exactly-once markers `{prefix}mailbox-delivered:{event}`, kept `ttl_seconds`."""

    platform = PLATFORM

    def __init__(self, client: aioredis.Redis, prefix: str, ttl_seconds: int, url: str) -> None:
        self._client = client
        self._prefix = prefix
        self._ttl = ttl_seconds
        self._url = url
        self._push_once = client.register_script(_PUSH_ONCE)

    # --- the worker's side: a Deliverer ------------------------------------------

    async def delivered(self, job: Job) -> bool:
        with reachable(self._url, "mailbox"):
            return bool(await self._client.exists(self._marker(job.event_id)))

    async def start(self, job: Job) -> None:
        # The terminal already says the question waits for a worker; its first progress event follows.
        return None

    async def progress(self, job: Job, event: ProgressEvent) -> None:
        await self._push(job.event_id, MailItem(kind="progress", event=event))

    async def release(self, job: Job, note: str | None) -> None:
        if note is not None:
            await self.progress(job, ProgressEvent(stage="queued", detail=note))

    async def deliver(self, job: Job, reply: Reply) -> None:
        item = MailItem(kind="reply", reply=reply)
        with reachable(self._url, "mailbox"):
            await self._push_once(
                keys=[self._box(job.event_id), self._marker(job.event_id)], args=[item.model_dump_json(), self._ttl]
            )

    async def fail(self, job: Job, message: str) -> None:
        # Not a delivery: a dead letter run again later may still answer.
        await self._push(job.event_id, MailItem(kind="failed", message=message))

    # --- the terminal's side -------------------------------------------------------

    async def wait(self, event_id: str, progress: ProgressSink | None, timeout: float) -> Reply | None:
        """The answer to `event_id` (progress passed on meanwhile); None if none came within `timeout`."""
        deadline = time.monotonic() + timeout
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

    async def items(self, event_id: str) -> list[MailItem]:
        """Everything posted to a mailbox and not yet read (for operators, tests and benches)."""
        with reachable(self._url, "mailbox"):
            raw = await self._client.lrange(self._box(event_id), 0, -1)
        return [MailItem.model_validate_json(r) for r in raw]

    async def _push(self, event_id: str, item: MailItem) -> None:
        with reachable(self._url, "mailbox"):
            async with self._client.pipeline(transaction=True) as pipe:
                pipe.rpush(self._box(event_id), item.model_dump_json())
                pipe.expire(self._box(event_id), self._ttl)
                await pipe.execute()

    async def _pop(self, event_id: str, timeout: float) -> MailItem | None:
        with reachable(self._url, "mailbox"):
            popped = await self._client.blpop([self._box(event_id)], timeout=max(0.1, min(timeout, _MAX_BLOCK_SECONDS)))
        return None if popped is None else MailItem.model_validate_json(popped[1])

    def _box(self, event_id: str) -> str:
        return f"{self._prefix}mailbox:{event_id}"

    def _marker(self, event_id: str) -> str:
        return f"{self._prefix}mailbox-delivered:{event_id}"
