"""Getting a turn onto Discord: typing, a progress message edited as the
research goes, the answer in at most a few messages (or a file), errors said
out loud.

`DiscordSurface` is built from a `DeliveryTarget` and a logged-in client alone:
channels are addressed by id (`PartialMessageable`), interaction follow-ups by
token (`Webhook.partial`), so a worker without a gateway connection delivers
the same way the gateway process does.

Delivering twice posts once. Every message sent carries a nonce derived from
the inbound event and the part's position (Discord returns the message it
already has for a nonce seen in the last few minutes instead of posting
another), and an answer's last write is the edit that turns the placeholder
into its first part: a placeholder that no longer shows progress (`answered`)
means the whole answer is out.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
from collections.abc import AsyncIterator
from contextvars import ContextVar
from typing import Any

import aiohttp
import discord

from bot.discord.controls import answer_view
from bot.discord.render import Outgoing, Rendered, render, without_files
from bot.discord.safety import NO_MENTIONS, neutralise
from bot.progress import Coalescer, EditBudget, Steps, headline, queued_line
from bot.surface import DeliveryTarget
from core.models import ProgressEvent, Reply
from core.records import bus
from core.records.events import PlatformCall

log = logging.getLogger(__name__)

RESEARCHING = "🔎 Researching…"
INTERRUPTED = "⚠️ I was stopped before I could finish this answer (I'm restarting). Please ask again in a minute."
# How a placeholder still waiting for its answer begins: queued, researching, or
# interrupted / failed (an error reply may be replaced by a re-run's answer).
_UNANSWERED = ("⏳", "🔎", "⚠️")
# Discord's refusals in a thread a moderator archived (an edit) or locked (any message).
THREAD_ARCHIVED = 50083
THREAD_LOCKED = 160005
# Responses after which discord.py waits and sends the request again.
_RETRIED_STATUSES = {429, 500, 502, 504, 524}
# The surface call an HTTP request belongs to, for naming the retries discord.py makes inside it.
_calling: ContextVar[str] = ContextVar("discord_call", default="other")


@contextlib.asynccontextmanager
async def platform_call(method: str) -> AsyncIterator[None]:
    """Announce one Discord REST call made by the block as a PlatformCall (ok or error)."""
    token = _calling.set(method)
    try:
        yield
    except (discord.HTTPException, discord.RateLimited, aiohttp.ClientError, TimeoutError) as exc:
        status = getattr(exc, "status", None)
        bus.emit(PlatformCall("discord", method, "error", f"http_{status}" if status else type(exc).__name__))
        raise
    else:
        bus.emit(PlatformCall("discord", method, "ok"))
    finally:
        _calling.reset(token)


def http_trace() -> aiohttp.TraceConfig:
    """For discord.py's `http_trace`: each response it will retry (rate limited, server
    error) is announced as a PlatformCall retry of the surface call that made it."""

    async def on_request_end(
        _session: aiohttp.ClientSession, _context: object, params: aiohttp.TraceRequestEndParams
    ) -> None:
        status = params.response.status
        if status in _RETRIED_STATUSES:
            bus.emit(PlatformCall("discord", _calling.get(), "retry", f"http_{status}"))

    trace = aiohttp.TraceConfig()
    trace.on_request_end.append(on_request_end)
    return trace


def describe_http_error(exc: BaseException, with_file: bool = False) -> str:
    """What to tell the user; `with_file`: the refused message carried a file (an export)."""
    if isinstance(exc, discord.RateLimited):
        return f"Discord is rate limiting me; please try again in {max(1, round(exc.retry_after))} s."
    if isinstance(exc, discord.HTTPException) and (exc.status == 413 or exc.code == 40005):
        return "The file is larger than this server lets me upload (an export in `md` or `html` is much smaller)."
    if isinstance(exc, discord.Forbidden) and with_file:
        # This note itself gets through, so sending is allowed: the file is what was refused.
        return ("I can't attach files in this channel, so I couldn't send the file. An admin can give me "
                "the Attach Files permission here.")
    if isinstance(exc, discord.Forbidden):
        # Embeds are never sent (suppress_embeds), so Embed Links is not one of the causes.
        return "I'm missing a Discord permission here (Send Messages, or Send Messages in Threads in a thread)."
    if isinstance(exc, discord.HTTPException) and exc.code in (THREAD_ARCHIVED, THREAD_LOCKED):
        closed = "locked" if exc.code == THREAD_LOCKED else "archived"
        return f"This thread is {closed}, so I can't post in it. Please ask again in the channel."
    if isinstance(exc, discord.HTTPException):
        return f"Discord refused my message (HTTP {exc.status}, code {exc.code}). Please ask again."
    return "Discord refused my message. Please ask again."


def transient(exc: BaseException) -> bool:
    """Discord unreachable, failing or rate limiting beyond our patience: worth trying again later."""
    if isinstance(exc, discord.RateLimited | aiohttp.ClientError | TimeoutError):
        return True
    return isinstance(exc, discord.HTTPException) and exc.status >= 500


def nonce(event_id: str, part: int) -> str:
    """A message nonce (at most 25 characters) for one part of the answer to one event."""
    return hashlib.blake2b(event_id.encode(), digest_size=10).hexdigest() + str(part)


def progress_text(steps: Steps) -> str:
    """The progress message: the current step, and the plan's checklist when there is one."""
    latest = steps.latest
    lines = [f"{RESEARCHING} {headline(latest)}" if latest is not None else RESEARCHING]
    if steps.planned:
        lines.extend(steps.checklist())
    return neutralise("\n".join(lines))[:2000]


