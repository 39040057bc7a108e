"""Running research tools for a turn: timeouts within the turn's deadline, sparse-result
recovery, numbering hits in the ledger and rendering observations for the model."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core.records import bus
from core.records.events import ToolCall
from core.records.redact import redact_arguments, redact_text
from core.research import prompts
from core.research.base import emit
from core.research.state import TurnState
from core.sources.tools import Observation, Tool, ToolArgumentError, ToolProvider, build_tools
from core.research.writer import source_entry
from core.sources.base import Source, SourceError
from core.vocab import FILLER_WORDS, STOPWORDS

log = logging.getLogger("core.research.agent")

_WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9+#._-]*")
# A tool call never gets less than this, so a nearly spent turn still tries it.
_MIN_TOOL_SECONDS = 0.05


def source_of(tool: Tool) -> str:
    """The source a tool reads: `search_docs` and `read_docs` both read `docs`; a provider's own tool is its name."""
    kind, _, rest = tool.name.partition("_")
    return rest if tool.kind in ("search", "read") and kind in ("search", "read") and rest else tool.name


def simplify_query(query: str, max_words: int = 6) -> str:
    """A keyword-only reformulation for sparse results: no stopwords or punctuation."""
    words = [w for w in _WORD_RE.findall(query) if w.lower() not in STOPWORDS and w.lower() not in FILLER_WORDS]
    return " ".join(words[:max_words])


@dataclass
class Outcome:
    """One tool call's result, before its hits are numbered."""

    call_id: str
    tool: Tool | None
    observation: Observation
    retried_with: str | None = None
    sparse: bool = False


class Toolbox:
    def __init__(self, sources: Sequence[Source | ToolProvider]) -> None:
        self.tools = build_tools(sources)
        self.by_name = {t.name: t for t in self.tools}
        self.specs = [t.spec() for t in self.tools]

    @property
    def searches(self) -> list[Tool]:
        return [t for t in self.tools if t.kind == "search"]

    async def call(self, turn: TurnState, tool: Tool, args: dict[str, Any]) -> Observation:
        """One tool call, counted, within the tool timeout and what is left of the turn,
        announced as a `ToolCall` event (arguments redacted)."""
        started = time.perf_counter()
        observation = await self._call(turn, tool, args)
        bus.emit(ToolCall(
            source=source_of(tool),
            tool=tool.name,
            arguments=redact_arguments(args),
            duration_ms=(time.perf_counter() - started) * 1000,
            hits=len(observation.hits),
            error=redact_text(observation.error) if observation.error else None,
        ))
        return observation

    async def _call(self, turn: TurnState, tool: Tool, args: dict[str, Any]) -> Observation:
        timeout = max(_MIN_TOOL_SECONDS, turn.deadline.cap(turn.settings.research_tool_timeout_seconds))
        turn.usage.tool_calls += 1
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

    async def search(self, turn: TurnState, tool: Tool, args: dict[str, Any], call_id: str = "") -> Outcome:
        """A search; when it returns fewer hits than the sparse threshold, once more with keywords only
        (no model call), if the tool budget allows."""
        observation = await self.call(turn, tool, args)
        outcome = Outcome(call_id, tool, observation)
        threshold = turn.settings.research_sparse_threshold
        if tool.kind != "search" or observation.error is not None or len(observation.hits) >= threshold:
            return outcome
        outcome.sparse = True
        asked = str(args.get("query", ""))
        simpler = simplify_query(observation.query or asked)
        has_budget = turn.usage.tool_calls < turn.settings.research_max_tool_calls
        if simpler and simpler.lower() != asked.strip().lower() and has_budget:
            retry = await self.call(turn, tool, {**args, "query": simpler})
            if retry.error is None:
                outcome.retried_with = simpler
                observation.hits.extend(retry.hits)
                outcome.sparse = len(observation.hits) < threshold
        return outcome

    # --- calls the model asked for ------------------------------------------------
    async def run_model_calls(self, turn: TurnState, calls: list[Any]) -> None:
        """Run one step's tool calls concurrently; their observations join the conversation.

        Calls beyond the budget are dropped: the spent budget ends research
        before the model could see any answer to them.
        """
        budget = max(0, turn.settings.research_max_tool_calls - turn.usage.tool_calls)
        started = time.monotonic()
        outcomes = await asyncio.gather(*(self._model_call(turn, c) for c in calls[:budget]))
        turn.tool_seconds += time.monotonic() - started
        # Hits are numbered in call order, not completion order, so numbering
        # is deterministic however the concurrent calls interleave.
        for outcome in outcomes:
            turn.messages.append({"role": "tool", "tool_call_id": outcome.call_id, "content": self.render(turn, outcome)})

    async def _model_call(self, turn: TurnState, call: Any) -> Outcome:
        name = call.function.name
        tool = self.by_name.get(name)
        if tool is None:
            known = ", ".join(self.by_name)
            return Outcome(call.id, None, Observation(error=f"unknown tool {name!r}; use one of: {known}"))
        try:
            try:
                args = json.loads(call.function.arguments or "{}")
            except RecursionError:
                raise ValueError("nested too deeply") from None
            if not isinstance(args, dict):
                raise ValueError("arguments must be a JSON object")
        except ValueError as exc:
            return Outcome(call.id, tool, Observation(error=f"arguments were not a valid JSON object ({exc})"))
        if tool.kind == "search":
            where = name.removeprefix("search_")
            await emit(turn.progress, "searching", f"searching {where}", query=str(args.get("query", "")))
        elif tool.kind == "read":
            await emit(turn.progress, "reading", f"reading {args.get('id', '')}")
        return await self.search(turn, tool, args, call.id)

    def render(self, turn: TurnState, outcome: Outcome) -> str:
        """Number new hits in the ledger and render the observation within the character budget."""
        obs = outcome.observation
        if obs.error:
            return f"Error: {obs.error}"
        budget = turn.settings.research_observation_chars
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
            threshold = turn.settings.research_sparse_threshold
            parts.append(prompts.sparse_note(obs.query or "", len(obs.hits), threshold, outcome.retried_with))
        rendered = "\n\n".join(parts)
        return rendered if len(rendered) <= budget else rendered[: budget - 1] + "…"

    async def direct_search(self, turn: TurnState) -> None:
        """Every source searched once with the question itself: something to cite when the model gave nothing."""
        query = simplify_query(turn.request.standalone, max_words=10) or turn.request.standalone
        await emit(turn.progress, "searching", "searching every source", query=query)
        started = time.monotonic()
        observations = await asyncio.gather(*(self.call(turn, t, {"query": query}) for t in self.searches))
        turn.tool_seconds += time.monotonic() - started
        for observation in observations:
            for hit in observation.hits:
                turn.ledger.add(hit)
