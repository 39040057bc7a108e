"""Thread locks shared by processes: a fair waiting line in front of a renewable lease.

Both persistent stores lock a thread the same way and differ only in the
primitives (`LeaseBackend`): SQLite keeps a lease row and a waiters table,
Redis uses redis-py's `Lock` and a sorted set. A turn

1. lines up behind earlier waiters (arrival order, across processes) and is
   told how many turns are ahead of it;
2. when first in line, takes the lease (fails while the holder's lease lives);
3. holds the lease while the turn runs, renewed by a heartbeat, so a holder
   killed with SIGKILL frees the thread within one lease;
4. releases it only if it is still the owner.

Waiters refresh their place on every poll; a waiter silent for a lease is
presumed dead and dropped, so a killed waiter never blocks the line for long.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Protocol

from core.heartbeat import Heartbeat
from core.ids import unique_hex
from core.models import ThreadKey
from core.store.base import StoreUnavailable, ThreadBusy, WaitCallback, tell_waiting

log = logging.getLogger(__name__)

_FIRST_POLL_SECONDS = 0.01
_MAX_POLL_SECONDS = 0.25


class LeaseBackend(Protocol):
    """One thread's lock in one store. Tokens identify a waiter and then the holder."""

    async def line_up(self, token: str) -> int:
        """Join the line or refresh this waiter's place; how many live waiters are ahead."""
        ...

    async def leave(self, token: str) -> None: ...

    async def enter(self, token: str) -> tuple[int, bool]:
        """`line_up`; when first in line, take the lease if nobody holds a live one, and on success `leave`.

        One poll of the waiting line; a store may do it in one round trip. Returns
        how many live waiters are ahead and whether the lease is now this token's.
        """
        ...

    async def renew(self, token: str) -> bool:
        """Restart the lease; False when it is no longer this token's."""
        ...

    async def release(self, token: str) -> bool:
        """Drop the lease if still this token's; False when it had already lapsed."""
        ...


class LeasedLocks(ABC):
    """`SessionStore.lock` for stores whose thread locks are leases (SQLite, Redis).

    A store sets `_lock_timeout` (the lease) and `_lock_wait` (the wait limit)
    and builds a `LeaseBackend` per thread in `_lease_backend`.
    """

    _lock_timeout: float
    _lock_wait: float

    @abstractmethod
    def _lease_backend(self, session_id: str) -> LeaseBackend:
        """The lease of one thread, in the store's own medium."""

    def lock(
        self, key: ThreadKey, *, heartbeat: Heartbeat | None = None, on_wait: WaitCallback | None = None
    ) -> AbstractAsyncContextManager[None]:
        return hold_lease(
            self._lease_backend(key.session_id),
            key,
            lease_seconds=self._lock_timeout,
            wait_seconds=self._lock_wait,
            heartbeat=heartbeat,
            on_wait=on_wait,
        )


@asynccontextmanager
async def hold_lease(
    backend: LeaseBackend,
    key: ThreadKey,
    *,
    lease_seconds: float,
    wait_seconds: float,
    heartbeat: Heartbeat | None,
    on_wait: WaitCallback | None,
) -> AsyncIterator[None]:
    token = unique_hex()
    await _wait_turn(backend, token, key, wait_seconds, on_wait, max_poll=min(_MAX_POLL_SECONDS, lease_seconds / 4))
    own_beat = heartbeat is None
    beat = heartbeat if heartbeat is not None else Heartbeat(lease_seconds / 3)
    lease = beat.add(f"lock:{key.session_id}", lambda: backend.renew(token))
    if own_beat:
        beat.start()
    try:
        yield
    finally:
        beat.discard(lease)
        if own_beat:
            await beat.stop()
        await _release(backend, token, key, lease_seconds)


async def _wait_turn(
    backend: LeaseBackend,
    token: str,
    key: ThreadKey,
    wait_seconds: float,
    on_wait: WaitCallback | None,
    max_poll: float,
) -> None:
    # Polls come well within a lease, so a live waiter is never taken for a dead one.
    started = time.monotonic()
    pause = _FIRST_POLL_SECONDS
    told = 0
    in_line = True
    try:
        while True:
            ahead, acquired = await backend.enter(token)
            if acquired:
                in_line = False
                return
            # Everyone ahead in line, plus the turn holding the lease.
            position = ahead + 1
            if position != told:
                told = position
                await tell_waiting(on_wait, position)
            waited = time.monotonic() - started
            if waited >= wait_seconds:
                raise ThreadBusy(key, round(waited, 1), position)
            # Jitter keeps waiters from polling in step.
            await asyncio.sleep(min(wait_seconds - waited, pause * random.uniform(0.5, 1.5)))
            pause = min(pause * 2, max_poll / 1.5)
    finally:
        if in_line:
            await _leave(backend, token, key)


async def _leave(backend: LeaseBackend, token: str, key: ThreadKey) -> None:
    try:
        await backend.leave(token)
    except StoreUnavailable as exc:
        # A waiter that can't leave is dropped as stale once it stops polling.
        log.warning("lock.leave_failed session=%s error=%s", key.session_id, exc)


async def _release(backend: LeaseBackend, token: str, key: ThreadKey, lease_seconds: float) -> None:
    # The turn's work is done by now; if the store is gone the lease simply
    # lapses, so a failed release is reported rather than failing the turn.
    try:
        released = await backend.release(token)
    except StoreUnavailable as exc:
        log.warning("lock.release_failed session=%s error=%s", key.session_id, exc)
        return
    if not released:
        log.warning("lock.expired_before_release session=%s lease=%gs", key.session_id, lease_seconds)
