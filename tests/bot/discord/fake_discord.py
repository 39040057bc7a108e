"""A local Discord: REST API + gateway, enough for the real discord.py client.

The real client logs in over HTTP, connects a real WebSocket to the fake
gateway (HELLO -> IDENTIFY -> READY + GUILD_CREATE), receives MESSAGE_CREATE,
THREAD_CREATE and INTERACTION_CREATE events pushed by tests, and talks back
over REST: messages, edits, threads, typing, DMs, interaction callbacks,
webhook follow-ups and command registration. Every REST call is recorded, and
a test can script the next matching call to fail with an HTTP error. A message
sent with a nonce and `enforce_nonce` that was seen before returns the message
already made for it, as Discord does for a few minutes. A thread name outside
Discord's 1-100 characters is refused as Discord refuses it (400, code 50035).

discord.py only parses bodies whose Content-Type is exactly `application/json`,
so responses set it by hand; frames are plain text (no zlib).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, TypeVar

from aiohttp import WSMsgType, web

Json = dict[str, Any]
T = TypeVar("T")

THREAD_NAME_CHARS = 100  # Discord's limit on a channel or thread name
BOT_ID = 900_000_000_000_000_001
APP_ID = 900_000_000_000_000_002
GUILD_ID = 800_000_000_000_000_001
CHANNEL_ID = 800_000_000_000_000_010
USER_ID = 700_000_000_000_000_001
MEMBER_ROLE_ID = 800_000_000_000_000_100
BOT_ROLE_ID = 800_000_000_000_000_101  # the bot's managed integration role


def _now() -> str:
    return datetime.now(UTC).isoformat()


def _json(data: Any, status: int = 200) -> web.Response:
    headers = {"Content-Type": "application/json"}
    if status == 429:
        # discord.py treats a 429 without Via as a Cloudflare ban rather than a rate limit.
        headers["Via"] = "1.1 google"
    return web.Response(status=status, body=json.dumps(data).encode(), headers=headers)


def raw_custom_ids(message: Json) -> list[str]:
    """Custom ids of the buttons on a message payload, as sent."""
    return [c["custom_id"] for row in message.get("components") or [] for c in row.get("components", [])
            if "custom_id" in c]


def custom_ids(message: Json) -> list[str]:
    """Custom ids of the buttons on a message payload without the answer's random id
    (`:a<hex>` at the end): what a test can spell. Clicked, they act as an older button."""
    return [re.sub(r":a[0-9a-f]+$", "", i) for i in raw_custom_ids(message)]


@dataclass
class Call:
    """One REST request the bot made."""

    method: str
    path: str
    body: Json
    files: list[tuple[str, bytes]] = field(default_factory=list)
    query: dict[str, str] = field(default_factory=dict)

    @property
    def content(self) -> str:
        return self.body.get("content") or ""

    @property
    def components(self) -> list[Json]:
        return self.body.get("components") or []

    def custom_ids(self) -> list[str]:
        return custom_ids(self.body)


SEND_MESSAGES_IN_THREADS = 1 << 38


@dataclass
class Failure:
    method: str
    pattern: re.Pattern[str]
    status: int
    code: int
    message: str
    extra: Json = field(default_factory=dict)
    when: Callable[[Json], bool] | None = None  # only requests whose JSON body matches


class FakeDiscord:
    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.messages: dict[int, Json] = {}
        self.channels: dict[int, Json] = {}
        self.originals: dict[str, Json] = {}  # interaction token -> original response message
        self.interaction_channels: dict[str, int] = {}
        self.token_messages: dict[str, list[int]] = {}  # interaction token -> messages it produced
        self.failures: list[Failure] = []
        self.commands: dict[str, list[Json]] = {}
        self.nonces: dict[str, int] = {}  # enforced nonce -> the message made for it
        self._ids = itertools.count(1_000_000_000_000_000_000)
        self._seq = itertools.count(1)
        self._ws: web.WebSocketResponse | None = None
        self._changed = asyncio.Condition()
        self._identified = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.port = 0
        self.bot_user: Json = {"id": str(BOT_ID), "username": "research-bot", "discriminator": "0", "avatar": None,
                               "global_name": None, "bot": True}
        self.user: Json = self.make_user(USER_ID, "alice")
        self.channels[CHANNEL_ID] = {"id": str(CHANNEL_ID), "type": 0, "guild_id": str(GUILD_ID), "name": "general",
                                     "position": 0, "permission_overwrites": [], "nsfw": False, "parent_id": None}
        self.roles: list[Json] = [
            self._role(GUILD_ID, "@everyone"),
            self._role(MEMBER_ROLE_ID, "researchers"),
            {**self._role(BOT_ROLE_ID, "research-bot"), "managed": True, "tags": {"bot_id": str(BOT_ID)}},
        ]

    # --- lifecycle -------------------------------------------------------------

    async def __aenter__(self) -> FakeDiscord:
        app = web.Application()
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._ws is not None:
            await self._ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    # --- payloads ----------------------------------------------------------------

    def new_id(self) -> int:
        return next(self._ids)

    @staticmethod
    def make_user(user_id: int, name: str) -> Json:
        return {"id": str(user_id), "username": name, "discriminator": "0", "avatar": None, "global_name": name}

    @staticmethod
    def _role(role_id: int, name: str) -> Json:
        # View Channel (1 << 10) among them: without it discord.py reckons a member may do nothing at all.
        return {"id": str(role_id), "name": name, "permissions": str(377957124160 | 1 << 10), "position": 0, "color": 0,
                "hoist": False, "managed": False, "mentionable": False, "flags": 0}

    def member(self, user: Json, roles: list[int] | None = None) -> Json:
        return {"user": user, "roles": [str(r) for r in (roles if roles is not None else [MEMBER_ROLE_ID])],
                "joined_at": _now(), "deaf": False, "mute": False, "flags": 0}

    def guild(self) -> Json:
        return {
            "id": str(GUILD_ID), "name": "Research Lab", "icon": None, "owner_id": str(USER_ID),
            "roles": self.roles, "emojis": [], "stickers": [], "features": [], "member_count": 2,
            "large": False, "unavailable": False, "joined_at": _now(), "verification_level": 0,
            "default_message_notifications": 0, "explicit_content_filter": 0, "mfa_level": 0,
            "premium_tier": 0, "preferred_locale": "en-US", "nsfw_level": 0, "afk_timeout": 300,
            "channels": [c for c in self.channels.values() if c["type"] == 0],
            "threads": [c for c in self.channels.values() if c["type"] == 11],
            "members": [self.member(self.bot_user, []), self.member(self.user)],
            "voice_states": [], "presences": [], "stage_instances": [], "guild_scheduled_events": [],
            "system_channel_flags": 0,
        }

    def message(self, channel_id: int, content: str, author: Json | None = None, *, guild: bool = True,
                message_id: int | None = None, **extra: Any) -> Json:
        author = author or self.user
        data: Json = {
            "id": str(message_id or self.new_id()), "channel_id": str(channel_id), "author": author,
            "content": content, "timestamp": _now(), "edited_timestamp": None, "tts": False,
            "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
            "pinned": False, "type": 0, "flags": 0, "components": [],
        }
        if guild:
            data["guild_id"] = str(GUILD_ID)
            if not author.get("bot"):
                data["member"] = {k: v for k, v in self.member(author).items() if k != "user"}
        data.update(extra)
        return data

    # --- gateway -------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self._ws = ws
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 45000}, "s": None, "t": None}))
        async for frame in ws:
            if frame.type != WSMsgType.TEXT:
                break
            payload = json.loads(frame.data)
            if payload["op"] == 1:
                await ws.send_str(json.dumps({"op": 11, "d": None, "s": None, "t": None}))
            elif payload["op"] == 2:
                ready = {
                    "v": 10, "user": self.bot_user, "guilds": [{"id": str(GUILD_ID), "unavailable": True}],
                    "session_id": "fake-session", "resume_gateway_url": self.gateway_url,
                    "application": {"id": str(APP_ID), "flags": 0}, "private_channels": [], "relationships": [],
                }
                await self.dispatch("READY", ready)
                await self.dispatch("GUILD_CREATE", self.guild())
                self._identified.set()
        return ws

    async def dispatch(self, event: str, data: Json) -> None:
        assert self._ws is not None, "the bot has not connected to the gateway"
        await self._ws.send_str(json.dumps({"op": 0, "t": event, "s": next(self._seq), "d": data}))

    async def connected(self, timeout: float = 5) -> None:
        await asyncio.wait_for(self._identified.wait(), timeout)

    # --- pushing user activity ---------------------------------------------------------

    async def user_says(self, content: str, channel_id: int = CHANNEL_ID, *, guild: bool = True,
                        author: Json | None = None, **extra: Any) -> Json:
        data = self.message(channel_id, content, author, guild=guild, **extra)
        self.messages[int(data["id"])] = data
        await self.dispatch("MESSAGE_CREATE", data)
        return data

    def dm_channel(self, user: Json | None = None) -> int:
        channel_id = self.new_id()
        self.channels[channel_id] = {"id": str(channel_id), "type": 1, "recipients": [user or self.user],
                                     "last_message_id": None}
        return channel_id

    async def interaction(self, kind: int, data: Json, channel_id: int = CHANNEL_ID, *,
                          message: Json | None = None, roles: list[int] | None = None,
                          permissions: str = "562949953421311") -> str:
        """Push an INTERACTION_CREATE (2 = slash command, 3 = component); returns its token."""
        token = f"token-{self.new_id()}"
        channel = self.channels[channel_id]
        payload: Json = {
            "id": str(self.new_id()), "application_id": str(APP_ID), "type": kind, "token": token,
            "version": 1, "channel_id": str(channel_id), "channel": channel, "data": data,
            "locale": "en-US", "app_permissions": "562949953421311", "entitlements": [],
            "attachment_size_limit": 10_485_760,
            "authorizing_integration_owners": {"0": str(GUILD_ID)}, "context": 0,
        }
        if channel.get("type") == 1:
            payload["user"] = self.user
            payload["context"] = 1
        else:
            payload["guild_id"] = str(GUILD_ID)
            payload["guild_locale"] = "en-US"
            payload["member"] = {**self.member(self.user, roles), "permissions": permissions}
        if message is not None:
            payload["message"] = message
        self.interaction_channels[token] = channel_id
        await self.dispatch("INTERACTION_CREATE", payload)
        return token

    async def slash(self, name: str, channel_id: int = CHANNEL_ID, *, permissions: str = "562949953421311",
                    **options: Any) -> str:
        """A slash command; `permissions` are the member's (all of them by default, as for an owner)."""
        data = {"id": str(self.new_id()), "name": name, "type": 1,
                "options": [{"name": k, "type": 4 if isinstance(v, int) else 3, "value": v} for k, v in options.items()]}
        return await self.interaction(2, data, channel_id, permissions=permissions)

    async def click(self, message: Json, custom_id: str) -> str:
        """Click a button on `message`; `custom_id` may leave out the answer's id, as `custom_ids` does."""
        channel_id = int(message["channel_id"])
        raw = raw_custom_ids(message)
        custom_id = next((i for i, spelt in zip(raw, custom_ids(message)) if custom_id in (i, spelt)), custom_id)
        return await self.interaction(3, {"custom_id": custom_id, "component_type": 2}, channel_id, message=message)

    # --- scripted failures and waiting ------------------------------------------------------

    def fail_next(self, method: str, path_pattern: str, status: int, code: int, message: str,
                  when: Callable[[Json], bool] | None = None, **extra: Any) -> None:
        """The next matching request (whose body satisfies `when`, if given) gets this error
        (extra fields go into the JSON body)."""
        self.failures.append(Failure(method, re.compile(path_pattern), status, code, message, extra, when))

    async def _until(self, probe: Callable[[], T | None], timeout: float) -> T:
        """Wait (woken by each REST call) until `probe` finds something."""
        async def found() -> T:
            async with self._changed:
                while (result := probe()) is None:
                    await self._changed.wait()
                return result

        return await asyncio.wait_for(found(), timeout)

    async def wait_for(self, predicate: Callable[[Call], bool], timeout: float = 5.0) -> Call:
        return await self._until(lambda: next((c for c in self.calls if predicate(c)), None), timeout)

    async def settle(self, quiet: float = 0.15) -> None:
        """Wait until the bot has made no call for `quiet` seconds."""
        count = -1
        while count != len(self.calls):
            count = len(self.calls)
            await asyncio.sleep(quiet)

    def posts(self, channel_id: int | None = None) -> list[Call]:
        """Messages created in a channel (REST posts and webhook follow-ups)."""
        out = []
        for call in self.calls:
            if call.method == "POST" and (m := re.fullmatch(r"/channels/(\d+)/messages", call.path)):
                if channel_id is None or int(m.group(1)) == channel_id:
                    out.append(call)
        return out

    def bot_messages(self, channel_id: int) -> list[Json]:
        """The bot's messages in a channel as they stand now (after edits), oldest first."""
        return sorted(
            (m for m in self.messages.values() if m["channel_id"] == str(channel_id) and m["author"].get("bot")),
            key=lambda m: int(m["id"]),
        )

    async def wait_message(self, channel_id: int, predicate: Callable[[Json], bool] = lambda m: True,
                           timeout: float = 5.0) -> Json:
        """The first bot message in the channel (as edited so far) that matches."""
        return await self._until(
            lambda: next((m for m in self.bot_messages(channel_id) if predicate(m)), None), timeout
        )

    # --- REST ---------------------------------------------------------------------------------

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        body, files = await self._read_body(request)
        call = Call(request.method, path, body, files, dict(request.query))
        response = self._scripted_failure(request.method, path, body) or await self._route(request.method, path, call)
        async with self._changed:
            self.calls.append(call)
            self._changed.notify_all()
        return response

    def _scripted_failure(self, method: str, path: str, body: Json) -> web.Response | None:
        for failure in self.failures:
            if failure.method == method and failure.pattern.fullmatch(path) and (failure.when is None or failure.when(body)):
                self.failures.remove(failure)
                return _json({"message": failure.message, "code": failure.code, **failure.extra}, failure.status)
        return None

    @staticmethod
    async def _read_body(request: web.Request) -> tuple[Json, list[tuple[str, bytes]]]:
        if not request.can_read_body:
            return {}, []
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            body: Json = {}
            files: list[tuple[str, bytes]] = []
            async for part in reader:
                if part.name == "payload_json":  # type: ignore[union-attr]
                    body = json.loads(await part.text())  # type: ignore[union-attr]
                else:
                    files.append((part.filename or "", await part.read()))  # type: ignore[union-attr]
            return body, files
        text = await request.text()
        return (json.loads(text) if text else {}), []

    def _store_message(self, channel_id: int, call: Call, existing: Json | None = None) -> Json:
        in_guild = self.channels.get(channel_id, {}).get("type") != 1
        data = existing or self.message(channel_id, "", self.bot_user, guild=in_guild)
        for key in ("content", "components", "flags", "message_reference"):
            if key in call.body:
                data[key] = call.body[key]
        if call.files:
            data["attachments"] = [
                {"id": str(self.new_id()), "filename": name, "size": len(raw), "url": f"https://cdn.invalid/{name}",
                 "proxy_url": f"https://cdn.invalid/{name}"} for name, raw in call.files
            ]
        data["edited_timestamp"] = _now() if existing else None
        self.messages[int(data["id"])] = data
        return data

    async def _route(self, method: str, path: str, call: Call) -> web.StreamResponse:
        if method == "GET" and path == "/users/@me":
            return _json(self.bot_user)
        if method == "GET" and (m := re.fullmatch(r"/users/(\d+)", path)):
            known = {int(u["id"]): u for u in (self.user, self.bot_user)}
            found = known.get(int(m.group(1)))
            return _json(found) if found else _json({"message": "Unknown User", "code": 10013}, 404)
        if method == "GET" and path == "/oauth2/applications/@me":
            return _json({"id": str(APP_ID), "name": "research-bot", "icon": None, "description": "",
                          "bot_public": True, "bot_require_code_grant": False, "owner": self.user,
                          "verify_key": "00", "flags": 0, "summary": ""})
        if m := re.fullmatch(r"/channels/(\d+)/typing", path):
            return web.Response(status=204)
        if method == "POST" and (m := re.fullmatch(r"/channels/(\d+)/messages", path)):
            if self._denied_in_thread(int(m.group(1)), SEND_MESSAGES_IN_THREADS):
                return _json({"message": "Missing Permissions", "code": 50013}, 403)
            if closed := self._thread_closed(int(m.group(1)), posting=True):
                return closed
            nonce = call.body.get("nonce") if call.body.get("enforce_nonce") else None
            if nonce is not None and nonce in self.nonces:
                return _json(self.messages[self.nonces[nonce]])
            stored = self._store_message(int(m.group(1)), call)
            if nonce is not None:
                self.nonces[nonce] = int(stored["id"])
            return _json(stored)
        if method == "DELETE" and (m := re.fullmatch(r"/channels/(\d+)/messages/(\d+)", path)):
            self.messages.pop(int(m.group(2)), None)
            return web.Response(status=204)
        if method == "PATCH" and (m := re.fullmatch(r"/channels/(\d+)/messages/(\d+)", path)):
            if closed := self._thread_closed(int(m.group(1)), posting=False):
                return closed
            return _json(self._store_message(int(m.group(1)), call, self.messages[int(m.group(2))]))
        if method == "GET" and (m := re.fullmatch(r"/channels/(\d+)/messages/(\d+)", path)):
            found = self.messages.get(int(m.group(2)))
            return _json(found) if found else _json({"message": "Unknown Message", "code": 10008}, 404)
        if method == "POST" and (m := re.fullmatch(r"/channels/(\d+)/messages/(\d+)/threads", path)):
            if not 1 <= len(call.body.get("name", "")) <= THREAD_NAME_CHARS:
                return _json({"message": "Invalid Form Body", "code": 50035, "errors": {"name": {"_errors": [
                    {"code": "BASE_TYPE_BAD_LENGTH", "message": f"Must be between 1 and {THREAD_NAME_CHARS} in length."}
                ]}}}, 400)
            return await self._create_thread(int(m.group(1)), int(m.group(2)), call.body["name"])
        if method == "GET" and (m := re.fullmatch(r"/channels/(\d+)", path)):
            found = self.channels.get(int(m.group(1)))
            return _json(found) if found else _json({"message": "Unknown Channel", "code": 10003}, 404)
        if method == "PATCH" and (m := re.fullmatch(r"/channels/(\d+)", path)):
            return await self._edit_thread(int(m.group(1)), call.body)
        if method == "POST" and path == "/users/@me/channels":
            return _json(self.channels[self.dm_channel()])
        if method == "POST" and (m := re.fullmatch(r"/interactions/(\d+)/([^/]+)/callback", path)):
            return self._callback(m.group(1), m.group(2), call)
        if m := re.fullmatch(r"/webhooks/(\d+)/([^/]+)(?:/messages/([^/]+))?", path):
            return self._webhook(method, m.group(2), m.group(3), call)
        if method == "PUT" and (m := re.fullmatch(r"/applications/(\d+)(?:/guilds/(\d+))?/commands", path)):
            registered = [{**c, "id": str(self.new_id()), "application_id": str(APP_ID), "version": "1",
                           "guild_id": m.group(2)} for c in call.body]  # type: ignore[union-attr]
            self.commands[m.group(2) or "global"] = registered
            return _json(registered)
        return _json({"message": f"fake Discord has no route {method} {path}", "code": 0}, 404)

    async def close_thread(self, thread_id: int, *, locked: bool) -> None:
        """A moderator archives the thread (and locks it, with `locked`), as Discord tells the bot."""
        thread = self.channels[thread_id]
        thread["thread_metadata"] = {**thread["thread_metadata"], "archived": True, "locked": locked}
        await self.dispatch("THREAD_UPDATE", thread)

    def _thread_closed(self, channel_id: int, *, posting: bool) -> web.Response | None:
        """Discord's refusal of a message in a locked thread (the bot has no Manage Threads),
        or of an edit in an archived one; a message posted in an archived, unlocked thread
        reopens it."""
        metadata = self.channels.get(channel_id, {}).get("thread_metadata")
        if metadata is None:
            return None
        if metadata["locked"] and posting:
            return _json({"message": "Thread is locked", "code": 160005}, 400)
        if metadata["archived"] and not posting:
            return _json({"message": "Thread is archived", "code": 50083}, 400)
        metadata["archived"] = False
        return None

    async def _edit_thread(self, channel_id: int, body: Json) -> web.Response:
        """PATCH /channels/{id}: only reopening a thread; a locked one needs Manage Threads."""
        thread = self.channels[channel_id]
        metadata = thread.get("thread_metadata")
        if metadata is None or set(body) - {"archived"}:
            return _json({"message": "fake Discord only reopens threads", "code": 0}, 404)
        if metadata["locked"]:
            return _json({"message": "Missing Permissions", "code": 50013}, 403)
        metadata["archived"] = bool(body["archived"])
        await self.dispatch("THREAD_UPDATE", thread)
        return _json(thread)

    def _denied_in_thread(self, channel_id: int, permission: int) -> bool:
        """Whether `channel_id` is a thread whose parent denies everyone (the bot included)
        `permission`, as a channel overwrite does on Discord."""
        channel = self.channels.get(channel_id, {})
        if channel.get("type") != 11:
            return False
        parent = self.channels.get(int(channel["parent_id"]), {})
        return any(o["id"] == str(GUILD_ID) and int(o["deny"]) & permission for o in parent.get("permission_overwrites", []))

    async def _create_thread(self, channel_id: int, message_id: int, name: str) -> web.Response:
        # A thread started from a message shares the message's id, as on Discord.
        thread = {"id": str(message_id), "type": 11, "guild_id": str(GUILD_ID), "parent_id": str(channel_id),
                  "owner_id": str(BOT_ID), "name": name, "message_count": 0, "member_count": 1,
                  "rate_limit_per_user": 0, "flags": 0,
                  "thread_metadata": {"archived": False, "auto_archive_duration": 1440,
                                      "archive_timestamp": _now(), "locked": False}}
        self.channels[message_id] = thread
        await self.dispatch("THREAD_CREATE", {**thread, "newly_created": True})
        return _json(thread, 201)

    def _callback(self, interaction_id: str, token: str, call: Call) -> web.Response:
        kind = call.body.get("type")
        channel_id = self.interaction_channels[token]
        metadata = self.channels[channel_id].get("thread_metadata") or {}
        if metadata.get("archived") and metadata.get("locked"):
            # Discord refuses any response to a button or command in a locked, archived thread
            # (discord-api-docs#5517); in one only archived, the response reopens it.
            return _json({"message": "Thread is archived", "code": 50083}, 400)
        if metadata:
            metadata["archived"] = False
        flags = (call.body.get("data") or {}).get("flags", 0)
        result: Json = {"interaction": {"id": interaction_id, "type": 2, "response_message_loading": kind == 5,
                                        "response_message_ephemeral": bool(flags & 64)}}
        if kind in (4, 5):
            original = self._store_message(channel_id, Call("POST", "", call.body.get("data") or {}, call.files))
            self.originals[token] = original
            result["interaction"]["response_message_id"] = original["id"]
        result["resource"] = {"type": kind}
        return _json(result)

    def _webhook(self, method: str, token: str, target: str | None, call: Call) -> web.Response:
        channel_id = self.interaction_channels[token]
        if method == "GET" and target is not None:
            found = self.originals.get(token) if target == "@original" else self.messages.get(int(target))
            return _json(found) if found else _json({"message": "Unknown Message", "code": 10008}, 404)
        if method == "DELETE" and target is not None:
            found = self.originals.pop(token, None) if target == "@original" else self.messages.get(int(target))
            if found is not None:
                self.messages.pop(int(found["id"]), None)
            return web.Response(status=204)
        if target == "@original":
            existing = self.originals.setdefault(token, self.message(channel_id, "", self.bot_user))
            stored = self._store_message(channel_id, call, existing)
        elif method == "POST" and target is None:
            stored = self._store_message(channel_id, call)
        elif method == "PATCH" and target is not None:
            stored = self._store_message(channel_id, call, self.messages[int(target)])
        else:
            return _json({"message": "unsupported webhook call", "code": 0}, 404)
        ids = self.token_messages.setdefault(token, [])
        if int(stored["id"]) not in ids:
            ids.append(int(stored["id"]))
        return _json(stored)

    # --- reading what the bot said ----------------------------------------------------------------

    def webhook_messages(self, token: str) -> list[Call]:
        """Follow-ups and original-response edits for one interaction, in order."""
        return [c for c in self.calls if f"/{token}" in c.path and c.path.startswith("/webhooks/")]

    def interaction_messages(self, token: str) -> list[Json]:
        """The messages an interaction produced (original response and follow-ups) as they stand now."""
        return [self.messages[i] for i in self.token_messages.get(token, [])]

    async def wait_interaction_message(self, token: str, predicate: Callable[[Json], bool] = lambda m: True,
                                       timeout: float = 5.0) -> Json:
        return await self._until(
            lambda: next((m for m in self.interaction_messages(token) if predicate(m)), None), timeout
        )

    def callback(self, token: str) -> Call:
        return next(c for c in self.calls if c.path.endswith(f"/{token}/callback"))
