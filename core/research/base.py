"""The contract between the pipeline and a researcher (extractive or model-driven)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

from pydantic import BaseModel, Field

from core.deadline import Deadline
from core.models import AnswerMode, Citation, Plan, ProgressEvent, Quality, ReportSet, Route, TaskProgress, Usage
from core.profiles import Classification

ProgressCallback = Callable[[ProgressEvent], Awaitable[None]]

log = logging.getLogger(__name__)


class ResearchRequest(BaseModel):
    question: str = Field(description="the user's words")
    standalone: str = Field(description="the question rewritten to stand alone")
    classification: Classification
    is_followup: bool = False
    memory_context: str = Field(default="", description="the thread's result memory, formatted for prompts")
    entities: list[str] = Field(default_factory=list, description="entities the question names or refers to")
    deadline_at: float | None = Field(
        default=None, description="the turn's deadline (time.monotonic()); None: the researcher's own budget"
    )
    plan: Plan | None = Field(default=None, description="a plan the user approved: run it as it is")

    def deadline(self, default_seconds: float) -> Deadline:
        return Deadline(self.deadline_at) if self.deadline_at is not None else Deadline.after(default_seconds)


class ResearchResult(BaseModel):
    reports: ReportSet
    citations: list[Citation] = Field(default_factory=list)
    suggestions: list[str] = Field(default_factory=list)
    quality: Quality = Field(default_factory=Quality)
    usage: Usage = Field(default_factory=Usage)
    mode: AnswerMode = "extractive"
    found: bool = Field(default=True, description="False when nothing relevant was found")
    passages: dict[int, str] = Field(
        default_factory=dict,
        description="citation number -> the full text of the passage(s) behind it, for the support check",
    )
    spare: list[Citation] = Field(
        default_factory=list,
        description="gathered sources no report cites, numbered after the citations (their text in `passages`): "
        "where the support check may re-point a misattributed claim",
    )
    route: Route | None = None
    plan: Plan | None = None


class Researcher(Protocol):
    async def research(
        self, request: ResearchRequest, progress: ProgressCallback | None = None
    ) -> ResearchResult: ...


class Planning(Protocol):
    """A researcher that can show its plan before running it ("plan only")."""

    async def plan(self, request: ResearchRequest, usage: Usage) -> Plan: ...


async def emit(
    progress: ProgressCallback | None,
    stage: str,
    detail: str = "",
    query: str | None = None,
    tasks: list[TaskProgress] | None = None,
) -> None:
    """Progress is best-effort: a failing adapter callback never fails research."""
    if progress is None:
        return
    try:
        await progress(ProgressEvent(stage=stage, detail=detail, query=query, tasks=tasks or []))  # type: ignore[arg-type]
    except Exception:  # noqa: BLE001 - adapters' display problems are not research problems
        log.debug("progress callback failed", exc_info=True)
