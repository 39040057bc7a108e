"""What a turn announces on the event bus, through the real factory: the scripted research model
behind the real openai client, the bundled corpus as the source."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from core.assistant import Assistant
from core.config import Settings
from core.factory import build_assistant
from core.models import Action, Inbound, ThreadKey
from core.records import bus
from core.records.events import Decision, Event, Feedback, ModelCall, StageTimed, ToolCall, TurnFinished
from tests.fakes.openai_server import FakeOpenAI


@pytest.fixture
def events() -> Iterator[list[Event]]:
    seen: list[Event] = []
    stop = bus.subscribe(seen.append)
    yield seen
    stop()



@pytest.fixture
async def assistant(fake: FakeOpenAI, tmp_path: Path, shared_corpus_db: Path) -> AsyncIterator[Assistant]:
    settings = Settings(_env_file=None, data_dir=tmp_path, session_store="memory", corpus_db=shared_corpus_db,  # type: ignore[call-arg]
                        openai_base_url=fake.base_url, openai_api_key="test", llm_model="fake-model")
    bot = await build_assistant(settings)
    yield bot
    await bot.aclose()


async def test_a_model_turn_announces_each_model_and_tool_call_the_fake_saw(
    assistant: Assistant, fake: FakeOpenAI, events: list[Event]
) -> None:
    thread = ThreadKey(platform="slack", channel="C1", thread="t-events")
    reply = await assistant.handle(Inbound(thread=thread, user="u",
                                           text="How do I fix too many connections errors in PostgreSQL?"))

    assert reply.kind == "answer"
    calls = [e for e in events if isinstance(e, ModelCall)]
    assert len(calls) == len(fake.requests) == reply.metadata.usage.llm_calls
    assert [c.purpose for c in calls] == ["research", "writer"]
    assert all(c.endpoint == "primary" and c.model == "fake-model" and c.error is None for c in calls)
    assert sum(c.prompt_tokens + c.completion_tokens for c in calls) == (
        reply.metadata.usage.prompt_tokens + reply.metadata.usage.completion_tokens
    )
    tools = [e for e in events if isinstance(e, ToolCall)]
    asked = fake.default.tool_calls  # type: ignore[union-attr]
    assert asked and [(t.tool, t.arguments) for t in tools[: len(asked)]] == asked
    assert all(t.source == "corpus" and t.hits >= 0 for t in tools)
    kinds = {e.kind for e in events if isinstance(e, Decision)}
    assert {"strategy", "finish_gate", "quality", "citations"} <= kinds
    stages = {e.stage for e in events if isinstance(e, StageTimed)}
    assert {"classify", "research", "write"} <= stages
    finished = [e for e in events if isinstance(e, TurnFinished)]
    assert len(finished) == 1
    turn = finished[0]
    assert (turn.platform, turn.channel, turn.mode, turn.outcome) == ("slack", "C1", "model", "answered")
    assert turn.model_calls == 2 and turn.quality == reply.metadata.quality.score  # type: ignore[union-attr]


async def test_feedback_and_commands_are_announced_without_model_calls(
    assistant: Assistant, fake: FakeOpenAI, events: list[Event]
) -> None:
    thread = ThreadKey(platform="discord", channel="C2", thread="t-feedback")
    await assistant.handle(Inbound(thread=thread, user="u", text="How do I fix too many connections errors in PostgreSQL?"))
    asked = len(fake.requests)
    events.clear()
    await assistant.handle(Inbound(thread=thread, user="u", action=Action(feedback="down", analysis=-1)))

    assert len(fake.requests) == asked
    assert [e for e in events if isinstance(e, Feedback)] == [Feedback(platform="discord", positive=False)]
    finished = [e for e in events if isinstance(e, TurnFinished)]
    assert [(f.mode, f.outcome, f.model_calls) for f in finished] == [("command", "command", 0)]
