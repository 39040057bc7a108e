"""Discord's settings, read from the environment (and `.env`) like core's.

Each is documented in `.env.example`; `research-bot serve discord` reads them."""

from __future__ import annotations

from typing import Any

from pydantic import Field, SecretStr, ValidationInfo, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from core.config import CsvList, split_csv


class DiscordSettings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore", populate_by_name=True)

    discord_bot_token: SecretStr | None = None
    discord_allowed_guilds: CsvList = Field(default_factory=list)
    discord_allowed_channels: CsvList = Field(default_factory=list)
    discord_allowed_roles: CsvList = Field(default_factory=list)
    discord_api_base: str = "https://discord.com/api/v10"
    discord_gateway_url: str | None = None

    @field_validator("discord_allowed_guilds", "discord_allowed_channels", "discord_allowed_roles", mode="before")
    @classmethod
    def _split_csv(cls, value: Any) -> Any:
        return split_csv(value)

    @field_validator("discord_allowed_guilds", "discord_allowed_channels")
    @classmethod
    def _ids(cls, value: list[str], info: ValidationInfo) -> list[str]:
        # A name here matches nothing, and outside the allowlists messages are ignored
        # without a word: the bot would look dead. Roles, unlike these, may be names.
        if any(not entry.isdigit() for entry in value):
            what = "server" if info.field_name == "discord_allowed_guilds" else "channel"
            raise ValueError(
                f"{what}s are listed by id, not name (numbers: turn on Developer Mode in Discord, "
                f"then right-click the {what} → Copy {what.capitalize()} ID)"
            )
        return value
