"""First-come, first-served limits on concurrent work: research turns per process,
model calls per endpoint (an adaptive limit: it follows what the provider tolerates).

`asyncio.Semaphore` bounds concurrency but says nothing about a waiter's place
in line. Here a freed slot goes to the longest waiter directly (it is never
free for a newcomer to take in between): nobody overtakes, so under a
burst early askers finish early instead of everyone finishing together. A
waiter can be told how many are ahead of it; it re-reads its place at most once
per `poll` seconds, so a line of hundreds costs a few wake-ups per second, not
one per waiter per finished turn.
"""

from __future__ import annotations

import asyncio
import bisect
import itertools
import logging
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

log = logging.getLogger(__name__)

# Told the number of waiters ahead: when it first joins the line and whenever that changes.
OnWait = Callable[[int], Awaitable[None]]


@dataclass(eq=False)
class _Waiter:
    ticket: int
    granted: asyncio.Event = field(default_factory=asyncio.Event)
    left: bool = False


class FifoLimit:
    """At most `limit` holders at once; the rest wait in arrival order."""

    def __init__(self, limit: int, poll: float = 1.0) -> None:
        if limit < 1:
            raise ValueError("a limit must allow at least one at a time")
        self.limit = limit
        self.poll = poll
        self.active = 0
        self.peak = 0
        self._line: deque[_Waiter] = deque()
        self._tickets = itertools.count()
        # Tickets of waiters that gave up while others waited behind them (rare: a
        # cancelled turn), so places ahead count only those still waiting.
        self._left: list[int] = []

    @property
    def waiting(self) -> int:
        return len(self._line) - len(self._left)

    def ahead_of(self, waiter: _Waiter) -> int:
        first = self._line[0].ticket if self._line else waiter.ticket
        return waiter.ticket - first - bisect.bisect_left(self._left, waiter.ticket)

    @asynccontextmanager
    async def slot(self, on_wait: OnWait | None = None) -> AsyncIterator[None]:
        await self.acquire(on_wait)
        try:
            yield
        finally:
            self.release()

    async def acquire(self, on_wait: OnWait | None = None) -> None:
        if self.active < self.limit and not self._line:
            self._take()
            return
        waiter = _Waiter(next(self._tickets))
        self._line.append(waiter)
        told: int | None = None
        try:
            while on_wait is not None and not waiter.granted.is_set():
                ahead = self.ahead_of(waiter)
                if ahead != told:
                    told = ahead
                    await on_wait(ahead)
                    if waiter.granted.is_set():
                        break
                try:
                    async with asyncio.timeout(self.poll):
                        await waiter.granted.wait()
                except TimeoutError:
                    continue
            await waiter.granted.wait()
        except BaseException:
            if waiter.granted.is_set():
                # The slot was handed over as we were cancelled: pass it on.
                self.release()
            else:
                self._leave(waiter)
            raise

    def release(self) -> None:
        # Above a lowered limit a freed slot is retired, not passed on.
        if self.active <= self.limit and self._grant_next():
            return  # the slot passed straight to the longest waiter; `active` is unchanged
        self.active -= 1

    def resize(self, limit: int) -> None:
        """A new limit: waiters are let in at once up to it; holders above it keep their
        slots, which are retired as they free (nobody is interrupted)."""
        if limit < 1:
            raise ValueError("a limit must allow at least one at a time")
        self.limit = limit
        while self.active < self.limit and self._grant_next():
            self._take()

    def _grant_next(self) -> bool:
        while self._line:
            waiter = self._line.popleft()
            if waiter.left:
                self._left.pop(0)
                continue
            waiter.granted.set()
            return True
        return False

    def _take(self) -> None:
        self.active += 1
        self.peak = max(self.peak, self.active)

    def _leave(self, waiter: _Waiter) -> None:
        if self._line and self._line[0] is waiter:
            self._line.popleft()
            while self._line and self._line[0].left:
                self._line.popleft()
                self._left.pop(0)
            return
        waiter.left = True
        bisect.insort(self._left, waiter.ticket)


class AdaptiveLimit(FifoLimit):
    """A `FifoLimit` whose limit follows the other side's capacity (additive increase,
    multiplicative decrease, as TCP's congestion window does), between `floor` and `ceiling`.

    The caller reports each request's outcome. While requests wait for a slot (the
    limit, not demand, holds them back), each success raises the limit: by one per
    success until the first cut (slow start: it doubles every round trip), then by one
    per limit's worth of successes (one a round trip). Pushback (the caller decides:
    a 429, a Retry-After, a timeout) halves it, never below `floor`, and only once
    for all the requests that were sent before that cut: they met the same overload,
    and a wall of 429s from one burst is one signal, not fifty. The line stays first
    come, first served whatever the limit does.
    """

    def __init__(self, ceiling: int, floor: int = 1, start: int | None = None, *, name: str = "",
                 poll: float = 1.0) -> None:
        if not 1 <= floor <= ceiling:
            raise ValueError("an adaptive limit needs 1 <= floor <= ceiling")
        super().__init__(min(ceiling, max(floor, start if start is not None else ceiling)), poll)
        self.ceiling = ceiling
        self.floor = floor
        self.name = name
        # Cuts so far; a request remembers the count it was sent under (`epoch`).
        self.cuts = 0
        self._credit = 0.0

    @property
    def epoch(self) -> int:
        """What a request notes as it is sent, to report pushback with."""
        return self.cuts

    def succeeded(self) -> None:
        if not self.waiting or self.limit >= self.ceiling:
            return  # the limit held nobody back: no evidence it could be higher
        if self.cuts:
            self._credit += 1 / self.limit
            if self._credit < 1:
                return
            self._credit -= 1
        self.resize(self.limit + 1)

    def pushed_back(self, epoch: int, reason: str) -> None:
        """A request sent under `epoch` met pushback: halve the limit, unless it was
        cut already since that request was sent."""
        if epoch != self.cuts:
            return
        self.cuts += 1
        self._credit = 0.0
        before = self.limit
        self.resize(max(self.floor, before // 2))
        if self.limit != before:
            log.warning("limit.cut name=%s reason=%s from=%d to=%d", self.name, reason, before, self.limit)
