"""A terminal's turns answered by workers (`JOB_QUEUE=redis`): submit the job, wait for its mailbox."""

from __future__ import annotations

import uuid

from core.admission import Admission, Policy
from core.config import Settings
from core.jobs.base import Job
from core.jobs.mailbox import PLATFORM, ProgressSink, RedisMailbox
from core.jobs.redis import RedisJobQueue
from core.models import DeliveryTarget, Inbound, ProgressEvent, Reply
from core.replies import error_reply
from core.store import SessionStore

WAITING_FOR_WORKER = "waiting for a worker (`research-bot worker`) to pick it up"


class JobClient:
    """Stands in for the Assistant in the console's pipeline: admission runs here,
    against the shared store; `handle` puts the message on the job queue and waits
    for a worker's answer in the mailbox, passing its progress on."""

    def __init__(
        self, settings: Settings, store: SessionStore, queue: RedisJobQueue, mailbox: RedisMailbox, timeout: float
    ) -> None:
        self.settings = settings
        self.store = store
        self.queue = queue
        self.mailbox = mailbox
        self.timeout = timeout

    def admission(self, policy: Policy, limited: bool = True) -> Admission:
        return Admission.from_settings(self.store, policy, self.settings, limited)

    async def handle(self, inbound: Inbound, progress: ProgressSink | None = None) -> Reply:
        event_id = inbound.message_id or uuid.uuid4().hex
        target = DeliveryTarget(
            platform=PLATFORM, channel=inbound.thread.channel, thread=inbound.thread.thread, user=inbound.user, kind="console"
        )
        # A duplicate (the same message id again) is already on its way: wait for it too.
        await self.queue.submit(Job(event_id=event_id, inbound=inbound, target=target))
        if progress is not None:
            # Jobs not yet picked up, this one included: the others are ahead of it.
            ahead = max(0, await self.queue.waiting() - 1)
            await progress(ProgressEvent(stage="queued", position=ahead, detail=WAITING_FOR_WORKER))
        reply = await self.mailbox.wait(event_id, progress, self.timeout)
        if reply is None:
            return error_reply(
                f"No answer came within {self.timeout:g} s. Is a `research-bot worker` running? "
                "The question stays queued; once a worker answers it, the answer is in this thread's history."
            )
        return reply
