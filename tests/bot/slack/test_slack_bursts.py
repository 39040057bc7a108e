"""Bursts of mentions through the real Bolt app, the real openai client and the
local fakes: bounded, first-come first-served turns, and what one answer costs."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace
from typing import Any

import pytest
from pydantic import SecretStr
from tests.fakes.openai_server import FakeOpenAI, Scripted
from tests.fakes.research_model import ResearchModel
from tests.fakes.slack_api import FakeSlack

from bot.slack.settings import SlackSettings
from core.config import Settings
from core.factory import build_assistant

from .conftest import start_harness, text_of

QUESTION = "How do I reduce AWS Lambda cold starts?"


@dataclass
class CountingModel:
    """The scripted research model, answering after `delay`, counting requests in flight."""

    delay: float
    model: ResearchModel
    in_flight: int = 0
    peak: int = 0

    async def __call__(self, body: dict[str, Any]) -> Scripted:
        self.in_flight += 1
        self.peak = max(self.peak, self.in_flight)
        try:
            await asyncio.sleep(self.delay)
            return replace(self.model(body), delay=0.0)
        finally:
            self.in_flight -= 1


@pytest.fixture
async def model() -> AsyncIterator[tuple[FakeOpenAI, CountingModel]]:
    fake = FakeOpenAI()
    counting = CountingModel(delay=0.15, model=ResearchModel())
    fake.default = counting
    async with fake:
        yield fake, counting


def with_model(settings: Settings, fake: FakeOpenAI, **extra: Any) -> Settings:
    return settings.model_copy(update={
        "openai_base_url": fake.base_url, "openai_api_key": SecretStr("x"), "llm_model": "fake-model",
        "rate_limit_per_minute": 100, "rate_limit_channel_per_minute": 100, **extra,
    })


def slack_calls(fake: FakeSlack) -> list[str]:
    """Web API calls made for answers (Bolt's own `auth.test` is per process, not per answer)."""
    return [c.method for c in fake.calls if c.method != "auth.test"]


async def test_a_burst_runs_at_most_the_limit_at_once_in_arrival_order_and_tells_the_queued(
    fake: FakeSlack, slack_env: SlackSettings, offline_settings: Settings, model: tuple[FakeOpenAI, CountingModel]
) -> None:
    openai, counting = model
    assistant = await build_assistant(with_model(offline_settings, openai, max_concurrent_turns=2))
    async with start_harness(fake, slack_env, assistant) as h:
        asked = []
        for n in range(6):
            asked.append(await h.mention(f"{QUESTION} (case {n})"))
            # Each mention is in the thread (its stream open) before the next arrives.
            await fake.wait_for(lambda: len(fake.streams()) == n + 1)
        for ts in asked:
            await h.answer_in(ts, timeout=60)

    assert counting.peak <= 2, f"{counting.peak} model requests at once with 2 turns allowed"
    assert assistant.settings.max_concurrent_turns == 2
    streams = {m.thread_ts: m for m in fake.streams()}
    finished = [c.args["ts"] for c in fake.calls if c.method == "chat.stopStream"]
    order = [next(t for t, m in streams.items() if m.ts == ts) for ts in finished]
    # Equal work, two at a time: each pair ends before any later pair does.
    for first, later in ((0, 2), (2, 4)):
        assert max(order.index(t) for t in asked[first : first + 2]) < min(order.index(t) for t in asked[later:])
    # The third to sixth were told their place in line, then started (their waiting step done).
    for place, ts in enumerate(asked[2:]):
        stream = streams[ts]
        shown = [
            chunk["title"] for c in fake.calls if c.method in ("chat.startStream", "chat.appendStream")
            and c.args.get("ts", "") == stream.ts for chunk in c.args.get("chunks") or [] if chunk.get("id") == "queued"
        ]
        expected = "Waiting: next in line" if place == 0 else f"Waiting: {place} question{'s' if place > 1 else ''} ahead"
        assert shown and shown[0] == expected, shown
        assert stream.tasks["queued"]["status"] == "complete"
        assert "Sources" in text_of(stream)
    assert not any("queued" in streams[ts].tasks for ts in asked[:2]), "the first two never waited"
    await assistant.aclose()


async def test_a_simple_model_answer_costs_two_model_calls_and_at_most_four_slack_calls(
    fake: FakeSlack, slack_env: SlackSettings, offline_settings: Settings, model: tuple[FakeOpenAI, CountingModel]
) -> None:
    openai, _ = model
    assistant = await build_assistant(with_model(offline_settings, openai))
    async with start_harness(fake, slack_env, assistant) as h:
        ts = await h.mention(QUESTION)
        [answer] = await h.answer_in(ts, timeout=30)
    assert "Sources" in text_of(answer) and "[1]" in text_of(answer)
    assert len(openai.requests) <= 2, [r.body.get("tools") is not None for r in openai.requests]
    calls = slack_calls(fake)
    assert len(calls) <= 4, calls
    assert calls[0] == "chat.startStream" and calls[-1] == "chat.stopStream"
    await assistant.aclose()


async def test_commands_never_wait_behind_research_holding_every_slot(
    fake: FakeSlack, slack_env: SlackSettings, offline_settings: Settings, model: tuple[FakeOpenAI, CountingModel]
) -> None:
    openai, counting = model
    counting.delay = 1.0
    assistant = await build_assistant(with_model(offline_settings, openai, max_concurrent_turns=1))
    async with start_harness(fake, slack_env, assistant) as h:
        first = await h.mention(QUESTION)
        second = await h.mention(f"{QUESTION} (again)")
        await fake.wait_for(lambda: len(fake.streams()) == 2 and openai.requests)
        await h.command("help")
        await fake.wait_for(lambda: [r for r in fake.responses if "Report lengths" in json.dumps(r)], timeout=5)
        assert not fake.called("chat.stopStream"), "help answered while both research turns were still going"
        await h.answer_in(first, timeout=60)
        await h.answer_in(second, timeout=60)
    await assistant.aclose()
