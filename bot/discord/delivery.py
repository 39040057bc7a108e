"""Getting text onto Discord: placeholders, progress, splitting, attachments, errors.

A *surface* is where one turn's answer goes: a channel/thread/DM (messages) or an
interaction (deferred response plus follow-ups). Both show progress in a
placeholder message that later becomes the first message of the answer.
"""

from __future__ import annotations

import io
import logging
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any, Protocol

import discord

from bot.chunking import split_markdown
from bot.discord.render import neutralise, progress_text
from core.models import ProgressEvent

log = logging.getLogger(__name__)

MESSAGE_LIMIT = 2000
MAX_MESSAGES = 3
NO_MENTIONS = discord.AllowedMentions.none()


@dataclass(frozen=True)
class Outgoing:
    content: str
    attachment: tuple[str, str] | None = None  # (filename, markdown)

    def file(self) -> discord.File | None:
        if self.attachment is None:
            return None
        name, text = self.attachment
        return discord.File(io.BytesIO(text.encode("utf-8")), filename=name)


def split(text: str) -> list[str]:
    return split_markdown(text, MESSAGE_LIMIT)


def too_long(pieces: list[str]) -> bool:
    return len(pieces) > MAX_MESSAGES


def as_attachment(full_text: str, summary: str, filename: str, what: str) -> Outgoing:
    """A long report as a markdown file, with a short summary as the message."""
    note = f"\n\n📎 The full {what} is attached as `{filename}`."
    head = split_markdown(summary, MESSAGE_LIMIT - len(note))[0]
    return Outgoing(content=head + note, attachment=(filename, full_text))


class Surface(Protocol):
    async def show_progress(self, text: str) -> None: ...

    async def post(
        self, content: str, *, view: discord.ui.View | None, file: discord.File | None, ephemeral: bool
    ) -> None: ...


def _send_kwargs(view: discord.ui.View | None, file: discord.File | None) -> dict[str, Any]:
    kwargs: dict[str, Any] = {"allowed_mentions": NO_MENTIONS}
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["file"] = file
    return kwargs


def _edit_kwargs(view: discord.ui.View | None, file: discord.File | None) -> dict[str, Any]:
    kwargs: dict[str, Any] = {"allowed_mentions": NO_MENTIONS}
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["attachments"] = [file]
    return kwargs


class ChannelSurface:
    """A text channel, thread or DM; the first message may reply to the user's message."""

    def __init__(self, channel: discord.abc.Messageable, reference: discord.Message | None = None) -> None:
        self.channel = channel
        self.reference = reference
        self._placeholder: discord.Message | None = None

    async def show_progress(self, text: str) -> None:
        if self._placeholder is None:
            self._placeholder = await self._send(text, None, None)
        else:
            await self._placeholder.edit(content=text, allowed_mentions=NO_MENTIONS, suppress=True)

    async def post(
        self, content: str, *, view: discord.ui.View | None, file: discord.File | None, ephemeral: bool
    ) -> None:
        if self._placeholder is not None:
            placeholder, self._placeholder = self._placeholder, None
            await placeholder.edit(content=content, suppress=True, **_edit_kwargs(view, file))
        else:
            await self._send(content, view, file)

    async def _send(self, content: str, view: discord.ui.View | None, file: discord.File | None) -> discord.Message:
        kwargs = _send_kwargs(view, file)
        if self.reference is not None:
            kwargs.update(reference=self.reference, mention_author=False)
            # Only the first message replies; the rest simply follow it.
            self.reference = None
        return await self.channel.send(content, suppress_embeds=True, **kwargs)


class InteractionSurface:
    """A deferred interaction: the 'thinking' response (when deferred with thinking)
    is the placeholder; everything else goes out as follow-ups."""

    def __init__(self, interaction: discord.Interaction[Any], thinking: bool) -> None:
        self.interaction = interaction
        self._original_pending = thinking
        self._placeholder: discord.WebhookMessage | None = None

    async def show_progress(self, text: str) -> None:
        if self._original_pending:
            await self.interaction.edit_original_response(content=text, allowed_mentions=NO_MENTIONS)
        elif self._placeholder is None:
            self._placeholder = await self.interaction.followup.send(
                text, wait=True, allowed_mentions=NO_MENTIONS, suppress_embeds=True
            )
        else:
            await self._placeholder.edit(content=text, allowed_mentions=NO_MENTIONS)

    async def post(
        self, content: str, *, view: discord.ui.View | None, file: discord.File | None, ephemeral: bool
    ) -> None:
        if self._original_pending:
            self._original_pending = False
            await self.interaction.edit_original_response(content=content, **_edit_kwargs(view, file))
        elif self._placeholder is not None:
            placeholder, self._placeholder = self._placeholder, None
            await placeholder.edit(content=content, **_edit_kwargs(view, file))
        else:
            await self.interaction.followup.send(
                content, ephemeral=ephemeral, suppress_embeds=True, wait=True, **_send_kwargs(view, file)
            )


class ProgressTicker:
    """The core's progress callback: edits the placeholder at most once per interval."""

    def __init__(self, surface: Surface, interval: float = 1.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.surface = surface
        self.interval = interval
        self.clock = clock
        self._last: float | None = None

    async def __call__(self, event: ProgressEvent) -> None:
        if event.stage == "done":
            return
        now = self.clock()
        if self._last is not None and now - self._last < self.interval:
            return
        self._last = now
        await self.surface.show_progress(progress_text(event.stage, event.detail, event.query))


@asynccontextmanager
async def typing(channel: discord.abc.Messageable | None) -> AsyncIterator[None]:
    """Discord's typing indicator, best-effort: a refused indicator never blocks an answer."""
    if channel is None:
        yield
        return
    indicator = channel.typing()
    try:
        await indicator.__aenter__()
    except discord.HTTPException as exc:
        log.debug("discord.typing_failed status=%s", exc.status)
        yield
        return
    try:
        yield
    finally:
        await indicator.__aexit__(None, None, None)


def describe_http_error(exc: discord.DiscordException) -> str:
    if isinstance(exc, discord.RateLimited):
        return f"Discord is rate limiting me; please try again in {max(1, round(exc.retry_after))} s."
    if isinstance(exc, discord.Forbidden):
        return "I'm missing a Discord permission here (Send Messages, Embed Links or Attach Files)."
    if isinstance(exc, discord.HTTPException):
        return f"Discord refused my message (HTTP {exc.status}, code {exc.code}). Please ask again."
    return "Discord refused my message. Please ask again."


async def deliver(
    surface: Surface, messages: list[Outgoing], view: discord.ui.View | None, ephemeral: bool = False
) -> bool:
    """Post the messages, the view under the last one. On a Discord error, tell
    the user what happened instead of dropping the answer; True when all went out."""
    for position, message in enumerate(messages):
        last = position == len(messages) - 1
        try:
            await surface.post(
                neutralise(message.content), view=view if last else None, file=message.file(), ephemeral=ephemeral
            )
        except (discord.HTTPException, discord.RateLimited) as exc:
            log.warning(
                "discord.send_failed part=%d/%d status=%s code=%s",
                position + 1,
                len(messages),
                getattr(exc, "status", None),
                getattr(exc, "code", None),
            )
            await _report_failure(surface, exc)
            return False
    return True


async def _report_failure(surface: Surface, exc: discord.DiscordException) -> None:
    try:
        await surface.post(f"⚠️ {describe_http_error(exc)}", view=None, file=None, ephemeral=False)
    except (discord.HTTPException, discord.RateLimited):
        # Nothing more can reach the user on this surface; the log is what remains.
        log.error("discord.error_reply_failed", exc_info=True)
