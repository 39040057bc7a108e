"""The METRICS_PORT server itself: what it serves and how it refuses a port in use."""

from __future__ import annotations

import asyncio
from pathlib import Path

import aiohttp
import pytest
from pydantic import SecretStr
from tests.fakes.openai_server import FakeOpenAI, Scripted
from tests.fakes.research_model import ResearchModel
from tests.scrapes import free_port, scrape

from bot.operations import Operations, operations_server
from core.config import FallbackModel, Settings
from core.factory import build_assistant
from core.models import Inbound, ThreadKey


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


async def test_status_shows_a_failing_primary_and_the_fallback_that_answered(offline_settings: Settings) -> None:
    async with FakeOpenAI() as primary, FakeOpenAI() as fallback:
        primary.default = lambda body: Scripted(status=500, error="the provider is down")
        fallback.default = ResearchModel()
        settings = offline_settings.model_copy(update={
            "openai_base_url": primary.base_url, "openai_api_key": SecretStr("test"), "llm_model": "big-model",
            "llm_max_retries": 0,
            "llm_fallbacks": [FallbackModel(base_url=fallback.base_url, model="small-model")],
        })
        assistant = await build_assistant(settings)
        port = free_port()
        try:
            with Operations(assistant, "test") as operations:
                before = await operations.status.report(assistant.ready)
                reply = await assistant.handle(Inbound(thread=ThreadKey(platform="slack", channel="C", thread="fb"),
                                                       user="u", text="How does Redis persistence work?"))
                async with operations_server(operations, port), aiohttp.ClientSession() as session:
                    async with session.get(f"http://127.0.0.1:{port}/status") as resp:
                        status = await resp.json()
        finally:
            await assistant.aclose()

    assert [(m.name, m.model, m.state) for m in before.models] == [
        ("primary", "big-model", "unknown"), ("fallback1", "small-model", "unknown")
    ]
    assert reply.kind == "answer" and fallback.requests
    models = {m["name"]: m for m in status["models"]}
    assert models["primary"]["state"] == "failing" and models["primary"]["last_error"] == "HTTP 500"
    assert models["fallback1"]["state"] == "ok" and models["fallback1"]["calls"] == len(fallback.requests)
