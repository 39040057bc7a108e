"""Research progress as people read it, shared by every surface.

Core reports `ProgressEvent`s (a stage, a detail or query, a queue position,
and, when the research follows a plan, every step with its state). `Steps`
keeps them as one list of steps: the plan's own, or one step per stage when
there is no plan. Surfaces show the steps their own way (Slack task chunks or
a status, Discord an edited message, the terminal a line), and `Coalescer`
keeps them from editing a message more than about once a second, and less often
when many turns show progress at once (`EditBudget`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import weakref
from collections.abc import Awaitable, Callable

from core.models import ProgressEvent, TaskProgress

log = logging.getLogger(__name__)

STAGE_LABELS = {
    "queued": "Waiting for my turn",
    "planning": "Planning the research",
    "searching": "Searching",
    "reading": "Reading sources",
    "writing": "Writing the answer",
    "validating": "Checking citations",
    "done": "Finishing",
}
STATE_MARKS = {"pending": "▫️", "in_progress": "⏳", "complete": "✅", "error": "⚠️"}
_DETAIL_CHARS = 150
# Progress edits one process sends a second, across all its turns, when many show
# progress at once (a burst): well under Slack's and Discord's per-app limits.
DEFAULT_EDITS_PER_SECOND = 20.0


def headline(event: ProgressEvent) -> str:
    """One line for a status: what the research is doing now."""
    if event.stage == "queued":
        ahead = event.position or 0
        return "Waiting: " + ("next in line" if ahead <= 0 else f"{ahead} question{'s' if ahead != 1 else ''} ahead")
    label = STAGE_LABELS.get(event.stage, event.stage.capitalize())
    about = (event.query or event.detail or "").strip()
    return f"{label}: {about[:_DETAIL_CHARS]}" if about else label


def queued_line(ahead: int | None) -> str:
    """The placeholder of a turn waiting in the job queue for a worker (`ahead`: jobs before it)."""
    return f"⏳ {headline(ProgressEvent(stage='queued', position=ahead))}"


class Steps:
    """The research's steps so far, updated from each event."""

    def __init__(self) -> None:
        self._steps: dict[str, TaskProgress] = {}
        self.planned = False
        self.latest: ProgressEvent | None = None

    def update(self, event: ProgressEvent) -> None:
        self.latest = event
        if event.tasks:
            if not self.planned:
                # The plan replaces the per-stage steps shown before it arrived.
                self._steps.clear()
            self.planned = True
            for task in event.tasks:
                self._steps[task.id] = task
            return
        if self.planned:
            return
        for step in self._steps.values():
            if step.state == "in_progress" and step.id != event.stage:
                step.state = "complete"
        if event.stage == "done":
            return
        title = headline(event)
        self._steps[event.stage] = TaskProgress(id=event.stage, title=title, state="in_progress")

    def finish(self, failed: bool = False) -> None:
        for step in self._steps.values():
            if step.state in ("pending", "in_progress"):
                step.state = "error" if failed else "complete"

    def all(self) -> list[TaskProgress]:
        return list(self._steps.values())

    def checklist(self, limit: int = 8) -> list[str]:
        return [f"{STATE_MARKS[s.state]} {s.title}" for s in self.all()[-limit:]]


class EditBudget:
    """One process's progress edits a second, shared by the messages showing progress.

    Progress is a courtesy: under a burst, hundreds of turns editing their message
    every second would cost more (the platform's rate limits, the bot's own CPU per
    call) than it tells anyone. With `per_second` edits to share, each message showing
    progress may be edited once every `showing / per_second` seconds (never more often
    than its coalescer's own interval); a message's first change and the answer are
    never held back."""

    def __init__(self, per_second: float = DEFAULT_EDITS_PER_SECOND) -> None:
        if per_second <= 0:
            raise ValueError("the progress edit budget must allow some edits a second")
        self.per_second = per_second
        # Weak, so a surface dropped without closing its coalescer stops counting.
        self._showing: weakref.WeakSet[Coalescer] = weakref.WeakSet()

    def join(self, coalescer: Coalescer) -> None:
        self._showing.add(coalescer)

    def leave(self, coalescer: Coalescer) -> None:
        self._showing.discard(coalescer)

    def interval(self, floor: float) -> float:
        """Seconds between one message's edits while this many messages show progress."""
        return max(floor, len(self._showing) / self.per_second)


class Coalescer:
    """Runs `flush` at most once per `interval` (longer while `budget` is shared by
    many): the first change at once, later ones after the interval, the last change
    always. The caller never waits on the platform; `close` stops before the reply
    is shown, so a late progress edit never overwrites an answer."""

    def __init__(
        self, flush: Callable[[], Awaitable[None]], interval: float = 1.0, budget: EditBudget | None = None
    ) -> None:
        self._flush = flush
        self._interval = interval
        self._budget = budget
        self._last: float | None = None
        self._pending: asyncio.Task[None] | None = None
        self._lock = asyncio.Lock()
        self._closed = False
        self.flushes = 0

    def poke(self) -> None:
        if self._closed or (self._pending is not None and not self._pending.done()):
            return
        interval = self._interval
        if self._budget is not None:
            self._budget.join(self)
            interval = self._budget.interval(interval)
        delay = 0.0 if self._last is None else max(0.0, self._last + interval - time.monotonic())
        self._pending = asyncio.create_task(self._run(delay))

    async def _run(self, delay: float) -> None:
        await asyncio.sleep(delay)
        async with self._lock:
            if self._closed:
                return
            self._last = time.monotonic()
            try:
                await self._flush()
            except Exception:  # noqa: BLE001 - showing progress is a courtesy; the answer still comes
                log.debug("progress.flush_failed", exc_info=True)
                return
            self.flushes += 1

    async def close(self) -> None:
        self._closed = True
        if self._budget is not None:
            self._budget.leave(self)
        task = self._pending
        if task is None or task.done():
            return
        if self._lock.locked():
            # A flush is on the wire; let it land so the reply is the last write.
            await asyncio.gather(task, return_exceptions=True)
        else:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
