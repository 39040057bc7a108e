"""The trace of one turn: every event announced while it runs, kept in a bounded buffer.

A turn opens `recording()`; the buffer is found through a context variable,
so events announced anywhere below (concurrent tool calls in tasks, scoring
in worker threads) land in the turn that caused them and no other. The
observer only appends the frozen event and a timestamp; turning events into
stored, redacted steps happens once, after the reply is known.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from core.records import bus
from core.records.events import Decision, Event, ModelCall, StageTimed, ToolCall, TurnFinished
from core.records.models import Trace, TraceStep
from core.records.redact import redact_text, redact_value

_current: ContextVar[TraceBuffer | None] = ContextVar("research_bot_trace", default=None)
_installed = False


@dataclass
class TraceBuffer:
    max_steps: int
    started: float = field(default_factory=time.perf_counter)
    events: list[tuple[float, Event]] = field(default_factory=list)
    dropped: int = 0
    finished: TurnFinished | None = None
    # The turn's history entry went with its session's save (nothing left to keep after).
    kept: bool = False

    def add(self, event: Event) -> None:
        if isinstance(event, TurnFinished):
            self.finished = event
        elif not isinstance(event, ModelCall | ToolCall | Decision | StageTimed):
            return  # feedback and platform calls belong to no trace
        elif len(self.events) >= self.max_steps:
            self.dropped += 1
        else:
            self.events.append((time.perf_counter(), event))

    @property
    def tool_calls(self) -> int:
        return sum(1 for _, event in self.events if isinstance(event, ToolCall))

    def trace(self) -> Trace:
        return Trace(steps=[_step(at - self.started, e) for at, e in self.events], dropped=self.dropped)


def _observe(event: Event) -> None:
    buffer = _current.get()
    if buffer is not None:
        buffer.add(event)


def install() -> None:
    """Start feeding turn buffers from the bus (once per process)."""
    global _installed
    if not _installed:
        bus.subscribe(_observe)
        _installed = True


@contextmanager
def recording(max_steps: int) -> Iterator[TraceBuffer]:
    """Collect the events announced inside this block (and the tasks it starts)."""
    install()
    buffer = TraceBuffer(max_steps)
    token = _current.set(buffer)
    try:
        yield buffer
    finally:
        _current.reset(token)


def _step(at: float, event: Event) -> TraceStep:
    at_ms = round(at * 1000, 2)
    if isinstance(event, ModelCall):
        return TraceStep(
            kind="model", at_ms=at_ms, name=event.purpose, ms=round(event.latency_ms, 2),
            summary=f"{event.endpoint} {event.model}", error=event.error and redact_text(event.error),
            details={"endpoint": event.endpoint, "model": event.model, "prompt_tokens": event.prompt_tokens,
                     "completion_tokens": event.completion_tokens, "cost_usd": event.cost_usd},
        )
    if isinstance(event, ToolCall):
        return TraceStep(
            kind="tool", at_ms=at_ms, name=event.tool, ms=round(event.duration_ms, 2),
            summary=f"{event.hits} hit{'s' if event.hits != 1 else ''}", error=event.error and redact_text(event.error),
            details={"source": event.source, "arguments": event.arguments, "hits": event.hits},
        )
    if isinstance(event, Decision):
        details = redact_value(event.details)
        return TraceStep(kind="decision", at_ms=at_ms, name=event.kind, summary=redact_text(event.summary),
                         details=details if isinstance(details, dict) else {})
    assert isinstance(event, StageTimed)
    return TraceStep(kind="stage", at_ms=at_ms, name=event.stage, ms=round(event.duration_ms, 2))
