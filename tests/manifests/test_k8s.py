"""The Kubernetes manifests agree with the code: settings, stream names, drain times, selectors."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from core.config import Settings
from core.jobs.streams import GROUP

K8S = Path(__file__).resolve().parents[2] / "manifests" / "k8s"


def documents() -> list[dict[str, Any]]:
    listed = yaml.safe_load((K8S / "kustomization.yaml").read_text())["resources"]
    assert sorted(listed) == sorted(p.name for p in K8S.glob("*.yaml") if p.name != "kustomization.yaml")
    return [doc for name in listed for doc in yaml.safe_load_all((K8S / name).read_text()) if doc]


def find(kind: str, name: str) -> dict[str, Any]:
    matches = [d for d in documents() if d["kind"] == kind and d["metadata"]["name"] == name]
    assert len(matches) == 1, f"{kind}/{name}"
    return matches[0]


def config() -> dict[str, str]:
    return find("ConfigMap", "research-bot")["data"]


def test_every_configured_variable_is_a_setting_and_the_config_is_valid() -> None:
    data = config()
    assert {k.lower() for k in data} <= set(Settings.model_fields)
    settings = Settings(_env_file=None, **{k.lower(): v for k, v in data.items()})  # type: ignore[arg-type]
    assert settings.job_queue == "redis" and settings.session_store == "redis"


def test_frontends_and_workers_are_separate_deployments_on_the_shared_config() -> None:
    frontend = find("Deployment", "research-bot-slack")["spec"]["template"]["spec"]["containers"][0]
    worker = find("Deployment", "research-bot-worker")["spec"]["template"]["spec"]["containers"][0]
    assert frontend["args"][:2] == ["serve", "slack"] and worker["args"] == ["worker"]
    for container in (frontend, worker):
        assert {"configMapRef": {"name": "research-bot"}} in container["envFrom"]
    # Both take JOB_QUEUE=redis from the shared config: frontends enqueue, workers run the jobs.
    for container in (frontend, worker):
        assert all(e["name"] != "JOB_QUEUE" for e in container.get("env", []))


def test_workers_and_frontends_get_longer_to_stop_than_they_drain() -> None:
    spec = find("Deployment", "research-bot-worker")["spec"]["template"]["spec"]
    assert spec["terminationGracePeriodSeconds"] > float(config()["WORKER_DRAIN_SECONDS"]) + 10
    spec = find("Deployment", "research-bot-slack")["spec"]["template"]["spec"]
    [grace] = [float(e["value"]) for e in spec["containers"][0]["env"] if e["name"] == "SHUTDOWN_GRACE_SECONDS"]
    assert spec["terminationGracePeriodSeconds"] > grace + 5


def test_keda_scales_the_workers_on_the_stream_the_code_uses() -> None:
    scaled = find("ScaledObject", "research-bot-worker")["spec"]
    assert scaled["scaleTargetRef"]["name"] == "research-bot-worker"
    assert scaled["minReplicaCount"] >= 1
    for trigger in scaled["triggers"]:
        meta = trigger["metadata"]
        assert trigger["type"] == "redis-streams"
        assert meta["stream"] == config()["REDIS_KEY_PREFIX"] + "jobs"
        assert meta["consumerGroup"] == GROUP
        host_port = config()["REDIS_URL"].split("//")[1].split("/")[0]
        assert meta["address"] == host_port
    assert {k for t in scaled["triggers"] for k in t["metadata"]} >= {"lagCount", "pendingEntriesCount"}


@pytest.mark.parametrize("name", ["research-bot-worker", "research-bot-slack"])
def test_disruption_budgets_select_their_deployment(name: str) -> None:
    budget = find("PodDisruptionBudget", name)["spec"]
    labels = find("Deployment", name)["spec"]["template"]["metadata"]["labels"]
    assert budget["selector"]["matchLabels"].items() <= labels.items()
    assert budget["minAvailable"] >= 1


def test_frontends_listen_on_the_pod_network_and_probe_readiness_within_the_probe_timeout() -> None:
    frontend = find("Deployment", "research-bot-slack")["spec"]["template"]["spec"]["containers"][0]
    args = frontend["args"]
    assert args[args.index("--host") + 1] == "0.0.0.0", "the default 127.0.0.1 is unreachable from the kubelet"
    ready, live = frontend["readinessProbe"], frontend["livenessProbe"]
    assert ready["httpGet"]["path"] == "/readyz" and live["httpGet"]["path"] == "/healthz"
    store_wait = Settings(_env_file=None).readiness_timeout_seconds  # type: ignore[call-arg]
    assert store_wait < ready["timeoutSeconds"], "readiness answers 503 before the kubelet gives up on it"


@pytest.mark.parametrize("name", ["research-bot-worker", "research-bot-slack"])
def test_liveness_probes_ask_the_health_port_each_container_sets(name: str) -> None:
    container = find("Deployment", name)["spec"]["template"]["spec"]["containers"][0]
    env = {e["name"]: e["value"] for e in container.get("env", [])}
    ports = {p["name"]: p["containerPort"] for p in container["ports"]}
    live = container["livenessProbe"]["httpGet"]
    assert live["path"] == "/healthz"
    assert ports[live["port"]] == int(env["HEALTH_PORT"]), "the probe must reach the thread-served /healthz"
    assert "HEALTH_HOST=0.0.0.0" in (K8S.parents[1] / "Dockerfile").read_text(), "127.0.0.1 is unreachable from the kubelet"
