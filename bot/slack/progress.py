"""The placeholder reply that shows research steps while the bot works."""

from __future__ import annotations

import asyncio
import logging
import time

from bot.slack.delivery import Delivery, DeliveryFailed
from bot.slack.render import plain_message
from core.models import ProgressEvent

log = logging.getLogger(__name__)

_STAGE_ICONS = {
    "planning": "🧭",
    "searching": "🔎",
    "reading": "📖",
    "writing": "✍️",
    "validating": "✅",
    "done": "🏁",
}
_SHOWN_STEPS = 6


class ProgressView:
    """Collects progress events and edits the placeholder at most once per `interval`.

    The research callback never waits on Slack: it records the step and, when
    no edit is due yet, leaves one scheduled. `close()` stops edits before the
    placeholder is replaced by the answer, so a late step never overwrites it.
    """

    def __init__(self, delivery: Delivery, channel: str, ts: str, title: str, interval: float = 1.0) -> None:
        self._delivery = delivery
        self._channel = channel
        self._ts = ts
        self._title = title
        self._interval = interval
        self._steps: list[str] = []
        self._last = 0.0
        self._pending: asyncio.Task[None] | None = None
        self._lock = asyncio.Lock()
        self._closed = False
        self.edits = 0

    async def __call__(self, event: ProgressEvent) -> None:
        if self._closed:
            return
        detail = event.query or event.detail
        self._steps.append(f"{_STAGE_ICONS.get(event.stage, '•')} {event.stage}" + (f": {detail}" if detail else ""))
        if self._pending is None or self._pending.done():
            delay = max(0.0, self._last + self._interval - time.monotonic())
            self._pending = asyncio.create_task(self._flush(delay))

    def text(self) -> str:
        return "\n".join([self._title, *self._steps[-_SHOWN_STEPS:]])

    async def _flush(self, delay: float) -> None:
        await asyncio.sleep(delay)
        async with self._lock:
            if self._closed:
                return
            self._last = time.monotonic()
            try:
                await self._delivery.update(self._channel, self._ts, plain_message(self.text()))
                self.edits += 1
            except DeliveryFailed as exc:
                log.debug("slack.progress_update_failed error=%s", exc.error)

    async def close(self) -> None:
        self._closed = True
        task = self._pending
        if task is None or task.done():
            return
        if self._lock.locked():
            # An edit is on the wire; let it land so the answer is the last write.
            await asyncio.gather(task, return_exceptions=True)
        else:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
