"""A research turn as a job: what to answer, where the answer goes, and the queue contract."""

from __future__ import annotations

import time
from typing import Protocol

from pydantic import BaseModel, Field, model_validator

from core.models import DeliveryTarget, Inbound
from core.store.base import StoreUnavailable


class Job(BaseModel):
    """One inbound message to answer: the adapters' turn (`Inbound` + `DeliveryTarget`,
    plain data) plus its idempotency key and when it was accepted."""

    event_id: str = Field(min_length=1, description="unique per inbound event: a platform retry carries the same id")
    inbound: Inbound
    target: DeliveryTarget
    research: bool = Field(default=True, description="a research turn (shows progress) rather than a command")
    enqueued_at: float = Field(default_factory=time.time, description="Unix time the frontend accepted it")

    @model_validator(mode="after")
    def _ids_for_replay_and_delivery(self) -> Job:
        # The session remembers which message each turn answered, so a re-run
        # replays the stored answer; deliverers tag what they post with the event.
        if self.inbound.message_id is None:
            self.inbound = self.inbound.model_copy(update={"message_id": self.event_id})
        if self.target.event_id is None:
            self.target = self.target.model_copy(update={"event_id": self.event_id})
        return self


class QueueUnavailable(StoreUnavailable):
    """The job queue can't be reached (it lives in the Redis the sessions use)."""


class JobQueue(Protocol):
    """Where turns go to be run by `research-bot worker` processes.

    (Running turns in the receiving process, `JOB_QUEUE=inline`, is the
    adapters' `InlineDispatcher` in bot/pipeline.py.)
    """

    async def submit(self, job: Job) -> bool:
        """Accept a turn; False when this event was already accepted (a platform retry).
        Raises QueueUnavailable when the queue can't be reached."""
        ...

    async def waiting(self) -> int:
        """Turns accepted and not yet taken by a worker (how many are ahead of the next one)."""
        ...

    async def close(self) -> None: ...
