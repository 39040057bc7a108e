"""Static embeddings (core/embeddings.py): the library's own vectors, bit for bit, however many texts."""

from __future__ import annotations

import numpy as np

from core.embeddings import BATCH, DIMENSIONS, _model, embed, similarity


def _texts() -> list[str]:
    words = "pool connection retry timeout CORSMiddleware __init__ nargs=-1 café Straße 東京 `code` — ".split()
    texts = ["", " ", "a", "Redis vs Memcached?", "x" * 3000, "\u00e9\u0301 naïve façade", "line\nbreak\ttab"]
    texts += [" ".join(words[: 1 + (i * 7) % len(words)]) * (1 + i % 5) for i in range(2 * BATCH + 9)]
    return texts


def test_vectors_are_wordllamas_own_for_every_batch() -> None:
    texts = _texts()
    ours = embed(texts)
    theirs = _model().embed(texts, norm=True)
    assert ours.shape == (len(texts), DIMENSIONS) and ours.dtype == np.float32
    # Empty texts pool nothing: NaN in both, the rest equal to the last bit.
    assert np.array_equal(ours, theirs, equal_nan=True)
    assert np.isfinite(ours[3:]).all()


def test_no_texts_give_an_empty_matrix_and_similar_texts_score_higher() -> None:
    assert embed([]).shape == (0, DIMENSIONS)
    assert similarity("postgres connection pool", "pooling database connections") > similarity(
        "postgres connection pool", "bake a chocolate cake"
    )
