"""HTTP mode: Slack's Events API on `/slack/events`, liveness on `/healthz`,
readiness on `/readyz`, and with `operations` the bot's `/metrics` and `/status`
(bot/operations.py).

`/healthz` answers from the event loop alone (no store, no thread pool); under a
burst it still waits behind the loop's other work (p99 0.3-0.8 s at N = 200), so
the shipped liveness probes ask HEALTH_PORT instead (bot/liveness.py: a thread
that answers in milliseconds and says 503 only when the loop is stuck). This
one stays for setups that probe the Events API port.
`/readyz` also asks the session store, within READINESS_TIMEOUT_SECONDS, so a
replica whose store is gone leaves the load balancer instead of taking events
it cannot answer.

A request Slack could never have sent (a timestamp that is not a number, a body
that is not the JSON or form it claims to be) gets a 4xx before Bolt sees it:
never a 500 or a traceback. One whose signature fails (a wrong SLACK_SIGNING_SECRET
refuses them all) is counted and warned about (bot/slack/verification.py).
"""

from __future__ import annotations

import asyncio
import logging

from aiohttp import web, web_log
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request
from slack_bolt.async_app import AsyncApp

from bot.operations import Operations
from bot.pipeline import Pipeline
from bot.slack.verification import Rejections, hide_bolts_signature_line
from core.assistant import Assistant

log = logging.getLogger(__name__)


# Asked over and over by machines (a kubelet every 10 s, Prometheus on each scrape): a line each
# at INFO buried the Slack events between them. A failing one is still logged.
_QUIET_ROUTES = frozenset({"/healthz", "/readyz", "/metrics", "/status"})


class AccessLog(web_log.AccessLogger):
    """aiohttp's access log without the probes and scrapes that succeed."""

    def log(self, request: web.BaseRequest, response: web.StreamResponse, time: float) -> None:
        if request.method == "GET" and request.path in _QUIET_ROUTES and response.status < 400:
            return
        super().log(request, response, time)


def make_web_app(
    app: AsyncApp, assistant: Assistant, pipeline: Pipeline, operations: Operations | None = None
) -> web.Application:
    rejections = Rejections()
    hide_bolts_signature_line()

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
        response = await app.async_dispatch(bolt_request)
        if response.status == 401:
            # Bolt's only 401 here: its signature check (no verification token is configured).
            rejections.refused(request.headers)
        return await to_aiohttp_response(response)

    def load() -> dict[str, int]:
        slots = pipeline.turn_slots
        return {"in_flight": len(pipeline), "queued": slots.waiting if slots is not None else 0}

    async def healthz(_: web.Request) -> web.Response:
        return web.json_response({"ok": True, **load()})

    async def readyz(_: web.Request) -> web.Response:
        try:
            async with asyncio.timeout(assistant.settings.readiness_timeout_seconds):
                ready = await assistant.ready()
            store = "ok" if ready else "unavailable"
        except TimeoutError:
            ready, store = False, "slow"
        body = {"ok": ready and pipeline.accepting, "store": store, "accepting": pipeline.accepting, **load()}
        return web.json_response(body, status=200 if body["ok"] else 503)

    web_app = web.Application()
    web_app.router.add_post("/slack/events", events)
    web_app.router.add_get("/healthz", healthz)
    web_app.router.add_get("/readyz", readyz)
    if operations is not None:
        operations.add_routes(web_app)
    return web_app
