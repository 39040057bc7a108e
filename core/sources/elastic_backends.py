"""How the Elasticsearch source talks to its cluster: the official client, or plain REST for OpenSearch.

The official `elasticsearch` client refuses any server that does not send
`X-Elastic-Product: Elasticsearch` and asks for `compatible-with=9` media
types, which OpenSearch does not speak. Both products share the `_search` and
`_doc` APIs the source uses, so one probe of `GET /` picks the backend: the
official client for Elasticsearch, the same request bodies over aiohttp for
OpenSearch. Either way an API error arrives as `EsFailure` (status + body) and
a network failure as a readable `SourceError`.
"""

from __future__ import annotations

import json
from typing import Any, Protocol
from urllib.parse import quote

from elasticsearch import (
    ApiError,
    AsyncElasticsearch,
    ConnectionError as EsConnectionError,
    ConnectionTimeout,
    TransportError,
    UnsupportedProductError,
)

from core.sources.base import SourceError
from core.sources.http import HttpClient, HttpSourceError


class EsFailure(Exception):
    """The cluster answered with an error: its HTTP status and error body."""

    def __init__(self, status: int, body: Any) -> None:
        super().__init__(status)
        self.status = status
        self.body = body if isinstance(body, dict) else {}

    @property
    def error_type(self) -> str:
        error = self.body.get("error")
        return str(error.get("type", "")) if isinstance(error, dict) else ""

    @property
    def reason(self) -> str:
        error = self.body.get("error")
        if isinstance(error, dict):
            causes = error.get("root_cause") or [error]
            return str(causes[0].get("reason") or error.get("reason") or error.get("type") or "")
        return str(error or "")


class SearchBackend(Protocol):
    label: str

    async def search(self, index: str, body: dict[str, Any]) -> dict[str, Any]: ...

    async def get(self, index: str, id: str) -> dict[str, Any] | None:
        """The `_doc` answer, or None when the document does not exist."""
        ...

    async def aclose(self) -> None: ...


class OfficialClientBackend:
    label = "Elasticsearch"

    def __init__(self, client: AsyncElasticsearch, timeout_seconds: float) -> None:
        self.client = client
        self.timeout_seconds = timeout_seconds

    async def search(self, index: str, body: dict[str, Any]) -> dict[str, Any]:
        params = {("from_" if key == "from" else key): value for key, value in body.items()}
        return await self._call(self._es().search(index=index, **params))

    async def get(self, index: str, id: str) -> dict[str, Any] | None:
        try:
            return await self._call(self._es().get(index=index, id=id))
        except EsFailure as failure:
            if failure.status == 404 and failure.error_type != "index_not_found_exception":
                return None
            raise

    async def aclose(self) -> None:
        await self.client.close()

    def _es(self) -> AsyncElasticsearch:
        return self.client.options(request_timeout=self.timeout_seconds)

    async def _call(self, request: Any) -> dict[str, Any]:
        try:
            response = await request
        except UnsupportedProductError:
            raise SourceError("the server at ELASTICSEARCH_URL is neither Elasticsearch nor OpenSearch") from None
        except ApiError as exc:
            raise EsFailure(exc.meta.status, exc.body) from None
        except ConnectionTimeout:
            raise SourceError(f"Elasticsearch did not answer within {self.timeout_seconds:g} s") from None
        except EsConnectionError:
            raise SourceError("Elasticsearch could not be reached; check ELASTICSEARCH_URL") from None
        except TransportError as exc:
            raise SourceError(f"Elasticsearch request failed ({type(exc).__name__})") from None
        return dict(response.body)


class RestBackend:
    """The same API calls as plain JSON over HTTP (OpenSearch)."""

    label = "OpenSearch"

    def __init__(self, http: HttpClient, url: str, headers: dict[str, str]) -> None:
        self.http = http
        self.url = url.rstrip("/")
        self.headers = headers

    async def search(self, index: str, body: dict[str, Any]) -> dict[str, Any]:
        return await self.call("POST", f"/{quote(index)}/_search", body)

    async def get(self, index: str, id: str) -> dict[str, Any] | None:
        try:
            return await self.call("GET", f"/{quote(index)}/_doc/{quote(id, safe='')}")
        except EsFailure as failure:
            if failure.status == 404 and failure.error_type != "index_not_found_exception":
                return None
            raise

    async def aclose(self) -> None:
        await self.http.aclose()

    async def call(self, method: str, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
        try:
            response = await self.http.request(method, f"{self.url}{path}", headers=self.headers, json_body=body)
        except HttpSourceError as exc:
            if exc.status is None:
                raise
            raise EsFailure(exc.status, _json_or_empty(exc.body)) from None
        data = response.json()
        return data if isinstance(data, dict) else {}


def _json_or_empty(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return {}


async def open_backend(url: str, api_key: str | None, timeout_seconds: float) -> SearchBackend:
    """Ask the cluster what it is (`GET /`) and return the backend that speaks to it."""
    headers = {"Accept": "application/json"}
    if api_key:
        headers["Authorization"] = f"ApiKey {api_key}"
    http = HttpClient("Elasticsearch", timeout_seconds)
    try:
        info = await RestBackend(http, url, headers).call("GET", "/")
    except HttpSourceError as exc:
        await http.aclose()
        raise SourceError(f"{exc}; check ELASTICSEARCH_URL") from None
    except BaseException:
        await http.aclose()
        raise
    if (info.get("version") or {}).get("distribution") == "opensearch":
        http.label = "OpenSearch"
        return RestBackend(http, url, headers)
    await http.aclose()
    client = AsyncElasticsearch(
        url,
        api_key=api_key or None,
        request_timeout=timeout_seconds,
        # The research loop has its own budgets; one retry covers a node restart.
        max_retries=1,
        retry_on_timeout=False,
    )
    return OfficialClientBackend(client, timeout_seconds)
