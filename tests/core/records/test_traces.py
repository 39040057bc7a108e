"""A turn against the scripted model stores a trace and a history entry, in every persistent store."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from core.assistant import Assistant
from core.config import Settings
from core.factory import build_assistant
from core.models import Action, Inbound, ThreadKey
from tests.fakes.openai_server import FakeOpenAI

QUESTION = "How do I fix too many connections errors in PostgreSQL?"



@pytest.fixture(params=["sqlite", "redis"])
async def assistant(
    request: pytest.FixtureRequest, fake: FakeOpenAI, tmp_path: Path, shared_corpus_db: Path,
    test_redis_url: str, redis_prefix: str,
) -> AsyncIterator[Assistant]:
    settings = Settings(_env_file=None, data_dir=tmp_path, session_store=request.param,  # type: ignore[call-arg]
                        redis_url=test_redis_url, redis_key_prefix=redis_prefix, corpus_db=shared_corpus_db,
                        openai_base_url=fake.base_url, openai_api_key="sk-test-key-never-stored",
                        llm_model="fake-model")
    bot = await build_assistant(settings)
    yield bot
    await bot.aclose()


async def test_a_turn_stores_a_trace_whose_calls_match_what_the_fake_model_saw(
    assistant: Assistant, fake: FakeOpenAI
) -> None:
    thread = ThreadKey(platform="slack", workspace="T1", channel="C9", thread="1700000000.1")
    reply = await assistant.handle(Inbound(thread=thread, user="U1", text=QUESTION))
    assert reply.kind == "answer" and reply.metadata.answer_id

    (record,) = await assistant.store.thread_records(thread)
    trace = await assistant.store.load_trace(record.id)
    assert trace is not None
    models = [s for s in trace.steps if s.kind == "model"]
    assert len(models) == len(fake.requests) == record.model_calls == 2
    assert [s.name for s in models] == ["research", "writer"]
    assert sum(int(s.details["prompt_tokens"]) for s in models) == record.prompt_tokens > 0
    tools = [s for s in trace.steps if s.kind == "tool"]
    asked = fake.default.tool_calls  # type: ignore[union-attr]
    assert [(s.name, s.details["arguments"]) for s in tools[: len(asked)]] == asked
    assert record.tool_calls == len(tools) == reply.metadata.usage.tool_calls
    assert {"strategy", "finish_gate", "quality", "citations"} <= {s.name for s in trace.steps if s.kind == "decision"}
    # Steps are in the order they happened, and nothing secret was kept.
    assert [s.at_ms for s in trace.steps] == sorted(s.at_ms for s in trace.steps)
    assert "sk-test-key" not in trace.model_dump_json()

    listed = await assistant.store.records(datetime.now(UTC) - timedelta(days=7))
    assert [r.id for r in listed] == [record.id]
    assert (record.answer_id, record.question, record.mode, record.outcome) == (
        reply.metadata.answer_id, QUESTION, "model", "answered"
    )
    assert record.quality == reply.metadata.quality.score  # type: ignore[union-attr]


async def test_asking_how_it_was_researched_answers_from_the_trace_without_a_model_call(
    assistant: Assistant, fake: FakeOpenAI
) -> None:
    thread = ThreadKey(platform="discord", workspace="G1", channel="C2", thread="T2")
    await assistant.handle(Inbound(thread=thread, user="U1", text=QUESTION))
    asked = len(fake.requests)

    reply = await assistant.handle(Inbound(thread=thread, user="U1", text="How did you research this?"))

    assert len(fake.requests) == asked
    assert reply.kind == "info" and reply.markdown.startswith("**How I researched this**")
    assert "Model call (research)" in reply.markdown and "Model call (writer)" in reply.markdown
    assert "Searched corpus" in reply.markdown
    # The question is not a new research turn: history still holds one entry.
    assert len(await assistant.store.thread_records(thread)) == 1


async def test_feedback_reaches_the_history_entry_and_reset_forgets_the_trace(assistant: Assistant) -> None:
    thread = ThreadKey(platform="slack", workspace="T1", channel="C3", thread="1700000000.3")
    await assistant.handle(Inbound(thread=thread, user="U1", text=QUESTION))
    await assistant.handle(Inbound(thread=thread, user="U1", action=Action(feedback="up", analysis=-1)))
    await assistant.handle(Inbound(thread=thread, user="U2", action=Action(feedback="down", analysis=-1)))
    (record,) = await assistant.store.thread_records(thread)
    assert (record.feedback_up, record.feedback_down) == (1, 1)

    await assistant.handle(Inbound(thread=thread, user="U1", text="reset"))

    (record,) = await assistant.store.thread_records(thread)
    assert record.forgotten and record.question == "" and record.model_calls == 2
    assert await assistant.store.load_trace(record.id) is None
    after = await assistant.handle(Inbound(thread=thread, user="U1", text="trace"))
    assert "This thread was reset" in after.markdown and "Nothing researched" not in after.markdown, after.markdown


async def test_info_logs_carry_neither_the_question_nor_the_api_key(
    assistant: Assistant, caplog: pytest.LogCaptureFixture
) -> None:
    thread = ThreadKey(platform="slack", workspace="T1", channel="C4", thread="1700000000.4")
    with caplog.at_level(logging.INFO):
        await assistant.handle(Inbound(thread=thread, user="U1", text="How do I fix too many connections in Zanzibarsql?"))
        await assistant.handle(Inbound(thread=thread, user="U1", text="how did you research this?"))
    assert caplog.records, "the turn logged nothing at all"
    assert "zanzibarsql" not in caplog.text.lower() and "sk-test-key" not in caplog.text


async def test_report_switches_and_redelivered_messages_add_no_history(assistant: Assistant) -> None:
    thread = ThreadKey(platform="slack", workspace="T1", channel="C5", thread="1700000000.5")
    asked = Inbound(thread=thread, user="U1", text=QUESTION, message_id="m1")
    await assistant.handle(asked)
    await assistant.handle(Inbound(thread=thread, user="U1", text="detailed summary"))
    await assistant.handle(Inbound(thread=thread, user="U1", action=Action(report="inline", analysis=0)))
    replayed = await assistant.handle(asked)

    assert replayed.kind == "answer"
    assert len(await assistant.store.thread_records(thread)) == 1
