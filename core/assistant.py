"""One turn: an Inbound message in, a Reply out, the thread's session kept safe."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence

from core import commands
from core.classify import classify
from core.config import Settings
from core.extract import extract_context
from core.followup import FollowupDecision, FollowupDetector
from core.heartbeat import Heartbeat
from core.memory import format_memory
from core.models import (
    Analysis,
    Inbound,
    ProgressEvent,
    Reply,
    ReplyMeta,
    Session,
    Turn,
    Usage,
)
from core.replies import answer_reply, error_reply, help_reply
from core.research.base import ProgressCallback, Researcher, ResearchRequest
from core.store import SessionConflict, SessionStore, StoreUnavailable, ThreadBusy
from core.store.base import WaitCallback
from core.store.merge import find_analysis, merge_sessions

log = logging.getLogger(__name__)

# Each attempt reloads and merges, so only a thread saved by others between
# every one of our reads and writes can exhaust these.
SAVE_ATTEMPTS = 8


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

    async def handle(
        self, inbound: Inbound, progress: ProgressCallback | None = None, heartbeat: Heartbeat | None = None
    ) -> Reply:
        """Answer one message. Never raises for bad input or research failures;
        raises `StoreUnavailable` only when the session cannot be read or written,
        so nothing is half-done. A message whose thread is busy waits behind the
        running turn, and `progress` hears `queued` with its position.
        `heartbeat` renews the thread's lock (a job worker passes the one that
        renews its job leases); without one the lock renews itself."""
        started = time.perf_counter()
        reply = self._reject_bad_input(inbound)
        if reply is None:
            try:
                async with self.store.lock(inbound.thread, heartbeat=heartbeat, on_wait=_queued_notice(progress)):
                    reply = await self._locked_turn(inbound, progress)
            except ThreadBusy as exc:
                log.warning("turn.thread_busy ahead=%d session=%s", exc.ahead, inbound.thread.session_id)
                reply = error_reply(
                    f"This thread is still busy with earlier questions ({exc.ahead} ahead of yours), so I "
                    f"couldn't start yours within {_duration(exc.waited)}. Nothing in the thread was lost; "
                    "please ask again in a little while."
                )
        reply.metadata.elapsed_ms = round((time.perf_counter() - started) * 1000, 2)
        return reply

    async def _locked_turn(self, inbound: Inbound, progress: ProgressCallback | None) -> Reply:
        session = await self.store.load(inbound.thread)
        replayed = self._replay(session, inbound.message_id)
        if replayed is not None:
            return replayed
        base = session.model_copy(deep=True)
        reply, changed = await self._turn(session, inbound, progress)
        if changed == "reset":
            await self.store.delete(inbound.thread)
        elif changed:
            await self._save(base, session, reply)
        return reply

    def _replay(self, session: Session, message_id: str | None) -> Reply | None:
        """The stored answer to a message this thread has already answered.

        A redelivered event (a job re-run after its worker died between saving
        and delivering, a platform retry) must not research and append again.
        """
        if not message_id:
            return None
        for at, turn in enumerate(session.turns):
            if turn.role != "user" or turn.message_id != message_id:
                continue
            answer = next((t for t in session.turns[at + 1 :] if t.role == "assistant"), None)
            if answer is None:
                return None
            log.info("turn.replayed session=%s", session.key.session_id)
            if answer.analysis is not None and 0 <= answer.analysis < len(session.analyses):
                analysis = session.analyses[answer.analysis]
                reply = answer_reply(analysis, answer.analysis, self.settings.default_report)
                reply.metadata.usage = analysis.usage.model_copy()
                return reply
            if answer.content.startswith(error_reply("").markdown.strip()):
                return Reply(kind="error", markdown=answer.content)
            return Reply(kind="info", markdown=answer.content)
        return None

    async def _save(self, base: Session, session: Session, reply: Reply) -> None:
        """Compare-and-set the session; on a conflict merge this turn's changes
        into what is stored now and try again, so no turn is ever dropped."""
        new = reply.analysis_index is not None and reply.analysis_index >= len(base.analyses)
        ours = session.analyses[reply.analysis_index] if new and reply.analysis_index is not None else None
        for attempt in range(1, SAVE_ATTEMPTS + 1):
            stored = session.model_copy(deep=True)
            self._trim(stored)
            try:
                await self.store.save(stored)
            except SessionConflict:
                log.warning("session.conflict attempt=%d session=%s", attempt, session.key.session_id)
                theirs = await self.store.load(session.key)
                session, base = merge_sessions(base, session, theirs), theirs
                continue
            if ours is not None:
                # Trimming or a merge may have moved the answer; buttons must point at it.
                reply.analysis_index = find_analysis(stored.analyses, ours)
            return
        raise StoreUnavailable(
            f"session {session.key.session_id} kept changing during {SAVE_ATTEMPTS} save attempts"
        )

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
            return await self._research(
                session, outcome.research, progress, force_standalone=outcome.standalone, message_id=inbound.message_id
            )
        smalltalk = commands.smalltalk(text)
        if smalltalk is not None:
            return smalltalk, False
        return await self._research(session, text, progress, message_id=inbound.message_id)

    async def _research(
        self,
        session: Session,
        question: str,
        progress: ProgressCallback | None,
        force_standalone: bool = False,
        message_id: str | None = None,
    ) -> tuple[Reply, bool]:
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
        session.turns.append(Turn(role="user", content=question, message_id=message_id))
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


def _queued_notice(progress: ProgressCallback | None) -> WaitCallback | None:
    if progress is None:
        return None

    async def tell(ahead: int) -> None:
        if ahead == 1:
            detail = "still working on the previous question in this thread; yours is next"
        else:
            detail = f"still working on earlier questions in this thread; {ahead} are ahead of yours"
        await progress(ProgressEvent(stage="queued", position=ahead, detail=detail))

    return tell


def _duration(seconds: float) -> str:
    return f"{seconds / 60:.0f} minutes" if seconds >= 120 else f"{seconds:.0f} seconds"


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
