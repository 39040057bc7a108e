"""Progress edits: coalesced per message, never two at once, none after the answer."""

from __future__ import annotations

import asyncio

from bot.progress import Coalescer, EditBudget


async def test_progress_edits_are_coalesced_one_in_flight_and_none_after_close() -> None:
    in_flight, peak, flushed = 0, 0, 0

    async def flush() -> None:
        nonlocal in_flight, peak, flushed
        in_flight += 1
        peak = max(peak, in_flight)
        await asyncio.sleep(0.03)  # a slow platform edit
        in_flight -= 1
        flushed += 1

    coalescer = Coalescer(flush, interval=0.05)
    loop = asyncio.get_running_loop()
    started = loop.time()
    for _ in range(40):  # a research turn reporting faster than the platform edits
        coalescer.poke()
        await asyncio.sleep(0.005)
    await asyncio.sleep(0.2)
    elapsed = loop.time() - started
    assert peak == 1, "never two edits of one message at once"
    # The first change at once, then at most one edit per interval, the last change included.
    assert 2 <= flushed <= elapsed / 0.05 + 1 and flushed < 40, f"{flushed} edits for 40 changes in {elapsed:.2f} s"
    before = flushed
    coalescer.poke()
    await asyncio.sleep(0)
    await coalescer.close()  # the answer is about to be written
    coalescer.poke()
    await asyncio.sleep(0.15)
    assert flushed <= before + 1 and in_flight == 0, "nothing is edited after the answer"


async def test_many_messages_showing_progress_share_the_budget_and_first_changes_go_at_once() -> None:
    flushed: list[float] = []
    loop = asyncio.get_running_loop()

    async def flush() -> None:
        flushed.append(loop.time())

    # 40 turns reporting steps every 10 ms, sharing 100 edits a second: each may edit
    # every 0.4 s instead of every 0.05 s.
    budget = EditBudget(per_second=100)
    coalescers = [Coalescer(flush, interval=0.05, budget=budget) for _ in range(40)]
    started = loop.time()
    for _ in range(60):
        for coalescer in coalescers:
            coalescer.poke()
        await asyncio.sleep(0.01)
    elapsed = loop.time() - started
    first = [t for t in flushed if t - started < 0.2]
    assert len(first) == 40, "every message shows its first change at once"
    assert len(flushed) <= 40 + 100 * elapsed + 40, f"{len(flushed)} edits in {elapsed:.2f} s over a budget of 100/s"
    assert budget.interval(0.05) == 0.4
    for coalescer in coalescers:
        await coalescer.close()
    assert budget.interval(0.05) == 0.05, "answered turns stop sharing the budget"


async def test_a_lone_message_keeps_its_own_interval_under_a_budget() -> None:
    flushes = 0

    async def flush() -> None:
        nonlocal flushes
        flushes += 1

    coalescer = Coalescer(flush, interval=0.05, budget=EditBudget(per_second=100))
    for _ in range(40):
        coalescer.poke()
        await asyncio.sleep(0.01)
    await coalescer.close()
    assert flushes >= 6, f"only {flushes} edits in 0.4 s: a lone message was slowed"
