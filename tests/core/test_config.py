"""Settings come from the environment and every one is documented."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.config import Settings

ROOT = Path(__file__).resolve().parents[2]


def test_every_setting_is_documented_in_env_example() -> None:
    documented = {
        name.lower()
        for name in re.findall(r"^#?\s*([A-Z][A-Z0-9_]+)=", (ROOT / ".env.example").read_text(), re.M)
    }
    assert set(Settings.model_fields) == documented


def test_lists_and_json_settings_parse_from_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SLACK_ALLOWED_CHANNELS", "C1, C2")
    monkeypatch.setenv("LLM_FALLBACKS", '[{"base_url": "http://x/v1", "model": "m", "api_key_env": "K"}]')
    monkeypatch.setenv("K", "secret")
    s = Settings(_env_file=None)  # type: ignore[call-arg]
    assert s.slack_allowed_channels == ["C1", "C2"]
    assert s.llm_fallbacks[0].api_key() == "secret"


def test_model_is_used_only_with_a_model_name_and_an_endpoint() -> None:
    assert not Settings(_env_file=None, openai_api_key="k", llm_model=None).llm_configured  # type: ignore[call-arg]
    assert Settings(_env_file=None, openai_base_url="http://h/v1", llm_model="m").llm_configured  # type: ignore[call-arg]


def test_secrets_do_not_leak_through_repr() -> None:
    s = Settings(_env_file=None, slack_bot_token="xoxb-very-secret")  # type: ignore[call-arg]
    assert "xoxb-very-secret" not in repr(s)
