"""WordLlama vectors of the thread's texts, cached.

Every new message in a thread is compared with the same earlier turns and
candidate phrases again; embedding each text once per process keeps a decision
within a few milliseconds. The vectors are exactly `core.embeddings.embed`'s.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

_MAX = 8192
_cache: OrderedDict[str, np.ndarray] = OrderedDict()
# Decisions run on worker threads (the assistant hands them off the event loop).
_lock = threading.Lock()


def embedded(texts: Sequence[str]) -> np.ndarray:
    """One L2-normalised row per text, in order."""
    import numpy as np

    from core.embeddings import DIMENSIONS, embed

    if not texts:
        return np.zeros((0, DIMENSIONS), dtype=np.float32)
    with _lock:
        missing = list(dict.fromkeys(t for t in texts if t not in _cache))
    if missing:
        fresh = embed(missing)
        with _lock:
            for text, row in zip(missing, fresh):
                _cache[text] = row
                _cache.move_to_end(text)
            while len(_cache) > _MAX:
                _cache.popitem(last=False)
    with _lock:
        rows = [_cache[t] if t in _cache else None for t in texts]
    if any(r is None for r in rows):
        # Evicted between the two steps by another thread's batch: embed what is gone.
        return embed(list(texts))
    return np.vstack(rows)
