"""Session stores: memory (tests), SQLite (embedded default), Redis (scaled)."""

from __future__ import annotations

from core.config import Settings
from core.store.base import SessionConflict, SessionStore, StoreUnavailable, ThreadBusy

__all__ = ["SessionConflict", "SessionStore", "StoreUnavailable", "ThreadBusy", "open_store"]


def open_store(settings: Settings) -> SessionStore:
    """The store the settings name; connection problems surface on first use or `ping()`."""
    ttl = settings.session_ttl_seconds
    if settings.session_store == "memory":
        from core.store.memory import MemoryStore

        return MemoryStore(ttl_seconds=ttl, record_ttl_seconds=settings.record_ttl_seconds)
    if settings.session_store == "redis":
        from core.store.redis import RedisStore

        return RedisStore(
            settings.redis_url,
            prefix=settings.redis_key_prefix,
            ttl_seconds=ttl,
            lock_timeout=settings.lock_timeout_seconds,
            lock_wait=settings.lock_wait_seconds,
            record_ttl_seconds=settings.record_ttl_seconds,
        )
    from core.store.sqlite import SqliteStore

    return SqliteStore(
        settings.session_db_path,
        ttl_seconds=ttl,
        lock_timeout=settings.lock_timeout_seconds,
        lock_wait=settings.lock_wait_seconds,
        record_ttl_seconds=settings.record_ttl_seconds,
    )
