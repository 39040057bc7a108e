"""MCP servers as research tools.

Every configured server (`MCP_SERVERS`: a command run over stdio, or a
streamable-HTTP `url`) contributes its own tools, named `<server>_<tool>`,
with the input schemas the server declares. A tool's text result becomes the
observation; JSON objects carrying a title (or name) and text/url become
citable hits, anything else is one hit for the whole result.

The SDK's client lives inside anyio task groups, which must be entered and
left by the same task, so each connection is owned by a background task that
opens it, waits for `aclose()`, and closes it. A connection opens when the
server's tools are first loaded and reopens once when a call finds it closed
(a crashed server process).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from dataclasses import dataclass, field
from typing import Any

from mcp import Client, MCPError, StdioServerParameters
from mcp.types import (
    CONNECTION_CLOSED,
    REQUEST_TIMEOUT,
    CallToolResult,
    EmbeddedResource,
    ResourceLink,
    TextContent,
    TextResourceContents,
)

from core.config import McpServer, Settings
from core.sources.tools import Observation, Tool, tool_name
from core.sources.base import Hit, SourceError
from core.text import truncate

log = logging.getLogger(__name__)

CONNECT_TIMEOUT_SECONDS = 30.0
CLOSE_TIMEOUT_SECONDS = 10.0
MAX_TOOL_PAGES = 20
SNIPPET_CHARS = 300


def _describe(exc: BaseException) -> str:
    """The innermost reason, without task-group wrappers or tracebacks."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    if isinstance(exc, MCPError):
        return exc.message
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class _Connection:
    """One live client session, owned by a background task."""

    def __init__(self, config: McpServer, timeout_seconds: float, connect_timeout: float) -> None:
        self.config = config
        self.timeout_seconds = timeout_seconds
        self.connect_timeout = connect_timeout
        self._client: Client | None = None
        self._task: asyncio.Task[None] | None = None
        self._stop = asyncio.Event()
        self._lock = asyncio.Lock()

    def _target(self) -> StdioServerParameters | str:
        if self.config.url:
            return self.config.url
        if not self.config.command:
            raise SourceError(f"MCP server '{self.config.name}' needs a command or a url")
        return StdioServerParameters(command=self.config.command, args=self.config.args, env=self.config.env or None)

    async def client(self) -> Client:
        async with self._lock:
            if self._client is None:
                self._client = await self._open()
            return self._client

    async def reset(self, stale: Client) -> None:
        """Drop a connection found closed, unless another caller already replaced it."""
        async with self._lock:
            if self._client is stale:
                await self._shutdown()

    async def _open(self) -> Client:
        ready: asyncio.Future[Client] = asyncio.get_running_loop().create_future()
        self._stop = asyncio.Event()
        self._task = asyncio.create_task(self._run(self._target(), ready, self._stop), name=f"mcp:{self.config.name}")
        try:
            async with asyncio.timeout(self.connect_timeout):
                return await asyncio.shield(ready)
        except TimeoutError:
            await self._shutdown()
            raise SourceError(
                f"MCP server '{self.config.name}' did not finish connecting within {self.connect_timeout:g} s"
            ) from None
        except Exception as exc:
            await self._shutdown()
            raise SourceError(f"MCP server '{self.config.name}' could not be started: {_describe(exc)}") from None

    async def _run(self, target: StdioServerParameters | str, ready: asyncio.Future[Client], stop: asyncio.Event) -> None:
        try:
            async with Client(target, read_timeout_seconds=self.timeout_seconds) as client:
                ready.set_result(client)
                await stop.wait()
        except Exception as exc:  # noqa: BLE001 - reported to the opener, or logged once it is running
            if not ready.done():
                ready.set_exception(exc)
            else:
                log.warning("mcp.connection_ended server=%s reason=%s", self.config.name, _describe(exc))

    async def _shutdown(self) -> None:
        self._client = None
        task, self._task = self._task, None
        if task is None:
            return
        self._stop.set()
        try:
            async with asyncio.timeout(CLOSE_TIMEOUT_SECONDS):
                await asyncio.shield(task)
        except TimeoutError:
            task.cancel()
            log.warning("mcp.close_timeout server=%s", self.config.name)

    async def close(self) -> None:
        async with self._lock:
            await self._shutdown()


def _hit_id(server: str, tool: str, args: dict[str, Any], item: int) -> str:
    """Stable across runs: the same call on the same server names the same result."""
    digest = hashlib.sha1(json.dumps(args, sort_keys=True, default=str).encode()).hexdigest()[:10]
    return f"{server}:{tool}:{digest}:{item}"


def _item_hit(data: dict[str, Any], fallback_id: str, source: str) -> Hit | None:
    title = data.get("title") or data.get("name")
    body = next((data[k] for k in ("text", "content", "summary", "description", "body") if isinstance(data.get(k), str)), None)
    if not isinstance(title, str) or not (body or data.get("url")):
        return None
    text = body or json.dumps(data, ensure_ascii=False)
    return Hit(
        id=str(data.get("id") or fallback_id),
        source=source,
        title=title,
        snippet=truncate(text, SNIPPET_CHARS),
        text=text,
        url=data.get("url") if isinstance(data.get("url"), str) else None,
    )


