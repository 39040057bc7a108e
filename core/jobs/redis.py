"""`JOB_QUEUE=redis`: frontends add jobs to the stream; `research-bot worker` processes run them."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from core.jobs.base import Job, QueueUnavailable
from core.jobs.streams import JobStream
from core.store import StoreUnavailable


class RedisJobQueue:
    """The producer side: one XADD per event, refused for an event seen within the TTL."""

    def __init__(self, stream: JobStream, dedupe_ttl_seconds: int) -> None:
        self.stream = stream
        self._dedupe_ttl = dedupe_ttl_seconds

    async def submit(self, job: Job) -> bool:
        with _queue_errors():
            return await self.stream.enqueue(job, self._dedupe_ttl) is not None

    async def waiting(self) -> int:
        with _queue_errors():
            return (await self.stream.depth())["queued"]

    async def close(self) -> None:
        # Accepted jobs are in Redis already; nothing runs here to finish. The
        # stream's client belongs to whoever opened it.
        return None


@contextmanager
def _queue_errors() -> Iterator[None]:
    try:
        yield
    except StoreUnavailable as exc:
        raise QueueUnavailable(str(exc)) from exc
