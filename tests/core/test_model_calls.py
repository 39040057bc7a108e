"""Model calls per answer, counted through the real factory with a model configured
(the sample corpus as the source, the scripted research model behind the real openai client)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from core.admission import AdmissionRequest, Policy
from core.assistant import Assistant
from core.config import Settings
from core.factory import build_assistant
from core.models import Inbound, ThreadKey
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.research_model import ResearchModel


@pytest.fixture
async def model() -> AsyncIterator[tuple[FakeOpenAI, ResearchModel]]:
    async with FakeOpenAI() as fake:
        fake.default = ResearchModel()
        yield fake, fake.default  # type: ignore[misc]


@pytest.fixture
async def assistant(model: tuple[FakeOpenAI, ResearchModel], tmp_path: Path, shared_corpus_db: Path) -> AsyncIterator[Assistant]:
    fake, _ = model
    settings = Settings(_env_file=None, data_dir=tmp_path, session_store="memory", corpus_db=shared_corpus_db,  # type: ignore[call-arg]
                        openai_base_url=fake.base_url, openai_api_key="test", llm_model="fake-model")
    bot = await build_assistant(settings)
    yield bot
    await bot.aclose()


async def ask(bot: Assistant, text: str, thread: str = "calls"):  # type: ignore[no-untyped-def]
    return await bot.handle(Inbound(thread=ThreadKey(platform="console", thread=thread), user="u", text=text))


async def test_a_simple_answer_takes_two_model_calls_when_the_gate_is_met(
    assistant: Assistant, model: tuple[FakeOpenAI, ResearchModel]
) -> None:
    _, scripted = model
    reply = await ask(assistant, "How do I fix too many connections errors in PostgreSQL?")

    assert reply.kind == "answer" and reply.metadata.mode == "model"
    assert reply.metadata.route is not None and not reply.metadata.route.planned
    # Research (one step that searches), then the writer: no call to ask whether it is done.
    assert reply.metadata.usage.llm_calls == 2 and scripted.calls == {"research": 1, "write": 1}
    assert reply.metadata.quality is not None and reply.metadata.quality.checks["stop"] == "gate"
    assert reply.citations and reply.metadata.citation_precision == 1.0
    # The citation check may ask this model about claims it cannot decide offline.
    assert assistant.support.llm is not None


async def test_a_multi_part_question_costs_the_planner_and_the_writer(
    assistant: Assistant, model: tuple[FakeOpenAI, ResearchModel]
) -> None:
    _, scripted = model
    reply = await ask(assistant, "How does Redis persistence work, and how do I choose between RDB and AOF?")

    assert reply.metadata.route is not None and reply.metadata.route.planned
    steps = reply.metadata.quality.checks["plan"]["steps"] if reply.metadata.quality else 0
    assert scripted.calls == {"plan": 1, "write": 1}
    assert reply.metadata.usage.llm_calls == 2 <= 2 + steps + 1
    assert reply.metadata.usage.tool_calls >= 2 and reply.citations


async def test_the_help_with_a_model_lists_plans_and_costs_no_model_call(
    assistant: Assistant, model: tuple[FakeOpenAI, ResearchModel]
) -> None:
    # Without a model the help leaves plans out (tests/bot/slack); with one it offers them.
    _, scripted = model
    reply = await ask(assistant, "help", thread="help")
    assert reply.kind == "help" and "`plan only: <question>`" in reply.markdown and "with a model" not in reply.markdown
    assert not scripted.calls


async def test_with_a_model_asking_for_a_simpler_answer_is_researched_as_its_follow_up(
    assistant: Assistant, model: tuple[FakeOpenAI, ResearchModel]
) -> None:
    # Without a model it is told answers quote the documents as written (tests/bot/slack); a model writes.
    await ask(assistant, "How do I fix too many connections errors in PostgreSQL?", thread="reword")
    reply = await ask(assistant, "simpler please", thread="reword")
    assert reply.kind == "answer" and reply.metadata.mode == "model", reply.markdown
    assert "can't rewrite" not in reply.markdown
    admission = assistant.admission(Policy())
    inbound = Inbound(thread=ThreadKey(platform="console", thread="reword"), user="u", text="simpler please")
    assert (await admission.admit(AdmissionRequest(inbound=inbound))).research, "a question the model researches"
