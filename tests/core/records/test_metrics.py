"""Prometheus metrics kept from the event bus, through the real factory: the scripted
research model behind the real openai client, the bundled corpus as the source. Every
figure is read back from the text Prometheus would scrape, parsed by prometheus-client."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from core.assistant import Assistant
from core.config import Settings
from core.factory import build_assistant
from core.models import Action, Inbound, ThreadKey
from core.records.events import ModelCall
from core.records.metrics import Metrics
from tests.fakes.openai_server import FakeOpenAI
from tests.scrapes import Samples, parse, total

QUESTION = "How do I fix too many connections errors in PostgreSQL?"


async def scrape(metrics: Metrics) -> Samples:
    return parse((await metrics.exposition()).decode())



@pytest.fixture
async def assistant(fake: FakeOpenAI, tmp_path: Path, shared_corpus_db: Path) -> AsyncIterator[Assistant]:
    settings = Settings(_env_file=None, data_dir=tmp_path, session_store="memory", corpus_db=shared_corpus_db,  # type: ignore[call-arg]
                        openai_base_url=fake.base_url, openai_api_key="test", llm_model="fake-model",
                        llm_prices={"fake-model": {"prompt": 1.0, "completion": 2.0}})
    bot = await build_assistant(settings)
    yield bot
    await bot.aclose()


@pytest.fixture
def metrics() -> Iterator[Metrics]:
    m = Metrics(version="test", role="test")
    stop = m.attach()
    yield m
    stop()


async def test_a_model_turn_is_counted_with_the_model_and_tool_calls_the_fake_saw(
    assistant: Assistant, fake: FakeOpenAI, metrics: Metrics
) -> None:
    thread = ThreadKey(platform="slack", channel="C1", thread="t-metrics")
    reply = await assistant.handle(Inbound(thread=thread, user="u", text=QUESTION))
    parsed = await scrape(metrics)

    assert reply.kind == "answer"
    assert total(parsed, "research_bot_turns_total") == 1
    assert total(parsed, "research_bot_turns_total", platform="slack", mode="model", outcome="answered") == 1
    assert total(parsed, "research_bot_model_calls_total", endpoint="primary", model="fake-model", outcome="ok") == len(
        fake.requests
    )
    usage = reply.metadata.usage
    assert total(parsed, "research_bot_model_tokens_total", kind="prompt") == usage.prompt_tokens
    assert total(parsed, "research_bot_model_tokens_total", kind="completion") == usage.completion_tokens
    assert total(parsed, "research_bot_model_cost_usd_total") == pytest.approx(usage.cost_usd)
    assert usage.cost_usd > 0
    asked = fake.default.tool_calls  # type: ignore[union-attr]
    assert asked and total(parsed, "research_bot_tool_calls_total", source="corpus", outcome="ok") >= len(asked)
    assert total(parsed, "research_bot_tool_calls_total", outcome="error") == 0
    for stage in ("classify", "research", "write"):
        assert total(parsed, "research_bot_stage_duration_seconds_count", stage=stage) >= 1, stage
    assert total(parsed, "research_bot_answer_quality_count", mode="model") == 1
    assert total(parsed, "research_bot_turn_duration_seconds_count", platform="slack") == 1
    assert total(parsed, "research_bot_build_info", version="test", role="test") == 1


async def test_feedback_followups_and_commands_are_counted_without_model_calls(
    assistant: Assistant, fake: FakeOpenAI, metrics: Metrics
) -> None:
    thread = ThreadKey(platform="discord", channel="C2", thread="t-feedback")
    await assistant.handle(Inbound(thread=thread, user="u", text=QUESTION))
    asked = len(fake.requests)
    await assistant.handle(Inbound(thread=thread, user="u", action=Action(feedback="down", analysis=-1)))
    await assistant.handle(Inbound(thread=thread, user="u", action=Action(feedback="up", analysis=-1)))
    await assistant.handle(Inbound(thread=thread, user="u", text="show the detailed version"))
    parsed = await scrape(metrics)

    assert len(fake.requests) == asked
    assert total(parsed, "research_bot_feedback_total", platform="discord", rating="down") == 1
    assert total(parsed, "research_bot_feedback_total", platform="discord", rating="up") == 1
    # Two feedback clicks and one report switch: answered without research.
    assert total(parsed, "research_bot_turns_total", platform="discord", outcome="command") == 3
    assert total(parsed, "research_bot_turns_total", platform="discord", outcome="answered") == 1
    assert total(parsed, "research_bot_model_calls_total") == asked


async def test_each_metrics_object_counts_only_while_attached_and_only_in_its_own_registry(
    assistant: Assistant, metrics: Metrics
) -> None:
    detached = Metrics()
    thread = ThreadKey(platform="slack", channel="C3", thread="t-own")
    await assistant.handle(Inbound(thread=thread, user="u", text=QUESTION))

    assert total(await scrape(metrics), "research_bot_turns_total") == 1
    assert total(await scrape(detached), "research_bot_turns_total") == 0


async def test_a_scrape_survives_a_refresher_that_fails_or_hangs(metrics: Metrics) -> None:
    async def broken() -> None:
        raise ConnectionError("redis is down")

    async def hangs() -> None:
        await asyncio.Event().wait()

    metrics.on_scrape(broken)
    metrics.on_scrape(hangs)
    parsed = await scrape(metrics)

    assert total(parsed, "research_bot_build_info") == 1


def test_every_metric_name_is_listed_in_the_operations_doc() -> None:
    doc = (Path(__file__).resolve().parents[3] / "docs" / "operations.md").read_text()
    families = {f.name for f in Metrics().registry.collect() if f.name.startswith("research_bot")}

    missing = sorted(name for name in families if name not in doc)
    assert families and not missing, missing


async def test_model_errors_are_counted_apart_from_successes(metrics: Metrics) -> None:
    metrics.observe(ModelCall(endpoint="primary", model="m", purpose="research", latency_ms=5.0, error="HTTP 500"))
    metrics.observe(ModelCall(endpoint="primary", model="m", purpose="research", latency_ms=5.0, prompt_tokens=3))
    parsed = await scrape(metrics)

    assert total(parsed, "research_bot_model_calls_total", outcome="error") == 1
    assert total(parsed, "research_bot_model_calls_total", outcome="ok") == 1
    assert total(parsed, "research_bot_model_tokens_total", kind="prompt") == 3
    assert total(parsed, "research_bot_model_call_duration_seconds_count", endpoint="primary") == 2
