"""`research-bot serve slack`: Socket Mode or HTTP, until SIGINT/SIGTERM, then a clean drain."""

from __future__ import annotations

import asyncio
import logging

from aiohttp import web
from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler

from bot.slack.app import build_app
from bot.slack.conversations import SlackBot
from bot.slack.delivery import Delivery, make_client
from bot.signals import stop_event
from bot.slack.server import make_web_app
from core.config import Settings

log = logging.getLogger(__name__)

_REQUIRED = {
    "socket": (("SLACK_BOT_TOKEN", "slack_bot_token"), ("SLACK_APP_TOKEN", "slack_app_token")),
    "http": (("SLACK_BOT_TOKEN", "slack_bot_token"), ("SLACK_SIGNING_SECRET", "slack_signing_secret")),
}


def check_settings(settings: Settings, mode: str) -> None:
    """Raise ValueError naming every missing env var for the mode, before anything starts."""
    if mode not in _REQUIRED:
        raise ValueError(f"unknown Slack mode {mode!r}; use 'socket' or 'http'")
    missing = [
        env for env, field in _REQUIRED[mode] if not (getattr(settings, field) and getattr(settings, field).get_secret_value())
    ]
    if missing:
        raise ValueError(
            f"Slack {mode} mode needs {' and '.join(missing)} in the environment (see docs/slack.md)"
        )


async def run_slack(settings: Settings, mode: str, port: int, *, stop: asyncio.Event | None = None) -> None:
    """Serve Slack until `stop` is set (by default on SIGINT/SIGTERM); in-flight answers are finished first."""
    check_settings(settings, mode)
    from core.factory import build_assistant

    assistant = await build_assistant(settings)
    assert settings.slack_bot_token is not None  # checked above
    client = make_client(settings.slack_bot_token.get_secret_value(), settings.slack_api_url)
    bot = SlackBot(settings, assistant, Delivery(client))
    stop = stop or stop_event()
    try:
        if mode == "socket":
            assert settings.slack_app_token is not None
            app = build_app(bot, signing_secret=None)
            handler = AsyncSocketModeHandler(app, settings.slack_app_token.get_secret_value(), web_client=client)
            await handler.connect_async()
            log.info("slack.serving mode=socket")
            try:
                await stop.wait()
            finally:
                await handler.close_async()
        else:
            assert settings.slack_signing_secret is not None
            app = build_app(bot, signing_secret=settings.slack_signing_secret.get_secret_value())
            runner = web.AppRunner(make_web_app(app, bot))
            await runner.setup()
            await web.TCPSite(runner, port=port).start()
            log.info("slack.serving mode=http port=%d", port)
            try:
                await stop.wait()
            finally:
                await runner.cleanup()
    finally:
        cancelled = await bot.tasks.drain(timeout=settings.research_wall_time_seconds + 20)
        if cancelled:
            log.warning("slack.shutdown cancelled=%d unfinished answers", cancelled)
        await assistant.aclose()
