"""The trained question classifier: clear cases, mixed intents, calibration, data hygiene, dev accuracy."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from core.classify import MODEL_PATH, TRAIN_PATH, LinearModel, classify, features
from core.classify_train import Example, TrainConfig, fit, load_examples
from core.evaluation.understanding import evaluate_classification
from core.models import QUESTION_TYPES

DEV_SET = Path(__file__).parents[1] / "data" / "questions.jsonl"
# Token-set Jaccard similarity at or above this means a training question is a
# rewording of a dev question, not a new one.
NEAR_DUPLICATE = 0.45


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Vitess vs CockroachDB for a horizontally sharded MySQL workload?", "comparison"),
        ("Should our analytics jobs run on Databricks or on EMR?", "comparison"),
        ("How do I add a liveness probe to my Helm chart's deployment template?", "how_to"),
        ("How can I schedule a Cloud Function to run every night at 2am?", "how_to"),
        ("What is a vector clock and how does it detect concurrent updates?", "deep_dive"),
        ("How does Postgres decide when to use a bitmap heap scan?", "deep_dive"),
        (
            "Our Flask app throws 'sqlalchemy.exc.OperationalError: server closed the connection "
            "unexpectedly' every morning; why?",
            "troubleshooting",
        ),
        ("kubectl logs returns 'error: You must be logged in to the server (Unauthorized)'; how do I fix it?", "troubleshooting"),
        ("How should we structure the services of a ride-sharing backend so matching scales to many cities?", "architecture"),
        ("Should every tenant get its own schema or should they share tables in our SaaS?", "architecture"),
        ("How much does Amazon Bedrock charge per 1K output tokens for Claude models?", "pricing"),
        ("Is the Grafana Cloud free tier enough for five hosts, or will we be billed?", "pricing"),
        ("How do I push Sentry issues into our Mattermost channel via a webhook?", "integration"),
        ("Can our Bolt app read tickets from Zendesk and post summaries to a channel?", "integration"),
        ("Is the aioboto3 project still maintained?", "general"),
        ("Is there an ETA for the next release of the Terraform provider?", "general"),
    ],
)
def test_clear_questions_get_their_type(question: str, expected: str) -> None:
    result = classify(question)
    assert result.type == expected, result.scores


@pytest.mark.parametrize(
    ("question", "primary", "second"),
    [
        ("Compare Celery and Dramatiq, and explain how to migrate our tasks from one to the other.", "comparison", "how_to"),
        ("Should we use Kafka or RabbitMQ, and how much would each cost on AWS per month?", "pricing", "comparison"),
        ("Why does my Lambda keep failing with a timeout, and how much am I billed for those failed runs?", "troubleshooting", "pricing"),
    ],
)
def test_mixed_questions_report_the_second_intent(question: str, primary: str, second: str) -> None:
    result = classify(question)
    assert result.type == primary
    assert second in result.secondary
    assert primary not in result.secondary


def test_confidence_is_the_probability_of_the_chosen_type() -> None:
    result = classify("What is the difference between a Deployment and a DaemonSet?")
    assert set(result.scores) == set(QUESTION_TYPES)
    assert sum(result.scores.values()) == pytest.approx(1.0, abs=1e-3)
    assert all(0.0 <= p <= 1.0 for p in result.scores.values())
    assert result.confidence == max(result.scores.values()) == result.scores[result.type]


def test_an_empty_question_is_general_with_no_second_intent() -> None:
    result = classify("   ")
    assert result.type == "general"
    assert result.secondary == []
    assert 0.0 <= result.confidence <= 1.0


def test_a_long_pasted_log_keeps_the_question_at_its_end() -> None:
    log = "INFO worker started pid=4121 queue=default concurrency=8\n" * 80
    result = classify(f"{log}Traceback (most recent call last): KeyError: 'tenant_id'. Why does the worker crash?")
    assert result.type == "troubleshooting"


def test_error_shapes_and_money_become_cue_features() -> None:
    assert "cue:exception" in features("Got KeyError: 'user_id' in the handler")
    assert "cue:http_code" in features("the API answers 503 after a deploy")
    assert "cue:money" in features("we paid $40 last month")
    assert "cue:vs" in features("nginx vs. caddy?")


def test_the_shipped_model_was_trained_on_the_current_training_set() -> None:
    model = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
    assert model["meta"]["train_sha256"] == hashlib.sha256(TRAIN_PATH.read_bytes()).hexdigest(), (
        "train.jsonl changed: retrain with `python -m core.classify_train`"
    )


def test_a_model_from_other_features_is_refused_with_a_hint() -> None:
    stale = json.loads(MODEL_PATH.read_text(encoding="utf-8")) | {"features_version": -1}
    with pytest.raises(ValueError, match="core.classify_train"):
        LinearModel.from_json(stale)


def test_training_is_deterministic_and_learns_separable_data() -> None:
    examples = [e for t in ("pricing", "general") for e in load_examples(TRAIN_PATH) if e.type == t][::2]
    config = TrainConfig(epochs=5)
    first, second = fit(examples, config), fit(examples, config)
    assert first.weights == second.weights and first.bias == second.bias
    index = {f: i for i, f in enumerate(first.vocabulary)}
    pricing = QUESTION_TYPES.index("pricing")
    logits = first.logits(features("How much does the paid plan cost per month?"), index)
    assert max(range(len(logits)), key=logits.__getitem__) == pricing


def _normalise(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def _jaccard(a: str, b: str) -> float:
    sa, sb = set(a.split()), set(b.split())
    return len(sa & sb) / len(sa | sb)


def test_training_set_shares_no_question_with_the_dev_set() -> None:
    train = [_normalise(e.question) for e in load_examples(TRAIN_PATH)]
    dev = [_normalise(json.loads(line)["question"]) for line in DEV_SET.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert not set(train) & set(dev)
    near = [(t, d) for t in train for d in dev if _jaccard(t, d) >= NEAR_DUPLICATE]
    assert near == []


def test_training_set_is_varied_and_balanced() -> None:
    examples: list[Example] = load_examples(TRAIN_PATH)
    assert 800 <= len(examples) <= 1500
    counts = {t: sum(e.type == t for e in examples) for t in QUESTION_TYPES}
    assert min(counts.values()) >= 80, counts
    assert len({_normalise(e.question) for e in examples}) == len(examples)


def test_dev_set_accuracy_meets_the_target() -> None:
    report = evaluate_classification(DEV_SET)
    assert report.metrics.n >= 250
    assert report.metrics.accuracy >= 0.90, [m.question for m in report.misclassified]
