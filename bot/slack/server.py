"""HTTP mode: Slack's Events API on `/slack/events` and a health check on `/healthz`."""

from __future__ import annotations

from aiohttp import web
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request
from slack_bolt.async_app import AsyncApp

from bot.slack.conversations import SlackBot
from core.store import StoreUnavailable


def make_web_app(app: AsyncApp, bot: SlackBot) -> web.Application:
    async def events(request: web.Request) -> web.Response:
        bolt_request = await to_bolt_request(request)
        return await to_aiohttp_response(await app.async_dispatch(bolt_request))

    async def healthz(_: web.Request) -> web.Response:
        try:
            await bot.assistant.store.ping()
        except StoreUnavailable:
            return web.json_response({"ok": False, "store": "unavailable", "in_flight": len(bot.tasks)}, status=503)
        return web.json_response({"ok": True, "store": "ok", "in_flight": len(bot.tasks)})

    web_app = web.Application()
    web_app.router.add_post("/slack/events", events)
    web_app.router.add_get("/healthz", healthz)
    return web_app
