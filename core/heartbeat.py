"""One beat that keeps a process's leases alive: thread locks and job leases alike.

A lease (a thread lock in the session store, a job's claim on a Redis stream
entry) expires unless renewed, so a process that dies — SIGKILL, OOM, a lost
node — frees what it held within one lease. A live process renews everything
it holds from this one loop; when a renewal reports the lease was lost
(someone else owns it now) the lease's `on_lost` runs, e.g. to cancel the work
it protected.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass

log = logging.getLogger(__name__)

Renew = Callable[[], Awaitable[bool]]


@dataclass(eq=False)
class Lease:
    """One renewable thing. `renew` returns False when the lease is no longer ours."""

    name: str
    renew: Renew
    on_lost: Callable[[], None]
    lost: bool = False


class Heartbeat:
    """Renews every registered lease each `interval` seconds, concurrently, in one task.

    `interval` should be at most a third of the shortest lease, so one missed
    beat (a slow Redis round trip, a busy event loop) does not lose a lease.
    """

    def __init__(self, interval: float) -> None:
        if interval <= 0:
            raise ValueError("heartbeat interval must be positive")
        self.interval = interval
        self._leases: set[Lease] = set()
        self._task: asyncio.Task[None] | None = None

    def __len__(self) -> int:
        return len(self._leases)

    def add(self, name: str, renew: Renew, on_lost: Callable[[], None] = lambda: None) -> Lease:
        lease = Lease(name, renew, on_lost)
        self._leases.add(lease)
        return lease

    def discard(self, lease: Lease) -> None:
        self._leases.discard(lease)

    @contextlib.asynccontextmanager
    async def holding(self, name: str, renew: Renew, on_lost: Callable[[], None] = lambda: None) -> AsyncIterator[Lease]:
        lease = self.add(name, renew, on_lost)
        try:
            yield lease
        finally:
            self.discard(lease)

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._beat(), name="heartbeat")

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

    async def __aenter__(self) -> Heartbeat:
        self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def beat(self) -> None:
        """Renew everything once (the loop's body; tests call it directly)."""
        leases = [lease for lease in self._leases if not lease.lost]
        results = await asyncio.gather(*(lease.renew() for lease in leases), return_exceptions=True)
        for lease, result in zip(leases, results, strict=True):
            if isinstance(result, BaseException):
                # Unknown, not lost: the store may be briefly unreachable. The
                # next beat tries again; the lease itself bounds the damage.
                log.warning("heartbeat.renew_failed lease=%s error=%s", lease.name, type(result).__name__)
            elif result is False and lease in self._leases:
                lease.lost = True
                log.warning("heartbeat.lease_lost lease=%s", lease.name)
                lease.on_lost()

    async def _beat(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            await self.beat()
