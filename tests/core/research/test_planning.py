"""Planned research: which questions get a plan, and a plan run end to end with the real
openai client against the scripted local model."""

from __future__ import annotations

import json
from typing import Any

import pytest

from core.models import Plan, PlanStep, ProgressEvent
from core.research.planner import question_parts, route, rules_plan
from core.research.toolbox import Toolbox
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.research_kit import Build, Shelf, ask, settings_for
from tests.fakes.research_model import ResearchModel

RETRIES = {
    "celery-retry": ("Celery retries", "https://docs.example.org/celery-retry",
                     "Celery retries a task with autoretry_for and exponential backoff."),
    "rq-retry": ("RQ retries", "https://docs.example.org/rq-retry",
                 "RQ retries a failed job when a Retry object is passed at enqueue time."),
    "ops": ("Operating task queues", "https://ops.example.org/queues",
            "RQ needs only Redis to operate; Celery needs a broker and more configuration to operate."),
}
MULTI_PART = "How does Celery retry tasks, and how does RQ retry jobs? Which is simpler to operate?"


def step(question: str, query: str, tool: str = "search_docs", after: list[int] | None = None) -> dict[str, Any]:
    return {"question": question, "tool": tool, "query": query, "why": "a part of the question", "after": after or []}


def answer(detailed: str, inline: str, quick: str) -> str:
    return json.dumps({"inline": inline, "quick": quick, "detailed": detailed, "suggestions": []})


RETRY_ANSWER = answer(
    detailed="## Answer\nCelery retries a task with autoretry_for [1]; RQ retries a failed job with a Retry "
             "object [2].\n\n## Details\nCelery backs off exponentially [1]. RQ needs only Redis to operate [3].",
    inline="Both retry, and RQ needs only Redis to operate [3].",
    quick="Celery retries a task with autoretry_for [1]. RQ retries a failed job with a Retry object [2]. "
          "RQ needs only Redis to operate [3].",
)


HUEY_ANSWER = answer(
    detailed="## Answer\nCelery retries a task with autoretry_for [1].\n\n## Details\nThe sources say nothing about "
             "Huey; Celery backs off exponentially [1].",
    inline="Celery retries a task with autoretry_for [1].",
    quick="Celery retries a task with autoretry_for [1]. The sources say nothing about Huey.",
)


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        (MULTI_PART, ["How does Celery retry tasks", "how does RQ retry jobs?", "Which is simpler to operate?"]),
        ("What is the difference between Lambda and ECS?", ["What is the difference between Lambda and ECS?"]),
        ("Compare these:\n- Redis persistence\n- Kafka retention", ["Redis persistence", "Kafka retention"]),
        ("How do I set up PgBouncer; what pool mode should I use", ["How do I set up PgBouncer", "what pool mode should I use"]),
    ],
)
def test_question_parts_are_the_separate_asks(question: str, parts: list[str]) -> None:
    assert question_parts(question) == parts


@pytest.mark.parametrize(
    ("question", "kind", "planned", "reason"),
    [
        (MULTI_PART, "general", True, "3-part question"),
        ("How does the Redis AOF rewrite work?", "deep_dive", True, "deep-dive question"),
        ("How should we structure a multi-tenant Postgres setup?", "architecture", True, "architecture question"),
        ("Kafka vs SQS vs RabbitMQ for ordered events?", "comparison", True, "comparison of 3 options"),
        ("Lambda vs ECS for a queue worker?", "comparison", False, "single comparison question"),
        ("How do I rotate a Slack token?", "how_to", False, "single how-to question"),
    ],
)
def test_the_route_comes_from_the_type_and_the_parts(question: str, kind: str, planned: bool, reason: str) -> None:
    decided = route(ask(question, kind=kind))
    assert (decided.planned, decided.reason) == (planned, reason)


def test_planning_can_be_turned_off() -> None:
    assert route(ask(MULTI_PART, kind="general"), enabled=False).planned is False


