"""Embedded session store: one SQLite file that survives restarts, safe for several processes."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from tenacity import retry, retry_if_exception, stop_after_delay, wait_random

from core.models import Session, ThreadKey
from core.records.models import Trace, TurnRecord
from core.store import codec
from core.store.base import MarkerWrite, SessionConflict, StoreUnavailable, forgotten
from core.store.lease import LeasedLocks

T = TypeVar("T")

# Expired rows are invisible to reads at once; deleting them is housekeeping,
# so it runs at most this often rather than on every write.
PURGE_INTERVAL_SECONDS = 60.0

_SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    body TEXT NOT NULL,
    updated REAL NOT NULL,
    expires_at REAL NOT NULL,
    version INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sessions_expires_at ON sessions (expires_at);
CREATE TABLE IF NOT EXISTS markers (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    expires_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS markers_expires_at ON markers (expires_at);
CREATE TABLE IF NOT EXISTS locks (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    expires_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS turn_records (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL,
    answer_id TEXT,
    at REAL NOT NULL,
    body TEXT NOT NULL,
    trace TEXT
);
CREATE INDEX IF NOT EXISTS turn_records_at ON turn_records (at);
CREATE INDEX IF NOT EXISTS turn_records_session ON turn_records (session_id, at);
CREATE TABLE IF NOT EXISTS lock_waiters (
    id TEXT NOT NULL,
    token TEXT NOT NULL,
    arrived REAL NOT NULL,
    seen REAL NOT NULL,
    PRIMARY KEY (id, token)
);
"""

# Takes the lease unless a live one is held: one statement, so two processes
# can't both win.
_ACQUIRE = """
INSERT INTO locks (id, owner, expires_at) VALUES (?, ?, ?)
ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
WHERE locks.expires_at <= ?
"""

# One statement, so the check and the write cannot interleave with another
# claimer: a live row is left alone (no change counted), a missing or expired
# one is written.
_CLAIM = """
INSERT INTO markers (name, value, expires_at) VALUES (?, '1', ?)
ON CONFLICT (name) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
WHERE markers.expires_at <= ?
"""

_PUT_MARKER = (
    "INSERT INTO markers (name, value, expires_at) VALUES (?, ?, ?) "
    "ON CONFLICT (name) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at"
)

# One statement, so concurrent increments never lose one: a live counter grows,
# a missing or lapsed one starts again at `amount` with a fresh expiry.
_INCR = """
INSERT INTO markers (name, value, expires_at) VALUES (?, ?, ?)
ON CONFLICT (name) DO UPDATE SET
    value = CASE WHEN markers.expires_at > ? THEN CAST(markers.value AS INTEGER) + ? ELSE ? END,
    expires_at = CASE WHEN markers.expires_at > ? THEN markers.expires_at ELSE excluded.expires_at END
RETURNING value
"""

_ADD_RECORD = (
    "INSERT OR REPLACE INTO turn_records (id, session_id, answer_id, at, body, trace) VALUES (?, ?, ?, ?, ?, ?)"
)

# Markers without a TTL (channel settings) never lapse.
_FOREVER = float("inf")


