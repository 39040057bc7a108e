"""`research-bot worker`: run research jobs from the Redis stream until SIGTERM, then drain.

Any number of these, on any machines, share the work. Each delivers answers
through the deliverers its settings allow: the terminal's mailbox always,
Slack's with SLACK_BOT_TOKEN, Discord's with DISCORD_BOT_TOKEN (over REST; a
worker never connects to Discord's gateway). A job for a platform this worker
can't reach is dead-lettered with that reason, so give every worker the tokens
of every platform the frontends serve. With METRICS_PORT set, /metrics (with the
queue's depth and oldest job age) and /status are served on that port.
"""

from __future__ import annotations

import asyncio
import logging
from contextlib import AsyncExitStack

from bot.lifecycle import stop_signal
from bot.liveness import serve_liveness
from bot.operations import Operations, operations_server
from core.config import Settings
from core.jobs import Deliverer, Deliverers, job_stream, redis_mailbox
from core.jobs.worker import Worker

log = logging.getLogger(__name__)


def check_settings(settings: Settings) -> None:
    if settings.job_queue != "redis":
        raise ValueError(
            "research-bot worker runs jobs from Redis: set JOB_QUEUE=redis and SESSION_STORE=redis "
            "(and the same REDIS_URL as the frontends; see docs/scaling.md)"
        )


async def platform_deliverers(stack: AsyncExitStack) -> list[Deliverer]:
    """The platforms this process has tokens for; their SDKs load only when configured."""
    from bot.discord.settings import DiscordSettings
    from bot.slack.settings import SlackSettings

    deliverers: list[Deliverer] = []
    if (slack := SlackSettings()).slack_bot_token:
        from bot.slack.jobs import slack_deliverer

        deliverers.append(await stack.enter_async_context(slack_deliverer(slack)))
    if (discord := DiscordSettings()).discord_bot_token:
        from bot.discord.jobs import discord_deliverer

        deliverers.append(await stack.enter_async_context(discord_deliverer(discord)))
    return deliverers


async def run_worker(settings: Settings, *, stop: asyncio.Event | None = None, concurrency: int | None = None) -> int:
    """Run until `stop` (by default SIGINT/SIGTERM); returns how many jobs this worker completed."""
    check_settings(settings)
    from core.factory import build_assistant

    assistant = await build_assistant(settings)
    stream = job_stream(settings)
    try:
        async with AsyncExitStack() as stack:
            deliverers = Deliverers(redis_mailbox(settings, stream), *await platform_deliverers(stack))
            worker = Worker.from_settings(stream, assistant, deliverers, settings, concurrency)
            operations = Operations(assistant, "worker", in_flight=lambda: worker.running)
            operations.track_queue(stream)
            with operations:
                metrics = operations_server(operations, settings.metrics_port, settings.metrics_host)
                await stack.enter_async_context(metrics)
                await stack.enter_async_context(serve_liveness(settings))
                await worker.run(stop or stop_signal())
            return worker.completed
    finally:
        await stream.client.aclose()
        await assistant.aclose()
