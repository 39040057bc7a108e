"""The contract between the pipeline and a researcher (extractive or model-driven)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Literal, Protocol

from pydantic import BaseModel, Field

from core.models import Citation, ProgressEvent, Quality, ReportSet, Usage
from core.profiles import Classification

ProgressCallback = Callable[[ProgressEvent], Awaitable[None]]


class ResearchRequest(BaseModel):
    question: str = Field(description="the user's words")
    standalone: str = Field(description="the question rewritten to stand alone")
    classification: Classification
    is_followup: bool = False
    memory_context: str = Field(default="", description="the thread's result memory, formatted for prompts")
    entities: list[str] = Field(default_factory=list, description="entities the question names or refers to")


class ResearchResult(BaseModel):
    reports: ReportSet
    citations: list[Citation] = Field(default_factory=list)
    suggestions: list[str] = Field(default_factory=list)
    quality: Quality = Field(default_factory=Quality)
    usage: Usage = Field(default_factory=Usage)
    mode: Literal["extractive", "model"] = "extractive"
    found: bool = Field(default=True, description="False when nothing relevant was found")


class Researcher(Protocol):
    async def research(
        self, request: ResearchRequest, progress: ProgressCallback | None = None
    ) -> ResearchResult: ...


async def emit(progress: ProgressCallback | None, stage: str, detail: str = "", query: str | None = None) -> None:
    """Progress is best-effort: a failing adapter callback never fails research."""
    if progress is None:
        return
    try:
        await progress(ProgressEvent(stage=stage, detail=detail, query=query))  # type: ignore[arg-type]
    except Exception:  # noqa: BLE001 - adapters' display problems are not research problems
        import logging

        logging.getLogger(__name__).debug("progress callback failed", exc_info=True)
