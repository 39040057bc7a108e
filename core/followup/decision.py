"""What the follow-up detector answers for one message."""

from __future__ import annotations

from pydantic import BaseModel, Field

from core.models import Usage


class FollowupDecision(BaseModel):
    is_followup: bool
    # The calibrated probability of the decision taken (of a follow-up when
    # is_followup, of a standalone question otherwise).
    confidence: float
    reasoning: str
    referents: list[str] = Field(default_factory=list)
    standalone: str
    tier: str = "learned"
    kind: str | None = None
    # The calibrated probability that the message is a follow-up.
    score: float = 0.0
    usage: Usage = Field(default_factory=Usage)

    @classmethod
    def standalone_question(cls, question: str) -> FollowupDecision:
        return cls(is_followup=False, confidence=1.0, reasoning="no earlier turn in this thread", standalone=question)
