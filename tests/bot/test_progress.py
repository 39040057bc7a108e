"""Progress edits: coalesced per message, never two at once, none after the answer."""

from __future__ import annotations

import asyncio

from bot.progress import Coalescer


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
