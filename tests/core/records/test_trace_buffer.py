"""The per-turn trace buffer: bounded, redacted, and fed only by its own turn's events."""

from __future__ import annotations

import asyncio

from core.records import bus
from core.records.events import Decision, Feedback, ModelCall, ToolCall, TurnFinished
from core.records.trace import recording


def _tool(query: str) -> ToolCall:
    return ToolCall(source="corpus", tool="search_corpus", arguments={"query": query}, duration_ms=1.0, hits=2)


def test_steps_past_the_cap_are_counted_not_kept() -> None:
    with recording(max_steps=10) as buffer:
        for n in range(25):
            bus.emit(_tool(f"q{n}"))
    trace = buffer.trace()
    assert len(trace.steps) == 10 and trace.dropped == 15
    assert [s.details["arguments"]["query"] for s in trace.steps] == [f"q{n}" for n in range(10)]


def test_decision_details_and_errors_are_redacted_and_bounded() -> None:
    with recording(max_steps=50) as buffer:
        bus.emit(Decision("fallback", "digest: " + "x" * 1000, {"url": "https://x.org/?api_key=abc12345678"}))
        bus.emit(ModelCall(endpoint="primary", model="m", purpose="writer", latency_ms=2.0,
                           error="401 for key sk-abcdefghijklmnop"))
    decision, model = buffer.trace().steps
    assert len(decision.summary) <= 300 and "abc12345678" not in str(decision.details)
    assert model.error is not None and "sk-abcdefghijklmnop" not in model.error


def test_feedback_is_not_a_step_and_the_finish_is_kept_apart() -> None:
    finished = TurnFinished(platform="slack", channel="C", question_type="how_to", mode="model",
                            outcome="answered", latency_ms=5.0)
    with recording(max_steps=50) as buffer:
        bus.emit(Feedback(platform="slack", positive=True))
        bus.emit(finished)
    assert buffer.trace().steps == [] and buffer.finished == finished


async def test_concurrent_turns_each_keep_only_their_own_events() -> None:
    async def turn(name: str) -> list[str]:
        with recording(max_steps=50) as buffer:
            for n in range(5):
                bus.emit(_tool(f"{name}-{n}"))
                await asyncio.sleep(0)
            # Work a turn starts in tasks (concurrent tool calls) still lands in its trace.
            await asyncio.gather(*(asyncio.to_thread(bus.emit, _tool(f"{name}-thread-{n}")) for n in range(2)))
        return [str(s.details["arguments"]["query"]) for s in buffer.trace().steps]

    first, second = await asyncio.gather(turn("a"), turn("b"))
    assert first and all(q.startswith("a-") for q in first) and len(first) == 7
    assert second and all(q.startswith("b-") for q in second) and len(second) == 7
    bus.emit(_tool("outside any turn"))  # no buffer: nothing breaks, nothing is kept
