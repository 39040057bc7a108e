"""What `/status` says about this process, kept from the event bus.

Each configured source and model endpoint is tracked from the calls turns
actually make (`ToolCall`, `ModelCall`): when it last worked, when it last
failed and why, how long it took, and how often it failed lately. Nothing
is probed on a timer: a source nobody asked about is `unknown`, not `ok`. The
session store is the exception: it is pinged when the status is asked for,
within a short timeout, since a bot with no store answers nobody.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterable
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel

from core.records import bus
from core.records.events import Event, ModelCall, ToolCall, TurnFinished

State = Literal["ok", "failing", "unknown"]


class Component(BaseModel):
    """A source or a model endpoint, as the turns found it."""

    name: str
    kind: Literal["source", "model"]
    model: str | None = None
    state: State = "unknown"
    last_success: datetime | None = None
    last_failure: datetime | None = None
    last_error: str | None = None
    last_latency_ms: float | None = None
    calls: int = 0
    errors: int = 0
    recent_error_rate: float | None = None


class StoreHealth(BaseModel):
    kind: str
    ok: bool
    latency_ms: float | None = None
    error: str | None = None


class TurnSummary(BaseModel):
    """The last `window` turns this process answered."""

    window: int
    count: int
    error_rate: float | None
    p50_ms: float | None
    p95_ms: float | None


class StatusReport(BaseModel):
    ok: bool
    version: str
    role: str
    started_at: datetime
    uptime_seconds: float
    store: StoreHealth
    sources: list[Component]
    models: list[Component]
    turns: TurnSummary


class _Tracked:
    def __init__(self, component: Component, window: int) -> None:
        self.component = component
        self.recent: deque[bool] = deque(maxlen=window)  # True: the call failed

    def record(self, latency_ms: float, error: str | None) -> None:
        c = self.component
        now = datetime.now(UTC)
        c.calls += 1
        c.last_latency_ms = round(latency_ms, 1)
        if error:
            c.errors += 1
            c.last_failure, c.last_error, c.state = now, error, "failing"
        else:
            c.last_success, c.state = now, "ok"
        self.recent.append(bool(error))
        c.recent_error_rate = round(sum(self.recent) / len(self.recent), 3)


def percentile(values: list[float], q: float) -> float | None:
    """Nearest-rank percentile (q in 0-100): a value that actually occurred."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


class StatusBoard:
    def __init__(
        self,
        *,
        version: str,
        role: str,
        store_kind: str,
        sources: Iterable[str] = (),
        models: dict[str, str] | None = None,
        window: int = 100,
    ) -> None:
        self.version = version
        self.role = role
        self.store_kind = store_kind
        self.window = window
        self.started_at = datetime.now(UTC)
        self._started = time.monotonic()
        self._sources = {name: _Tracked(Component(name=name, kind="source"), window) for name in sources}
        self._models = {
            label: _Tracked(Component(name=label, kind="model", model=model), window)
            for label, model in (models or {}).items()
        }
        self._turns: deque[tuple[float, bool]] = deque(maxlen=window)  # (latency ms, failed)

    def attach(self) -> Callable[[], None]:
        return bus.subscribe(self.observe)

    def observe(self, event: Event) -> None:
        match event:
            case ToolCall():
                self._tracked(self._sources, event.source, "source").record(event.duration_ms, event.error)
            case ModelCall():
                tracked = self._tracked(self._models, event.endpoint, "model")
                tracked.component.model = event.model
                tracked.record(event.latency_ms, event.error)
            case TurnFinished() if event.outcome != "command":
                # Commands answer in microseconds without research; they would flatter the percentiles.
                self._turns.append((event.latency_ms, event.outcome == "error"))

    def _tracked(self, table: dict[str, _Tracked], name: str, kind: Literal["source", "model"]) -> _Tracked:
        if name not in table:
            # A tool provider's own tools (MCP) are named by the tool, not the configured source.
            table[name] = _Tracked(Component(name=name, kind=kind), self.window)
        return table[name]

    async def report(self, ping: Callable[[], Awaitable[object]], timeout: float = 1.0) -> StatusReport:
        """The status now; `ping` checks the store (raising, or returning False, when it is unhealthy)."""
        store = await self._store_health(ping, timeout)
        latencies = [ms for ms, _ in self._turns]
        p50, p95 = percentile(latencies, 50), percentile(latencies, 95)
        return StatusReport(
            ok=store.ok,
            version=self.version,
            role=self.role,
            started_at=self.started_at,
            uptime_seconds=round(time.monotonic() - self._started, 1),
            store=store,
            sources=[t.component.model_copy() for _, t in sorted(self._sources.items())],
            models=[t.component.model_copy() for t in self._models.values()],
            turns=TurnSummary(
                window=self.window,
                count=len(self._turns),
                error_rate=round(sum(f for _, f in self._turns) / len(self._turns), 3) if self._turns else None,
                p50_ms=round(p50, 1) if p50 is not None else None,
                p95_ms=round(p95, 1) if p95 is not None else None,
            ),
        )

    async def _store_health(self, ping: Callable[[], Awaitable[object]], timeout: float) -> StoreHealth:
        started = time.perf_counter()
        try:
            async with asyncio.timeout(timeout):
                answered = await ping()
        except TimeoutError:
            return StoreHealth(kind=self.store_kind, ok=False, error=f"no answer within {timeout:g} s")
        except Exception as exc:  # noqa: BLE001 - any failure to answer is the store being unhealthy
            return StoreHealth(kind=self.store_kind, ok=False, error=type(exc).__name__)
        if answered is False:
            return StoreHealth(kind=self.store_kind, ok=False, error="unavailable")
        return StoreHealth(kind=self.store_kind, ok=True, latency_ms=round((time.perf_counter() - started) * 1000, 1))
