"""`/status`'s content, kept from the event bus while real turns run: a source
pointed at a closed port, a model endpoint answering 500, a store that never answers."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from core.assistant import Assistant
from core.config import Settings
from core.factory import build_assistant
from core.models import Inbound, ThreadKey
from core.records.events import TurnFinished
from core.records.status import StatusBoard, percentile
from core.store import open_store
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.research_model import ResearchModel
from tests.scrapes import free_port

QUESTION = "How do I fix too many connections errors in PostgreSQL?"


@pytest.fixture
async def fake() -> AsyncIterator[FakeOpenAI]:
    async with FakeOpenAI() as server:
        server.default = ResearchModel()
        yield server


def model_settings(fake: FakeOpenAI, tmp_path: Path, corpus_db: Path, **extra: object) -> Settings:
    return Settings(_env_file=None, data_dir=tmp_path, session_store="memory", corpus_db=corpus_db,  # type: ignore[call-arg]
                    openai_base_url=fake.base_url, openai_api_key="test", llm_model="fake-model", **extra)


def board_for(assistant: Assistant) -> StatusBoard:
    settings = assistant.settings
    return StatusBoard(version="test", role="test", store_kind=settings.session_store,
                       sources=assistant.source_names, models={"primary": settings.llm_model or ""})


async def test_a_source_at_a_closed_port_is_reported_failing_and_the_working_ones_ok(
    fake: FakeOpenAI, tmp_path: Path, shared_corpus_db: Path
) -> None:
    settings = model_settings(fake, tmp_path, shared_corpus_db, searxng_url=f"http://127.0.0.1:{free_port()}")
    assistant = await build_assistant(settings)
    board = board_for(assistant)
    stop = board.attach()
    try:
        before = await board.report(assistant.store.ping)
        reply = await assistant.handle(
            Inbound(thread=ThreadKey(platform="slack", channel="C1", thread="t-status"), user="u", text=QUESTION)
        )
        after = await board.report(assistant.store.ping)
    finally:
        stop()
        await assistant.aclose()

    assert {s.name: s.state for s in before.sources} == {"corpus": "unknown", "web": "unknown"}
    assert reply.kind == "answer"
    sources = {s.name: s for s in after.sources}
    assert sources["web"].state == "failing"
    assert sources["web"].last_failure is not None and sources["web"].last_success is None
    assert sources["web"].last_error and sources["web"].recent_error_rate == 1.0
    assert sources["corpus"].state == "ok" and sources["corpus"].last_latency_ms is not None
    model = after.models[0]
    assert (model.name, model.model, model.state) == ("primary", "fake-model", "ok")
    assert model.calls == len(fake.requests) and model.errors == 0
    assert after.store.ok and after.store.kind == "memory" and after.ok
    assert after.turns.count == 1 and after.turns.error_rate == 0.0
    assert after.turns.p50_ms is not None and after.turns.p50_ms == after.turns.p95_ms > 0
    assert after.uptime_seconds >= before.uptime_seconds


async def test_a_model_endpoint_answering_500_is_reported_failing(
    fake: FakeOpenAI, tmp_path: Path, shared_corpus_db: Path
) -> None:
    fake.default = None
    for _ in range(10):
        fake.error(500, "the provider is down")
    assistant = await build_assistant(model_settings(fake, tmp_path, shared_corpus_db, llm_max_retries=0))
    board = board_for(assistant)
    stop = board.attach()
    try:
        await assistant.handle(
            Inbound(thread=ThreadKey(platform="slack", channel="C1", thread="t-500"), user="u", text=QUESTION)
        )
        report = await board.report(assistant.store.ping)
    finally:
        stop()
        await assistant.aclose()

    model = report.models[0]
    assert model.state == "failing" and model.errors == model.calls >= 1
    assert model.last_error == "HTTP 500" and model.last_success is None


async def test_a_store_that_never_answers_is_unhealthy_within_the_timeout(tmp_path: Path) -> None:
    # A server that accepts the connection and says nothing: a Redis stuck mid-failover.
    silent = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
    port = silent.sockets[0].getsockname()[1]
    settings = Settings(_env_file=None, data_dir=tmp_path, session_store="redis",  # type: ignore[call-arg]
                        redis_url=f"redis://127.0.0.1:{port}/0")
    store = open_store(settings)
    board = StatusBoard(version="test", role="test", store_kind="redis")
    try:
        started = asyncio.get_running_loop().time()
        report = await board.report(store.ping, timeout=0.3)
        waited = asyncio.get_running_loop().time() - started
    finally:
        silent.close()
        await store.close()

    assert not report.ok and not report.store.ok
    assert report.store.kind == "redis" and "0.3" in (report.store.error or "")
    assert waited < 2


async def test_a_store_at_a_closed_port_is_unhealthy(tmp_path: Path) -> None:
    settings = Settings(_env_file=None, data_dir=tmp_path, session_store="redis",  # type: ignore[call-arg]
                        redis_url=f"redis://127.0.0.1:{free_port()}/0")
    store = open_store(settings)
    try:
        report = await StatusBoard(version="test", role="test", store_kind="redis").report(store.ping)
    finally:
        await store.close()

    assert not report.store.ok and report.store.error


async def test_turn_percentiles_and_error_rate_cover_only_the_last_window_of_research_turns() -> None:
    board = StatusBoard(version="test", role="test", store_kind="memory", window=20)
    for ms in range(1, 101):  # 1..100 ms; the window keeps 81..100
        board.observe(TurnFinished(platform="slack", channel="C", question_type="how_to", mode="model",
                                   outcome="error" if ms % 10 == 0 else "answered", latency_ms=float(ms)))
    board.observe(TurnFinished(platform="slack", channel="C", question_type="command", mode="command",
                               outcome="command", latency_ms=0.1))

    async def ping() -> None:
        return None

    turns = (await board.report(ping)).turns
    assert turns.count == 20
    assert (turns.p50_ms, turns.p95_ms) == (90.0, 99.0)
    assert turns.error_rate == 0.1


def test_percentile_is_a_value_that_occurred() -> None:
    assert percentile([], 50) is None
    assert percentile([3.0], 95) == 3.0
    assert percentile([4.0, 1.0, 3.0, 2.0], 50) == 2.0
    assert percentile([4.0, 1.0, 3.0, 2.0], 100) == 4.0
