"""Entry points the CLI calls: `serve discord` and `discord sync-commands`."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.gateway import DiscordWebSocket

from bot.discord import slash
from bot.discord.app import ResearchBot
from bot.discord.settings import DiscordSettings
from bot.jobs import queue_turns
from bot.lifecycle import stop_signal
from bot.liveness import serve_liveness
from bot.operations import Operations, operations_server
from core.config import Settings
from core.factory import build_assistant
from core.jobs import open_queue

log = logging.getLogger(__name__)

DOCS = "docs/discord.md"


class DiscordSetupError(ValueError):
    """The bot cannot start as configured; the message says what to fix."""


def _token(settings: DiscordSettings) -> str:
    token = settings.discord_bot_token.get_secret_value().strip() if settings.discord_bot_token else ""
    if not token:
        raise DiscordSetupError(
            "DISCORD_BOT_TOKEN is not set. Create a bot in the Discord Developer Portal "
            f"(Applications -> your app -> Bot -> Reset Token) and export it; see {DOCS}."
        )
    return token


def use_endpoints(settings: DiscordSettings) -> None:
    """Point discord.py (REST, webhooks and the gateway) at DISCORD_API_BASE and
    DISCORD_GATEWAY_URL: a Discord-compatible proxy, or a test server."""
    discord.http.Route.BASE = settings.discord_api_base.rstrip("/")
    if settings.discord_gateway_url:
        DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)


def rest_client(**options: Any) -> discord.Client:
    """A client that only calls the REST API (registering commands, a worker delivering
    answers); it never opens the gateway, so it needs no intents. `guilds` is asked for only
    because without it discord.py warns of guild-state trouble such a client cannot have."""
    return discord.Client(intents=discord.Intents(guilds=True), **options)


async def login(client: discord.Client, settings: DiscordSettings) -> None:
    """Log in over REST (the gateway is separate); a missing or rejected token, or a
    Discord that can't be reached, is a DiscordSetupError saying what to check."""
    token = _token(settings)
    try:
        await client.login(token)
    except discord.LoginFailure as exc:
        raise DiscordSetupError(f"Discord rejected DISCORD_BOT_TOKEN ({exc}). Reset the token; see {DOCS}.") from exc
    except (aiohttp.ClientError, TimeoutError) as exc:
        raise DiscordSetupError(
            f"Couldn't reach Discord at {settings.discord_api_base} ({type(exc).__name__}); "
            "check the network and DISCORD_API_BASE."
        ) from exc


async def run_discord(
    settings: Settings, discord_settings: DiscordSettings | None = None, *, stop: asyncio.Event | None = None
) -> None:
    """Connect to the gateway and answer until stopped (SIGINT/SIGTERM by default).

    Stopping is graceful: new questions are told the bot is restarting, answers
    in flight get SHUTDOWN_GRACE_SECONDS to finish, and any cut short replace
    their "Researching…" message with a note to ask again. With JOB_QUEUE=redis,
    research turns are put on the job queue for workers (bot/jobs.py).
    """
    discord_settings = discord_settings or DiscordSettings()
    _token(discord_settings)  # before anything starts
    use_endpoints(discord_settings)
    assistant = await build_assistant(settings)
    bot = ResearchBot(assistant, discord_settings)
    stop = stop or stop_signal()
    operations = Operations(assistant, "discord", in_flight=lambda: len(bot.pipeline))
    try:
        with operations:
            metrics = operations_server(operations, settings.metrics_port, settings.metrics_host)
            async with bot, open_queue(settings) as queue, metrics, serve_liveness(settings):
                if queue is not None:
                    operations.track_queue(queue.stream)
                queue_turns(bot.pipeline, queue)
                await login(bot, discord_settings)
                connection = asyncio.create_task(bot.connect(), name="discord.gateway")
                stopping = asyncio.create_task(stop.wait(), name="discord.stop")
                await asyncio.wait({connection, stopping}, return_when=asyncio.FIRST_COMPLETED)
                if connection.done():
                    stopping.cancel()
                    connection.result()
                    return
                log.info("discord.stopping in_flight=%d", len(bot.pipeline))
                cancelled = await bot.pipeline.shutdown(settings.shutdown_grace_seconds)
                if cancelled:
                    log.warning("discord.shutdown cancelled=%d unfinished answers", cancelled)
                await bot.close()
                with contextlib.suppress(asyncio.CancelledError):
                    await connection
    except discord.PrivilegedIntentsRequired as exc:
        raise DiscordSetupError(
            "The Message Content intent is not enabled. In the Developer Portal, open Bot -> "
            f"Privileged Gateway Intents and turn on MESSAGE CONTENT INTENT; see {DOCS}."
        ) from exc
    finally:
        await assistant.aclose()


async def sync_commands(settings: DiscordSettings, guild_id: int | None) -> list[str]:
    """Register the slash commands globally (can take up to an hour to appear) or
    in one guild (instant). Uses only the REST API: no gateway, no session store.
    Returns the registered command names."""
    use_endpoints(settings)
    client = rest_client()
    tree: app_commands.CommandTree[discord.Client] = app_commands.CommandTree(client)
    slash.register(tree)
    async with client:
        await login(client, settings)
        guild = discord.Object(id=guild_id) if guild_id is not None else None
        if guild is not None:
            tree.copy_global_to(guild=guild)
        synced = await tree.sync(guild=guild)
    where = f"guild {guild_id}" if guild_id is not None else "globally"
    log.info("discord.commands_synced count=%d where=%s", len(synced), where)
    return [command.name for command in synced]
