"""Loading the understanding models off the event loop, once."""

from __future__ import annotations

import asyncio

from core.preload import classifier_loaded, tokenizer_loaded


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


def test_the_tokenizer_is_built_in_a_thread_and_then_awaited_without_one() -> None:
    from core.tokens import encoding

    async def first_follow_up() -> None:
        await tokenizer_loaded()

    asyncio.run(first_follow_up())
    assert encoding.cache_info().currsize == 1, "the tokenizer was not built"
    later = tokenizer_loaded()
    try:
        later.send(None)
    except StopIteration:
        pass
    else:
        later.close()
        raise AssertionError("tokenizer_loaded() waited on a thread although the tokenizer was built")
