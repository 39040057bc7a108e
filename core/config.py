"""Every knob of the bot, read from the environment (and an optional `.env`).

Each field is documented in `.env.example`; the env var is the field name in
upper case. Model settings use the openai SDK's own variable names.
"""

from __future__ import annotations

import difflib
import json
import os
import re
from collections.abc import Callable, Iterable
from functools import cached_property
from pathlib import Path
from typing import Annotated, Any, Literal

from urllib.parse import parse_qs, urlsplit

from pydantic_core import PydanticUseDefault
from pydantic import (
    AfterValidator,
    AliasChoices,
    BaseModel,
    Field,
    PrivateAttr,
    SecretStr,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
    model_validator,
)
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict


def _default_data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "research-bot"


def _http_url(value: str) -> str:
    # Checked at start-up: "localhost:11434/v1" or "ollama" were taken, and every turn then
    # retried a connection that could never be made before answering "no model endpoint
    # answered". The message never repeats the URL, which may carry a key. Blank is unset.
    parts = urlsplit(value.strip())
    if value.strip() and (parts.scheme not in ("http", "https") or not parts.hostname):
        raise ValueError("must be an http:// or https:// URL with a host (e.g. http://127.0.0.1:11434/v1)")
    return value


EndpointUrl = Annotated[str, AfterValidator(_http_url)]


class FallbackModel(BaseModel):
    """One more OpenAI-compatible endpoint tried when the primary one fails."""

    base_url: EndpointUrl | None = None
    model: str
    api_key_env: str | None = Field(
        default=None, description="name of the env var holding this endpoint's key"
    )


class McpServer(BaseModel):
    """An MCP server whose tools become research tools."""

    name: str
    command: str | None = None
    args: list[str] = Field(default_factory=list)
    url: str | None = None
    env: dict[str, str] = Field(default_factory=dict)


CsvList = Annotated[list[str], NoDecode]


