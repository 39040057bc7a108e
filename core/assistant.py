"""One turn: an Inbound message in, a Reply out, the thread's session kept safe."""

from __future__ import annotations

import asyncio
import logging
import time
import unicodedata
from collections.abc import Awaitable, Callable, Sequence
from contextlib import nullcontext

from core import about, commands
from core.admission import Admission, Policy
from core.breaker import turn_breaker
from core.channels import (
    SETTINGS,
    ChannelConfigs,
    ConfigError,
    Scopes,
    apply_change,
    corpus_folder,
    describe,
    enforce,
)
from core.config import Settings
from core.deadline import Deadline
from core.followup import FollowupDecision, FollowupDetector
from core.heartbeat import Heartbeat
from core.ids import unique_hex
from core.models import (
    Action,
    Analysis,
    ChannelSettings,
    Inbound,
    PendingPlan,
    Plan,
    ProgressEvent,
    Reply,
    ReplyMeta,
    Session,
    ThreadKey,
    Turn,
    Usage,
)
from core.preload import classifier_loaded, tokenizer_loaded
from core.profiles import Classification
from core.records import bus
from core.records.events import Decision, StageTimed, TurnFinished
from core.records.models import Trace, TurnRecord
from core.records.redact import redact_text
from core.records.render import trace_markdown
from core.records.trace import TraceBuffer, recording
from core.replies import (
    LINKS_NOT_OPENED,
    answer_reply,
    error_reply,
    help_reply,
    here,
    info_reply,
    nothing_found_hint,
)
from core.research.base import ProgressCallback, Researcher, ResearchRequest, ResearchResult
from core.research.support import SupportChecker
from core.recent import RecentThreads
from core.starters import documents_of, searchable, starter_prompts
from core.store import SessionConflict, SessionStore, StoreUnavailable, ThreadBusy, codec
from core.store.base import WaitCallback
from core.store.merge import find_analysis, merge_sessions
from core.text import counted, truncate

log = logging.getLogger(__name__)

# Each attempt reloads and merges, so only a thread saved by others between
# every one of our reads and writes can exhaust these.
SAVE_ATTEMPTS = 8

STORE_DOWN = (
    "My conversation store is unavailable right now, so I can't safely continue this thread. "
    "Nothing was lost; please try again in a minute."
)
NOT_SAVED = (
    "_My conversation store became unavailable, so this answer could not be saved: follow-ups, "
    "other report lengths and `sources` won't find it in this thread._"
)

# Follow-up detection may take this share of the turn's time; research needs the rest.
_FOLLOWUP_SHARE = 0.2
# The researcher answers within the turn's deadline; this backstop only guards against a
# researcher that does not (a bug), so the user still gets a reply in the thread.
_BACKSTOP_SECONDS = 5.0
_RESET = (
    "This thread was reset, so I've forgotten what was asked and answered in it before. "
    "Ask again and I'll research it afresh."
)


