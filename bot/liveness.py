"""Liveness answered off the event loop: `/healthz` on HEALTH_PORT from a thread of its own.

A `/healthz` served by the event loop waits behind everything else the loop
runs, so under a burst it is slow exactly when a probe's 1 s timeout matters
(docs/scaling.md: p99 0.2-0.5 s at N = 200). Here the loop only stamps a
heartbeat every `BEAT_SECONDS`; a stdlib `HTTPServer` on its own thread reads
the stamp and answers 200 while it is fresh, 503 once the loop has not
stamped it for LIVENESS_STALL_SECONDS (the loop is stuck: what a liveness
probe exists to catch).

Why the stdlib server and not a second aiohttp loop in a thread: while the
main loop's threads hold the GIL, each blocking call that releases it may
wait up to the switch interval to get it back. A probe here costs accept,
one recv and one send (the reply is buffered into a single write) and no
event-loop machinery; one request at a time is plenty for a probe every few
seconds, and a thread per request (ThreadingHTTPServer) would add a thread
start to every probe.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
import threading
import time
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager
from http.server import BaseHTTPRequestHandler, HTTPServer

from core.config import Settings

log = logging.getLogger(__name__)

BEAT_SECONDS = 0.1


class LoopPulse:
    """The time the event loop last got round to stamping it (monotonic seconds)."""

    def __init__(self) -> None:
        self.stamped = time.monotonic()
        self._task: asyncio.Task[None] | None = None

    def stalled_for(self) -> float:
        """Seconds since the last stamp (read from any thread: a float is swapped whole)."""
        return max(0.0, time.monotonic() - self.stamped)

    async def _stamp(self) -> None:
        while True:
            self.stamped = time.monotonic()
            await asyncio.sleep(BEAT_SECONDS)

    def start(self) -> None:
        self.stamped = time.monotonic()
        self._task = asyncio.create_task(self._stamp(), name="liveness.pulse")

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)


def _handler(pulse: LoopPulse, stall_seconds: float) -> type[BaseHTTPRequestHandler]:
    class Healthz(BaseHTTPRequestHandler):
        # Buffered, so headers and body leave in one send (one GIL hand-back, not two).
        wbufsize = io.DEFAULT_BUFFER_SIZE
        # One request at a time: a client that connects and sends nothing is dropped
        # after this long instead of holding up the probes behind it.
        timeout = 2.0

        def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
            if self.path.split("?", 1)[0] != "/healthz":
                self._reply(404, {"ok": False, "error": "not_found", "routes": ["/healthz"]})
                return
            stalled = pulse.stalled_for()
            ok = stalled < stall_seconds
            self._reply(200 if ok else 503, {"ok": ok, "loop_stalled_ms": round(stalled * 1000, 1)})

        def _reply(self, status: int, body: dict[str, object]) -> None:
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base class's name)
            # A probe every few seconds is not worth a log line; errors go through log_error.
            pass

        def log_error(self, format: str, *args: object) -> None:  # noqa: A002
            log.warning("liveness.request_error " + format, *args)

    return Healthz


@contextlib.asynccontextmanager
async def liveness_server(port: int | None, host: str, stall_seconds: float) -> AsyncIterator[int | None]:
    """Stamp the running loop's pulse and answer `/healthz` on `host`:`port` from a
    thread while the block runs (HEALTH_HOST, HEALTH_PORT, LIVENESS_STALL_SECONDS).
    Port None: no server (yields None); 0: a free port. Yields the bound port; a port
    in use is a ValueError saying so."""
    if port is None:
        yield None
        return
    pulse = LoopPulse()
    try:
        server = HTTPServer((host, port), _handler(pulse, stall_seconds))
    except OSError as exc:
        raise ValueError(
            f"HEALTH_PORT={port} can't be listened on ({exc.strerror or exc}); pick a free port, or 0 for none"
        ) from exc
    thread = threading.Thread(target=server.serve_forever, name="liveness", daemon=True)
    pulse.start()
    thread.start()
    bound = int(server.server_address[1])
    log.info("liveness.serving host=%s port=%d stall_seconds=%s", host, bound, stall_seconds)
    try:
        yield bound
    finally:
        await pulse.stop()
        # shutdown() waits for serve_forever's next poll (up to 0.5 s): off the loop.
        await asyncio.to_thread(server.shutdown)
        server.server_close()
        thread.join(timeout=1)


def serve_liveness(settings: Settings) -> AbstractAsyncContextManager[int | None]:
    """The liveness server as configured (HEALTH_PORT=0: none)."""
    return liveness_server(settings.health_port or None, settings.health_host, settings.liveness_stall_seconds)
