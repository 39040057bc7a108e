"""The session store contract shared by the memory, SQLite and Redis stores."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field
from typing import Protocol

from core.models import Session, ThreadKey


class StoreUnavailable(RuntimeError):
    """The store cannot be reached; the turn is refused rather than half-done."""


class SessionStore(Protocol):
    async def load(self, key: ThreadKey) -> Session:
        """The thread's session; a new empty one when missing, expired, corrupt
        or of an unknown schema version (the last two are logged and replaced)."""
        ...

    async def save(self, session: Session) -> None: ...

    async def delete(self, key: ThreadKey) -> None: ...

    def lock(self, key: ThreadKey) -> AbstractAsyncContextManager[None]:
        """Serialises turns of one thread; other threads proceed in parallel."""
        ...

    async def claim(self, name: str, ttl_seconds: int) -> bool:
        """True the first time `name` is claimed within its TTL (event de-duplication)."""
        ...

    async def put_marker(self, name: str, value: str, ttl_seconds: int | None) -> None:
        """Small keyed values with a TTL (e.g. a user's latest thread in a channel);
        `None` keeps the value until it is overwritten or deleted (channel settings)."""
        ...

    async def get_marker(self, name: str) -> str | None: ...

    async def delete_marker(self, name: str) -> None: ...

    async def incr(self, name: str, ttl_seconds: int, amount: int = 1) -> int:
        """Add `amount` to a counter atomically and return its new value. A new
        counter starts at 0 and lapses `ttl_seconds` after it was created, so
        fixed-window rate limits are one call (shared by replicas on Redis)."""
        ...

    async def ping(self) -> None:
        """Raises StoreUnavailable when the backing service cannot be reached."""
        ...

    async def close(self) -> None: ...


@dataclass
class _Slot:
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    users: int = 0


class KeyedLocks:
    """In-process asyncio locks, one per key, kept only while someone holds or awaits them.

    Thread ids arrive forever; keeping a lock per thread ever seen would grow
    without bound, so a key's lock is dropped when its last user leaves.
    """

    def __init__(self) -> None:
        self._slots: dict[str, _Slot] = {}

    def __len__(self) -> int:
        return len(self._slots)

    @asynccontextmanager
    async def hold(self, key: str) -> AsyncIterator[None]:
        slot = self._slots.setdefault(key, _Slot())
        slot.users += 1
        try:
            async with slot.lock:
                yield
        finally:
            slot.users -= 1
            if slot.users == 0:
                del self._slots[key]
