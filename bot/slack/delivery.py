"""Getting a turn onto Slack: status, streamed answers, placeholders, files, and
what to do when Slack says no.

`SlackSurface` is built from a `DeliveryTarget` alone (any process holding a
bot token can deliver). A research turn sets the assistant thread's status and
title, then streams: `chat.startStream` opens the answer with the research
steps as task chunks, `chat.appendStream` adds the answer's text, and
`chat.stopStream` closes it with the sources, controls and Slack's feedback
buttons. When streaming is unavailable (an older workspace, a missing method,
an error mid-way) the same turn falls back to a placeholder message edited
with `chat.update`, as apps did before streaming.

With the job queue (`JOB_QUEUE=redis`) the frontend posts a "Queued" message
(`hold`) and a worker edits that placeholder into progress and the answer.
The last write of every answer carries message metadata naming the inbound
event (`REPLY_EVENT`), so a worker re-running a job after a crash finds the
answer in the thread (`SlackApi.tagged`) instead of posting it twice.
"""

from __future__ import annotations

import logging
from typing import Any

import aiohttp
from slack_sdk.errors import SlackApiError
from slack_sdk.http_retry.async_handler import AsyncRetryHandler
from slack_sdk.http_retry.builtin_async_handlers import (
    AsyncConnectionErrorRetryHandler,
    AsyncRateLimitErrorRetryHandler,
    AsyncServerErrorRetryHandler,
)
from slack_sdk.http_retry.request import HttpRequest
from slack_sdk.http_retry.response import HttpResponse
from slack_sdk.http_retry.state import RetryState
from slack_sdk.web.async_client import AsyncWebClient
from slack_sdk.webhook.async_client import AsyncWebhookClient

from bot.progress import Coalescer, EditBudget, Steps, headline, queued_line
from bot.slack.render import (
    ERROR_MARK,
    Attachment,
    Rendered,
    SlackMessage,
    plain_message,
    render,
    split_message,
    stream_pieces,
)
from bot.slack.safety import defuse
from bot.slack.settings import SlackSettings
from bot.surface import DeliveryTarget
from core.models import ProgressEvent, Reply, TaskProgress
from core.records import bus
from core.records.events import PlatformCall

log = logging.getLogger(__name__)

WORKING = "eyes"
FAILED = "warning"
PLACEHOLDER = "⏳ Researching…"
INTERRUPTED = "I was stopped before I could finish this answer (I'm restarting). Please ask again in a minute."
STATUS = "is researching…"
PLAN_TITLE = "Researching your question"

# Errors that mean the bot cannot write where it was asked; the user hears why.
_NO_ACCESS = {
    "channel_not_found": "I can't see that conversation (it may be private or deleted)",
    "not_in_channel": "I'm not a member of that channel; invite me with `/invite @{bot_name}`",
    "is_archived": "that channel is archived",
    "restricted_action": "a workspace setting stops me from posting there",
    "thread_not_found": "that thread no longer exists",
}
_MAX_SPLITS = 4
# Message metadata on an answer's last write: which inbound event it answers.
REPLY_EVENT = "research_bot_reply"
_MAX_HISTORY_PAGES = 5


def reply_tag(event_id: str) -> dict[str, Any]:
    return {"event_type": REPLY_EVENT, "event_payload": {"event_id": event_id}}


class DeliveryFailed(Exception):
    """Slack refused a call; `reason` is safe to show to the user. `transient`:
    Slack was unreachable, failing or rate limiting (after the client's own
    retries), so the same call may well succeed later."""

    def __init__(self, reason: str, error: str, transient: bool = False) -> None:
        super().__init__(error)
        self.reason = reason
        self.error = error
        self.transient = transient


