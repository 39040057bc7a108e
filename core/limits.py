"""First-come, first-served limits on concurrent work: research turns per process,
model calls per endpoint.

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
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

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
        while self._line:
            waiter = self._line.popleft()
            if waiter.left:
                self._left.pop(0)
                continue
            # The slot passes straight to the longest waiter; `active` is unchanged.
            waiter.granted.set()
            return
        self.active -= 1

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
