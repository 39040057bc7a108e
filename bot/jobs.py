"""Research turns as durable jobs (`JOB_QUEUE=redis`): the platforms' two halves.

Frontend: `QueueDispatcher` takes the pipeline's admitted turns. A research
turn is shown as queued in its thread (`hold`: a placeholder saying how many
questions are ahead) and put on the queue with that placeholder in its target,
keyed by the inbound event, so a platform retry adds nothing. Commands, report
switches and small talk use no model and still answer where they arrive, at
once. Turns being handed to the queue are tracked, so shutdown never leaves a
placeholder without its job.

Worker: `SurfaceDeliverer` is core's `Deliverer` over a platform's surfaces.
Each running job gets the surface its target describes, which takes over the
frontend's placeholder, shows progress there and turns it into the answer,
tagged with the event id; a run that ends without an answer leaves a note
saying the question is queued again. Each platform adds `delivered()`: looking
for that tag in the thread (bot/slack/jobs.py, bot/discord/jobs.py).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Protocol, cast

from bot.pipeline import Pipeline
from bot.surface import DeliveryTarget, Surface, Turn
from bot.tasks import TaskTracker
from core.ids import unique_hex
from core.jobs import Job, JobQueue, QueueUnavailable
from core.models import ProgressEvent, Reply
from core.replies import error_reply

log = logging.getLogger(__name__)

NOT_QUEUED = (
    "I couldn't queue your question: my job queue is unavailable right now. "
    "Please ask again in a minute; the rest of the thread is intact."
)
ALREADY_QUEUED = "This question is already queued; its answer comes in this thread."


class QueueSurface(Surface, Protocol):
    """A surface whose turn can wait in the job queue and move between processes."""

    async def hold(self, ahead: int | None) -> DeliveryTarget:
        """Show the turn waiting for a worker (`ahead` jobs before it) and return its
        target, naming the message a worker continues from."""
        ...

    async def suspend(self, note: str | None) -> None:
        """This run ends without an answer (the job runs again): stop showing
        progress, `note` in its place (None: leave the message to whoever runs it next)."""
        ...


class QueueSurfaces(Protocol):
    def surface(self, target: DeliveryTarget) -> QueueSurface: ...


class QueueDispatcher:
    """`JOB_QUEUE=redis` in a frontend: research turns go on the queue; the rest run here."""

    def __init__(self, queue: JobQueue, surfaces: QueueSurfaces, run: Callable[[Turn], Awaitable[None]]) -> None:
        self.queue = queue
        self.surfaces = surfaces
        self._run = run
        self.tasks = TaskTracker()

    async def submit(self, turn: Turn) -> None:
        if turn.research:
            self.tasks.spawn(self._enqueue(turn), f"enqueue:{turn.target.platform}")
        else:
            self.tasks.spawn(self._run(turn), f"turn:{turn.target.platform}")

    async def drain(self, timeout: float) -> int:
        return await self.tasks.drain(timeout)

    def __len__(self) -> int:
        return len(self.tasks)

    async def _enqueue(self, turn: Turn) -> None:
        # The platform's event id keys the job (a retry of the event is the same job);
        # a slash command or button, which the platform never retries, gets its own.
        event_id = turn.target.event_id or turn.inbound.message_id or unique_hex()
        surface = self.surfaces.surface(turn.target.model_copy(update={"event_id": event_id}))
        try:
            ahead: int | None = await self.queue.waiting()
        except QueueUnavailable:
            ahead = None
        target = await surface.hold(ahead)
        try:
            accepted = await self.queue.submit(Job(event_id=event_id, inbound=turn.inbound, target=target))
        except QueueUnavailable as exc:
            log.warning("turn.not_queued platform=%s error=%s", target.platform, exc)
            reply = error_reply(NOT_QUEUED)
            await surface.deliver(surface.render(reply))
            await surface.close(reply)
            return
        if not accepted:
            log.warning("turn.already_queued platform=%s event=%s", target.platform, event_id)
            await surface.suspend(ALREADY_QUEUED)
            return
        log.info("turn.queued platform=%s event=%s ahead=%s", target.platform, event_id, ahead)


def queue_turns(pipeline: Pipeline, queue: JobQueue | None) -> None:
    """With a job queue (`open_queue`), the pipeline's research turns go on it. Its
    surfaces (Slack's, Discord's) know how to wait in the queue."""
    if queue is not None:
        pipeline.dispatcher = QueueDispatcher(queue, cast(QueueSurfaces, pipeline.surfaces), pipeline.execute)


class SurfaceDeliverer:
    """A `Deliverer` over a platform's surfaces: one per running job, built from its target.

    Subclasses add `delivered(job)`, the platform's look-up for the tag."""

    def __init__(self, platform: str, surfaces: QueueSurfaces) -> None:
        self.platform = platform
        self.surfaces = surfaces
        self._live: dict[str, QueueSurface] = {}

    def target(self, job: Job) -> DeliveryTarget:
        """Where this job's answer goes now, tagged with the job's event."""
        return job.target.model_copy(update={"event_id": job.event_id})

    async def start(self, job: Job) -> None:
        await self._surface(job)

    async def progress(self, job: Job, event: ProgressEvent) -> None:
        surface = self._live.get(job.event_id)
        if surface is not None:
            await surface.progress(event)

    async def deliver(self, job: Job, reply: Reply) -> None:
        surface = await self._surface(job)
        await surface.deliver(surface.render(reply))
        self._live.pop(job.event_id, None)
        await surface.close(reply)

    async def release(self, job: Job, note: str | None) -> None:
        surface = self._live.pop(job.event_id, None)
        if surface is not None:
            await surface.suspend(note)

    async def fail(self, job: Job, message: str) -> None:
        surface = await self._surface(job)
        self._live.pop(job.event_id, None)
        reply = error_reply(message)
        await surface.deliver(surface.render(reply))
        await surface.close(reply)

    async def _surface(self, job: Job) -> QueueSurface:
        """This run's surface, opened: it takes over the placeholder the frontend posted."""
        surface = self._live.get(job.event_id)
        if surface is None:
            surface = self.surfaces.surface(self.target(job))
            self._live[job.event_id] = surface
            await surface.open(job.research)
        return surface
