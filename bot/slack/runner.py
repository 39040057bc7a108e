"""`research-bot serve slack`: Socket Mode or HTTP, until SIGINT/SIGTERM, then a clean drain."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable

import aiohttp
from aiohttp import web
from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient
from slack_sdk.web.async_slack_response import AsyncSlackResponse

from bot.jobs import queue_turns
from bot.lifecycle import stop_signal
from bot.liveness import serve_liveness
from bot.operations import Operations, operations_server
from bot.pipeline import Pipeline, turn_slots
from bot.slack.app import SlackFrontend, build_app
from bot.slack.delivery import SlackApi, SlackSurfaces, make_client
from bot.slack.server import AccessLog, make_web_app
from bot.slack.settings import SlackSettings
from core.admission import Policy
from core.assistant import Assistant
from core.config import Settings
from core.jobs import open_queue

log = logging.getLogger(__name__)

# Connections the kernel completes for us while the loop is busy. Slack sends a
# burst of events as that many connections at once; past aiohttp's default of 128
# the kernel drops the extra SYNs and each of those senders waits a full second
# to retry (1.0-1.1 s acks in bench_burst). The kernel caps it at net.core.somaxconn.
LISTEN_BACKLOG = 1024

_REQUIRED = {
    "socket": (("SLACK_BOT_TOKEN", "slack_bot_token"), ("SLACK_APP_TOKEN", "slack_app_token")),
    "http": (("SLACK_BOT_TOKEN", "slack_bot_token"), ("SLACK_SIGNING_SECRET", "slack_signing_secret")),
}


def check_settings(settings: SlackSettings, mode: str) -> None:
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


# Slack's answers to a token it will never accept: retrying cannot help, the setting must change.
_REFUSED_TOKEN = frozenset({
    "invalid_auth", "not_authed", "not_allowed_token_type", "token_revoked", "token_expired", "account_inactive",
    "missing_scope",
})


async def check_tokens(client: AsyncWebClient, slack: SlackSettings, mode: str) -> str | None:
    """The bot's user name (from `auth.test`), or None when Slack could not be reached.
    Raise ValueError naming the variable when Slack refuses a token before serving. A
    refused bot token let the bot say it was serving and then drop every event (Bolt's
    authorization fails, logging no setting); a refused app token was retried by the SDK
    every 10 s for ever. A bot token pasted into SLACK_APP_TOKEN is the usual slip. An
    unreachable Slack is left to the SDK's retries."""
    assert slack.slack_bot_token is not None
    bot_token = slack.slack_bot_token.get_secret_value()
    needed = "the Bot User OAuth Token (xoxb-…) from Install App"
    identity = await _accepted(client.auth_test(), "SLACK_BOT_TOKEN", bot_token, needed)
    if identity is not None and not identity.get("bot_id"):
        # Slack accepts a person's token too (the User OAuth Token, on the same page): the bot
        # then served as them, took their messages for its own and answered in their name.
        raise ValueError(f"SLACK_BOT_TOKEN holds a user token, not the app's bot: it needs {needed} (see docs/slack.md)")
    if mode == "socket":
        assert slack.slack_app_token is not None
        app_token = slack.slack_app_token.get_secret_value()
        await _accepted(
            client.apps_connections_open(app_token=app_token), "SLACK_APP_TOKEN", app_token,
            "the app-level token (xapp-…) made under Basic Information → App-Level Tokens with the connections:write scope",
        )
    name = identity.get("user") if identity is not None else None
    return name if isinstance(name, str) and name else None


async def _accepted(
    call: Awaitable[AsyncSlackResponse], variable: str, token: str, needed: str
) -> AsyncSlackResponse | None:
    try:
        return await call
    except SlackApiError as exc:
        error = str(exc.response.get("error") or "")
        if error not in _REFUSED_TOKEN:
            return None
        held = {"xoxb-": "a bot token", "xapp-": "an app-level token", "xoxp-": "a user token"}
        kind = next((f" (it holds {what}, {prefix}…)" for prefix, what in held.items() if token.startswith(prefix)), "")
        raise ValueError(f"Slack refused {variable} ({error}){kind}: it needs {needed} (see docs/slack.md)") from None
    except aiohttp.ClientError:
        return None


def slack_pipeline(assistant: Assistant, slack: SlackSettings, api: SlackApi) -> Pipeline:
    # DMs are governed by the user allowlist alone.
    policy = Policy(channels=slack.slack_allowed_channels, users=slack.slack_allowed_users)
    slots = turn_slots(assistant.settings.max_concurrent_turns)
    return Pipeline(assistant, assistant.admission(policy), SlackSurfaces(api, slack), slots)


