"""The METRICS_PORT server itself: what it serves and how it refuses a port in use."""

from __future__ import annotations

import asyncio
from pathlib import Path

import aiohttp
import pytest
from tests.scrapes import free_port, scrape

from bot.operations import Operations, operations_server
from core.config import Settings
from core.factory import build_assistant


async def test_a_metrics_port_in_use_is_a_clear_error_naming_the_setting(offline_settings: Settings) -> None:
    taken = await asyncio.start_server(lambda r, w: None, "0.0.0.0", 0)
    port = taken.sockets[0].getsockname()[1]
    assistant = await build_assistant(offline_settings, warm=False)
    try:
        with pytest.raises(ValueError, match=f"METRICS_PORT={port}"):
            async with operations_server(Operations(assistant, "test"), port):
                pass
    finally:
        taken.close()
        await assistant.aclose()


async def test_the_routes_answer_only_while_the_server_runs(offline_settings: Settings, tmp_path: Path) -> None:
    assistant = await build_assistant(offline_settings, warm=False)
    port = free_port()
    try:
        with Operations(assistant, "test") as operations:
            async with operations_server(operations, port) as bound, aiohttp.ClientSession() as session:
                parsed = await scrape(session, f"http://127.0.0.1:{port}/metrics")
                async with session.get(f"http://127.0.0.1:{port}/status") as resp:
                    status = await resp.json()
            async with aiohttp.ClientSession() as session:
                with pytest.raises(aiohttp.ClientConnectionError):
                    await session.get(f"http://127.0.0.1:{port}/healthz")
    finally:
        await assistant.aclose()

    assert bound == port
    assert any(name == "research_bot_build_info" for name, _ in parsed)
    assert status["role"] == "test" and status["turns"]["count"] == 0
    assert [s["state"] for s in status["sources"]] == ["unknown"] * len(status["sources"]) and status["sources"]
