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

from bot.discord.client import ResearchBot
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
        settings = offline_settings.model_copy(update=overrides)
        bot = ResearchBot(assistant or await build_assistant(settings), settings, guild_ready_timeout=0.05)
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
