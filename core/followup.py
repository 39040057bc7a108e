"""Follow-up detection (first cut; replaced by the full two-tier detector)."""

from __future__ import annotations

import re

from pydantic import BaseModel, Field

from core.config import Settings
from core.models import Session


class FollowupDecision(BaseModel):
    is_followup: bool
    confidence: float
    reasoning: str
    referents: list[str] = Field(default_factory=list)
    standalone: str
    tier: str = "deterministic"

    @classmethod
    def standalone_question(cls, question: str) -> FollowupDecision:
        return cls(is_followup=False, confidence=1.0, reasoning="no earlier answer in this thread", standalone=question)


_POINTERS = re.compile(r"\b(it|that|this|those|them|they)\b|^(and|what about|how about)\b")


class FollowupDetector:
    def __init__(self, settings: Settings, llm: object | None = None) -> None:
        self.settings = settings
        self.llm = llm

    async def decide(self, question: str, session: Session) -> FollowupDecision:
        latest = session.latest
        if latest is None:
            return FollowupDecision.standalone_question(question)
        m = _POINTERS.search(question.lower())
        if not m:
            return FollowupDecision(is_followup=False, confidence=0.6, reasoning="no reference to the thread", standalone=question)
        standalone = f"{question} (context: {latest.standalone_question})"
        return FollowupDecision(
            is_followup=True, confidence=0.6, reasoning=f"refers back with '{m.group(0)}'",
            referents=[m.group(0)], standalone=standalone,
        )
