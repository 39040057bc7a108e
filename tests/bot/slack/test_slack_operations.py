"""`/metrics` and `/status` on Slack's HTTP server: the real Bolt app behind the real
aiohttp server, signed requests, the fake Slack Web API and the fake model. The
scrape is parsed with prometheus-client's own parser."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
from pydantic import SecretStr
from tests.bot.slack.conftest import SECRET, Harness, sign, start_harness
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.research_model import ResearchModel
from tests.fakes.slack_api import FakeSlack
from tests.scrapes import Samples, free_port, scrape_until, total
from tests.scrapes import scrape as scrape_url

from bot.slack.runner import run_slack
from bot.slack.settings import SlackSettings
from core.config import Settings
from core.factory import build_assistant

QUESTION = "How do I fix too many connections errors in PostgreSQL?"

@pytest.fixture
async def model() -> AsyncIterator[FakeOpenAI]:
    async with FakeOpenAI() as server:
        server.default = ResearchModel()
        yield server


@pytest.fixture
async def served(
    fake: FakeSlack, slack_env: SlackSettings, model: FakeOpenAI, tmp_path: Path, shared_corpus_db: Path
) -> AsyncIterator[Harness]:
    settings = Settings(_env_file=None, data_dir=tmp_path, session_store="memory", corpus_db=shared_corpus_db,  # type: ignore[call-arg]
                        openai_base_url=model.base_url, openai_api_key="test", llm_model="fake-model",
                        rate_limit_per_minute=100)
    assistant = await build_assistant(settings)
    try:
        async with start_harness(fake, slack_env, assistant, operations=True) as harness:
            yield harness
    finally:
        await assistant.aclose()


async def scrape(h: Harness) -> Samples:
    return await scrape_url(h.session, f"{h.url}/metrics")


async def test_metrics_count_the_turn_its_stages_its_model_calls_and_slacks_api_calls_and_retries(
    served: Harness, fake: FakeSlack, model: FakeOpenAI
) -> None:
    before = await scrape(served)
    # Slack rate limits the opening of the streamed answer once (the client waits and
    # retries), then refuses streaming: the bot falls back to a placeholder message.
    fake.fail("chat.startStream", "ratelimited", status=429, headers={"Retry-After": "0"})
    fake.fail("chat.startStream", "unknown_method")
    ts = await served.mention(QUESTION)
    await served.answer_in(ts)
    parsed = await scrape(served)

    assert total(before, "research_bot_turns_total") == 0
    assert total(parsed, "research_bot_turns_total") == 1
    assert total(parsed, "research_bot_turns_total", platform="slack", mode="model", outcome="answered") == 1
    assert total(parsed, "research_bot_model_calls_total", outcome="ok") == len(model.requests) > 0
    for stage in ("ack", "classify", "research", "write", "deliver"):
        assert total(parsed, "research_bot_stage_duration_seconds_count", stage=stage) == 1, stage
    assert total(parsed, "research_bot_platform_calls_total", platform="slack", method="chat.startStream",
                 outcome="retry") == 1
    assert total(parsed, "research_bot_platform_calls_total", platform="slack", method="chat.startStream",
                 outcome="error") == 1
    assert total(parsed, "research_bot_platform_calls_total", platform="slack", method="chat.postMessage",
                 outcome="ok") >= 1
    # Every call the bot made (Bolt's own auth.test aside) counted once: all but the two refused ones ok.
    ok_calls = total(parsed, "research_bot_platform_calls_total", platform="slack", outcome="ok")
    assert ok_calls == len([c for c in fake.calls if c.method != "auth.test"]) - 2


async def test_status_reports_version_store_sources_model_and_recent_turns(served: Harness, model: FakeOpenAI) -> None:
    ts = await served.mention(QUESTION)
    await served.answer_in(ts)
    async with served.session.get(f"{served.url}/status") as resp:
        assert resp.status == 200
        status = await resp.json()
    async with served.session.get(f"{served.url}/healthz") as resp:
        health = await resp.json()

    assert status["ok"] and status["role"] == "slack" and status["version"]
    assert status["uptime_seconds"] >= 0
    assert status["store"]["kind"] == "memory" and status["store"]["ok"]
    sources = {s["name"]: s for s in status["sources"]}
    assert sources["corpus"]["state"] == "ok" and sources["corpus"]["last_success"]
    primary = status["models"][0]
    assert (primary["name"], primary["model"], primary["state"]) == ("primary", "fake-model", "ok")
    assert primary["calls"] == len(model.requests)
    assert status["turns"]["count"] == 1 and status["turns"]["p95_ms"] > 0 and status["turns"]["error_rate"] == 0
    assert health["ok"] is True and health["in_flight"] == 0


async def test_socket_mode_serves_metrics_and_status_on_metrics_port(
    fake: FakeSlack, slack_settings: Settings, slack_env: SlackSettings
) -> None:
    port = free_port()
    slack = slack_env.model_copy(update={"slack_bot_token": SecretStr("xoxb-1"), "slack_app_token": SecretStr("xapp-1")})
    stop = asyncio.Event()
    server = asyncio.create_task(
        run_slack(slack_settings.model_copy(update={"metrics_port": port}), "socket", 0, slack=slack, stop=stop)
    )
    try:
        await fake.socket_send({
            "type": "events_api",
            "envelope_id": "env-ops",
            "accepts_response_payload": False,
            "payload": {
                "type": "event_callback", "team_id": "T1", "event_id": "EvSockOps",
                "event": {"type": "app_mention", "user": "U1", "text": f"<@UBOT> {QUESTION}",
                          "ts": "1650000000.000009", "channel": "C1"},
            },
        })
        async with aiohttp.ClientSession() as session:
            parsed = await scrape_until(session, f"http://127.0.0.1:{port}/metrics",
                                        "research_bot_stage_duration_seconds_count", 1, stage="deliver")
            async with session.get(f"http://127.0.0.1:{port}/status") as resp:
                status = await resp.json()
    finally:
        stop.set()
        await asyncio.wait_for(server, 10)

    assert total(parsed, "research_bot_turns_total", platform="slack", mode="extractive", outcome="answered") == 1
    assert total(parsed, "research_bot_platform_calls_total", platform="slack", outcome="ok") >= 2
    assert status["role"] == "slack" and status["turns"]["count"] == 1


async def test_a_slash_commands_private_answer_is_counted_as_a_response_url_call(served: Harness, fake: FakeSlack) -> None:
    resp = await served.command("help")
    assert resp.status == 200
    parsed = await scrape_until(served.session, f"{served.url}/metrics", "research_bot_platform_calls_total", 1,
                                platform="slack", method="response_url")

    assert total(parsed, "research_bot_platform_calls_total", platform="slack", method="response_url", outcome="ok") == 1
    assert total(parsed, "research_bot_turns_total", outcome="command") == 1


async def test_requests_signed_with_another_secret_are_counted_and_warned_once_a_minute_without_secret_or_body(
    served: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    # A wrong SLACK_SIGNING_SECRET got a 401 on every event and Bolt said so only at INFO (with the
    # request's body in the line): operators saw a bot that simply never answered.
    caplog.set_level(logging.INFO)
    # Bolt's logger takes the root's level when made; at INFO, as a deployment logs, it wrote the body.
    caplog.set_level(logging.INFO, logger="slack_bolt.RequestVerification")
    body = json.dumps({"type": "event_callback", "team_id": "T1", "event_id": "Ev1",
                       "event": {"type": "app_mention", "text": "the confidential roadmap", "channel": "C1"}})
    url = f"{served.url}/slack/events"
    sent = [sign(body, secret="another-apps-secret")] * 3 + [sign(body, ts=int(time.time()) - 3600), {}]
    for headers in sent:
        async with served.session.post(url, data=body, headers={"Content-Type": "application/json", **headers}) as resp:
            assert resp.status == 401
    parsed = await scrape(served)

    assert total(parsed, "research_bot_requests_rejected_total", platform="slack", reason="signature") == 3
    assert total(parsed, "research_bot_requests_rejected_total", platform="slack", reason="stale") == 1
    assert total(parsed, "research_bot_requests_rejected_total", platform="slack", reason="unsigned") == 1
    warned = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING and r.name.startswith("bot.")]
    assert len([w for w in warned if "reason=signature" in w]) == 1, warned  # once a minute, not once a request
    assert "SLACK_SIGNING_SECRET" in next(w for w in warned if "reason=signature" in w)
    assert len([w for w in warned if "reason=stale" in w]) == 1 and "clock" in next(w for w in warned if "reason=stale" in w)
    logged = " ".join(r.getMessage() for r in caplog.records)
    assert "confidential roadmap" not in logged and SECRET not in logged and "another-apps-secret" not in logged
