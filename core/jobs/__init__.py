"""Research turns as durable jobs: the `JobQueue` contract on Redis Streams, the worker engine.

`research-bot worker` (bot/worker.py) runs `Worker` over `JobStream`; the
terminal's turns reach it through `open_client`. Running turns where they
arrive (`JOB_QUEUE=inline`) is the adapters' dispatcher (bot/pipeline.py).
See docs/scaling.md.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from core.config import Settings
from core.jobs.base import Job, JobQueue
from core.jobs.client import JobClient
from core.jobs.delivery import Deliverer, Deliverers, UnknownPlatform
from core.jobs.mailbox import RedisMailbox
from core.jobs.streams import JobStream

__all__ = [
    "Deliverer",
    "Deliverers",
    "Job",
    "JobClient",
    "JobQueue",
    "JobStream",
    "RedisMailbox",
    "UnknownPlatform",
    "job_stream",
    "open_client",
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
async def open_client(settings: Settings) -> AsyncIterator[JobClient]:
    """A terminal's turns through the Redis queue. Fails fast with StoreUnavailable
    when the store or the stream can't be reached."""
    from core.jobs.redis import RedisJobQueue
    from core.store import open_store

    store = open_store(settings)
    stream = job_stream(settings)
    try:
        await store.ping()
        await stream.ensure_group()
        queue = RedisJobQueue(stream, settings.event_dedupe_ttl_seconds)
        yield JobClient(settings, store, queue, redis_mailbox(settings, stream), settings.job_reply_timeout_seconds)
    finally:
        await stream.client.aclose()
        await store.close()
