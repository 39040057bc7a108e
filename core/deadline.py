"""One deadline per turn: every model call, tool call, judge and rewrite gets what is left.

A `Deadline` is an absolute point on the monotonic clock, so it can be handed
down the pipeline (assistant -> researcher -> llm) and each part asks how much
time remains instead of starting a fresh timeout of its own.
"""

from __future__ import annotations

import time
from dataclasses import dataclass


class DeadlineExceeded(TimeoutError):
    """The turn's time ran out before this step could finish."""


@dataclass(frozen=True)
class Deadline:
    at: float  # time.monotonic() value

    @classmethod
    def after(cls, seconds: float) -> Deadline:
        return cls(time.monotonic() + max(0.0, seconds))

    def remaining(self) -> float:
        return max(0.0, self.at - time.monotonic())

    @property
    def expired(self) -> bool:
        return time.monotonic() >= self.at

    def cap(self, seconds: float) -> float:
        """`seconds`, or what is left of the turn when that is less."""
        return min(seconds, self.remaining())

    def earlier(self, seconds: float) -> Deadline:
        """A deadline `seconds` before this one: a part that must leave time for what follows."""
        return Deadline(self.at - max(0.0, seconds))

    def sooner(self, other: Deadline | None) -> Deadline:
        return self if other is None or self.at <= other.at else other
