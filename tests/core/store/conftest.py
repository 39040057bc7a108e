"""Stores of every kind, opened through the settings, on the real Redis and a temp SQLite file."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from core.config import Settings
from core.store import open_store
from core.store.base import SessionStore

MakeStore = Callable[..., SessionStore]

KINDS = ["memory", "sqlite", "redis"]
PERSISTENT = ["sqlite", "redis"]


@pytest.fixture
async def redis_client(test_redis_url: str) -> AsyncIterator[aioredis.Redis]:
    client = aioredis.Redis.from_url(test_redis_url)
    yield client
    await client.aclose()


@pytest.fixture
def prefix(redis_prefix: str) -> str:
    return redis_prefix


@pytest.fixture(params=KINDS)
async def make_store(
    request: pytest.FixtureRequest, tmp_path: Path, prefix: str, test_redis_url: str
) -> AsyncIterator[MakeStore]:
    """Opens stores of the parametrised kind; every one opened is closed afterwards.

    Stores opened by one test share the SQLite file / Redis prefix, like two
    processes of one deployment would.
    """
    kind: str = request.param
    opened: list[SessionStore] = []

    def make(
        ttl_seconds: int = 3600, lock_timeout: float = 5.0, lock_wait: float = 30.0, record_days: float = 30.0
    ) -> SessionStore:
        # Through open_store, so the settings wiring is what gets tested.
        settings = Settings(
            _env_file=None,  # type: ignore[call-arg]
            session_store=kind,
            data_dir=tmp_path / "data",
            redis_url=test_redis_url,
            redis_key_prefix=prefix,
            session_ttl_hours=ttl_seconds / 3600,
            lock_timeout_seconds=lock_timeout,
            lock_wait_seconds=lock_wait,
            trace_retention_days=record_days,
        )
        assert settings.session_ttl_seconds == ttl_seconds
        store = open_store(settings)
        opened.append(store)
        return store

    yield make
    for store in opened:
        await store.close()


