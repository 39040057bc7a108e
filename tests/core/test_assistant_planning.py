"""Steering a plan in the thread: "plan only" shows it, edits in words change it, "go" runs it
exactly as shown. The real openai client talks to the scripted local model."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import pytest

from core.assistant import Assistant
from core.classify import classify
from core.config import Settings
from core.factory import build_assistant
from core.followup import FollowupDetector
from core.llm import LLM
from core.models import Inbound, Reply, ThreadKey
from core.research.agent import AgentResearcher
from core.store.memory import MemoryStore
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.research_kit import Shelf, settings_for

KEY = ThreadKey(platform="console", thread="plan")
DOCS = {
    "celery-retry": ("Celery retries", "https://docs.example.org/celery-retry",
                     "Celery retries a task with autoretry_for and exponential backoff."),
    "rq-retry": ("RQ retries", "https://docs.example.org/rq-retry",
                 "RQ retries a failed job when a Retry object is passed at enqueue time."),
    "costs": ("Operating costs of task queues", "https://ops.example.org/costs",
              "Celery and RQ cost little to operate; Celery needs a broker, RQ only Redis."),
}
QUESTION = "How does Celery retry tasks, and how does RQ retry jobs? Which is simpler to operate?"
PLAN = {"steps": [
    {"question": "How does Celery retry tasks?", "tool": "search_docs", "query": "celery retries", "why": "part 1"},
    {"question": "How does RQ retry jobs?", "tool": "search_docs", "query": "rq retries", "why": "part 2"},
    {"question": "Which is simpler to operate?", "tool": "search_docs", "query": "operating simpler", "why": "part 3",
     "after": [1, 2]},
]}
_FACTS = [
    "Celery retries a task with autoretry_for [1].",
    "RQ retries a failed job when a Retry object is passed [2].",
    "Celery needs a broker, RQ only Redis [3].",
]
# The detailed report carries the sections of whatever type the classifier gives the
# question, so these tests are about plans, not about classification.
ANSWER = json.dumps({
    "inline": "Celery retries a task with autoretry_for [1].",
    "quick": "Celery retries a task with autoretry_for [1]. RQ retries a failed job when a Retry object is passed "
             "[2]. Celery needs a broker, RQ only Redis [3].",
    "detailed": "\n\n".join(
        f"## {section.title}\n{_FACTS[i % len(_FACTS)]}" for i, section in enumerate(classify(QUESTION).profile.sections)
    ),
    "suggestions": [],
})


class Thread:
    def __init__(self, assistant: Assistant) -> None:
        self.assistant = assistant

    async def say(self, text: str, user: str = "u") -> Reply:
        return await self.assistant.handle(Inbound(thread=KEY, user=user, text=text))


@pytest.fixture
async def shelves() -> list[Shelf]:
    return [Shelf(name="docs", docs=DOCS), Shelf(name="wiki", docs=DOCS)]


@pytest.fixture
async def fake() -> AsyncIterator[FakeOpenAI]:
    async with FakeOpenAI() as server:
        yield server


@pytest.fixture
async def thread(fake: FakeOpenAI, shelves: list[Shelf]) -> AsyncIterator[Thread]:
    settings = settings_for(fake, session_store="memory")
    async with LLM.from_settings(settings) as llm:
        yield Thread(Assistant(settings, MemoryStore(), AgentResearcher(settings, llm, shelves),
                               FollowupDetector(settings, llm)))


async def test_plan_only_shows_the_plan_and_runs_nothing(thread: Thread, fake: FakeOpenAI, shelves: list[Shelf]) -> None:
    fake.json_reply(PLAN)
    reply = await thread.say(f"plan only: {QUESTION}")

    assert reply.kind == "plan"
    assert "1. **How does Celery retry tasks?** — search docs for “celery retries”" in reply.markdown
    assert "3. **Which is simpler to operate?** — search docs for “operating simpler” (after step 1, 2)" in reply.markdown
    assert "Say `go` to run it" in reply.markdown
    assert all(not shelf.searches for shelf in shelves)
    assert reply.metadata.usage.llm_calls == 1
    session = await thread.assistant.store.load(KEY)
    assert session.pending_plan is not None and session.pending_plan.question == QUESTION
    assert not session.analyses


async def test_edits_in_words_change_the_plan_and_go_runs_it_as_shown(
    thread: Thread, fake: FakeOpenAI, shelves: list[Shelf]
) -> None:
    fake.json_reply(PLAN)
    await thread.say(f"{QUESTION} (plan only)")

    dropped = await thread.say("drop step 3")
    assert dropped.kind == "plan" and "3." not in dropped.markdown
    moved = await thread.say("step 2: use wiki instead")
    assert "2. **How does RQ retry jobs?** — search wiki for “rq retries”" in moved.markdown
    added = await thread.say("add a step about operating costs")
    assert "3. **Operating costs** — search docs for “celery rq operating costs”" in added.markdown

    fake.reply(ANSWER)
    reply = await thread.say("go")

    docs, wiki = shelves
    assert [q for q, _, _ in docs.searches] == ["celery retries", "celery rq operating costs"]
    assert [q for q, _, _ in wiki.searches] == ["rq retries"]
    assert reply.kind == "answer" and len(reply.citations) >= 2
    # The planner ran once, for "plan only"; "go" cost only the writer.
    assert len(fake.requests) == 2
    assert reply.metadata.usage.llm_calls == 1 and reply.metadata.route is not None
    session = await thread.assistant.store.load(KEY)
    assert session.pending_plan is None
    plan = session.analyses[0].plan
    assert plan is not None and plan.origin == "user"
    assert [(s.question, s.state) for s in plan.steps] == [
        ("How does Celery retry tasks?", "complete"), ("How does RQ retry jobs?", "complete"),
        ("Operating costs", "complete"),
    ]
    assert session.analyses[0].question == QUESTION


@pytest.mark.parametrize(
    ("said", "afterwards"),
    [("yes", "smalltalk"), ("OK", "smalltalk"), ("sure!", "smalltalk"), ("Yep.", "smalltalk"), ("sounds good", "smalltalk"),
     # After an answer "continue" shows the longer report; while a plan waits for `go` it means the plan.
     ("continue", "report"), ("go on", "report"), ("carry on please", "report")],
)
async def test_a_bare_yes_or_continue_to_a_plan_waiting_runs_it_as_go_does(
    thread: Thread, fake: FakeOpenAI, shelves: list[Shelf], said: str, afterwards: str
) -> None:
    # The plan ends "Say `go` to run it"; "yes" got "Glad it helps" and nothing ran.
    fake.json_reply(PLAN)
    await thread.say(f"plan only: {QUESTION}")
    fake.reply(ANSWER)
    reply = await thread.say(said)
    assert reply.kind == "answer" and reply.metadata.usage.llm_calls == 1, reply.markdown
    assert [q for q, _, _ in shelves[0].searches] == ["celery retries", "rq retries", "operating simpler"]
    session = await thread.assistant.store.load(KEY)
    assert session.pending_plan is None and session.analyses[0].question == QUESTION
    # With no plan waiting, it is what it was (small talk, the longer report): nothing researched.
    again = await thread.say(said)
    assert again.kind == afterwards and len(fake.requests) == 2


@pytest.mark.parametrize("said", ["no", "never mind", "no thanks", "cancel", "stop"])
async def test_no_or_cancel_to_a_plan_waiting_drops_it(thread: Thread, fake: FakeOpenAI, said: str) -> None:
    # "no" got "OK" and "cancel" "nothing to stop", and the plan stayed: a later bare "yes" ran it.
    fake.json_reply(PLAN)
    await thread.say(f"plan only: {QUESTION}")
    reply = await thread.say(said)
    assert reply.kind == "info" and "dropped the plan" in reply.markdown and reply.metadata.usage.llm_calls == 0
    assert (await thread.assistant.store.load(KEY)).pending_plan is None
    assert (await thread.say("yes")).kind == "smalltalk" and len(fake.requests) == 1


@pytest.mark.parametrize("said", ["stop", "cancel", "never mind"])
async def test_a_colleagues_stop_leaves_the_askers_waiting_plan(thread: Thread, fake: FakeOpenAI, said: str) -> None:
    # A colleague's "cancel" dropped the plan "u" was about to run: plans did not record who made them.
    fake.json_reply(PLAN)
    await thread.say(f"plan only: {QUESTION}")
    reply = await thread.say(said, user="colleague")
    assert reply.kind == "info" and "dropped" not in reply.markdown and reply.metadata.usage.llm_calls == 0
    assert "someone else's" in reply.markdown
    session = await thread.assistant.store.load(KEY)
    assert session.pending_plan is not None and session.pending_plan.user == "u"
    # The asker still can.
    assert "dropped the plan" in (await thread.say(said)).markdown


@pytest.mark.parametrize("said", ["go", "yes", "run it", "drop step 3", "step 2: use wiki instead"])
async def test_a_colleagues_go_or_edit_leaves_the_askers_waiting_plan(
    thread: Thread, fake: FakeOpenAI, shelves: list[Shelf], said: str
) -> None:
    # A colleague's "go" (or a bare "yes") in a shared thread ran the plan "u" was still reading, on
    # their behalf; their "drop step 3" changed it. Only the asker runs or changes their plan, as only they drop it.
    fake.json_reply(PLAN)
    await thread.say(f"plan only: {QUESTION}")
    reply = await thread.say(said, user="colleague")
    assert reply.kind == "info" and "someone else's" in reply.markdown and reply.metadata.usage.llm_calls == 0
    assert all(not shelf.searches for shelf in shelves) and len(fake.requests) == 1
    session = await thread.assistant.store.load(KEY)
    assert session.pending_plan is not None and len(session.pending_plan.plan.steps) == 3 and not session.analyses
    # The asker still can.
    fake.reply(ANSWER)
    assert (await thread.say("go")).kind == "answer"


async def test_edits_that_cannot_apply_say_why_and_keep_the_plan(thread: Thread, fake: FakeOpenAI) -> None:
    fake.json_reply(PLAN)
    await thread.say(f"plan only: {QUESTION}")

    missing_step = await thread.say("drop step 9")
    unknown_tool = await thread.say("step 1: use arxiv instead")

    assert missing_step.kind == "error" and "there's no step 9" in missing_step.markdown
    assert unknown_tool.kind == "error" and "There's no “arxiv” source" in unknown_tool.markdown
    assert "docs, wiki" in unknown_tool.markdown
    session = await thread.assistant.store.load(KEY)
    assert session.pending_plan is not None and len(session.pending_plan.plan.steps) == 3


async def test_go_without_a_plan_and_a_new_question_after_one_are_handled(thread: Thread, fake: FakeOpenAI) -> None:
    nothing = await thread.say("go")
    assert nothing.kind == "info" and "no plan waiting" in nothing.markdown

    fake.json_reply(PLAN)
    await thread.say(f"plan only: {QUESTION}")
    fake.tool_calls(("search_docs", {"query": "celery retries"}))
    fake.reply(ANSWER)
    await thread.say("How does Celery retry tasks?")
    session = await thread.assistant.store.load(KEY)
    assert session.pending_plan is None, "a new question supersedes the plan"


async def test_without_a_model_plan_only_explains_and_stores_nothing(offline_settings: Settings) -> None:
    assistant = await build_assistant(offline_settings)
    reply = await Thread(assistant).say("plan only: How does Redis persistence work?")

    assert reply.kind == "info" and "Without a model I don't plan research" in reply.markdown
    assert (await assistant.store.load(KEY)).pending_plan is None
