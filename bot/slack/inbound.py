"""Reading Slack payloads: where a message lives, who sent it, its text in plain
words, and the admission request and delivery target that follow from it."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.markdown import thread_title
from bot.surface import DeliveryTarget, SurfaceKind
from core.admission import AdmissionRequest, Place, edited_id
from core.models import Action, Inbound, Origin, ThreadKey

PLATFORM = "slack"
# Subtypes that are a person writing something new; deletions, joins, bot posts
# and the like are not questions (edits are read apart, as the message they now are).
_ANSWERABLE_SUBTYPES = {None, "file_share", "thread_broadcast"}
_USER = re.compile(r"<@([UW][A-Z0-9]+)(?:\|([^>]*))?>")
_CHANNEL = re.compile(r"<#([CG][A-Z0-9]+)(?:\|([^>]*))?>")
_SPECIAL = re.compile(r"<!([^>|]+)(?:\|([^>]*))?>")
_LINK = re.compile(r"<((?:https?|mailto):[^>|]+)(?:\|([^>]*))?>")


def is_dm(channel: str) -> bool:
    """Slack's direct-message channel ids begin with D."""
    return channel.startswith("D")


@dataclass(frozen=True)
class Where:
    """A Slack thread: the workspace (enterprise and team), the channel and the root message."""

    team: str
    enterprise: str | None
    channel: str
    thread_ts: str

    @property
    def workspace(self) -> str:
        return f"{self.enterprise}:{self.team}" if self.enterprise else self.team

    @property
    def key(self) -> ThreadKey:
        return ThreadKey(platform=PLATFORM, workspace=self.workspace, channel=self.channel, thread=self.thread_ts)

    @property
    def dm(self) -> bool:
        return is_dm(self.channel)

    def in_thread(self, thread_ts: str) -> Where:
        return Where(self.team, self.enterprise, self.channel, thread_ts)

    def place(self) -> Place:
        return Place(workspace=self.team, channels=[self.channel], dm=self.dm)

    def target(self, user: str, kind: SurfaceKind, **extra: Any) -> DeliveryTarget:
        return DeliveryTarget(
            platform=PLATFORM, workspace=self.team, channel=self.channel, thread=self.thread_ts or None,
            user=user, kind=kind, **extra,
        )


@dataclass(frozen=True)
class Identity:
    """The bot's own ids, from Bolt's authorization of the request."""

    user_id: str | None
    bot_id: str | None


@dataclass(frozen=True)
class Incoming:
    """A message that may be a question for us."""

    where: Where
    user: str
    text: str
    ts: str
    origin: Origin
    event_id: str | None
    # A thread reply without a mention is only ours if the bot already talks in that thread.
    needs_session: bool = False
    attachments: tuple[str, ...] = ()
    # An edited message: the edit's own ts (`ts` stays the message's, where answers thread).
    edited: str | None = None
    # The text as Slack sent it, markup and all.
    raw: str = ""

    @property
    def kind(self) -> SurfaceKind:
        # Every DM with the app is its AI-app conversation (the Messages tab):
        # status, titles and streamed answers apply there.
        return "assistant" if self.where.dm else "thread"

    def request(self) -> AdmissionRequest:
        message_id = edited_id(self.ts, self.edited) if self.edited else self.ts
        inbound = Inbound(
            thread=self.where.key, user=self.user, text=self.text, origin=self.origin, message_id=message_id,
            attachments=list(self.attachments), dm=self.where.dm,
        )
        return AdmissionRequest(
            inbound=inbound, place=self.where.place(), needs_session=self.needs_session,
            edit_of=self.ts if self.edited else None,
        )

    def target(self) -> DeliveryTarget:
        starts_thread = self.ts == self.where.thread_ts and not self.edited
        title = thread_title(self.text) if starts_thread and self.kind == "assistant" else None
        return self.where.target(self.user, self.kind, reply_to=self.ts, event_id=self.event_id, title=title)


def team_of(body: dict[str, Any], event: dict[str, Any] | None = None) -> tuple[str, str | None]:
    event = event or {}
    team = body.get("team_id") or event.get("team") or (body.get("team") or {}).get("id") or ""
    enterprise = body.get("enterprise_id") or (body.get("enterprise") or {}).get("id")
    if not enterprise and body.get("authorizations"):
        enterprise = body["authorizations"][0].get("enterprise_id")
    return str(team), (str(enterprise) if enterprise else None)


def deleted_message(event: dict[str, Any]) -> tuple[str, str] | None:
    """The channel and ts of a message its author deleted: `message_deleted`, or a
    `message_changed` into a tombstone, which is what Slack leaves of a deleted
    message that has replies (a mention's thread, once its answer has begun)."""
    subtype, message = event.get("subtype"), event.get("message") or {}
    if subtype == "message_deleted":
        ts = event.get("deleted_ts")
    elif subtype == "message_changed" and message.get("subtype") == "tombstone":
        ts = message.get("ts")
    else:
        return None
    channel = event.get("channel")
    return (str(channel), str(ts)) if channel and ts else None


def _edit(event: dict[str, Any]) -> tuple[dict[str, Any], str] | None:
    """A `message_changed` event as the edited message and the edit's ts, when a person
    changed its words (an unfurled link or an added file changes the message, not them)."""
    message, before = event.get("message") or {}, event.get("previous_message") or {}
    edit_ts = (message.get("edited") or {}).get("ts")
    if not edit_ts or str(message.get("text") or "") == str(before.get("text") or ""):
        return None
    return {**message, "channel": event.get("channel"), "channel_type": event.get("channel_type"), "type": "message"}, str(edit_ts)


