"""Making text inert for Discord. Every message is also sent with mentions
disabled (`allowed_mentions`); this keeps the text itself from pinging even if
that setting were ever lost, and keeps literal characters from turning into
markdown."""

from __future__ import annotations

import discord

NO_MENTIONS = discord.AllowedMentions.none()


def neutralise(text: str) -> str:
    """@everyone, @here and user/role mentions as plain text (discord.py's own escaping)."""
    return discord.utils.escape_mentions(text)


def literal(text: str) -> str:
    """Text meant literally: no markdown, no mentions."""
    return neutralise(discord.utils.escape_markdown(text))
