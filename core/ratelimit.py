"""Per-user rate limiting for the chat adapters (a sliding one-minute window)."""

from __future__ import annotations

import time
from collections import defaultdict, deque


class RateLimiter:
    def __init__(self, per_minute: int, window_seconds: float = 60.0) -> None:
        self.per_minute = per_minute
        self.window = window_seconds
        self._hits: defaultdict[str, deque[float]] = defaultdict(deque)

    def allow(self, user: str) -> bool:
        """Record a request; False when the user is over the limit (0 disables limiting)."""
        if self.per_minute <= 0:
            return True
        now = time.monotonic()
        hits = self._hits[user]
        while hits and hits[0] <= now - self.window:
            hits.popleft()
        if len(hits) >= self.per_minute:
            return False
        hits.append(now)
        return True

    def retry_after(self, user: str) -> float:
        hits = self._hits.get(user)
        if not hits:
            return 0.0
        return max(0.0, hits[0] + self.window - time.monotonic())
