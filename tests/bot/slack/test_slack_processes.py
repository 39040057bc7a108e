"""`research-bot serve slack` and `research-bot worker` as real processes against
the fake Slack: SIGTERM mid-answer in HTTP and Socket Mode leaves nothing
saying "Researching…", and with JOB_QUEUE=redis a worker SIGKILLed right after
posting its answer is followed by one that finds the tagged answer and posts
nothing."""

from __future__ import annotations

import asyncio
import json
import re
import signal
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import urlencode

import aiohttp
import pytest
import redis.asyncio as aioredis
from tests.bot.slack.conftest import CHANNEL, SECRET, USER, sign, text_of
from tests.bot.slack.test_slack_conversations import QUESTION
from tests.fakes.search_apis import SearxngFake
from tests.fakes.slack_api import BOT_USER, TEAM, FakeSlack

from bot.slack.delivery import REPLY_EVENT
from core.assistant import Assistant
from core.models import Inbound, ThreadKey
from tests.processes import BotProcess, bot_env, start


@pytest.fixture
async def corpus_db(assistant: Assistant, shared_corpus_db: Path) -> Path:
    """The shared corpus index, built here first: processes started together only read it."""
    await assistant.handle(Inbound(thread=ThreadKey(platform="console", thread="warm"), user="u", text="What is Redis?"))
    return shared_corpus_db


def slack_env(data_dir: Path, fake: FakeSlack, corpus_db: Path, **settings: str | float) -> dict[str, str]:
    return bot_env(
        data_dir, SLACK_BOT_TOKEN="xoxb-test", SLACK_API_URL=fake.api_url, CORPUS_DB=str(corpus_db), LOG_LEVEL="INFO",
        **settings,
    )


