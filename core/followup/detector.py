"""The follow-up decision for one message: evidence, score, rewrite, model tier."""

from __future__ import annotations

import logging
from typing import Any

from core.config import Settings
from core.followup.cues import STRONG_KINDS, Cue, evidence, primary_kind
from core.followup.decision import FollowupDecision
from core.followup.rewrite import _with_context, rewrite
from core.followup.thread import Thread, thread_from_history, thread_from_session
from core.followup.tier import StructuredLLM, ask_model
from core.models import Session

log = logging.getLogger("core.followup")

THRESHOLD = 0.5
# Scores inside this band are "could go either way": the model tier decides them.
MODEL_BAND = (0.3, 0.7)


def _score(pro: list[Cue], con: list[Cue]) -> float:
    strong = max((c.weight for c in pro if c.kind in STRONG_KINDS), default=0.0)
    weak = sum(c.weight for c in pro if c.kind not in STRONG_KINDS)
    others = sorted((c.weight for c in pro if c.kind in STRONG_KINDS), reverse=True)[1:]
    score = max(strong, weak) + 0.5 * min(strong, weak) + 0.1 * sum(others)
    return max(0.0, min(1.0, score - sum(c.weight for c in con)))


def decide(question: str, thread: Thread) -> FollowupDecision:
    """The offline decision against a thread."""
    if not thread.exchanges:
        return FollowupDecision.standalone_question(question)
    pro, con = evidence(question, thread)
    score = round(_score(pro, con), 3)
    is_followup = score >= THRESHOLD
    kind = (primary_kind(pro) or ("elaboration" if pro else None)) if is_followup else None
    reasons = [c.why for c in pro] + [f"against: {c.why}" for c in con]
    reasoning = "; ".join(reasons) if reasons else "nothing in the question points back to the thread"
    standalone = question
    referents: list[str] = []
    if is_followup:
        referents = list(dict.fromkeys(c.referent for c in pro if c.referent and c.kind in STRONG_KINDS | {"definite"}))
        try:
            standalone = rewrite(question, thread, pro, kind or "elaboration")
        except Exception:  # noqa: BLE001 - a rewrite is a convenience; the question itself still works
            log.warning("followup.rewrite_failed", exc_info=True)
            standalone = _with_context(question, thread.last)
    confidence = round(score if is_followup else 1.0 - score, 3)
    return FollowupDecision(
        is_followup=is_followup,
        confidence=confidence,
        reasoning=reasoning,
        referents=referents,
        standalone=standalone,
        kind=kind,
        score=score,
    )


def _resolve(question: str, thread: Thread) -> str:
    return decide(question, thread).standalone


def decide_history(question: str, history: list[dict[str, Any]]) -> FollowupDecision:
    """The offline decision from plain `{"role", "content"}` history."""
    return decide(question, thread_from_history(history, _resolve))


class FollowupDetector:
    def __init__(self, settings: Settings, llm: StructuredLLM | None = None) -> None:
        self.settings = settings
        self.llm = llm

    async def decide(self, question: str, session: Session) -> FollowupDecision:
        thread = thread_from_session(session, _resolve)
        if not thread.exchanges:
            return FollowupDecision.standalone_question(question)
        decision = decide(question, thread)
        low, high = MODEL_BAND
        if self.llm is None or not (low <= decision.score <= high):
            return decision
        return await ask_model(self.llm, question, thread, decision)
