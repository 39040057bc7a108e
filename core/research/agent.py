"""Model-driven research: a plan or a direct tool loop over the sources, then one writing call.

A turn: `planner.route` decides whether the question gets an explicit plan
(multi-part, deep-dive, architecture, three or more options) or the direct
loop. Either way sources are gathered under the turn's budgets, then one
structured call writes all three report lengths; the quality gate (plus an
optional rubric judge) sends the draft back once with its issues. Whatever
happens, the question gets an answer before the turn's deadline: budgets
force a finish from what was gathered, and when the model does not answer in
time a labelled digest of the sources is returned instead.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import Any

from core.config import Settings
from core.llm import LLM, LLMError, LLMUnavailable, ModelCircuitOpen, StructuredOutputError
from core.models import Citation, JudgeScores, Plan, Quality, ReportSet, Route, Usage
from core.records import bus
from core.records.events import Decision, StageTimed
from core.records.redact import redact_text
from core.research.base import ProgressCallback, ResearchRequest, ResearchResult, emit
from core.research.citations import Finalized, SourceLedger, finalize, to_citation
from core.research.executor import PlanExecutor
from core.research.loop import DirectLoop
from core.research.planner import Planner, route
from core.research.quality import log_quality, validate
from core.research.state import TurnState
from core.research.support import passages_for
from core.research.toolbox import Toolbox
from core.sources.tools import ToolProvider
from core.research.writer import ReportDraft, Writer, digest_draft
from core.sources.base import Source

log = logging.getLogger(__name__)

SIMPLE_CALL_CAP = 3


def judge_issues(scores: JudgeScores, parts: list[str]) -> list[str]:
    """The judge's problems, or instructions derived from its low scores when it listed none."""
    if scores.problems:
        return list(scores.problems)
    issues = []
    if scores.relevance < 3:
        issues.append("Answer the question that was asked directly, in the first sentence.")
    if scores.coverage < 3:
        issues.append("Cover every part: " + "; ".join(parts) + ".")
    if scores.citation_support < 3:
        issues.append("Cite for each claim only a source that states it; drop claims no source supports.")
    if scores.structure < 3:
        issues.append("Use the required sections and keep the report tight.")
    return issues or ["The reviewer found the draft weak; make it more specific and better sourced."]


