"""What one model-driven research turn carries: its request, budgets, spend and sources."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from core.config import Settings
from core.deadline import Deadline
from core.models import Plan, Route, Usage
from core.profiles import TypeProfile
from core.research.base import ProgressCallback, ResearchRequest
from core.research.citations import SourceLedger

# Share of the turn's time kept for writing, validating and one rewrite.
WRITE_RESERVE = 0.3
# Kept back from the whole turn so the reply (support check, save) still fits in it.
FINISH_RESERVE_SECONDS, FINISH_RESERVE_SHARE = 0.5, 0.05
# Stop reasons that mean "a budget ran out" rather than "the research was done".
FORCED = frozenset({"tool_calls", "tokens", "cost", "wall_time", "iterations", "calls"})


@dataclass
class TurnState:
    request: ResearchRequest
    profile: TypeProfile
    progress: ProgressCallback | None
    settings: Settings
    deadline: Deadline
    research_deadline: Deadline
    route: Route | None = None
    plan: Plan | None = None
    usage: Usage = field(default_factory=Usage)
    ledger: SourceLedger = field(default_factory=SourceLedger)
    messages: list[dict[str, Any]] = field(default_factory=list)
    steps: int = 0
    model_seconds: float = 0.0
    tool_seconds: float = 0.0
    stop_reason: str = "done"
    # Model calls this turn may make at most (planned turns: 2 + steps + 1); None: no cap.
    call_cap: int | None = None

    @classmethod
    def start(
        cls, request: ResearchRequest, settings: Settings, progress: ProgressCallback | None
    ) -> TurnState:
        started = time.monotonic()
        turn = request.deadline(settings.research_wall_time_seconds)
        budget = max(0.0, turn.at - started)
        deadline = turn.earlier(min(FINISH_RESERVE_SECONDS, FINISH_RESERVE_SHARE * budget))
        return cls(
            request=request,
            profile=request.classification.profile,
            progress=progress,
            settings=settings,
            deadline=deadline,
            research_deadline=deadline.earlier(WRITE_RESERVE * budget),
        )

    def exhausted(self) -> str | None:
        """The budget that has run out for research, if any."""
        s, u = self.settings, self.usage
        if u.tool_calls >= s.research_max_tool_calls:
            return "tool_calls"
        if u.prompt_tokens + u.completion_tokens >= s.research_max_tokens:
            return "tokens"
        if s.research_max_cost_usd and u.cost_usd >= s.research_max_cost_usd:
            return "cost"
        if self.research_deadline.expired:
            return "wall_time"
        return None

    def may_call(self, then: int = 0) -> bool:
        """Whether one more model call fits the call cap, leaving `then` calls for what must follow."""
        return self.call_cap is None or self.usage.llm_calls + 1 + then <= self.call_cap

    @property
    def forced(self) -> bool:
        return self.stop_reason in FORCED
