"""The extractive answer's scoring and writing run one at a time, in order, with the turn's context."""

from __future__ import annotations

import asyncio
import contextvars
import threading
import time

from core.research.extractive import quoting_thread

TURN: contextvars.ContextVar[str] = contextvars.ContextVar("turn", default="none")


def test_concurrent_turns_score_one_at_a_time_in_arrival_order_with_their_own_context() -> None:
    running = 0
    most = 0
    order: list[str] = []
    guard = threading.Lock()

    def score(name: str) -> tuple[str, str]:
        nonlocal running, most
        with guard:
            running += 1
            most = max(most, running)
            order.append(name)
        time.sleep(0.01)  # long enough for a shared pool to start the others alongside
        with guard:
            running -= 1
        return name, TURN.get()

    async def turn(name: str) -> tuple[str, str]:
        TURN.set(f"ctx-{name}")
        return await quoting_thread(score, name)

    async def burst() -> list[tuple[str, str]]:
        return await asyncio.gather(*(turn(f"t{i}") for i in range(8)))

    results = asyncio.run(burst())

    assert most == 1
    assert order == [f"t{i}" for i in range(8)]
    assert results == [(f"t{i}", f"ctx-t{i}") for i in range(8)]