class AgentResearcher:
    def __init__(self, settings: Settings, llm: LLM, sources: Sequence[Source | ToolProvider]) -> None:
        self.settings = settings
        self.llm = llm
        self.toolbox = Toolbox(sources)
        self.tools = self.toolbox.tools
        self.writer = Writer(llm, source_chars=settings.research_observation_chars * 2)
        self.loop = DirectLoop(llm, self.toolbox)
        self.planner = Planner(llm)
        self.executor = PlanExecutor(self.toolbox, self.planner)

    def route(self, request: ResearchRequest) -> Route:
        return route(request, self.settings.research_planning_enabled, bool(self.toolbox.searches))

    async def plan(self, request: ResearchRequest, usage: Usage) -> Plan:
        """The plan this question would run, for "plan only"; nothing is searched.

        Raises LookupError when no configured source can be searched."""
        if not self.toolbox.searches:
            raise LookupError("no search tool is configured")
        turn = TurnState.start(request, self.settings, None)
        decided = self.route(request)
        asked = decided if decided.planned else decided.model_copy(update={"planned": True, "reason": "asked for a plan"})
        plan = await self.planner.make(turn, asked, self.toolbox.searches)
        usage.add(turn.usage)
        return plan

    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        started = time.monotonic()
        turn = TurnState.start(request, self.settings, progress)
        turn.route = self.route(request)
        profile = turn.profile
        if request.plan is not None:
            await emit(progress, "planning", f"{profile.label} question: running the plan approved in the thread")
        elif turn.route.planned:
            await emit(progress, "planning", f"{profile.label} question ({turn.route.reason}): planning the research")
        else:
            await emit(progress, "planning", f"{profile.label} question: researching")
        # The judge, when turned on, is one call on top of each cap.
        judge = 1 if self.settings.research_judge_enabled else 0
        how = "a research plan" if turn.route.planned else "the direct search loop"
        bus.emit(Decision("strategy", f"{how} ({turn.route.reason})" if turn.route.reason else how,
                          {"reason": turn.route.reason, "parts": len(turn.route.parts), "tools": len(self.tools)}))
        if self.toolbox.tools:
            if turn.route.planned:
                # The executor marks steps as it runs them: a plan approved in the thread is
                # the session's own and is copied; one planned here belongs to this turn.
                plan = (request.plan.model_copy(deep=True) if request.plan is not None
                        else await self.planner.make(turn, turn.route, self.toolbox.searches))
                bus.emit(Decision("plan", f"{plan.origin} plan of {len(plan.steps)} steps", {
                    "steps": [f"{s.id}. {s.tool}: {redact_text(s.query, 120)}" for s in plan.steps],
                }))
                # Planner and writer, at most one call per step, and one more (a re-plan or rewrite).
                turn.call_cap = 2 + len(plan.steps) + 1 + judge
                await self.executor.run(turn, plan)
            else:
                # At most two research steps and the writer (or one step, the writer and a rewrite).
                turn.call_cap = SIMPLE_CALL_CAP + judge
                await self.loop.investigate(turn)
            bus.emit(Decision("finish_gate", f"research stopped: {turn.stop_reason or 'done'}", {
                "stop": turn.stop_reason, "steps": turn.steps, "sources": len(turn.ledger),
                "tool_calls": turn.usage.tool_calls,
            }))
            if not len(turn.ledger):
                # The model stopped (or failed) without a usable result: search
                # once with the question itself before saying nothing was found.
                bus.emit(Decision("fallback", "nothing gathered: searching every source with the question"))
                await self.toolbox.direct_search(turn)
        result = self._not_found(turn) if not len(turn.ledger) else await self._write(turn)
        log.info(
            "research.done type=%s mode=%s route=%s stop=%s steps=%d llm_calls=%d tool_calls=%d prompt_tokens=%d "
            "completion_tokens=%d sources=%d ms=%.1f model_ms=%.1f tool_ms=%.1f",
            profile.type, result.mode, "plan" if turn.route.planned else "direct", turn.stop_reason, turn.steps,
            turn.usage.llm_calls, turn.usage.tool_calls, turn.usage.prompt_tokens, turn.usage.completion_tokens,
            len(turn.ledger), (time.monotonic() - started) * 1000, turn.model_seconds * 1000, turn.tool_seconds * 1000,
        )
        return result

    # --- writing and validating --------------------------------------------------
    def _draft_citations(self, ledger: SourceLedger) -> list[Citation]:
        return [to_citation(number, hit) for number, hit in ledger.items()]

    def _gate(self, turn: TurnState, draft: ReportDraft, attempts: int) -> tuple[Quality, Finalized]:
        """Deterministic checks on the draft as written (draft numbering, invented URLs),
        and the draft finalized: research is over, so the sources it is numbered against
        no longer change, and the result reuses it (finalizing is ~0.25 ms a draft)."""
        request = turn.request
        quality = validate(
            draft.reports, self._draft_citations(turn.ledger), request.classification,
            request.standalone, request.entities, attempts,
        )
        final = finalize(draft.reports, turn.ledger)
        invented = final.invented_urls
        if invented:
            quality.issues.append("Remove URLs that are not among the sources: " + ", ".join(invented[:5]) + ".")
            quality.passed = False
        return quality, final

    def _parts(self, turn: TurnState) -> list[str]:
        if turn.plan is not None:
            return [s.question for s in turn.plan.steps if s.state == "complete"] or [turn.plan.question]
        return turn.route.parts if turn.route is not None else [turn.request.standalone]

    async def _timed(self, turn: TurnState, call: Any) -> Any:
        started = time.monotonic()
        try:
            return await call
        finally:
            turn.model_seconds += time.monotonic() - started

    async def _judge(self, turn: TurnState, draft: ReportDraft, attempt: int) -> JudgeScores | str:
        try:
            scores: JudgeScores = await self._timed(turn, self.writer.judge(
                turn.request, turn.profile, draft, turn.ledger, turn.usage,
                parts=self._parts(turn), attempt=attempt, deadline=turn.deadline,
            ))
        except (LLMError, TimeoutError) as exc:
            bus.emit(Decision("judge", f"judge failed ({type(exc).__name__})", {"attempt": attempt}))
            return f"failed: {type(exc).__name__}"
        bus.emit(Decision("judge", f"{'approved' if scores.approved else 'not approved'} (draft {attempt})", {
            "relevance": scores.relevance, "coverage": scores.coverage,
            "citation_support": scores.citation_support, "structure": scores.structure,
            "problems": [redact_text(p, 160) for p in scores.problems[:5]],
        }))
        return scores

    async def _write(self, turn: TurnState) -> ResearchResult:
        started = time.perf_counter()
        try:
            return await self._write_timed(turn)
        finally:
            bus.emit(StageTimed("write", (time.perf_counter() - started) * 1000))

    async def _write_timed(self, turn: TurnState) -> ResearchResult:
        request, profile = turn.request, turn.profile
        await emit(turn.progress, "writing", f"writing from {len(turn.ledger)} sources")
        write = self.writer.write(
            request, profile, turn.ledger, turn.usage, forced=turn.forced, plan=turn.plan, deadline=turn.deadline
        )
        try:
            draft = await self._timed(turn, write)
        except TimeoutError:
            budget = self.settings.research_wall_time_seconds
            log.warning("research.writer_deadline sources=%d", len(turn.ledger))
            reason = f"the {budget:g}-second time budget ran out before the model finished writing"
            bus.emit(Decision("fallback", f"digest of the sources: {reason}"))
            return self._result(turn, digest_draft(request, turn.ledger, reason), 1, mode="digest",
                                extra={"fallback": "deadline"})
        except LLMError as exc:
            log.warning("research.writer_failed error=%s", type(exc).__name__)
            if isinstance(exc, StructuredOutputError):
                reason = "the model's answer could not be read"
            elif isinstance(exc, ModelCircuitOpen):
                reason = "the model kept timing out or failing this turn, so I stopped asking it"
            elif isinstance(exc, LLMUnavailable) and exc.said:
                reason = exc.said
            else:
                reason = "no model endpoint answered"
            bus.emit(Decision("fallback", f"digest of the sources: {reason}", {"error": type(exc).__name__}))
            return self._result(turn, digest_draft(request, turn.ledger, reason), 1,
                                mode="digest", extra={"fallback": type(exc).__name__})

        await emit(turn.progress, "validating", "checking citations and format")
        gate, final = self._gate(turn, draft, attempts=1)
        extra: dict[str, Any] = {"forced_finish": turn.stop_reason if turn.forced else None}
        judged: JudgeScores | None = None
        judging = self.settings.research_judge_enabled
        if judging and gate.passed and turn.may_call():
            verdict = await self._judge(turn, draft, attempt=1)
            if isinstance(verdict, str):
                extra["judge"] = verdict
            else:
                judged = verdict
                if not verdict.approved:
                    gate.passed = False
                    gate.issues.extend(judge_issues(verdict, self._parts(turn)))
        attempts = 1
        bus.emit(Decision("quality", f"draft {'passed' if gate.passed else 'failed'} the checks (score {gate.score:.2f})",
                          {"issues": [redact_text(i, 160) for i in gate.issues[:5]]}))
        if not gate.passed and not turn.deadline.expired and turn.may_call():
            attempts = 2
            extra["first_attempt_issues"] = gate.issues
            await emit(turn.progress, "writing", "rewriting to fix: " + "; ".join(gate.issues)[:200])
            rewrite = self.writer.write(
                request, profile, turn.ledger, turn.usage, forced=turn.forced, plan=turn.plan,
                previous=draft, issues=gate.issues, deadline=turn.deadline,
            )
            try:
                retry = await self._timed(turn, rewrite)
                retried, retry_final = self._gate(turn, retry, attempts=2)
                if retried.score >= gate.score:
                    draft, final = retry, retry_final
            except (LLMError, TimeoutError) as exc:
                extra["retry_failed"] = type(exc).__name__
        if judging and judged is None and "judge" not in extra and turn.may_call():
            # The finished report is scored even when the cheap checks sent it back first.
            verdict = await self._judge(turn, draft, attempt=attempts)
            if isinstance(verdict, str):
                extra["judge"] = verdict
            else:
                judged = verdict
        result = self._result(turn, draft, attempts, mode="model", extra=extra, final=final)
        result.quality.judge = judged
        return result

    def _result(
        self, turn: TurnState, draft: ReportDraft, attempts: int, mode: str, extra: dict[str, Any],
        final: Finalized | None = None,
    ) -> ResearchResult:
        """`final`: the draft already finalized against the same sources (by the gate)."""
        request = turn.request
        final = final or finalize(draft.reports, turn.ledger)
        quality = validate(
            final.reports, final.citations, request.classification, request.standalone, request.entities, attempts
        )
        if turn.plan is not None:
            extra["plan"] = {"steps": len(turn.plan.steps), "replans": turn.plan.replans, "origin": turn.plan.origin}
        quality.checks.update(
            {k: v for k, v in extra.items() if v is not None},
            removed_markers=final.dangling,
            removed_urls=len(final.invented_urls),
            stop=turn.stop_reason,
            route=turn.route.reason if turn.route is not None else None,
        )
        log_quality(quality, mode)
        hits = [hit for _, hit in turn.ledger.items()]
        cited = {(c.url or c.path, c.heading) for c in final.citations}
        uncited = [hit for hit in hits if (hit.url or hit.path, hit.heading) not in cited]
        spare = [to_citation(len(final.citations) + i, hit) for i, hit in enumerate(uncited, start=1)]
        return ResearchResult(
            reports=final.reports,
            citations=final.citations,
            suggestions=draft.suggestions,
            quality=quality,
            usage=turn.usage,
            mode=mode,  # type: ignore[arg-type]
            found=True,
            passages=passages_for([*final.citations, *spare], hits),
            spare=spare,
            route=turn.route,
            plan=turn.plan,
        )

    def _not_found(self, turn: TurnState) -> ResearchResult:
        searched = sorted({t.name.removeprefix("search_") for t in self.tools if t.kind == "search"})
        names = ", ".join(searched) or "no sources"
        text = (
            # What to try next depends on who reads it (`replies.nothing_found_hint`), added by the assistant.
            f"I couldn't find anything about “{turn.request.standalone}” in the configured sources ({names})."
        )
        return ResearchResult(
            reports=ReportSet(inline=text, quick=text, detailed=text),
            quality=Quality(score=0.0, passed=False, issues=["no sources found"], checks={"stop": turn.stop_reason}),
            usage=turn.usage,
            mode="model",
            found=False,
            route=turn.route,
            plan=turn.plan,
        )
