"""Research turns as durable jobs: the `JobQueue` contract on Redis Streams, the worker engine.

`research-bot worker` (bot/worker.py) runs `Worker` over `JobStream`. The
Slack and Discord frontends put their research turns on it through
`open_queue` (bot/jobs.py), the terminal through `open_client`. Running turns
where they arrive (`JOB_QUEUE=inline`) is the adapters' dispatcher
(bot/pipeline.py). See docs/scaling.md.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from core.config import Settings
from core.jobs.base import Job, JobQueue, QueueUnavailable
from core.jobs.client import JobClient
from core.jobs.delivery import Deliverer, Deliverers, UnknownPlatform
from core.jobs.mailbox import RedisMailbox
from core.jobs.redis import RedisJobQueue
from core.jobs.streams import JobStream

__all__ = [
    "Deliverer",
    "Deliverers",
    "Job",
    "JobClient",
    "JobQueue",
    "JobStream",
    "QueueUnavailable",
    "RedisJobQueue",
    "RedisMailbox",
    "UnknownPlatform",
    "job_stream",
    "open_client",
    "open_queue",
    "redis_mailbox",
]


def job_stream(settings: Settings) -> JobStream:
    """The stream named by the settings, on a client of its own (close `stream.client`)."""
    from core.store.redis import connect, redacted

    return JobStream(
        connect(settings.redis_url), settings.redis_key_prefix, redacted(settings.redis_url), settings.job_lease_seconds
    )


def redis_mailbox(settings: Settings, stream: JobStream) -> RedisMailbox:
    """The console's mailboxes in Redis, on the stream's client."""
    return RedisMailbox(stream.client, settings.redis_key_prefix, settings.event_dedupe_ttl_seconds, stream.url)


@asynccontextmanager
async def open_queue(settings: Settings) -> AsyncIterator[RedisJobQueue | None]:
    """Where a frontend puts research turns: the Redis queue with JOB_QUEUE=redis,
    None with `inline` (turns run where they arrive). Fails fast with
    StoreUnavailable when the stream can't be reached."""
    if settings.job_queue != "redis":
        yield None
        return
    from core.jobs.redis import RedisJobQueue

    stream = job_stream(settings)
    try:
        await stream.ensure_group()
        yield RedisJobQueue(stream, settings.event_dedupe_ttl_seconds)
    finally:
        await stream.client.aclose()


@asynccontextmanager
async def open_client(settings: Settings) -> AsyncIterator[JobClient]:
    """A terminal's turns through the Redis queue. Fails fast with StoreUnavailable
    when the store or the stream can't be reached."""
    from core.store import open_store

    store = open_store(settings)
    try:
        await store.ping()
        async with open_queue(settings) as queue:
            assert queue is not None, "the terminal's job client needs JOB_QUEUE=redis"
            mailbox = redis_mailbox(settings, queue.stream)
            yield JobClient(settings, store, queue, mailbox, settings.job_reply_timeout_seconds)
    finally:
        await store.close()