class DiscordSurface:
    """One turn on Discord, from its target. `retry_transient` (a worker's
    surfaces): a delivery Discord refused only for now raises, so the job is
    run again later, instead of telling the user it failed."""

    def __init__(
        self,
        client: discord.Client,
        target: DeliveryTarget,
        retry_transient: bool = False,
        budget: EditBudget | None = None,
    ) -> None:
        self.client = client
        self.retry_transient = retry_transient
        # Its own copy: the surface notes the messages it posts; the queued turn stays as it was.
        self.target = target.model_copy()
        self.channel = client.get_partial_messageable(int(target.channel))
        self.webhook: discord.Webhook | None = None
        if target.token and client.application_id is not None:
            # The interaction's follow-up webhook, rebuilt from its token as
            # discord.py's own `Interaction.followup` does (type 3: application).
            payload = {"id": client.application_id, "type": 3, "token": target.token}
            self.webhook = discord.Webhook.from_state(data=payload, state=client._connection)  # type: ignore[arg-type]
        self.steps = Steps()
        self.coalescer = Coalescer(self._flush, budget=budget)
        self._typing: Any = None
        self._reference: discord.MessageReference | None = None
        if target.reply_to and self.webhook is None and target.placeholder is None:
            # A placeholder posted earlier already is the reply; the answer edits it.
            self._reference = discord.MessageReference(
                message_id=int(target.reply_to), channel_id=int(target.channel), fail_if_not_exists=False
            )

    # --- while the turn runs ---------------------------------------------------------

    async def open(self, research: bool) -> None:
        if not research:
            return
        if self.webhook is None:
            # Discord's typing indicator, best-effort: a refused indicator never blocks an answer.
            typing = self.channel.typing()
            try:
                await typing.__aenter__()
                self._typing = typing
            except discord.HTTPException as exc:
                log.debug("discord.typing_failed status=%s", exc.status)
        if self.target.placeholder is None:
            try:
                message = await self._send(RESEARCHING, view=None, file=None, ephemeral=False)
                self.target.placeholder = str(message.id) if message is not None else None
            except discord.HTTPException as exc:
                log.warning("discord.placeholder_failed status=%s code=%s", exc.status, exc.code)
        else:
            await self._edit(self.target.placeholder, RESEARCHING, view=None, file=None)

    async def progress(self, event: ProgressEvent) -> None:
        if event.stage == "done":
            return
        self.steps.update(event)
        self.coalescer.poke()

    async def _flush(self) -> None:
        if self.target.placeholder is not None:
            await self._edit(self.target.placeholder, progress_text(self.steps), view=None, file=None)

    async def hold(self, ahead: int | None) -> DeliveryTarget:
        """The turn waits in the job queue: say so (the interaction's deferred
        response, or a reply to the question); the worker that runs it edits
        this message (the returned target's placeholder)."""
        text = queued_line(ahead)
        try:
            if self.target.placeholder is not None:
                await self._edit(self.target.placeholder, text, view=None, file=None)
            else:
                message = await self._send(text, view=None, file=None, ephemeral=False)
                self.target.placeholder = str(message.id) if message is not None else None
        except discord.HTTPException as exc:
            # The worker opens the answer itself then.
            log.warning("discord.queued_note_failed status=%s code=%s", exc.status, exc.code)
        return self.target.model_copy()

    async def suspend(self, note: str | None) -> None:
        """This run ends without an answer and the job runs again: `note` replaces
        the progress (None: leave it to the worker that owns the job now)."""
        await self.coalescer.close()
        await self._stop_typing()
        if note is not None and self.target.placeholder is not None:
            with contextlib.suppress(discord.HTTPException):
                await self._edit(self.target.placeholder, neutralise(note), view=None, file=None)

    async def answered(self) -> bool:
        """Whether the placeholder has become an answer (or was replaced by a private
        one and deleted): the delivery this target was made for is done."""
        placeholder = self.target.placeholder
        if placeholder is None:
            return False
        try:
            async with platform_call("fetch"):
                if self.webhook is not None:
                    message = await self.webhook.fetch_message(int(placeholder))
                else:
                    message = await self.channel.fetch_message(int(placeholder))
        except discord.NotFound:
            return True
        return not message.content.startswith(_UNANSWERED)

    # --- the reply ---------------------------------------------------------------------

    def render(self, reply: Reply) -> Rendered:
        return render(reply)

    async def deliver(self, rendered: object) -> None:
        """Post the messages, the buttons under the last one. On a Discord error,
        tell the user what happened instead of dropping the answer."""
        assert isinstance(rendered, Rendered)
        await self.coalescer.close()
        view = answer_view(rendered.reply, int(self.target.thread or self.target.channel))
        try:
            try:
                await self._post(rendered, view)
            except discord.Forbidden as exc:
                # Refused with a file (a long report's): most likely no Attach Files here, which
                # lost the whole answer. Its text alone, in as many messages as it takes.
                text_only = without_files(rendered)
                if text_only is None:
                    raise
                log.warning("discord.file_refused status=%s code=%s; sending the text", exc.status, exc.code)
                await self._post(text_only, view)
            except discord.HTTPException as exc:
                if exc.code not in (THREAD_ARCHIVED, THREAD_LOCKED) or not await self._leave_closed_thread():
                    raise
                await self._post(rendered, view)
        except (discord.HTTPException, discord.RateLimited, aiohttp.ClientError, TimeoutError) as exc:
            if self.retry_transient and transient(exc):
                raise
            log.warning("discord.send_failed status=%s code=%s", getattr(exc, "status", None), getattr(exc, "code", None))
            with_file = any(p.attachment is not None for p in rendered.parts)
            await self.notice(f"⚠️ {describe_http_error(exc, with_file)}")

    async def _post(self, rendered: Rendered, view: discord.ui.View | None) -> None:
        """The parts in order, the buttons under the last one."""
        parts = rendered.parts
        placeholder = self.target.placeholder
        if placeholder is not None and not rendered.ephemeral:
            # The parts after the first go below the placeholder, in order; the
            # edit that makes it the first part is the last write (see `answered`).
            for n, part in enumerate(parts[1:], start=1):
                await self._send_part(n, part, view if n == len(parts) - 1 else None, ephemeral=False)
            await self._edit(placeholder, parts[0].content, view=view if len(parts) == 1 else None, file=parts[0].file())
            self.target.placeholder = None
            return
        for n, part in enumerate(parts):
            await self._send_part(n, part, view if n == len(parts) - 1 else None, rendered.ephemeral)
        if placeholder is not None:
            # An ephemeral reply cannot take the public placeholder's place.
            self.target.placeholder = None
            await self._delete(placeholder)

    async def _leave_closed_thread(self) -> bool:
        """The thread was archived or locked while its answer was researched (a moderator,
        or Discord's auto-archive): reopen it when the bot may (not locked), else move this
        surface to the parent channel, saying why there. False: not a thread after all."""
        if self.webhook is not None:
            return False  # an interaction's follow-ups have no channel of their own to move to
        async with platform_call("fetch"):
            thread = await self.client.fetch_channel(int(self.target.channel))
        if not isinstance(thread, discord.Thread):
            return False
        if not thread.locked:
            try:
                async with platform_call("edit"):
                    await thread.edit(archived=False)
                return True
            except discord.HTTPException as exc:
                log.warning("discord.unarchive_failed thread=%s status=%s code=%s", thread.id, exc.status, exc.code)
        log.info("discord.thread_closed thread=%s locked=%s; answering in its channel", thread.id, thread.locked)
        # The placeholder in the thread can't be edited now; the answer's messages are new ones
        # in the channel, with nonces of their own (the thread's name messages there).
        self.channel = self.client.get_partial_messageable(thread.parent_id)
        self.target.placeholder, self._reference = None, None
        self.target.event_id = f"{self.target.event_id}>{thread.parent_id}" if self.target.event_id else None
        closed = "locked" if thread.locked else "archived and I can't reopen it"
        await self._send(
            f"⚠️ The thread <#{thread.id}> is {closed}, so here is its answer in the channel.",
            view=None, file=None, ephemeral=False,
        )
        return True

    async def _send_part(self, n: int, part: Outgoing, view: discord.ui.View | None, ephemeral: bool) -> None:
        key = nonce(self.target.event_id, n) if self.target.event_id else None
        await self._send(part.content, view=view, file=part.file(), ephemeral=ephemeral, nonce=key)

    async def close(self, reply: Reply | None) -> None:
        await self.coalescer.close()
        if reply is None and self.target.placeholder is not None:
            with contextlib.suppress(discord.HTTPException):
                await self._edit(self.target.placeholder, INTERRUPTED, view=None, file=None)
        await self._stop_typing()

    async def withdraw(self) -> None:
        await self.coalescer.close()
        if self.target.placeholder is not None:
            placeholder, self.target.placeholder = self.target.placeholder, None
            await self._delete(placeholder)
        await self._stop_typing()

    async def _stop_typing(self) -> None:
        if self._typing is not None:
            typing, self._typing = self._typing, None
            with contextlib.suppress(discord.HTTPException):
                await typing.__aexit__(None, None, None)

    async def notice(self, text: str) -> None:
        """Privately where Discord allows it (an interaction), else in the conversation."""
        try:
            if self.target.placeholder is not None:
                placeholder, self.target.placeholder = self.target.placeholder, None
                await self._edit(placeholder, neutralise(text), view=None, file=None)
            else:
                await self._send(neutralise(text), view=None, file=None, ephemeral=True)
        except (discord.HTTPException, discord.RateLimited):
            # Nothing more can reach the user on this surface; the log is what remains.
            log.error("discord.notice_failed", exc_info=True)

    # --- Discord calls ------------------------------------------------------------------

    async def _send(
        self,
        content: str,
        *,
        view: discord.ui.View | None,
        file: discord.File | None,
        ephemeral: bool,
        nonce: str | None = None,
    ) -> discord.Message | discord.WebhookMessage | None:
        kwargs: dict[str, Any] = {"allowed_mentions": NO_MENTIONS, "suppress_embeds": True}
        if view is not None:
            kwargs["view"] = view
        if file is not None:
            kwargs["file"] = file
        async with platform_call("send"):
            if self.webhook is not None:
                # Interaction follow-ups take no nonce.
                return await self.webhook.send(content, wait=True, ephemeral=ephemeral, **kwargs)
            if nonce is not None:
                # discord.py sends enforce_nonce with it.
                kwargs["nonce"] = nonce
            if self._reference is not None:
                # Only the first message replies; the rest simply follow it.
                kwargs.update(reference=self._reference, mention_author=False)
                self._reference = None
            return await self.channel.send(content, **kwargs)

    async def _edit(self, message_id: str, content: str, *, view: discord.ui.View | None, file: discord.File | None) -> None:
        kwargs: dict[str, Any] = {"content": content, "allowed_mentions": NO_MENTIONS}
        if view is not None:
            kwargs["view"] = view
        if file is not None:
            kwargs["attachments"] = [file]
        async with platform_call("edit"):
            if self.webhook is not None:
                await self.webhook.edit_message(int(message_id), **kwargs)
            else:
                await self.channel.get_partial_message(int(message_id)).edit(**kwargs)

    async def _delete(self, message_id: str) -> None:
        with contextlib.suppress(discord.HTTPException):
            async with platform_call("delete"):
                if self.webhook is not None:
                    await self.webhook.delete_message(int(message_id))
                else:
                    await self.channel.get_partial_message(int(message_id)).delete()


class DiscordSurfaces:
    def __init__(self, client: discord.Client, retry_transient: bool = False) -> None:
        self.client = client
        self.retry_transient = retry_transient
        # Shared by every turn these surfaces show (Discord allows an app about 50 requests a second).
        self.budget = EditBudget()

    def surface(self, target: DeliveryTarget) -> DiscordSurface:
        return DiscordSurface(self.client, target, self.retry_transient, self.budget)
