"""The direct research loop for questions that need no plan.

The model searches (several tools per step, run concurrently). After each
tool step the deterministic finish gate is checked: once the type's minimum
of relevant sources is gathered and every named subject is covered, research
stops without asking the model whether it is done, so a simple answer costs
two model calls (search, write). When the model stops short of the minimum it
is sent back once, if the turn's call cap still leaves room for the writer.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from core.llm import LLM, LLMError
from core.research import prompts
from core.research.evidence import finish_gate
from core.research.state import TurnState
from core.research.toolbox import Toolbox

log = logging.getLogger("core.research.agent")


def _assistant_message(content: str | None, calls: list[Any]) -> dict[str, Any]:
    """The model's step as it goes back into the conversation."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if calls:
        message["tool_calls"] = [
            {"id": c.id, "type": "function", "function": {"name": c.function.name, "arguments": c.function.arguments}}
            for c in calls
        ]
    return message


def _with_ids(calls: list[Any], step: int) -> list[Any]:
    """The calls, each with an id: some OpenAI-compatible servers omit them, and strict ones
    reject a tool message whose `tool_call_id` answers no call (a null one included). The
    generated id is deterministic and unique within the turn, and the assistant message and
    the tool message both take it from the same call object."""
    return [c if c.id else c.model_copy(update={"id": f"call_{step}_{i}"}) for i, c in enumerate(calls, start=1)]


def gate_met(turn: TurnState) -> bool:
    request = turn.request
    return finish_gate(
        turn.ledger,
        request.standalone,
        request.entities,
        compared=request.classification.type == "comparison",
        min_sources=turn.profile.min_sources,
    )


class DirectLoop:
    def __init__(self, llm: LLM, toolbox: Toolbox) -> None:
        self.llm = llm
        self.toolbox = toolbox

    def _opening(self, turn: TurnState) -> list[dict[str, Any]]:
        request, s = turn.request, turn.settings
        system = prompts.research_system(
            turn.profile, list(self.toolbox.by_name), s.research_max_tool_calls, s.research_max_iterations
        )
        if request.memory_context.strip():
            system += "\n\n" + prompts.memory_message(request.memory_context)
        return [
            {"role": "system", "content": system},
            {"role": "user", "content": prompts.question_message(request.standalone, request.question, request.entities)},
        ]

    async def investigate(self, turn: TurnState) -> None:
        turn.messages = self._opening(turn)
        nudged = False
        for _ in range(turn.settings.research_max_iterations):
            reason = turn.exhausted() or (None if turn.may_call(then=1) else "calls")
            if reason:
                turn.stop_reason = reason
                return
            started = time.monotonic()
            try:
                completion = await self.llm.complete(
                    turn.messages, turn.usage, tools=self.toolbox.specs, tool_choice="auto",
                    deadline=turn.research_deadline, purpose="research",
                )
            except TimeoutError:  # the research share of the turn's time ran out mid-call
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
            calls = _with_ids([c for c in message.tool_calls or [] if getattr(c, "function", None) is not None],
                              turn.steps)
            turn.messages.append(_assistant_message(message.content, calls))
            if calls:
                await self.toolbox.run_model_calls(turn, calls)
                if gate_met(turn):
                    turn.stop_reason = "gate"
                    return
                continue
            need = turn.profile.min_sources
            if not nudged and len(turn.ledger) < need and turn.exhausted() is None and turn.may_call(then=1):
                nudged = True
                turn.messages.append(
                    {"role": "user", "content": prompts.evidence_nudge(len(turn.ledger), need, turn.profile.label)}
                )
                continue
            turn.stop_reason = "done"
            return
        turn.stop_reason = "iterations"
