"""One turn: an Inbound message in, a Reply out, the thread's session kept safe."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence

from core import commands
from core.config import Settings
from core.extract import extract_context
from core.followup import FollowupDecision, FollowupDetector
from core.memory import format_memory
from core.models import (
    Analysis,
    Inbound,
    Reply,
    ReplyMeta,
    Session,
    Turn,
    Usage,
)
from core.replies import answer_reply, error_reply, help_reply
from core.research.base import ProgressCallback, Researcher, ResearchRequest
from core.store import SessionStore

log = logging.getLogger(__name__)


class Assistant:
    """The platform-free pipeline every adapter calls."""

    def __init__(
        self,
        settings: Settings,
        store: SessionStore,
        researcher: Researcher,
        followups: FollowupDetector,
        resources: Sequence[object] = (),
    ) -> None:
        self.settings = settings
        self.store = store
        self.researcher = researcher
        self.followups = followups
        self._resources = list(resources)

    async def aclose(self) -> None:
        """Close the store and every source holding connections or subprocesses."""
        for resource in self._resources:
            close = getattr(resource, "aclose", None)
            if close is not None:
                try:
                    await close()
                except Exception:  # noqa: BLE001 - shutdown goes on for the others
                    log.warning("shutdown.close_failed resource=%s", type(resource).__name__, exc_info=True)
        await self.store.close()

    async def handle(self, inbound: Inbound, progress: ProgressCallback | None = None) -> Reply:
        """Answer one message. Never raises for bad input or research failures;
        raises `StoreUnavailable` only when the session cannot be read or written,
        so nothing is half-done."""
        started = time.perf_counter()
        reply = self._reject_bad_input(inbound)
        if reply is None:
            async with self.store.lock(inbound.thread):
                session = await self.store.load(inbound.thread)
                reply, changed = await self._turn(session, inbound, progress)
                if changed == "reset":
                    await self.store.delete(inbound.thread)
                elif changed:
                    self._trim(session)
                    await self.store.save(session)
        reply.metadata.elapsed_ms = round((time.perf_counter() - started) * 1000, 2)
        return reply

    def _reject_bad_input(self, inbound: Inbound) -> Reply | None:
        action = inbound.action
        if action is not None and action.command != "ask":
            return None
        text = (action.question or "" if action is not None else inbound.text).strip()
        if not text:
            return help_reply(empty=True)
        if len(text) > self.settings.max_message_chars:
            return error_reply(
                f"That message is {len(text):,} characters; I can take up to "
                f"{self.settings.max_message_chars:,}. Please shorten it or ask about one part at a time."
            )
        return None

    async def _turn(
        self, session: Session, inbound: Inbound, progress: ProgressCallback | None
    ) -> tuple[Reply, bool | str]:
        text = inbound.text.strip()
        action = inbound.action or commands.parse(text)
        if action is not None:
            outcome = commands.run(action, session, user=inbound.user)
            if outcome.research is None:
                return outcome.reply, outcome.changed
            # "regenerate" and suggested-question buttons re-enter research.
            return await self._research(session, outcome.research, progress, force_standalone=outcome.standalone)
        smalltalk = commands.smalltalk(text)
        if smalltalk is not None:
            return smalltalk, False
        return await self._research(session, text, progress)

    async def _research(
        self,
        session: Session,
        question: str,
        progress: ProgressCallback | None,
        force_standalone: bool = False,
    ) -> tuple[Reply, bool]:
        from core.classify import classify  # its patterns and weights load on the first question

        decision = await self._decide_followup(session, question, force_standalone)
        classification = classify(decision.standalone)
        request = ResearchRequest(
            question=question,
            standalone=decision.standalone,
            classification=classification,
            is_followup=decision.is_followup,
            memory_context=(
                format_memory(
                    session,
                    self.settings.followup_max_context_tokens,
                    memory_size=self.settings.result_memory_size,
                )
                if decision.is_followup
                else ""
            ),
            entities=decision.referents,
        )
        # Follow-up detection may have spent model calls; they belong to this turn.
        usage = decision.usage.model_copy()
        meta = ReplyMeta(
            question_type=classification.type,
            secondary_types=classification.secondary,
            is_followup=decision.is_followup,
            followup_confidence=decision.confidence,
            followup_reasoning=decision.reasoning,
            standalone_question=decision.standalone,
        )
        session.turns.append(Turn(role="user", content=question))
        try:
            result = await asyncio.wait_for(
                self.researcher.research(request, progress),
                # The researcher enforces its own wall-time budget; this is the
                # backstop that guarantees the user a reply in the thread.
                timeout=self.settings.research_wall_time_seconds + 15,
            )
        except Exception as exc:  # noqa: BLE001 - any failure becomes a clear reply
            log.warning("research.failed error=%s session=%s", type(exc).__name__, session.key.session_id)
            reply = error_reply(
                "I couldn't finish researching that "
                f"({_describe_failure(exc)}). Your thread is intact: ask again, "
                "or rephrase the question."
            )
            reply.metadata = meta.model_copy(update={"usage": usage})
            session.turns.append(Turn(role="assistant", content=reply.markdown))
            return reply, True

        if not result.found:
            reply = Reply(
                kind="info",
                markdown=result.reports.quick,
                metadata=meta.model_copy(update={"usage": _total(usage, result.usage), "mode": result.mode}),
            )
            session.turns.append(Turn(role="assistant", content=reply.markdown))
            return reply, True

        context = extract_context(question, result.reports, result.citations)
        analysis = Analysis(
            question=question,
            standalone_question=decision.standalone,
            question_type=classification.type,
            secondary_types=classification.secondary,
            reports=result.reports,
            citations=result.citations,
            suggestions=result.suggestions,
            entities=context.entities,
            topics=context.topics,
            identifiers=context.identifiers,
            summary=context.summary,
            quality=result.quality,
            usage=_total(usage, result.usage),
            mode=result.mode,
        )
        session.analyses.append(analysis)
        index = len(session.analyses) - 1
        session.turns.append(Turn(role="assistant", content=result.reports.quick, analysis=index))
        reply = answer_reply(analysis, index, self.settings.default_report)
        reply.metadata = meta.model_copy(
            update={"quality": result.quality, "usage": analysis.usage, "mode": result.mode}
        )
        log.info(
            "turn.answered type=%s followup=%s citations=%d quality=%.2f llm_calls=%d session=%s",
            classification.type,
            decision.is_followup,
            len(result.citations),
            result.quality.score,
            analysis.usage.llm_calls,
            session.key.session_id,
        )
        return reply, True

    async def _decide_followup(
        self, session: Session, question: str, force_standalone: bool
    ) -> FollowupDecision:
        if force_standalone or not self.settings.followup_detection_enabled or not session.turns:
            return FollowupDecision.standalone_question(question)
        try:
            return await self.followups.decide(question, session)
        except Exception:  # noqa: BLE001 - detection is an optimisation; research goes on
            log.warning("followup.failed session=%s", session.key.session_id, exc_info=True)
            return FollowupDecision.standalone_question(question)

    def _trim(self, session: Session) -> None:
        """Bound a session's size; report switching keeps working on what remains."""
        max_analyses = self.settings.session_max_analyses
        if len(session.analyses) > max_analyses:
            dropped = len(session.analyses) - max_analyses
            session.analyses = session.analyses[dropped:]
            for turn in session.turns:
                if turn.analysis is not None:
                    turn.analysis = turn.analysis - dropped if turn.analysis >= dropped else None
        session.turns = session.turns[-self.settings.session_max_turns :]
        session.updated = session.updated.__class__.now(session.updated.tzinfo)


def _total(first: Usage, second: Usage) -> Usage:
    total = first.model_copy()
    total.add(second)
    return total


def _describe_failure(exc: BaseException) -> str:
    if isinstance(exc, asyncio.TimeoutError | TimeoutError):
        return "it took longer than the time budget"
    name = type(exc).__name__
    if "RateLimit" in name:
        return "the model provider is rate limiting requests"
    if "Connection" in name or "Timeout" in name:
        return "a research service could not be reached"
    return "an internal error occurred"
