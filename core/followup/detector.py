"""The follow-up detector the assistant holds: the offline decision, then the model tier
for the uncertain band.

The decision's modules (cue patterns, lexicons, fitted weights) load on the
first decision, not at import, so a process that never sees a follow-up (a
slash command, `research-bot ask help`) does not pay for them.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from core.config import Settings
from core.followup.decision import FollowupDecision
from core.models import Session

if TYPE_CHECKING:
    from core.followup.thread import Thread
    from core.followup.tier import StructuredLLM


class FollowupDetector:
    def __init__(
        self, settings: Settings, llm: StructuredLLM | None = None, band: tuple[float, float] | None = None
    ) -> None:
        self.settings = settings
        self.llm = llm
        # The calibrated scores the model tier decides; by default the fitted model's band.
        self.band = band

    async def decide(self, question: str, session: Session) -> FollowupDecision:
        # CPU work (and, the first time, loading the embedding model): off the event loop.
        thread, decision, band = await asyncio.to_thread(_offline, question, session)
        if thread is None:
            return decision
        low, high = self.band or band
        if self.llm is None or not (low <= decision.score <= high):
            return decision
        from core.followup.tier import ask_model

        return await ask_model(self.llm, question, thread, decision)


def _offline(question: str, session: Session) -> tuple[Thread | None, FollowupDecision, tuple[float, float]]:
    from core.followup.model import active
    from core.followup.pipeline import decide, resolver
    from core.followup.thread import thread_from_session

    thread = thread_from_session(session, resolver())
    if not thread.exchanges:
        return None, FollowupDecision.standalone_question(question), (0.0, 0.0)
    return thread, decide(question, thread), active().band
