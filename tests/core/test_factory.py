"""Wiring: what a one-shot command builds, and what it leaves until a turn needs it."""

from __future__ import annotations

from core.factory import OnFirstUse
from core.models import Usage
from core.profiles import Classification
from core.research.base import ResearchRequest, ResearchResult


class Recorder:
    """A researcher that records its calls and can show a plan."""

    def __init__(self) -> None:
        self.requests: list[str] = []

    async def research(self, request: ResearchRequest, progress=None) -> ResearchResult:  # type: ignore[no-untyped-def]
        self.requests.append(request.question)
        raise LookupError("recorded")

    async def plan(self, request: ResearchRequest, usage: Usage) -> str:
        return f"plan for {request.question}"


async def test_the_researcher_is_built_once_on_the_first_turn_that_researches() -> None:
    built: list[Recorder] = []

    def make() -> Recorder:
        built.append(Recorder())
        return built[-1]

    lazy = OnFirstUse(make)
    assert built == []  # a command, a report switch or `help` never builds it
    request = ResearchRequest(question="q1", standalone="q1", classification=Classification(type="general", confidence=1.0))
    for _ in range(2):
        try:
            await lazy.research(request)
        except LookupError:
            pass
    assert len(built) == 1 and built[0].requests == ["q1", "q1"]
    # What else the built researcher offers (a plan) is reached through it.
    assert await lazy.plan(request, Usage()) == "plan for q1"
    assert getattr(lazy, "no_such_thing", None) is None
