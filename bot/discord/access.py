"""Who may use the bot where: optional guild/channel/role allowlists and a per-user rate limit."""

from __future__ import annotations

from collections.abc import Iterable

import discord

from core.config import Settings
from core.ratelimit import RateLimiter

DENIED_PLACE = "I'm not enabled in this server or channel. Ask an admin to add it to my allowlist."
DENIED_DM = "I only answer in the servers I'm set up for, not in direct messages."
DENIED_ROLE = "Sorry, only members with an allowed role can use me here."


class Gate:
    def __init__(self, settings: Settings) -> None:
        self.guilds = {g.strip() for g in settings.discord_allowed_guilds}
        self.channels = {c.strip() for c in settings.discord_allowed_channels}
        self.roles = {r.strip().lower() for r in settings.discord_allowed_roles}
        self.limiter = RateLimiter(settings.rate_limit_per_minute)

    def refusal(self, guild_id: int | None, channel_ids: Iterable[int | None], user: discord.abc.User) -> str | None:
        """Why this user may not use the bot here, or None when they may.

        DMs carry no guild, channel or roles to check, so any allowlist closes them.
        """
        if guild_id is None:
            return DENIED_DM if (self.guilds or self.channels or self.roles) else None
        if self.guilds and str(guild_id) not in self.guilds:
            return DENIED_PLACE
        if self.channels and not any(str(c) in self.channels for c in channel_ids if c is not None):
            return DENIED_PLACE
        if self.roles and not self._has_role(user):
            return DENIED_ROLE
        return None

    def _has_role(self, user: discord.abc.User) -> bool:
        roles = getattr(user, "roles", None) or []
        # Roles may be listed by id or by name; names compare case-insensitively.
        return any(str(role.id) in self.roles or role.name.lower() in self.roles for role in roles)

    def throttled(self, user_id: int) -> str | None:
        """A friendly 'slow down' when the user is over RATE_LIMIT_PER_MINUTE."""
        key = str(user_id)
        if self.limiter.allow(key):
            return None
        wait = max(1, round(self.limiter.retry_after(key)))
        return f"You're asking faster than I can research. Please try again in {wait} s."