def test_the_rules_plan_has_a_step_per_part_or_option() -> None:
    tools = Toolbox([Shelf()]).searches
    by_parts = rules_plan(ask(MULTI_PART, kind="general"), route(ask(MULTI_PART, kind="general")), tools)
    assert [s.question for s in by_parts.steps] == [
        "How does Celery retry tasks", "how does RQ retry jobs?", "Which is simpler to operate?",
    ]
    assert by_parts.steps[2].query == "celery rq simpler operate"  # a part without a subject borrows one
    options = ask("Kafka vs SQS vs RabbitMQ for ordered events?", kind="comparison")
    by_options = rules_plan(options, route(options), tools)
    assert len(by_options.steps) == 4 and by_options.steps[-1].question.startswith("How do Kafka, SQS, RabbitMQ")
    assert by_options.origin == "rules" and all(s.tool == "search_docs" for s in by_options.steps)


async def test_a_multi_part_question_is_planned_run_concurrently_and_replanned_after_an_empty_step(
    researcher: Build,
) -> None:
    events: list[ProgressEvent] = []

    async def progress(event: ProgressEvent) -> None:
        events.append(event)

    shelf = Shelf(delay=0.3, docs=RETRIES)
    async with FakeOpenAI() as fake:
        fake.json_reply({"steps": [
            step("How does Celery retry tasks?", "celery retries"),
            step("How does RQ retry jobs?", "rq retries"),
            step("Which is simpler to operate?", "kubernetes operators", after=[1, 2]),
        ]})
        fake.json_reply({"steps": [step("Which is simpler to operate?", "operating queues")]})
        fake.reply(RETRY_ANSWER)
        agent = researcher(settings_for(fake), [shelf])
        result = await agent.research(ask(MULTI_PART, kind="general"), progress)

    # The plan: the two independent steps ran at the same time, the dependent one after both.
    (q1, start1, end1), (q2, start2, end2), (q3, start3, _), (q4, _, _) = shelf.searches
    assert {q1, q2} == {"celery retries", "rq retries"} and start2 < end1 and start1 < end2
    assert q3 == "kubernetes operators" and start3 >= max(end1, end2)
    # Step 3 found nothing relevant: the model re-planned the rest, and the new step ran.
    assert q4 == "operating queues"
    replan = fake.requests[1]
    assert "Empty or failed: step 3" in replan.text
    plan = result.plan
    assert plan is not None and plan.origin == "model" and plan.replans == 1
    assert [(s.id, s.state) for s in plan.steps] == [(1, "complete"), (2, "complete"), (3, "error"), (4, "complete")]
    assert plan.steps[2].note == "no results"
    assert result.route is not None and result.route.reason == "3-part question"
    # Answered with citations within the call budget: planner, re-plan, writer <= 2 + steps + 1.
    assert result.usage.llm_calls == 3 <= 2 + 3 + 1
    assert result.usage.tool_calls == 4
    assert {c.location for c in result.citations} == {u for _, u, _ in RETRIES.values()}
    assert result.quality.checks["plan"] == {"steps": 4, "replans": 1, "origin": "model"}
    writer = fake.requests[2]
    assert "The research followed this plan" in writer.text and "How does RQ retry jobs?" in writer.text
    # Progress carried the whole plan with each step's state as it changed.
    planned = [e for e in events if e.tasks]
    assert planned[0].stage == "planning" and {t.state for t in planned[0].tasks} == {"pending"}
    running = next(e for e in planned if e.tasks[0].state == "in_progress")
    assert running.tasks[1].state == "in_progress" and running.tasks[2].state == "pending"
    assert [t.state for t in planned[-1].tasks] == ["complete", "complete", "error", "complete"]