def split_csv(value: Any) -> Any:
    """`a, b` or a JSON list, for list settings given as one env var."""
    if isinstance(value, str):
        stripped = value.strip()
        if stripped.startswith("["):
            return json.loads(stripped)
        return [part.strip() for part in stripped.split(",") if part.strip()]
    return value


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", populate_by_name=True
    )

    # --- general ---------------------------------------------------------
    data_dir: Path = Field(default_factory=_default_data_dir)
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = "INFO"
    log_format: Literal["text", "json"] = "text"
    max_message_chars: int = Field(default=4000, ge=1)
    default_report: Literal["inline", "quick", "detailed"] = "quick"

    # --- sessions ----------------------------------------------------------
    session_store: Literal["sqlite", "redis", "memory"] = "sqlite"
    sqlite_path: Path | None = None
    redis_url: str = "redis://127.0.0.1:6379/0"
    redis_key_prefix: str = "research-bot:"
    session_ttl_hours: float = Field(default=24.0, gt=0)
    lock_timeout_seconds: float = Field(default=15.0, gt=0)
    lock_wait_seconds: float = Field(default=900.0, gt=0)
    event_dedupe_ttl_seconds: int = Field(default=3600, ge=1)
    session_max_analyses: int = Field(default=20, ge=1)
    # At least one exchange (a question and its answer): 0 kept every turn (`turns[-0:]`).
    session_max_turns: int = Field(default=60, ge=2)
    # Turn records (history and traces) are kept this long; 0 keeps none.
    trace_retention_days: float = Field(default=30.0, ge=0)
    trace_max_steps: int = Field(default=200, ge=10)

    # --- jobs ----------------------------------------------------------------
    job_queue: Literal["inline", "redis"] = "inline"
    job_lease_seconds: float = Field(default=15.0, gt=0)
    job_max_attempts: int = Field(default=5, ge=1)
    job_retry_backoff_seconds: float = Field(default=2.0, ge=0)
    job_reply_timeout_seconds: float = Field(default=600.0, gt=0)
    worker_drain_seconds: float = Field(default=150.0, ge=0)

    # --- documents ---------------------------------------------------------
    corpus_db: Path | None = None
    corpus_paths: CsvList = Field(default_factory=list)
    corpus_include_sample: bool = True
    corpus_index_workers: int = Field(default=0, ge=0)

    # --- conversation intelligence -------------------------------------------
    result_memory_size: int = Field(default=5, ge=0)
    followup_detection_enabled: bool = True
    followup_max_context_tokens: int = Field(default=2000, ge=0)

    # --- model -------------------------------------------------------------
    openai_api_key: SecretStr | None = None
    openai_base_url: EndpointUrl | None = None
    llm_model: str | None = None
    llm_fallbacks: list[FallbackModel] = Field(default_factory=list)
    llm_timeout_seconds: float = Field(default=60.0, gt=0)
    llm_max_retries: int = Field(default=2, ge=0)
    # After this many model requests in a row time out or fail with a 5xx in one turn, the
    # turn stops asking the model and answers from its sources (core/breaker.py); 0 = never.
    llm_breaker_failures: int = Field(default=3, ge=0)
    llm_temperature: float = Field(default=0.2, ge=0, le=2)
    # USD per 1M tokens: {"model-name": {"prompt": 0.15, "completion": 0.6}}
    llm_prices: dict[str, dict[str, float]] = Field(default_factory=dict)
    # Requests in flight per endpoint, per process; more wait their turn (first come, first
    # served). The limit adapts (core/limits.py AdaptiveLimit): it starts at 48 (clamped to
    # these two), grows while requests wait and the endpoint keeps answering, and halves on a
    # 429, a Retry-After or a request timeout, never above the ceiling (MAX) nor below the floor
    # (MIN; a ceiling below it is the floor too, so MAX alone still sets a fixed small limit).
    llm_max_concurrent_calls: int = Field(default=128, ge=1)
    llm_min_concurrent_calls: int = Field(default=4, ge=1)

    # --- research budgets ----------------------------------------------------
    research_max_iterations: int = Field(default=6, ge=1)
    research_max_tool_calls: int = Field(default=12, ge=0)
    research_tool_timeout_seconds: float = Field(default=20.0, gt=0)
    research_wall_time_seconds: float = Field(default=120.0, gt=0)
    research_max_tokens: int = Field(default=60000, ge=1)
    research_observation_chars: int = Field(default=6000, ge=1)
    research_sparse_threshold: int = Field(default=2, ge=0)
    research_judge_enabled: bool = False
    research_max_cost_usd: float = Field(default=0.0, ge=0)
    research_planning_enabled: bool = True
    research_support_model_check: bool = True

    # --- sources -----------------------------------------------------------
    tavily_api_key: SecretStr | None = None
    tavily_api_url: str = "https://api.tavily.com"
    brave_api_key: SecretStr | None = None
    brave_api_url: str = "https://api.search.brave.com"
    searxng_url: str | None = None
    arxiv_enabled: bool = False
    arxiv_api_url: str = "https://export.arxiv.org/api/query"
    github_enabled: bool = False
    github_token: SecretStr | None = None
    github_api_url: str = "https://api.github.com"
    elasticsearch_url: str | None = None
    elasticsearch_index: str = "documents"
    elasticsearch_api_key: SecretStr | None = None
    mcp_servers: list[McpServer] = Field(default_factory=list)

    # --- admission (every surface; platform settings live beside each adapter) ---
    rate_limit_per_minute: int = Field(default=10, ge=0)
    rate_limit_channel_per_minute: int = Field(default=30, ge=0)
    # Models a channel's admins may pick besides LLM_MODEL and the fallbacks' models.
    llm_channel_models: CsvList = Field(default_factory=list)
    shutdown_grace_seconds: float = Field(default=60.0, ge=0)
    # Research turns one process runs at once (a frontend inline, or a worker); later ones
    # queue in arrival order. WORKER_CONCURRENCY is its former name, still read.
    max_concurrent_turns: int = Field(
        default=128, ge=1, validation_alias=AliasChoices("max_concurrent_turns", "worker_concurrency")
    )
    # Whether start-up loads the understanding models, tokenizer and embeddings
    # (~120 MB more at idle for a first turn ~1 s faster) or the first research turn
    # does, off the event loop (core/preload.py).
    preload_models: bool = False
    # How long /readyz waits for the session store before calling it unavailable.
    readiness_timeout_seconds: float = Field(default=0.5, gt=0)
    # `serve` and `worker` run on uvloop where it is installed (Linux); false keeps asyncio's loop.
    uvloop: bool = True
    # `serve` and `worker` collect cyclic garbage after this many net allocations (and the
    # older generations every 20 collections of the one below) instead of Python's 700
    # (bot/event_loop.py); 0 keeps Python's thresholds.
    gc_young_threshold: int = Field(default=10_000, ge=0)

    # --- operations (/metrics, /status) -----------------------------------------
    metrics_port: int = Field(default=0, ge=0, le=65535)
    metrics_host: str = "127.0.0.1"
    status_recent_turns: int = Field(default=100, ge=1)
    status_store_timeout_seconds: float = Field(default=1.0, gt=0)
    # Liveness served from a thread of its own (bot/liveness.py), so a busy event loop
    # does not slow the probe; 0: none. 503 once the loop has not run for
    # LIVENESS_STALL_SECONDS.
    health_port: int = Field(default=0, ge=0, le=65535)
    health_host: str = "127.0.0.1"
    liveness_stall_seconds: float = Field(default=10.0, gt=0)

    # Variables of `.env` that are no setting (an LLM_FALLBACKS key's api_key_env), by
    # lower-case name: pydantic-settings reads `.env` for its fields only, never into os.environ.
    _dotenv_extras: dict[str, str] = PrivateAttr(default_factory=dict)

    @model_validator(mode="wrap")
    @classmethod
    def _keep_dotenv_extras(cls, data: Any, handler: ValidatorFunctionWrapHandler) -> Settings:
        settings = handler(data)
        if isinstance(data, dict):
            # The `.env` source hands its other variables over too (to be ignored, extra="ignore").
            settings._dotenv_extras = {
                str(k).lower(): v for k, v in data.items() if k not in cls.model_fields and isinstance(v, str)
            }
        return settings

    def fallback_key(self, fallback: FallbackModel) -> str:
        """A fallback endpoint's key: the variable its api_key_env names, from the environment
        or `.env` (only the environment was read: a key kept in `.env`, as the primary's is,
        went out empty and the fallback answered 401); without api_key_env, OPENAI_API_KEY."""
        if fallback.api_key_env:
            name = fallback.api_key_env
            return os.environ.get(name) or self._dotenv_extras.get(name.lower(), "")
        return self.openai_api_key.get_secret_value() if self.openai_api_key else ""

    def misspelt_in_dotenv(self, known: Callable[[], Iterable[str]]) -> list[tuple[str, str]]:
        """`.env` variables that are no setting but nearly spell one (`LLM_MODLE`): each with
        the setting it resembles. Unknown variables are ignored (a fallback's key lives there
        too), so a typo silently left the setting at its default. `known()`: every setting's
        name, the platforms' included (they are extras here); asked only when `.env` has extras."""
        if not self._dotenv_extras:
            return []
        names = {name.lower() for name in known()}
        found = []
        for name in sorted(self._dotenv_extras):
            if name not in names and (near := difflib.get_close_matches(name, names, n=1, cutoff=0.85)):
                found.append((name.upper(), near[0].upper()))
        return found

    @field_validator("data_dir", "sqlite_path", "corpus_db", mode="before")
    @classmethod
    def _blank_path_is_unset(cls, value: Any) -> Any:
        # `SQLITE_PATH=` left blank in `.env` read as Path("") == ".", the working directory:
        # "SQLite session store . is unusable", and a blank DATA_DIR put the databases in
        # whatever folder the bot was started from. Blank means "not set", as for the lists.
        if isinstance(value, str) and not value.strip():
            raise PydanticUseDefault()
        return value

    @field_validator("corpus_paths", "llm_channel_models", mode="before")
    @classmethod
    def _split_csv(cls, value: Any) -> Any:
        return split_csv(value)

    @field_validator("log_level", mode="before")
    @classmethod
    def _level_in_capitals(cls, value: Any) -> Any:
        # `info` was taken by logging; `LOUD` was a traceback from inside it at start-up.
        return value.strip().upper() if isinstance(value, str) else value

    @field_validator("redis_url")
    @classmethod
    def _redis_url(cls, value: str) -> str:
        # Checked here rather than at first connection: redis-py reads "/abc" as no database
        # at all and uses DB 0, another deployment's data. The messages never repeat the URL,
        # which may hold a password.
        parts = urlsplit(value)
        if parts.scheme not in ("redis", "rediss", "unix"):
            raise ValueError("must start with redis://, rediss:// or unix:// (e.g. redis://127.0.0.1:6379/0)")
        if parts.scheme != "unix":
            try:
                parts.port  # noqa: B018 - parsing is the check
            except ValueError:
                raise ValueError("the port must be a number from 1 to 65535") from None
            if not parts.hostname:
                raise ValueError("names no host (e.g. redis://127.0.0.1:6379/0)")
        database = [parts.path.strip("/")] if parts.scheme != "unix" else []
        database += parse_qs(parts.query).get("db", [])
        if any(db and not db.isdigit() for db in database):
            raise ValueError("the database must be a number (redis://host:6379/0)")
        return value

    @model_validator(mode="after")
    def _jobs_need_shared_sessions(self) -> Settings:
        if self.job_queue == "redis" and self.session_store != "redis":
            raise ValueError(
                "JOB_QUEUE=redis needs SESSION_STORE=redis: workers on other machines must share "
                f"the sessions (SESSION_STORE is {self.session_store!r})"
            )
        return self

    @property
    def llm_configured(self) -> bool:
        """A model is used only when both an endpoint/key and a model name exist."""
        return self._model_endpoint is not None and bool(self.llm_model)

    @property
    def _model_endpoint(self) -> str | None:
        """The setting that gives the model somewhere to call: OPENAI_API_KEY or OPENAI_BASE_URL."""
        if self.openai_api_key and self.openai_api_key.get_secret_value():
            return "OPENAI_API_KEY"
        return "OPENAI_BASE_URL" if self.openai_base_url else None

    def model_half_configured(self) -> str | None:
        """What is missing when a model was meant but one of its two settings is unset (a key
        without LLM_MODEL, the usual openai-SDK habit): answers were extractive without a word."""
        if self.llm_model and self._model_endpoint is None:
            return "LLM_MODEL is set but neither OPENAI_API_KEY nor OPENAI_BASE_URL is"
        if self._model_endpoint is not None and not self.llm_model:
            return f"{self._model_endpoint} is set but LLM_MODEL is not"
        return None

    @cached_property
    def session_db_path(self) -> Path:
        return self.sqlite_path or self.data_dir / "sessions.db"

    @cached_property
    def corpus_db_path(self) -> Path:
        return self.corpus_db or self.data_dir / "corpus.db"

    @property
    def session_ttl_seconds(self) -> int:
        return max(1, int(self.session_ttl_hours * 3600))

    @property
    def record_ttl_seconds(self) -> int:
        return int(self.trace_retention_days * 86400)


