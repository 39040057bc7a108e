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

_loaded = False
_classifier_loaded = False
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
    embeddings inside retrieval's, so the classifier is the one left for the loop.)
    Once it is in, a turn returns at once: a thread hand-off per turn to find the
    model already loaded was one of a turn's dozen, each a future, a queued work
    item and two wake-ups."""
    global _classifier_loaded
    if _loaded or _classifier_loaded:
        return
    from core.classify import load_model

    await asyncio.to_thread(load_model)
    _classifier_loaded = True
