"""What is kept of a turn after it ends: its history entry and its trace.

They cross the store boundary (SQLite, Redis), so they are pydantic models;
the events they are built from are not.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

from core.models import ThreadKey, utcnow

StepKind = Literal["model", "tool", "decision", "stage"]


class TraceStep(BaseModel):
    """One thing the turn did, at `at_ms` after the turn started."""

    kind: StepKind
    at_ms: float
    name: str = Field(description="model: its purpose; tool: the tool; decision: its kind; stage: the stage")
    ms: float = Field(default=0.0, description="how long it took (model, tool, stage)")
    summary: str = ""
    error: str | None = None
    details: dict[str, Any] = Field(default_factory=dict)


class Trace(BaseModel):
    steps: list[TraceStep] = Field(default_factory=list)
    dropped: int = Field(default=0, description="steps past the cap, counted but not kept")


class TurnRecord(BaseModel):
    """One research turn, as history lists it; its trace is kept beside it, not in it."""

    id: str
    thread: ThreadKey
    answer_id: str | None = Field(default=None, description="the answer in the thread's session, when one was stored")
    at: datetime = Field(default_factory=utcnow)
    question: str = Field(default="", description="bounded and redacted; emptied when the thread is reset")
    question_type: str = "general"
    mode: str = "extractive"
    outcome: str = "answered"
    latency_ms: float = 0.0
    model_calls: int = 0
    tool_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    quality: float | None = None
    followup: bool = False
    feedback_up: int = 0
    feedback_down: int = 0
    forgotten: bool = Field(default=False, description="the thread was reset: body and trace are gone")

    @property
    def channel_label(self) -> str:
        return f"{self.thread.platform}:{self.thread.channel}" if self.thread.channel else self.thread.platform
