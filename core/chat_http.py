"""`POST /chat/completions` for one endpoint on a shared aiohttp session.

The openai SDK's own request path (options copied twice, headers merged and
validated, the URL parsed and merged, an httpx request built and mapped onto
aiohttp) cost 0.5-0.9 ms of CPU a call against 0.13-0.22 ms for the same POST sent
here (docs/scaling.md, "Ninth pass"), and a model answer makes two calls. The
SDK stays the authority on everything but the sending: the URL, headers
(auth, organization, project, user agent), and timeout are read from its
client as it resolved them from the settings and the environment, and a
failure is raised as the SDK's own error type (a status error built by the
SDK from the response), so the retry and failover rules in `core.llm` read
exactly what they read before.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import aiohttp
    import httpx2
    from openai import AsyncOpenAI

_PATH = b"chat/completions"


class ChatTransport:
    """One endpoint's chat completions: the body in, the response body's bytes out."""

    def __init__(self, client: AsyncOpenAI) -> None:
        self._client = client
        base = client.base_url  # the SDK ends it with "/"
        self.url = str(base.copy_with(raw_path=base.raw_path + _PATH))
        self._session: aiohttp.ClientSession | None = None
        self._headers: dict[str, str] | None = None
        self._timeout: aiohttp.ClientTimeout | None = None
        self._proxy: Any = None
        self._proxy_auth: aiohttp.BasicAuth | None = None

    def _open(self) -> aiohttp.ClientSession:
        """The session, made on first use in the running loop (as the SDK's own aiohttp transport does)."""
        import aiohttp
        import httpx2
        from aiohttp.helpers import get_env_proxy_for_url
        from openai import Omit
        from yarl import URL

        client = self._client
        headers = {**client.default_headers, **client.auth_headers}
        self._headers = {k: v for k, v in headers.items() if not isinstance(v, Omit)}
        self._timeout = _timeout(client.timeout)
        # The proxy the environment names for this URL (HTTP(S)_PROXY, NO_PROXY), as the SDK's
        # client honours them; looked up once, where aiohttp's `trust_env` would ask a thread at
        # every request (and read ~/.netrc, whose credentials clash with the API key's header).
        try:
            self._proxy, self._proxy_auth = get_env_proxy_for_url(URL(self.url))
        except LookupError:
            self._proxy, self._proxy_auth = None, None
        # The SDK's defaults: up to 1,000 connections, redirects followed, and for https its
        # HTTP library's certificate checks (the system's roots, or SSL_CERT_FILE / SSL_CERT_DIR).
        tls = httpx2.create_ssl_context() if self.url.startswith("https:") else True
        self._session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=1000, ssl=tls))
        return self._session

    async def post(self, body: dict[str, Any]) -> bytes:
        """The 2xx response's body. A status of 400 or more raises the SDK's status error
        for it (`RateLimitError` for 429, ...); a timeout `APITimeoutError`; a refused or
        broken connection `APIConnectionError`."""
        import aiohttp  # loaded with the session; here, like the SDK, only once a model is called
        import openai

        session = self._session or self._open()
        # The SDK's serialisation: compact, UTF-8, no NaN.
        data = json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()
        try:
            async with session.post(
                self.url, data=data, headers=self._headers, timeout=self._timeout, proxy=self._proxy,
                proxy_auth=self._proxy_auth,
            ) as resp:
                content = await resp.read()
                if resp.status < 400:
                    return content
                status, headers = resp.status, resp.raw_headers
        except TimeoutError as exc:  # aiohttp's own timeouts (a deadline around this cancels instead)
            raise openai.APITimeoutError(request=self._request(data)) from exc
        except (aiohttp.ClientError, OSError) as exc:
            raise openai.APIConnectionError(request=self._request(data)) from exc
        raise self._client._make_status_error_from_response(self._response(data, status, headers, content))

    def _request(self, data: bytes) -> httpx2.Request:
        import httpx2

        return httpx2.Request("POST", self.url, headers=self._headers, content=data)

    def _response(self, data: bytes, status: int, headers: Any, content: bytes) -> httpx2.Response:
        import httpx2

        return httpx2.Response(status, headers=headers, content=content, request=self._request(data))

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None


def _timeout(timeout: Any) -> aiohttp.ClientTimeout:
    """The SDK's timeout as its aiohttp transport applies it: per connect, per read, for a free
    connection; and the read timeout for the whole response too. LLM_TIMEOUT_SECONDS is
    "seconds per model call": per read alone, a body arriving a byte at a time (a stuck
    proxy, a provider keeping the connection alive) held the call for minutes and the
    fallbacks were never tried."""
    import aiohttp
    import httpx2

    if not isinstance(timeout, httpx2.Timeout):
        timeout = httpx2.Timeout(timeout)
    return aiohttp.ClientTimeout(
        total=timeout.read, sock_connect=timeout.connect, sock_read=timeout.read, connect=timeout.pool
    )
