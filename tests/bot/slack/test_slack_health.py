"""Liveness and readiness of the HTTP server while every thread is busy."""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import threading
import time
import urllib.error
import urllib.request
from collections.abc import AsyncIterator

import pytest
from pydantic import SecretStr
from tests.fakes.slack_api import FakeSlack
from tests.scrapes import free_port

from bot.slack.runner import run_slack
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


def probe(url: str) -> tuple[int, dict[str, object]]:
    """One blocking GET, as a kubelet would send it (from outside the bot's event loop)."""
    try:
        with urllib.request.urlopen(url, timeout=1.0) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


async def test_the_liveness_port_answers_503_while_the_event_loop_is_stuck_and_200_once_it_runs_again(
    fake: FakeSlack, slack_env: SlackSettings, slack_settings: Settings
) -> None:
    health_port = free_port()
    settings = slack_settings.model_copy(update={"health_port": health_port, "liveness_stall_seconds": 0.3})
    slack = slack_env.model_copy(update={"slack_signing_secret": SecretStr("secret")})
    stop = asyncio.Event()
    server = asyncio.create_task(run_slack(settings, "http", free_port(), host="127.0.0.1", slack=slack, stop=stop))
    url = f"http://127.0.0.1:{health_port}/healthz"
    try:
        async with asyncio.timeout(30):
            while True:
                try:
                    healthy = await asyncio.to_thread(probe, url)
                    break
                except OSError:
                    await asyncio.sleep(0.05)
        seen: list[tuple[float, int, dict[str, object]]] = []
        stuck_for = 1.2

        def kubelet() -> None:
            until = time.monotonic() + stuck_for + 0.3
            while time.monotonic() < until:
                sent = time.monotonic()
                status, body = probe(url)
                seen.append((time.monotonic() - sent, status, body))
                time.sleep(0.05)

        prober = threading.Thread(target=kubelet)
        prober.start()

        async def stuck() -> None:
            time.sleep(stuck_for)  # the bug this guards against: a blocking call on the loop

        await asyncio.create_task(stuck())
        await asyncio.to_thread(prober.join)
        await asyncio.sleep(0.3)  # a few beats
        recovered = await asyncio.to_thread(probe, url)
    finally:
        stop.set()
        await asyncio.wait_for(server, 10)

    assert healthy[0] == 200 and healthy[1]["ok"] is True
    stalled = [(took, body) for took, status, body in seen if status == 503]
    assert stalled, f"no 503 while the loop was stuck for {stuck_for}s: {seen}"
    assert all(body["ok"] is False and float(body["loop_stalled_ms"]) >= 300 for _, body in stalled)  # type: ignore[arg-type]
    # Answered from its own thread: quickly, while the loop could answer nothing at all.
    assert max(took for took, _ in stalled) < 0.5
    assert recovered[0] == 200 and recovered[1]["ok"] is True


async def test_probes_and_scrapes_that_succeed_leave_no_access_log_line_and_everything_else_does(
    fake: FakeSlack, slack_env: SlackSettings, slack_settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    # A kubelet probing /readyz every 10 s and Prometheus scraping /metrics filled the log at
    # INFO with a line each (8,640 a day for one probe), burying the Slack events between them.
    caplog.set_level(logging.INFO, logger="aiohttp.access")
    port = free_port()
    slack = slack_env.model_copy(update={"slack_signing_secret": SecretStr("secret")})
    stop = asyncio.Event()
    server = asyncio.create_task(run_slack(slack_settings, "http", port, host="127.0.0.1", slack=slack, stop=stop))
    base = f"http://127.0.0.1:{port}"
    try:
        async with asyncio.timeout(30):
            while True:
                try:
                    await asyncio.to_thread(probe, f"{base}/healthz")
                    break
                except OSError:
                    await asyncio.sleep(0.05)
        for path in ("/readyz", "/healthz", "/metrics", "/status") * 3:
            response = await asyncio.to_thread(urllib.request.urlopen, f"{base}{path}", timeout=5)
            assert response.status == 200
            response.close()
        unsigned = urllib.request.Request(f"{base}/slack/events", data=b"{}", method="POST")
        for request in (unsigned, f"{base}/nothing-here"):
            with pytest.raises(urllib.error.HTTPError):
                await asyncio.to_thread(urllib.request.urlopen, request, timeout=5)
        await asyncio.sleep(0.1)
    finally:
        stop.set()
        await asyncio.wait_for(server, 10)

    logged = [r.getMessage() for r in caplog.records if r.name == "aiohttp.access"]
    assert any('"POST /slack/events' in line and " 401 " in line for line in logged), logged
    assert any('"GET /nothing-here' in line and " 404 " in line for line in logged), logged
    assert not [line for line in logged if any(f"GET {p} " in line for p in ("/readyz", "/healthz", "/metrics", "/status"))]