class SqliteStore(LeasedLocks):
    """Sessions, claims, markers and thread locks in one SQLite file.

    Every query runs on the store's own thread over a single connection
    (guarded by a threading lock as well), so the event loop never blocks on
    disk, and a burst of turns queueing for the store never fills asyncio's
    default thread pool, which extractive research and health checks use. Wall-clock times are stored so TTLs hold across restarts. Any number
    of processes may share the file: a thread's lock is a lease row renewed
    while its turn runs, and every save is a compare-and-set on the session's
    version, so even a turn that lost its lease can't overwrite another's.
    """

    def __init__(
        self,
        path: Path,
        ttl_seconds: int,
        lock_timeout: float = 15.0,
        lock_wait: float = 900.0,
        record_ttl_seconds: int = 30 * 86400,
    ) -> None:
        self._path = Path(path)
        self._ttl = ttl_seconds
        self._record_ttl = record_ttl_seconds
        self._lock_timeout = lock_timeout
        self._lock_wait = lock_wait
        self._conn: sqlite3.Connection | None = None
        self._guard = threading.Lock()
        self._last_purge = 0.0
        self._executor: ThreadPoolExecutor | None = None

    async def load(self, key: ThreadKey) -> Session:
        # Read as a blob so even bytes that are not valid UTF-8 reach the codec,
        # which reports and replaces them instead of failing the turn.
        rows = await self._run(
            lambda db: db.execute(
                "SELECT CAST(body AS BLOB), version FROM sessions WHERE id = ? AND expires_at > ?",
                (key.session_id, time.time()),
            ).fetchall()
        )
        session = codec.decode(rows[0][0] if rows else None, key)
        session.mark_stored(int(rows[0][1]) if rows else 0)
        return session

    async def save(
        self,
        session: Session,
        *,
        markers: MarkerWrite | None = None,
        record: tuple[TurnRecord, Trace | None] | None = None,
    ) -> None:
        body = codec.encode(session)
        sid = session.key.session_id
        kept = self._record_row(*record) if record is not None else None

        def write(db: sqlite3.Connection) -> int:
            now = time.time()
            with _immediate(db):
                row = db.execute("SELECT version, expires_at FROM sessions WHERE id = ?", (sid,)).fetchone()
                # An expired row is as good as absent: its revision is 0.
                current = int(row[0]) if row is not None and row[1] > now else 0
                if current != session.revision:
                    raise SessionConflict(f"session {sid} is at revision {current}, not {session.revision}")
                db.execute(
                    "INSERT INTO sessions (id, body, updated, expires_at, version) VALUES (?, ?, ?, ?, ?) "
                    "ON CONFLICT (id) DO UPDATE SET body = excluded.body, updated = excluded.updated, "
                    "expires_at = excluded.expires_at, version = excluded.version",
                    (sid, body, now, now + self._ttl, current + 1),
                )
                if markers is not None:
                    _write_markers(db, markers, now)
                if kept is not None:
                    db.execute(_ADD_RECORD, kept)
                self._purge_expired(db, now)
            return current + 1

        session.mark_stored(await self._run(write))

    async def delete(self, key: ThreadKey) -> None:
        await self._run(lambda db: db.execute("DELETE FROM sessions WHERE id = ?", (key.session_id,)))

    def _lease_backend(self, session_id: str) -> _SqliteLease:
        return _SqliteLease(self, session_id)

    async def claim(self, name: str, ttl_seconds: int) -> bool:
        def write(db: sqlite3.Connection) -> bool:
            now = time.time()
            claimed = db.execute(_CLAIM, (name, now + ttl_seconds, now)).rowcount == 1
            self._purge_expired(db, now)
            return claimed

        return await self._run(write)

    async def put_marker(self, name: str, value: str, ttl_seconds: int | None) -> None:
        def write(db: sqlite3.Connection) -> None:
            now = time.time()
            db.execute(_PUT_MARKER, (name, value, _FOREVER if ttl_seconds is None else now + ttl_seconds))
            self._purge_expired(db, now)

        await self._run(write)

    async def delete_marker(self, name: str) -> None:
        await self._run(lambda db: db.execute("DELETE FROM markers WHERE name = ?", (name,)))

    async def incr(self, name: str, ttl_seconds: int, amount: int = 1) -> int:
        def write(db: sqlite3.Connection) -> int:
            now = time.time()
            row = db.execute(_INCR, (name, str(amount), now + ttl_seconds, now, amount, amount, now)).fetchone()
            return int(row[0])

        return await self._run(write)

    async def update_marker(
        self,
        name: str,
        update: Callable[[str | None], str],
        ttl_seconds: int | None,
        also_put: Mapping[str, str] | None = None,
    ) -> None:
        def write(db: sqlite3.Connection) -> None:
            now = time.time()
            with _immediate(db):
                _write_markers(db, MarkerWrite(also_put or {}, ttl_seconds, (name, update)), now)
            self._purge_expired(db, now)

        await self._run(write)

    async def get_marker(self, name: str) -> str | None:
        rows = await self._run(
            lambda db: db.execute(
                "SELECT value FROM markers WHERE name = ? AND expires_at > ?", (name, time.time())
            ).fetchall()
        )
        return str(rows[0][0]) if rows else None

    async def count_windows(
        self, windows: list[tuple[str, str]], ttl_seconds: int, claim: tuple[str, int] | None = None
    ) -> list[tuple[int, int]] | None:
        def write(db: sqlite3.Connection) -> list[tuple[int, int]] | None:
            now = time.time()
            with _immediate(db):
                claimed = claim is None or db.execute(_CLAIM, (claim[0], now + claim[1], now)).rowcount == 1
                out = [_count_window(db, *pair, ttl_seconds, now) for pair in windows] if claimed else None
            if claim is not None:
                # As `claim` does: claims are the markers that pile up.
                self._purge_expired(db, now)
            return out

        return await self._run(write)

    async def add_record(self, record: TurnRecord, trace: Trace | None) -> None:
        row = self._record_row(record, trace)
        if row is None:
            return

        def write(db: sqlite3.Connection) -> None:
            db.execute(_ADD_RECORD, row)
            self._purge_expired(db, time.time())

        await self._run(write)

    def _record_row(self, record: TurnRecord, trace: Trace | None) -> tuple[object, ...] | None:
        """The record's row, or None when no record is kept (`TRACE_RETENTION_DAYS=0`)."""
        if self._record_ttl <= 0:
            return None
        return (record.id, record.thread.session_id, record.answer_id, record.at.timestamp(),
                record.model_dump_json(), trace.model_dump_json() if trace else None)

    async def records(self, since: datetime, until: datetime | None = None, limit: int = 10_000) -> list[TurnRecord]:
        low = max(since.timestamp(), self._records_from())
        high = until.timestamp() if until is not None else float("inf")
        rows = await self._run(
            lambda db: db.execute(
                "SELECT body FROM turn_records WHERE at >= ? AND at <= ? ORDER BY at LIMIT ?", (low, high, limit)
            ).fetchall()
        )
        return [TurnRecord.model_validate_json(body) for (body,) in rows]

    async def thread_records(self, key: ThreadKey) -> list[TurnRecord]:
        rows = await self._run(
            lambda db: db.execute(
                "SELECT body FROM turn_records WHERE session_id = ? AND at >= ? ORDER BY at",
                (key.session_id, self._records_from()),
            ).fetchall()
        )
        return [TurnRecord.model_validate_json(body) for (body,) in rows]

    async def load_trace(self, record_id: str) -> Trace | None:
        rows = await self._run(
            lambda db: db.execute(
                "SELECT trace FROM turn_records WHERE id = ? AND at >= ?", (record_id, self._records_from())
            ).fetchall()
        )
        return Trace.model_validate_json(rows[0][0]) if rows and rows[0][0] else None

    async def set_feedback(self, key: ThreadKey, answer_id: str, up: int, down: int) -> None:
        def write(db: sqlite3.Connection) -> None:
            with _immediate(db):
                rows = db.execute(
                    "SELECT id, body FROM turn_records WHERE session_id = ? AND answer_id = ?",
                    (key.session_id, answer_id),
                ).fetchall()
                for record_id, body in rows:
                    updated = TurnRecord.model_validate_json(body).model_copy(
                        update={"feedback_up": up, "feedback_down": down}
                    )
                    db.execute("UPDATE turn_records SET body = ? WHERE id = ?", (updated.model_dump_json(), record_id))

        await self._run(write)

    async def forget_records(self, key: ThreadKey) -> None:
        def write(db: sqlite3.Connection) -> None:
            with _immediate(db):
                rows = db.execute("SELECT id, body FROM turn_records WHERE session_id = ?", (key.session_id,)).fetchall()
                for record_id, body in rows:
                    kept = forgotten(TurnRecord.model_validate_json(body)).model_dump_json()
                    db.execute("UPDATE turn_records SET body = ?, trace = NULL WHERE id = ?", (kept, record_id))

        await self._run(write)

    def _records_from(self) -> float:
        """Records older than this are past their retention (invisible now, deleted by the next purge)."""
        return time.time() - self._record_ttl

    async def ping(self) -> None:
        # Taking the write lock proves the file is writable, not just readable.
        def probe(db: sqlite3.Connection) -> None:
            db.execute("BEGIN IMMEDIATE")
            db.execute("ROLLBACK")

        await self._run(probe)

    async def close(self) -> None:
        executor, self._executor = self._executor, None
        if executor is None:
            return
        await asyncio.get_running_loop().run_in_executor(executor, self._disconnect)
        executor.shutdown(wait=False)

    async def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        if self._executor is None:
            # One thread: SQLite serialises writers anyway, and the queue stays ours.
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-store")
        return await asyncio.get_running_loop().run_in_executor(self._executor, self._locked, work)

    def _disconnect(self) -> None:
        with self._guard:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def _locked(self, work: Callable[[sqlite3.Connection], T]) -> T:
        with self._guard:
            try:
                return work(self._connection())
            except sqlite3.DatabaseError as exc:
                # Can't open, read-only, disk full, busy past the timeout, or not
                # a database at all: the store is unusable, not the turn's input.
                raise StoreUnavailable(f"SQLite session store {self._path} is unusable: {exc}") from exc

    def _connection(self) -> sqlite3.Connection:
        if self._conn is not None:
            return self._conn
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreUnavailable(
                f"SQLite session store {self._path}: cannot create its folder: {exc}"
            ) from exc
        # Autocommit: every statement is its own transaction. check_same_thread
        # is off because the store's thread may be replaced after a close; the
        # guard serialises access.
        conn = sqlite3.connect(self._path, timeout=5.0, isolation_level=None, check_same_thread=False)
        try:
            _set_up(conn)
        except sqlite3.DatabaseError:
            conn.close()
            raise
        self._conn = conn
        return conn

    def _purge_expired(self, db: sqlite3.Connection, now: float) -> None:
        if now - self._last_purge < PURGE_INTERVAL_SECONDS:
            return
        self._last_purge = now
        db.execute("DELETE FROM sessions WHERE expires_at <= ?", (now,))
        db.execute("DELETE FROM markers WHERE expires_at <= ?", (now,))
        db.execute("DELETE FROM turn_records WHERE at < ?", (now - self._record_ttl,))
        # Leases and waiters left behind by killed processes.
        db.execute("DELETE FROM locks WHERE expires_at <= ?", (now,))
        db.execute("DELETE FROM lock_waiters WHERE seen < ?", (now - self._lock_timeout,))


