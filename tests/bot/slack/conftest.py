"""The real Bolt app behind a real aiohttp server, talking to a local fake Slack."""

from __future__ import annotations

import hashlib
import hmac
import itertools
import json
import time
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from typing import Any
from urllib.parse import urlencode

import aiohttp
import pytest
from aiohttp import web
from tests.fakes.slack_api import BOT_USER, TEAM, FakeSlack, Message

from bot.operations import Operations
from bot.pipeline import Pipeline
from bot.slack.app import SlackFrontend, build_app
from bot.slack.delivery import PLACEHOLDER, SlackApi, make_client
from bot.slack.runner import check_tokens, slack_pipeline
from bot.slack.server import make_web_app
from bot.slack.settings import SlackSettings
from core.assistant import Assistant
from core.config import Settings
from core.factory import build_assistant

SECRET = "test-signing-secret"
CHANNEL = "C1"
USER = "U1"


def sign(body: str, secret: str = SECRET, ts: int | str | None = None) -> dict[str, str]:
    ts = int(time.time()) if ts is None else ts
    digest = hmac.new(secret.encode(), f"v0:{ts}:{body}".encode(), hashlib.sha256).hexdigest()
    return {"X-Slack-Request-Timestamp": str(ts), "X-Slack-Signature": f"v0={digest}"}


def text_of(message: Message) -> str:
    """What a person sees in a message: its streamed markdown, or its blocks' text."""
    parts = [message.markdown] if message.markdown else []
    for block in message.blocks:
        if isinstance(block.get("text"), dict):
            parts.append(block["text"]["text"])
        for element in block.get("elements", []):
            text = element.get("text")
            parts.append(text["text"] if isinstance(text, dict) else str(text or ""))
    return "\n".join(parts)


def finished(message: Message) -> bool:
    return not message.streaming and not message.text.startswith("⏳") and bool(message.blocks or message.markdown)


class Harness:
    """Sends signed Slack requests to the bot and reads what the fake Slack received."""

    def __init__(self, fake: FakeSlack, pipeline: Pipeline, assistant: Assistant, url: str, session: aiohttp.ClientSession) -> None:
        self.fake = fake
        self.pipeline = pipeline
        self.assistant = assistant
        self.url = url
        self.session = session
        self._ids = itertools.count(1)
        self._ts = itertools.count(1)

    def next_ts(self) -> str:
        return f"1600000000.{next(self._ts):06d}"

    async def post(self, body: str, content_type: str, headers: dict[str, str] | None = None) -> aiohttp.ClientResponse:
        all_headers = {"Content-Type": content_type, **sign(body), **(headers or {})}
        async with self.session.post(f"{self.url}/slack/events", data=body, headers=all_headers) as resp:
            await resp.read()
            return resp

    async def event(
        self, event: dict[str, Any], event_id: str | None = None, retry: int | None = None, team: str = TEAM
    ) -> tuple[aiohttp.ClientResponse, str]:
        event_id = event_id or f"Ev{next(self._ids):06d}"
        body = json.dumps(
            {
                "token": "legacy",
                "team_id": team,
                "api_app_id": "A1",
                "type": "event_callback",
                "event_id": event_id,
                "event_time": int(time.time()),
                "authorizations": [{"team_id": team, "user_id": BOT_USER, "is_bot": True}],
                "event": event,
            }
        )
        headers = {"X-Slack-Retry-Num": str(retry), "X-Slack-Retry-Reason": "http_timeout"} if retry else None
        return await self.post(body, "application/json", headers), event_id

    async def mention(self, text: str, thread_ts: str | None = None, user: str = USER, channel: str = CHANNEL) -> str:
        ts = self.next_ts()
        event = {"type": "app_mention", "user": user, "text": f"<@{BOT_USER}> {text}", "ts": ts, "channel": channel, "team": TEAM}
        if thread_ts:
            event["thread_ts"] = thread_ts
        resp, _ = await self.event(event)
        assert resp.status == 200
        return ts

    async def dm(self, text: str, thread_ts: str | None = None, channel: str = "D1", user: str = USER) -> str:
        """A message in the app's Messages tab (the AI-app conversation)."""
        ts = self.next_ts()
        event = {"type": "message", "channel_type": "im", "user": user, "text": text, "ts": ts, "channel": channel, "team": TEAM}
        if thread_ts:
            event["thread_ts"] = thread_ts
        resp, _ = await self.event(event)
        assert resp.status == 200
        return ts

    async def command(
        self, text: str, user: str = USER, channel: str = CHANNEL, response_url: str | None = None
    ) -> aiohttp.ClientResponse:
        body = urlencode(
            {
                "token": "legacy",
                "team_id": TEAM,
                "channel_id": channel,
                "user_id": user,
                "command": "/research",
                "text": text,
                "response_url": response_url or self.fake.response_url(),
                "trigger_id": "trig",
                "api_app_id": "A1",
            }
        )
        return await self.post(body, "application/x-www-form-urlencoded")

    async def click(self, message: Message, action_id: str, user: str = USER, value: str | None = None) -> aiohttp.ClientResponse:
        element = next(
            e for b in message.blocks if b["type"] in ("actions", "context_actions") for e in b["elements"] if e["action_id"] == action_id
        )
        action: dict[str, Any] = {"type": element["type"], "action_id": action_id, "block_id": "b", "action_ts": "1"}
        action["value"] = value if value is not None else element.get("value")
        payload = {
            "type": "block_actions",
            "team": {"id": TEAM},
            "user": {"id": user},
            "api_app_id": "A1",
            "token": "legacy",
            "container": {"type": "message", "message_ts": message.ts, "channel_id": message.channel},
            "channel": {"id": message.channel},
            "message": {"ts": message.ts, "thread_ts": message.thread_ts, "text": message.text},
            "response_url": self.fake.response_url(),
            "actions": [action],
        }
        return await self.post(urlencode({"payload": json.dumps(payload)}), "application/x-www-form-urlencoded")

    async def answer_in(self, thread_ts: str, count: int = 1, timeout: float = 15.0, channel: str = CHANNEL) -> list[Message]:
        """The bot's finished messages in a thread, once `count` exist and no turn is running."""

        def done() -> list[Message] | None:
            ready = [m for m in self.fake.in_thread(channel, thread_ts) if finished(m)]
            return ready if len(ready) >= count and not len(self.pipeline) else None

        return await self.fake.wait_for(done, timeout)

    async def settle(self) -> None:
        await self.pipeline.dispatcher.drain(timeout=10)


