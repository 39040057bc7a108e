"""Each user's recent threads: for Slack's App Home, and for slash commands,
which Slack sends without saying which thread they were typed in."""

from __future__ import annotations

import json
import logging
from datetime import datetime

from pydantic import BaseModel, Field, ValidationError

from core.models import ThreadKey, utcnow
from core.store import SessionStore, StoreUnavailable
from core.store.base import MarkerWrite

log = logging.getLogger(__name__)

KEEP = 10


class RecentThread(BaseModel):
    channel: str
    thread: str
    title: str = ""
    at: datetime = Field(default_factory=utcnow)


LATEST_UNAVAILABLE = (
    "My conversation store is unavailable right now, so I can't find your latest thread here. "
    "Nothing was lost; please try again in a minute."
)


class RecentUnavailable(StoreUnavailable):
    """The user's recent threads can't be read (the session store is down): a slash
    command that acts on the latest thread says so instead of failing outright."""


class RecentThreads:
    def __init__(self, store: SessionStore, ttl_seconds: int) -> None:
        self.store = store
        self.ttl = ttl_seconds

    async def record(self, key: ThreadKey, user: str, title: str | None) -> None:
        """A turn in this thread: it becomes the user's latest in its channel. With a
        `title` (a new answer) it also goes to the top of the user's list, titled by
        `title` unless the list already titles it: both in one store step."""
        markers = self.write(key, user, title)
        if markers.update is None:
            for name, value in markers.put.items():
                await self.store.put_marker(name, value, markers.ttl_seconds)
            return
        name, update = markers.update
        await self.store.update_marker(name, update, markers.ttl_seconds, also_put=markers.put)

    def write(self, key: ThreadKey, user: str, title: str | None) -> MarkerWrite:
        """What `record` writes, for a store step that carries other writes too (a turn's save)."""
        latest = {self._latest(key.platform, key.workspace, key.channel, user): key.thread}
        if title is None:
            return MarkerWrite(latest, self.ttl)

        def to_top(raw: str | None) -> str:
            threads = self._parse(raw, key.platform)
            known = next((t for t in threads if (t.channel, t.thread) == (key.channel, key.thread)), None)
            entry = RecentThread(channel=key.channel, thread=key.thread, title=known.title if known else title)
            threads = [entry, *(t for t in threads if t is not known)][:KEEP]
            return json.dumps([t.model_dump(mode="json") for t in threads])

        return MarkerWrite(latest, self.ttl, (self._recent(key.platform, key.workspace, user), to_top))

    async def list(self, platform: str, workspace: str, user: str) -> list[RecentThread] | None:
        """The user's recent threads, newest first; None while the store can't be read
        (what shows them, App Home, has help to show all the same)."""
        try:
            raw = await self.store.get_marker(self._recent(platform, workspace, user))
        except StoreUnavailable as exc:
            log.warning("recent.unavailable platform=%s error=%s", platform, exc)
            return None
        return self._parse(raw, platform)

    @staticmethod
    def _parse(raw: str | None, platform: str) -> list[RecentThread]:
        if not raw:
            return []
        try:
            return [RecentThread.model_validate(item) for item in json.loads(raw)]
        except (ValueError, TypeError, ValidationError):
            log.warning("recent.unreadable platform=%s", platform)
            return []

    async def latest(self, platform: str, workspace: str, channel: str, user: str) -> str | None:
        try:
            return await self.store.get_marker(self._latest(platform, workspace, channel, user))
        except StoreUnavailable as exc:
            raise RecentUnavailable(str(exc)) from exc

    @staticmethod
    def _recent(platform: str, workspace: str, user: str) -> str:
        return f"recent:{platform}:{workspace}:{user}"

    @staticmethod
    def _latest(platform: str, workspace: str, channel: str, user: str) -> str:
        return f"latest:{platform}:{workspace}:{channel}:{user}"