async def serving(process: BotProcess, pattern: str, timeout: float = 90) -> re.Match[str]:
    """Wait for a line of the process's log; fail with its log if it exits first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if found := re.search(pattern, process.stderr):
            return found
        assert process.process.returncode is None, process.stderr[-3000:]
        await asyncio.sleep(0.1)
    pytest.fail(f"no {pattern!r} in the log:\n{process.stderr[-3000:]}")


@asynccontextmanager
async def served_over_http(fake: FakeSlack, corpus_db: Path, tmp_path: Path) -> AsyncIterator[tuple[BotProcess, int]]:
    """`serve slack --mode http` (memory sessions) once it serves, and its port; SIGTERM after."""
    env = slack_env(tmp_path, fake, corpus_db, SLACK_SIGNING_SECRET=SECRET, SESSION_STORE="memory")
    bot = await start(["serve", "slack", "--mode", "http", "--port", "0"], env, tmp_path / "logs", "http")
    try:
        yield bot, int((await serving(bot, r"slack\.serving mode=http port=(\d+)"))[1])
    finally:
        bot.kill(signal.SIGTERM)
        await bot.wait(timeout=60)


def mention_body(ts: str, event_id: str) -> str:
    return json.dumps({
        "token": "legacy", "team_id": TEAM, "api_app_id": "A1", "type": "event_callback", "event_id": event_id,
        "event_time": int(time.time()), "authorizations": [{"team_id": TEAM, "user_id": BOT_USER, "is_bot": True}],
        "event": {"type": "app_mention", "user": USER, "text": f"<@{BOT_USER}> {QUESTION}", "ts": ts, "channel": CHANNEL},
    })


async def mention_over_http(port: int, ts: str, event_id: str) -> None:
    body = mention_body(ts, event_id)
    headers = {"Content-Type": "application/json", **sign(body)}
    async with aiohttp.ClientSession() as session, session.post(
        f"http://127.0.0.1:{port}/slack/events", data=body, headers=headers
    ) as response:
        assert response.status == 200, await response.text()


async def test_http_mode_sigterm_past_the_grace_period_closes_the_stream_with_a_note(
    fake: FakeSlack, slow_web: SearxngFake, corpus_db: Path, tmp_path: Path
) -> None:
    env = slack_env(tmp_path, fake, corpus_db, SLACK_SIGNING_SECRET=SECRET, SESSION_STORE="memory",
                    SEARXNG_URL=slow_web.url, RESEARCH_TOOL_TIMEOUT_SECONDS=30, SHUTDOWN_GRACE_SECONDS=0.5)
    bot = await start(["serve", "slack", "--mode", "http", "--port", "0"], env, tmp_path / "logs", "http")
    served = await serving(bot, r"slack\.serving mode=http port=(\d+) host=(\S+)")
    port = int(served[1])
    assert served[2] == "127.0.0.1", "outside a container it listens on loopback unless told otherwise"
    async with aiohttp.ClientSession() as session:
        for path in ("/healthz", "/readyz"):
            async with session.get(f"http://127.0.0.1:{port}{path}") as response:
                assert response.status == 200 and (await response.json())["ok"] is True
    await mention_over_http(port, "1650000000.000001", "EvHttp1")
    [stream] = await fake.wait_for(lambda: fake.streams(), timeout=30)

    bot.kill(signal.SIGTERM)
    assert await bot.wait(timeout=60) == 0, bot.stderr[-3000:]
    assert not stream.streaming, "the stream was closed"
    assert "stopped before I could finish" in text_of(stream) and "ask again" in text_of(stream)


async def test_socket_mode_sigterm_within_the_grace_period_finishes_the_answer_first(
    fake: FakeSlack, slow_web: SearxngFake, corpus_db: Path, tmp_path: Path
) -> None:
    env = slack_env(tmp_path, fake, corpus_db, SLACK_APP_TOKEN="xapp-test", SESSION_STORE="memory",
                    SEARXNG_URL=slow_web.url, RESEARCH_TOOL_TIMEOUT_SECONDS=30, SHUTDOWN_GRACE_SECONDS=60)
    bot = await start(["serve", "slack", "--mode", "socket"], env, tmp_path / "logs", "socket")
    await serving(bot, r"slack\.serving mode=socket")
    await fake.socket_send({
        "type": "events_api", "envelope_id": "env-1", "accepts_response_payload": False,
        "payload": json.loads(mention_body("1650000000.000002", "EvSock1")),
    })
    [stream] = await fake.wait_for(lambda: fake.streams(), timeout=30)

    bot.kill(signal.SIGTERM)
    assert await bot.wait(timeout=90) == 0, bot.stderr[-3000:]
    assert not stream.streaming and "Sources" in text_of(stream), "the answer in flight was finished"
    assert slow_web.hits("/search"), "the web search was really in the turn"


async def test_a_worker_killed_after_posting_its_answer_is_followed_by_one_that_posts_nothing(
    fake: FakeSlack, corpus_db: Path, tmp_path: Path, test_redis_url: str, redis_prefix: str
) -> None:
    env = slack_env(tmp_path, fake, corpus_db, SESSION_STORE="redis", JOB_QUEUE="redis", REDIS_URL=test_redis_url,
                    REDIS_KEY_PREFIX=redis_prefix, JOB_LEASE_SECONDS=2, LOCK_TIMEOUT_SECONDS=2)
    logs = tmp_path / "logs"
    frontend = await start(["serve", "slack", "--mode", "http", "--port", "0"], {**env, "SLACK_SIGNING_SECRET": SECRET}, logs, "frontend")
    doomed = await start(["worker"], env, logs, "doomed")
    port = int((await serving(frontend, r"slack\.serving mode=http port=(\d+)"))[1])
    await serving(doomed, r"worker\.started")
    # Slack applies the tagged answer, then goes quiet: the worker dies before it could acknowledge.
    fake.stall("chat.update", 5, when=lambda args: "metadata" in args)
    root = "1650000000.000003"
    await mention_over_http(port, root, "EvQueue1")

    [answer] = await fake.wait_for(lambda: [m for m in fake.in_thread(CHANNEL, root) if m.metadata], timeout=60)
    doomed.kill(signal.SIGKILL)
    assert await doomed.wait() == -signal.SIGKILL
    taker = await start(["worker"], env, logs, "taker")
    redis = aioredis.Redis.from_url(test_redis_url)
    try:
        await fake.wait_for(lambda: fake.called("conversations.replies"), timeout=60)
        for _ in range(300):
            if await redis.xlen(f"{redis_prefix}jobs") == 0:
                break
            await asyncio.sleep(0.1)
        else:
            pytest.fail(f"the job was never acknowledged:\n{taker.stderr[-3000:]}")
    finally:
        await redis.aclose()
    for process in (taker, frontend):
        process.kill(signal.SIGTERM)
        assert await process.wait(timeout=60) == 0, process.stderr[-3000:]

    assert "job.already_delivered" in taker.stderr
    assert "Sources" in text_of(answer) and answer.metadata == {"event_type": REPLY_EVENT, "event_payload": {"event_id": "EvQueue1"}}
    assert [m.ts for m in fake.in_thread(CHANNEL, root)] == [answer.ts], "one message: queued, then answered"
    assert len([c for c in fake.called("chat.update") if "metadata" in c]) == 1, "the answer was written once"
    assert len(fake.called("chat.postMessage")) == 1, "only the frontend's queued note was ever posted"


async def test_socket_mode_with_a_bot_token_as_the_app_token_stops_naming_the_setting(
    fake: FakeSlack, corpus_db: Path, tmp_path: Path
) -> None:
    # The SDK retried Slack's not_allowed_token_type every 10 s for ever, a traceback each
    # time, and never said which setting was wrong.
    env = slack_env(tmp_path, fake, corpus_db, SLACK_APP_TOKEN="xoxb-pasted-here-by-mistake", SESSION_STORE="memory")
    bot = await start(["serve", "slack", "--mode", "socket"], env, tmp_path / "logs", "socket")
    try:
        assert await bot.wait(timeout=60) == 2, bot.stderr[-3000:]
    finally:
        bot.kill(signal.SIGKILL)
    assert "SLACK_APP_TOKEN" in bot.stderr and "not_allowed_token_type" in bot.stderr and "xapp-" in bot.stderr
    assert "Traceback" not in bot.stderr and "pasted-here-by-mistake" not in bot.stderr


async def test_socket_mode_stops_on_sigterm_while_slack_cannot_be_reached(
    fake: FakeSlack, corpus_db: Path, tmp_path: Path
) -> None:
    # connect_async retries for ever: SIGTERM while it did was never acted on (only SIGKILL stopped it).
    fake.fail("apps.connections.open", "service_unavailable", times=1000, status=503)
    env = slack_env(tmp_path, fake, corpus_db, SLACK_APP_TOKEN="xapp-test", SESSION_STORE="memory")
    bot = await start(["serve", "slack", "--mode", "socket"], env, tmp_path / "logs", "socket")
    try:
        await fake.wait_for(lambda: len(fake.called("apps.connections.open")) >= 2, timeout=60)
        bot.kill(signal.SIGTERM)
        assert await bot.wait(timeout=30) == 0, bot.stderr[-3000:]
    finally:
        bot.kill(signal.SIGKILL)


@pytest.mark.parametrize("mode", ["socket", "http"])
async def test_serve_with_a_bot_token_slack_refuses_stops_naming_it_instead_of_dropping_every_event(
    fake: FakeSlack, corpus_db: Path, tmp_path: Path, mode: str
) -> None:
    # A revoked SLACK_BOT_TOKEN: serve logged "slack.serving", then Bolt's authorization
    # failed on each event and the mention went unanswered with no setting named.
    fake.fail("auth.test", "token_revoked", times=5)
    env = slack_env(tmp_path, fake, corpus_db, SLACK_APP_TOKEN="xapp-test", SLACK_SIGNING_SECRET=SECRET, SESSION_STORE="memory")
    bot = await start(["serve", "slack", "--mode", mode, "--port", "0"], env, tmp_path / "logs", mode)
    try:
        assert await bot.wait(timeout=60) == 2, bot.stderr[-3000:]
    finally:
        bot.kill(signal.SIGKILL)
    assert "SLACK_BOT_TOKEN" in bot.stderr and "token_revoked" in bot.stderr and "slack.serving" not in bot.stderr
    assert "Traceback" not in bot.stderr and "xoxb-test" not in bot.stderr


async def test_served_slash_command_of_only_the_bots_name_gets_the_usage(
    fake: FakeSlack, corpus_db: Path, tmp_path: Path
) -> None:
    # `serve slack` learns the bot's name from auth.test: "/research @research-bot" (mention
    # escaping off) was researched as the question "@research-bot".
    async with served_over_http(fake, corpus_db, tmp_path) as (_, port):
        body = urlencode({"team_id": TEAM, "channel_id": CHANNEL, "user_id": USER, "command": "/research",
                          "text": "@research-bot", "response_url": fake.response_url()})
        headers = {"Content-Type": "application/x-www-form-urlencoded", **sign(body)}
        async with aiohttp.ClientSession() as session, session.post(
            f"http://127.0.0.1:{port}/slack/events", data=body, headers=headers
        ) as response:
            assert response.status == 200 and "Usage" in await response.text()
    assert fake.called("chat.postMessage") == [], "the bot's name was not posted as a question"


async def test_serve_slack_with_the_token_in_the_environment_logs_no_warning_that_it_is_unused(
    fake: FakeSlack, corpus_db: Path, tmp_path: Path
) -> None:
    # Bolt reads SLACK_BOT_TOKEN itself and, beside the client built from that same token, warned at
    # every start "As you gave `client` as well, `token` will be unused": a new user read it as their token ignored.
    async with served_over_http(fake, corpus_db, tmp_path) as (bot, _):
        pass
    assert "will be unused" not in bot.stderr and " WARNING " not in bot.stderr, bot.stderr[-3000:]


async def test_serve_reads_slack_secrets_pasted_with_a_trailing_newline(
    fake: FakeSlack, corpus_db: Path, tmp_path: Path
) -> None:
    # A secret mounted from a file (`kubectl create secret --from-file`, `$(cat token)` in an env file) ends in
    # a newline: the signing secret then matched no request's signature, so every event was refused with 401
    # and nothing logged said why.
    env = slack_env(tmp_path, fake, corpus_db, SLACK_SIGNING_SECRET=f"{SECRET}\n", SESSION_STORE="memory")
    env["SLACK_BOT_TOKEN"] = "xoxb-test\n"
    bot = await start(["serve", "slack", "--mode", "http", "--port", "0"], env, tmp_path / "logs", "http")
    try:
        port = int((await serving(bot, r"slack\.serving mode=http port=(\d+)"))[1])
        await mention_over_http(port, "1700000000.000100", "Ev-newline")
        await fake.wait_for(lambda: fake.called("chat.postMessage") or fake.called("chat.startStream"), timeout=60)
    finally:
        bot.kill(signal.SIGTERM)
        await bot.wait(timeout=60)
    assert "Traceback" not in bot.stderr, bot.stderr[-3000:]


async def test_serve_with_a_user_token_as_the_bot_token_stops_naming_the_setting(
    fake: FakeSlack, corpus_db: Path, tmp_path: Path
) -> None:
    # Slack accepts a user token (xoxp-, "User OAuth Token" on the same page as the bot's) in auth.test:
    # the bot served as that person, ignored every message they wrote as its own, and answered the
    # others in their name.
    env = slack_env(tmp_path, fake, corpus_db, SLACK_SIGNING_SECRET=SECRET, SESSION_STORE="memory")
    env["SLACK_BOT_TOKEN"] = "xoxp-pasted-user-token"
    bot = await start(["serve", "slack", "--mode", "http", "--port", "0"], env, tmp_path / "logs", "http")
    try:
        assert await bot.wait(timeout=60) == 2, bot.stderr[-3000:]
    finally:
        bot.kill(signal.SIGKILL)
    assert "SLACK_BOT_TOKEN" in bot.stderr and "user token" in bot.stderr and "xoxb-" in bot.stderr, bot.stderr[-3000:]
    assert "slack.serving" not in bot.stderr and "Traceback" not in bot.stderr and "pasted-user-token" not in bot.stderr
