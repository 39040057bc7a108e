"""A burst through `Pipeline.accept` on the real SQLite store: admissions go a few at a
time, so the loop gets back to reading requests between them, and redeliveries are
still refused as duplicates."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from bot.pipeline import ADMISSIONS_AT_ONCE, Pipeline
from bot.surface import Turn
from core.admission import Admission, AdmissionRequest, Limits, Policy
from core.models import Inbound, ThreadKey
from core.store.sqlite import SqliteStore

BURST = 40


class InFlight:
    """The real store, with a count of admission store trips in progress at once."""

    def __init__(self, store: SqliteStore) -> None:
        self.store = store
        self.now = 0
        self.most = 0

    async def count_windows(self, *args: Any, **kwargs: Any) -> Any:
        self.now += 1
        self.most = max(self.most, self.now)
        try:
            return await self.store.count_windows(*args, **kwargs)
        finally:
            self.now -= 1

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)


def mention(n: int) -> AdmissionRequest:
    key = ThreadKey(platform="slack", workspace="T1", channel=f"C{n}", thread=f"{n}.0")
    return AdmissionRequest(inbound=Inbound(thread=key, user=f"U{n}", text="how do I rotate the keys?", message_id=f"Ev{n}"))


async def test_a_burst_is_admitted_a_few_at_a_time_and_its_redeliveries_are_still_refused(tmp_path: Path) -> None:
    store = InFlight(SqliteStore(tmp_path / "sessions.db", ttl_seconds=60))
    admission = Admission(store, Policy(), Limits(window_seconds=3600))  # type: ignore[arg-type]
    # No turn runs here: `prepare` records who was admitted and drops the turn.
    pipeline = Pipeline(None, admission, None)  # type: ignore[arg-type]
    admitted: list[int] = []
    refused: list[str] = []

    def prepare_for(n: int) -> Any:
        async def prepare(research: bool) -> Turn | None:
            assert research
            admitted.append(n)
            return None

        return prepare

    async def refuse(text: str) -> None:
        refused.append(text)

    try:
        firsts = [pipeline.accept(mention(n), prepare_for(n), refuse) for n in range(BURST)]
        await asyncio.gather(*firsts)
        retries = [pipeline.accept(mention(n), prepare_for(n), refuse) for n in range(BURST)]
        await asyncio.gather(*retries)
    finally:
        await store.store.close()
    assert sorted(admitted) == list(range(BURST)), "every first delivery is admitted, each once"
    assert refused == [], "a duplicate is dropped silently"
    assert 1 < store.most <= ADMISSIONS_AT_ONCE < BURST, f"{store.most} admissions at the store at once"
