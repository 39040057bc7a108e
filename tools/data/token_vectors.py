"""Write the classifier's token-vector table: `python -m tools.data.token_vectors`.

WordLlama's token embeddings cut to their first 64 dimensions (the model is
trained Matryoshka-style, so the prefix is itself an embedding) and stored as
little-endian float16, one row per token id: `core/data/models/token_vectors_64.f16`.
The table depends only on the installed WordLlama weights, not on any data, so
it changes only when WordLlama does.
"""

from __future__ import annotations

import numpy as np

from core.classify import VECTOR_DIMS, VECTORS_PATH


def main() -> int:
    from core.embeddings import _model

    table = np.asarray(_model().embedding, dtype=np.float32)[:, :VECTOR_DIMS]
    VECTORS_PATH.parent.mkdir(parents=True, exist_ok=True)
    VECTORS_PATH.write_bytes(table.astype("<f2").tobytes())
    print(f"{VECTORS_PATH}: {table.shape[0]} tokens x {VECTOR_DIMS} dims")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
