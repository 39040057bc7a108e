"""The classifier's model files: a small JSON document and one raw binary of its big arrays.

Parsing the whole model as JSON (4.7 MB, ~35,000 sparse weight rows of 8 floats and
~316,000 neighbour postings) cost ~110 ms of a one-line `research-bot classify` and
building its tuples another ~65 ms. The JSON keeps everything small (config, classes,
the feature names, the training data's sha256 in `meta`); the sparse weights and the
neighbour postings live in `<name>.bin` as little-endian float64 / int32 arrays, read with
`numpy.frombuffer` (no pickle, no code). The JSON names each array's dtype and shape in
file order and the binary's sha256, so a mismatched pair is refused, not misread.

`write_document` and `read_document` round-trip the same in-memory document the trainer
builds (`weights` a mapping of feature -> 8 floats, the neighbours' integer sequences), so the training,
its reproduction test and `LinearModel.from_json` see one shape whichever way it came.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

# (where in the document, dtype) of every array kept in the binary, in file order.
# float64 first, so every array starts aligned to its item size.
_BINARY_ARRAYS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("weights",), "<f8"),
    (("neighbours", "counts"), "<i4"),
    (("neighbours", "postings"), "<i4"),
)


class WeightRows(Mapping[str, list[float]]):
    """Feature -> its row of class weights, read from the matrix on lookup: the model asks
    for the few dozen features of a question, so building 35,000 tuples at load is waste."""

    def __init__(self, names: list[str], matrix: Any) -> None:
        self._row = {name: i for i, name in enumerate(names)}
        self._matrix = matrix

    def __getitem__(self, feature: str) -> list[float]:
        return self._matrix[self._row[feature]].tolist()  # type: ignore[no-any-return]

    def get(self, feature: str, default: Any = None) -> Any:
        # Mapping's own `get` raises and catches a KeyError for each of a question's
        # features the model has no weight for.
        row = self._row.get(feature)
        return default if row is None else self._matrix[row].tolist()

    def summed(self, features: list[str], start: Sequence[float]) -> list[float]:
        """`start` plus the row of each of `features` the model knows, added in their order:
        the floats of adding row by row (a cumulative sum runs left to right), without a
        list built and walked per feature (~40 a question)."""
        import numpy as np

        rows = [row for f in features if (row := self._row.get(f)) is not None]
        stacked = np.empty((len(rows) + 1, len(start)))
        stacked[0] = start
        stacked[1:] = self._matrix[rows]
        return np.cumsum(stacked, axis=0)[-1].tolist()  # type: ignore[no-any-return]

    def __iter__(self) -> Iterator[str]:
        return iter(self._row)

    def __len__(self) -> int:
        return len(self._row)


def binary_path(path: Path) -> Path:
    return path.with_suffix(".bin")


def write_document(doc: dict[str, Any], path: Path) -> None:
    """Write `doc` as `path` (JSON) and its sibling `.bin`; the same document gives the same bytes."""
    import numpy as np

    small: dict[str, Any] = json.loads(json.dumps(doc))  # a deep copy the arrays are taken out of
    names = sorted(small["weights"])
    arrays = {("weights",): np.array([small["weights"][f] for f in names], dtype="<f8")}
    small["weights"] = names
    if "neighbours" in small:
        for key in ("counts", "postings"):
            arrays[("neighbours", key)] = np.array(small["neighbours"].pop(key), dtype="<i4")
    blobs, layout = [], []
    for where, dtype in _BINARY_ARRAYS:
        if where in arrays:
            array = np.ascontiguousarray(arrays[where], dtype=dtype)
            blobs.append(array.tobytes())
            layout.append({"at": ".".join(where), "dtype": dtype, "shape": list(array.shape)})
    binary = b"".join(blobs)
    small["binary"] = {"arrays": layout, "sha256": hashlib.sha256(binary).hexdigest()}
    path.write_text(json.dumps(small, separators=(",", ":"), sort_keys=True) + "\n", encoding="utf-8")
    binary_path(path).write_bytes(binary)


def read_document(path: Path) -> dict[str, Any]:
    """The document `write_document` wrote, with `weights` as `WeightRows` over the binary
    and the neighbours' counts and postings as (read-only) int32 arrays."""
    import numpy as np

    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    spec = doc.pop("binary")
    binary = binary_path(path).read_bytes()
    if hashlib.sha256(binary).hexdigest() != spec["sha256"]:
        raise ValueError(f"{binary_path(path).name} is not the binary {path.name} was written with; run `make train`")
    offset = 0
    for entry in spec["arrays"]:
        dtype = np.dtype(entry["dtype"])
        count = int(np.prod(entry["shape"]))
        array = np.frombuffer(binary, dtype=dtype, count=count, offset=offset).reshape(entry["shape"])
        offset += count * dtype.itemsize
        where = entry["at"].split(".")
        if where == ["weights"]:
            doc["weights"] = WeightRows(doc["weights"], array)
        else:
            doc[where[0]][where[1]] = array
    return doc
