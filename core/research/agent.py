"""Model-driven research: a tool-calling loop over the sources, then one writing call.

A turn: the model searches (several tools per step, run concurrently) until it
says it has enough or a budget runs out; a deterministic evidence gate sends
it back once when it stops short of the type's minimum sources. One structured
call writes all three report lengths; the quality gate (plus an optional model
judge) sends the draft back once with its issues. Whatever happens, the
question gets an answer: budgets force a finish from what was gathered, and if
no model endpoint answers, a cited digest of the sources is returned instead.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from core.config import Settings
from core.llm import LLM, LLMError
from core.models import Citation, Quality, ReportSet, Usage
from core.profiles import TypeProfile
from core.research import prompts
from core.research.base import ProgressCallback, ResearchRequest, ResearchResult, emit
from core.research.citations import SourceLedger, finalize, to_citation
from core.research.quality import log_quality, validate
from core.research.tools import Observation, Tool, ToolArgumentError, ToolProvider, build_tools
from core.research.writer import ReportDraft, Writer, fallback_draft, source_entry
from core.sources.base import Source, SourceError
from core.vocab import FILLER_WORDS, STOPWORDS

log = logging.getLogger(__name__)

_WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9+#._-]*")
# Share of the wall-time budget kept for writing, validating and one rewrite.
_WRITE_RESERVE = 0.3


def simplify_query(query: str, max_words: int = 6) -> str:
    """A keyword-only reformulation for sparse results: no stopwords or punctuation."""
    words = [w for w in _WORD_RE.findall(query) if w.lower() not in STOPWORDS and w.lower() not in FILLER_WORDS]
    return " ".join(words[:max_words])


@dataclass
class _Outcome:
    """One tool call's result, before its hits are numbered."""

    call_id: str
    tool: Tool | None
    observation: Observation
    retried_with: str | None = None
    sparse: bool = False


@dataclass
class _Turn:
    request: ResearchRequest
    profile: TypeProfile
    progress: ProgressCallback | None
    deadline: float
    usage: Usage = field(default_factory=Usage)
    ledger: SourceLedger = field(default_factory=SourceLedger)
    messages: list[dict[str, Any]] = field(default_factory=list)
    steps: int = 0
    model_seconds: float = 0.0
    tool_seconds: float = 0.0
    stop_reason: str = "done"


