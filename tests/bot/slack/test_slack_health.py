"""Liveness and readiness of the HTTP server while every thread is busy."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import AsyncIterator

import pytest
from tests.fakes.slack_api import FakeSlack

from bot.slack.settings import SlackSettings
from core.config import Settings
from core.factory import build_assistant

from .conftest import Harness, start_harness


@pytest.fixture
async def sqlite_harness(fake: FakeSlack, slack_env: SlackSettings, slack_settings: Settings) -> AsyncIterator[Harness]:
    """The shipped default store: SQLite."""
    settings = slack_settings.model_copy(update={"session_store": "sqlite", "readiness_timeout_seconds": 0.3})
    assistant = await build_assistant(settings)
    async with start_harness(fake, slack_env, assistant) as h:
        yield h
    await assistant.aclose()


async def get(h: Harness, path: str) -> tuple[int, dict[str, object]]:
    async with asyncio.timeout(5), h.session.get(f"{h.url}{path}") as resp:
        return resp.status, await resp.json()


async def test_health_and_readiness_answer_while_the_default_thread_pool_is_saturated(sqlite_harness: Harness) -> None:
    loop = asyncio.get_running_loop()
    release = threading.Event()
    # Every thread of asyncio's default pool stuck, as under a burst of blocking work.
    stuck = [loop.run_in_executor(None, release.wait) for _ in range(64)]
    try:
        status, body = await get(sqlite_harness, "/healthz")
        assert status == 200 and body["ok"] is True and body["in_flight"] == 0
        # The store has a thread of its own, so readiness still reaches it.
        status, body = await get(sqlite_harness, "/readyz")
        assert status == 200 and body["store"] == "ok", body
        assert not release.is_set()
    finally:
        release.set()
        await asyncio.gather(*stuck)


async def test_readiness_fails_fast_when_the_store_is_locked_and_liveness_does_not(sqlite_harness: Harness) -> None:
    path = sqlite_harness.assistant.settings.session_db_path
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process holding the write lock
    try:
        status, body = await get(sqlite_harness, "/readyz")
        assert status == 503 and body["ok"] is False and body["store"] == "slow", body
        status, body = await get(sqlite_harness, "/healthz")
        assert status == 200 and body["ok"] is True
    finally:
        other.execute("ROLLBACK")
        other.close()
    status, body = await get(sqlite_harness, "/readyz")
    assert status == 200 and body["store"] == "ok"
