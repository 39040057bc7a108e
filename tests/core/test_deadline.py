"""One deadline per turn: a model that never answers still yields a cited, labelled digest in time.

The real openai client talks to the local fake, which reads each request and never answers.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest

from core.assistant import Assistant
from core.config import Settings
from core.deadline import Deadline
from core.followup import FollowupDetector
from core.llm import LLM
from core.models import Inbound, ThreadKey
from core.research.agent import AgentResearcher
from core.store.memory import MemoryStore
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.research_kit import Shelf, settings_for

BUDGET = 2.0
KEY = ThreadKey(platform="console", thread="deadline")
QUESTION = "Celery vs RQ: which should we use?"
DRAFT = (
    '{"inline": "RQ suits small apps [2].", "quick": "RQ suits small apps; Celery suits complex workflows [2].", '
    '"detailed": "## Overview\\nCelery is a distributed task queue [1].\\n\\n## Comparison table\\n| | Celery | RQ |\\n'
    '|---|---|---|\\n| Brokers | many [1] | Redis only [3] |\\n\\n## When to choose which\\nRQ suits small apps [2].'
    '\\n\\n## Trade-offs\\nCelery suits complex workflows [2].", "suggestions": []}'
)

Build = Callable[..., Assistant]


@pytest.fixture
async def assistant() -> AsyncIterator[Build]:
    llms: list[LLM] = []

    def build(fake: FakeOpenAI, **overrides: Any) -> Assistant:
        settings: Settings = settings_for(fake, session_store="memory", research_wall_time_seconds=BUDGET,
                                          llm_timeout_seconds=30, **overrides)
        llms.append(LLM.from_settings(settings))
        researcher = AgentResearcher(settings, llms[-1], [Shelf()])
        return Assistant(settings, MemoryStore(), researcher, FollowupDetector(settings, llms[-1]))

    yield build
    for llm in llms:
        await llm.close()


def test_a_deadline_caps_what_each_part_may_take() -> None:
    deadline = Deadline.after(10)
    assert 9 < deadline.cap(60) <= 10 and deadline.cap(1) == 1
    assert deadline.earlier(4).remaining() < 6.01
    assert Deadline.after(0).expired and Deadline.after(0).remaining() == 0


async def test_a_hung_model_yields_a_labelled_digest_with_citations_within_the_turn_budget(
    assistant: Build,
) -> None:
    async with FakeOpenAI() as fake:
        fake.hang_always()
        bot = assistant(fake)
        started = time.perf_counter()
        reply = await bot.handle(Inbound(thread=KEY, user="u", text=QUESTION))
        elapsed = time.perf_counter() - started

    assert reply.kind == "answer" and reply.metadata.mode == "digest"
    assert "Digest of the sources found, not a written answer" in reply.markdown
    assert "time budget ran out" in reply.markdown
    assert reply.citations and all(c.url for c in reply.citations)
    # The research step (abandoned when research's share of the time ran out) and the writer
    # (abandoned at the deadline) were both sent; the question was then searched directly.
    assert reply.metadata.usage.llm_calls == 2 == len(fake.requests)
    assert reply.metadata.usage.tool_calls == 1
    # A generous margin over the 2 s budget: the point is "not 135 s and an error".
    assert elapsed < BUDGET + 1.0
    session = await bot.store.load(KEY)
    assert session.analyses[0].mode == "digest" and session.analyses[0].citations


async def test_a_writer_that_never_answers_turns_the_gathered_sources_into_the_digest(assistant: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery"}), ("search_docs", {"query": "rq"}))
        fake.hang()
        bot = assistant(fake)
        reply = await bot.handle(Inbound(thread=KEY, user="u", text=QUESTION))

    assert reply.metadata.mode == "digest" and reply.metadata.usage.llm_calls == 2
    assert {c.url for c in reply.citations} <= {
        "https://docs.example.org/celery", "https://docs.example.org/rq", "https://blog.example.org/celery-vs-rq",
    }
    assert reply.metadata.quality is not None and reply.metadata.quality.checks["fallback"] == "deadline"


async def test_a_judge_that_never_answers_does_not_hold_back_the_written_answer(assistant: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery"}), ("search_docs", {"query": "rq"}))
        fake.reply(DRAFT)
        fake.hang()
        bot = assistant(fake, research_judge_enabled=True)
        reply = await bot.handle(Inbound(thread=KEY, user="u", text=QUESTION))

    assert reply.metadata.mode == "model"
    assert "RQ suits small apps" in reply.markdown
    assert reply.metadata.quality is not None
    assert reply.metadata.quality.checks["judge"] == "failed: LLMDeadlineExceeded"
    assert reply.metadata.usage.llm_calls == 3