@pytest.fixture
async def fake() -> AsyncIterator[FakeSlack]:
    server = await FakeSlack().start()
    yield server
    await server.stop()


@pytest.fixture
def slack_settings(offline_settings: Settings) -> Settings:
    return offline_settings.model_copy(update={"rate_limit_per_minute": 100, "research_wall_time_seconds": 20.0})


@pytest.fixture
def slack_env(fake: FakeSlack) -> SlackSettings:
    return SlackSettings(_env_file=None, slack_api_url=fake.api_url, slack_bot_token="xoxb-test")  # type: ignore[call-arg]


@pytest.fixture
async def assistant(slack_settings: Settings) -> Assistant:
    return await build_assistant(slack_settings)


@pytest.fixture
async def harness(fake: FakeSlack, slack_env: SlackSettings, assistant: Assistant) -> AsyncIterator[Harness]:
    async with start_harness(fake, slack_env, assistant) as h:
        yield h


@asynccontextmanager
async def start_harness(
    fake: FakeSlack, slack: SlackSettings, assistant: Assistant, *, operations: bool = False
) -> AsyncIterator[Harness]:
    """The real Bolt app behind the real aiohttp server; with `operations`, also
    `/metrics` and `/status` as `serve slack --mode http` mounts them."""
    async with aiohttp.ClientSession() as session, AsyncExitStack() as stack:
        api = SlackApi(make_client("xoxb-test", slack.slack_api_url, session))
        # As `serve slack` does: the bot's name comes from Slack's `auth.test`.
        bot_name = await check_tokens(api.client, slack, "http") if slack.slack_bot_token else None
        pipeline = slack_pipeline(assistant, slack, api)
        frontend = SlackFrontend(slack, assistant, pipeline, api, bot_name=bot_name)
        ops = stack.enter_context(Operations(assistant, "slack", in_flight=lambda: len(pipeline))) if operations else None
        runner = web.AppRunner(make_web_app(build_app(frontend, SECRET), assistant, pipeline, ops))
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        try:
            yield Harness(fake, pipeline, assistant, f"http://127.0.0.1:{port}", session)
        finally:
            await pipeline.shutdown(5)
            await runner.cleanup()


__all__ = ["CHANNEL", "PLACEHOLDER", "USER", "Harness", "finished", "sign", "start_harness", "text_of"]
