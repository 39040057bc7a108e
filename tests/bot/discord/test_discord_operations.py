"""`serve discord` with METRICS_PORT: the real entry point, the real discord.py client
against the local fake Discord, and /metrics, /status, /healthz on their own port."""

from __future__ import annotations

import asyncio

import aiohttp
from pydantic import SecretStr
from tests.bot.discord.fake_discord import BOT_ID, FakeDiscord
from tests.scrapes import free_port, scrape_until, total

from bot.discord.runner import run_discord
from bot.discord.settings import DiscordSettings
from core.config import Settings

QUESTION = "What's the difference between AWS Lambda and Amazon ECS?"


async def test_metrics_port_serves_the_turn_discords_calls_and_retries_and_the_status(
    fake: FakeDiscord, offline_settings: Settings
) -> None:
    port = free_port()
    settings = offline_settings.model_copy(update={"metrics_port": port})
    discord_settings = DiscordSettings(
        _env_file=None,  # type: ignore[call-arg]
        discord_bot_token=SecretStr("fake-token"),
        discord_api_base=fake.api_base,
        discord_gateway_url=fake.gateway_url,
    )
    stop = asyncio.Event()
    serving = asyncio.create_task(run_discord(settings, discord_settings, stop=stop))
    base = f"http://127.0.0.1:{port}"
    try:
        await fake.connected(timeout=60)
        # Discord fails the first message (in the answer's thread) with a 500 once; discord.py
        # waits and sends it again.
        fake.fail_next("POST", r"/channels/\d+/messages", 500, 0, "Internal Server Error")
        await fake.user_says(f"<@{BOT_ID}> {QUESTION}", mentions=[fake.bot_user])
        async with aiohttp.ClientSession() as session:
            parsed = await scrape_until(session, f"{base}/metrics", "research_bot_stage_duration_seconds_count", 1,
                                        stage="deliver")
            async with session.get(f"{base}/status") as resp:
                status = await resp.json()
            async with session.get(f"{base}/healthz") as resp:
                health = await resp.json()
    finally:
        stop.set()
        await asyncio.wait_for(serving, 30)

    assert total(parsed, "research_bot_turns_total", platform="discord", mode="extractive", outcome="answered") == 1
    assert total(parsed, "research_bot_stage_duration_seconds_count", stage="ack") == 1
    assert total(parsed, "research_bot_platform_calls_total", platform="discord", method="send", outcome="retry") == 1
    assert total(parsed, "research_bot_platform_calls_total", platform="discord", method="send", outcome="ok") >= 1
    assert total(parsed, "research_bot_platform_calls_total", platform="discord", method="edit", outcome="ok") >= 1
    assert total(parsed, "research_bot_build_info", role="discord") == 1
    assert status["role"] == "discord" and status["store"]["ok"] and status["turns"]["count"] == 1
    assert {s["name"]: s["state"] for s in status["sources"]}["corpus"] == "ok"
    assert status["models"] == []
    assert health["ok"] is True


async def test_without_metrics_port_nothing_listens(fake: FakeDiscord, offline_settings: Settings) -> None:
    discord_settings = DiscordSettings(
        _env_file=None,  # type: ignore[call-arg]
        discord_bot_token=SecretStr("fake-token"),
        discord_api_base=fake.api_base,
        discord_gateway_url=fake.gateway_url,
    )
    port = free_port()
    stop = asyncio.Event()
    serving = asyncio.create_task(run_discord(offline_settings, discord_settings, stop=stop))
    try:
        await fake.connected(timeout=60)
        async with aiohttp.ClientSession() as session:
            try:
                async with session.get(f"http://127.0.0.1:{port}/metrics"):
                    reached = True
            except aiohttp.ClientConnectionError:
                reached = False
    finally:
        stop.set()
        await asyncio.wait_for(serving, 30)

    assert offline_settings.metrics_port == 0 and not reached