@retry(
    retry=retry_if_exception(lambda exc: isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc)),
    wait=wait_random(0.01, 0.1),
    stop=stop_after_delay(10),
    reraise=True,
)
def _set_up(conn: sqlite3.Connection) -> None:
    """WAL mode and the schema, on a connection of its own.

    Several processes (or store instances) opening a new file at once contend
    for the exclusive lock that switching to WAL takes, and SQLite can answer
    "database is locked" there without waiting on the busy timeout, so the
    set-up is retried briefly. The mode is persistent in the file: a file
    already in WAL is not asked again."""
    if conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
        conn.execute("PRAGMA journal_mode=WAL")
    # With WAL, NORMAL can lose the last write on power loss but never
    # corrupts the file; a lost turn beats an fsync per message.
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.executescript(_SCHEMA)
    _add_version_column(conn)


class _SqliteLease:
    """One thread's lease row and its waiters, for `hold_lease`."""

    def __init__(self, store: SqliteStore, session_id: str) -> None:
        self._store = store
        self._id = session_id

    async def line_up(self, token: str) -> int:
        def poll(db: sqlite3.Connection) -> int:
            with _immediate(db):
                return self._line_up(db, token, time.time())

        return await self._store._run(poll)

    async def enter(self, token: str) -> tuple[int, bool]:
        # One hop and one transaction: a turn that finds the thread free joins
        # the line, takes the lease and leaves the line without three trips
        # through the store's thread.
        def poll(db: sqlite3.Connection) -> tuple[int, bool]:
            now = time.time()
            with _immediate(db):
                ahead = self._line_up(db, token, now)
                expires = now + self._store._lock_timeout
                if ahead or db.execute(_ACQUIRE, (self._id, token, expires, now)).rowcount != 1:
                    return ahead, False
                self._leave(db, token)
            return 0, True

        return await self._store._run(poll)

    async def leave(self, token: str) -> None:
        await self._store._run(lambda db: self._leave(db, token))

    def _line_up(self, db: sqlite3.Connection, token: str, now: float) -> int:
        db.execute(
            "INSERT INTO lock_waiters (id, token, arrived, seen) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (id, token) DO UPDATE SET seen = excluded.seen",
            (self._id, token, now, now),
        )
        db.execute("DELETE FROM lock_waiters WHERE id = ? AND seen < ?", (self._id, now - self._store._lock_timeout))
        (arrived,) = db.execute(
            "SELECT arrived FROM lock_waiters WHERE id = ? AND token = ?", (self._id, token)
        ).fetchone()
        (ahead,) = db.execute(
            "SELECT COUNT(*) FROM lock_waiters WHERE id = ? AND (arrived < ? OR (arrived = ? AND token < ?))",
            (self._id, arrived, arrived, token),
        ).fetchone()
        return int(ahead)

    def _leave(self, db: sqlite3.Connection, token: str) -> None:
        db.execute("DELETE FROM lock_waiters WHERE id = ? AND token = ?", (self._id, token))

    async def renew(self, token: str) -> bool:
        expires = time.time() + self._store._lock_timeout
        return await self._store._run(
            lambda db: db.execute(
                "UPDATE locks SET expires_at = ? WHERE id = ? AND owner = ?", (expires, self._id, token)
            ).rowcount
            == 1
        )

    async def release(self, token: str) -> bool:
        return await self._store._run(
            lambda db: db.execute("DELETE FROM locks WHERE id = ? AND owner = ?", (self._id, token)).rowcount == 1
        )


