"""A local aiohttp server base for faking remote HTTP APIs in tests.

Subclasses add routes that behave like the real API; tests can also script
failures (`fail_next`) and read back every request the client made.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web


@dataclass
class Recorded:
    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]
    body: str


@dataclass
class Failure:
    status: int
    body: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


class FakeServer:
    """Start with `await fake.start()` (port chosen by the OS), stop with `await fake.close()`."""

    def __init__(self) -> None:
        self.app = web.Application(middlewares=[self._record_and_fail])
        self.requests: list[Recorded] = []
        self._failures: dict[str, list[Failure]] = {}
        self._runner: web.AppRunner | None = None
        self.port = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def fail_next(
        self,
        path: str,
        status: int,
        body: Any = "",
        headers: dict[str, str] | None = None,
        times: int = 1,
        delay: float = 0.0,
    ) -> None:
        """Answer the next `times` requests to `path` with this status (after `delay` seconds)."""
        text = body if isinstance(body, str) else json.dumps(body)
        self._failures.setdefault(path, []).extend(
            Failure(status, text, headers or {}, delay) for _ in range(times)
        )

    def hits(self, path: str) -> list[Recorded]:
        return [r for r in self.requests if r.path == path]

    @web.middleware
    async def _record_and_fail(self, request: web.Request, handler: Any) -> web.StreamResponse:
        self.requests.append(
            Recorded(request.method, request.path, dict(request.query), dict(request.headers), await request.text())
        )
        pending = self._failures.get(request.path)
        if pending:
            failure = pending.pop(0)
            if failure.delay:
                await asyncio.sleep(failure.delay)
            content_type = "application/json" if failure.body.lstrip().startswith(("{", "[")) else "text/plain"
            return web.Response(
                status=failure.status, text=failure.body, headers=failure.headers, content_type=content_type
            )
        return await handler(request)

    async def start(self) -> FakeServer:
        self._runner = web.AppRunner(self.app, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", 0).start()
        self.port = self._runner.addresses[0][1]
        return self

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
