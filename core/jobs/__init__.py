"""Research turns as jobs: the `JobQueue` contract, inline and Redis Streams queues, the worker engine.

`open_client(settings)` gives the console its turns through the configured
queue; `research-bot worker` (bot/worker.py) runs `Worker` over `JobStream`.
See docs/scaling.md.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

from core.config import Settings
from core.jobs.base import DeliveryTarget, Job, JobQueue
from core.jobs.client import JobClient, TurnHandler
from core.jobs.delivery import Deliverer, Deliverers, UnknownSurface
from core.jobs.streams import JobStream

if TYPE_CHECKING:
    from core.assistant import Assistant
    from core.jobs.mailbox import RedisMailbox

__all__ = [
    "Deliverer",
    "Deliverers",
    "DeliveryTarget",
    "Job",
    "JobClient",
    "JobQueue",
    "JobStream",
    "TurnHandler",
    "UnknownSurface",
    "job_stream",
    "open_client",
    "open_queue",
    "redis_mailbox",
]

WAITING_FOR_WORKER = "waiting for a worker (`research-bot worker`) to pick it up"


def job_stream(settings: Settings) -> JobStream:
    """The stream named by the settings, on a client of its own (close `stream.client`)."""
    from core.store.redis import connect, redacted

    return JobStream(
        connect(settings.redis_url), settings.redis_key_prefix, redacted(settings.redis_url), settings.job_lease_seconds
    )


def redis_mailbox(settings: Settings, stream: JobStream) -> RedisMailbox:
    """The console's mailboxes in Redis, on the stream's client."""
    from core.jobs.mailbox import RedisMailbox

    return RedisMailbox(stream.client, settings.redis_key_prefix, settings.event_dedupe_ttl_seconds, stream.url)


def open_queue(settings: Settings, assistant: Assistant | None, deliverers: Deliverers) -> JobQueue:
    """The queue a frontend submits to: `inline` runs each job here with `assistant`
    and this process's `deliverers`; `redis` appends it to the stream for workers
    (who deliver with theirs). Close it on shutdown."""
    if settings.job_queue == "redis":
        from core.jobs.redis import RedisJobQueue

        return RedisJobQueue(job_stream(settings), settings.event_dedupe_ttl_seconds, owns_client=True)
    if assistant is None:
        raise ValueError("JOB_QUEUE=inline runs turns in this process and needs its assistant")
    from core.jobs.inline import InlineQueue

    return InlineQueue(assistant, deliverers, settings.event_dedupe_ttl_seconds)


@asynccontextmanager
async def open_client(settings: Settings) -> AsyncIterator[JobClient]:
    """Console turns through `JOB_QUEUE`: run here (inline) or by workers (redis).

    Fails fast with StoreUnavailable when the store or the stream can't be reached.
    """
    if settings.job_queue == "redis":
        from core.jobs.redis import RedisJobQueue

        queue = open_queue(settings, None, Deliverers())
        assert isinstance(queue, RedisJobQueue)
        try:
            await queue.stream.ensure_group()
            mailbox = redis_mailbox(settings, queue.stream)
            yield JobClient(queue, mailbox, settings.job_reply_timeout_seconds, waiting_note=WAITING_FOR_WORKER)
        finally:
            await queue.close()
        return

    from core.factory import build_assistant
    from core.jobs.mailbox import MemoryMailbox

    assistant = await build_assistant(settings)
    memory = MemoryMailbox()
    inline = open_queue(settings, assistant, Deliverers(memory))
    try:
        # The turn runs in this process, bounded by its own budgets and lock wait.
        yield JobClient(inline, memory, timeout=settings.lock_wait_seconds + settings.research_wall_time_seconds + 60)
    finally:
        await inline.close()
        await assistant.aclose()
