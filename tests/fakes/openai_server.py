"""A local OpenAI-compatible chat-completions server, scripted per test.

The real `openai` client (which speaks httpx2, so respx cannot intercept it)
talks to this over real HTTP. Each request takes the next scripted answer from
a queue: a plain reply, tool calls, an HTTP error with headers, any of them
after a delay; a hang (the request is read and never answered, as a stuck
provider behaves); or a handler computing the answer from the request. Every
request body is recorded so tests can assert what the model was sent.

    async with FakeOpenAI() as fake:
        fake.tool_calls(("search_docs", {"query": "celery"}))
        fake.reply("done")
        client = AsyncOpenAI(base_url=fake.base_url, api_key="x", max_retries=0)
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

Handler = Callable[[dict[str, Any]], "Scripted | Awaitable[Scripted]"]


@dataclass
class Scripted:
    """One scripted answer: a 200 completion or an error status."""

    status: int = 200
    content: str | None = None
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    error: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    usage: dict[str, int] | None = None
    finish_reason: str | None = None
    hang: bool = False
    raw: str | None = None  # a 200 body sent as it is (a server that bends the schema)
    # Seconds between the bytes of a 200 body sent one at a time (headers at once): a
    # provider or proxy that keeps the connection busy without ever finishing in time.
    trickle: float = 0.0


@dataclass
class Recorded:
    body: dict[str, Any]
    headers: dict[str, str]
    received: float

    @property
    def messages(self) -> list[dict[str, Any]]:
        return self.body.get("messages", [])

    @property
    def text(self) -> str:
        """Every message's text content joined: what the model was shown."""
        parts = []
        for message in self.messages:
            content = message.get("content")
            if isinstance(content, str):
                parts.append(content)
            elif isinstance(content, list):
                parts.extend(p.get("text", "") for p in content if isinstance(p, dict))
        return "\n".join(parts)


def _unmatched_tool_message(messages: list[dict[str, Any]]) -> str:
    """Why the conversation would be rejected for its tool messages, or ""."""
    called: set[str] = set()
    for message in messages:
        for call in message.get("tool_calls") or []:
            if isinstance(call.get("id"), str) and call["id"]:
                called.add(call["id"])
        if message.get("role") == "tool" and message.get("tool_call_id") not in called:
            return f"tool message's tool_call_id {message.get('tool_call_id')!r} answers no earlier tool call"
    return ""


