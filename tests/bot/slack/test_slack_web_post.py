"""An answer's Web API calls, posted without the SDK's per-call layers, reach Slack as the SDK sends them."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest
from aiohttp import web
from slack_sdk.errors import SlackApiError

from bot.slack.delivery import make_client
from bot.slack.web_post import POSTED, JsonPoster


class RecordingSlack:
    """A Web API that records each request as it arrives and answers from a script (default: ok)."""

    def __init__(self) -> None:
        self.requests: list[tuple[str, dict[str, str], Any]] = []
        self.script: list[tuple[int, dict[str, Any], dict[str, str]]] = []

    async def handle(self, request: web.Request) -> web.Response:
        headers = {k: request.headers[k] for k in ("Authorization", "Content-Type", "User-Agent") if k in request.headers}
        self.requests.append((request.path, headers, json.loads(await request.read())))
        status, body, extra = self.script.pop(0) if self.script else (200, {"ok": True, "ts": "1.5"}, {})
        return web.json_response(body, status=status, headers=extra)


@pytest.fixture
async def slack() -> AsyncIterator[tuple[RecordingSlack, str]]:
    recording = RecordingSlack()
    app = web.Application()
    app.router.add_post("/api/{method}", recording.handle)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    yield recording, f"http://127.0.0.1:{port}/api/"
    await runner.cleanup()


ARGS: dict[str, dict[str, Any]] = {
    "chat_postMessage": {"channel": "C1", "thread_ts": "1.1", "text": "hi", "unfurl_links": False,
                         "blocks": [{"type": "section", "text": {"type": "mrkdwn", "text": "hi"}}],
                         "metadata": {"event_type": "research_bot_reply", "event_payload": {"event_id": "Ev1"}}},
    "chat_update": {"channel": "C1", "ts": "1.5", "text": "edited", "blocks": []},
    "chat_startStream": {"channel": "C1", "thread_ts": "1.1", "task_display_mode": "plan",
                         "chunks": [{"type": "plan_update", "title": "Researching"}]},
    "chat_appendStream": {"channel": "C1", "ts": "1.5", "chunks": [{"type": "markdown_text", "text": "a"}]},
    "chat_stopStream": {"channel": "C1", "ts": "1.5", "blocks": [{"type": "divider"}]},
}


async def test_each_answer_call_reaches_slack_as_the_sdk_sends_it(slack: tuple[RecordingSlack, str]) -> None:
    recording, url = slack
    async with aiohttp.ClientSession() as session:
        client = make_client("xoxb-test", url, session)
        poster = JsonPoster(client)
        for method, api_method in POSTED.items():
            sdk = await getattr(client, method)(**ARGS[method])
            ours = await poster.post(api_method, dict(ARGS[method]))
            assert ours == sdk.data
            by_sdk, by_us = recording.requests[-2:]
            assert by_us == by_sdk, method
            assert by_us[0] == f"/api/{api_method}" and by_us[1]["Authorization"] == "Bearer xoxb-test"


async def test_failures_are_retried_and_refusals_raised_as_by_the_sdk(slack: tuple[RecordingSlack, str]) -> None:
    recording, url = slack
    busy = (429, {"ok": False, "error": "ratelimited"}, {"Retry-After": "0"})
    down = (503, {"ok": False, "error": "service_unavailable"}, {})
    refused = (200, {"ok": False, "error": "not_in_channel"}, {})
    async with aiohttp.ClientSession() as session:
        client = make_client("xoxb-test", url, session)
        poster = JsonPoster(client)
        for script in ([busy, down], [down, down, down], [refused]):
            outcomes = []
            for send in (lambda: client.chat_update(**ARGS["chat_update"]),
                         lambda: poster.post("chat.update", dict(ARGS["chat_update"]))):
                recording.requests.clear()
                recording.script = list(script)
                try:
                    result: Any = await send()
                    outcome: Any = ("ok", result["ts"])
                except SlackApiError as exc:
                    outcome = ("refused", exc.response.status_code, exc.response.data)
                outcomes.append((outcome, len(recording.requests)))
            assert outcomes[1] == outcomes[0], script
