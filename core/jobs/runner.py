"""Running one job: answer its message and deliver the answer, at most once."""

from __future__ import annotations

import logging
import time

from core.assistant import Assistant
from core.heartbeat import Heartbeat
from core.jobs.base import Job
from core.jobs.delivery import Deliverer
from core.models import ProgressEvent, Reply
from core.records import bus
from core.records.events import StageTimed

log = logging.getLogger(__name__)


async def run_job(
    assistant: Assistant,
    deliverer: Deliverer,
    job: Job,
    heartbeat: Heartbeat | None = None,
    *,
    may_have_run: bool = True,
) -> Reply | None:
    """Answer the job's message and deliver the answer, unless it was delivered already.

    Idempotent end to end: a job re-run after its worker died finds its answer
    either delivered (skipped here) or saved in the session (the assistant
    replays it without researching again). `may_have_run=False` (the job's
    first delivery) skips the look-up: nothing can be in the thread yet, and a
    platform's history API is rate limited. Raises when the turn can't be
    saved (`StoreUnavailable`) or the answer can't be posted, so the caller
    retries instead of posting "try again".
    """
    if may_have_run and await deliverer.delivered(job):
        log.info("job.already_delivered event=%s", job.event_id)
        return None

    async def progress(event: ProgressEvent) -> None:
        try:
            await deliverer.progress(job, event)
        except Exception:  # noqa: BLE001 - showing progress is best-effort
            log.debug("job.progress_failed event=%s", job.event_id, exc_info=True)

    platform = job.target.platform
    # queue: from the frontend accepting the message to a worker starting on it (re-runs included).
    bus.emit(StageTimed("queue", max(0.0, time.time() - job.enqueued_at) * 1000, platform))
    await deliverer.start(job)
    reply = await assistant.answer(job.inbound, progress=progress, heartbeat=heartbeat)
    started = time.perf_counter()
    await deliverer.deliver(job, reply)
    bus.emit(StageTimed("deliver", (time.perf_counter() - started) * 1000, platform))
    return reply
