"""The Discord client: turns messages, slash commands and button clicks into core turns."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from bot.discord import slash
from bot.discord.access import DENIED_PLACE, Gate
from bot.discord.delivery import (
    NO_MENTIONS,
    ChannelSurface,
    InteractionSurface,
    Outgoing,
    ProgressTicker,
    Surface,
    as_attachment,
    deliver,
    split,
    too_long,
    typing,
)
from bot.discord.render import render
from bot.discord.routing import (
    bot_mention_ids,
    conversation_channel_id,
    question_text,
    session_key,
    thread_name,
)
from bot.discord.views import DYNAMIC_ITEMS, answer_view, root_of
from core.assistant import Assistant
from core.config import Settings
from core.models import Action, Inbound, Origin, Reply, ThreadKey
from core.replies import error_reply
from core.store import StoreUnavailable

log = logging.getLogger(__name__)

STORE_DOWN = (
    "My conversation storage is unavailable right now, so I can't answer safely. "
    "Nothing was lost; please try again in a minute."
)
INTERNAL_ERROR = "Something went wrong on my side while answering. Please try again."
_HANDLED_TYPES = (discord.MessageType.default, discord.MessageType.reply)


def bot_intents() -> discord.Intents:
    """Only what the bot needs; message content is a privileged intent to enable in the portal."""
    intents = discord.Intents.none()
    intents.guilds = True
    intents.guild_messages = True
    intents.dm_messages = True
    intents.message_content = True
    return intents


class ResearchBot(discord.Client):
    def __init__(self, assistant: Assistant, settings: Settings, **options: Any) -> None:
        # discord.py waits out rate limits itself; past a minute, tell the user instead.
        options.setdefault("max_ratelimit_timeout", 60.0)
        super().__init__(intents=bot_intents(), allowed_mentions=NO_MENTIONS, **options)
        self.assistant = assistant
        self.settings = settings
        self.gate = Gate(settings)
        self.tree: app_commands.CommandTree[ResearchBot] = app_commands.CommandTree(self)
        slash.register(self.tree)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(*DYNAMIC_ITEMS)

    # --- messages ------------------------------------------------------------

    async def on_message(self, message: discord.Message) -> None:
        if self.user is None or message.author.bot or message.type not in _HANDLED_TYPES:
            return
        try:
            await self._on_message(message, self.user.id)
        except discord.DiscordException:
            log.exception("discord.message_failed channel=%s", message.channel.id)

    async def _first_delivery(self, message_id: int) -> bool:
        """False for an event seen before: a gateway resume can replay it, and with
        several replicas on a shared store only one should answer."""
        try:
            return await self.assistant.store.claim(
                f"discord:message:{message_id}", self.settings.event_dedupe_ttl_seconds
            )
        except StoreUnavailable:
            # The turn itself will tell the user the store is down.
            return True

    async def _on_message(self, message: discord.Message, me: int) -> None:
        channel = message.channel
        addressed = bot_mention_ids(message, me)
        text = question_text(message.content, addressed)
        mentioned = bool(addressed)
        guild_id = message.guild.id if message.guild else None

        if guild_id is None:
            if not isinstance(channel, discord.DMChannel) or not (text or mentioned):
                return
            key = session_key(None, channel.id, channel.id)
            await self._converse(message, key, ChannelSurface(channel), text, "dm")
            return

        if isinstance(channel, discord.Thread):
            if not (mentioned or (channel.owner_id == me and text)):
                return
            key = session_key(guild_id, channel.parent_id, channel.id)
            await self._converse(message, key, ChannelSurface(channel), text, "thread")
            return

        answer = self._answer_replied_to(message, me)
        if answer is not None:
            root = root_of(answer) or (answer.reference.message_id if answer.reference else None) or answer.id
            key = session_key(guild_id, channel.id, root)
            await self._converse(message, key, ChannelSurface(channel, reference=message), text, "thread")
        elif mentioned:
            await self._start_thread(message, guild_id, text)

    @staticmethod
    def _answer_replied_to(message: discord.Message, me: int) -> discord.Message | None:
        """The bot's own message this one replies to, if any (Discord includes it with the reply)."""
        ref = message.reference
        answer = ref.resolved if ref is not None else None
        if isinstance(answer, discord.Message) and answer.author.id == me:
            return answer
        return None

    async def _start_thread(self, message: discord.Message, guild_id: int, text: str) -> None:
        """A mention in a channel: answer in a new thread named from the question."""
        channel = message.channel
        if not await self._admit(message, channel_ids=(channel.id,)):
            return
        if text:
            try:
                thread = await message.create_thread(name=thread_name(text), auto_archive_duration=1440)
            except discord.HTTPException as exc:
                # No thread permission (or threads disabled): answer right here instead.
                log.warning("discord.thread_failed status=%s code=%s", exc.status, exc.code)
            else:
                key = session_key(guild_id, channel.id, thread.id)
                await self._turn(self._inbound(message, key, text, "mention"), ChannelSurface(thread), thread)
                return
        key = session_key(guild_id, channel.id, message.id)
        surface = ChannelSurface(channel, reference=message)
        await self._turn(self._inbound(message, key, text, "mention"), surface, channel)

    async def _converse(
        self, message: discord.Message, key: ThreadKey, surface: ChannelSurface, text: str, origin: Origin
    ) -> None:
        channel_ids = (message.channel.id, conversation_channel_id(message.channel, message.channel.id))
        if await self._admit(message, channel_ids):
            await self._turn(self._inbound(message, key, text, origin), surface, message.channel)

    async def _admit(self, message: discord.Message, channel_ids: tuple[int, ...]) -> bool:
        """De-duplication, allowlists and rate limit; refusals outside allowed places stay silent."""
        if not await self._first_delivery(message.id):
            return False
        guild_id = message.guild.id if message.guild else None
        refusal = self.gate.refusal(guild_id, channel_ids, message.author) or self.gate.throttled(message.author.id)
        if refusal is None:
            return True
        if refusal != DENIED_PLACE:
            await deliver(ChannelSurface(message.channel, reference=message), [Outgoing(refusal)], None)
        return False

    @staticmethod
    def _inbound(message: discord.Message, key: ThreadKey, text: str, origin: Origin) -> Inbound:
        return Inbound(thread=key, user=str(message.author.id), text=text, origin=origin, message_id=str(message.id))

    # --- interactions ----------------------------------------------------------

    async def on_slash(
        self, interaction: discord.Interaction[Any], *, text: str | None = None, action: Action | None = None
    ) -> None:
        problem = self._interaction_refusal(interaction, research=text is not None)
        if problem is None and text is not None:
            text = text.strip()
            if not text:
                problem = "Please include a question, e.g. `/research question: Lambda vs ECS for a worker?`"
            elif len(text) > self.settings.max_message_chars:
                problem = (
                    f"That question is {len(text):,} characters; I can take up to "
                    f"{self.settings.max_message_chars:,}. Please shorten it."
                )
        if problem is not None:
            await slash.send_ephemeral(interaction, problem)
            return
        channel = interaction.channel
        root = channel.id if isinstance(channel, discord.Thread) else interaction.channel_id or 0
        key = session_key(interaction.guild_id, conversation_channel_id(channel, root), root)
        inbound = Inbound(
            thread=key, user=str(interaction.user.id), text=text or "", origin="slash",
            action=action, message_id=str(interaction.id),
        )
        await self._interaction_turn(interaction, inbound, thinking=True)

    async def on_button(self, interaction: discord.Interaction[Any], action: Action, root: int) -> None:
        problem = self._interaction_refusal(interaction, research=action.command == "ask")
        if problem is None and action.command == "ask" and not action.question:
            problem = "That button has no question on it; please type your follow-up instead."
        if problem is not None:
            await slash.send_ephemeral(interaction, problem)
            return
        channel_id = conversation_channel_id(interaction.channel, interaction.channel_id or root)
        key = session_key(interaction.guild_id, channel_id, root)
        inbound = Inbound(
            thread=key, user=str(interaction.user.id), origin="button", action=action, message_id=str(interaction.id)
        )
        await self._interaction_turn(interaction, inbound, thinking=False)

    def _interaction_refusal(self, interaction: discord.Interaction[Any], research: bool) -> str | None:
        channel = interaction.channel
        channel_ids = (interaction.channel_id, getattr(channel, "parent_id", None))
        refusal = self.gate.refusal(interaction.guild_id, channel_ids, interaction.user)
        if refusal is None and research:
            refusal = self.gate.throttled(interaction.user.id)
        return refusal

    async def _interaction_turn(self, interaction: discord.Interaction[Any], inbound: Inbound, thinking: bool) -> None:
        surface: Surface
        try:
            await interaction.response.defer(thinking=thinking)
            surface = InteractionSurface(interaction, thinking=thinking)
        except discord.HTTPException as exc:
            # The interaction expired or was already answered; the channel still works.
            log.warning("discord.defer_failed status=%s code=%s", exc.status, exc.code)
            if not isinstance(interaction.channel, discord.abc.Messageable):
                return
            surface = ChannelSurface(interaction.channel)
        await self._turn(inbound, surface, None)

    # --- one turn ----------------------------------------------------------------

    async def _turn(
        self, inbound: Inbound, surface: Surface, typing_in: discord.abc.Messageable | None
    ) -> None:
        try:
            async with typing(typing_in):
                reply = await self.assistant.handle(inbound, progress=ProgressTicker(surface))
        except StoreUnavailable:
            log.warning("discord.store_unavailable session=%s", inbound.thread.session_id)
            reply = error_reply(STORE_DOWN)
        except Exception:  # noqa: BLE001 - the user always gets a reply
            log.exception("discord.turn_failed session=%s", inbound.thread.session_id)
            reply = error_reply(INTERNAL_ERROR)
        messages = await self._compose(inbound, reply)
        await deliver(surface, messages, answer_view(reply, int(inbound.thread.thread)), ephemeral=reply.ephemeral)

    async def _compose(self, inbound: Inbound, reply: Reply) -> list[Outgoing]:
        """Up to a few messages; anything longer becomes a file plus the quick summary."""
        text = render(reply) or "I have nothing to add to that; ask me a question to research."
        pieces = split(text)
        if not too_long(pieces):
            return [Outgoing(p) for p in pieces]
        kind = reply.report_kind or "answer"
        summary = await self._quick_summary(inbound, reply) or pieces[0]
        what = f"{kind} report" if reply.report_kind else "answer"
        return [as_attachment(text, summary, f"{kind}-report.md", what)]

    async def _quick_summary(self, inbound: Inbound, reply: Reply) -> str | None:
        if reply.analysis_index is None or reply.report_kind in (None, "quick"):
            return None
        ask = Inbound(
            thread=inbound.thread, user=inbound.user, origin=inbound.origin,
            action=Action(report="quick", analysis=reply.analysis_index),
        )
        try:
            quick = await self.assistant.handle(ask)
        except StoreUnavailable:
            return None
        return render(quick) if quick.kind == "report" else None