def _estimate_tokens(text: str) -> int:
    return max(1, len(text) // 4)


class FakeOpenAI:
    def __init__(self, model: str = "fake-model") -> None:
        self.model = model
        self.queue: deque[Scripted | Handler] = deque()
        self.default: Handler | None = None
        self.requests: list[Recorded] = []
        self._ids = itertools.count(1)
        self._runner: web.AppRunner | None = None
        self.port = 0

    # --- scripting --------------------------------------------------------
    def reply(self, content: str, *, delay: float = 0.0, usage: dict[str, int] | None = None) -> FakeOpenAI:
        self.queue.append(Scripted(content=content, delay=delay, usage=usage))
        return self

    def raw_reply(self, body: str) -> FakeOpenAI:
        """The next answer is `body` as it is, with a JSON content type."""
        self.queue.append(Scripted(raw=body))
        return self

    def json_reply(self, payload: Any, *, delay: float = 0.0) -> FakeOpenAI:
        return self.reply(json.dumps(payload), delay=delay)

    def tool_calls(
        self, *calls: tuple[str, dict[str, Any]] | tuple[str, str], content: str | None = None, delay: float = 0.0,
        ids: bool = True,
    ) -> FakeOpenAI:
        """Calls given as (name, args); args may be a raw string to script malformed JSON.
        `ids=False` scripts a server that omits tool-call ids (some OpenAI-compatible ones do)."""
        scripted = [
            {
                **({"id": f"call_{next(self._ids)}"} if ids else {}),
                "type": "function",
                "function": {"name": name, "arguments": args if isinstance(args, str) else json.dumps(args)},
            }
            for name, args in calls
        ]
        self.queue.append(Scripted(content=content, tool_calls=scripted, delay=delay))
        return self

    def error(
        self, status: int, message: str = "scripted error", *, headers: dict[str, str] | None = None, delay: float = 0.0
    ) -> FakeOpenAI:
        self.queue.append(Scripted(status=status, error=message, headers=headers or {}, delay=delay))
        return self

    def trickle(self, content: str, seconds_per_byte: float) -> FakeOpenAI:
        """The next reply's headers at once, then its body one byte every `seconds_per_byte`."""
        self.queue.append(Scripted(content=content, trickle=seconds_per_byte))
        return self

    def hang(self) -> FakeOpenAI:
        """The next request is received and never answered (until the server closes)."""
        self.queue.append(Scripted(hang=True))
        return self

    def hang_always(self) -> FakeOpenAI:
        """Every request from now on hangs: a provider that accepts connections and goes silent."""
        self.queue.clear()
        self.default = lambda body: Scripted(hang=True)
        return self

    def handler(self, fn: Handler) -> FakeOpenAI:
        self.queue.append(fn)
        return self

    # --- lifecycle ----------------------------------------------------------
    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    async def start(self) -> FakeOpenAI:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._completions)
        app.router.add_get("/v1/models", self._models)
        # Scripted delays must not hold up a test's teardown.
        self._runner = web.AppRunner(app, shutdown_timeout=0.1)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeOpenAI:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # --- HTTP -----------------------------------------------------------------
    async def _models(self, request: web.Request) -> web.Response:
        return web.json_response({"object": "list", "data": [{"id": self.model, "object": "model"}]})

    async def _completions(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.requests.append(Recorded(body=body, headers=dict(request.headers), received=time.perf_counter()))
        unanswerable = _unmatched_tool_message(body.get("messages", []))
        if unanswerable:
            # As strict servers (OpenAI's own) do: every tool message answers an earlier call by its id.
            return web.json_response({"error": {"message": unanswerable, "type": "invalid_request_error"}}, status=400)
        scripted = await self._next(body)
        if scripted.hang:
            await asyncio.Event().wait()  # cancelled when the server shuts down
        if scripted.delay:
            await asyncio.sleep(scripted.delay)
        if scripted.status != 200:
            return web.json_response(
                {"error": {"message": scripted.error, "type": "scripted", "code": scripted.status}},
                status=scripted.status,
                headers=scripted.headers,
            )
        if scripted.raw is not None:
            return web.Response(text=scripted.raw, content_type="application/json")
        if body.get("stream"):
            return await self._stream(request, body, scripted)
        if scripted.trickle:
            return await self._trickle(request, json.dumps(self._completion(body, scripted)).encode(), scripted.trickle)
        return web.json_response(self._completion(body, scripted))

    @staticmethod
    async def _trickle(request: web.Request, payload: bytes, seconds_per_byte: float) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "application/json"})
        await response.prepare(request)
        for byte in range(len(payload)):
            await response.write(payload[byte : byte + 1])
            await asyncio.sleep(seconds_per_byte)
        await response.write_eof()
        return response

    async def _next(self, body: dict[str, Any]) -> Scripted:
        item: Scripted | Handler | None = self.queue.popleft() if self.queue else self.default
        if item is None:
            return Scripted(status=500, error="fake OpenAI server: no scripted response left")
        if isinstance(item, Scripted):
            return item
        result = item(body)
        if asyncio.iscoroutine(result) or isinstance(result, Awaitable):
            result = await result
        return result  # type: ignore[return-value]

    def _usage(self, body: dict[str, Any], scripted: Scripted) -> dict[str, int]:
        if scripted.usage is not None:
            usage = dict(scripted.usage)
        else:
            prompt = _estimate_tokens(json.dumps(body.get("messages", [])) + json.dumps(body.get("tools", [])))
            completion = _estimate_tokens((scripted.content or "") + json.dumps(scripted.tool_calls))
            usage = {"prompt_tokens": prompt, "completion_tokens": completion}
        usage.setdefault("total_tokens", usage.get("prompt_tokens", 0) + usage.get("completion_tokens", 0))
        return usage

    def _completion(self, body: dict[str, Any], scripted: Scripted) -> dict[str, Any]:
        message: dict[str, Any] = {"role": "assistant", "content": scripted.content}
        if scripted.tool_calls:
            message["tool_calls"] = scripted.tool_calls
        finish = scripted.finish_reason or ("tool_calls" if scripted.tool_calls else "stop")
        return {
            "id": f"chatcmpl-{next(self._ids)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model") or self.model,
            "choices": [{"index": 0, "message": message, "finish_reason": finish, "logprobs": None}],
            "usage": self._usage(body, scripted),
        }

    async def _stream(self, request: web.Request, body: dict[str, Any], scripted: Scripted) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        chunk_id = f"chatcmpl-{next(self._ids)}"
        model = body.get("model") or self.model

        async def send(delta: dict[str, Any], finish: str | None = None, usage: dict[str, int] | None = None) -> None:
            chunk: dict[str, Any] = {
                "id": chunk_id,
                "object": "chat.completion.chunk",
                "created": int(time.time()),
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}] if usage is None else [],
            }
            if usage is not None:
                chunk["usage"] = usage
            await response.write(f"data: {json.dumps(chunk)}\n\n".encode())

        await send({"role": "assistant", "content": ""})
        text = scripted.content or ""
        for start in range(0, len(text), 16):
            await send({"content": text[start : start + 16]})
        for index, call in enumerate(scripted.tool_calls):
            await send({"tool_calls": [{"index": index, **call}]})
        await send({}, finish=scripted.finish_reason or ("tool_calls" if scripted.tool_calls else "stop"))
        if (body.get("stream_options") or {}).get("include_usage"):
            await send({}, usage=self._usage(body, scripted))
        await response.write(b"data: [DONE]\n\n")
        await response.write_eof()
        return response
