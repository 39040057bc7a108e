"""The session store contract shared by the memory, SQLite and Redis stores."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from core.heartbeat import Heartbeat
from core.models import Session, ThreadKey
from core.records.models import Trace, TurnRecord

log = logging.getLogger(__name__)

# Called with how many turns are ahead (the running one included) while a turn
# waits for its thread; again whenever that number changes.
WaitCallback = Callable[[int], Awaitable[None]]


class StoreUnavailable(RuntimeError):
    """The store cannot be reached; the turn is refused rather than half-done."""


class SessionConflict(RuntimeError):
    """The session changed in the store since this copy was loaded; reload and merge."""


class ThreadBusy(RuntimeError):
    """A turn waited longer than allowed for its thread's earlier turns to finish."""

    def __init__(self, key: ThreadKey, waited: float, ahead: int) -> None:
        super().__init__(f"thread {key.session_id} stayed busy for {waited:g}s ({ahead} turn(s) ahead)")
        self.waited = waited
        self.ahead = ahead


@dataclass(frozen=True)
class MarkerWrite:
    """Markers written in one step: every `put` as given and, with `update`, marker
    `update[0]` set to `update[1](its value, None if missing)`, all with `ttl_seconds`
    (a user's recent threads after a turn). The update must be pure: it may run again."""

    put: Mapping[str, str]
    ttl_seconds: int | None
    update: tuple[str, Callable[[str | None], str]] | None = None


class SessionStore(Protocol):
    async def load(self, key: ThreadKey) -> Session:
        """The thread's session; a new empty one when missing, expired, corrupt
        or of an unknown schema version (the last two are logged and replaced).
        Its `revision` is the stored revision (0 when nothing is stored)."""
        ...

    async def save(
        self,
        session: Session,
        *,
        markers: MarkerWrite | None = None,
        record: tuple[TurnRecord, Trace | None] | None = None,
    ) -> None:
        """Store the session if the stored revision is still `session.revision`
        (compare-and-set), then advance `session.revision`. Raises
        `SessionConflict` otherwise: someone else saved in between.

        `markers` and `record` (as `update_marker`/`put_marker` and `add_record` would
        write them) go in the same step, all or nothing: a turn's end-of-turn writes
        in one SQLite transaction, one Redis script. On a conflict nothing is written."""
        ...

    async def delete(self, key: ThreadKey) -> None: ...

    def lock(
        self, key: ThreadKey, *, heartbeat: Heartbeat | None = None, on_wait: WaitCallback | None = None
    ) -> AbstractAsyncContextManager[None]:
        """Serialises turns of one thread, across processes for the persistent
        stores; other threads proceed in parallel. Waiters are served in
        arrival order and told their position through `on_wait`. The lock is
        a lease renewed by `heartbeat` (one of its own when None), so a holder
        that dies frees the thread within one lease. Raises `ThreadBusy` when
        the wait exceeds the store's limit."""
        ...

    async def claim(self, name: str, ttl_seconds: int) -> bool:
        """True the first time `name` is claimed within its TTL (event de-duplication)."""
        ...

    async def put_marker(self, name: str, value: str, ttl_seconds: int | None) -> None:
        """Small keyed values with a TTL (e.g. a user's latest thread in a channel);
        `None` keeps the value until it is overwritten or deleted (channel settings)."""
        ...

    async def get_marker(self, name: str) -> str | None: ...

    async def update_marker(
        self,
        name: str,
        update: Callable[[str | None], str],
        ttl_seconds: int | None,
        also_put: Mapping[str, str] | None = None,
    ) -> None:
        """Set marker `name` to `update(its value, None if missing)` and put every marker
        in `also_put`, all with `ttl_seconds`, as one atomic step: one SQLite transaction,
        one Redis MULTI watched on `name` (redone if another process changed it between
        the read and the write). `update` must be pure: it may run more than once."""
        ...

    async def delete_marker(self, name: str) -> None: ...

    async def incr(self, name: str, ttl_seconds: int, amount: int = 1) -> int:
        """Add `amount` to a counter atomically and return its new value. A new
        counter starts at 0 and lapses `ttl_seconds` after it was created, so
        fixed-window rate limits are one call (shared by replicas on Redis)."""
        ...

    async def count_windows(
        self, windows: list[tuple[str, str]], ttl_seconds: int, claim: tuple[str, int] | None = None
    ) -> list[tuple[int, int]] | None:
        """For each (current, previous) pair of counter names: count one more under
        `current` (as `incr`) and read `previous` (0 when missing or lapsed), all in one
        round trip: a sliding-window rate limit per question, for every limit at once.

        With `claim` (a name and its TTL), `claim` that name first in the same round trip:
        None, and nothing counted, when it was already claimed (an event's de-duplication
        and its rate limits as one store call)."""
        ...

    async def add_record(self, record: TurnRecord, trace: Trace | None) -> None:
        """Keep one turn's history entry and its trace for the record retention
        (`TRACE_RETENTION_DAYS`; nothing is kept when it is 0)."""
        ...

    async def records(self, since: datetime, until: datetime | None = None, limit: int = 10_000) -> list[TurnRecord]:
        """History entries from `since` (to `until`), oldest first, read through a
        time index: never a scan of every key."""
        ...

    async def thread_records(self, key: ThreadKey) -> list[TurnRecord]:
        """One thread's history entries, oldest first."""
        ...

    async def load_trace(self, record_id: str) -> Trace | None: ...

    async def set_feedback(self, key: ThreadKey, answer_id: str, up: int, down: int) -> None:
        """The answer's current 👍/👎 counts, copied onto its history entry."""
        ...

    async def forget_records(self, key: ThreadKey) -> None:
        """A reset thread: its traces are deleted and its entries keep only their numbers."""
        ...

    async def ping(self) -> None:
        """Raises StoreUnavailable when the backing service cannot be reached."""
        ...

    async def close(self) -> None: ...


def forgotten(record: TurnRecord) -> TurnRecord:
    """What a reset leaves of a history entry: its numbers, not its words."""
    return record.model_copy(update={"question": "", "forgotten": True})


async def tell_waiting(on_wait: WaitCallback | None, ahead: int) -> None:
    """Telling the user is best-effort: a failing adapter callback never fails the turn."""
    if on_wait is None:
        return
    try:
        await on_wait(ahead)
    except Exception:  # noqa: BLE001 - display problems are not the turn's problems
        log.debug("lock.wait_callback_failed", exc_info=True)


@dataclass
class _Slot:
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    users: int = 0


class KeyedLocks:
    """In-process asyncio locks, one per key, kept only while someone holds or awaits them.

    Thread ids arrive forever; keeping a lock per thread ever seen would grow
    without bound, so a key's lock is dropped when its last user leaves.
    asyncio.Lock wakes waiters in arrival order, so turns keep their order.
    """

    def __init__(self) -> None:
        self._slots: dict[str, _Slot] = {}

    def __len__(self) -> int:
        return len(self._slots)

    @asynccontextmanager
    async def hold(self, key: str, on_wait: WaitCallback | None = None) -> AsyncIterator[None]:
        slot = self._slots.setdefault(key, _Slot())
        ahead = slot.users
        slot.users += 1
        try:
            if ahead:
                await tell_waiting(on_wait, ahead)
            async with slot.lock:
                yield
        finally:
            slot.users -= 1
            if slot.users == 0:
                del self._slots[key]
