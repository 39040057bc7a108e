"""The Bolt AsyncApp: Slack's events, the AI-app thread, `/research`, buttons and
App Home, each turned into an admission request for the one pipeline.

Listeners return at once (Slack wants an ack within 3 s); admitted turns run in
the pipeline's dispatcher and always end in something the user can see.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import ValidationError
from slack_bolt.async_app import AsyncApp, AsyncAssistant, AsyncBoltContext
from slack_bolt.context.ack.async_ack import AsyncAck
from slack_bolt.context.say.async_say import AsyncSay
from slack_bolt.context.set_suggested_prompts.async_set_suggested_prompts import AsyncSetSuggestedPrompts
from slack_bolt.middleware.async_middleware import AsyncMiddleware
from slack_bolt.request.async_request import AsyncBoltRequest
from slack_bolt.request.payload_utils import (
    is_any_im_message_event,
    is_assistant_thread_context_changed_event,
    is_assistant_thread_started_event,
)
from slack_bolt.response import BoltResponse

from bot.pipeline import Pipeline
from bot.slack.controls import ACTION_PREFIX
from bot.slack.delivery import DeliveryFailed, SlackApi
from bot.slack.home import home_view
from bot.slack.inbound import (
    Identity,
    Incoming,
    Where,
    action_where,
    button_inbound,
    deleted_message,
    is_dm,
    mentioned_people,
    plain_text,
    read_event,
    team_of,
)
from bot.slack.render import mrkdwn_message, plain_message
from bot.slack.safety import escape, unping
from bot.slack.settings import SlackSettings
from bot.slack.slash import SlashRequest, parse_slash, usage
from bot.surface import Turn
from core.admission import AdmissionRequest, original_id
from core.assistant import Assistant
from core.models import Action, Inbound
from core.recent import LATEST_UNAVAILABLE, RecentUnavailable
from core.replies import here

log = logging.getLogger(__name__)

COMMAND = "/research"
GREETING = "Hi! Ask me a question and I'll research it over the team's sources, with citations."
NO_THREAD = (
    "You don't have a thread with me in this channel yet. Ask with `/research <question>` "
    "or mention me, then thread commands apply to that thread."
)
# In a DM there is nobody else to tell apart, and no mention: every message there is said to the bot.
NO_THREAD_DM = (
    "You don't have a thread with me in this DM yet. Ask me a question here (or with `/research <question>`), "
    "then thread commands apply to that thread."
)
PROMPTS_TITLE = "Try asking"


class SlackFrontend:
    """Slack events in, admission requests and prepared turns out."""

    def __init__(
        self, settings: SlackSettings, assistant: Assistant, pipeline: Pipeline, api: SlackApi, *, bot_name: str | None = None
    ) -> None:
        self.settings = settings
        # The bot's user name from `auth.test`: a slash command's text names it as plain
        # "@name" when mention escaping is off (Slack's default for commands).
        self.bot_name = bot_name
        if bot_name:
            api.bot_name = bot_name
        self.assistant = assistant
        self.pipeline = pipeline
        self.api = api

    # --- messages: mentions, thread follow-ups, DMs / the AI-app thread -------------

    async def on_message(self, event: dict[str, Any], body: dict[str, Any], me: Identity) -> None:
        deleted = deleted_message(event)
        if deleted is not None:
            # Its answer, if still being researched here, would answer nothing: it stops and goes.
            log.info("slack.question_deleted withdrawn=%d", len(self._withdraw(*deleted)))
            return
        incoming = read_event(event, body, me, self.settings.slack_ignore_bots)
        if incoming is not None and (people := mentioned_people(incoming.raw, me.user_id)):
            # Only a message for us costs a lookup: channel chatter mentioning people asks Slack nothing.
            incoming = read_event(event, body, me, self.settings.slack_ignore_bots, await self.api.user_names(people))
        if incoming is not None:
            await self._guarded(self._message(incoming), incoming.where, incoming.user)

    def _withdraw(self, channel: str, ts: str) -> list[Turn]:
        """Stop the answers still being researched here for the message `ts` (as sent or edited)."""
        return self.pipeline.withdraw(
            lambda turn: turn.target.channel == channel and original_id(turn.inbound.message_id or "") == ts
        )

    async def _message(self, incoming: Incoming) -> None:
        request = incoming.request()
        if request.edit_of is not None and self._withdraw(incoming.where.channel, request.edit_of):
            # Edited while its first answer was being researched (a typo fixed at once):
            # that answer stops, and the words as they stand now are the question.
            request.edit_of = None

        async def prepare(research: bool) -> Turn:
            return Turn(inbound=request.inbound, target=incoming.target(), research=research)

        async def refuse(text: str) -> None:
            await self.api.ephemeral(incoming.where.channel, incoming.user, incoming.where.thread_ts, plain_message(text))

        await self.pipeline.accept(request, prepare, refuse)

    async def thread_started(self, event: dict[str, Any], body: dict[str, Any], set_prompts: AsyncSetSuggestedPrompts, say: AsyncSay | None) -> None:
        """A new AI-app thread (or the agent Messages tab opening): offer questions
        drawn from the indexed topics."""
        prompts = await self.assistant.suggested_prompts()
        try:
            await set_prompts(prompts=[{"title": unping(p[:75]), "message": unping(p)} for p in prompts], title=PROMPTS_TITLE)
        except Exception:  # noqa: BLE001 - suggested prompts are a courtesy
            log.warning("slack.prompts_failed", exc_info=True)
        if say is not None:
            await say(GREETING)

    async def home(self, user: str, team: str, enterprise: str | None) -> None:
        workspace = Where(team, enterprise, "", "").workspace
        # None while the store is down: the tab's help and prompts need no store.
        recent = await self.assistant.recent.list("slack", workspace, user)
        prompts = await self.assistant.suggested_prompts()
        try:
            await self.api.publish_home(user, home_view(recent, prompts, self.api.bot_name, self.assistant.settings.llm_configured))
        except DeliveryFailed as exc:
            log.warning("slack.home_failed error=%s", exc.error)

    # --- /research -------------------------------------------------------------------

    async def on_command(self, command: dict[str, Any], request: SlashRequest) -> None:
        team, enterprise = team_of(command)
        user = str(command["user_id"])
        where = Where(team, enterprise, str(command["channel_id"]), "")
        token = str(command.get("response_url") or "") or None
        await self._guarded(self._command(where, user, token, request), where, user, token)

    async def _command(self, where: Where, user: str, token: str | None, request: SlashRequest) -> None:
        async def refuse(text: str) -> None:
            if token:
                await self.api.respond(token, plain_message(text))

        if request.question is not None:
            await self._ask(where, user, request.question, token, refuse, request.action)
            return
        action = request.action
        assert action is not None
        if request.needs_thread:
            try:
                thread = await self.assistant.recent.latest("slack", where.workspace, where.channel, user)
            except RecentUnavailable:
                await refuse(LATEST_UNAVAILABLE)
                return
            if thread is None:
                await refuse(NO_THREAD_DM if where.dm else NO_THREAD)
                return
            where = where.in_thread(thread)
        is_admin = await self.api.is_admin(user) if request.changes_settings else False
        inbound = Inbound(thread=where.key, user=user, origin="slash", action=action, is_admin=is_admin, dm=where.dm)

        async def prepare(research: bool) -> Turn:
            if request.needs_thread:
                if token:
                    try:
                        await self.api.respond(token, plain_message(f"Done in your latest thread with me in {here(where.dm)}."))
                    except DeliveryFailed as exc:
                        # A courtesy: the command's answer goes to the thread all the same.
                        log.warning("slack.note_failed error=%s", exc.error)
                return Turn(inbound=inbound, target=where.target(user, "thread"), research=research)
            return Turn(inbound=inbound, target=where.target(user, "interaction", token=token), research=research)

        await self.pipeline.accept(
            AdmissionRequest(inbound=inbound, place=where.place(), interactive=True), prepare, refuse
        )

    async def _ask(
        self, where: Where, user: str, question: str, token: str | None, refuse: Any, action: Action | None = None
    ) -> None:
        """`/research <question>` and suggested-question buttons: the question is
        posted visibly, then answered in its thread (or planned, with `action`)."""
        action = action or Action(question=question)
        inbound = Inbound(
            thread=where.key, user=user, origin="slash" if token else "button", action=action, dm=where.dm
        )

        async def prepare(research: bool) -> Turn | None:
            asked = mrkdwn_message(f"<@{user}> asked: {escape(question)}")
            try:
                ts = await self.api.post(where.channel, where.thread_ts or None, asked)
            except DeliveryFailed as exc:
                await refuse(f"I couldn't post here: {exc.reason}.")
                return None
            thread = where if where.thread_ts else where.in_thread(ts)
            turn_inbound = inbound.model_copy(update={"thread": thread.key})
            return Turn(inbound=turn_inbound, target=thread.target(user, "thread", reply_to=ts, token=token), research=research)

        await self.pipeline.accept(
            AdmissionRequest(inbound=inbound, place=where.place(), interactive=True), prepare, refuse
        )

    # --- buttons ---------------------------------------------------------------------

    async def on_action(self, body: dict[str, Any], element: dict[str, Any]) -> None:
        located = action_where(body)
        user = str((body.get("user") or {}).get("id"))
        if located is None:
            log.warning("slack.action_without_message action_id=%s", element.get("action_id"))
            return
        where, message_ts = located
        await self._guarded(self._button(where, user, message_ts, element), where, user)

    async def _button(self, where: Where, user: str, message_ts: str, element: dict[str, Any]) -> None:
        async def refuse(text: str) -> None:
            await self.api.ephemeral(where.channel, user, where.thread_ts, plain_message(text))

        value = str((element.get("selected_option") or {}).get("value") or element.get("value") or "")
        try:
            action = Action.model_validate(json.loads(value))
        except (ValidationError, ValueError):
            log.warning("slack.bad_button action_id=%s", element.get("action_id"))
            await refuse("That button no longer works; ask again in the thread.")
            return
        if action.command == "ask":
            await self._ask(where, user, action.question or "", None, refuse)
            return
        request = button_inbound(where, user, action)
        # A report switch rewrites the answer it belongs to, in place.
        replace = message_ts if action.command == "report" else None

        async def prepare(research: bool) -> Turn:
            target = where.target(user, "thread", replace=replace)
            return Turn(inbound=request.inbound, target=target, research=research)

        await self.pipeline.accept(request, prepare, refuse)

    # --- the last word ----------------------------------------------------------------

    async def _guarded(self, work: Any, where: Where, user: str, token: str | None = None) -> None:
        """Admission and preparation talk to Slack too; when that fails the user
        still hears why, privately (the turn itself has its own safety net)."""
        try:
            await work
        except DeliveryFailed as exc:
            text = f"I couldn't post my reply: {exc.reason}."
            try:
                if token:
                    await self.api.respond(token, plain_message(text))
                else:
                    await self.api.post(user, None, plain_message(text))
            except DeliveryFailed:
                log.error("slack.reply_lost channel=%s", where.channel)


class AssistantEventsOnly(AsyncMiddleware):
    """Bolt's Assistant middleware, asked only about the events it can take: the AI-app
    thread's own events and messages in a DM. Every one of its listeners requires one of
    those, so for the rest (channel mentions, commands, buttons) the answer is always
    "next"; asking cost three matcher calls per request, each building Bolt's full
    keyword arguments (~a quarter of Bolt's dispatch per acknowledged event)."""

    def __init__(self, assistant: AsyncAssistant) -> None:
        self.assistant = assistant

    async def async_process(
        self, *, req: AsyncBoltRequest, resp: BoltResponse, next: Callable[[], Awaitable[BoltResponse]]
    ) -> BoltResponse | None:
        body = req.body
        if (
            is_assistant_thread_started_event(body)
            or is_assistant_thread_context_changed_event(body)
            or is_any_im_message_event(body)
        ):
            return await self.assistant.async_process(req=req, resp=resp, next=next)
        return await next()


class _TokenGivenTwice(logging.Filter):
    """Bolt reads SLACK_BOT_TOKEN from the environment itself and, beside our client (built from
    that same token), warns at every start that the token "will be unused": read by people as their
    token ignored. The client carries it, so the warning says nothing true."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "`token` will be unused" not in record.getMessage()


_TOKEN_GIVEN_TWICE = _TokenGivenTwice()


def build_app(frontend: SlackFrontend, signing_secret: str | None) -> AsyncApp:
    """Without a signing secret (Socket Mode) requests arrive over the authenticated socket."""
    logging.getLogger(f"slack_bolt.{AsyncApp.__name__}").addFilter(_TOKEN_GIVEN_TWICE)
    app = AsyncApp(
        name="research-bot",
        client=frontend.api.client,
        signing_secret=signing_secret or "",
        request_verification_enabled=bool(signing_secret),
    )

    async def on_event(event: dict[str, Any], body: dict[str, Any], context: AsyncBoltContext) -> None:
        await frontend.on_message(event, body, Identity(user_id=context.bot_user_id, bot_id=context.bot_id))

    # The AI-app thread (assistant view): Bolt's Assistant routes its events here.
    assistant = AsyncAssistant()

    @assistant.thread_started
    async def started(event: dict[str, Any], body: dict[str, Any], set_suggested_prompts: AsyncSetSuggestedPrompts, say: AsyncSay) -> None:
        await frontend.thread_started(event, body, set_suggested_prompts, say)

    assistant.user_message(on_event)

    @assistant.thread_context_changed
    async def context_changed() -> None:
        """Which channel the user is looking at does not change the research."""

    app.use(AssistantEventsOnly(assistant))
    app.event("app_mention")(on_event)
    app.event("message")(on_event)

    @app.event("app_home_opened")
    async def home_opened(event: dict[str, Any], body: dict[str, Any], context: AsyncBoltContext) -> None:
        if event.get("tab") == "messages":
            # The agent view's conversation: Bolt hands suggested prompts without a thread.
            prompts = context.get("set_suggested_prompts")
            if prompts is not None:
                await frontend.thread_started(event, body, prompts, None)
            return
        team, enterprise = team_of(body, event)
        await frontend.home(str(event.get("user")), team, enterprise)

    @app.command(COMMAND)
    async def on_command(ack: AsyncAck, command: dict[str, Any], context: AsyncBoltContext) -> None:
        # Slack escapes &, < and > in a command's text as in messages, and sends mentions and
        # links as markup: read once as the words typed (the echo escapes them again, once).
        request = parse_slash(plain_text(str(command.get("text") or ""), context.bot_user_id, frontend.bot_name))
        if request is None:
            # Its `<question>` placeholders are text: Slack would read <…> as a link, even in code.
            said = mrkdwn_message(escape(usage(is_dm(str(command.get("channel_id") or "")))))
            await ack(text=said.text, blocks=said.blocks, response_type="ephemeral")
            return
        await ack()
        await frontend.on_command(command, request)

    @app.action(re.compile("^" + re.escape(ACTION_PREFIX)))
    async def on_action(ack: AsyncAck, body: dict[str, Any], action: dict[str, Any]) -> None:
        await ack()
        await frontend.on_action(body, action)

    return app
