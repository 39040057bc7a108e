"""A burst of turns with a model: their first steps go a few turns at a time (core/turn_start.py),
through the real factory, the real openai client and the scripted research model."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from core.assistant import Assistant
from core.config import Settings
from core.factory import build_assistant
from core.models import Inbound, ThreadKey
from core.records import bus
from core.records.events import Event, StageTimed
from core.turn_start import StartGate, reached_model
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.research_model import ResearchModel

QUESTIONS = (
    "How do I fix too many connections errors in PostgreSQL?",
    "How do I set up a Python virtual environment?",
    "What is the difference between Redis RDB and AOF persistence?",
    "How do I configure Celery retries?",
    "How do I tune Kubernetes liveness probes?",
    "What does a 429 from an API mean and how should a client back off?",
)


@pytest.fixture
async def model() -> AsyncIterator[FakeOpenAI]:
    async with FakeOpenAI() as fake:
        fake.default = ResearchModel(delay=0.05)
        yield fake


@pytest.fixture
async def assistant(model: FakeOpenAI, tmp_path: Path, shared_corpus_db: Path) -> AsyncIterator[Assistant]:
    settings = Settings(_env_file=None, data_dir=tmp_path, session_store="memory", corpus_db=shared_corpus_db,  # type: ignore[call-arg]
                        openai_base_url=model.base_url, openai_api_key="test", llm_model="fake-model")
    bot = await build_assistant(settings)
    yield bot
    await bot.aclose()


async def test_in_a_burst_the_first_model_requests_leave_before_every_turn_has_done_its_first_steps(
    assistant: Assistant, model: FakeOpenAI
) -> None:
    # Warm: the classifier, tokenizer and corpus load on a first turn, once per process.
    await assistant.handle(Inbound(thread=ThreadKey(platform="console", thread="warm"), user="u", text=QUESTIONS[0]))
    model.requests.clear()
    classified: list[float] = []

    def observe(event: Event) -> None:
        if isinstance(event, StageTimed) and event.stage == "classify":
            classified.append(time.perf_counter())

    turns = 64
    stop = bus.subscribe(observe)
    try:
        replies = await asyncio.gather(*(
            assistant.handle(Inbound(thread=ThreadKey(platform="console", thread=f"burst{i}"), user=f"u{i}",
                                     text=f"{QUESTIONS[i % len(QUESTIONS)]} (case {i})"))
            for i in range(turns)
        ))
    finally:
        stop()

    assert all(r.kind == "answer" and r.metadata.mode == "model" for r in replies)
    first_request = min(r.received for r in model.requests)
    # Shared round-robin, every turn is classified before the first request reaches the model
    # (64 of 64 at the base, twice), so the model's first wait overlaps no turn's first steps.
    # With the gate some turns' first steps still lie ahead (48 of 64 here: the fake shares this
    # loop, so it reads a request only after the loop has run the turns let in meanwhile).
    assert len(classified) == turns
    assert sum(1 for t in classified if t < first_request) <= turns * 7 // 8


async def test_a_turn_that_holds_its_place_past_the_limit_lets_the_next_turn_start() -> None:
    # A place held through slow I/O before the first model request (a slow store) is given up.
    gate = StartGate(places=1, hold_seconds=0.05)
    started: list[str] = []

    async def turn(name: str, work: float) -> None:
        async with gate.turn():
            started.append(name)
            await asyncio.sleep(work)

    slow = asyncio.create_task(turn("slow", 5.0))
    await asyncio.sleep(0)
    await asyncio.wait_for(turn("next", 0.0), 1.0)
    assert started == ["slow", "next"]
    slow.cancel()


async def test_a_place_goes_to_the_next_turn_at_the_first_model_request_and_only_once() -> None:
    gate = StartGate(places=1, hold_seconds=60)
    order: list[str] = []
    asked = asyncio.Event()

    async def asks_the_model() -> None:
        async with gate.turn():
            order.append("first starts")
            reached_model()
            reached_model()  # a second request of the same turn gives nothing back twice
            await asked.wait()
            order.append("first ends")

    async def second() -> None:
        async with gate.turn():
            order.append("second starts")

    first = asyncio.create_task(asks_the_model())
    await asyncio.sleep(0)
    await asyncio.wait_for(second(), 1.0)
    asked.set()
    await first
    async with gate.turn():
        order.append("third starts")
    assert order == ["first starts", "second starts", "first ends", "third starts"]
    assert gate.places.active == 0
