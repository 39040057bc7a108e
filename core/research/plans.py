"""A pending plan as the user sees and steers it: shown as markdown, edited in words.

Pure functions, no model: `apply_edit` takes a `PlanEdit` parsed by
`core.commands` ("drop step 3", "step 2: use arxiv instead", "add a step
about pricing") and returns the changed plan, or raises `PlanEditError` with
a message to show.
"""

from __future__ import annotations

from core.models import Plan, PlanEdit, PlanStep
from core.research.planner import MAX_STEPS, query_for, subject_of
from core.text import key_terms


class PlanEditError(ValueError):
    """An edit that cannot apply; the message says why, for the user."""


def tool_label(name: str) -> str:
    return name.removeprefix("search_")


def _match_tool(word: str, tools: list[str]) -> str:
    wanted = word.strip().lower().replace(" ", "_")
    for name in tools:
        if wanted in (name.lower(), tool_label(name).lower()):
            return name
    partial = [name for name in tools if wanted in name.lower()]
    if len(partial) == 1:
        return partial[0]
    known = ", ".join(tool_label(t) for t in tools) or "none"
    raise PlanEditError(f"There's no “{word.strip()}” source to search; this plan can use: {known}.")


def _renumber(steps: list[PlanStep]) -> list[PlanStep]:
    new_ids = {step.id: i for i, step in enumerate(steps, start=1)}
    return [
        step.model_copy(update={"id": new_ids[step.id], "after": [new_ids[a] for a in step.after if a in new_ids]})
        for step in steps
    ]


def apply_edit(plan: Plan, edit: PlanEdit) -> Plan:
    steps = [s.model_copy() for s in plan.steps]
    numbers = {s.id for s in steps}
    unknown = [n for n in edit.steps if n not in numbers]
    if unknown:
        raise PlanEditError(
            f"The plan has steps 1-{len(steps)}; there's no step {', '.join(str(n) for n in unknown)}."
        )
    subject = subject_of(plan.question)
    if edit.op == "drop":
        steps = [s for s in steps if s.id not in edit.steps]
        if not steps:
            raise PlanEditError("That would leave the plan empty; ask the question directly to skip planning.")
    elif edit.op == "tool":
        tool = _match_tool(edit.tool or "", plan.tools)
        for s in steps:
            if s.id in edit.steps:
                s.tool, s.why = tool, f"{tool_label(tool)}, as asked in the thread"
    elif edit.op == "question":
        text = (edit.text or "").strip()
        if not key_terms(text):
            raise PlanEditError("Say what the step should look for, e.g. `step 2: pricing of Fargate`.")
        for s in steps:
            if s.id in edit.steps:
                s.question, s.query, s.why = text, query_for(text, subject), "changed in the thread"
    else:
        text = (edit.text or "").strip()
        if not key_terms(text):
            raise PlanEditError("Say what the new step is about, e.g. `add a step about pricing`.")
        if len(steps) >= MAX_STEPS:
            raise PlanEditError(f"A plan has at most {MAX_STEPS} steps; drop one first.")
        tool = steps[0].tool if steps else plan.tools[0]
        steps.append(PlanStep(id=max(numbers) + 1, question=text[0].upper() + text[1:], tool=tool,
                              query=query_for(text, subject), why="added in the thread"))
    return plan.model_copy(update={"steps": _renumber(steps), "origin": "user"})


def plan_markdown(plan: Plan) -> str:
    lines = [f"**Research plan** for _{plan.question}_ ({plan.reason}):", ""]
    for step in plan.steps:
        after = f" (after step {', '.join(str(a) for a in step.after)})" if step.after else ""
        why = f" — _{step.why}_" if step.why else ""
        lines.append(f"{step.id}. **{step.question}** — search {tool_label(step.tool)} for “{step.query}”{after}{why}")
    first = plan.steps[0] if plan.steps else None
    other = next((t for t in plan.tools if first is None or t != first.tool), None)
    change = f"`step 1: use {tool_label(other)} instead`" if other else "`step 1: <other search words>`"
    lines += ["", f"Say `go` to run it, or change it first: `drop step 2`, {change}, `add a step about pricing`."]
    return "\n".join(lines)
