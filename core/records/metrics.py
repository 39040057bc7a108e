"""Prometheus metrics for one process, kept up to date from the event bus.

Each `Metrics` owns a private `CollectorRegistry`: a test process runs many
bots, and a process serving Slack and a worker in one (tests, `make demo`)
must not mix their counts in the global registry. Observing an event only
bumps counters; values that live elsewhere (the job queue in Redis) are read
when Prometheus scrapes, by the async refreshers registered with
`on_scrape`, within a short timeout so a slow Redis never hangs a scrape.

Metric names are the contract with `manifests/grafana/research-bot.json` (a
test checks every name the dashboard queries exists here) and are listed in
docs/operations.md.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    Info,
    ProcessCollector,
    generate_latest,
)
from prometheus_client.metrics import MetricWrapperBase

from core.records import bus
from core.records.events import (
    Decision,
    Event,
    Feedback,
    ModelCall,
    PlatformCall,
    RequestRejected,
    StageTimed,
    ToolCall,
    TurnFinished,
)

if TYPE_CHECKING:
    from core.jobs.streams import Backlog

log = logging.getLogger(__name__)

PREFIX = "research_bot"
CONTENT_TYPE = CONTENT_TYPE_LATEST

# Seconds. A stage runs from a few ms (classify) to minutes (a deep research turn).
_STAGE_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300)
_CALL_BUCKETS = (0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60)
_QUALITY_BUCKETS = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
_SCRAPE_TIMEOUT_SECONDS = 2.0

Refresher = Callable[[], Awaitable[None]]


class Metrics:
    def __init__(self, version: str = "", role: str = "") -> None:
        self.registry = CollectorRegistry()
        self._children: dict[tuple[MetricWrapperBase, tuple[str, ...]], Any] = {}
        r = self.registry
        ProcessCollector(registry=r)
        Info(f"{PREFIX}_build", "The running bot's version and role (slack, discord or worker).", registry=r).info(
            {"version": version, "role": role}
        )
        self.turns = Counter(
            f"{PREFIX}_turns", "Turns answered, by platform, question type, mode and outcome.",
            ["platform", "type", "mode", "outcome"], registry=r,
        )
        self.followups = Counter(
            f"{PREFIX}_followup_turns", "Turns recognised as follow-ups in their thread (rate: / turns).",
            ["platform"], registry=r,
        )
        self.turn_seconds = Histogram(
            f"{PREFIX}_turn_duration_seconds", "Whole-turn latency inside the assistant, by platform and mode.",
            ["platform", "mode"], buckets=_STAGE_BUCKETS, registry=r,
        )
        self.stage_seconds = Histogram(
            f"{PREFIX}_stage_duration_seconds",
            "Latency of one stage of a turn (ack, classify, followup, research, write, deliver, queue).",
            ["stage"], buckets=_STAGE_BUCKETS, registry=r,
        )
        self.turn_cost = Counter(f"{PREFIX}_turn_cost_usd", "Model cost of turns, in US dollars.", ["platform"], registry=r)
        self.quality = Histogram(
            f"{PREFIX}_answer_quality", "Quality score (0-1) of answers that were scored.",
            ["mode"], buckets=_QUALITY_BUCKETS, registry=r,
        )
        self.model_calls = Counter(
            f"{PREFIX}_model_calls", "Requests to model endpoints (a retried request counts twice).",
            ["endpoint", "model", "purpose", "outcome"], registry=r,
        )
        self.model_tokens = Counter(
            f"{PREFIX}_model_tokens", "Tokens sent to and received from models.",
            ["endpoint", "model", "kind"], registry=r,
        )
        self.model_cost = Counter(
            f"{PREFIX}_model_cost_usd", "Model cost, in US dollars (from LLM_PRICES).", ["endpoint", "model"], registry=r,
        )
        self.model_seconds = Histogram(
            f"{PREFIX}_model_call_duration_seconds", "Latency of one model request.",
            ["endpoint"], buckets=_CALL_BUCKETS, registry=r,
        )
        self.tool_calls = Counter(
            f"{PREFIX}_tool_calls", "Research tool calls, by source and outcome (ok or error).",
            ["source", "outcome"], registry=r,
        )
        self.tool_seconds = Histogram(
            f"{PREFIX}_tool_call_duration_seconds", "Latency of one research tool call.",
            ["source"], buckets=_CALL_BUCKETS, registry=r,
        )
        self.decisions = Counter(
            f"{PREFIX}_decisions", "Gates turns passed through (finish gate, quality, fallback, ...).", ["kind"], registry=r,
        )
        self.feedback = Counter(
            f"{PREFIX}_feedback", "Feedback on answers, by rating (up or down).", ["platform", "rating"], registry=r,
        )
        self.platform_calls = Counter(
            f"{PREFIX}_platform_calls",
            "Calls to a platform's API (Slack Web API, Discord REST) by outcome: ok, error, or retry (one per retry).",
            ["platform", "method", "outcome"], registry=r,
        )
        self.requests_rejected = Counter(
            f"{PREFIX}_requests_rejected",
            "Requests to the bot's endpoint refused unread (401) by reason: signature, stale or unsigned.",
            ["platform", "reason"], registry=r,
        )
        self.queue_jobs = Gauge(
            f"{PREFIX}_queue_jobs", "Jobs in the Redis stream: queued (waiting), running (pending), dead (dead letters).",
            ["state"], registry=r,
        )
        self.queue_lag = Gauge(
            f"{PREFIX}_queue_consumer_lag", "Entries the consumer group has not yet been handed.", registry=r,
        )
        self.queue_oldest_age = Gauge(
            f"{PREFIX}_queue_oldest_job_age_seconds", "Age of the oldest unfinished job (0 when the queue is empty).",
            registry=r,
        )
        # Without it a scrape while Redis was away showed the queue's last values as if read now.
        self.queue_up = Gauge(
            f"{PREFIX}_queue_up",
            "1 when this scrape read the job queue from Redis; 0 when it could not (the queue gauges keep their last values).",
            registry=r,
        )
        self._refreshers: list[Refresher] = []

    # --- the bus ---------------------------------------------------------------------

    def attach(self) -> Callable[[], None]:
        """Observe the bus; returns the call that stops."""
        return bus.subscribe(self.observe)

    def observe(self, event: Event) -> None:
        match event:
            case TurnFinished():
                self._child(self.turns, event.platform, event.question_type, event.mode, event.outcome).inc()
                self._child(self.turn_seconds, event.platform, event.mode).observe(event.latency_ms / 1000)
                if event.followup:
                    self._child(self.followups, event.platform).inc()
                if event.cost_usd:
                    self._child(self.turn_cost, event.platform).inc(event.cost_usd)
                if event.quality is not None:
                    self._child(self.quality, event.mode).observe(event.quality)
            case StageTimed():
                self._child(self.stage_seconds, event.stage).observe(event.duration_ms / 1000)
            case ModelCall():
                outcome = "error" if event.error else "ok"
                self._child(self.model_calls, event.endpoint, event.model, event.purpose, outcome).inc()
                self._child(self.model_seconds, event.endpoint).observe(event.latency_ms / 1000)
                if event.prompt_tokens:
                    self._child(self.model_tokens, event.endpoint, event.model, "prompt").inc(event.prompt_tokens)
                if event.completion_tokens:
                    self._child(self.model_tokens, event.endpoint, event.model, "completion").inc(event.completion_tokens)
                if event.cost_usd:
                    self._child(self.model_cost, event.endpoint, event.model).inc(event.cost_usd)
            case ToolCall():
                self._child(self.tool_calls, event.source, "error" if event.error else "ok").inc()
                self._child(self.tool_seconds, event.source).observe(event.duration_ms / 1000)
            case Decision():
                self._child(self.decisions, event.kind).inc()
            case Feedback():
                self._child(self.feedback, event.platform, "up" if event.positive else "down").inc()
            case PlatformCall():
                self._child(self.platform_calls, event.platform, event.method, event.outcome).inc()
            case RequestRejected():
                self._child(self.requests_rejected, event.platform, event.reason).inc()

    def _child(self, metric: MetricWrapperBase, *values: str) -> Any:
        """`metric.labels(*values)`, kept: prometheus-client checks and locks on every
        `labels()` (9.7 us, against 2.8 us for an observation on a kept child), and an
        answer makes ~25 observations. The label sets are the metrics' own, so bounded."""
        key = (metric, values)
        child = self._children.get(key)
        if child is None:
            child = self._children[key] = metric.labels(*values)
        return child

    # --- values read at scrape time ------------------------------------------------------

    def on_scrape(self, refresher: Refresher) -> None:
        self._refreshers.append(refresher)

    def track_queue(self, backlog: Callable[[], Awaitable[Backlog]]) -> None:
        """Report the job queue's depth and age, read from Redis at every scrape."""

        async def refresh() -> None:
            try:
                now = await backlog()
            except BaseException:  # refused, or cancelled by the scrape's timeout: unread either way
                self.queue_up.set(0)
                raise
            self.queue_up.set(1)
            for state in ("queued", "running", "dead"):
                self.queue_jobs.labels(state).set(getattr(now, state))
            self.queue_lag.set(now.lag)
            self.queue_oldest_age.set(now.oldest_age_seconds)

        self.on_scrape(refresh)

    async def exposition(self) -> bytes:
        """The text format Prometheus scrapes, after refreshing what is read on demand.
        A refresher that fails or is slow leaves its last values (and is logged)."""
        for refresh in self._refreshers:
            try:
                async with asyncio.timeout(_SCRAPE_TIMEOUT_SECONDS):
                    await refresh()
            except Exception as exc:  # noqa: BLE001 - a scrape reports what it has
                log.warning("metrics.refresh_failed error=%s", type(exc).__name__)
        return generate_latest(self.registry)

    def names(self) -> set[str]:
        """Every sample name this registry can expose, labelled children or not
        (a counter `x` as `x_total`, a histogram as `x_bucket`, `x_sum`, `x_count`)."""
        suffixes = {
            "counter": ("_total", "_created"),
            "histogram": ("_bucket", "_sum", "_count", "_created"),
            "info": ("_info",),
        }
        names: set[str] = set()
        for family in self.registry.collect():
            names.update(family.name + suffix for suffix in suffixes.get(family.type, ("",)))
        return names
