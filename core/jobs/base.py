"""A research turn as a job: what to answer, where the answer goes, and the queue contract."""

from __future__ import annotations

import time
from typing import Protocol

from pydantic import BaseModel, Field, model_validator

from core.models import Inbound


class DeliveryTarget(BaseModel):
    """Where a job's reply goes, in its surface's own terms.

    Serialisable, so the worker that runs the job — any process, any machine —
    can post the answer: `surface` picks the `Deliverer`; `address` is what
    that deliverer needs (a Slack channel, thread ts and placeholder ts; a
    Discord channel and interaction token; nothing for the console).
    """

    surface: str
    address: dict[str, str] = Field(default_factory=dict)


class Job(BaseModel):
    """One inbound message to answer. `event_id` is its idempotency key."""

    event_id: str = Field(min_length=1, description="unique per inbound event: a platform retry carries the same id")
    inbound: Inbound
    target: DeliveryTarget
    enqueued_at: float = Field(default_factory=time.time, description="Unix time the frontend accepted it")

    @model_validator(mode="after")
    def _message_id_for_replay(self) -> Job:
        # The session remembers which message each turn answered; a re-run of
        # this job then replays the stored answer instead of researching again.
        if self.inbound.message_id is None:
            self.inbound = self.inbound.model_copy(update={"message_id": self.event_id})
        return self


class JobQueue(Protocol):
    """Where frontends put turns: run here (`inline`) or by workers (`redis`)."""

    async def submit(self, job: Job) -> bool:
        """Accept a turn; False when this event was already accepted (a platform retry)."""
        ...

    async def close(self) -> None:
        """Stop accepting; an inline queue finishes (or gives up on) the turns it runs."""
        ...
