"""Scaled session store: Redis, shared by any number of bot replicas."""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager

import redis.asyncio as aioredis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from core.models import Session, ThreadKey
from core.store import codec
from core.store.base import KeyedLocks, StoreUnavailable

log = logging.getLogger(__name__)

# Deletes the lock only while it still holds our token: a holder whose lock
# expired and was taken over must not release the new holder's lock.
_RELEASE = """
if redis.call('get', KEYS[1]) == ARGV[1] then
    return redis.call('del', KEYS[1])
end
return 0
"""

# INCRBY and the expiry of a new counter in one step, so a crash between the
# two can never leave a counter that never lapses.
_INCR = """
local value = redis.call('incrby', KEYS[1], ARGV[1])
if redis.call('ttl', KEYS[1]) < 0 then
    redis.call('expire', KEYS[1], ARGV[2])
end
return value
"""

_FIRST_POLL_SECONDS = 0.01
_MAX_POLL_SECONDS = 0.25


def redacted(url: str) -> str:
    """The URL without its user name and password, safe for logs and errors."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url.rpartition("@")[2]
    authority, slash, path = rest.partition("/")
    return f"{scheme}://{authority.rpartition('@')[2]}{slash}{path}"


class RedisStore:
    """Sessions, claims and markers under one key prefix, with a distributed per-thread lock.

    Keys: `{prefix}session:{id}` (versioned JSON, TTL refreshed on every
    save), `{prefix}lock:{id}` (lock token, expires after `lock_timeout`),
    `{prefix}marker:{name}` (claims and markers share one namespace, as in
    the other stores).
    """

    def __init__(self, url: str, prefix: str, ttl_seconds: int, lock_timeout: float) -> None:
        self._url = redacted(url)
        self._prefix = prefix
        self._ttl = ttl_seconds
        self._lock_timeout = lock_timeout
        self._client = aioredis.Redis.from_url(url)
        self._release = self._client.register_script(_RELEASE)
        self._incr = self._client.register_script(_INCR)
        # Turns of one thread inside this process queue here, in order,
        # instead of all polling Redis.
        self._local = KeyedLocks()

    async def load(self, key: ThreadKey) -> Session:
        with self._reachable():
            raw = await self._client.get(self._session_key(key))
        return codec.decode(raw, key)

    async def save(self, session: Session) -> None:
        body = codec.encode(session)
        with self._reachable():
            await self._client.set(self._session_key(session.key), body, ex=self._ttl)

    async def delete(self, key: ThreadKey) -> None:
        with self._reachable():
            await self._client.delete(self._session_key(key))

    @asynccontextmanager
    async def lock(self, key: ThreadKey) -> AsyncIterator[None]:
        name = f"{self._prefix}lock:{key.session_id}"
        token = secrets.token_hex(16)
        async with self._local.hold(key.session_id):
            await self._acquire(name, token, key)
            try:
                yield
            finally:
                await self._release_lock(name, token, key)

    async def claim(self, name: str, ttl_seconds: int) -> bool:
        with self._reachable():
            return bool(await self._client.set(self._marker_key(name), "1", nx=True, ex=ttl_seconds))

    async def put_marker(self, name: str, value: str, ttl_seconds: int | None) -> None:
        with self._reachable():
            await self._client.set(self._marker_key(name), value, ex=ttl_seconds)

    async def delete_marker(self, name: str) -> None:
        with self._reachable():
            await self._client.delete(self._marker_key(name))

    async def incr(self, name: str, ttl_seconds: int, amount: int = 1) -> int:
        with self._reachable():
            return int(await self._incr(keys=[self._marker_key(name)], args=[amount, ttl_seconds]))

    async def get_marker(self, name: str) -> str | None:
        with self._reachable():
            raw = await self._client.get(self._marker_key(name))
        return None if raw is None else raw.decode("utf-8", errors="replace")

    async def ping(self) -> None:
        with self._reachable():
            await self._client.ping()

    async def close(self) -> None:
        await self._client.aclose()

    async def _acquire(self, name: str, token: str, key: ThreadKey) -> None:
        # A live holder releases or its lock expires within lock_timeout, so
        # waiting that long means the thread is genuinely busy.
        expiry_ms = max(1, int(self._lock_timeout * 1000))
        deadline = time.monotonic() + self._lock_timeout
        pause = _FIRST_POLL_SECONDS
        while True:
            with self._reachable():
                if await self._client.set(name, token, nx=True, px=expiry_ms):
                    return
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise StoreUnavailable(
                    f"thread {key.session_id} stayed locked for {self._lock_timeout:g}s in Redis at {self._url}"
                )
            # Jitter keeps replicas waiting on one thread from polling in step.
            await asyncio.sleep(min(remaining, pause * random.uniform(0.5, 1.5)))
            pause = min(pause * 2, _MAX_POLL_SECONDS)

    async def _release_lock(self, name: str, token: str, key: ThreadKey) -> None:
        # The turn's work is done by now; if Redis is gone the lock simply
        # expires, so a failed release is reported rather than failing the turn.
        try:
            released = await self._release(keys=[name], args=[token])
        except (RedisConnectionError, RedisTimeoutError) as exc:
            log.warning("lock.release_failed session=%s url=%s error=%s", key.session_id, self._url, exc)
            return
        if not released:
            log.warning("lock.expired_before_release session=%s timeout=%gs", key.session_id, self._lock_timeout)

    @contextmanager
    def _reachable(self) -> Iterator[None]:
        try:
            yield
        except (RedisConnectionError, RedisTimeoutError) as exc:
            raise StoreUnavailable(f"Redis session store at {self._url} is unreachable: {exc}") from exc

    def _session_key(self, key: ThreadKey) -> str:
        return f"{self._prefix}session:{key.session_id}"

    def _marker_key(self, name: str) -> str:
        return f"{self._prefix}marker:{name}"
