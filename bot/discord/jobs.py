"""Discord's half of `research-bot worker`: the deliverer, from DISCORD_BOT_TOKEN alone.

The worker logs in over REST and never connects to the gateway. A job's answer
goes where its frontend said (`DeliveryTarget`): the "Queued" message (or the
slash command's deferred response) becomes the progress and then the answer.
Whether an answer is out already is read from Discord: the placeholder no
longer shows progress once its answer's last write is done (`answered`), and
the parts sent before that carry nonces Discord de-duplicates.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import discord

from bot.discord.delivery import DiscordSurfaces, http_trace, transient
from bot.discord.inbound import DM_WORKSPACE, PLATFORM
from bot.discord.runner import login, rest_client, use_endpoints
from bot.discord.settings import DiscordSettings
from bot.jobs import SurfaceDeliverer
from bot.surface import DeliveryTarget
from core.jobs import Job

# An interaction's token is good for 15 minutes; a job older than this answers in the channel.
INTERACTION_TOKEN_SECONDS = 14 * 60


class DiscordDeliverer(SurfaceDeliverer):
    def __init__(self, client: discord.Client) -> None:
        super().__init__(PLATFORM, DiscordSurfaces(client, retry_transient=True))

    def target(self, job: Job) -> DeliveryTarget:
        target = super().target(job)
        if target.token and time.time() - job.enqueued_at > INTERACTION_TOKEN_SECONDS:
            # The deferred response can't be edited any more; the answer goes to the
            # channel as a new message (the response keeps saying it was queued).
            kind = "dm" if target.workspace == DM_WORKSPACE else "thread"
            return target.model_copy(update={"token": None, "placeholder": None, "kind": kind})
        return target

    async def delivered(self, job: Job) -> bool:
        surface = self.surfaces.surface(self.target(job))
        try:
            return await surface.answered()
        except discord.HTTPException as exc:
            if transient(exc):
                raise
            # The placeholder can't be read (access lost): delivering says so to the user.
            return False


@asynccontextmanager
async def discord_deliverer(settings: DiscordSettings) -> AsyncIterator[DiscordDeliverer]:
    """The deliverer for Discord jobs: a client logged in over REST (needs DISCORD_BOT_TOKEN)."""
    use_endpoints(settings)
    client = rest_client(http_trace=http_trace())
    async with client:
        await login(client, settings)
        yield DiscordDeliverer(client)
