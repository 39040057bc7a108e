"""A per-turn circuit breaker for model calls.

Retries and fallbacks (core.failover) judge one call at a time, so a model that
times out keeps being asked by every later step of the same turn (planning,
research, writing, judging), each paying its timeout and retries. A turn opens
`turn_breaker(n)`: after `n` model requests in a row fail with a timeout, a
connection error or a 5xx, the turn stops asking and its steps fall back to
what needs no model. The breaker is found through a context variable, so the
turn's concurrent steps share it, and other turns never see it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

_current: ContextVar[TurnBreaker | None] = ContextVar("research_bot_breaker", default=None)


@dataclass
class TurnBreaker:
    threshold: int
    consecutive: int = 0

    @property
    def open(self) -> bool:
        return self.consecutive >= self.threshold

    def failed(self) -> None:
        self.consecutive += 1

    def succeeded(self) -> None:
        self.consecutive = 0


def current() -> TurnBreaker | None:
    """The running turn's breaker, or None outside a turn (or with the breaker off)."""
    return _current.get()


@contextmanager
def turn_breaker(threshold: int) -> Iterator[TurnBreaker | None]:
    """A breaker for the turn run inside; `threshold` 0 turns it off."""
    breaker = TurnBreaker(threshold) if threshold > 0 else None
    token = _current.set(breaker)
    try:
        yield breaker
    finally:
        _current.reset(token)