def _assistant_message(content: str | None, calls: list[Any]) -> dict[str, Any]:
    """The model's step as it goes back into the conversation."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if calls:
        message["tool_calls"] = [
            {"id": c.id, "type": "function", "function": {"name": c.function.name, "arguments": c.function.arguments}}
            for c in calls
        ]
    return message


class AgentResearcher:
    def __init__(self, settings: Settings, llm: LLM, sources: Sequence[Source | ToolProvider]) -> None:
        self.settings = settings
        self.llm = llm
        self.tools = build_tools(sources)
        self._tools = {t.name: t for t in self.tools}
        self._specs = [t.spec() for t in self.tools]
        self.writer = Writer(llm, source_chars=settings.research_observation_chars * 2)

    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        started = time.monotonic()
        profile = request.classification.profile
        turn = _Turn(
            request=request,
            profile=profile,
            progress=progress,
            deadline=started + self.settings.research_wall_time_seconds,
        )
        await emit(progress, "planning", f"{profile.label} question: planning the research")
        if self.tools:
            await self._investigate(turn)
            if not len(turn.ledger):
                # The model stopped (or failed) without a usable result: search
                # once with the question itself before saying nothing was found.
                await self._direct_search(turn)
        if not len(turn.ledger):
            result = self._not_found(turn)
        else:
            result = await self._write(turn)
        log.info(
            "research.done type=%s mode=%s stop=%s steps=%d llm_calls=%d tool_calls=%d prompt_tokens=%d "
            "completion_tokens=%d sources=%d ms=%.1f model_ms=%.1f tool_ms=%.1f",
            profile.type, result.mode, turn.stop_reason, turn.steps, turn.usage.llm_calls, turn.usage.tool_calls,
            turn.usage.prompt_tokens, turn.usage.completion_tokens, len(turn.ledger),
            (time.monotonic() - started) * 1000, turn.model_seconds * 1000, turn.tool_seconds * 1000,
        )
        return result

    # --- research loop ----------------------------------------------------------
    def _remaining(self, turn: _Turn) -> float:
        return turn.deadline - time.monotonic()

    def _research_time_left(self, turn: _Turn) -> float:
        return self._remaining(turn) - self.settings.research_wall_time_seconds * _WRITE_RESERVE

    def _exhausted(self, turn: _Turn) -> str | None:
        s = self.settings
        if turn.usage.tool_calls >= s.research_max_tool_calls:
            return "tool_calls"
        if turn.usage.prompt_tokens + turn.usage.completion_tokens >= s.research_max_tokens:
            return "tokens"
        if self._research_time_left(turn) <= 0:
            return "wall_time"
        return None

    def _opening(self, turn: _Turn) -> list[dict[str, Any]]:
        request, s = turn.request, self.settings
        system = prompts.research_system(
            turn.profile, list(self._tools), s.research_max_tool_calls, s.research_max_iterations
        )
        if request.memory_context.strip():
            system += "\n\n" + prompts.memory_message(request.memory_context)
        return [
            {"role": "system", "content": system},
            {
                "role": "user",
                "content": prompts.question_message(request.standalone, request.question, request.entities),
            },
        ]

    async def _investigate(self, turn: _Turn) -> None:
        turn.messages = self._opening(turn)
        nudged = False
        for _ in range(self.settings.research_max_iterations):
            reason = self._exhausted(turn)
            if reason:
                turn.stop_reason = reason
                return
            started = time.monotonic()
            try:
                async with asyncio.timeout(self._research_time_left(turn)):
                    completion = await self.llm.complete(
                        turn.messages, turn.usage, tools=self._specs, tool_choice="auto"
                    )
            except TimeoutError:
                turn.stop_reason = "wall_time"
                return
            except LLMError as exc:
                log.warning("research.model_failed step=%d error=%s", turn.steps + 1, type(exc).__name__)
                turn.stop_reason = "model_error"
                return
            finally:
                turn.model_seconds += time.monotonic() - started
            turn.steps += 1
            message = completion.message
            calls = [c for c in message.tool_calls or [] if getattr(c, "function", None) is not None]
            turn.messages.append(_assistant_message(message.content, calls))
            if calls:
                await self._run_calls(turn, calls)
                continue
            need = turn.profile.min_sources
            if not nudged and len(turn.ledger) < need and self._exhausted(turn) is None:
                nudged = True
                turn.messages.append(
                    {"role": "user", "content": prompts.evidence_nudge(len(turn.ledger), need, turn.profile.label)}
                )
                continue
            turn.stop_reason = "done"
            return
        turn.stop_reason = "iterations"

    async def _run_calls(self, turn: _Turn, calls: list[Any]) -> None:
        # Calls beyond the budget are dropped: the spent budget ends research
        # before the model could see any answer to them.
        budget = max(0, self.settings.research_max_tool_calls - turn.usage.tool_calls)
        allowed = calls[:budget]
        turn.usage.tool_calls += len(allowed)
        started = time.monotonic()
        outcomes = await asyncio.gather(*(self._run_call(turn, c) for c in allowed))
        turn.tool_seconds += time.monotonic() - started
        # Hits are numbered in call order, not completion order, so numbering
        # is deterministic however the concurrent calls interleave.
        for outcome in outcomes:
            turn.messages.append(
                {"role": "tool", "tool_call_id": outcome.call_id, "content": self._format(turn, outcome)}
            )

    async def _run_call(self, turn: _Turn, call: Any) -> _Outcome:
        name = call.function.name
        tool = self._tools.get(name)
        if tool is None:
            known = ", ".join(self._tools)
            return _Outcome(call.id, None, Observation(error=f"unknown tool {name!r}; use one of: {known}"))
        try:
            args = json.loads(call.function.arguments or "{}")
            if not isinstance(args, dict):
                raise ValueError("arguments must be a JSON object")
        except ValueError as exc:
            return _Outcome(call.id, tool, Observation(error=f"arguments were not a valid JSON object ({exc})"))
        if tool.kind == "search":
            where = name.removeprefix("search_")
            await emit(turn.progress, "searching", f"searching {where}", query=str(args.get("query", "")))
        elif tool.kind == "read":
            await emit(turn.progress, "reading", f"reading {args.get('id', '')}")
        observation = await self._call_tool(turn, tool, args)
        outcome = _Outcome(call.id, tool, observation)
        threshold = self.settings.research_sparse_threshold
        if tool.kind == "search" and observation.error is None and len(observation.hits) < threshold:
            outcome.sparse = True
            simpler = simplify_query(observation.query or str(args.get("query", "")))
            if simpler and simpler.lower() != str(args.get("query", "")).strip().lower():
                retry = await self._call_tool(turn, tool, {**args, "query": simpler})
                if retry.error is None:
                    outcome.retried_with = simpler
                    observation.hits.extend(retry.hits)
                    outcome.sparse = len(observation.hits) < threshold
        return outcome

    async def _call_tool(self, turn: _Turn, tool: Tool, args: dict[str, Any]) -> Observation:
        timeout = max(0.05, min(self.settings.research_tool_timeout_seconds, self._remaining(turn)))
        try:
            async with asyncio.timeout(timeout):
                return await tool.call(args)
        except TimeoutError:
            log.warning("research.tool_timeout tool=%s seconds=%.1f", tool.name, timeout)
            return Observation(error=f"{tool.name} timed out after {timeout:.1f}s; try another query or tool")
        except (ToolArgumentError, SourceError) as exc:
            return Observation(error=f"{tool.name}: {exc}")
        except Exception as exc:  # noqa: BLE001 - a broken source is an observation, not a crash
            log.warning("research.tool_failed tool=%s error=%s", tool.name, type(exc).__name__, exc_info=True)
            return Observation(error=f"{tool.name} failed ({type(exc).__name__}); try another tool")

    def _format(self, turn: _Turn, outcome: _Outcome) -> str:
        """Number new hits in the ledger and render the observation within the character budget."""
        obs = outcome.observation
        if obs.error:
            return f"Error: {obs.error}"
        budget = self.settings.research_observation_chars
        numbered = [(hit, *turn.ledger.add(hit)) for hit in obs.hits]
        fresh = sum(1 for _, _, new in numbered if new) or len(numbered)
        share = max(160, (budget - len(obs.text)) // max(1, fresh))
        parts = [obs.text.strip()] if obs.text.strip() else []
        reading = outcome.tool is not None and outcome.tool.kind == "read"
        for hit, number, new in numbered:
            # A read of a known source still shows its text: that is what was asked for.
            if not new and not reading:
                parts.append(f"[{number}] (already seen) {hit.title}")
                continue
            parts.append(source_entry(number, hit, share, f" (id: {hit.id})"))
        if not obs.hits and not parts:
            parts.append("No results.")
        if outcome.sparse:
            threshold = self.settings.research_sparse_threshold
            parts.append(prompts.sparse_note(obs.query or "", len(obs.hits), threshold, outcome.retried_with))
        rendered = "\n\n".join(parts)
        return rendered if len(rendered) <= budget else rendered[: budget - 1] + "…"

    async def _direct_search(self, turn: _Turn) -> None:
        searches = [t for t in self.tools if t.kind == "search"]
        query = simplify_query(turn.request.standalone, max_words=10) or turn.request.standalone
        await emit(turn.progress, "searching", "searching every source", query=query)
        started = time.monotonic()
        observations = await asyncio.gather(*(self._call_tool(turn, t, {"query": query}) for t in searches))
        turn.tool_seconds += time.monotonic() - started
        turn.usage.tool_calls += len(searches)
        for observation in observations:
            for hit in observation.hits:
                turn.ledger.add(hit)

    # --- writing and validating --------------------------------------------------
    def _draft_citations(self, ledger: SourceLedger) -> list[Citation]:
        return [to_citation(number, hit) for number, hit in ledger.items()]

    def _gate(self, turn: _Turn, draft: ReportDraft, attempts: int) -> Quality:
        """Deterministic checks on the draft as written (draft numbering, invented URLs)."""
        request = turn.request
        quality = validate(
            draft.reports, self._draft_citations(turn.ledger), request.classification,
            request.standalone, request.entities, attempts,
        )
        invented = finalize(draft.reports, turn.ledger).invented_urls
        if invented:
            quality.issues.append("Remove URLs that are not among the sources: " + ", ".join(invented[:5]) + ".")
            quality.passed = False
        return quality

    async def _write(self, turn: _Turn) -> ResearchResult:
        request, profile = turn.request, turn.profile
        forced = turn.stop_reason in ("tool_calls", "tokens", "wall_time", "iterations")
        await emit(turn.progress, "writing", f"writing from {len(turn.ledger)} sources")
        started = time.monotonic()
        try:
            draft = await self.writer.write(request, profile, turn.ledger, turn.usage, forced=forced)
        except LLMError as exc:
            turn.model_seconds += time.monotonic() - started
            log.warning("research.writer_failed error=%s", type(exc).__name__)
            return self._result(turn, fallback_draft(request, turn.ledger, "no model endpoint answered"), 1,
                                mode="extractive", extra={"fallback": type(exc).__name__})
        turn.model_seconds += time.monotonic() - started

        await emit(turn.progress, "validating", "checking citations and format")
        gate = self._gate(turn, draft, attempts=1)
        extra: dict[str, Any] = {"forced_finish": turn.stop_reason if forced else None}
        if gate.passed and self.settings.research_judge_enabled:
            started = time.monotonic()
            try:
                verdict = await self.writer.judge(request, profile, draft, turn.ledger, turn.usage)
                extra["judge"] = "approved" if verdict.approve else "rejected"
                if not verdict.approve:
                    gate.passed = False
                    gate.issues.extend(verdict.problems or ["The reviewer found the draft incomplete."])
            except LLMError as exc:
                extra["judge"] = f"failed: {type(exc).__name__}"
            turn.model_seconds += time.monotonic() - started
        attempts = 1
        if not gate.passed and self._remaining(turn) > 0:
            attempts = 2
            extra["first_attempt_issues"] = gate.issues
            started = time.monotonic()
            try:
                await emit(turn.progress, "writing", "rewriting to fix: " + "; ".join(gate.issues)[:200])
                retry = await self.writer.write(
                    request, profile, turn.ledger, turn.usage, forced=forced, previous=draft, issues=gate.issues
                )
                if self._gate(turn, retry, attempts=2).score >= gate.score:
                    draft = retry
            except LLMError as exc:
                extra["retry_failed"] = type(exc).__name__
            turn.model_seconds += time.monotonic() - started
        return self._result(turn, draft, attempts, mode="model", extra=extra)

    def _result(
        self, turn: _Turn, draft: ReportDraft, attempts: int, mode: str, extra: dict[str, Any]
    ) -> ResearchResult:
        request = turn.request
        final = finalize(draft.reports, turn.ledger)
        quality = validate(
            final.reports, final.citations, request.classification, request.standalone, request.entities, attempts
        )
        quality.checks.update(
            {k: v for k, v in extra.items() if v is not None},
            removed_markers=final.dangling,
            removed_urls=len(final.invented_urls),
            stop=turn.stop_reason,
        )
        log_quality(quality, mode)
        return ResearchResult(
            reports=final.reports,
            citations=final.citations,
            suggestions=draft.suggestions,
            quality=quality,
            usage=turn.usage,
            mode=mode,  # type: ignore[arg-type]
            found=True,
        )

    def _not_found(self, turn: _Turn) -> ResearchResult:
        searched = sorted({t.name.removeprefix("search_") for t in self.tools if t.kind == "search"})
        names = ", ".join(searched) or "no sources"
        text = (
            f"I couldn't find anything about “{turn.request.standalone}” in the configured sources ({names}). "
            "Try other words, name the product or error exactly, or add a source."
        )
        return ResearchResult(
            reports=ReportSet(inline=text, quick=text, detailed=text),
            quality=Quality(score=0.0, passed=False, issues=["no sources found"], checks={"stop": turn.stop_reason}),
            usage=turn.usage,
            mode="model",
            found=False,
        )
