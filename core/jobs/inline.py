"""`JOB_QUEUE=inline`: turns run as tasks in the process that received them (the default)."""

from __future__ import annotations

import asyncio
import logging

from core.assistant import Assistant
from core.jobs.base import Job
from core.jobs.delivery import Deliverers
from core.jobs.runner import run_job
from core.store import StoreUnavailable

log = logging.getLogger(__name__)

STORE_DOWN = (
    "My conversation store is unavailable right now, so I couldn't answer safely. "
    "Nothing was lost; please try again in a minute."
)
CRASHED = "Something went wrong on my side while answering. Please try again; the thread is intact."


class InlineQueue:
    """Runs each submitted job at once, here; nothing survives this process.

    Same contract as the Redis queue — event de-duplication at submit, delivery
    through the job's deliverer — so frontends don't care which one they have.
    """

    def __init__(self, assistant: Assistant, deliverers: Deliverers, dedupe_ttl_seconds: int) -> None:
        self._assistant = assistant
        self._deliverers = deliverers
        self._dedupe_ttl = dedupe_ttl_seconds
        self._tasks: set[asyncio.Task[None]] = set()

    def __len__(self) -> int:
        return len(self._tasks)

    async def submit(self, job: Job) -> bool:
        if not await self._assistant.store.claim(f"job:{job.event_id}", self._dedupe_ttl):
            log.info("job.duplicate event=%s", job.event_id)
            return False
        task = asyncio.create_task(self._run(job), name=f"job:{job.event_id}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return True

    async def close(self, timeout: float = 0.0) -> None:
        """Wait up to `timeout` for running turns; cancel what is left."""
        pending = set(self._tasks)
        if pending and timeout > 0:
            _, pending = await asyncio.wait(pending, timeout=timeout)
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)

    async def _run(self, job: Job) -> None:
        deliverer = self._deliverers.for_job(job)
        try:
            await run_job(self._assistant, deliverer, job)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - whatever failed, the thread hears about it
            down = isinstance(exc, StoreUnavailable)
            log.log(
                logging.WARNING if down else logging.ERROR,
                "job.failed event=%s error=%s",
                job.event_id,
                type(exc).__name__,
                exc_info=not down,
            )
            try:
                await deliverer.fail(job, STORE_DOWN if down else CRASHED)
            except Exception:  # noqa: BLE001 - nothing left to tell the user through
                log.error("job.reply_lost event=%s", job.event_id, exc_info=True)
