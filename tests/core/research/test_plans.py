"""Editing a pending plan in words: pure functions, no model."""

from __future__ import annotations

import pytest

from core.models import Plan, PlanEdit, PlanStep
from core.research.plans import PlanEditError, apply_edit, plan_markdown

PLAN = Plan(
    question="How does Celery retry tasks and how does RQ retry jobs?",
    reason="2-part question",
    tools=["search_corpus", "search_web", "search_arxiv"],
    steps=[
        PlanStep(id=1, question="How does Celery retry tasks?", tool="search_corpus", query="celery retries"),
        PlanStep(id=2, question="How does RQ retry jobs?", tool="search_corpus", query="rq retries"),
        PlanStep(id=3, question="Which retries more safely?", tool="search_web", query="celery rq retry safety",
                 after=[1, 2]),
    ],
)


def test_dropping_a_step_renumbers_the_rest_and_their_dependencies() -> None:
    edited = apply_edit(PLAN, PlanEdit(op="drop", steps=[1]))
    assert [(s.id, s.query, s.after) for s in edited.steps] == [
        (1, "rq retries", []), (2, "celery rq retry safety", [1]),
    ]
    assert edited.origin == "user" and PLAN.origin == "model", "the original is not changed"


@pytest.mark.parametrize("said", ["arxiv", "ARXIV", "search_arxiv", "web"])
def test_a_step_moves_to_the_source_named(said: str) -> None:
    edited = apply_edit(PLAN, PlanEdit(op="tool", steps=[2], tool=said))
    assert edited.steps[1].tool == f"search_{said.lower().removeprefix('search_')}"


def test_a_step_can_be_reworded_and_a_step_added_with_the_questions_subject() -> None:
    reworded = apply_edit(PLAN, PlanEdit(op="question", steps=[3], text="retry storms in production"))
    assert (reworded.steps[2].question, reworded.steps[2].query) == (
        "retry storms in production", "celery rq retry storms production",
    )
    added = apply_edit(PLAN, PlanEdit(op="add", text="pricing"))
    assert (added.steps[3].id, added.steps[3].question, added.steps[3].query) == (4, "Pricing", "celery rq pricing")


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (PlanEdit(op="drop", steps=[7]), "there's no step 7"),
        (PlanEdit(op="drop", steps=[1, 2, 3]), "leave the plan empty"),
        (PlanEdit(op="tool", steps=[1], tool="jira"), "There.s no “jira” source to search; this plan can use: corpus, web, arxiv"),
        (PlanEdit(op="add", text="the"), "Say what the new step is about"),
    ],
)
def test_edits_that_cannot_apply_explain_why(edit: PlanEdit, message: str) -> None:
    with pytest.raises(PlanEditError, match=message):
        apply_edit(PLAN, edit)


def test_a_plan_at_six_steps_takes_no_more() -> None:
    full = PLAN.model_copy(update={"steps": [
        PlanStep(id=i, question=f"Part {i}?", tool="search_corpus", query=f"part {i}") for i in range(1, 7)
    ]})
    with pytest.raises(PlanEditError, match="at most 6 steps"):
        apply_edit(full, PlanEdit(op="add", text="pricing"))


def test_the_shown_plan_lists_each_step_with_its_source_and_how_to_steer_it() -> None:
    text = plan_markdown(PLAN)
    assert text.startswith("**Research plan** for _How does Celery retry tasks")
    assert "3. **Which retries more safely?** — search web for “celery rq retry safety” (after step 1, 2)" in text
    assert "Say `go` to run it" in text and "`step 1: use web instead`" in text
    single = PLAN.model_copy(update={"tools": ["search_corpus"]})
    assert "`step 1: <other search words>`" in plan_markdown(single)
