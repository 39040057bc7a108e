"""Reading turn records back for people: one thread's answers, history windows, daily stats."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta

from core.config import Settings
from core.models import ThreadKey
from core.records.history import in_channel
from core.records.models import Trace, TurnRecord
from core.records.stats import Stats, daily_stats
from core.store import SessionStore, open_store


class RecordReader:
    def __init__(self, store: SessionStore) -> None:
        self._store = store

    @classmethod
    @asynccontextmanager
    async def open(cls, settings: Settings) -> AsyncIterator[RecordReader]:
        """A reader over the store the settings name, closed afterwards."""
        store = open_store(settings)
        try:
            yield cls(store)
        finally:
            await store.close()

    async def answers(self, key: ThreadKey) -> list[TurnRecord]:
        """The thread's recorded answers, oldest first (answer N is item N-1), numbered as the
        thread numbers them: a turn that stored no answer (nothing found, an error) or one a
        reset forgot is not one. Counting every turn, `trace --answer 2` showed a question
        that found nothing while the thread's "answer 2" was the one after it."""
        return [r for r in await self._store.thread_records(key) if r.answer_id and not r.forgotten]

    async def trace(self, record: TurnRecord) -> Trace | None:
        return await self._store.load_trace(record.id)

    async def history(self, window: timedelta, channel: str | None = None) -> list[TurnRecord]:
        until = datetime.now(UTC)
        return in_channel(await self._store.records(until - window, until), channel)

    async def stats(self, window: timedelta, channel: str | None = None) -> Stats:
        until = datetime.now(UTC)
        since = until - window
        return daily_stats(in_channel(await self._store.records(since, until), channel), since, until)
