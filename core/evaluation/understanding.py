"""Accuracy of the classifier and the follow-up detector on the labelled dev sets.

Backs `research-bot eval`, `research-bot classify` and `research-bot followup`.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, Field, ValidationError

from core.classify import classify, load_model
from core.models import QUESTION_TYPES, QuestionType

CLASSIFICATION_TARGET = 0.90
FOLLOWUP_TARGET = 0.90
FOLLOWUP_LABELS = ("followup", "standalone")

T = TypeVar("T", bound=BaseModel)
R = TypeVar("R")


class ClassMetrics(BaseModel):
    precision: float
    recall: float
    f1: float
    support: int


class Timing(BaseModel):
    p50_ms: float
    p99_ms: float
    mean_ms: float


class Metrics(BaseModel):
    """Agreement between gold and predicted labels over a fixed label set."""

    n: int
    accuracy: float
    macro_f1: float
    per_class: dict[str, ClassMetrics]
    # confusion[gold][predicted] = count
    confusion: dict[str, dict[str, int]]


class ClassificationMiss(BaseModel):
    question: str
    gold: QuestionType
    predicted: QuestionType
    confidence: float
    gold_secondary: list[QuestionType]
    predicted_secondary: list[QuestionType]


class ClassificationReport(BaseModel):
    dataset: str
    metrics: Metrics
    # Share of questions whose gold secondary types were all predicted (primary or secondary).
    secondary_recall: float
    timing: Timing
    target: float = CLASSIFICATION_TARGET
    target_met: bool
    misclassified: list[ClassificationMiss] = Field(default_factory=list)


class FollowupMiss(BaseModel):
    question: str
    kind: str
    gold: bool
    predicted: bool
    confidence: float
    reasoning: str


class FollowupReport(BaseModel):
    dataset: str
    metrics: Metrics
    # accuracy per labelled kind (pronoun, ellipsis, trap_fresh_how, ...)
    per_kind: dict[str, float]
    # Mean token-overlap F1 between predicted and gold standalone questions, over true follow-ups.
    standalone_f1: float
    timing: Timing
    target: float = FOLLOWUP_TARGET
    target_met: bool
    misclassified: list[FollowupMiss] = Field(default_factory=list)


class QuestionRow(BaseModel):
    question: str
    type: QuestionType
    secondary: list[QuestionType] = Field(default_factory=list)


class Message(BaseModel):
    role: str
    content: str


class FollowupRow(BaseModel):
    history: list[Message]
    question: str
    is_followup: bool
    kind: str = ""
    referents: list[str] = Field(default_factory=list)
    standalone: str = ""


class FollowupRequest(BaseModel):
    history: list[Message] = Field(default_factory=list)
    question: str


class ClassifyRequest(BaseModel):
    question: str


def compute_metrics(gold: Sequence[str], predicted: Sequence[str], labels: Sequence[str]) -> Metrics:
    if len(gold) != len(predicted):
        raise ValueError("gold and predicted labels differ in length")
    confusion = {g: dict.fromkeys(labels, 0) for g in labels}
    for g, p in zip(gold, predicted):
        confusion[g][p] += 1
    per_class = {}
    for label in labels:
        tp = confusion[label][label]
        predicted_n = sum(confusion[g][label] for g in labels)
        support = sum(confusion[label].values())
        precision = tp / predicted_n if predicted_n else 0.0
        recall = tp / support if support else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        per_class[label] = ClassMetrics(
            precision=round(precision, 4), recall=round(recall, 4), f1=round(f1, 4), support=support
        )
    n = len(gold)
    correct = sum(confusion[label][label] for label in labels)
    present = [m.f1 for m in per_class.values() if m.support]
    return Metrics(
        n=n,
        accuracy=round(correct / n, 4) if n else 0.0,
        macro_f1=round(sum(present) / len(present), 4) if present else 0.0,
        per_class=per_class,
        confusion=confusion,
    )


def timing(samples_ms: Sequence[float]) -> Timing:
    if not samples_ms:
        return Timing(p50_ms=0.0, p99_ms=0.0, mean_ms=0.0)
    ordered = sorted(samples_ms)

    def pct(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 4)

    return Timing(p50_ms=pct(0.5), p99_ms=pct(0.99), mean_ms=round(sum(ordered) / len(ordered), 4))


def _read_jsonl(path: Path, model: type[T]) -> list[T]:
    rows = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                rows.append(model.model_validate_json(line))
            except ValidationError as exc:
                raise ValueError(f"{path}:{n}: not a valid {model.__name__}: {exc.errors()[0]['msg']}") from exc
    return rows


def _timed(fn: Callable[[], R]) -> tuple[R, float]:
    start = time.perf_counter()
    result = fn()
    return result, (time.perf_counter() - start) * 1000


def evaluate_classification(path: Path) -> ClassificationReport:
    rows = _read_jsonl(path, QuestionRow)
    load_model()  # a one-off cost; keep it out of the per-item timings
    results = [_timed(lambda r=r: classify(r.question)) for r in rows]
    predicted = [c.type for c, _ in results]
    metrics = compute_metrics([r.type for r in rows], predicted, QUESTION_TYPES)
    with_secondary = [(r, c) for r, (c, _) in zip(rows, results) if r.secondary]
    secondary_hits = sum(set(r.secondary) <= {c.type, *c.secondary} for r, c in with_secondary)
    return ClassificationReport(
        dataset=str(path),
        metrics=metrics,
        secondary_recall=round(secondary_hits / len(with_secondary), 4) if with_secondary else 1.0,
        timing=timing([ms for _, ms in results]),
        target_met=metrics.accuracy >= CLASSIFICATION_TARGET,
        misclassified=[
            ClassificationMiss(
                question=r.question, gold=r.type, predicted=c.type, confidence=c.confidence,
                gold_secondary=r.secondary, predicted_secondary=c.secondary,
            )
            for r, (c, _) in zip(rows, results)
            if c.type != r.type
        ],
    )


_F1_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def token_f1(a: str, b: str) -> float:
    """Token-overlap F1 of two questions: lower-case words, punctuation ignored, repeats counted."""
    ta, tb = _F1_TOKEN.findall(a.lower()), _F1_TOKEN.findall(b.lower())
    common = sum(min(ta.count(t), tb.count(t)) for t in set(ta))
    if not common:
        return 0.0
    precision, recall = common / len(ta), common / len(tb)
    return 2 * precision * recall / (precision + recall)


def _label(is_followup: bool) -> str:
    return FOLLOWUP_LABELS[0] if is_followup else FOLLOWUP_LABELS[1]


def evaluate_followups(path: Path) -> FollowupReport:
    # Imported here so classification keeps working while the detector is being replaced.
    from core.followup import decide_history

    rows = _read_jsonl(path, FollowupRow)
    results = [_timed(lambda r=r: decide_history(r.question, [m.model_dump() for m in r.history])) for r in rows]
    decisions = [d for d, _ in results]
    metrics = compute_metrics(
        [_label(r.is_followup) for r in rows], [_label(d.is_followup) for d in decisions], FOLLOWUP_LABELS
    )
    kinds: dict[str, list[bool]] = {}
    for r, d in zip(rows, decisions):
        kinds.setdefault(r.kind or "unlabelled", []).append(r.is_followup == d.is_followup)
    rewrites = [token_f1(d.standalone, r.standalone) for r, d in zip(rows, decisions) if r.is_followup and r.standalone]
    return FollowupReport(
        dataset=str(path),
        metrics=metrics,
        per_kind={k: round(sum(v) / len(v), 4) for k, v in sorted(kinds.items())},
        standalone_f1=round(sum(rewrites) / len(rewrites), 4) if rewrites else 0.0,
        timing=timing([ms for _, ms in results]),
        target_met=metrics.accuracy >= FOLLOWUP_TARGET,
        misclassified=[
            FollowupMiss(
                question=r.question, kind=r.kind, gold=r.is_followup, predicted=d.is_followup,
                confidence=d.confidence, reasoning=d.reasoning,
            )
            for r, d in zip(rows, decisions)
            if r.is_followup != d.is_followup
        ],
    )


def _format_metrics(metrics: Metrics) -> list[str]:
    labels = list(metrics.per_class)
    width = max(len(label) for label in labels)
    lines = [f"{'class':<{width}}  precision  recall     f1  support"]
    lines += [
        f"{label:<{width}}  {m.precision:9.3f}  {m.recall:6.3f}  {m.f1:5.3f}  {m.support:7d}"
        for label, m in metrics.per_class.items()
    ]
    short = {label: label[:5] for label in labels}
    lines += ["", "confusion (rows = gold, columns = predicted)", " " * (width + 2) + " ".join(f"{short[c]:>5}" for c in labels)]
    lines += [
        f"{gold:<{width}}  " + " ".join(f"{metrics.confusion[gold][p]:>5}" for p in labels) for gold in labels
    ]
    return lines


def format_report(report: ClassificationReport | FollowupReport) -> str:
    title = "Question classification" if isinstance(report, ClassificationReport) else "Follow-up detection"
    verdict = "met" if report.target_met else "NOT met"
    m = report.metrics
    lines = [
        f"{title}: {report.dataset}",
        f"accuracy {m.accuracy:.3f} on {m.n} items (target {report.target:.2f}: {verdict}), macro F1 {m.macro_f1:.3f}",
        f"latency per item: p50 {report.timing.p50_ms:.3f} ms, p99 {report.timing.p99_ms:.3f} ms",
    ]
    if isinstance(report, ClassificationReport):
        lines.append(f"secondary recall {report.secondary_recall:.3f}")
    else:
        lines.append(f"standalone rewrite token F1 {report.standalone_f1:.3f}")
        lines += ["", "accuracy per kind"] + [f"  {k}: {v:.3f}" for k, v in report.per_kind.items()]
    lines += ["", *_format_metrics(m), "", f"misclassified ({len(report.misclassified)})"]
    for miss in report.misclassified:
        if isinstance(miss, ClassificationMiss):
            lines.append(f"  [{miss.gold} -> {miss.predicted} {miss.confidence:.2f}] {miss.question}")
        else:
            expected = "follow-up" if miss.gold else "standalone"
            lines.append(f"  [{miss.kind}: expected {expected}, {miss.confidence:.2f}] {miss.question}")
    return "\n".join(lines)


def run_eval(questions_path: Path, followups_path: Path, as_json: bool) -> tuple[str, bool]:
    """Both evaluations; the text (or JSON document) to print and whether every target is met."""
    reports: list[ClassificationReport | FollowupReport] = [
        evaluate_classification(Path(questions_path)),
        evaluate_followups(Path(followups_path)),
    ]
    met = all(r.target_met for r in reports)
    if as_json:
        doc = {"classification": reports[0].model_dump(), "followups": reports[1].model_dump(), "targets_met": met}
        return json.dumps(doc, indent=2), met
    return "\n\n".join(format_report(r) for r in reports), met


def _error_line(n: int, exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        message = f"{where}: {err['msg']}" if where else err["msg"]
    else:
        message = str(exc)
    return json.dumps({"line": n, "error": f"bad input line: {message}"})


def _per_line(lines: Iterable[str], model: type[T], handle: Callable[[T], dict[str, Any]]) -> Iterator[str]:
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            request = model.model_validate_json(line)
        except ValidationError as exc:
            yield _error_line(n, exc)
            continue
        yield json.dumps(handle(request), ensure_ascii=False)


def classify_lines(lines: Iterable[str]) -> Iterator[str]:
    """JSON lines `{"question": ...}` in, one classification JSON line out per input line."""

    def handle(request: ClassifyRequest) -> dict[str, Any]:
        return {"question": request.question, **classify(request.question).model_dump()}

    return _per_line(lines, ClassifyRequest, handle)


def followup_lines(lines: Iterable[str]) -> Iterator[str]:
    """JSON lines `{"history": [...], "question": ...}` in, one follow-up decision JSON line out per input."""
    from core.followup import decide_history

    def handle(request: FollowupRequest) -> dict[str, Any]:
        d = decide_history(request.question, [m.model_dump() for m in request.history])
        return {
            "question": request.question, "is_followup": d.is_followup, "confidence": d.confidence,
            "standalone": d.standalone, "referents": d.referents, "reasoning": d.reasoning,
        }

    return _per_line(lines, FollowupRequest, handle)
