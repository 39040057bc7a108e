"""The Discord client: messages, slash commands and button clicks, each turned
into an admission request for the one pipeline."""

from __future__ import annotations

import logging
import re
from typing import Any

import discord
from discord import app_commands

from bot.discord import slash
from bot.discord.controls import DYNAMIC_ITEMS, known_button, root_of
from bot.discord.delivery import DiscordSurfaces, http_trace
from bot.discord.inbound import (
    addresses_someone,
    bot_mention_ids,
    conversation_channel_id,
    place_of,
    question_text,
    session_key,
    slash_question_text,
    thread_name,
)
from bot.discord.safety import NO_MENTIONS, neutralise
from bot.discord.settings import DiscordSettings
from bot.pipeline import Pipeline, turn_slots
from bot.surface import DeliveryTarget, Turn
from core.admission import AdmissionRequest, Policy, edited_id, original_id
from core.assistant import Assistant
from core.models import Action, Inbound, Origin, ThreadKey

log = logging.getLogger(__name__)

PLATFORM = "discord"
_HANDLED_TYPES = (discord.MessageType.default, discord.MessageType.reply)


def bot_intents() -> discord.Intents:
    """Only what the bot needs; message content is a privileged intent to enable in the portal."""
    intents = discord.Intents.none()
    intents.guilds = True
    intents.guild_messages = True
    intents.dm_messages = True
    intents.message_content = True
    return intents


def discord_policy(settings: DiscordSettings) -> Policy:
    # Messages in places off the allowlist are ignored; DMs carry no guild,
    # channel or role to check, so any allowlist closes them.
    return Policy(
        workspaces=settings.discord_allowed_guilds,
        channels=settings.discord_allowed_channels,
        roles=settings.discord_allowed_roles,
        dms_need_open_places=True,
        quiet_outside_places=True,
    )


