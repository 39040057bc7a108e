"""Turns for a surface whose user waits in this process (the console): submit, then wait for the answer."""

from __future__ import annotations

import uuid
from typing import Protocol

from core.jobs.base import DeliveryTarget, Job, JobQueue
from core.jobs.mailbox import Mailbox, ProgressSink
from core.models import Inbound, ProgressEvent, Reply
from core.replies import error_reply


class TurnHandler(Protocol):
    """Anything that answers a message: the Assistant itself, or a JobClient in front of a queue."""

    async def handle(self, inbound: Inbound, progress: ProgressSink | None = None) -> Reply: ...


class JobClient:
    """Puts each message on the job queue as a console job and waits for its mailbox.

    With the inline queue the turn runs in this process; with Redis a worker
    anywhere runs it and posts the answer to the mailbox in Redis.
    """

    def __init__(self, queue: JobQueue, mailbox: Mailbox, timeout: float, waiting_note: str = "") -> None:
        self.queue = queue
        self.mailbox = mailbox
        self.timeout = timeout
        self._waiting_note = waiting_note

    async def handle(self, inbound: Inbound, progress: ProgressSink | None = None) -> Reply:
        event_id = inbound.message_id or uuid.uuid4().hex
        job = Job(event_id=event_id, inbound=inbound, target=DeliveryTarget(surface=self.mailbox.surface))
        # A duplicate (the same message id again) is already on its way: wait for it too.
        await self.queue.submit(job)
        if self._waiting_note and progress is not None:
            await progress(ProgressEvent(stage="queued", detail=self._waiting_note))
        reply = await self.mailbox.wait(event_id, progress, self.timeout)
        if reply is None:
            return error_reply(
                f"No answer came within {self.timeout:g} s. Is a `research-bot worker` running? "
                "The question stays queued; once a worker answers it, the answer is in this thread's history."
            )
        return reply
