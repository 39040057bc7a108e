"""Loading the understanding models off the event loop, once."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

from core.preload import classifier_loaded, tokenizer_loaded


def _finishes_on_its_first_step(later: Coroutine[Any, Any, None]) -> bool:
    """Whether the coroutine returns without waiting on anything: one that awaits a worker
    thread yields its future on the first step instead."""
    try:
        later.send(None)
    except StopIteration:
        return True
    later.close()
    return False


def test_a_loaded_classifier_is_awaited_without_a_thread_hand_off() -> None:
    async def first_turn() -> None:
        await classifier_loaded()

    asyncio.run(first_turn())
    # Every later turn: the coroutine finishes on its first step, never waiting on a worker thread.
    assert _finishes_on_its_first_step(classifier_loaded()), (
        "classifier_loaded() waited on a thread although the model was loaded"
    )


def test_the_tokenizer_is_built_in_a_thread_and_then_awaited_without_one() -> None:
    from core.tokens import encoding

    async def first_follow_up() -> None:
        await tokenizer_loaded()

    asyncio.run(first_follow_up())
    assert encoding.cache_info().currsize == 1, "the tokenizer was not built"
    assert _finishes_on_its_first_step(tokenizer_loaded()), (
        "tokenizer_loaded() waited on a thread although the tokenizer was built"
    )
