"""HTTP mode: Slack's Events API on `/slack/events`, a health check on `/healthz`,
and with `operations` the bot's `/metrics` and `/status` (bot/operations.py).

A request Slack could never have sent (a timestamp that is not a number, a body
that is not the JSON or form it claims to be) gets a 4xx before Bolt sees it:
never a 500 or a traceback.
"""

from __future__ import annotations

import logging

from aiohttp import web
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request
from slack_bolt.async_app import AsyncApp

from bot.operations import Operations, healthz
from bot.pipeline import Pipeline
from core.assistant import Assistant

log = logging.getLogger(__name__)


def make_web_app(
    app: AsyncApp, assistant: Assistant, pipeline: Pipeline, operations: Operations | None = None
) -> web.Application:
    async def events(request: web.Request) -> web.Response:
        timestamp = request.headers.get("X-Slack-Request-Timestamp")
        if timestamp is not None and not timestamp.strip().isdigit():
            return web.json_response({"ok": False, "error": "invalid_timestamp"}, status=401)
        try:
            bolt_request = await to_bolt_request(request)
        except (ValueError, TypeError, AttributeError, UnicodeDecodeError) as exc:
            log.warning("slack.malformed_request error=%s", type(exc).__name__)
            return web.json_response({"ok": False, "error": "malformed_body"}, status=400)
        if not isinstance(bolt_request.body, dict):
            return web.json_response({"ok": False, "error": "malformed_body"}, status=400)
        return await to_aiohttp_response(await app.async_dispatch(bolt_request))

    async def health(_: web.Request) -> web.Response:
        return await healthz(assistant, len(pipeline))

    web_app = web.Application()
    web_app.router.add_post("/slack/events", events)
    if operations is not None:
        operations.add_routes(web_app)
    else:
        web_app.router.add_get("/healthz", health)
    return web_app
