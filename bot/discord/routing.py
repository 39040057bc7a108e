"""Which conversation a Discord message or interaction belongs to.

A session is keyed by guild, channel and a *root*: the thread id for threads,
the DM channel id for DMs, the channel id for slash commands used directly in
a channel, and the question's message id when an answer had to go in the channel.
"""

from __future__ import annotations

import re

import discord

from core.models import ThreadKey

PLATFORM = "discord"
DM_WORKSPACE = "dm"
THREAD_NAME_LIMIT = 100

_MENTION = re.compile(r"<@!?(\d+)>")


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


def question_text(content: str, mention_ids: set[int]) -> str:
    """The message without the mentions that addressed the bot."""
    for mention_id in mention_ids:
        content = re.sub(rf"<@[!&]?{mention_id}>", " ", content)
    return re.sub(r"[ \t]{2,}", " ", content).strip()


def thread_name(question: str) -> str:
    """A readable thread title from the question's first line (Discord allows 100 chars)."""
    first = " ".join(question.strip().splitlines()[0].split()) if question.strip() else ""
    first = _MENTION.sub("@user", first)
    if not first:
        return "Research"
    if len(first) <= THREAD_NAME_LIMIT:
        return first
    return first[: THREAD_NAME_LIMIT - 1].rsplit(" ", 1)[0] + "…"
