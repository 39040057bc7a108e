"""Planning research for questions that need it: which questions, and which steps.

`route` decides from the question type and the question's parts whether a
question gets a plan (multi-part, deep-dive, architecture, three or more
options compared) or the direct loop. `Planner.make` asks the model for 2-6
steps (sub-question, search tool, query, why, dependencies) in one structured
call; `Planner.replan` revises the steps not yet run after one came back
empty or failing. Both fall back to `rules_plan` / `rules_replan`, which need
no model, so a plan exists whatever the endpoint does.
"""

from __future__ import annotations

import logging
import re

from pydantic import BaseModel, Field

from core.llm import LLM, LLMError
from core.models import Plan, PlanStep, Route
from core.records import bus
from core.records.events import Decision
from core.research import prompts
from core.research.base import ResearchRequest
from core.research.state import TurnState
from core.sources.tools import Tool
from core.text import compared_options, key_terms

log = logging.getLogger("core.research.planner")

MIN_STEPS, MAX_STEPS = 2, 6
MAX_REPLANS = 2
_PLANNED_TYPES = {"deep_dive": "deep-dive question", "architecture": "architecture question"}
_ASK = r"(?:how|what|what's|why|when|which|where|who|should|shall|do|does|did|is|are|can|could|would|will)"
_CLAUSE_SPLIT = re.compile(rf"\s*;\s*|,?\s+(?:and|also|plus|then|but)\s+(?:also\s+)?(?={_ASK}\b)", re.I)
_LIST_ITEM = re.compile(r"^\s*(?:[-*•]|\(?\d{1,2}[.)]|\(?[a-f]\))\s+(.+)$")
_INLINE_ENUM = re.compile(r"(?:^|\s)\(?(?:\d{1,2}|[a-f])\)\s+")
_PRONOUN = re.compile(r"\b(?:it|its|they|them|their|this|that|these|those|one|which)\b", re.I)
_NAME = re.compile(r"(?<![.?!]\s)(?<!^)\b(?:[A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*|[A-Z][a-z0-9]+(?:[.-][A-Za-z0-9]+)*)\b")


def question_parts(text: str) -> list[str]:
    """The separate asks in a message: list items, several questions, or clauses joined by
    "and how/what/why ...". One part when the message asks one thing."""
    lines = [m.group(1).strip() for line in text.splitlines() if (m := _LIST_ITEM.match(line))]
    if len(lines) >= 2:
        pieces = lines
    else:
        flat = " ".join(text.split())
        enumerated = [p for p in _INLINE_ENUM.split(flat) if p.strip()]
        pieces = enumerated if len(enumerated) >= 3 else re.split(r"(?<=\?)\s+", flat)
    parts: list[str] = []
    for piece in pieces:
        for clause in _CLAUSE_SPLIT.split(piece):
            clause = clause.strip(" ,;:")
            if key_terms(clause) and clause.lower() not in (p.lower() for p in parts):
                parts.append(clause)
    return parts[:MAX_STEPS]


def route(request: ResearchRequest, enabled: bool = True, searchable: bool = True) -> Route:
    parts = question_parts(request.standalone)
    kind = request.classification.type
    if request.plan is not None:
        return Route(planned=True, reason="a plan approved in the thread", parts=parts)
    if not enabled:
        return Route(planned=False, reason="planning is turned off", parts=parts)
    if not searchable:
        return Route(planned=False, reason="no search tool to plan with", parts=parts)
    if len(parts) >= 2:
        return Route(planned=True, reason=f"{len(parts)}-part question", parts=parts)
    if kind in _PLANNED_TYPES:
        return Route(planned=True, reason=_PLANNED_TYPES[kind], parts=parts)
    options = compared_options(request.standalone) if kind == "comparison" else []
    if len(options) >= 3:
        return Route(planned=True, reason=f"comparison of {len(options)} options", parts=options)
    return Route(planned=False, reason=f"single {request.classification.profile.label.lower()} question", parts=parts)


def subject_of(question: str, limit: int = 4) -> str:
    """What the question is about: the names it mentions ("Celery", "RQ"), else its first key terms."""
    names = list(dict.fromkeys(m.lower() for m in _NAME.findall(question) if key_terms(m)))
    return " ".join(names[:limit] or key_terms(question)[:limit])


