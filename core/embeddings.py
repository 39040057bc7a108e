"""Static word embeddings that ship inside a wheel, loaded offline on first use.

WordLlama's weights and tokenizer live in its package folder; `load()` would
still try the network for the tokenizer unless pointed at that folder with
downloads disabled. Loading takes a few hundred milliseconds, so nothing here
runs at import time: callers pay for it only when they first embed.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    from wordllama import WordLlama

DIMENSIONS = 256

_lock = threading.Lock()


@lru_cache(maxsize=1)
def _model() -> WordLlama:
    # One load per process even when two threads ask at once.
    with _lock:
        # Batches here are a few dozen short texts: the tokenizer's thread pool
        # costs more than it saves (2 ms vs 0.9 ms for ten texts on a busy 2-core box).
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        import wordllama
        from wordllama import WordLlama

        return WordLlama.load(
            cache_dir=Path(wordllama.__file__).parent,
            disable_download=True,
            dim=DIMENSIONS,
        )


# WordLlama's own batch size: texts are padded to the longest of their batch and pooled
# in that shape, so the same batches give the same float32 sums, bit for bit.
BATCH = 64


def embed(texts: Sequence[str]) -> np.ndarray:
    """L2-normalised vectors, one row per text (shape: len(texts) x DIMENSIONS).

    What `WordLlama.embed(texts, norm=True)` computes, with the tokenizer's
    `encode_batch_fast`: the same token ids without the character offsets
    nobody reads, which were a fifth of embedding a documentation index.
    """
    import numpy as np

    model = _model()
    out = np.zeros((len(texts), DIMENSIONS), dtype=np.float32)
    last_id = model.embedding.shape[0] - 1
    for i in range(0, len(texts), BATCH):
        encoded = model.tokenizer.encode_batch_fast(list(texts[i : i + BATCH]), add_special_tokens=False)
        ids = np.array([e.ids for e in encoded], dtype=np.int32)
        mask = np.array([e.attention_mask for e in encoded], dtype=np.float32)
        np.clip(ids, 0, last_id, out=ids)
        pooled = model.avg_pool(model.embedding[ids], mask)
        pooled /= np.linalg.norm(pooled, axis=1, keepdims=True)
        out[i : i + len(encoded)] = pooled
    return out


@lru_cache(maxsize=16384)
def word_pieces(word: str) -> int:
    """How many tokens of the embedding model's vocabulary (32k pieces) spell `word`:
    one for an everyday word, more for a coined or rare one ("forwardproxy", "weblate")."""
    return len(_model().tokenizer.encode(word, add_special_tokens=False).ids)


def similarity(a: str, b: str) -> float:
    """Cosine similarity of two texts' mean-pooled embeddings, in [-1, 1]."""
    vectors = embed([a, b])
    return float(vectors[0] @ vectors[1])