def make_client(token: str, base_url: str | None, session: aiohttp.ClientSession | None = None) -> AsyncWebClient:
    """A Web API client that waits out 429s (Retry-After) and retries transient
    failures; with `session`, every call shares one connection pool."""
    return AsyncWebClient(
        token=token,
        base_url=_api_base(base_url),
        session=session,
        retry_handlers=[
            CountedRetries(AsyncConnectionErrorRetryHandler(max_retry_count=2)),
            CountedRetries(AsyncRateLimitErrorRetryHandler(max_retry_count=3)),
            CountedRetries(AsyncServerErrorRetryHandler(max_retry_count=2)),
        ],
    )


class CountedRetries(AsyncRetryHandler):
    """`inner`'s retry policy, announcing each retry it decides on as a PlatformCall
    (the SDK retries inside one call, where SlackApi.call can't see it)."""

    def __init__(self, inner: AsyncRetryHandler) -> None:
        super().__init__(max_retry_count=inner.max_retry_count, interval_calculator=inner.interval_calculator)
        self.inner = inner

    async def _can_retry_async(
        self,
        *,
        state: RetryState,
        request: HttpRequest,
        response: HttpResponse | None = None,
        error: Exception | None = None,
    ) -> bool:
        return await self.inner._can_retry_async(state=state, request=request, response=response, error=error)

    async def prepare_for_next_attempt_async(
        self,
        *,
        state: RetryState,
        request: HttpRequest,
        response: HttpResponse | None = None,
        error: Exception | None = None,
    ) -> None:
        why = f"http_{response.status_code}" if response is not None else type(error).__name__
        bus.emit(PlatformCall("slack", request.url.rsplit("/", 1)[-1], "retry", why))
        await self.inner.prepare_for_next_attempt_async(state=state, request=request, response=response, error=error)


def _api_base(base_url: str | None) -> str:
    if not base_url:
        return AsyncWebClient.BASE_URL
    return base_url if base_url.endswith("/") else base_url + "/"


DEFAULT_BOT_NAME = "research-bot"
# People's names kept per process, for reading mentions; a workspace rarely mentions more.
_NAMES_KEPT = 4096


