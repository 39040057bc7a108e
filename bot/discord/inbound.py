"""Which conversation a Discord message or interaction belongs to, and where
the allowlists see it.

A session is keyed by guild, channel and a *root*: the thread id for threads,
the DM channel id for DMs, the channel id for slash commands used directly in
a channel, and the question's message id when an answer had to go in the channel.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from datetime import UTC, datetime

import discord

from bot.discord.safety import neutralise
from bot.markdown import thread_title
from core.admission import Place
from core.models import ThreadKey

PLATFORM = "discord"
DM_WORKSPACE = "dm"
THREAD_NAME_LIMIT = 100
# A user (or member) by id, as far as the client knows; None when it does not.
UserLookup = Callable[[int], "discord.abc.User | None"]
# Discord's markup in a message: a user, role or channel mention, a custom emoji, a timestamp.
_MARKUP = re.compile(r"<(@!?|@&|#)(\d+)>|<a?(:\w+:)\d+>|<t:(-?\d+)(?::[tTdDfFR])?>")



def session_key(guild_id: int | None, channel_id: int, root: int) -> ThreadKey:
    return ThreadKey(
        platform=PLATFORM,
        workspace=str(guild_id) if guild_id is not None else DM_WORKSPACE,
        channel=str(channel_id),
        thread=str(root),
    )


def conversation_channel_id(channel: object, fallback: int) -> int:
    """Threads belong to their parent channel; anything else is its own channel."""
    if isinstance(channel, discord.Thread):
        return channel.parent_id
    return getattr(channel, "id", None) or fallback


def bot_mention_ids(message: discord.Message, bot_id: int) -> set[int]:
    """Ids by which this message addresses the bot: its user id if mentioned, plus
    its managed integration role, which Discord's autocomplete often offers instead."""
    ids: set[int] = set()
    if any(m.id == bot_id for m in message.mentions) or re.search(rf"<@!?{bot_id}>", message.content):
        ids.add(bot_id)
    ids.update(r.id for r in message.role_mentions if r.tags is not None and r.tags.bot_id == bot_id)
    return ids


def addresses_someone(message: discord.Message) -> bool:
    """A message that opens with a person's or a role's mention is said to them ("@bob can
    you check this?" in the bot's thread), unless it addresses the bot (checked first)."""
    return re.match(r"\s*<@[!&]?\d+>", message.content) is not None


def question_text(message: discord.Message, mention_ids: set[int]) -> str:
    """The message as people read it, without the mentions that addressed the bot: other
    mentions as @name and #channel, custom emoji as :name:, timestamps as UTC times (the
    raw ids mean nothing to a search or a model, and showed as ids in the thread's name)."""
    mentioned = {u.id: u for u in message.mentions}
    return readable_text(message.content, message.guild, mentioned.get, mention_ids)


def slash_question_text(text: str, guild: discord.Guild | None, bot_id: int, user_named: UserLookup) -> str:
    """A `/research question:` as people read it, as a message is read: Discord passes a
    mention typed into an option as raw markup (`<@…>`), which was researched as the ids,
    and the bot's own mention alone was researched as a question."""
    addressed = {bot_id}
    if guild is not None:
        addressed.update(r.id for r in guild.roles if r.tags is not None and r.tags.bot_id == bot_id)
    return readable_text(text, guild, user_named, addressed)


def readable_text(content: str, guild: discord.Guild | None, user_named: UserLookup, drop_ids: set[int]) -> str:
    for mention_id in drop_ids:
        content = re.sub(rf"<@[!&]?{mention_id}>", " ", content)
    content = _MARKUP.sub(lambda m: _readable(guild, user_named, m), content)
    return re.sub(r"[ \t]{2,}", " ", content).strip()


def _readable(guild: discord.Guild | None, user_named: UserLookup, markup: re.Match[str]) -> str:
    kind, ident, emoji, stamp = markup.groups()
    if emoji:
        return emoji
    if stamp is not None:
        try:
            return datetime.fromtimestamp(int(stamp), UTC).strftime("%Y-%m-%d %H:%M UTC")
        except (OverflowError, OSError, ValueError):
            return markup.group(0)
    named = int(ident)
    if kind == "@&":
        role = guild.get_role(named) if guild else None
        return f"@{role.name}" if role else "@unknown-role"
    if kind == "#":
        channel = guild.get_channel_or_thread(named) if guild else None
        return f"#{channel.name}" if channel else "#unknown-channel"
    user = user_named(named)
    return f"@{user.display_name}" if user else "@unknown-user"


def thread_name(question: str) -> str:
    """A thread title from the question, as inert as a message, within Discord's 100
    characters: each mention made inert grows by a zero-width space, and a name over
    the limit is refused (the answer would go into the channel), so it is cut shorter."""
    limit = THREAD_NAME_LIMIT
    while len(name := neutralise(thread_title(question, limit))) > THREAD_NAME_LIMIT:
        limit -= len(name) - THREAD_NAME_LIMIT
    return name


def place_of(guild_id: int | None, channel_ids: Iterable[int | None], author: object) -> Place:
    """Where a message or interaction happened, with the author's roles by id and name."""
    roles = getattr(author, "roles", None) or []
    return Place(
        workspace=str(guild_id) if guild_id is not None else "",
        channels=[str(c) for c in channel_ids if c is not None],
        dm=guild_id is None,
        roles=[str(r.id) for r in roles] + [r.name for r in roles],
    )
