"""Entry points the CLI calls: `serve discord` and `discord sync-commands`."""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.discord import slash
from bot.discord.client import ResearchBot
from core.config import Settings
from core.factory import build_assistant

log = logging.getLogger(__name__)

DOCS = "docs/discord.md"


class DiscordSetupError(ValueError):
    """The bot cannot start as configured; the message says what to fix."""


def _token(settings: Settings) -> str:
    token = settings.discord_bot_token.get_secret_value().strip() if settings.discord_bot_token else ""
    if not token:
        raise DiscordSetupError(
            "DISCORD_BOT_TOKEN is not set. Create a bot in the Discord Developer Portal "
            f"(Applications -> your app -> Bot -> Reset Token) and export it; see {DOCS}."
        )
    return token


def _rejected(exc: discord.LoginFailure) -> DiscordSetupError:
    return DiscordSetupError(f"Discord rejected DISCORD_BOT_TOKEN ({exc}). Reset the token; see {DOCS}.")


async def run_discord(settings: Settings) -> None:
    """Connect to the gateway and answer until stopped."""
    token = _token(settings)
    assistant = await build_assistant(settings)
    bot = ResearchBot(assistant, settings)
    try:
        async with bot:
            await bot.start(token)
    except discord.LoginFailure as exc:
        raise _rejected(exc) from exc
    except discord.PrivilegedIntentsRequired as exc:
        raise DiscordSetupError(
            "The Message Content intent is not enabled. In the Developer Portal, open Bot -> "
            f"Privileged Gateway Intents and turn on MESSAGE CONTENT INTENT; see {DOCS}."
        ) from exc
    finally:
        await assistant.aclose()


async def sync_commands(settings: Settings, guild_id: int | None) -> list[str]:
    """Register the slash commands globally (can take up to an hour to appear) or
    in one guild (instant). Uses only the REST API: no gateway, no session store.
    Returns the registered command names."""
    token = _token(settings)
    client = discord.Client(intents=discord.Intents.none())
    tree: app_commands.CommandTree[discord.Client] = app_commands.CommandTree(client)
    slash.register(tree)
    try:
        async with client:
            await client.login(token)
            guild = discord.Object(id=guild_id) if guild_id is not None else None
            if guild is not None:
                tree.copy_global_to(guild=guild)
            synced = await tree.sync(guild=guild)
    except discord.LoginFailure as exc:
        raise _rejected(exc) from exc
    where = f"guild {guild_id}" if guild_id is not None else "globally"
    log.info("discord.commands_synced count=%d where=%s", len(synced), where)
    return [command.name for command in synced]