class SlackApi:
    """The Web API calls the bot makes; Slack's refusals become DeliveryFailed."""

    def __init__(self, client: AsyncWebClient) -> None:
        self.client = client
        self._names: dict[str, str] = {}
        # What people type to mention the bot, as Slack names it (auth.test): refusals say
        # how to invite it. The manifest's name until Slack has been asked.
        self.bot_name = DEFAULT_BOT_NAME

    async def post(
        self, channel: str, thread_ts: str | None, message: SlackMessage, metadata: dict[str, Any] | None = None
    ) -> str:
        response = await self.call(
            "chat_postMessage",
            channel=channel,
            thread_ts=thread_ts,
            text=message.text,
            blocks=message.blocks,
            unfurl_links=False,
            unfurl_media=False,
            metadata=metadata,
        )
        return str(response["ts"])

    async def update(self, channel: str, ts: str, message: SlackMessage, metadata: dict[str, Any] | None = None) -> None:
        await self.call("chat_update", channel=channel, ts=ts, text=message.text, blocks=message.blocks, metadata=metadata)

    async def publish(
        self,
        channel: str,
        thread_ts: str | None,
        messages: list[SlackMessage],
        replace_ts: str | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> None:
        """Messages in order, the first replacing `replace_ts` when given, the last
        carrying `metadata`; a message Slack calls too long is split and sent as several."""
        queue = list(messages)
        splits = 0
        while queue:
            message = queue.pop(0)
            tag = metadata if not queue else None
            try:
                if replace_ts is not None:
                    await self.update(channel, replace_ts, message, tag)
                    replace_ts = None
                else:
                    await self.post(channel, thread_ts, message, tag)
            except DeliveryFailed as exc:
                if exc.error != "msg_too_long" or splits >= _MAX_SPLITS:
                    raise
                splits += 1
                log.info("slack.split reason=msg_too_long blocks=%d", len(message.blocks))
                queue[:0] = split_message(message)

    async def tagged(self, channel: str, thread_ts: str, event_id: str, since: str | None = None) -> bool:
        """Whether the thread (from `since` on) holds a message tagged as the answer to `event_id`."""
        cursor = None
        for _ in range(_MAX_HISTORY_PAGES):
            response = await self.call(
                "conversations_replies",
                channel=channel,
                ts=thread_ts,
                oldest=since,
                inclusive=True,
                include_all_metadata=True,
                limit=200,
                cursor=cursor,
            )
            for message in response.get("messages") or []:
                tag = message.get("metadata") or {}
                if tag.get("event_type") == REPLY_EVENT and (tag.get("event_payload") or {}).get("event_id") == event_id:
                    return True
            cursor = (response.get("response_metadata") or {}).get("next_cursor")
            if not cursor:
                return False
        return False

    async def upload(self, channel: str, thread_ts: str | None, attachment: Attachment) -> None:
        # files_upload_v2 runs getUploadURLExternal -> upload -> completeUploadExternal.
        await self.call(
            "files_upload_v2",
            channel=channel,
            thread_ts=thread_ts,
            filename=attachment.filename,
            title=attachment.title,
            content=attachment.content,
        )

    async def ephemeral(self, channel: str, user: str, thread_ts: str | None, message: SlackMessage) -> None:
        await self.call(
            "chat_postEphemeral", channel=channel, user=user, thread_ts=thread_ts, text=message.text, blocks=message.blocks
        )

    async def delete(self, channel: str, ts: str) -> None:
        await self.call("chat_delete", channel=channel, ts=ts)

    async def react(self, channel: str, ts: str, name: str, remove: bool = False) -> None:
        """Reactions are a courtesy: a failure is logged, never fatal to the answer."""
        method = "reactions_remove" if remove else "reactions_add"
        try:
            await self.call(method, channel=channel, timestamp=ts, name=name)
        except DeliveryFailed as exc:
            if exc.error not in ("already_reacted", "no_reaction"):
                log.warning("slack.reaction_failed method=%s error=%s", method, exc.error)

    # --- streaming (chat.startStream / appendStream / stopStream) -------------------

    async def start_stream(
        self, target: DeliveryTarget, chunks: list[dict[str, Any]], display: str
    ) -> str:
        # Outside a DM Slack must be told whose stream it is.
        recipient = {} if target.kind == "assistant" else {
            "recipient_user_id": target.user, "recipient_team_id": target.workspace or None
        }
        response = await self.call(
            "chat_startStream",
            channel=target.channel,
            thread_ts=target.thread,
            chunks=chunks,
            task_display_mode=display,
            **recipient,
        )
        return str(response["ts"])

    async def append_stream(self, channel: str, ts: str, chunks: list[dict[str, Any]]) -> None:
        await self.call("chat_appendStream", channel=channel, ts=ts, chunks=chunks)

    async def stop_stream(
        self,
        channel: str,
        ts: str,
        chunks: list[dict[str, Any]] | None = None,
        blocks: list[dict[str, Any]] | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> None:
        await self.call(
            "chat_stopStream", channel=channel, ts=ts, chunks=chunks or None, blocks=blocks or None, metadata=metadata
        )

    # --- the AI app surface (best effort: a plain app without it still answers) ------

    async def set_status(self, channel: str, thread_ts: str, status: str) -> None:
        await self._courtesy("assistant_threads_setStatus", channel_id=channel, thread_ts=thread_ts, status=status)

    async def set_title(self, channel: str, thread_ts: str, title: str) -> None:
        await self._courtesy("assistant_threads_setTitle", channel_id=channel, thread_ts=thread_ts, title=title)

    async def is_admin(self, user: str) -> bool:
        """Workspace admins and owners may change channel settings."""
        try:
            response = await self.call("users_info", user=user)
        except DeliveryFailed:
            return False
        info = response.get("user") or {}
        return bool(info.get("is_admin") or info.get("is_owner") or info.get("is_primary_owner"))

    async def user_names(self, users: list[str]) -> dict[str, str]:
        """People's names as Slack shows them (display name, else real name, else handle), for
        the users Slack names (`users:read`); each asked once per process."""
        for user in users:
            if user in self._names:
                continue
            try:
                response = await self.call("users_info", user=user)
            except DeliveryFailed as exc:
                log.info("slack.user_name_unknown error=%s", exc.error)
                continue
            info = response.get("user") or {}
            profile = info.get("profile") or {}
            name = profile.get("display_name") or profile.get("real_name") or info.get("real_name") or info.get("name")
            if name:
                if len(self._names) >= _NAMES_KEPT:
                    self._names.clear()
                self._names[user] = str(name)
        return {user: self._names[user] for user in users if user in self._names}

    async def publish_home(self, user: str, view: dict[str, Any]) -> None:
        await self.call("views_publish", user_id=user, view=view)

    async def _courtesy(self, method: str, **kwargs: Any) -> None:
        try:
            await self.call(method, **kwargs)
        except DeliveryFailed as exc:
            log.debug("slack.courtesy_failed method=%s error=%s", method, exc.error)

    async def respond(self, response_url: str, message: SlackMessage) -> None:
        """A private answer to a slash command, through its response URL, on the
        Web API client's connection pool."""
        try:
            response = await AsyncWebhookClient(response_url, session=self.client.session).send(
                text=message.text, blocks=message.blocks, response_type="ephemeral"
            )
        except (aiohttp.ClientError, TimeoutError) as exc:
            bus.emit(PlatformCall("slack", "response_url", "error", type(exc).__name__))
            raise DeliveryFailed("I couldn't reach Slack", type(exc).__name__) from exc
        if response.status_code >= 400:
            log.warning("slack.respond_failed status=%d", response.status_code)
            bus.emit(PlatformCall("slack", "response_url", "error", f"http_{response.status_code}"))
            raise DeliveryFailed("Slack refused the reply", f"http_{response.status_code}")
        bus.emit(PlatformCall("slack", "response_url", "ok"))

    async def call(self, method: str, **kwargs: Any) -> Any:
        """One Web API call (`chat_postMessage`), announced as a PlatformCall
        named as Slack names it (`chat.postMessage`)."""
        name = method.replace("_", ".")
        try:
            response = await getattr(self.client, method)(**{k: v for k, v in kwargs.items() if v is not None})
        except SlackApiError as exc:
            data = exc.response.data if exc.response is not None else None
            error = str(data.get("error", "unknown_error")) if isinstance(data, dict) else f"http_{exc.response.status_code}"
            needed = str(data.get("needed") or "") if isinstance(data, dict) else ""
            if error == "ratelimited":
                reason = "Slack is rate limiting me right now; please try again in a minute"
            elif error == "missing_scope" and needed:
                # An app installed from an older manifest: the fix is the admin's, so say what it is.
                reason = (
                    f"this app lacks Slack's `{needed}` permission; a workspace admin can add it "
                    "(the manifest in `manifests/slack/` has it) and reinstall the app"
                )
            else:
                reason = _NO_ACCESS[error].format(bot_name=self.bot_name) if error in _NO_ACCESS else (
                    f"Slack refused the message ({error})"
                )
            if needed:
                log.warning("slack.api_error method=%s error=%s needed=%s", method, error, needed)
            else:
                log.warning("slack.api_error method=%s error=%s", method, error)
            bus.emit(PlatformCall("slack", name, "error", error))
            status = exc.response.status_code if exc.response is not None else 0
            raise DeliveryFailed(reason, error, transient=error == "ratelimited" or status >= 500) from exc
        except (aiohttp.ClientError, TimeoutError) as exc:
            log.warning("slack.api_unreachable method=%s error=%s", method, type(exc).__name__)
            bus.emit(PlatformCall("slack", name, "error", type(exc).__name__))
            raise DeliveryFailed("I couldn't reach Slack", type(exc).__name__, transient=True) from exc
        bus.emit(PlatformCall("slack", name, "ok"))
        return response


def task_chunk(step: TaskProgress) -> dict[str, Any]:
    # A step's title quotes the question and the model's queries.
    return {"type": "task_update", "id": step.id, "title": defuse(step.title)[:256], "status": step.state}


class SlackSurface:
    """One turn on Slack, from its target. `retry_transient` (a worker's
    surfaces): a delivery Slack refused only for now raises, so the job is run
    again later, instead of telling the user it failed."""

    def __init__(
        self,
        api: SlackApi,
        settings: SlackSettings,
        target: DeliveryTarget,
        retry_transient: bool = False,
        budget: EditBudget | None = None,
    ) -> None:
        self.api = api
        self.settings = settings
        self.retry_transient = retry_transient
        # Its own copy: the surface notes the messages it posts; the queued turn stays as it was.
        self.target = target.model_copy()
        self.steps = Steps()
        self.coalescer = Coalescer(self._flush, budget=budget)
        self._mode: str = "none"  # "stream", "placeholder" or "none"
        self._research = False
        self._sent: dict[str, tuple[str, str]] = {}  # step id -> (state, title) last shown
        self._status = ""
        self._reacted = False

    @property
    def _assistant(self) -> bool:
        return self.target.kind == "assistant"

    # --- while the turn runs -----------------------------------------------------

    async def open(self, research: bool) -> None:
        self._research = research
        if not research:
            return
        target = self.target
        if self._assistant and target.thread:
            await self._show_status(STATUS)
            if target.title:
                await self.api.set_title(target.channel, target.thread, defuse(target.title))
        if target.placeholder:
            # A worker picking up a turn whose frontend already opened the answer.
            self._mode = "placeholder"
            return
        if self.settings.slack_streaming and target.thread:
            opening = [{"type": "plan_update", "title": PLAN_TITLE}]
            try:
                target.placeholder = await self.api.start_stream(target, opening, self.settings.slack_task_display)
            except DeliveryFailed as exc:
                log.info("slack.stream_unavailable error=%s; using chat.update", exc.error)
            else:
                self._mode = "stream"
                return
        try:
            target.placeholder = await self.api.post(target.channel, target.thread, plain_message(PLACEHOLDER))
            self._mode = "placeholder"
        except DeliveryFailed as exc:
            log.warning("slack.placeholder_failed error=%s", exc.error)
            # Nothing in the thread shows the question was taken: a reaction on it does.
            if target.reply_to:
                await self.api.react(target.channel, target.reply_to, WORKING)
                self._reacted = True

    async def progress(self, event: ProgressEvent) -> None:
        self.steps.update(event)
        self.coalescer.poke()

    async def _flush(self) -> None:
        target = self.target
        if self._assistant and self.steps.latest is not None:
            now = headline(self.steps.latest)
            await self._show_status(f"is {now[0].lower()}{now[1:]}…")
        if self._mode == "stream" and target.placeholder:
            changed = self._unsent()
            if changed:
                await self.api.append_stream(target.channel, target.placeholder, [task_chunk(s) for s in changed])
                self._sent.update({s.id: (s.state, s.title) for s in changed})
        elif self._mode == "placeholder" and target.placeholder:
            text = "\n".join([PLACEHOLDER, *self.steps.checklist()])
            await self.api.update(target.channel, target.placeholder, plain_message(text))

    def _unsent(self) -> list[TaskProgress]:
        """Steps whose state or title (a queue position, a query) changed since last
        shown; a step a plan replaced (waiting, planning) is shown complete, since a
        task card in a stream stays."""
        steps = self.steps.all()
        current = {s.id for s in steps}
        replaced = [
            TaskProgress(id=id_, title=title, state="complete")
            for id_, (state, title) in self._sent.items()
            if id_ not in current and state != "complete"
        ]
        return replaced + [s for s in steps if self._sent.get(s.id) != (s.state, s.title)]

    async def _show_status(self, status: str) -> None:
        if status != self._status and self.target.thread:
            self._status = status
            await self.api.set_status(self.target.channel, self.target.thread, defuse(status))

    async def hold(self, ahead: int | None) -> DeliveryTarget:
        """The turn waits in the job queue: say so in the thread; the worker that
        runs it edits this message (the returned target's placeholder)."""
        self._research = True
        target = self.target
        try:
            target.placeholder = await self.api.post(target.channel, target.thread, plain_message(queued_line(ahead)))
            self._mode = "placeholder"
        except DeliveryFailed as exc:
            # The worker opens the answer itself then.
            log.warning("slack.queued_note_failed error=%s", exc.error)
        return target.model_copy()

    async def suspend(self, note: str | None) -> None:
        """This run ends without an answer and the job runs again: `note` replaces
        the progress (None: leave it to the worker that owns the job now)."""
        await self.coalescer.close()
        target = self.target
        mode, self._mode = self._mode, "none"
        if note is None or mode == "none" or not target.placeholder:
            return
        try:
            if mode == "stream":
                # A stream can't be continued by another process: close it under the note.
                await self.api.stop_stream(target.channel, target.placeholder)
            await self.api.update(target.channel, target.placeholder, plain_message(note))
        except DeliveryFailed as exc:
            log.warning("slack.suspend_note_failed error=%s", exc.error)
        if self._assistant:
            await self._show_status("")

    # --- the reply -----------------------------------------------------------------

    def render(self, reply: Reply) -> Rendered:
        return render(reply)

    async def deliver(self, rendered: object) -> None:
        assert isinstance(rendered, Rendered)
        await self.coalescer.close()
        target = self.target
        try:
            if target.kind == "interaction" and target.token:
                for message in rendered.messages:
                    await self.api.respond(target.token, message)
                return
            if rendered.ephemeral:
                await self._drop_placeholder()
                for message in rendered.messages:
                    await self.api.ephemeral(target.channel, target.user, target.thread, message)
                return
            await self._publish(rendered)
        except DeliveryFailed as exc:
            if exc.transient and self.retry_transient:
                raise
            await self.notice(f"I couldn't post my reply: {exc.reason}.")

    async def _publish(self, rendered: Rendered) -> None:
        """The answer in the thread. Its last write carries the event tag (an error
        reply none: a re-run may replace it), so the tag means the whole answer is out."""
        target = self.target
        tag = reply_tag(target.event_id) if target.event_id and not rendered.failed else None
        # When the answer's first message is already in the thread (a placeholder or
        # a stream), a file goes below it before that message is finished and tagged.
        file_first = rendered.attachment is not None and (self._mode == "stream" or self._replaceable() is not None)
        unattached: DeliveryFailed | None = None
        if file_first:
            assert rendered.attachment is not None
            try:
                await self.api.upload(target.channel, target.thread, rendered.attachment)
            except DeliveryFailed as exc:
                if exc.transient and self.retry_transient:
                    raise
                unattached = exc
        if not (self._mode == "stream" and await self._finish_stream(rendered, tag)):
            await self.api.publish(target.channel, target.thread, rendered.messages, self._replaceable(), tag)
        self._mode = "none"
        if rendered.attachment is not None and not file_first:
            try:
                await self.api.upload(target.channel, target.thread, rendered.attachment)
            except DeliveryFailed as exc:
                if exc.transient and self.retry_transient:
                    raise
                unattached = exc
        if unattached is not None:
            assert rendered.attachment is not None
            await self._unattached(rendered.attachment.filename, unattached)

    async def _unattached(self, filename: str, failure: DeliveryFailed) -> None:
        """The message is in the thread but its file is not: the thread hears why."""
        text = f"{ERROR_MARK}I couldn't attach `{filename}`: {failure.reason}."
        try:
            await self.api.post(self.target.channel, self.target.thread, plain_message(text))
        except DeliveryFailed:
            await self.notice(text)

    async def _finish_stream(self, rendered: Rendered, tag: dict[str, Any] | None) -> bool:
        """Close the stream with the answer; False when Slack refused (the caller
        then posts the answer as ordinary messages over the stream)."""
        target = self.target
        assert target.placeholder is not None
        self.steps.finish(failed=rendered.failed)
        tasks = [task_chunk(s) for s in self._unsent()]
        pieces = stream_pieces(rendered.stream_text)
        try:
            for n, piece in enumerate(pieces[:-1]):
                await self.api.append_stream(
                    target.channel, target.placeholder, (tasks if n == 0 else []) + [{"type": "markdown_text", "text": piece}]
                )
                tasks = []
            closing = tasks + ([{"type": "markdown_text", "text": pieces[-1]}] if pieces else [])
            await self.api.stop_stream(
                target.channel, target.placeholder, chunks=closing, blocks=rendered.stream_blocks, metadata=tag
            )
        except DeliveryFailed as exc:
            log.warning("slack.stream_failed error=%s; posting the answer instead", exc.error)
            return False
        return True

    def _replaceable(self) -> str | None:
        return self.target.placeholder if self._mode in ("stream", "placeholder") else self.target.replace

    async def _drop_placeholder(self) -> None:
        if self._mode == "placeholder" and self.target.placeholder:
            await self.api.delete(self.target.channel, self.target.placeholder)
            self._mode = "none"

    async def close(self, reply: Reply | None) -> None:
        await self.coalescer.close()
        target = self.target
        if reply is None and self._mode != "none" and target.placeholder:
            try:
                if self._mode == "stream":
                    self.steps.finish(failed=True)
                    chunks = [task_chunk(s) for s in self.steps.all()]
                    await self.api.stop_stream(target.channel, target.placeholder, chunks=chunks)
                await self.api.update(target.channel, target.placeholder, plain_message(f"⚠️ {INTERRUPTED}"))
            except DeliveryFailed as exc:
                log.warning("slack.interrupted_note_failed error=%s", exc.error)
        if self._assistant and (reply is None or reply.kind == "error"):
            # Posting a reply clears the status by itself; a turn without one must clear it.
            await self._show_status("")
        # The answer in the thread says it is done; only a failure is marked on the question.
        if self._reacted and target.reply_to:
            await self.api.react(target.channel, target.reply_to, WORKING, remove=True)
        if self._research and target.reply_to and (reply is None or reply.kind == "error"):
            await self.api.react(target.channel, target.reply_to, FAILED)

    async def withdraw(self) -> None:
        await self.coalescer.close()
        target = self.target
        if self._mode != "none" and target.placeholder:
            try:
                if self._mode == "stream":
                    # Ended first: were the delete refused, no stream is left "researching" for good.
                    await self.api.stop_stream(target.channel, target.placeholder)
                await self.api.delete(target.channel, target.placeholder)
            except DeliveryFailed as exc:
                log.warning("slack.withdraw_failed error=%s", exc.error)
        if self._assistant:
            await self._show_status("")

    async def notice(self, text: str) -> None:
        """Privately: through the slash command's response URL, else ephemeral, else by DM."""
        target = self.target
        if target.token:
            await self.api.respond(target.token, plain_message(text))
            return
        try:
            await self.api.ephemeral(target.channel, target.user, target.thread, plain_message(text))
        except DeliveryFailed:
            # The conversation itself is out of reach (deleted, no access): a DM is
            # the app's own channel to the user and lands in its Messages tab.
            await self.api.post(target.user, None, plain_message(text))


class SlackSurfaces:
    def __init__(self, api: SlackApi, settings: SlackSettings, retry_transient: bool = False) -> None:
        self.api = api
        self.settings = settings
        self.retry_transient = retry_transient
        # Shared by every turn these surfaces show: the process's progress edits.
        self.budget = EditBudget(settings.slack_progress_edits_per_second)

    def surface(self, target: DeliveryTarget) -> SlackSurface:
        return SlackSurface(self.api, self.settings, target, self.retry_transient, self.budget)