def explain(exc: ValidationError) -> str:
    """One line per bad setting, named as its environment variable, never with its value
    (it may be a secret), and where `.env.example` documents it when that file is at hand:
    `MAX_MESSAGE_CHARS: Input should be greater than or equal to 1 (.env.example line 19)`."""
    documented = _env_example_lines()
    lines = []
    for error in exc.errors(include_url=False, include_input=False):
        head, *rest = error["loc"] or ("",)
        # LLM_FALLBACKS[0].model: the variable, then where inside its JSON.
        name = str(head).upper() + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in rest)
        message = error["msg"].removeprefix("Value error, ")
        where = f" (.env.example line {documented[str(head).upper()]})" if str(head).upper() in documented else ""
        lines.append(f"{name}: {message}{where}" if name else message)
    return "\n".join(lines)


_DOCUMENTED = re.compile(r"^#?\s*([A-Z][A-Z0-9_]+)=")


def _env_example_lines() -> dict[str, int]:
    """Each setting's first line in `.env.example` (`NAME=` or `# NAME=`): the checkout's (this
    package's parent folder, as for `pip install -e`), else the working directory's (the image
    copies it to /app); {} without one. "see .env.example" left a 250-line file to search."""
    for folder in (Path(__file__).resolve().parents[1], Path.cwd()):
        try:
            text = (folder / ".env.example").read_text(encoding="utf-8")
        except OSError:
            continue
        found: dict[str, int] = {}
        for number, line in enumerate(text.splitlines(), 1):
            if match := _DOCUMENTED.match(line):
                found.setdefault(match.group(1), number)
        return found
    return {}
