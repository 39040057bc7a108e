"""In-process store for tests and one-off runs; nothing survives the process."""

from __future__ import annotations

import math
import time
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager

from datetime import datetime, timedelta

from core.heartbeat import Heartbeat
from core.models import Session, ThreadKey, utcnow
from core.records.models import Trace, TurnRecord
from core.store import codec
from core.store.base import KeyedLocks, MarkerWrite, SessionConflict, WaitCallback, forgotten


class MemoryStore:
    def __init__(self, ttl_seconds: int = 86400, record_ttl_seconds: int = 30 * 86400) -> None:
        self._ttl = ttl_seconds
        self._record_ttl = record_ttl_seconds
        # Records by id in arrival order, each with its trace (encoded, as sessions are).
        self._records: dict[str, tuple[datetime, str, str | None]] = {}
        # Sessions are kept encoded so a caller mutating a loaded Session never
        # changes the stored copy behind the store's back.
        self._sessions: dict[str, tuple[float, str, int]] = {}
        self._markers: dict[str, tuple[float, str]] = {}
        self._locks = KeyedLocks()

    async def load(self, key: ThreadKey) -> Session:
        entry = self._live(key.session_id)
        if entry is None:
            return Session(key=key)
        session = codec.decode(entry[1], key)
        session.mark_stored(entry[2])
        return session

    async def save(
        self,
        session: Session,
        *,
        markers: MarkerWrite | None = None,
        record: tuple[TurnRecord, Trace | None] | None = None,
    ) -> None:
        entry = self._live(session.key.session_id)
        current = entry[2] if entry is not None else 0
        if current != session.revision:
            raise SessionConflict(f"session {session.key.session_id} is at revision {current}, not {session.revision}")
        # Everything is worked out before anything is written, with no await in between:
        # all or nothing, and atomic on the event loop.
        stored = (time.monotonic() + self._ttl, codec.encode(session), current + 1)
        values = self._marker_values(markers) if markers is not None else {}
        kept = self._record_entry(*record) if record is not None else None
        self._sessions[session.key.session_id] = stored
        self._markers.update(values)
        self._put_record(kept)
        session.mark_stored(current + 1)

    async def delete(self, key: ThreadKey) -> None:
        self._sessions.pop(key.session_id, None)

    @asynccontextmanager
    async def lock(
        self, key: ThreadKey, *, heartbeat: Heartbeat | None = None, on_wait: WaitCallback | None = None
    ) -> AsyncIterator[None]:
        # One process, so nothing can die holding it: no lease to renew.
        async with self._locks.hold(key.session_id, on_wait):
            yield

    async def claim(self, name: str, ttl_seconds: int) -> bool:
        now = time.monotonic()
        entry = self._markers.get(name)
        if entry is not None and entry[0] >= now:
            return False
        self._markers[name] = (now + ttl_seconds, "1")
        return True

    async def put_marker(self, name: str, value: str, ttl_seconds: int | None) -> None:
        self._markers[name] = (math.inf if ttl_seconds is None else time.monotonic() + ttl_seconds, value)

    async def get_marker(self, name: str) -> str | None:
        return self._live_marker(name)

    def _live_marker(self, name: str) -> str | None:
        entry = self._markers.get(name)
        if entry is None or entry[0] < time.monotonic():
            return None
        return entry[1]

    async def update_marker(
        self,
        name: str,
        update: Callable[[str | None], str],
        ttl_seconds: int | None,
        also_put: Mapping[str, str] | None = None,
    ) -> None:
        # No await between the read and the writes: atomic on the event loop.
        self._markers.update(self._marker_values(MarkerWrite(also_put or {}, ttl_seconds, (name, update))))

    def _marker_values(self, markers: MarkerWrite) -> dict[str, tuple[float, str]]:
        values = dict(markers.put)
        if markers.update is not None:
            name, update = markers.update
            values[name] = update(self._live_marker(name))
        expires = math.inf if markers.ttl_seconds is None else time.monotonic() + markers.ttl_seconds
        return {marker: (expires, value) for marker, value in values.items()}

    async def delete_marker(self, name: str) -> None:
        self._markers.pop(name, None)

    async def incr(self, name: str, ttl_seconds: int, amount: int = 1) -> int:
        now = time.monotonic()
        entry = self._markers.get(name)
        expires, value = (entry[0], int(entry[1])) if entry is not None and entry[0] >= now else (now + ttl_seconds, 0)
        self._markers[name] = (expires, str(value + amount))
        return value + amount

    async def count_windows(
        self, windows: list[tuple[str, str]], ttl_seconds: int, claim: tuple[str, int] | None = None
    ) -> list[tuple[int, int]] | None:
        if claim is not None and not await self.claim(*claim):
            return None
        return [(await self.incr(current, ttl_seconds), int(await self.get_marker(previous) or 0))
                for current, previous in windows]

    async def add_record(self, record: TurnRecord, trace: Trace | None) -> None:
        self._put_record(self._record_entry(record, trace))

    def _put_record(self, kept: tuple[str, tuple[datetime, str, str | None]] | None) -> None:
        if kept is not None:
            self._prune_records()
            self._records[kept[0]] = kept[1]

    def _record_entry(
        self, record: TurnRecord, trace: Trace | None
    ) -> tuple[str, tuple[datetime, str, str | None]] | None:
        if self._record_ttl <= 0:
            return None
        return record.id, (record.at, record.model_dump_json(), trace.model_dump_json() if trace else None)

    async def records(self, since: datetime, until: datetime | None = None, limit: int = 10_000) -> list[TurnRecord]:
        found = [r for r in self._live_records() if r.at >= since and (until is None or r.at <= until)]
        return sorted(found, key=lambda r: r.at)[:limit]

    async def thread_records(self, key: ThreadKey) -> list[TurnRecord]:
        return sorted((r for r in self._live_records() if r.thread == key), key=lambda r: r.at)

    async def load_trace(self, record_id: str) -> Trace | None:
        self._prune_records()
        entry = self._records.get(record_id)
        return Trace.model_validate_json(entry[2]) if entry is not None and entry[2] else None

    async def set_feedback(self, key: ThreadKey, answer_id: str, up: int, down: int) -> None:
        for record in self._live_records():
            if record.thread == key and record.answer_id == answer_id:
                updated = record.model_copy(update={"feedback_up": up, "feedback_down": down})
                self._records[record.id] = (record.at, updated.model_dump_json(), self._records[record.id][2])

    async def forget_records(self, key: ThreadKey) -> None:
        for record in self._live_records():
            if record.thread == key:
                self._records[record.id] = (record.at, forgotten(record).model_dump_json(), None)

    def _live_records(self) -> list[TurnRecord]:
        self._prune_records()
        return [TurnRecord.model_validate_json(body) for _, body, _ in self._records.values()]

    def _prune_records(self) -> None:
        oldest = utcnow() - timedelta(seconds=self._record_ttl)
        for record_id, (at, _, _) in list(self._records.items()):
            if at < oldest:
                del self._records[record_id]

    async def ping(self) -> None:
        return None

    async def close(self) -> None:
        return None

    def _live(self, session_id: str) -> tuple[float, str, int] | None:
        entry = self._sessions.get(session_id)
        return entry if entry is not None and entry[0] >= time.monotonic() else None
