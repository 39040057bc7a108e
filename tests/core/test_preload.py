"""Loading the understanding models off the event loop, once."""

from __future__ import annotations

import asyncio

from core.preload import classifier_loaded


def test_a_loaded_classifier_is_awaited_without_a_thread_hand_off() -> None:
    async def first_turn() -> None:
        await classifier_loaded()

    asyncio.run(first_turn())
    # Every later turn: the coroutine finishes on its first step, never waiting on a
    # worker thread (a coroutine that awaits one would yield its future here instead).
    later = classifier_loaded()
    try:
        later.send(None)
    except StopIteration:
        pass
    else:
        later.close()
        raise AssertionError("classifier_loaded() waited on a thread although the model was loaded")
