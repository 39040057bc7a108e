"""Which fitted weights a part uses: the shipped file, or one set in place while training.

Training fits in rounds, and each round resolves earlier turns with the previous
round's models through the runtime code; `Weights.using` puts those models in
place for that code without writing them over the shipped files.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any, Generic, TypeVar

M = TypeVar("M")


class Weights(Generic[M]):
    def __init__(self, load: Callable[[], M]) -> None:
        self._load = load
        self._stack: list[M] = []

    def active(self) -> M:
        return self._stack[-1] if self._stack else self._load()

    @contextmanager
    def using(self, model: M) -> Iterator[None]:
        self._stack.append(model)
        try:
            yield
        finally:
            self._stack.pop()


def from_file(path: Path, parse: Callable[[dict[str, Any]], M]) -> Weights[M]:
    """Weights whose shipped model is `path`'s JSON, read once on first use."""

    @lru_cache(maxsize=1)
    def load() -> M:
        return parse(json.loads(path.read_text(encoding="utf-8")))

    return Weights(load)
