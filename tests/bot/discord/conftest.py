"""The real discord.py client wired to a local fake Discord (REST + gateway)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

import discord
import pytest
import yarl
from discord.gateway import DiscordWebSocket
from tests.bot.discord.fake_discord import FakeDiscord

from bot.discord.app import ResearchBot
from bot.discord.settings import DiscordSettings
from core.assistant import Assistant
from core.config import Settings
from core.factory import build_assistant

RunBot = Callable[..., AbstractAsyncContextManager[ResearchBot]]


@pytest.fixture
async def fake(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as server:
        # Point the library (REST, webhooks and gateway) at the local fake.
        monkeypatch.setattr(discord.http.Route, "BASE", server.api_base)
        monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(server.gateway_url))
        yield server


@pytest.fixture
def run_bot(fake: FakeDiscord, offline_settings: Settings) -> RunBot:
    """Start a ResearchBot (extractive assistant by default) connected to the fake."""

    @asynccontextmanager
    async def start(assistant: Assistant | None = None, **overrides: Any) -> AsyncIterator[ResearchBot]:
        """`overrides` set core or Discord settings by field name."""
        discord_fields = set(DiscordSettings.model_fields)
        settings = offline_settings.model_copy(update={k: v for k, v in overrides.items() if k not in discord_fields})
        discord_settings = DiscordSettings(
            _env_file=None,  # type: ignore[call-arg]
            discord_api_base=fake.api_base,
            **{k: v for k, v in overrides.items() if k in discord_fields},
        )
        bot = ResearchBot(assistant or await build_assistant(settings), discord_settings, guild_ready_timeout=0.05)
        await bot.login("fake-token")
        connection = asyncio.create_task(bot.connect(reconnect=False))
        try:
            await fake.connected()
            await asyncio.wait_for(bot.wait_until_ready(), 5)
            yield bot
        finally:
            await bot.close()
            await asyncio.wait_for(connection, 5)

    return start
