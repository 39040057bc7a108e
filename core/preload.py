"""The understanding models, tokenizer and embeddings: loaded once per process,
never on the event loop.

They take about 120 MB and a second or more to load. A long-running bot loads
them at start-up when PRELOAD_MODELS is true (a fast first turn, a heavy idle
process); otherwise the first research turn loads each where it is used, in a worker
thread, so the event loop keeps acknowledging other events meanwhile. A frontend that only
queues turns (JOB_QUEUE=redis) never loads them at all.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

_loaded = False
# What has been loaded in a thread since (by name), so a later turn awaits no thread hand-off.
_in_memory: set[str] = set()
_lock = threading.Lock()


def warm_up() -> None:
    """Load what the first research turn would otherwise pay for: the tokenizer,
    the embedding model and the fitted understanding models."""
    global _loaded
    if _loaded:
        return
    with _lock:
        if _loaded:
            return
        from core.classify import load_model as load_classifier
        from core.embeddings import embed
        from core.followup.antecedent import load_model as load_antecedent
        from core.followup.model import load_model as load_followup
        from core.followup.shape import active as load_shape
        from core.tokens import count_tokens

        count_tokens("warm-up")
        embed(["warm-up"])
        load_classifier()
        load_followup()
        load_antecedent()
        load_shape()
        _loaded = True


async def classifier_loaded() -> None:
    """Returns once the question classifier is in memory, loading it in a thread if
    need be. (The follow-up models load inside the detector's own thread, and the
    embeddings inside retrieval's, so the classifier and the tokenizer are the ones
    left for the loop.) Once it is in, a turn returns at once: a thread hand-off per
    turn to find the model already loaded was one of a turn's dozen, each a future,
    a queued work item and two wake-ups."""
    await _in_thread_once("classifier", _load_classifier)


async def tokenizer_loaded() -> None:
    """Returns once the tokenizer is in memory, loading it in a thread if need be: built
    where it was first counted with (a follow-up's memory, a model's reply without usage),
    it held the event loop for about 0.4 s."""
    await _in_thread_once("tokenizer", _load_tokenizer)


async def _in_thread_once(name: str, load: Callable[[], None]) -> None:
    if _loaded or name in _in_memory:
        return
    await asyncio.to_thread(load)
    _in_memory.add(name)


def _load_classifier() -> None:
    from core.classify import load_model

    load_model()


def _load_tokenizer() -> None:
    from core.tokens import encoding

    encoding()
