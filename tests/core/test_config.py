"""Settings come from the environment and every one is documented."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.config import Settings

ROOT = Path(__file__).resolve().parents[2]


def test_every_setting_is_documented_in_env_example() -> None:
    from bot.discord.settings import DiscordSettings
    from bot.slack.settings import SlackSettings

    documented = {
        name.lower()
        for name in re.findall(r"^#?\s*([A-Z][A-Z0-9_]+)=", (ROOT / ".env.example").read_text(), re.M)
    }
    fields = set(Settings.model_fields) | set(SlackSettings.model_fields) | set(DiscordSettings.model_fields)
    assert fields == documented
    assert not set(Settings.model_fields) & {"slack_bot_token", "discord_bot_token"}, "platform settings live in bot/"


def test_lists_and_json_settings_parse_from_env(monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.slack.settings import SlackSettings

    monkeypatch.setenv("SLACK_ALLOWED_CHANNELS", "C1, C2")
    monkeypatch.setenv("LLM_CHANNEL_MODELS", '["a", "b"]')
    monkeypatch.setenv("LLM_FALLBACKS", '[{"base_url": "http://x/v1", "model": "m", "api_key_env": "K"}]')
    monkeypatch.setenv("K", "secret")
    s = Settings(_env_file=None)  # type: ignore[call-arg]
    assert SlackSettings(_env_file=None).slack_allowed_channels == ["C1", "C2"]  # type: ignore[call-arg]
    assert s.llm_channel_models == ["a", "b"]
    assert s.fallback_key(s.llm_fallbacks[0]) == "secret"


def test_model_is_used_only_with_a_model_name_and_an_endpoint() -> None:
    assert not Settings(_env_file=None, openai_api_key="k", llm_model=None).llm_configured  # type: ignore[call-arg]
    assert Settings(_env_file=None, openai_base_url="http://h/v1", llm_model="m").llm_configured  # type: ignore[call-arg]


def test_secrets_do_not_leak_through_repr() -> None:
    from bot.slack.settings import SlackSettings

    s = SlackSettings(_env_file=None, slack_bot_token="xoxb-very-secret")  # type: ignore[call-arg]
    assert "xoxb-very-secret" not in repr(s)


def test_one_turn_limit_for_frontends_and_workers_still_read_under_its_former_name(monkeypatch: pytest.MonkeyPatch) -> None:
    assert Settings(_env_file=None).max_concurrent_turns == 128  # type: ignore[call-arg]
    monkeypatch.setenv("WORKER_CONCURRENCY", "6")
    assert Settings(_env_file=None).max_concurrent_turns == 6  # type: ignore[call-arg]
    monkeypatch.setenv("MAX_CONCURRENT_TURNS", "3")
    assert Settings(_env_file=None).max_concurrent_turns == 3  # type: ignore[call-arg]


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("MAX_MESSAGE_CHARS", "-5"),
        ("SESSION_MAX_TURNS", "0"),
        ("SESSION_MAX_ANALYSES", "0"),
        ("SESSION_TTL_HOURS", "-3"),
        ("RESULT_MEMORY_SIZE", "-2"),
        ("LLM_TIMEOUT_SECONDS", "0"),
        ("RESEARCH_WALL_TIME_SECONDS", "-1"),
        ("RATE_LIMIT_PER_MINUTE", "-1"),
        ("LOG_LEVEL", "LOUD"),  # a traceback from inside logging at start-up
    ],
)
def test_a_setting_out_of_range_is_refused_naming_it(monkeypatch: pytest.MonkeyPatch, name: str, value: str) -> None:
    # MAX_MESSAGE_CHARS=-5 answered "I can take up to -5"; SESSION_MAX_TURNS=0 kept every turn.
    from pydantic import ValidationError

    from core.config import explain

    monkeypatch.setenv(name, value)
    with pytest.raises(ValidationError) as caught:
        Settings(_env_file=None)  # type: ignore[call-arg]
    assert explain(caught.value).startswith(f"{name}: ")


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:6379/8",
        "127.0.0.1:6379",
        "redis://127.0.0.1:notaport/8",
        "redis://127.0.0.1:6379/abc",  # redis-py drops a database it cannot read: DB 0, silently
        "redis://:hunter2@127.0.0.1:99999/0",
    ],
)
def test_a_malformed_redis_url_is_refused_naming_the_setting_not_its_password(monkeypatch: pytest.MonkeyPatch, url: str) -> None:
    from pydantic import ValidationError

    from core.config import explain

    monkeypatch.setenv("REDIS_URL", url)
    with pytest.raises(ValidationError) as caught:
        Settings(_env_file=None)  # type: ignore[call-arg]
    said = explain(caught.value)
    assert said.startswith("REDIS_URL: ") and "hunter2" not in said


@pytest.mark.parametrize("url", ["redis://127.0.0.1:6379/8", "rediss://user:pw@cache.example:6380", "unix:///run/redis.sock?db=2"])
def test_well_formed_redis_urls_are_accepted(url: str) -> None:
    assert Settings(_env_file=None, redis_url=url).redis_url == url  # type: ignore[call-arg]


def test_the_log_level_is_read_in_any_case(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOG_LEVEL", " debug")
    assert Settings(_env_file=None).log_level == "DEBUG"  # type: ignore[call-arg]


@pytest.mark.parametrize("name", ["DATA_DIR", "SQLITE_PATH", "CORPUS_DB"])
def test_a_path_setting_left_blank_in_dotenv_means_its_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    # `SQLITE_PATH=` read as ".": the session store was the working directory and unusable.
    monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    env_file = tmp_path / ".env"
    env_file.write_text(f"{name}=\n")
    s = Settings(_env_file=env_file)  # type: ignore[call-arg]
    default_dir = tmp_path / "xdg" / "research-bot"
    assert s.data_dir == default_dir
    assert s.session_db_path == default_dir / "sessions.db"
    assert s.corpus_db_path == default_dir / "corpus.db"


def test_a_fallback_key_kept_in_dotenv_is_sent_like_the_primary_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Only the environment was read for api_key_env: the key sat in `.env` beside LLM_FALLBACKS
    # (as .env.example shows) and the fallback was called with an empty one.
    for name in ("OPENROUTER_API_KEY", "OPENAI_API_KEY", "LLM_FALLBACKS"):
        monkeypatch.delenv(name, raising=False)
    env_file = tmp_path / ".env"
    env_file.write_text(
        "OPENAI_API_KEY=sk-primary\n"
        'LLM_FALLBACKS=[{"base_url": "http://a/v1", "model": "m", "api_key_env": "OPENROUTER_API_KEY"}, '
        '{"base_url": "http://b/v1", "model": "n"}]\n'
        "OPENROUTER_API_KEY='sk-or-123'  # the second provider\n"
    )
    s = Settings(_env_file=env_file)  # type: ignore[call-arg]
    assert [s.fallback_key(f) for f in s.llm_fallbacks] == ["sk-or-123", "sk-primary"]
    assert s.model_copy(update={"llm_timeout_seconds": 5}).fallback_key(s.llm_fallbacks[0]) == "sk-or-123"
    monkeypatch.setenv("OPENROUTER_API_KEY", "sk-from-env")  # the environment still wins, as for settings
    assert Settings(_env_file=env_file).fallback_key(s.llm_fallbacks[0]) == "sk-from-env"  # type: ignore[call-arg]