async def run_slack(
    settings: Settings,
    mode: str,
    port: int,
    *,
    host: str | None = None,
    slack: SlackSettings | None = None,
    stop: asyncio.Event | None = None,
) -> None:
    """Serve Slack until `stop` is set (by default on SIGINT/SIGTERM). Stopping
    closes the connection first (Slack sends new events elsewhere), then gives
    answers in flight SHUTDOWN_GRACE_SECONDS to finish. With JOB_QUEUE=redis,
    research turns are put on the job queue for workers (bot/jobs.py)."""
    slack = slack or SlackSettings()
    check_settings(slack, mode)
    from core.factory import build_assistant

    assistant = await build_assistant(settings)
    assert slack.slack_bot_token is not None  # checked above
    stop = stop or stop_signal()
    try:
        async with aiohttp.ClientSession() as session, open_queue(settings) as queue:
            api = SlackApi(make_client(slack.slack_bot_token.get_secret_value(), slack.slack_api_url, session))
            bot_name = await check_tokens(api.client, slack, mode)
            pipeline = slack_pipeline(assistant, slack, api)
            queue_turns(pipeline, queue)
            frontend = SlackFrontend(slack, assistant, pipeline, api, bot_name=bot_name)
            operations = Operations(assistant, "slack", in_flight=lambda: len(pipeline))
            if queue is not None:
                operations.track_queue(queue.stream)
            # Liveness stays up through the drain: a draining process is alive.
            async with serve_liveness(settings):
                try:
                    with operations:
                        await _serve(
                            frontend, operations, mode, host or slack.slack_http_host, port, settings.metrics_port, stop
                        )
                finally:
                    cancelled = await pipeline.shutdown(settings.shutdown_grace_seconds)
                    if cancelled:
                        log.warning("slack.shutdown cancelled=%d unfinished answers", cancelled)
    finally:
        await assistant.aclose()


async def _serve(
    frontend: SlackFrontend,
    operations: Operations,
    mode: str,
    host: str,
    port: int,
    metrics_port: int,
    stop: asyncio.Event,
) -> None:
    """Take events until `stop`; then stop taking them (the pipeline drains what is in flight).
    HTTP mode serves /metrics and /status beside the events; Socket Mode on METRICS_PORT."""
    slack = frontend.settings
    if mode == "socket":
        assert slack.slack_app_token is not None
        app = build_app(frontend, signing_secret=None)
        handler = AsyncSocketModeHandler(app, slack.slack_app_token.get_secret_value(), web_client=frontend.api.client)
        async with operations_server(operations, metrics_port, frontend.assistant.settings.metrics_host):
            # The SDK retries a failed connection every 10 s for ever: a stop (SIGTERM) while
            # Slack cannot be reached must not wait for it.
            connecting = asyncio.ensure_future(handler.connect_async())
            stopping = asyncio.ensure_future(stop.wait())
            try:
                await asyncio.wait({connecting, stopping}, return_when=asyncio.FIRST_COMPLETED)
                if connecting.done():
                    connecting.result()
                    log.info("slack.serving mode=socket")
                    await stopping
                else:
                    log.warning("slack.stopped_before_connecting mode=socket")
            finally:
                connecting.cancel()
                stopping.cancel()
                await handler.close_async()
        return
    assert slack.slack_signing_secret is not None
    app = build_app(frontend, signing_secret=slack.slack_signing_secret.get_secret_value())
    runner = web.AppRunner(make_web_app(app, frontend.assistant, frontend.pipeline, operations), access_log_class=AccessLog)
    await runner.setup()
    try:
        try:
            await web.TCPSite(runner, host=host, port=port, backlog=LISTEN_BACKLOG).start()
        except OSError as exc:  # an unknown host, an address not on this machine, a port in use
            raise ValueError(
                f"cannot listen on {host}:{port} ({exc.strerror or exc}); choose another --host "
                "(or SLACK_HTTP_HOST) or --port"
            ) from exc
        # With --port 0 the system picks the port (each address family its own): log the IPv4 one.
        port = next((a[1] for a in runner.addresses if len(a) == 2), runner.addresses[0][1])
        log.info("slack.serving mode=http port=%d host=%s", port, host)
        await stop.wait()
    finally:
        await runner.cleanup()