def query_for(text: str, subject: str) -> str:
    """Search words for a sub-question; parts that lean on the question ("which is simpler to
    operate", "what does it cost") borrow its subject."""
    terms = key_terms(text)
    if len(terms) < 2 or _PRONOUN.search(text) or not set(terms) & set(key_terms(subject)):
        terms = list(dict.fromkeys([*key_terms(subject), *terms]))
    return " ".join(terms[:8]) or subject


_ASPECTS: dict[str, list[tuple[str, str, str]]] = {
    "deep_dive": [
        ("What is {s}?", "", "the definition and the vocabulary the rest builds on"),
        ("How does {s} work inside?", "internals how it works", "the mechanism the question is about"),
        ("What are the limits and pitfalls of {s}?", "limits pitfalls", "the consequences for people using it"),
    ],
    "architecture": [
        ("Which requirements and constraints shape {s}?", "requirements constraints", "what the design must meet"),
        ("Which patterns or reference designs fit {s}?", "architecture pattern design", "candidate designs"),
        ("How do the candidates scale, fail and cost?", "scaling reliability cost", "to weigh the candidates"),
    ],
}


def rules_plan(request: ResearchRequest, route_: Route, tools: list[Tool]) -> Plan:
    """A plan without a model: one step per part, per option, or per aspect of the type."""
    tool = tools[0].name
    question = request.standalone
    subject = subject_of(question)
    kind = request.classification.type
    options = compared_options(question) if kind == "comparison" else []
    drafts: list[tuple[str, str, str]] = []
    if len(route_.parts) >= 2 and not (len(options) >= 3 and route_.parts == options):
        drafts = [(part, query_for(part, subject), "one of the question's parts") for part in route_.parts]
    elif len(options) >= 2:
        drafts = [(f"What is {o}, and what are its strengths and limits?", subject_of(o, 6), f"evidence on {o}")
                  for o in options]
        drafts.append((f"How do {', '.join(options)} compare directly?",
                       " ".join([*(subject_of(o, 2) for o in options), "comparison"]), "sources that contrast them"))
    else:
        aspects = _ASPECTS.get(kind) or _ASPECTS["deep_dive"]
        drafts = [(q.format(s=subject or question), f"{subject} {extra}".strip(), why) for q, extra, why in aspects]
    steps = [
        PlanStep(id=i, question=q, tool=tool, query=query or subject, why=why)
        for i, (q, query, why) in enumerate(drafts[:MAX_STEPS], start=1)
    ]
    if len(steps) < MIN_STEPS:
        steps.append(PlanStep(id=len(steps) + 1, question=question, tool=tool, query=subject or question,
                              why="the question as asked"))
    return Plan(question=question, reason=route_.reason, steps=steps, tools=[t.name for t in tools], origin="rules")


def rules_replan(plan: Plan, failed: list[PlanStep], tools: list[Tool]) -> list[PlanStep]:
    """Retry each failed step once: the next search tool if there is one, else fewer, broader words."""
    names = [t.name for t in tools]
    next_id = max(s.id for s in plan.steps) + 1
    retries: list[PlanStep] = []
    subject = subject_of(plan.question, 3)
    for step in failed:
        other = [n for n in names if n != step.tool]
        tool = other[0] if other else step.tool
        query = step.query if other else " ".join(dict.fromkeys([*key_terms(step.query)[:2], *subject.split()]))
        if tool == step.tool and query == step.query:
            continue
        retries.append(PlanStep(id=next_id, question=step.question, tool=tool, query=query,
                                why=f"step {step.id} found nothing relevant; retried {'with ' + tool if other else 'with broader words'}"))
        next_id += 1
    return retries


class StepDraft(BaseModel):
    question: str = Field(description="the sub-question this step answers")
    tool: str = Field(description="exactly one of the tool names given")
    query: str = Field(description="the search words to send to the tool")
    why: str = Field(default="", description="what this step contributes, in a few words")
    after: list[int] = Field(default_factory=list, description="numbers of earlier steps this one needs first")


class PlanDraft(BaseModel):
    steps: list[StepDraft] = Field(description="the research steps, in order")


