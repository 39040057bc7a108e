"""Running a research plan: independent steps concurrently, a check after each, re-plans.

A step is one search with the plan's query; it needs no model call. Steps
whose dependencies are done run together, as many as the tool budget allows.
After each step a deterministic check asks whether it returned relevant
sources: one that found none (or failed) triggers a re-plan of the steps not
yet run, at most `MAX_REPLANS` times. Every state change is sent as progress
with the whole plan, so adapters can show it as a checklist.
"""

from __future__ import annotations

import asyncio
import logging
import time

from core.models import Plan, PlanStep
from core.research.base import emit
from core.research.evidence import is_relevant, terms_of
from core.research.planner import Planner
from core.research.state import TurnState
from core.research.toolbox import Toolbox
from core.sources.tools import Observation

log = logging.getLogger("core.research.agent")


class PlanExecutor:
    def __init__(self, toolbox: Toolbox, planner: Planner) -> None:
        self.toolbox = toolbox
        self.planner = planner

    async def run(self, turn: TurnState, plan: Plan) -> None:
        turn.plan = plan
        await self._show(turn, plan, f"running a {len(plan.steps)}-step plan")
        while True:
            waiting = [s for s in plan.steps if s.state == "pending"]
            if not waiting:
                turn.stop_reason = "done"
                return
            reason = turn.exhausted()
            if reason:
                for step in waiting:
                    step.state, step.note = "error", f"not run: the {reason.replace('_', ' ')} budget ran out"
                turn.stop_reason = reason
                await self._show(turn, plan, "budget spent; writing from what was found")
                return
            room = turn.settings.research_max_tool_calls - turn.usage.tool_calls
            wave = self._ready(plan, waiting)[:room]
            for step in wave:
                step.state = "in_progress"
            await self._show(turn, plan, "; ".join(f"step {s.id}: {s.query}" for s in wave),
                             query=wave[0].query if len(wave) == 1 else None)
            started = time.monotonic()
            observations = await asyncio.gather(*(self._search(turn, step) for step in wave))
            turn.tool_seconds += time.monotonic() - started
            turn.steps += 1
            # Checked in plan order, not completion order, so source numbering is deterministic.
            for step, observation in zip(wave, observations, strict=True):
                self._check(turn, step, observation)
            failed = [s for s in wave if s.state == "error"]
            await self._show(turn, plan, ", ".join(f"step {s.id}: {s.note}" for s in wave))
            if failed and await self.planner.replan(turn, plan, failed, self.toolbox.searches):
                await self._show(turn, plan, f"re-planned after step {', '.join(str(s.id) for s in failed)}")

    @staticmethod
    def _ready(plan: Plan, waiting: list[PlanStep]) -> list[PlanStep]:
        """Steps whose dependencies have run (a dependency no longer in the plan counts as run)."""
        unfinished = {s.id for s in plan.steps if s.state in ("pending", "in_progress")}
        ready = [s for s in waiting if not (set(s.after) & unfinished)]
        return ready or waiting[:1]

    async def _search(self, turn: TurnState, step: PlanStep) -> Observation:
        tool = self.toolbox.by_name.get(step.tool) or self.toolbox.searches[0]
        return (await self.toolbox.search(turn, tool, {"query": step.query})).observation

    @staticmethod
    def _check(turn: TurnState, step: PlanStep, observation: Observation) -> None:
        """The per-step check: did it return new, relevant sources? Only relevant hits are kept."""
        if observation.error:
            step.state, step.note = "error", f"failed: {observation.error}"[:200]
            return
        terms = terms_of(step.question, step.query)
        relevant = [hit for hit in observation.hits if is_relevant(hit, terms)]
        step.found = sum(1 for hit in relevant if turn.ledger.add(hit)[1])
        if not relevant:
            step.state = "error"
            step.note = "nothing relevant found" if observation.hits else "no results"
        else:
            step.state = "complete"
            step.note = f"{step.found} new source{'s' if step.found != 1 else ''}" if step.found else (
                "answered by sources already found"
            )

    async def _show(self, turn: TurnState, plan: Plan, detail: str, query: str | None = None) -> None:
        stage = "planning" if all(s.state == "pending" for s in plan.steps) else "searching"
        await emit(turn.progress, stage, detail, query=query, tasks=plan.tasks())