def read_event(
    event: dict[str, Any], body: dict[str, Any], me: Identity, ignore_bots: bool, names: Mapping[str, str] | None = None
) -> Incoming | None:
    """An `app_mention` or `message` event as a question for us, or None when it is not one;
    people it mentions read by the `names` given (user id -> name), else by id.

    An edited message (`message_changed`) is read as the message it now is; admission
    asks it again only while it is its thread's latest question."""
    edited: str | None = None
    if event.get("subtype") == "message_changed":
        changed = _edit(event)
        if changed is None:
            return None
        event, edited = changed
    if event.get("subtype") not in _ANSWERABLE_SUBTYPES:
        return None
    user = event.get("user")
    if not user or user == me.user_id:
        return None
    bot_id = event.get("bot_id")
    if bot_id and (bot_id == me.bot_id or ignore_bots):
        return None
    channel, ts = event.get("channel"), event.get("ts")
    if not channel or not ts:
        return None
    raw = str(event.get("text") or "")
    mentioned = bool(me.user_id) and f"<@{me.user_id}" in raw
    thread_ts = event.get("thread_ts")
    origin: Origin
    if event.get("type") == "app_mention":
        origin = "mention"
    elif event.get("channel_type") == "im":
        origin = "dm"
    elif thread_ts and not mentioned:
        if _addresses_someone(raw):
            # "@alice can you check this?" in the bot's thread is said to alice, not to the bot.
            return None
        origin = "thread"
    elif edited and mentioned:
        # Slack sends no `app_mention` for an edit: the message event is the only one.
        origin = "mention"
    else:
        # Top-level channel chatter, or a mention that its app_mention event covers.
        return None
    team, enterprise = team_of(body, event)
    return Incoming(
        where=Where(team, enterprise, str(channel), str(thread_ts or ts)),
        user=str(user),
        text=plain_text(raw, me.user_id, names=names),
        ts=str(ts),
        origin=origin,
        event_id=body.get("event_id"),
        needs_session=origin == "thread",
        attachments=tuple(str(f.get("name") or "a file") for f in event.get("files") or [] if isinstance(f, dict)),
        edited=edited,
        raw=raw,
    )


def action_where(body: dict[str, Any]) -> tuple[Where, str] | None:
    """The thread a button was clicked in and the clicked message's ts."""
    team, enterprise = team_of(body)
    message = body.get("message") or {}
    container = body.get("container") or {}
    channel = (body.get("channel") or {}).get("id") or container.get("channel_id")
    ts = message.get("ts") or container.get("message_ts")
    if not channel or not ts:
        return None
    return Where(team, enterprise, str(channel), str(message.get("thread_ts") or container.get("thread_ts") or ts)), str(ts)


def button_inbound(where: Where, user: str, action: Action) -> AdmissionRequest:
    inbound = Inbound(thread=where.key, user=user, origin="button", action=action, dm=where.dm)
    return AdmissionRequest(inbound=inbound, place=where.place(), interactive=True)


def _link_words(link: re.Match[str]) -> str:
    """A link as the words a person sees: its label when it has one, as Slack shows it. Slack
    links anything shaped like a domain by itself (`setup.py`, `ann@ex.com`) with the name as
    label. The address beside a label was searched for nothing (no source opens one): it left a
    stray "(" in the search and the whole address in the thread's recap."""
    return link.group(2) or link.group(1)


def _addresses_someone(raw: str) -> bool:
    """A message that opens with a person's mention is said to them (the bot's own mention
    is never here: such a message is the bot's)."""
    return _USER.match(raw.lstrip()) is not None


def mentioned_people(raw: str, bot_user_id: str | None) -> list[str]:
    """The user ids a message's text mentions without a name (Slack sends `<@U123>`), the bot's aside."""
    return sorted({m.group(1) for m in _USER.finditer(raw) if not m.group(2) and m.group(1) != bot_user_id})


def plain_text(
    text: str, bot_user_id: str | None, bot_name: str | None = None, names: Mapping[str, str] | None = None
) -> str:
    """Slack's markup as the words a person sees; the bot's own mention removed, and its
    name typed as plain text ("@research-bot", in any case) when given. A colon or comma
    addressing it goes too: "@research-bot: sources" is the command `sources`. Other people
    are read by their `names` (user id -> name) where known, as people see them."""
    if bot_user_id:
        text = re.sub(rf"<@{re.escape(bot_user_id)}(?:\|[^>]*)?>[:,]?", " ", text)
    if bot_name:
        # Only the whole name: "@research-bot-dev" or "@research-bot.io" is someone else.
        text = re.sub(rf"(?<![\w@])@{re.escape(bot_name)}(?![\w-]|\.\w)[:,]?", " ", text, flags=re.I)
    known = names or {}
    text = _USER.sub(lambda m: "@" + (m.group(2) or known.get(m.group(1)) or m.group(1)), text)
    text = _CHANNEL.sub(lambda m: "#" + (m.group(2) or m.group(1)), text)
    text = _LINK.sub(_link_words, text)
    text = _SPECIAL.sub(lambda m: m.group(2) or "@" + m.group(1).split("^")[0], text)
    text = text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return " ".join(text.split()) if "\n" not in text else text.strip()