def _count_window(db: sqlite3.Connection, current: str, previous: str, ttl_seconds: int, now: float) -> tuple[int, int]:
    """One more under counter `current`, and counter `previous` as it stands (0 when lapsed)."""
    count = db.execute(_INCR, (current, "1", now + ttl_seconds, now, 1, 1, now)).fetchone()[0]
    before = db.execute("SELECT value FROM markers WHERE name = ? AND expires_at > ?", (previous, now)).fetchone()
    return int(count), int(before[0]) if before else 0


def _write_markers(db: sqlite3.Connection, markers: MarkerWrite, now: float) -> None:
    """`markers` inside the caller's transaction (so its read and its writes are atomic)."""
    values = dict(markers.put)
    if markers.update is not None:
        name, update = markers.update
        row = db.execute("SELECT value FROM markers WHERE name = ? AND expires_at > ?", (name, now)).fetchone()
        values[name] = update(None if row is None else str(row[0]))
    expires = _FOREVER if markers.ttl_seconds is None else now + markers.ttl_seconds
    db.executemany(_PUT_MARKER, [(marker, value, expires) for marker, value in values.items()])


@contextmanager
def _immediate(db: sqlite3.Connection) -> Iterator[None]:
    """A write transaction taken up front, so a read and the write it decides are atomic."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _add_version_column(conn: sqlite3.Connection) -> None:
    """Files written before sessions had versions get the column (their rows start at 0)."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(sessions)")}
    if "version" in columns:
        return
    try:
        conn.execute("ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 0")
    except sqlite3.OperationalError as exc:
        # Another process sharing the file added it first.
        if "duplicate column" not in str(exc):
            raise
