"""The CLI entry points: command registration over REST and clear setup errors."""

from __future__ import annotations

import discord
import pytest
from discord.gateway import DiscordWebSocket
from pydantic import SecretStr

from bot.discord.jobs import discord_deliverer
from bot.discord.runner import DiscordSetupError, run_discord, sync_commands
from bot.discord.settings import DiscordSettings
from core.config import Settings
from tests.bot.discord.fake_discord import APP_ID, GUILD_ID, FakeDiscord

COMMANDS = ["research", "summary", "sources", "trace", "export", "stop", "reset", "help", "config"]


@pytest.fixture(autouse=True)
def endpoints(monkeypatch: pytest.MonkeyPatch) -> None:
    """The entry points point discord.py at DISCORD_API_BASE (a global): restore it after each test."""
    monkeypatch.setattr(discord.http.Route, "BASE", discord.http.Route.BASE)
    monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", DiscordWebSocket.DEFAULT_GATEWAY)


def discord_settings(fake: FakeDiscord | None = None, token: str | None = None) -> DiscordSettings:
    return DiscordSettings(
        _env_file=None,  # type: ignore[call-arg]
        discord_bot_token=SecretStr(token) if token else None,
        discord_api_base=fake.api_base if fake else "http://127.0.0.1:1/api/v10",
        discord_gateway_url=fake.gateway_url if fake else None,
    )


async def test_sync_commands_registers_all_commands_globally_or_in_one_guild(fake: FakeDiscord) -> None:
    settings = discord_settings(fake, "fake-token")

    assert await sync_commands(settings, None) == COMMANDS
    assert await sync_commands(settings, GUILD_ID) == COMMANDS

    puts = [c for c in fake.calls if c.method == "PUT"]
    assert [c.path for c in puts] == [
        f"/applications/{APP_ID}/commands",
        f"/applications/{APP_ID}/guilds/{GUILD_ID}/commands",
    ]
    summary = next(c for c in puts[0].body if c["name"] == "summary")  # type: ignore[union-attr]
    length = summary["options"][0]
    assert length["required"] and [c["value"] for c in length["choices"]] == ["inline", "quick", "detailed"]
    research = next(c for c in puts[0].body if c["name"] == "research")  # type: ignore[union-attr]
    assert research["options"][0]["max_length"] == 4000
    # No gateway connection is needed just to register commands.
    assert not any(c.path.startswith("/gateway") for c in fake.calls)


async def enter(entry: str, settings: Settings, discord: DiscordSettings) -> None:
    """Start what `entry` names: `serve discord`, `discord sync-commands`, or a worker's Discord deliverer."""
    if entry == "serve":
        await run_discord(settings, discord)
    elif entry == "sync":
        await sync_commands(discord, None)
    else:
        async with discord_deliverer(discord):
            pass


@pytest.mark.parametrize("entry", ["serve", "sync", "worker"])
async def test_missing_token_names_the_variable(entry: str, offline_settings: Settings) -> None:
    with pytest.raises(DiscordSetupError, match="DISCORD_BOT_TOKEN is not set"):
        await enter(entry, offline_settings, discord_settings())


@pytest.mark.parametrize("entry", ["serve", "sync", "worker"])
async def test_rejected_token_is_a_clear_error(entry: str, fake: FakeDiscord, offline_settings: Settings) -> None:
    fake.fail_next("GET", r"/users/@me", 401, 0, "401: Unauthorized")
    with pytest.raises(DiscordSetupError, match="rejected DISCORD_BOT_TOKEN"):
        await enter(entry, offline_settings, discord_settings(fake, "wrong"))


@pytest.mark.parametrize("entry", ["sync", "worker"])
async def test_unreachable_discord_is_a_clear_error(entry: str, offline_settings: Settings) -> None:
    with pytest.raises(DiscordSetupError, match=r"Couldn't reach Discord at http://127\.0\.0\.1:1/api/v10"):
        await enter(entry, offline_settings, discord_settings(token="x"))
