"""Slack's settings, read from the environment (and `.env`) like core's.

Each is documented in `.env.example`; `research-bot serve slack` reads them."""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import Field, SecretStr, ValidationInfo, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.progress import DEFAULT_EDITS_PER_SECOND
from core.config import CsvList, split_csv

# Slack's ids: a letter for the kind (C, G, D conversations; U, W people), then capitals and digits.
_ID = re.compile(r"[A-Z][A-Z0-9]+")


class SlackSettings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore", populate_by_name=True)

    slack_bot_token: SecretStr | None = None
    slack_app_token: SecretStr | None = None
    slack_signing_secret: SecretStr | None = None
    slack_api_url: str | None = None
    slack_ignore_bots: bool = True
    slack_allowed_channels: CsvList = Field(default_factory=list)
    slack_allowed_users: CsvList = Field(default_factory=list)
    slack_streaming: bool = True
    slack_task_display: Literal["plan", "timeline"] = "plan"
    # Progress edits (chat.appendStream / chat.update) one process sends a second across
    # all turns: with more turns showing progress than this, each is edited less often.
    slack_progress_edits_per_second: float = Field(default=DEFAULT_EDITS_PER_SECOND, gt=0)
    # Where `serve slack --mode http` listens (`--host` overrides it). Loopback unless
    # told: the container image sets 0.0.0.0, since a container has its own network.
    slack_http_host: str = "127.0.0.1"

    @field_validator("slack_bot_token", "slack_app_token", "slack_signing_secret", mode="before")
    @classmethod
    def _trimmed(cls, value: Any) -> Any:
        # A secret mounted from a file ends in a newline: the signing secret then matched no
        # request's signature, and every event was refused (401) without a word. Blank is unset.
        if isinstance(value, str):
            return value.strip() or None
        return value

    @field_validator("slack_allowed_channels", "slack_allowed_users", mode="before")
    @classmethod
    def _split_csv(cls, value: Any) -> Any:
        return split_csv(value)

    @field_validator("slack_allowed_channels", "slack_allowed_users")
    @classmethod
    def _ids(cls, value: list[str], info: ValidationInfo) -> list[str]:
        # A name ("#general", "@alice") matches nothing: the bot refused everyone there as
        # "not enabled here" though the channel was listed.
        channels = info.field_name == "slack_allowed_channels"
        if any(not _ID.fullmatch(entry) or entry[0] not in ("CGD" if channels else "UW") for entry in value):
            where = (
                "channels are listed by id, not name (C0123ABCD: open the channel's details; "
                "its Channel ID is at the bottom, with Copy)"
                if channels
                else "people are listed by id, not name (member ids, U0123ABCD: their profile → ⋮ → Copy member ID)"
            )
            raise ValueError(where)
        return value
