"""Slack turns: events, `/research` and buttons in; the core's Replies out, in the thread.

Entry points return at once (Slack wants an ack within 3 s); the work runs in
tracked background tasks that always end in a message the user can see.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import ValidationError

from bot.slack.delivery import Delivery, DeliveryFailed
from bot.slack.inbound import Identity, Incoming, Where, read_event, team_of
from bot.slack.mrkdwn import escape
from bot.slack.progress import ProgressView
from bot.slack.render import SlackMessage, attachment_for, mrkdwn_message, plain_message, render_reply
from bot.slack.slash import USAGE, SlashRequest, parse_slash
from bot.slack.tasks import TaskTracker
from core import commands
from core.assistant import Assistant
from core.config import Settings
from core.models import Action, Inbound, Origin, Reply
from core.ratelimit import RateLimiter
from core.replies import error_reply, help_reply
from core.store import StoreUnavailable

log = logging.getLogger(__name__)

Respond = Callable[..., Awaitable[Any]]

WORKING = "eyes"
DONE = "white_check_mark"
FAILED = "warning"
STORE_DOWN = (
    "My conversation store is unavailable right now, so I can't safely continue this thread. "
    "Nothing was lost; please try again in a minute."
)
NOT_ALLOWED_CHANNEL = "I'm not enabled in this channel. Ask whoever runs me to add it to the allowed channels."
NOT_ALLOWED_USER = "Sorry, I'm only enabled for some people here. Ask whoever runs me to add you."
NO_THREAD = (
    "You don't have a thread with me in this channel yet. Ask with `/research <question>` "
    "or mention me, then thread commands apply to that thread."
)
CRASHED = "Something went wrong on my side while answering. Please try again; the thread is intact."


class SlackBot:
    def __init__(self, settings: Settings, assistant: Assistant, delivery: Delivery) -> None:
        self.settings = settings
        self.assistant = assistant
        self.delivery = delivery
        self.tasks = TaskTracker()
        self.limiter = RateLimiter(settings.rate_limit_per_minute)

    # ---- entry points: parse, schedule, return -------------------------------

    def on_event(self, event: dict[str, Any], body: dict[str, Any], me: Identity) -> None:
        incoming = read_event(event, body, me, self.settings.slack_ignore_bots)
        if incoming is not None:
            self.tasks.spawn(self._guard(incoming.where, incoming.user, self._on_message(incoming)), "slack.message")

    def on_command(self, command: dict[str, Any], respond: Respond) -> SlackMessage | None:
        """Schedules the command; returns an immediate ephemeral answer (usage, help) when there is one."""
        request = parse_slash(str(command.get("text") or ""))
        if request is None:
            return mrkdwn_message(USAGE)
        if request.action is not None and request.action.command == "help":
            return self._single(render_reply(help_reply()))
        team, enterprise = team_of(command)
        where = Where(team, enterprise, str(command["channel_id"]), "")
        user = str(command["user_id"])
        self.tasks.spawn(self._guard(where, user, self._on_slash(where, user, request, respond), respond), "slack.command")
        return None

    def on_action(self, body: dict[str, Any], action: dict[str, Any]) -> None:
        team, enterprise = team_of(body)
        message = body.get("message") or {}
        channel = (body.get("channel") or {}).get("id") or (body.get("container") or {}).get("channel_id")
        ts = message.get("ts") or (body.get("container") or {}).get("message_ts")
        if not channel or not ts:
            log.warning("slack.action_without_message action_id=%s", action.get("action_id"))
            return
        where = Where(team, enterprise, str(channel), str(message.get("thread_ts") or ts))
        user = str((body.get("user") or {}).get("id"))
        self.tasks.spawn(self._guard(where, user, self._on_button(where, user, str(ts), action)), "slack.action")

    # ---- the work ---------------------------------------------------------------

    async def _on_message(self, m: Incoming) -> None:
        ttl = self.settings.event_dedupe_ttl_seconds
        # Slack redelivers events it thinks were missed (X-Slack-Retry-Num).
        if m.event_id and not await self.assistant.store.claim(f"slack:event:{m.event_id}", ttl):
            return
        if m.needs_session and not (await self.assistant.store.load(m.where.key)).turns:
            return
        if not await self._admit(m.where, m.user):
            return
        # app_mention and message events both arrive for one message: answer it once.
        if not await self.assistant.store.claim(f"slack:msg:{m.where.workspace}:{m.where.channel}:{m.ts}", ttl):
            return
        await self._turn(m.where, m.user, m.origin, text=m.text, react_ts=m.ts, message_id=m.ts)

    async def _on_slash(self, where: Where, user: str, request: SlashRequest, respond: Respond) -> None:
        if not await self._admit(where, user, respond):
            return
        if request.question is not None:
            if not self._within_rate(user):
                await self._limited(where, user, respond)
                return
            asked = mrkdwn_message(f"<@{user}> asked: {escape(request.question)}")
            try:
                ts = await self.delivery.post(where.channel, None, asked)
            except DeliveryFailed as exc:
                await respond(text=f"I couldn't post here: {exc.reason}.", response_type="ephemeral")
                return
            await self._turn(where.in_thread(ts), user, "slash", text=request.question, react_ts=ts, respond=respond, rated=True)
            return
        thread_ts = await self.assistant.store.get_marker(self._latest_marker(where, user))
        if thread_ts is None:
            await respond(text=NO_THREAD, response_type="ephemeral")
            return
        await self._turn(where.in_thread(thread_ts), user, "slash", action=request.action, respond=respond)
        await respond(text="Done: see your latest thread with me in this channel.", response_type="ephemeral")

    async def _on_button(self, where: Where, user: str, message_ts: str, button: dict[str, Any]) -> None:
        try:
            action = Action.model_validate(json.loads(str(button.get("value") or "")))
        except (ValidationError, ValueError):
            log.warning("slack.bad_button action_id=%s", button.get("action_id"))
            await self.delivery.ephemeral(where.channel, user, where.thread_ts, plain_message("That button no longer works; ask again in the thread."))
            return
        if not await self._admit(where, user):
            return
        if action.command == "ask":
            if not self._within_rate(user):
                await self._limited(where, user)
                return
            asked = mrkdwn_message(f"<@{user}> asked: {escape(action.question or '')}")
            ts = await self.delivery.post(where.channel, where.thread_ts, asked)
            await self._turn(where, user, "button", action=action, react_ts=ts, rated=True)
            return
        reply = await self._handle(Inbound(thread=where.key, user=user, origin="button", action=action))
        # A report switch rewrites the answer it belongs to, in place.
        await self._show(reply, where, user, replace_ts=message_ts if action.command == "report" else None)

    async def _turn(
        self,
        where: Where,
        user: str,
        origin: Origin,
        text: str = "",
        action: Action | None = None,
        react_ts: str | None = None,
        message_id: str | None = None,
        respond: Respond | None = None,
        rated: bool = False,
    ) -> None:
        if action is None:
            researching = commands.parse(text) is None and commands.smalltalk(text) is None
        else:
            researching = action.command in ("ask", "regenerate")
        if researching and not rated and not self._within_rate(user):
            await self._limited(where, user, respond)
            return
        await self.assistant.store.put_marker(self._latest_marker(where, user), where.thread_ts, self.settings.session_ttl_seconds)
        inbound = Inbound(thread=where.key, user=user, text=text, origin=origin, action=action, message_id=message_id)
        if not researching:
            await self._show(await self._handle(inbound), where, user)
            return
        if react_ts:
            await self.delivery.react(where.channel, react_ts, WORKING)
        placeholder = await self.delivery.post(where.channel, where.thread_ts, plain_message("⏳ Researching…"))
        view = ProgressView(self.delivery, where.channel, placeholder, "⏳ Researching…")
        try:
            reply = await self._handle(inbound, view)
        finally:
            await view.close()
        try:
            await self._show(reply, where, user, replace_ts=placeholder)
        finally:
            if react_ts:
                await self.delivery.react(where.channel, react_ts, WORKING, remove=True)
                await self.delivery.react(where.channel, react_ts, FAILED if reply.kind == "error" else DONE)

    async def _handle(self, inbound: Inbound, progress: ProgressView | None = None) -> Reply:
        try:
            return await self.assistant.handle(inbound, progress=progress)
        except StoreUnavailable:
            log.warning("slack.store_unavailable session=%s", inbound.thread.session_id)
            return error_reply(STORE_DOWN)

    async def _show(self, reply: Reply, where: Where, user: str, replace_ts: str | None = None) -> None:
        if reply.ephemeral:
            if replace_ts:
                await self.delivery.delete(where.channel, replace_ts)
            for message in render_reply(reply):
                await self.delivery.ephemeral(where.channel, user, where.thread_ts, message)
            return
        messages = render_reply(reply)
        attachment = None
        if len(messages) > 1 and reply.analysis_index is not None and reply.report_kind not in (None, "quick"):
            quick = await self._handle(
                Inbound(thread=where.key, user=user, origin="button", action=Action(report="quick", analysis=reply.analysis_index))
            )
            if quick.kind == "report":
                attachment = attachment_for(reply)
                note = f"The {reply.report_kind} report is too long for one message, so it's attached below as a file."
                messages = render_reply(quick, note=note)
        await self.delivery.publish(where.channel, where.thread_ts, messages, replace_ts=replace_ts, attachment=attachment)

    # ---- policy -------------------------------------------------------------------

    async def _admit(self, where: Where, user: str, respond: Respond | None = None) -> bool:
        channels, users = self.settings.slack_allowed_channels, self.settings.slack_allowed_users
        # DMs are governed by the user allowlist alone.
        if channels and not where.channel.startswith("D") and where.channel not in channels:
            await self._tell(where, user, NOT_ALLOWED_CHANNEL, respond)
            return False
        if users and user not in users:
            await self._tell(where, user, NOT_ALLOWED_USER, respond)
            return False
        return True

    def _within_rate(self, user: str) -> bool:
        return self.limiter.allow(user)

    async def _limited(self, where: Where, user: str, respond: Respond | None = None) -> None:
        wait = max(1, round(self.limiter.retry_after(user)))
        text = (
            f"You've reached my limit of {self.settings.rate_limit_per_minute} questions a minute. "
            f"Please try again in about {wait} s; report lengths and sources still work meanwhile."
        )
        await self._tell(where, user, text, respond)

    async def _tell(self, where: Where, user: str, text: str, respond: Respond | None = None) -> None:
        """A private note to one user: via the slash command's response URL, else ephemeral."""
        if respond is not None:
            await respond(text=escape(text), response_type="ephemeral")
            return
        await self.delivery.ephemeral(where.channel, user, where.thread_ts or None, plain_message(text))

    def _latest_marker(self, where: Where, user: str) -> str:
        return f"slack:latest:{where.workspace}:{where.channel}:{user}"

    @staticmethod
    def _single(messages: list[SlackMessage]) -> SlackMessage:
        return SlackMessage(messages[0].text, [b for m in messages for b in m.blocks])

    async def _guard(self, where: Where, user: str, work: Awaitable[None], respond: Respond | None = None) -> None:
        """Whatever fails, the user hears about it: in the thread, privately, or by DM."""
        try:
            await work
        except StoreUnavailable:
            await self._last_word(where, user, STORE_DOWN, respond)
        except DeliveryFailed as exc:
            await self._last_word(where, user, f"I couldn't post my reply: {exc.reason}.", respond, in_thread=False)
        except Exception:
            log.exception("slack.turn_failed channel=%s", where.channel)
            await self._last_word(where, user, CRASHED, respond)

    async def _last_word(self, where: Where, user: str, text: str, respond: Respond | None, in_thread: bool = True) -> None:
        try:
            if respond is not None:
                await respond(text=escape(text), response_type="ephemeral")
            elif in_thread and where.thread_ts:
                await self.delivery.post(where.channel, where.thread_ts, plain_message(f"⚠️ {text}"))
            else:
                await self.delivery.direct(user, plain_message(text))
        except Exception:  # noqa: BLE001 - nothing left to tell the user through
            log.error("slack.reply_lost channel=%s user=%s", where.channel, user, exc_info=True)
