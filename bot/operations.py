"""`/metrics`, `/status` and `/healthz` for every serving process.

Slack's HTTP mode mounts `/metrics` and `/status` on its own server (beside its
`/healthz` and `/readyz`); Socket Mode, Discord
and the worker have no HTTP server of their own, so with METRICS_PORT set they
get a small one (`operations_server`). The metrics and the status are kept by
core (core/records/metrics.py, status.py) from the event bus; this module only
wires one process's pair to the bus and to aiohttp. Liveness that does not wait
for a busy event loop is HEALTH_PORT's (bot/liveness.py).
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from importlib.metadata import PackageNotFoundError, version

from aiohttp import web

from core.assistant import Assistant
from core.jobs.streams import JobStream
from core.llm import endpoint_models
from core.records.metrics import CONTENT_TYPE, Metrics
from core.records.status import StatusBoard

log = logging.getLogger(__name__)


def bot_version() -> str:
    try:
        return version("research-bot")
    except PackageNotFoundError:
        return "unknown"


class Operations:
    """One process's metrics and status, observing the bus while entered."""

    def __init__(self, assistant: Assistant, role: str, in_flight: Callable[[], int] = lambda: 0) -> None:
        settings = assistant.settings
        self.assistant = assistant
        self.in_flight = in_flight
        self.metrics = Metrics(version=bot_version(), role=role)
        models = endpoint_models(settings) if settings.llm_configured else {}
        self.status = StatusBoard(
            version=bot_version(),
            role=role,
            store_kind=settings.session_store,
            sources=assistant.source_names,
            models=models,
            window=settings.status_recent_turns,
        )
        self._detach: list[Callable[[], None]] = []

    def track_queue(self, stream: JobStream) -> None:
        self.metrics.track_queue(stream.backlog)

    def __enter__(self) -> Operations:
        self._detach = [self.metrics.attach(), self.status.attach()]
        return self

    def __exit__(self, *exc: object) -> None:
        for detach in self._detach:
            detach()
        self._detach = []

    # --- routes ----------------------------------------------------------------------

    async def metrics_page(self, _: web.Request) -> web.Response:
        body = await self.metrics.exposition()
        # aiohttp refuses a charset inside content_type; Prometheus' type carries one.
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE})

    async def status_page(self, _: web.Request) -> web.Response:
        report = await self.status.report(
            self.assistant.ready, timeout=self.assistant.settings.status_store_timeout_seconds
        )
        return web.Response(
            text=report.model_dump_json(), content_type="application/json", status=200 if report.ok else 503
        )

    async def healthz_page(self, _: web.Request) -> web.Response:
        # Liveness from the event loop alone (as Slack's HTTP server answers it): no store,
        # so a burst or a slow Redis never makes the probe restart a working process.
        return web.json_response({"ok": True, "in_flight": self.in_flight()})

    def add_routes(self, app: web.Application) -> None:
        """/metrics and /status, on a server that has its own /healthz (Slack's HTTP mode)."""
        app.router.add_get("/metrics", self.metrics_page)
        app.router.add_get("/status", self.status_page)


@asynccontextmanager
async def operations_server(operations: Operations, port: int, host: str = "127.0.0.1") -> AsyncIterator[int | None]:
    """Serve the operations routes on `host`:`port` while the block runs (METRICS_HOST,
    METRICS_PORT; port 0: no server, yields None). Yields the bound port; a port in use
    is a ValueError saying so."""
    if not port:
        yield None
        return
    app = web.Application()
    operations.add_routes(app)
    app.router.add_get("/healthz", operations.healthz_page)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    try:
        try:
            await web.TCPSite(runner, host=host, port=port).start()
        except OSError as exc:
            raise ValueError(
                f"METRICS_PORT={port} can't be listened on ({exc.strerror or exc}); "
                "pick a free port, or 0 to serve no metrics"
            ) from exc
        log.info("operations.serving host=%s port=%d routes=/metrics,/status,/healthz", host, port)
        yield port
    finally:
        await runner.cleanup()
