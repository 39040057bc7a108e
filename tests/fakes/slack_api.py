"""A local stand-in for Slack: the Web API (messages, streaming, the AI-app
thread methods, users, views), files upload v2, response URLs and a Socket Mode server.

It records every call so tests can check what Slack would have received, and
can be told to fail a method (`fail`) the way Slack does: HTTP 429 with
Retry-After, or `{"ok": false, "error": ...}`, or to carry out a call and
then keep its answer back (`stall`), as a Slack that went quiet after posting.
A streamed message (`chat.startStream` / `appendStream` / `stopStream`) keeps
its markdown text, its task cards and, once stopped, its closing blocks.
Messages keep their metadata; `conversations.replies` returns a thread with it
when asked to (`include_all_metadata`). Blocks are held to Slack's documented
limits (`invalid_blocks` beyond them), as Slack refuses the whole message then.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl

from aiohttp import WSMsgType, web

# Slack's documented Block Kit limits (api.slack.com/reference/block-kit).
MAX_BLOCKS = 50
MAX_VIEW_BLOCKS = 100  # a Home tab, modal or message view
SECTION_CHARS = 3000
BUTTON_TEXT_CHARS = 75
BUTTON_VALUE_CHARS = 2000
ACTIONS_ELEMENTS = 25
CONTEXT_ELEMENTS = 10

BOT_USER = "UBOT"
BOT_ID = "BBOT"
TEAM = "T1"


@dataclass
class Call:
    method: str
    args: dict[str, Any]


@dataclass
class Failure:
    error: str
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    fields: dict[str, str] = field(default_factory=dict)


@dataclass
class Message:
    channel: str
    ts: str
    text: str
    blocks: list[dict[str, Any]]
    thread_ts: str | None
    updates: int = 0
    markdown: str = ""
    tasks: dict[str, dict[str, Any]] = field(default_factory=dict)
    plan_title: str | None = None
    streaming: bool = False
    stream_args: dict[str, Any] = field(default_factory=dict)
    metadata: dict[str, Any] | None = None

    def add_chunks(self, chunks: list[dict[str, Any]]) -> None:
        for chunk in chunks:
            if chunk.get("type") == "markdown_text":
                self.markdown += chunk.get("text", "")
            elif chunk.get("type") == "task_update":
                self.tasks[chunk["id"]] = chunk
            elif chunk.get("type") == "plan_update":
                self.plan_title = chunk.get("title")


class FakeSlack:
    def __init__(self, max_message_chars: int | None = None) -> None:
        self.calls: list[Call] = []
        self.messages: dict[str, Message] = {}
        self.uploads: dict[str, bytes] = {}
        self.responses: list[dict[str, Any]] = []
        self.socket_acks: list[dict[str, Any]] = []
        self.max_message_chars = max_message_chars
        self.admins: set[str] = set()
        self.bot_name = "research-bot"  # the bot user's name, as auth.test gives it
        # Display names users.info gives, and users it does not find.
        self.user_names: dict[str, str] = {}
        self.missing_users: set[str] = set()
        self._failures: dict[str, list[Failure]] = {}
        self._stalls: dict[str, list[tuple[float, Callable[[dict[str, Any]], bool] | None]]] = {}
        self._ts = itertools.count(1)
        self._files = itertools.count(1)
        self._ws: web.WebSocketResponse | None = None
        self._ws_ready = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.base = ""

    # ---- lifecycle ------------------------------------------------------------

    async def start(self) -> FakeSlack:
        app = web.Application()
        app.router.add_post("/api/{method}", self._api)
        app.router.add_get("/api/{method}", self._api)  # users.info and other reads are GETs
        app.router.add_post("/upload/{file_id}", self._upload)
        app.router.add_post("/respond/{token}", self._respond)
        app.router.add_get("/ws", self._socket)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.base = f"http://127.0.0.1:{port}"
        return self

    async def stop(self) -> None:
        if self._ws is not None:
            await self._ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def api_url(self) -> str:
        return f"{self.base}/api/"

    def response_url(self, token: str = "cmd") -> str:
        return f"{self.base}/respond/{token}"

    # ---- scripting and inspection -----------------------------------------------

    def fail(
        self, method: str, error: str, times: int = 1, status: int = 200, headers: dict[str, str] | None = None,
        **fields: str,
    ) -> None:
        """The next `times` calls of `method` fail; `fields` join the error's body, as Slack's
        `missing_scope` carries `needed` and `provided`."""
        self._failures.setdefault(method, []).extend(Failure(error, status, headers or {}, fields) for _ in range(times))

    def stall(
        self, method: str, seconds: float, times: int = 1, when: Callable[[dict[str, Any]], bool] | None = None
    ) -> None:
        """Carry out the next `times` calls of `method` (whose arguments satisfy `when`,
        if given), then wait `seconds` before answering."""
        self._stalls.setdefault(method, []).extend([(seconds, when)] * times)

    def called(self, method: str) -> list[dict[str, Any]]:
        return [c.args for c in self.calls if c.method == method]

    def in_thread(self, channel: str, thread_ts: str) -> list[Message]:
        return [m for m in self.messages.values() if m.channel == channel and m.thread_ts == thread_ts]

    def streams(self) -> list[Message]:
        return [m for m in self.messages.values() if m.stream_args]

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 10.0) -> Any:
        """Poll: some conditions (the bot's own tasks finishing) happen outside this server."""
        deadline = asyncio.get_running_loop().time() + timeout
        while not (result := predicate()):
            if asyncio.get_running_loop().time() > deadline:
                raise TimeoutError(f"condition not met in {timeout} s; calls: {[c.method for c in self.calls]}")
            await asyncio.sleep(0.02)
        return result

    # ---- Socket Mode ----------------------------------------------------------------

    async def socket_send(self, envelope: dict[str, Any]) -> None:
        await asyncio.wait_for(self._ws_ready.wait(), 10)
        assert self._ws is not None
        await self._ws.send_str(json.dumps(envelope))

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self._ws = ws
        await ws.send_str(json.dumps({"type": "hello", "num_connections": 1}))
        self._ws_ready.set()
        async for msg in ws:
            if msg.type == WSMsgType.TEXT:
                self.socket_acks.append(json.loads(msg.data))
        return ws


    # ---- HTTP handlers ----------------------------------------------------------------

    async def _api(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        args = dict(request.query)
        if request.content_type == "application/json":
            args.update(await request.json())
        else:
            args.update(dict(parse_qsl(await request.text())))
        for key in ("blocks", "files", "chunks", "prompts", "view", "metadata"):
            if isinstance(args.get(key), str):
                args[key] = json.loads(args[key])
        self.calls.append(Call(method, args))
        queued = self._failures.get(method)
        if queued:
            failure = queued.pop(0)
            body = {"ok": False, "error": failure.error, **failure.fields}
            return web.json_response(body, status=failure.status, headers=failure.headers)
        if method == "apps.connections.open" and not request.headers.get("Authorization", "").startswith("Bearer xapp-"):
            # Slack opens Socket Mode only for an app-level token.
            return web.json_response({"ok": False, "error": "not_allowed_token_type"})
        if method == "auth.test" and request.headers.get("Authorization", "").startswith("Bearer xoxp-"):
            # A user token is a person: Slack's auth.test names them, with no bot_id.
            return web.json_response({"ok": True, "user_id": "U0PERSON", "team_id": TEAM, "user": "alice", "team": "Test"})
        answer = self._answer(method, args)
        stalls = self._stalls.get(method)
        if stalls and (stalls[0][1] is None or stalls[0][1](args)):
            await asyncio.sleep(stalls.pop(0)[0])
        return web.json_response(answer)

    def _answer(self, method: str, args: dict[str, Any]) -> dict[str, Any]:
        if method in ("chat.postMessage", "chat.update", "chat.postEphemeral", "chat.stopStream"):
            problem = invalid_blocks(args.get("blocks") or [])
            if problem:
                return {"ok": False, "error": "invalid_blocks", "errors": [problem]}
        if method == "views.publish":
            problem = invalid_blocks((args.get("view") or {}).get("blocks") or [], MAX_VIEW_BLOCKS)
            if problem:
                return {"ok": False, "error": "invalid_arguments", "response_metadata": {"messages": [problem]}}
        if method == "auth.test":
            return {"ok": True, "user_id": BOT_USER, "bot_id": BOT_ID, "team_id": TEAM, "user": self.bot_name, "team": "Test"}
        if method in ("chat.postMessage", "chat.update"):
            size = len(args.get("text", "")) + sum(len(json.dumps(b)) for b in args.get("blocks") or [])
            if self.max_message_chars is not None and size > self.max_message_chars:
                return {"ok": False, "error": "msg_too_long"}
            if method == "chat.update":
                message = self.messages.get(args["ts"])
                if message is None:
                    return {"ok": False, "error": "message_not_found"}
                message.text, message.blocks = args.get("text", ""), args.get("blocks") or []
                # An update replaces a streamed message's content as well.
                message.markdown, message.streaming = "", False
                message.updates += 1
                if "metadata" in args:
                    message.metadata = args["metadata"]
                return {"ok": True, "channel": message.channel, "ts": message.ts}
            ts = f"1700000000.{next(self._ts):06d}"
            self.messages[ts] = Message(
                args["channel"], ts, args.get("text", ""), args.get("blocks") or [], args.get("thread_ts"),
                metadata=args.get("metadata"),
            )
            return {"ok": True, "channel": args["channel"], "ts": ts, "message": {"ts": ts, "text": args.get("text", "")}}
        if method == "chat.startStream":
            ts = f"1700000000.{next(self._ts):06d}"
            message = Message(args["channel"], ts, "", [], args.get("thread_ts"), streaming=True, stream_args=dict(args))
            message.add_chunks(args.get("chunks") or [])
            if args.get("markdown_text"):
                message.markdown += args["markdown_text"]
            self.messages[ts] = message
            return {"ok": True, "channel": args["channel"], "ts": ts}
        if method in ("chat.appendStream", "chat.stopStream"):
            message = self.messages.get(args.get("ts", ""))
            if message is None or not message.streaming:
                return {"ok": False, "error": "message_not_in_streaming_state"}
            message.add_chunks(args.get("chunks") or [])
            if args.get("markdown_text"):
                message.markdown += args["markdown_text"]
            message.updates += 1
            if method == "chat.stopStream":
                message.streaming = False
                message.blocks = args.get("blocks") or []
                message.text = message.markdown
                if "metadata" in args:
                    message.metadata = args["metadata"]
            return {"ok": True, "channel": message.channel, "ts": message.ts}
        if method == "conversations.replies":
            return self._replies(args)
        if method == "users.info":
            user = args.get("user", "")
            if user in self.missing_users:
                return {"ok": False, "error": "user_not_found"}
            name = self.user_names.get(user, "")
            profile = {"display_name": name, "real_name": name.title()}
            return {"ok": True, "user": {"id": user, "name": name or user.lower(), "is_admin": user in self.admins,
                                         "is_owner": False, "profile": profile}}
        if method == "chat.postEphemeral":
            return {"ok": True, "message_ts": f"1700000000.{next(self._ts):06d}"}
        if method == "chat.delete":
            self.messages.pop(args.get("ts", ""), None)
            return {"ok": True}
        if method == "files.getUploadURLExternal":
            file_id = f"F{next(self._files):05d}"
            return {"ok": True, "file_id": file_id, "upload_url": f"{self.base}/upload/{file_id}"}
        if method == "files.completeUploadExternal":
            files = args.get("files") or []
            return {"ok": True, "files": [{"id": f["id"], "title": f.get("title")} for f in files]}
        if method == "apps.connections.open":
            return {"ok": True, "url": f"ws://{self.base.removeprefix('http://')}/ws"}
        return {"ok": True}

    def _replies(self, args: dict[str, Any]) -> dict[str, Any]:
        """A thread's messages by the bot, oldest first, from `oldest` on, `limit` a page."""
        channel, root = args.get("channel", ""), args.get("ts", "")
        thread = sorted(
            (m for m in self.messages.values() if m.channel == channel and (m.thread_ts == root or m.ts == root)),
            key=lambda m: m.ts,
        )
        if args.get("oldest"):
            inclusive = str(args.get("inclusive")) in ("1", "true", "True")
            thread = [m for m in thread if m.ts > args["oldest"] or (inclusive and m.ts == args["oldest"])]
        start = int(args.get("cursor") or 0)
        limit = int(args.get("limit") or 1000)
        page = thread[start : start + limit]
        with_metadata = str(args.get("include_all_metadata")) in ("1", "true", "True")
        messages = [
            {"type": "message", "ts": m.ts, "thread_ts": m.thread_ts, "text": m.text, "bot_id": BOT_ID}
            | ({"metadata": m.metadata} if with_metadata and m.metadata else {})
            for m in page
        ]
        more = start + limit < len(thread)
        return {"ok": True, "messages": messages, "has_more": more,
                "response_metadata": {"next_cursor": str(start + limit) if more else ""}}

    async def _upload(self, request: web.Request) -> web.Response:
        data = await request.read()
        self.uploads[request.match_info["file_id"]] = data
        return web.Response(text=f"OK - {len(data)}")

    async def _respond(self, request: web.Request) -> web.Response:
        self.responses.append(await request.json())
        return web.Response(text="ok")


def invalid_blocks(blocks: list[dict[str, Any]], max_blocks: int = MAX_BLOCKS) -> str | None:
    """Why Slack would refuse these blocks (`invalid_blocks`), or None."""
    if len(blocks) > max_blocks:
        return f"no more than {max_blocks} items allowed [json-pointer:/blocks]"
    for n, block in enumerate(blocks):
        where = f"[json-pointer:/blocks/{n}"
        if block.get("type") == "section" and isinstance(block.get("text"), dict):
            size = len(block["text"].get("text", ""))
            if not 1 <= size <= SECTION_CHARS:
                return f"must be between 1 and {SECTION_CHARS} characters {where}/text/text]"
        if block.get("type") == "actions" and len(block.get("elements", [])) > ACTIONS_ELEMENTS:
            return f"no more than {ACTIONS_ELEMENTS} items allowed {where}/elements]"
        if block.get("type") == "context" and len(block.get("elements", [])) > CONTEXT_ELEMENTS:
            return f"no more than {CONTEXT_ELEMENTS} items allowed {where}/elements]"
        for m, element in enumerate(block.get("elements", [])):
            if element.get("type") != "button":
                continue
            label = element.get("text", {}).get("text", "")
            if not 1 <= len(label) <= BUTTON_TEXT_CHARS:
                return f"must be between 1 and {BUTTON_TEXT_CHARS} characters {where}/elements/{m}/text/text]"
            if len(element.get("value", "")) > BUTTON_VALUE_CHARS:
                return f"must be less than {BUTTON_VALUE_CHARS + 1} characters {where}/elements/{m}/value]"
    return None
