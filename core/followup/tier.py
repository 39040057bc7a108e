"""The model tier: a configured model decides the messages the learned model is unsure of.

It is asked only when the calibrated follow-up probability falls inside the
uncertain band (`MODEL_BAND`); it must answer strict JSON, and anything wrong
with its answer leaves the learned decision in place.
"""

from __future__ import annotations

import json
import logging
from typing import Any, Protocol

from pydantic import BaseModel, Field, ValidationError, field_validator

from core.followup.decision import FollowupDecision
from core.followup.thread import Thread
from core.models import Usage
from core.records.events import ModelPurpose
from core.text import truncate

log = logging.getLogger("core.followup")


class StructuredLLM(Protocol):
    async def structured(
        self, messages: list[dict[str, Any]], model_cls: type[BaseModel], usage: Usage, *, purpose: ModelPurpose = ...
    ) -> BaseModel: ...


class ModelJudgement(BaseModel):
    """What the model must answer; anything else is rejected."""

    is_followup: bool
    confidence: float = Field(ge=0.0, le=1.0)
    standalone: str = Field(min_length=3, max_length=600)
    referents: list[str] = Field(default_factory=list, max_length=8)
    reasoning: str = Field(default="", max_length=600)

    @field_validator("standalone")
    @classmethod
    def _one_line(cls, value: str) -> str:
        value = " ".join(value.split())
        if not value:
            raise ValueError("empty standalone question")
        return value


_SYSTEM = (
    "You decide whether a user's new message in a research thread depends on earlier turns, and rewrite it "
    "as a standalone question. A question is a follow-up only if it cannot be answered correctly without "
    "the thread (unresolved pronouns, positions like 'the 2nd one', ellipsis like 'and for Postgres?', "
    "corrections, requests to elaborate, IDs from earlier answers). A question that names its own subject "
    "in full is NOT a follow-up, even in the same domain. Answer with JSON only: "
    '{"is_followup": bool, "confidence": 0..1, "standalone": str, "referents": [str], "reasoning": str}. '
    "For a non-follow-up, standalone is the question unchanged."
)


def _thread_prompt(thread: Thread, question: str) -> str:
    parts = []
    for i, ex in enumerate(thread.exchanges[-3:], 1):
        parts.append(f"Q{i}: {ex.standalone}" + (f"\nA{i}: {truncate(ex.answer, 700)}" if ex.answer else ""))
        if ex.citations:
            parts.append("Sources: " + "; ".join(f"[{n}] {t}" for n, t in sorted(ex.citations.items())[:8]))
    parts.append(f"New message: {question}")
    return "\n\n".join(parts)


async def ask_model(llm: StructuredLLM, question: str, thread: Thread, fallback: FollowupDecision) -> FollowupDecision:
    """The model's decision, or `fallback` (annotated) when the model fails or answers garbage."""
    usage = Usage()
    messages = [
        {"role": "system", "content": _SYSTEM},
        {"role": "user", "content": _thread_prompt(thread, question)},
    ]
    try:
        raw = await llm.structured(messages, ModelJudgement, usage, purpose="followup")
        judgement = raw if isinstance(raw, ModelJudgement) else ModelJudgement.model_validate(
            raw.model_dump() if isinstance(raw, BaseModel) else json.loads(str(raw))
        )
    except (ValidationError, ValueError, TypeError) as exc:
        log.warning("followup.model_invalid error=%s", type(exc).__name__)
        return fallback.model_copy(update={"reasoning": f"{fallback.reasoning} (model answer was invalid)", "usage": usage})
    except Exception as exc:  # noqa: BLE001 - the model tier is optional; the learned decision stands
        log.warning("followup.model_failed error=%s", type(exc).__name__)
        return fallback.model_copy(update={"reasoning": f"{fallback.reasoning} (model unavailable)", "usage": usage})
    standalone = judgement.standalone if judgement.is_followup else question
    return FollowupDecision(
        is_followup=judgement.is_followup,
        confidence=judgement.confidence,
        reasoning=judgement.reasoning or "decided by the model",
        referents=judgement.referents,
        standalone=standalone,
        tier="model",
        kind=fallback.kind if judgement.is_followup else None,
        score=fallback.score,
        usage=usage,
    )
