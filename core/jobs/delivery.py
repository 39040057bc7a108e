"""How a job's answer reaches its thread: one Deliverer per platform, idempotent per event.

A worker may die after posting an answer but before acknowledging the job; the
job is then run again elsewhere. So every deliverer tags what it posts with
the job's `event_id` (Slack message metadata, Discord's message nonce and the
placeholder the answer replaces, the console's mailbox key) and answers
`delivered()` by looking for that tag; a re-run finding it posts nothing.
Platform deliverers live beside their adapters in `bot/` (built on their
`Surfaces`, from `job.target` alone); `core/jobs/mailbox.py` holds the console's.
"""

from __future__ import annotations

import logging
from typing import Protocol

from core.jobs.base import Job
from core.models import ProgressEvent, Reply

log = logging.getLogger(__name__)


class Deliverer(Protocol):
    """One run of a job goes `start` -> `progress`* -> `deliver`; a run that ends
    without an answer (retried later, handed back at shutdown, taken over by
    another worker) ends with `release` instead, and a job given up with `fail`."""

    platform: str  # the `DeliveryTarget.platform` it delivers to

    async def delivered(self, job: Job) -> bool:
        """True when this job's answer is already in its thread (a re-run must not post twice)."""
        ...

    async def start(self, job: Job) -> None:
        """A worker begins a run: show it (the queued placeholder becomes the progress)."""
        ...

    async def progress(self, job: Job, event: ProgressEvent) -> None:
        """Show what the turn is doing (queued, searching, ...). Best-effort."""
        ...

    async def deliver(self, job: Job, reply: Reply) -> None:
        """Post the answer, tagged with `job.event_id`. Raises on a failure worth
        retrying (the platform unreachable or rate limiting), so the job runs again."""
        ...

    async def release(self, job: Job, note: str | None) -> None:
        """The run ends without an answer and the job goes back to the queue: show
        `note` where the progress was, or nothing when `note` is None (another
        worker owns the job now and shows its own). Best-effort."""
        ...

    async def fail(self, job: Job, message: str) -> None:
        """Tell the thread the job was given up (dead-lettered), in plain words.
        Not a delivery: `delivered()` stays False, so a dead letter run again can still answer."""
        ...


class UnknownPlatform(LookupError):
    """No deliverer for a job's platform in this process (e.g. a worker without Slack tokens)."""


class Deliverers:
    """The deliverers one process has, by platform."""

    def __init__(self, *deliverers: Deliverer) -> None:
        self._by_platform = {d.platform: d for d in deliverers}

    @property
    def platforms(self) -> list[str]:
        return sorted(self._by_platform)

    def for_job(self, job: Job) -> Deliverer:
        try:
            return self._by_platform[job.target.platform]
        except KeyError:
            raise UnknownPlatform(
                f"no deliverer for platform {job.target.platform!r} here (this process has: {', '.join(self.platforms)})"
            ) from None