def _steps_from(draft: PlanDraft, tools: list[Tool], first_id: int, subject: str, limit: int) -> list[PlanStep]:
    """The model's steps made safe: known tools only, queries never empty, dependencies only backwards."""
    names = {t.name: t.name for t in tools} | {t.name.removeprefix("search_"): t.name for t in tools}
    steps: list[PlanStep] = []
    for offset, d in enumerate(draft.steps[:limit]):
        number = first_id + offset
        tool = names.get(d.tool.strip()) or names.get(d.tool.strip().lower()) or tools[0].name
        query = " ".join(d.query.split())[:200] or query_for(d.question, subject)
        after = sorted({a for a in d.after if first_id <= a < number} | {a for a in d.after if 0 < a < first_id})
        steps.append(PlanStep(id=number, question=d.question.strip() or query, tool=tool, query=query,
                              why=d.why.strip()[:200], after=after))
    return steps


class Planner:
    def __init__(self, llm: LLM) -> None:
        self.llm = llm

    async def make(self, turn: TurnState, route_: Route, tools: list[Tool]) -> Plan:
        """A model plan when the model answers in time, otherwise the rules plan."""
        request = turn.request
        fallback = rules_plan(request, route_, tools)
        if not turn.may_call(then=1):
            return fallback
        messages = [
            {"role": "system", "content": prompts.planner_system(turn.profile, tools, MIN_STEPS, MAX_STEPS,
                                                                 turn.settings.research_max_tool_calls)},
            {"role": "user", "content": prompts.planner_user(request.standalone, request.question, route_.parts,
                                                             request.entities, request.memory_context)},
        ]
        try:
            draft = await self.llm.structured(messages, PlanDraft, turn.usage, temperature=0.0,
                                              deadline=turn.research_deadline, purpose="plan")
        except (LLMError, TimeoutError) as exc:
            log.warning("planner.failed error=%s; using the rules plan", type(exc).__name__)
            bus.emit(Decision("fallback", f"rules plan: the model planner failed ({type(exc).__name__})"))
            return fallback
        steps = _steps_from(draft, tools, 1, subject_of(request.standalone), MAX_STEPS)
        if len(steps) < MIN_STEPS:
            bus.emit(Decision("fallback", f"rules plan: the model planned only {len(steps)} usable steps"))
            return fallback
        return Plan(question=request.standalone, reason=route_.reason, steps=steps,
                    tools=[t.name for t in tools], origin="model")

    async def replan(self, turn: TurnState, plan: Plan, failed: list[PlanStep], tools: list[Tool]) -> bool:
        """Replace the steps not yet run after `failed` came back empty. False when no re-plan is left."""
        if plan.replans >= MAX_REPLANS:
            return False
        plan.replans += 1
        done = [s for s in plan.steps if s.state in ("complete", "error")]
        waiting = [s for s in plan.steps if s.state == "pending"]
        room = max(0, MAX_STEPS - len(waiting))
        revised: list[PlanStep] | None = None
        # The writer's call must still fit under the plan's call cap after this one.
        if turn.may_call(then=1):
            messages = [
                {"role": "system", "content": prompts.replanner_system(tools)},
                {"role": "user", "content": prompts.replanner_user(plan, done, waiting, failed)},
            ]
            try:
                draft = await self.llm.structured(messages, PlanDraft, turn.usage, temperature=0.0,
                                                  deadline=turn.research_deadline, purpose="plan")
                first = max(s.id for s in plan.steps) + 1
                revised = _steps_from(draft, tools, first, subject_of(plan.question), MAX_STEPS)
            except (LLMError, TimeoutError) as exc:
                log.warning("planner.replan_failed error=%s; retrying the failed steps by rule", type(exc).__name__)
        if revised is None:
            revised = waiting + rules_replan(plan, failed, tools)[:room]
        plan.steps = done + revised
        bus.emit(Decision("plan", f"re-planned after step {', '.join(str(s.id) for s in failed)} came back empty",
                          {"steps_left": len(revised), "replans": plan.replans}))
        log.info("planner.replanned replans=%d failed=%s steps_left=%d", plan.replans,
                 ",".join(str(s.id) for s in failed), len(revised))
        return True