class Assistant:
    """The platform-free pipeline every adapter calls."""

    def __init__(
        self,
        settings: Settings,
        store: SessionStore,
        researcher: Researcher,
        followups: FollowupDetector,
        resources: Sequence[object] = (),
        support: SupportChecker | None = None,
        scopes: Scopes | None = None,
    ) -> None:
        self.settings = settings
        self.store = store
        self.researcher = researcher
        self.followups = followups
        self._resources = list(resources)
        # Every answer's citations are checked here, whichever researcher wrote it.
        self.support = support or SupportChecker()
        self.scopes = scopes
        self.channels = ChannelConfigs(store)
        self.recent = RecentThreads(store, settings.session_ttl_seconds)
        # Connection pools besides the sources' (the model client's), closed with the rest.
        self.pools: list[Callable[[], Awaitable[None]]] = []

    def admission(self, policy: Policy, limited: bool = True) -> Admission:
        """Admission for one surface, over this assistant's store and settings."""
        return Admission.from_settings(self.store, policy, self.settings, limited)

    async def suggested_prompts(self, key: ThreadKey | None = None, limit: int = 4) -> list[str]:
        """Questions to offer when a thread starts, from the indexed topics the
        channel (of `key`, when given) may search."""
        channel = await self.channels.get(key) if key is not None else None
        return await starter_prompts(self._resources, limit, channel)

    async def ready(self) -> bool:
        """True while the session store answers (for health checks)."""
        try:
            await self.store.ping()
        except StoreUnavailable:
            return False
        return True

    @property
    def source_names(self) -> list[str]:
        """The configured sources, by name (for reports such as `eval research`)."""
        return sorted({str(getattr(r, "name", type(r).__name__)) for r in self._resources})

    async def aclose(self) -> None:
        """Close the store and every source holding connections or subprocesses."""
        for resource in self._resources:
            close = getattr(resource, "aclose", None)
            if close is not None:
                try:
                    await close()
                except Exception:  # noqa: BLE001 - shutdown goes on for the others
                    log.warning("shutdown.close_failed resource=%s", type(resource).__name__, exc_info=True)
        for close_pool in self.pools:
            await close_pool()
        await self.store.close()

    async def handle(
        self, inbound: Inbound, progress: ProgressCallback | None = None, heartbeat: Heartbeat | None = None
    ) -> Reply:
        """Answer one message. Never raises for bad input, research failures or an
        unreachable store: when the session cannot be read or written the reply
        says so and nothing is half-done."""
        started = time.perf_counter()
        try:
            reply = await self.answer(inbound, progress, heartbeat)
        except StoreUnavailable as exc:
            log.warning("turn.store_unavailable session=%s error=%s", inbound.thread.session_id, exc)
            reply = error_reply(STORE_DOWN)
            reply.metadata.elapsed_ms = round((time.perf_counter() - started) * 1000, 2)
            _announce_turn(inbound, reply, self.settings.llm_configured, outcome="error")
        return reply

    async def answer(
        self, inbound: Inbound, progress: ProgressCallback | None = None, heartbeat: Heartbeat | None = None
    ) -> Reply:
        """`handle`, except that an unusable store raises `StoreUnavailable`, so a
        job worker can retry the turn later instead of answering "try again".

        A message whose thread is busy waits behind the running turn, and
        `progress` hears `queued` with its position. `heartbeat` renews the
        thread's lock (a job worker passes the one that renews its job leases);
        without one the lock renews itself."""
        started = time.perf_counter()
        # With TRACE_RETENTION_DAYS=0 nothing would be kept, so nothing is collected either.
        keeping = self.settings.record_ttl_seconds > 0
        with (
            recording(self.settings.trace_max_steps) if keeping else nullcontext(None) as recorded,
            turn_breaker(self.settings.llm_breaker_failures),
        ):
            try:
                reply = await self._handle(inbound, progress, heartbeat, recorded)
            except ThreadBusy as exc:
                log.warning("turn.thread_busy ahead=%d session=%s", exc.ahead, inbound.thread.session_id)
                reply = error_reply(
                    f"This thread is still busy with earlier questions ({exc.ahead} ahead of yours), so I "
                    f"couldn't start yours within {_duration(exc.waited)}. Nothing in the thread was lost; "
                    "please ask again in a little while."
                )
            reply.metadata.elapsed_ms = round((time.perf_counter() - started) * 1000, 2)
            _announce_turn(inbound, reply, self.settings.llm_configured)
        await self._keep_record(inbound, reply, recorded)
        return reply

    async def _keep_record(self, inbound: Inbound, reply: Reply, recorded: TraceBuffer | None) -> None:
        """A research turn's history entry and trace, unless the session's save took them.
        Best effort: the reply is already decided, and a store that fails here must not
        turn it into an error."""
        if recorded is None or recorded.finished is None or recorded.kept or not reply.metadata.researched:
            return
        try:
            await self.store.add_record(_turn_record(inbound, reply, recorded.finished, recorded), recorded.trace())
        except Exception as exc:  # noqa: BLE001 - history is not worth a failed reply
            log.warning("record.save_failed error=%s session=%s", type(exc).__name__, inbound.thread.session_id)

    def _record_with_save(
        self, inbound: Inbound, reply: Reply, recorded: TraceBuffer | None
    ) -> tuple[TurnRecord, Trace | None] | None:
        """The history entry to store with the turn's session, in the same write: the
        turn as it stands at the save (its latency stops there), its trace complete."""
        if recorded is None or not reply.metadata.researched:
            return None
        latency_ms = round((time.perf_counter() - recorded.started) * 1000, 2)
        finished = _finished(inbound, reply, self.settings.llm_configured, latency_ms)
        return _turn_record(inbound, reply, finished, recorded), recorded.trace()

    async def _handle(
        self, inbound: Inbound, progress: ProgressCallback | None, heartbeat: Heartbeat | None,
        recorded: TraceBuffer | None = None,
    ) -> Reply:
        channel = await self.channels.get(inbound.thread)
        if inbound.action is not None and inbound.action.command == "config":
            return await self._configure(inbound, channel)
        reply = self._reject_bad_input(inbound)
        if reply is None:
            async with self.store.lock(inbound.thread, heartbeat=heartbeat, on_wait=_queued_notice(progress)):
                reply, session, listed = await self._locked_turn(inbound, progress, channel, recorded)
            if inbound.thread.thread and not listed:
                await self.recent.record(inbound.thread, inbound.user, _listed_title(reply, session))
        if reply.kind == "help" and (described := describe(channel, inbound.dm)):
            reply.markdown = f"{reply.markdown.rstrip()}\n\n{described}"
        return reply

    async def _locked_turn(
        self, inbound: Inbound, progress: ProgressCallback | None, channel: ChannelSettings,
        recorded: TraceBuffer | None,
    ) -> tuple[Reply, Session, bool]:
        """The turn inside its thread's lock; returns the reply, the session as saved and
        whether the save also listed the thread among the user's recent threads."""
        # One deadline per turn, from the moment the lock is held: every model,
        # tool, judge and rewrite call gets what is left of it.
        deadline = Deadline.after(self.settings.research_wall_time_seconds)
        session = await self.store.load(inbound.thread)
        replayed = self._replay(session, inbound.message_id, channel)
        if replayed is not None:
            return replayed, session, False
        base = codec.snapshot(session)
        reply, changed = await self._turn(session, inbound, progress, deadline, channel)
        if changed == "reset":
            await self.store.delete(inbound.thread)
            await self.store.forget_records(inbound.thread)
        elif changed:
            _stamp(session.turns[len(base.turns) :], inbound, reply)
            try:
                session = await self._save(base, session, reply, inbound, recorded)
            except StoreUnavailable as exc:
                if not reply.metadata.researched:
                    raise
                # The research is done and paid for: the user gets it, told it is not kept.
                log.warning("turn.answer_not_saved session=%s error=%s", inbound.thread.session_id, exc)
                reply.markdown = f"{reply.markdown.rstrip()}\n\n{NOT_SAVED}"
                # Every control under an answer (lengths, suggestions, feedback) looks the saved
                # analysis up by index; offered here, each click would find no answer.
                reply.analysis_index = None
                reply.available_reports = []
                return reply, base, True
            return reply, session, bool(inbound.thread.thread)
        return reply, session, False

    def _replay(self, session: Session, message_id: str | None, channel: ChannelSettings) -> Reply | None:
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
                reply = answer_reply(
                    analysis, session.position(answer.analysis), channel.default_report or self.settings.default_report
                )
                reply.metadata.usage = analysis.usage.model_copy()
                return reply
            return Reply(kind=answer.reply_kind or "info", markdown=answer.content)  # type: ignore[arg-type]
        return None

    async def _save(
        self, base: Session, session: Session, reply: Reply, inbound: Inbound, recorded: TraceBuffer | None
    ) -> Session:
        """Compare-and-set the session; on a conflict merge this turn's changes into
        what is stored now and try again, so no turn is ever dropped. Returns what was saved.

        The turn's other end-of-turn writes go in the same store step: the thread listed
        among the user's recent threads (when it is a thread) and the turn's history entry."""
        new = reply.analysis_index is not None and reply.analysis_index >= base.position(len(base.analyses))
        ours = session.analyses[reply.analysis_index - session.dropped] if new and reply.analysis_index is not None else None
        record = self._record_with_save(inbound, reply, recorded)
        for attempt in range(1, SAVE_ATTEMPTS + 1):
            stored = self._trimmed(session)
            listed = (
                self.recent.write(inbound.thread, inbound.user, _listed_title(reply, stored))
                if inbound.thread.thread else None
            )
            try:
                await self.store.save(stored, markers=listed, record=record)
            except SessionConflict:
                log.warning("session.conflict attempt=%d session=%s", attempt, session.key.session_id)
                theirs = await self.store.load(session.key)
                session, base = merge_sessions(base, session, theirs), theirs
                continue
            if ours is not None:
                # Trimming or a merge may have moved the answer; buttons must point at it.
                kept = find_analysis(stored.analyses, ours)
                reply.analysis_index = None if kept is None else stored.position(kept)
            if recorded is not None and record is not None:
                recorded.kept = True
            return stored
        raise StoreUnavailable(f"session {session.key.session_id} kept changing during {SAVE_ATTEMPTS} save attempts")

    async def _configure(self, inbound: Inbound, current: ChannelSettings) -> Reply:
        """`config` shows the channel's settings to anyone; changing them takes an admin."""
        action = inbound.action
        assert action is not None
        if not action.setting and (action.value or "").strip():
            return error_reply(
                f"Which setting is `{truncate(action.value.strip(), 40)}` for? "
                f"Pick one of {', '.join(SETTINGS)} (or reset).",
                ephemeral=True,
            )
        if not action.setting:
            shown = describe(current, inbound.dm) or (
                f"{here(inbound.dm, opening=True)} uses the deployment's defaults (no settings of its own)."
            )
            return info_reply(shown, ephemeral=True)
        if not inbound.is_admin:
            refusal = _NOT_ADMIN.get((inbound.thread.platform, inbound.dm), _NOT_ADMIN_ANYWHERE)
            return error_reply(refusal, ephemeral=True)
        models = []
        if self.settings.llm_configured:
            named = (self.settings.llm_model, *(f.model for f in self.settings.llm_fallbacks))
            models = list(dict.fromkeys(m for m in (*named, *self.settings.llm_channel_models) if m))
        sources = self.scopes.source_names() if self.scopes else []
        folders = await self._corpus_folders() if (action.setting or "").strip().lower() == "corpora" else None
        try:
            changed = apply_change(current, action, inbound.user, sources, models, folders)
        except ConfigError as exc:
            return error_reply(str(exc), ephemeral=True)
        await self.channels.put(inbound.thread, changed)
        log.info("channels.updated channel=%s setting=%s", inbound.thread.channel, action.setting)
        defaults = f"{here(inbound.dm, opening=True)} now uses the deployment's defaults."
        return info_reply("Saved. " + (describe(changed, inbound.dm) or defaults))

    async def _corpus_folders(self) -> list[str] | None:
        """The top-level folders of the indexed documents, which `config corpora` names;
        None when the corpus lists no documents (then any name is taken, as before)."""
        corpus = next((r for r in self._resources if getattr(r, "name", "") == "corpus"), None)
        documents = await documents_of(corpus) if corpus is not None else None
        return None if documents is None else sorted({corpus_folder(path) for _, path in documents})

    def _researcher(self, channel: ChannelSettings) -> Researcher:
        """The channel's researcher: over only what it may search, with its model."""
        return self.scopes.researcher(channel) if self.scopes and channel.restricted else self.researcher

    def _reject_bad_input(self, inbound: Inbound) -> Reply | None:
        action = inbound.action
        if action is not None and action.command != "ask":
            return None
        text = (action.question or "" if action is not None else inbound.text).strip()
        if not text and inbound.attachments:
            files = ", ".join(truncate(name, 60) for name in inbound.attachments[:3])
            return info_reply(
                f"I can't read attached files ({files}). Ask your question in words, paste the passage "
                "you mean, or have the document indexed (`research-bot index PATH`) so I can search it."
            )
        if not text:
            return help_reply(planning=self.settings.llm_configured, empty=True)
        if text != "?" and all(unicodedata.category(c)[0] == "P" or c.isspace() for c in text):
            # "...", "??" or "-": nothing to research (it was researched as a follow-up of the last answer).
            return help_reply(planning=self.settings.llm_configured, wordless=True)
        if commands.links_only(text):
            # No source opens a given address: research searched for nothing (“”) and said so.
            return info_reply(LINKS_NOT_OPENED)
        if len(text) > self.settings.max_message_chars:
            return error_reply(
                f"That message is {len(text):,} characters; I can take up to "
                f"{self.settings.max_message_chars:,}. Please shorten it or ask about one part at a time."
            )
        return None

    async def _turn(
        self,
        session: Session,
        inbound: Inbound,
        progress: ProgressCallback | None,
        deadline: Deadline,
        channel: ChannelSettings,
    ) -> tuple[Reply, bool | str]:
        text = inbound.text.strip()
        action = inbound.action or commands.parse(text)
        if action is None and session.pending_plan is not None:
            if commands.plan_consent(text):
                action = Action(command="plan_run")
            elif commands.plan_declined(text):
                action = Action(command="stop")
        if action is not None:
            if commands.needs_an_answer(action) and not session.analyses and not session.dropped:
                if expired := await self._answers_gone(session.key, action):
                    expired.ephemeral = inbound.origin == "button"
                    return expired, False
            if commands.looks_up_topic(action):
                # The thread's lock is held, so no other turn touches this session meanwhile.
                outcome = await asyncio.to_thread(commands.run, action, session, inbound.user, dm=inbound.dm)
            else:
                outcome = commands.run(
                    action, session, user=inbound.user, planning=self.settings.llm_configured, dm=inbound.dm
                )
            if outcome.trace_of is not None:
                return await self._trace_reply(session.key, outcome.trace_of), False
            if outcome.coverage:
                return await self._coverage_reply(channel), False
            if outcome.memory:
                return about.memory_reply(self.settings.session_ttl_hours), False
            if outcome.data:
                settings = self.settings
                return about.data_reply(
                    settings.session_ttl_hours, settings.trace_retention_days, settings.llm_configured
                ), False
            model = (channel.model or self.settings.llm_model) if self.settings.llm_configured else None
            if outcome.model:
                return about.model_reply(model, inbound.dm), False
            if outcome.about == "languages":
                return about.languages_reply(model is not None), False
            if outcome.about == "self":
                return about.self_reply(model, inbound.dm), False
            if outcome.feedback_on is not None:
                votes = [f.value for f in outcome.feedback_on.feedback]
                await self.store.set_feedback(session.key, outcome.feedback_on.id, votes.count("up"), votes.count("down"))
            if outcome.plan_only and outcome.research is not None:
                return await self._show_plan(session, outcome.research, inbound.user, deadline, channel)
            if outcome.run_plan:
                return await self._run_plan(session, progress, deadline, channel, dm=inbound.dm)
            if outcome.export is not None:
                from core.exports import export_reply  # the writers load with the first export

                wanted = outcome.export
                analysis = session.analyses[wanted.analysis]
                return await export_reply(analysis, session.position(wanted.analysis), wanted.kind, wanted.format), False
            if outcome.research is None:
                if inbound.origin == "button" and outcome.reply.kind != "report":
                    # A Slack length button's reply replaces the message it was on: a note there would
                    # take the answer's place, so every other reply to a button is private.
                    outcome.reply.ephemeral = True
                return outcome.reply, outcome.changed
            # "regenerate" and suggested-question buttons re-enter research.
            return await self._research(
                session, outcome.research, progress, deadline, channel,
                force_standalone=outcome.standalone, dm=inbound.dm,
            )
        answered = bool(session.analyses or session.dropped)
        smalltalk = commands.smalltalk(text, answered=answered, session=session)
        if smalltalk is not None:
            return smalltalk, False
        if answered and not self.settings.llm_configured and (reworded := commands.reword_asked(text)):
            # Quoting, research can't make the answer simpler or French: it posted a new answer no simpler.
            return commands.cannot_reword(reworded), False
        if not answered and session.pending_plan is None and not commands.has_search_words(text):
            # No word to search and no answer to follow up: research could only say it found nothing.
            return commands.nothing_to_search(text, dm=inbound.dm), False
        return await self._research(session, text, progress, deadline, channel, dm=inbound.dm)

    async def _answers_gone(self, key: ThreadKey, action: Action) -> Reply | None:
        """Said to a command on an answer when the thread's session has expired
        (SESSION_TTL_HOURS after its last message) while its turn records, kept longer,
        remain: "there's no answer in this thread yet" (or, to a button, "cleared by a
        reset") denied answers the thread shows. After a `reset` a command on an answer
        says so: a recap said the bot reads only messages said to it, and `sources`,
        `detailed` or `answer 1` "no answer yet", under the answers it had given there.
        None when the thread never had an answer kept."""
        records = await self.store.thread_records(key)
        if not any(r.answer_id and not r.forgotten for r in records):
            # A button names its answer and says itself that a reset cleared it (`commands._CLEARED`).
            reset = action.answer_id is None and any(r.forgotten for r in records)
            return info_reply(_RESET) if reset else None
        hours = self.settings.session_ttl_hours
        return info_reply(
            f"I no longer have this thread's earlier answers: a thread is kept {hours:g} hours after its last "
            "message, and this one's have expired. Ask the question again and I'll research it afresh."
        )

    async def _coverage_reply(self, channel: ChannelSettings) -> Reply:
        """What this channel's sources hold, and questions to start with (no model call)."""
        shown = searchable(self._resources, channel)
        parts = []
        for source in shown:
            name = str(getattr(source, "name", type(source).__name__))
            documents = await documents_of(source, channel)
            if documents is None:
                parts.append(f"- **{name}**")
                continue
            titles = sorted(dict.fromkeys(title for title, _ in documents))
            named = ", ".join(truncate(t, 60) for t in titles[:8]) + (", …" if len(titles) > 8 else "")
            parts.append(f"- **{name}**: {counted(len(documents), 'document')}" + (f" ({named})" if named else ""))
        if not parts:
            return info_reply("No sources are configured here, so I have nothing to search yet.")
        prompts = await starter_prompts(shown, 3, channel)
        tried = "\n".join(f"- _{p}_" for p in prompts)
        return info_reply(
            "I search these sources and cite what I quote:\n" + "\n".join(parts) + f"\n\nTry asking:\n{tried}\n\n"
            f"{about.ADD_DOCUMENTS} I read {about.FORMAT_NAMES} documents."
        )

    async def _trace_reply(self, key: ThreadKey, answer_id: str) -> Reply:
        """The answer's stored trace, told in a few lines (no model call)."""
        record = next((r for r in await self.store.thread_records(key) if r.answer_id == answer_id), None)
        trace = await self.store.load_trace(record.id) if record is not None else None
        if record is None or trace is None:
            days = self.settings.trace_retention_days
            kept = f"traces are kept {days:g} days" if days else "traces are turned off here (TRACE_RETENTION_DAYS=0)"
            return info_reply(f"I have no trace of that answer: {kept}, and a thread's traces go when it is reset.")
        return info_reply(trace_markdown(record, trace))

    async def _prepare(
        self, session: Session, question: str, deadline: Deadline, force_standalone: bool = False
    ) -> tuple[ResearchRequest, Usage, ReplyMeta]:
        """Follow-up resolution and classification: the request research (or planning) runs on."""
        from core.classify import classify  # its patterns and weights load on the first question

        await classifier_loaded()  # in a thread, once: never a stall of the event loop
        decision = await self._decide_followup(session, question, force_standalone, deadline)
        started = time.perf_counter()
        classification = classify(decision.standalone)
        bus.emit(StageTimed("classify", (time.perf_counter() - started) * 1000, session.key.platform))
        request, meta = await self._request(session, question, decision, classification, deadline)
        # Follow-up detection may have spent model calls; they belong to this turn.
        return request, decision.usage.model_copy(), meta

    async def _request(
        self,
        session: Session,
        question: str,
        decision: FollowupDecision,
        classification: Classification,
        deadline: Deadline,
        plan: Plan | None = None,
    ) -> tuple[ResearchRequest, ReplyMeta]:
        request = ResearchRequest(
            question=question,
            standalone=decision.standalone,
            classification=classification,
            is_followup=decision.is_followup,
            memory_context=await self._memory(session) if decision.is_followup else "",
            entities=decision.referents,
            deadline_at=deadline.at,
            plan=plan,
        )
        meta = ReplyMeta(
            researched=True,
            question_type=classification.type,
            secondary_types=classification.secondary,
            is_followup=decision.is_followup,
            followup_confidence=decision.confidence,
            followup_reasoning=decision.reasoning,
            standalone_question=decision.standalone,
        )
        return request, meta

    async def _memory(self, session: Session) -> str:
        from core.memory import format_memory  # with the context extractor, on the first research turn

        await tokenizer_loaded()  # the memory's budget is in tokens; never built on the event loop
        return format_memory(
            session, self.settings.followup_max_context_tokens, memory_size=self.settings.result_memory_size
        )

    async def _show_plan(
        self, session: Session, question: str, user: str, deadline: Deadline, channel: ChannelSettings
    ) -> tuple[Reply, bool]:
        """"plan only": the plan is shown and kept in the session for "go" or an edit; nothing runs."""
        planner = getattr(self._researcher(channel), "plan", None)
        if planner is None:
            return info_reply(commands.NO_PLANNER), False
        request, usage, meta = await self._prepare(session, question, deadline)
        try:
            async with asyncio.timeout(deadline.remaining() + _BACKSTOP_SECONDS):
                plan = await planner(request, usage)
        except LookupError as exc:
            return info_reply(f"I can't plan research here: {exc}."), False
        session.pending_plan = PendingPlan(
            plan=plan,
            question=question,
            standalone=request.standalone,
            question_type=request.classification.type,
            secondary_types=request.classification.secondary,
            confidence=request.classification.confidence,
            is_followup=request.is_followup,
            entities=request.entities,
            user=user,
        )
        from core.research.plans import plan_markdown  # the planner and model client load with the first plan

        reply = info_reply(plan_markdown(plan))
        reply.kind = "plan"
        reply.metadata = meta.model_copy(update={"usage": usage})
        session.turns.append(Turn(role="user", content=question))
        session.turns.append(Turn(role="assistant", content=reply.markdown))
        return reply, True

    async def _run_plan(
        self,
        session: Session,
        progress: ProgressCallback | None,
        deadline: Deadline,
        channel: ChannelSettings,
        *,
        dm: bool,
    ) -> tuple[Reply, bool]:
        """"go": the pending plan runs as shown (with the user's edits)."""
        pending = session.pending_plan
        assert pending is not None  # commands answer "go" themselves when nothing is pending
        # The question was resolved and classified when the plan was made; it is not redone.
        decision = FollowupDecision(
            is_followup=pending.is_followup, confidence=1.0, reasoning="resolved when the plan was made",
            referents=pending.entities, standalone=pending.standalone,
        )
        classification = Classification(
            type=pending.question_type, confidence=pending.confidence, secondary=pending.secondary_types
        )
        request, meta = await self._request(session, pending.question, decision, classification, deadline, pending.plan)
        return await self._answer(session, "go", request, Usage(), meta, progress, deadline, channel, dm=dm)

    async def _research(
        self,
        session: Session,
        question: str,
        progress: ProgressCallback | None,
        deadline: Deadline,
        channel: ChannelSettings,
        force_standalone: bool = False,
        *,
        dm: bool,
    ) -> tuple[Reply, bool]:
        request, usage, meta = await self._prepare(session, question, deadline, force_standalone)
        return await self._answer(session, question, request, usage, meta, progress, deadline, channel, dm=dm)

    async def _answer(
        self,
        session: Session,
        question: str,
        request: ResearchRequest,
        usage: Usage,
        meta: ReplyMeta,
        progress: ProgressCallback | None,
        deadline: Deadline,
        channel: ChannelSettings,
        *,
        dm: bool,
    ) -> tuple[Reply, bool]:
        # A new question supersedes a plan that was shown but not run.
        session.pending_plan = None
        classification = request.classification
        session.turns.append(Turn(role="user", content=question))
        started = time.perf_counter()
        try:
            result = await asyncio.wait_for(
                self._researcher(channel).research(request, progress),
                timeout=deadline.remaining() + _BACKSTOP_SECONDS,
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
        finally:
            bus.emit(StageTimed("research", (time.perf_counter() - started) * 1000, session.key.platform))

        meta.route = result.route
        result = enforce(channel, result, dm=dm)
        if not result.found:
            # Only the extractive search matches the question's own words (a model writes its own queries).
            written = about.searched_as_written(question) if result.mode == "extractive" else ""
            said = " ".join(part for part in (result.reports.quick, written, nothing_found_hint(session.key.platform)) if part)
            reply = Reply(
                kind="info",
                markdown=said,
                metadata=meta.model_copy(update={"usage": _total(usage, result.usage), "mode": result.mode}),
            )
            session.turns.append(Turn(role="assistant", content=reply.markdown))
            return reply, True

        result = await self._check_support(request, result, deadline)
        question = request.question
        analysis = Analysis(
            question=question,
            standalone_question=request.standalone,
            question_type=classification.type,
            secondary_types=classification.secondary,
            reports=result.reports,
            citations=result.citations,
            suggestions=result.suggestions,
            context_extracted=False,
            quality=result.quality,
            usage=_total(usage, result.usage),
            mode=result.mode,
            route=result.route,
            plan=result.plan,
        )
        analysis.shown = self.settings.default_report
        session.analyses.append(analysis)
        session.viewing = None  # commands naming no answer act on this new one
        index = len(session.analyses) - 1
        session.turns.append(Turn(role="assistant", content=result.reports.quick, analysis=index))
        reply = answer_reply(analysis, session.position(index), channel.default_report or self.settings.default_report)
        support = result.quality.checks.get("support", {})
        reply.metadata = meta.model_copy(
            update={
                "quality": result.quality,
                "usage": analysis.usage,
                "mode": result.mode,
                "citation_precision": support.get("precision_after"),
                "answer_id": analysis.id,
            }
        )
        log.info(
            "turn.answered type=%s route=%s followup=%s citations=%d quality=%.2f precision=%s llm_calls=%d session=%s",
            classification.type,
            "plan" if result.route is not None and result.route.planned else "direct",
            request.is_followup,
            len(result.citations),
            result.quality.score,
            support.get("precision_after"),
            analysis.usage.llm_calls,
            session.key.session_id,
        )
        return reply, True

    async def _check_support(
        self, request: ResearchRequest, result: ResearchResult, deadline: Deadline
    ) -> ResearchResult:
        """Repair citations their passages do not support, before anything is posted."""
        checked = await self.support.check(
            result.reports, result.citations, result.passages, result.usage, deadline,
            # A digest quotes its sources; its model just failed to answer in time.
            ask_model=result.mode == "model",
            spare=result.spare,
        )
        quality = result.quality
        if checked.reports != result.reports:
            # Loaded by the first repaired answer: a process answering only commands never needs it.
            from core.research.quality import validate

            revalidated = validate(
                checked.reports, checked.citations, request.classification, request.standalone,
                request.entities, quality.attempts,
            )
            revalidated.checks = {**quality.checks, **revalidated.checks}
            revalidated.judge = quality.judge
            quality = revalidated
        quality.checks["support"] = checked.report.model_dump()
        report = checked.report
        bus.emit(Decision("citations", f"{report.supported} of {report.pairs} cited claims supported", {
            "unsupported": report.unsupported, "undecided": report.undecided, "model_checked": report.model_checked,
            "repointed": report.repointed, "unmarked": report.unmarked, "dropped": report.dropped,
            "precision_after": report.precision_after,
        }))
        bus.emit(Decision("quality", f"final score {quality.score:.2f} ({'passed' if quality.passed else 'failed'})", {
            "issues": quality.issues[:5], "attempts": quality.attempts,
        }))
        return result.model_copy(
            update={
                "reports": checked.reports,
                "citations": checked.citations,
                "passages": checked.passages,
                "spare": [],
                "quality": quality,
            }
        )

    async def _decide_followup(
        self, session: Session, question: str, force_standalone: bool, deadline: Deadline
    ) -> FollowupDecision:
        if force_standalone or not self.settings.followup_detection_enabled or not session.turns:
            return FollowupDecision.standalone_question(question)
        started = time.perf_counter()
        try:
            share = _FOLLOWUP_SHARE * self.settings.research_wall_time_seconds
            async with asyncio.timeout(deadline.cap(share)):
                return await self.followups.decide(question, session)
        except Exception:  # noqa: BLE001 - detection is an optimisation; research goes on
            log.warning("followup.failed session=%s", session.key.session_id, exc_info=True)
            return FollowupDecision.standalone_question(question)
        finally:
            bus.emit(StageTimed("followup", (time.perf_counter() - started) * 1000, session.key.platform))

    def _trimmed(self, session: Session) -> Session:
        """The session to save, its size bounded; report switching keeps working on what
        remains. `session` itself is left as it was (a conflict merges from it again): the
        copy is shallow, with new lists and a new copy of each turn it renumbers, since a
        deep copy of every answer cost more than the rest of the save (~0.4 ms a turn)."""
        analyses, turns = list(session.analyses), list(session.turns)
        dropped = max(0, len(analyses) - self.settings.session_max_analyses)
        if dropped:
            analyses = analyses[dropped:]
            turns = [
                turn.model_copy(update={"analysis": turn.analysis - dropped if turn.analysis >= dropped else None})
                if turn.analysis is not None else turn
                for turn in turns
            ]
        turns = turns[-self.settings.session_max_turns :]
        updated = session.updated.__class__.now(session.updated.tzinfo)
        return session.model_copy(
            update={"analyses": analyses, "turns": turns, "updated": updated, "dropped": session.dropped + dropped}
        )


def _stamp(added: list[Turn], inbound: Inbound, reply: Reply) -> None:
    """Mark the turns this message added: the user turn with the message it
    answered (for replaying it) and who said it (whose small talk the thread
    answers), the assistant turn with its reply's kind."""
    user = next((t for t in added if t.role == "user"), None)
    if user is not None:
        user.message_id = inbound.message_id
        user.user = inbound.user
    answer = next((t for t in added if t.role == "assistant"), None)
    if answer is not None:
        answer.reply_kind = reply.kind


def _turn_record(inbound: Inbound, reply: Reply, finished: TurnFinished, recorded: TraceBuffer) -> TurnRecord:
    """A research turn's history entry, from its reply and its finish."""
    meta = reply.metadata
    asked = inbound.text or (inbound.action.question if inbound.action else None) or ""
    return TurnRecord(
        id=unique_hex(),
        thread=inbound.thread,
        answer_id=meta.answer_id,
        question=redact_text(meta.standalone_question or asked),
        question_type=finished.question_type,
        mode=meta.mode or finished.mode,
        outcome=finished.outcome,
        latency_ms=finished.latency_ms,
        model_calls=meta.usage.llm_calls,
        # The extractive researcher searches without counting tool calls; the trace saw them all.
        tool_calls=max(meta.usage.tool_calls, recorded.tool_calls),
        prompt_tokens=meta.usage.prompt_tokens,
        completion_tokens=meta.usage.completion_tokens,
        cost_usd=meta.usage.cost_usd,
        quality=finished.quality,
        followup=finished.followup,
    )


def _listed_title(reply: Reply, session: Session) -> str | None:
    """A new answer lists the thread among the user's recent ones, titled by its first question."""
    return session.analyses[0].question if reply.kind == "answer" and session.analyses else None


def _announce_turn(inbound: Inbound, reply: Reply, model_configured: bool, outcome: str | None = None) -> None:
    """Announce the finished turn: a research turn or a command."""
    bus.emit(_finished(inbound, reply, model_configured, reply.metadata.elapsed_ms, outcome))


def _finished(
    inbound: Inbound, reply: Reply, model_configured: bool, latency_ms: float, outcome: str | None = None
) -> TurnFinished:
    meta = reply.metadata
    if not meta.researched:
        mode, done = "command", outcome or ("rejected" if reply.kind == "error" else "command")
    else:
        mode = "extractive" if meta.mode == "extractive" or (meta.mode is None and not model_configured) else "model"
        done = outcome or {"answer": "answered", "error": "error", "info": "nothing_found"}.get(reply.kind, "command")
    return TurnFinished(
        platform=inbound.thread.platform,
        channel=inbound.thread.channel,
        question_type=meta.question_type if meta.researched and meta.question_type else "command",
        mode=mode,  # type: ignore[arg-type]
        outcome=done,  # type: ignore[arg-type]
        latency_ms=latency_ms,
        model_calls=meta.usage.llm_calls,
        cost_usd=meta.usage.cost_usd,
        quality=meta.quality.score if meta.quality is not None else None,
        followup=meta.is_followup,
    )


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


_NOT_ADMIN_ANYWHERE = (
    "Only workspace admins (Slack) or members with Manage Server (Discord) can change channel settings."
)
# Who may change a place's settings, said in the terms of the place the change was asked in.
_NOT_ADMIN = {
    ("slack", False): "Only workspace admins and owners can change this channel's settings.",
    ("slack", True): "Only workspace admins and owners can change this DM's settings.",
    ("discord", False): "Only members with Manage Server can change this channel's settings.",
    # A DM has no server, so no one's Manage Server reaches it (`bot/discord/app.py`).
    ("discord", True): "A DM's settings can't be changed on Discord: a DM belongs to no server, so no one's "
    "Manage Server reaches it. This DM uses the deployment's defaults.",
}


def _describe_failure(exc: BaseException) -> str:
    if isinstance(exc, asyncio.TimeoutError | TimeoutError):
        return "it took longer than the time budget"
    name = type(exc).__name__
    if "RateLimit" in name:
        return "the model provider is rate limiting requests"
    if "Connection" in name or "Timeout" in name:
        return "a research service could not be reached"
    return "an internal error occurred"
