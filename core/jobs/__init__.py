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


@asynccontextmanager
async def open_client(settings: Settings) -> AsyncIterator[JobClient]:
    """Console turns through `JOB_QUEUE`: run here (inline) or by workers (redis).

    Fails fast with StoreUnavailable when the store or the stream can't be reached.
    """
    if settings.job_queue == "redis":
        from core.jobs.redis import RedisJobQueue

        stream = job_stream(settings)
        try:
            await stream.ensure_group()
            mailbox = redis_mailbox(settings, stream)
            queue = RedisJobQueue(stream, settings.event_dedupe_ttl_seconds)
            yield JobClient(queue, mailbox, settings.job_reply_timeout_seconds, waiting_note=WAITING_FOR_WORKER)
        finally:
            await stream.client.aclose()
        return

    from core.factory import build_assistant
    from core.jobs.inline import InlineQueue
    from core.jobs.mailbox import MemoryMailbox

    assistant = await build_assistant(settings)
    memory = MemoryMailbox()
    inline = InlineQueue(assistant, Deliverers(memory), settings.event_dedupe_ttl_seconds)
    try:
        # The turn runs in this process, bounded by its own budgets and lock wait.
        yield JobClient(inline, memory, timeout=settings.lock_wait_seconds + settings.research_wall_time_seconds + 60)
    finally:
        await inline.close()
        await assistant.aclose()