@dataclass
class McpServerTools:
    """A ToolProvider for one MCP server; `await load()` before `tools()`."""

    config: McpServer
    timeout_seconds: float
    connect_timeout: float = CONNECT_TIMEOUT_SECONDS
    _tools: list[Tool] = field(default_factory=list, init=False)
    _connection: _Connection = field(init=False)

    def __post_init__(self) -> None:
        self._connection = _Connection(self.config, self.timeout_seconds, self.connect_timeout)

    @property
    def name(self) -> str:
        return self.config.name

    @property
    def description(self) -> str:
        return f"tools of the MCP server '{self.config.name}'"

    async def load(self) -> list[Tool]:
        """Connect (if needed) and learn the server's tools, following list pages."""
        client = await self._connection.client()
        listed: list[Any] = []
        cursor: str | None = None
        try:
            for _ in range(MAX_TOOL_PAGES):
                page = await client.list_tools(cursor=cursor)
                listed.extend(page.tools)
                cursor = page.next_cursor
                if cursor is None:
                    break
        except MCPError as exc:
            raise SourceError(f"MCP server '{self.name}' could not list its tools: {exc.message}") from None
        self._tools = [self._tool(t.name, t.description or "", t.input_schema) for t in listed]
        return self._tools

    def tools(self) -> list[Tool]:
        return list(self._tools)

    async def call(self, tool: str, args: dict[str, Any]) -> Observation:
        client = await self._connection.client()
        try:
            result = await client.call_tool(tool, args)
        except MCPError as exc:
            if exc.code != CONNECTION_CLOSED:
                raise self._error(tool, exc) from None
            log.warning("mcp.reconnecting server=%s reason=%s", self.name, exc.message)
            await self._connection.reset(client)
            try:
                result = await (await self._connection.client()).call_tool(tool, args)
            except MCPError as again:
                raise self._error(tool, again) from None
        return self._observation(tool, args, result)

    async def aclose(self) -> None:
        await self._connection.close()

    def _error(self, tool: str, exc: MCPError) -> SourceError:
        if exc.code == REQUEST_TIMEOUT:
            return SourceError(f"{self.name}.{tool} did not answer within {self.timeout_seconds:g} s")
        return SourceError(f"{self.name}.{tool} failed: {exc.message}")

    def _tool(self, name: str, description: str, schema: dict[str, Any]) -> Tool:
        async def handler(args: dict[str, Any]) -> Observation:
            return await self.call(name, args)

        parameters = schema if schema.get("type") == "object" else {"type": "object", "properties": {}}
        return Tool(
            name=tool_name(self.name, name),
            description=f"[{self.name}] {description}".strip(),
            parameters=parameters,
            handler=handler,
        )

    def _observation(self, tool: str, args: dict[str, Any], result: CallToolResult) -> Observation:
        texts: list[str] = []
        links: list[ResourceLink] = []
        for block in result.content:
            if isinstance(block, TextContent):
                texts.append(block.text)
            elif isinstance(block, EmbeddedResource) and isinstance(block.resource, TextResourceContents):
                texts.append(block.resource.text)
            elif isinstance(block, ResourceLink):
                links.append(block)
        text = "\n\n".join(t for t in texts if t.strip())
        if result.is_error:
            return Observation(error=f"{self.name}.{tool}: {text or 'the tool reported an error'}")
        hits = self._hits(tool, args, texts, links)
        return Observation(text="" if hits else f"{self.name}.{tool} found nothing", hits=hits)

    def _hits(self, tool: str, args: dict[str, Any], texts: list[str], links: list[ResourceLink]) -> list[Hit]:
        items = _json_items(texts)
        structured = [_item_hit(item, _hit_id(self.name, tool, args, n), self.name) for n, item in enumerate(items or [])]
        hits = [h for h in structured if h is not None]
        if items is None or len(hits) != len(items):
            hits = self._whole_hit(tool, args, texts)
        return hits + [
            Hit(
                id=_hit_id(self.name, tool, args, n),
                source=self.name,
                title=link.title or link.name,
                snippet=link.description or "",
                text=link.description or "",
                url=str(link.uri),
            )
            for n, link in enumerate(links, start=len(hits))
        ]

    def _whole_hit(self, tool: str, args: dict[str, Any], texts: list[str]) -> list[Hit]:
        whole = "\n\n".join(t for t in texts if t.strip())
        if not whole:
            return []
        call = ", ".join(f"{k}={v}" for k, v in args.items())
        return [
            Hit(
                id=_hit_id(self.name, tool, args, 0),
                source=self.name,
                title=f"{self.name}: {tool}({call})"[:200],
                snippet=truncate(whole, SNIPPET_CHARS),
                text=whole,
            )
        ]


def _json_items(texts: list[str]) -> list[dict[str, Any]] | None:
    """The JSON objects the text blocks hold, or None unless every block is JSON objects."""
    items: list[Any] = []
    for text in texts:
        try:
            parsed = json.loads(text)
        except ValueError:
            return None
        items.extend(parsed if isinstance(parsed, list) else [parsed])
    return items if all(isinstance(item, dict) for item in items) else None


async def build_mcp_tools(settings: Settings) -> list[McpServerTools]:
    """Connect to every configured server and learn its tools; a broken server is logged and skipped."""
    providers = [McpServerTools(server, settings.research_tool_timeout_seconds) for server in settings.mcp_servers]
    loaded = await asyncio.gather(*(p.load() for p in providers), return_exceptions=True)
    ready: list[McpServerTools] = []
    for provider, outcome in zip(providers, loaded, strict=True):
        if isinstance(outcome, BaseException):
            log.warning("mcp.unavailable server=%s reason=%s", provider.name, _describe(outcome))
            await provider.aclose()
            continue
        log.info("mcp.ready server=%s tools=%d", provider.name, len(outcome))
        ready.append(provider)
    return ready
