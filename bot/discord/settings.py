"""Discord's settings, read from the environment (and `.env`) like core's.

Each is documented in `.env.example`; `research-bot serve discord` reads them."""

from __future__ import annotations

from typing import Any

from pydantic import Field, SecretStr, field_validator
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
