"""One HTTP client for the remote sources: per-request timeout, readable errors.

Every remote source (web search, arXiv, GitHub) talks JSON or XML over HTTPS
and fails the same ways: timeouts, refused connections, 4xx/5xx. This module
turns each of those into an `HttpSourceError` whose message a user can read
and whose `status` a caller can act on (failover, rate-limit hints).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import aiohttp
from multidict import CIMultiDict

from core.sources.base import SourceError

USER_AGENT = "research-bot/0.1 (+https://github.com/research-bot)"
ERROR_BODY_CHARS = 200
ERROR_KEEP_BYTES = 8192


class HttpSourceError(SourceError):
    """A remote source failed; `status` is the HTTP status, or None for network/timeouts.

    `body` keeps the start of an error answer for services that explain errors in their own format.
    """

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        headers: Mapping[str, str] | None = None,
        body: str = "",
    ) -> None:
        super().__init__(message)
        self.status = status
        self.headers: CIMultiDict[str] = CIMultiDict(headers or {})
        self.body = body


@dataclass(frozen=True)
class HttpResponse:
    label: str
    status: int
    headers: Mapping[str, str]
    body: bytes

    def text(self) -> str:
        return self.body.decode("utf-8", errors="replace")

    def json(self) -> Any:
        try:
            return json.loads(self.body)
        except ValueError as exc:
            raise SourceError(f"{self.label} answered with something that is not JSON") from exc


class HttpClient:
    """A lazily opened aiohttp session shared by one source's requests; close it with `aclose()`."""

    def __init__(self, label: str, timeout_seconds: float, max_body_bytes: int = 4_000_000) -> None:
        self.label = label
        self.timeout_seconds = timeout_seconds
        self.max_body_bytes = max_body_bytes
        self._session: aiohttp.ClientSession | None = None

    def _open(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(
                timeout=aiohttp.ClientTimeout(total=self.timeout_seconds),
                headers={"User-Agent": USER_AGENT},
            )
        return self._session

    async def request(
        self,
        method: str,
        url: str,
        *,
        params: Mapping[str, str | int] | None = None,
        headers: Mapping[str, str] | None = None,
        json_body: Any = None,
        allow_redirects: bool = True,
        label: str | None = None,
        timeout_seconds: float | None = None,
    ) -> HttpResponse:
        """Send one request; any failure (including a non-2xx answer) raises HttpSourceError.

        `label` names the service in error messages when one client serves several;
        `timeout_seconds` shortens the client's timeout for this request.
        """
        label = label or self.label
        timeout = timeout_seconds or self.timeout_seconds
        try:
            async with self._open().request(
                method,
                url,
                params=params,
                headers=headers,
                json=json_body,
                allow_redirects=allow_redirects,
                timeout=aiohttp.ClientTimeout(total=timeout),
            ) as response:
                body = await response.content.read(self.max_body_bytes)
                result = HttpResponse(label, response.status, CIMultiDict(response.headers), body)
        except TimeoutError as exc:
            raise HttpSourceError(f"{label} did not answer within {timeout:g} s") from exc
        except aiohttp.ClientError as exc:
            raise HttpSourceError(f"{label} could not be reached ({type(exc).__name__})") from exc
        if not 200 <= result.status < 300 and not (300 <= result.status < 400 and not allow_redirects):
            raise HttpSourceError(
                f"{label} answered HTTP {result.status}{_detail(result)}",
                status=result.status,
                headers=result.headers,
                body=result.body[:ERROR_KEEP_BYTES].decode("utf-8", errors="replace"),
            )
        return result

    async def get_json(self, url: str, **kwargs: Any) -> Any:
        return (await self.request("GET", url, **kwargs)).json()

    async def aclose(self) -> None:
        if self._session is not None and not self._session.closed:
            await self._session.close()
            # aiohttp closes transports on the next loop turn; without this, "Unclosed" warnings follow.
            await asyncio.sleep(0)
        self._session = None


def _detail(response: HttpResponse) -> str:
    """A short reason from the error body (services put it in different places)."""
    text = response.text().strip()
    if not text:
        return ""
    try:
        data = json.loads(text)
    except ValueError:
        data = None
    if isinstance(data, dict):
        for key in ("message", "detail", "error", "error_description"):
            value = data.get(key)
            if isinstance(value, dict):
                value = value.get("message") or value.get("detail") or value.get("error")
            if isinstance(value, str) and value.strip():
                text = value.strip()
                break
    if text.lstrip().startswith("<"):
        # HTML error pages say nothing useful in a chat reply.
        return ""
    return f": {' '.join(text.split())[:ERROR_BODY_CHARS]}"