async def test_an_unusable_model_plan_falls_back_to_the_rules_plan(researcher: Build) -> None:
    async with FakeOpenAI() as fake:
        fake.reply("I would search for things.").reply("Still not JSON.")
        fake.default = ResearchModel()
        agent = researcher(settings_for(fake), [Shelf(docs=RETRIES)])
        result = await agent.research(ask(MULTI_PART, kind="general"))

    assert result.plan is not None and result.plan.origin == "rules"
    assert [s.query for s in result.plan.steps][:3] == ["celery retry tasks", "rq retry jobs", "celery rq simpler operate"]
    assert result.found and result.mode == "model"


async def test_replans_are_bounded_and_the_plan_stays_within_its_call_cap(researcher: Build) -> None:
    shelf = Shelf(docs=RETRIES)
    async with FakeOpenAI() as fake:
        fake.json_reply({"steps": [step("How does Celery retry tasks?", "celery retries"),
                                   step("What about Huey?", "huey")]})
        fake.json_reply({"steps": [step("What about Huey?", "huey tasks")]})
        fake.json_reply({"steps": [step("What about Huey?", "huey queue")]})
        fake.reply(HUEY_ANSWER)
        agent = researcher(settings_for(fake), [shelf])
        result = await agent.research(ask("How does Celery retry tasks and what about Huey?", kind="general"))

    plan = result.plan
    assert plan is not None and plan.replans == 2
    # The third empty Huey search triggers no third re-plan.
    assert [q for q, _, _ in shelf.searches] == ["celery retries", "huey", "huey tasks", "huey queue"]
    assert result.usage.llm_calls == 4 <= 2 + 2 + 1


async def test_a_plan_at_its_call_cap_gets_no_rewrite(researcher: Build) -> None:
    shelf = Shelf(docs=RETRIES)
    no_details = HUEY_ANSWER.replace("## Details", "## More")
    async with FakeOpenAI() as fake:
        fake.reply("Steps: search Celery.")  # the planner's first answer is not JSON: a repair turn
        fake.json_reply({"steps": [step("How does Celery retry tasks?", "celery retries"),
                                   step("What about Huey?", "huey")]})
        fake.json_reply({"steps": [step("What about Huey?", "huey tasks")]})
        fake.json_reply({"steps": [step("What about Huey?", "huey queue")]})
        fake.reply(no_details)
        agent = researcher(settings_for(fake), [shelf])
        result = await agent.research(ask("How does Celery retry tasks and what about Huey?", kind="general"))

    # Cap: 2 + 2 steps + 1 = 5 = planner and its repair, two re-plans, writer: no room for a rewrite.
    assert result.usage.llm_calls == 5 and len(fake.requests) == 5
    assert not result.quality.passed and result.quality.attempts == 1
    assert "Add the section 'Details'" in result.quality.issues[0]


async def test_a_plan_approved_in_the_thread_runs_on_a_copy_and_stays_as_approved(researcher: Build) -> None:
    approved = Plan(question=MULTI_PART, origin="user", tools=["search_docs"], steps=[
        PlanStep(id=1, question="How does Celery retry tasks?", tool="search_docs", query="celery retries"),
        PlanStep(id=2, question="How does RQ retry jobs?", tool="search_docs", query="rq retries"),
    ])
    as_approved = approved.model_dump()
    async with FakeOpenAI() as fake:
        fake.reply(RETRY_ANSWER)
        agent = researcher(settings_for(fake), [Shelf(docs=RETRIES)])
        result = await agent.research(ask(MULTI_PART, kind="general", plan=approved))

    # The run marked its steps; the thread's plan (the session's object) was not touched.
    assert result.plan is not None and result.plan is not approved
    assert [s.state for s in result.plan.steps] == ["complete", "complete"]
    assert approved.model_dump() == as_approved


def test_a_plans_tasks_carry_each_steps_state() -> None:
    plan = Plan(question="q", steps=[PlanStep(id=1, question="What is RQ?", tool="search_docs", query="rq",
                                              state="complete", note="2 new sources")])
    [task] = plan.tasks()
    assert (task.id, task.title, task.state, task.detail) == ("1", "What is RQ?", "complete", "2 new sources")
