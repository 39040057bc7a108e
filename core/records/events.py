"""The facts a turn reports while it runs.

Every observer (the stored trace, Prometheus metrics, the status page) reads
these same events, so a model call is described once, where it happens, and
each observer keeps only what it needs. They are plain frozen dataclasses
rather than pydantic models: they are built on the hot path of every turn and
never cross a process boundary as they are.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

ModelPurpose = Literal["research", "writer", "judge", "rewrite", "followup", "plan", "repair", "other"]
Stage = Literal["ack", "classify", "followup", "research", "write", "deliver", "queue"]


@dataclass(frozen=True, slots=True)
class ModelCall:
    """One request to a model endpoint (one per attempt: a retried call is two)."""

    endpoint: str
    model: str
    purpose: ModelPurpose
    latency_ms: float
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    error: str | None = None


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One call of a research tool over a source; `arguments` are already redacted."""

    source: str
    tool: str
    arguments: dict[str, object]
    duration_ms: float
    hits: int = 0
    error: str | None = None


@dataclass(frozen=True, slots=True)
class Decision:
    """A gate the turn passed through: finish gate, quality check, fallback, citation repair."""

    kind: Literal["strategy", "plan", "finish_gate", "quality", "fallback", "citations", "judge"]
    summary: str
    details: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class StageTimed:
    """How long one stage of a turn took."""

    stage: Stage
    duration_ms: float
    platform: str = ""


@dataclass(frozen=True, slots=True)
class TurnFinished:
    """A turn is over and its reply is known (not yet necessarily delivered)."""

    platform: str
    channel: str
    question_type: str
    mode: Literal["extractive", "model", "command"]
    outcome: Literal["answered", "nothing_found", "error", "rejected", "command"]
    latency_ms: float
    model_calls: int = 0
    cost_usd: float = 0.0
    quality: float | None = None
    followup: bool = False


@dataclass(frozen=True, slots=True)
class Feedback:
    platform: str
    positive: bool


@dataclass(frozen=True, slots=True)
class PlatformCall:
    """One call to a platform's API (Slack Web API, Discord REST) and how it ended."""

    platform: str
    method: str
    outcome: Literal["ok", "error", "retry"]
    error: str | None = None


@dataclass(frozen=True, slots=True)
class RequestRejected:
    """A request to the bot's own endpoint refused before it was read: `signature` (signed with
    another secret), `stale` (its timestamp too far from this machine's clock) or `unsigned`."""

    platform: str
    reason: Literal["signature", "stale", "unsigned"]


Event = ModelCall | ToolCall | Decision | StageTimed | TurnFinished | Feedback | PlatformCall | RequestRejected
