"""The Grafana dashboard and the scrape config agree with the metrics the code exposes,
so a renamed metric or label fails here instead of leaving a panel silently empty."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml

from core.jobs.streams import Backlog
from core.records.events import (
    Decision,
    Feedback,
    ModelCall,
    PlatformCall,
    StageTimed,
    ToolCall,
    TurnFinished,
)
from core.records.metrics import Metrics

MANIFESTS = Path(__file__).resolve().parents[2] / "manifests"
DASHBOARD = MANIFESTS / "grafana" / "research-bot.json"
_METRIC = re.compile(r"\b(research_bot_[a-z0-9_]+)")
_BY = re.compile(r"\bby \(([^)]*)\)")
_SELECTOR = re.compile(r"\{([^}]*)\}")
_MATCHER = re.compile(r"\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*(=~|!~|!=|=)")
# Labels Prometheus adds or histograms carry, not the code.
_EXTERNAL = {"le", "job", "instance"}


def dashboard() -> dict[str, Any]:
    return json.loads(DASHBOARD.read_text())


def panels() -> list[dict[str, Any]]:
    return [p for p in dashboard()["panels"] if p["type"] != "row"]


def expressions() -> list[str]:
    return [t["expr"] for p in panels() for t in p["targets"]]


async def exposed_labels() -> dict[str, set[str]]:
    """Each sample name and its labels, from a registry fed one of every event."""
    metrics = Metrics(version="test", role="test")
    for event in (
        TurnFinished(platform="slack", channel="C", question_type="how_to", mode="model", outcome="answered",
                     latency_ms=10, cost_usd=0.01, quality=0.8, followup=True),
        StageTimed(stage="ack", duration_ms=1),
        ModelCall(endpoint="primary", model="m", purpose="research", latency_ms=1, prompt_tokens=1,
                  completion_tokens=1, cost_usd=0.001),
        ToolCall(source="corpus", tool="search_corpus", arguments={}, duration_ms=1, error="boom"),
        Decision(kind="quality", summary="ok"),
        Feedback(platform="slack", positive=True),
        PlatformCall(platform="slack", method="chat.postMessage", outcome="retry"),
    ):
        metrics.observe(event)

    async def backlog() -> Backlog:
        return Backlog(queued=1, running=1, dead=0, lag=1, oldest_age_seconds=2.0)

    metrics.track_queue(backlog)
    await metrics.exposition()
    labels: dict[str, set[str]] = {}
    for family in metrics.registry.collect():
        for sample in family.samples:
            labels.setdefault(sample.name, set()).update(sample.labels)
    assert set(labels) <= metrics.names()
    return labels


def test_the_dashboard_is_a_grafana_dashboard_with_a_query_in_every_panel() -> None:
    board = dashboard()
    assert isinstance(board["schemaVersion"], int) and board["schemaVersion"] >= 36
    assert board["uid"] and board["title"]
    ids = [p["id"] for p in board["panels"]]
    assert len(ids) == len(set(ids))
    for panel in panels():
        grid = panel["gridPos"]
        assert grid["x"] + grid["w"] <= 24, panel["title"]
        assert panel["targets"] and all(t["expr"].count("(") == t["expr"].count(")") for t in panel["targets"])
    # Every panel on its own square of the grid.
    cells = [(x, y) for p in board["panels"] for g in [p["gridPos"]]
             for x in range(g["x"], g["x"] + g["w"]) for y in range(g["y"], g["y"] + g["h"])]
    assert len(cells) == len(set(cells))


async def test_every_metric_and_label_the_dashboard_queries_is_exposed() -> None:
    exposed = await exposed_labels()
    queried: set[str] = set()
    for expr in expressions():
        names = set(_METRIC.findall(expr))
        assert names, expr
        queried |= names
        unknown = names - set(exposed)
        assert not unknown, f"{expr}: {unknown} is not exposed"
        available = set().union(*(exposed[n] for n in names)) | _EXTERNAL
        used = {label.strip() for group in _BY.findall(expr) for label in group.split(",") if label.strip()}
        used |= {m.group(1) for selector in _SELECTOR.findall(expr) for m in _MATCHER.finditer(selector)}
        assert used <= available, f"{expr}: labels {used - available} do not exist"
    # The panels the brief asks for are all there.
    for family in ("turns_total", "stage_duration_seconds_bucket", "model_cost_usd_total", "model_tokens_total",
                   "tool_calls_total", "feedback_total", "queue_jobs", "queue_oldest_job_age_seconds",
                   "platform_calls_total", "answer_quality_bucket", "followup_turns_total"):
        assert f"research_bot_{family}" in queried, family


def test_prometheus_scrapes_the_frontends_and_the_workers_where_metrics_are_served() -> None:
    docs = [d for name in ("frontend.yaml", "worker.yaml")
            for d in yaml.safe_load_all((MANIFESTS / "k8s" / name).read_text()) if d and d["kind"] == "Deployment"]
    assert len(docs) == 2
    for deployment in docs:
        pod = deployment["spec"]["template"]
        notes = pod["metadata"]["annotations"]
        assert notes["prometheus.io/scrape"] == "true" and notes["prometheus.io/path"] == "/metrics"
        container = pod["spec"]["containers"][0]
        ports = {str(p["containerPort"]) for p in container["ports"]}
        assert notes["prometheus.io/port"] in ports, deployment["metadata"]["name"]
        if container["args"][0] == "worker":
            env = {e["name"]: e["value"] for e in container.get("env", [])}
            assert env["METRICS_PORT"] == notes["prometheus.io/port"]