class ResearchBot(discord.Client):
    def __init__(self, assistant: Assistant, settings: DiscordSettings, **options: Any) -> None:
        # discord.py waits out rate limits itself; past a minute, tell the user instead.
        options.setdefault("max_ratelimit_timeout", 60.0)
        options.setdefault("http_trace", http_trace())
        super().__init__(intents=bot_intents(), allowed_mentions=NO_MENTIONS, **options)
        self.assistant = assistant
        self.settings = settings
        slots = turn_slots(assistant.settings.max_concurrent_turns)
        self.pipeline = Pipeline(assistant, assistant.admission(discord_policy(settings)), DiscordSurfaces(self), slots)
        self.tree: app_commands.CommandTree[ResearchBot] = app_commands.CommandTree(self)
        slash.register(self.tree)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(*DYNAMIC_ITEMS)

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """A button no current button answers (an old answer's, from an earlier version) would get
        no response at all, and Discord would show "This interaction failed"."""
        custom_id = str((interaction.data or {}).get("custom_id") or "")
        if interaction.type is discord.InteractionType.component and not known_button(custom_id):
            log.info("discord.unknown_button custom_id=%s", custom_id[:100])
            await slash.send_ephemeral(interaction, "That button no longer works; ask again in the thread.")

    # --- messages ---------------------------------------------------------------------

    async def on_message(self, message: discord.Message) -> None:
        if self.user is None or message.author.bot or message.type not in _HANDLED_TYPES:
            return
        try:
            await self._on_message(message, self.user.id)
        except discord.DiscordException:
            log.exception("discord.message_failed channel=%s", message.channel.id)

    async def on_message_edit(self, before: discord.Message, after: discord.Message) -> None:
        """An edited question is read as the message it now is; admission asks it again
        only while it is its thread's latest question. An embed unfurling also "edits" a
        message, without changing its words: that is nothing new."""
        if self.user is None or after.author.bot or after.type not in _HANDLED_TYPES or before.content == after.content:
            return
        revision = str((after.edited_at or discord.utils.utcnow()).timestamp())
        try:
            await self._on_message(after, self.user.id, edited=revision)
        except discord.DiscordException:
            log.exception("discord.edit_failed channel=%s", after.channel.id)

    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        """A deleted question's answer, if still being researched here, would answer
        nothing: it stops and goes. (Raw: the message need not be in the client's cache.)"""
        log.info("discord.question_deleted withdrawn=%d", len(self._withdraw(str(payload.message_id))))

    def _withdraw(self, message_id: str) -> list[Turn]:
        """Stop the answers still being researched here for `message_id` (as sent or edited)."""
        return self.pipeline.withdraw(lambda turn: original_id(turn.inbound.message_id or "") == message_id)

    async def _on_message(self, message: discord.Message, me: int, edited: str | None = None) -> None:
        channel = message.channel
        addressed = bot_mention_ids(message, me)
        text = question_text(message, addressed)
        mentioned = bool(addressed)
        # A file without words, where no mention is needed, is still said to the bot: it hears it can't read files.
        said = bool(text or message.attachments)
        guild_id = message.guild.id if message.guild else None

        if guild_id is None:
            if isinstance(channel, discord.DMChannel) and (said or mentioned):
                await self._converse(message, session_key(None, channel.id, channel.id), channel.id, text, "dm", edited=edited)
            return
        if isinstance(channel, discord.Thread):
            if mentioned or (channel.owner_id == me and said and not addresses_someone(message)):
                key = session_key(guild_id, channel.parent_id, channel.id)
                # Mentioned, it is said to the bot; unaddressed, small talk there may be said to anyone.
                await self._converse(message, key, channel.id, text, "mention" if mentioned else "thread", edited=edited)
            return
        answer = self._answer_replied_to(message, me)
        if answer is not None:
            root = root_of(answer) or (answer.reference.message_id if answer.reference else None) or answer.id
            key = session_key(guild_id, channel.id, root)
            # A reply to the bot's answer is said to the bot, as a mention is.
            await self._converse(message, key, channel.id, text, "mention", reply=True, edited=edited)
        elif mentioned and edited and message.thread is not None:
            # The question already has its thread (named from it, sharing its id): answer there.
            thread = message.thread
            await self._converse(message, session_key(guild_id, channel.id, thread.id), thread.id, text, "mention", edited=edited)
        elif mentioned:
            await self._start_thread(message, guild_id, text, edited)

    @staticmethod
    def _answer_replied_to(message: discord.Message, me: int) -> discord.Message | None:
        """The bot's own message this one replies to, if any (Discord includes it with the reply)."""
        ref = message.reference
        answer = ref.resolved if ref is not None else None
        if isinstance(answer, discord.Message) and answer.author.id == me:
            return answer
        return None

    def _request(
        self, message: discord.Message, key: ThreadKey, text: str, origin: Origin, edited: str | None = None
    ) -> AdmissionRequest:
        """`edited`: the edit's revision, when the message is an edit of one already sent."""
        message_id = edited_id(str(message.id), edited) if edited else str(message.id)
        inbound = Inbound(
            thread=key, user=str(message.author.id), text=text, origin=origin, message_id=message_id,
            attachments=[a.filename for a in message.attachments], dm=message.guild is None,
        )
        guild_id = message.guild.id if message.guild else None
        channel_ids = (message.channel.id, conversation_channel_id(message.channel, message.channel.id))
        # Edited while its first answer was being researched (a typo fixed at once): that
        # answer stops, and the words as they stand now are the question.
        pending = bool(edited) and bool(self._withdraw(str(message.id)))
        return AdmissionRequest(
            inbound=inbound, place=place_of(guild_id, channel_ids, message.author),
            edit_of=str(message.id) if edited and not pending else None,
        )

    async def _converse(
        self, message: discord.Message, key: ThreadKey, channel_id: int, text: str, origin: Origin,
        reply: bool = False, edited: str | None = None,
    ) -> None:
        request = self._request(message, key, text, origin, edited)

        async def prepare(research: bool) -> Turn:
            target = self._target(request.inbound, message, channel_id, reply_to=message.id if reply else None)
            return Turn(inbound=request.inbound, target=target, research=research)

        await self.pipeline.accept(request, prepare, self._refuser(message))

    async def _start_thread(self, message: discord.Message, guild_id: int, text: str, edited: str | None = None) -> None:
        """A mention in a channel: answer in a new thread named from the question,
        or, without thread permission, right here as a reply."""
        channel = message.channel
        request = self._request(message, session_key(guild_id, channel.id, message.id), text, "mention", edited)

        async def prepare(research: bool) -> Turn:
            if text and self._may_post_in_threads(message):
                try:
                    thread = await message.create_thread(name=thread_name(text), auto_archive_duration=1440)
                except discord.HTTPException as exc:
                    log.warning("discord.thread_failed status=%s code=%s", exc.status, exc.code)
                else:
                    key = session_key(guild_id, channel.id, thread.id)
                    inbound = request.inbound.model_copy(update={"thread": key})
                    return Turn(inbound=inbound, target=self._target(inbound, message, thread.id), research=research)
            target = self._target(request.inbound, message, channel.id, reply_to=message.id)
            return Turn(inbound=request.inbound, target=target, research=research)

        await self.pipeline.accept(request, prepare, self._refuser(message))

    @staticmethod
    def _may_post_in_threads(message: discord.Message) -> bool:
        """Whether a thread opened here could hold the answer. Create Public Threads without
        Send Messages in Threads made a thread the bot could not post in: the question got an
        empty thread and the answer was lost. Then the answer goes here, as a reply."""
        me = message.guild.me if message.guild else None
        if me is None or not isinstance(message.channel, discord.abc.GuildChannel):
            return True  # not known: try, and fall back on Discord's refusal
        if message.channel.permissions_for(me).send_messages_in_threads:
            return True
        log.info("discord.thread_skipped channel=%s reason=no_send_messages_in_threads", message.channel.id)
        return False

    @staticmethod
    def _target(inbound: Inbound, message: discord.Message, channel_id: int, reply_to: int | None = None) -> DeliveryTarget:
        # The event id names the answer's nonces: an edit's answer is not its first answer.
        key = inbound.thread
        return DeliveryTarget(
            platform=PLATFORM, workspace=key.workspace, channel=str(channel_id), thread=key.thread,
            user=str(message.author.id), kind="thread" if message.guild else "dm",
            reply_to=str(reply_to) if reply_to else None, event_id=inbound.message_id,
        )

    @staticmethod
    def _refuser(message: discord.Message) -> Any:
        async def refuse(text: str) -> None:
            try:
                await message.channel.send(
                    neutralise(text), reference=message, mention_author=False, allowed_mentions=NO_MENTIONS
                )
            except discord.HTTPException as exc:
                log.warning("discord.refusal_failed status=%s", exc.status)

        return refuse

    # --- interactions ------------------------------------------------------------------

    async def on_slash(
        self, interaction: discord.Interaction[Any], *, text: str | None = None, action: Action | None = None
    ) -> None:
        if text is not None and self.user is not None:
            users = await self._users_named(text, interaction.guild)
            text = slash_question_text(text, interaction.guild, self.user.id, users.get)
        if text is not None and not text.strip():
            await slash.send_ephemeral(interaction, "Please include a question, e.g. `/research question: Lambda vs ECS for a worker?`")
            return
        channel = interaction.channel
        root = channel.id if isinstance(channel, discord.Thread) else interaction.channel_id or 0
        key = session_key(interaction.guild_id, conversation_channel_id(channel, root), root)
        is_admin = bool(action and action.command == "config" and action.setting and interaction.permissions.manage_guild)
        inbound = Inbound(
            thread=key, user=str(interaction.user.id), text=(text or "").strip(), origin="slash",
            action=action, message_id=str(interaction.id), is_admin=is_admin, dm=interaction.guild_id is None,
        )
        await self._interaction(interaction, inbound, thinking=True)

    async def _users_named(self, text: str, guild: discord.Guild | None) -> dict[int, discord.abc.User]:
        """The users a command's text mentions, by id: from the cache, else asked of Discord
        (members are not cached without the members intent); one it can't find is left out."""
        users: dict[int, discord.abc.User] = {}
        for ident in {int(i) for i in re.findall(r"<@!?(\d+)>", text)}:
            user = (guild.get_member(ident) if guild else None) or self.get_user(ident)
            if user is None:
                try:
                    user = await self.fetch_user(ident)
                except discord.HTTPException as exc:
                    log.info("discord.user_unknown status=%s code=%s", exc.status, exc.code)
                    continue
            users[ident] = user
        return users

    async def on_button(self, interaction: discord.Interaction[Any], action: Action, root: int) -> None:
        if action.command == "ask" and not action.question:
            await slash.send_ephemeral(interaction, "That button has no question on it; please type your follow-up instead.")
            return
        channel_id = conversation_channel_id(interaction.channel, interaction.channel_id or root)
        key = session_key(interaction.guild_id, channel_id, root)
        inbound = Inbound(
            thread=key, user=str(interaction.user.id), origin="button", action=action, message_id=str(interaction.id),
            dm=interaction.guild_id is None,
        )
        await self._interaction(interaction, inbound, thinking=False)

    async def _interaction(self, interaction: discord.Interaction[Any], inbound: Inbound, thinking: bool) -> None:
        channel = interaction.channel
        place = place_of(interaction.guild_id, (interaction.channel_id, getattr(channel, "parent_id", None)), interaction.user)
        request = AdmissionRequest(inbound=inbound, place=place, interactive=True)

        async def prepare(research: bool) -> Turn | None:
            target = DeliveryTarget(
                platform=PLATFORM, workspace=inbound.thread.workspace, channel=str(interaction.channel_id or 0),
                thread=inbound.thread.thread, user=inbound.user, kind="interaction", event_id=inbound.message_id,
            )
            try:
                await interaction.response.defer(thinking=thinking)
                target.token = interaction.token
                if thinking:
                    # The "thinking…" response is where progress and then the answer go.
                    target.placeholder = str((await interaction.original_response()).id)
            except discord.HTTPException as exc:
                # The interaction expired or was already answered; the channel still works.
                log.warning("discord.defer_failed status=%s code=%s", exc.status, exc.code)
                if not isinstance(channel, discord.abc.Messageable):
                    return None
                target.kind = "thread" if interaction.guild_id else "dm"
            return Turn(inbound=inbound, target=target, research=research)

        async def refuse(text: str) -> None:
            await slash.send_ephemeral(interaction, text)

        await self.pipeline.accept(request, prepare, refuse)

