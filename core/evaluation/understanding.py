"""How well the bot understands questions: classification and follow-up detection.

`research-bot eval` scores the locked test split of `tools/data/` (sources never
trained or tuned on; see `core.evaluation.data`) and prints, per task, the
figures per class, macro-F1, calibration error (ECE), accuracy per source
group, and for follow-ups the rewrite token F1 against human rewrites and how
often the model tier's uncertain band is hit. Any labelled JSONL file can be
scored instead (`--questions`, `--followups`). The line commands `research-bot classify` and
`research-bot followup` are in `core.evaluation.lines`.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, Field, ValidationError

from core.classify import classify, load_model
from core.evaluation.data import FRESH_DATASETS, LOCKED_FOLLOWUP_PARTS, Split, followup_rows, group_of, question_rows
from core.evaluation.lines import classify_lines, followup_lines  # noqa: F401 - the line commands live there
from core.question_types import QUESTION_TYPES, QuestionType

CLASSIFICATION_TARGET = 0.90
MACRO_F1_TARGET = 0.88
FOLLOWUP_TARGET = 0.90
FOLLOWUP_RECALL_TARGET = 0.88
REWRITE_F1_TARGET = 0.75
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


class GroupAccuracy(BaseModel):
    n: int
    accuracy: float


class SubsetScore(BaseModel):
    """The headline figures on one part of a labelled set."""

    label: str
    n: int
    accuracy: float
    macro_f1: float
    # Per type, for the part reported alone (the fresh locked part).
    per_class: dict[str, ClassMetrics] = Field(default_factory=dict)


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
    # Expected calibration error of the confidence (top class, 10 equal-width bins).
    ece: float
    # Share of questions whose gold secondary types were all predicted (primary or secondary).
    secondary_recall: float
    per_origin: dict[str, GroupAccuracy]
    per_group: dict[str, GroupAccuracy]
    # Per data file, and the rows of the files whose locked rows no earlier pass scored.
    per_dataset: dict[str, SubsetScore] = Field(default_factory=dict)
    fresh: SubsetScore | None = None
    timing: Timing
    targets: dict[str, float] = Field(default_factory=lambda: {"accuracy": CLASSIFICATION_TARGET, "macro_f1": MACRO_F1_TARGET})
    target_met: bool
    misclassified: list[ClassificationMiss] = Field(default_factory=list)


class FollowupPart(BaseModel):
    """The headline follow-up figures on one part of the locked split: the part scored
    since the first pass, or a part collected after it (scored apart, never tuned on)."""

    label: str
    n: int
    accuracy: float
    precision: float
    recall: float
    # How many gold standalone questions (topic shifts) were recognised as such.
    standalone_recognised: int
    standalone_total: int
    standalone_f1: float
    raw_f1: float
    rewrites: int


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
    precision: float
    recall: float
    # Expected calibration error of the decision's confidence (10 equal-width bins).
    ece: float
    # Share of messages whose calibrated score falls in the model tier's uncertain band:
    # with a model configured, that is how often it would be asked.
    band_rate: float
    band: tuple[float, float]
    # accuracy per labelled kind (pronoun, ellipsis, trap_fresh_how, ...)
    per_kind: dict[str, float]
    per_origin: dict[str, GroupAccuracy]
    per_group: dict[str, GroupAccuracy]
    # Mean token F1 against the human standalone rewrite over gold follow-ups: ours, and
    # the raw question's (what leaving the question as it is would score).
    standalone_f1: float
    raw_f1: float
    rewrites: int
    # The same without the thread's context (a GitHub thread's repository), and how
    # many gold rewrites add a word found nowhere in the history nor the context
    # (e.g. a project never named in the thread): no rewrite can get those words,
    # so the mean over the others is given apart.
    standalone_f1_without_context: float = 0.0
    unresolvable: int = 0
    resolvable_f1: float = 0.0
    resolvable_raw_f1: float = 0.0
    # The same two means per origin (e.g. the CAsT years apart from engineering threads).
    rewrite_f1_per_origin: dict[str, tuple[float, float, int]] = Field(default_factory=dict)
    # The figures per locked part (stored data only): "first part" and each later one.
    per_part: dict[str, FollowupPart] = Field(default_factory=dict)
    # The decision against a built thread (what a turn in a stored session costs) ...
    timing: Timing
    # ... and with the history's earlier user turns resolved first (plain JSON history).
    timing_with_history: Timing
    targets: dict[str, float] = Field(default_factory=lambda: {
        "accuracy": FOLLOWUP_TARGET, "recall": FOLLOWUP_RECALL_TARGET, "standalone_f1": REWRITE_F1_TARGET,
    })
    target_met: bool
    misclassified: list[FollowupMiss] = Field(default_factory=list)


class QuestionRow(BaseModel):
    question: str
    type: QuestionType
    secondary: list[QuestionType] = Field(default_factory=list)
    source: str = ""
    group: str = ""
    origin: str = ""
    dataset: str = ""


class Message(BaseModel):
    role: str
    content: str


class FollowupRequest(BaseModel):
    history: list[Message] = Field(default_factory=list)
    question: str
    # Where the conversation happens (a channel or thread title, a repository), if known.
    context: str = ""


class FollowupRow(BaseModel):
    history: list[Message]
    question: str
    is_followup: bool
    kind: str = ""
    referents: list[str] = Field(default_factory=list)
    standalone: str = ""
    source: str = ""
    group: str = ""
    origin: str = ""
    # Where the conversation happens (a channel title, a repository), if known.
    context: str = ""
    dataset: str = ""


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


def expected_calibration_error(confidences: Sequence[float], correct: Sequence[bool], bins: int = 10) -> float:
    """Mean |confidence - accuracy| over equal-width confidence bins, weighted by bin size."""
    buckets: list[list[tuple[float, bool]]] = [[] for _ in range(bins)]
    for c, ok in zip(confidences, correct):
        buckets[min(int(c * bins), bins - 1)].append((c, ok))
    n = len(confidences)
    return sum(
        len(b) / n * abs(sum(c for c, _ in b) / len(b) - sum(ok for _, ok in b) / len(b)) for b in buckets if b
    ) if n else 0.0


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


def _by_group(keys: Sequence[str], correct: Sequence[bool]) -> dict[str, GroupAccuracy]:
    groups: dict[str, list[bool]] = {}
    for key, ok in zip(keys, correct):
        groups.setdefault(key or "unknown", []).append(ok)
    return {k: GroupAccuracy(n=len(v), accuracy=round(sum(v) / len(v), 4)) for k, v in sorted(groups.items())}


def _rows(path: Path | None, split: Split, model: type[T], stored: Callable[[], list[dict[str, Any]]]) -> tuple[list[T], str]:
    if path is not None:
        return _read_jsonl(path, model), str(path)
    picked = [r for r in stored() if r["split"] == split]
    rows = [model.model_validate({**r, "origin": r.get("origin") or r["dataset"]}) for r in picked]
    groups = len({r["group"] for r in picked})
    label = "locked test split" if split == "test" else f"{split} split"
    return rows, f"{label} of tools/data ({len(rows)} items from {groups} source groups)"


def evaluate_classification(
    path: Path | None = None, split: Split = "test", fresh_datasets: tuple[str, ...] = FRESH_DATASETS
) -> ClassificationReport:
    rows, dataset = _rows(path, split, QuestionRow, question_rows)
    load_model()  # a one-off cost; keep it out of the per-item timings
    results = [_timed(lambda r=r: classify(r.question)) for r in rows]
    predicted = [c.type for c, _ in results]
    metrics = compute_metrics([r.type for r in rows], predicted, QUESTION_TYPES)
    correct = [r.type == c.type for r, (c, _) in zip(rows, results)]
    def subset(label: str, keep: Callable[[QuestionRow], bool], per_class: bool = False) -> SubsetScore | None:
        pairs = [(r.type, c.type) for r, (c, _) in zip(rows, results) if keep(r)]
        if not pairs:
            return None
        m = compute_metrics([g for g, _ in pairs], [p for _, p in pairs], QUESTION_TYPES)
        return SubsetScore(
            label=label, n=m.n, accuracy=m.accuracy, macro_f1=m.macro_f1, per_class=m.per_class if per_class else {}
        )

    datasets = sorted({r.dataset for r in rows if r.dataset})
    per_dataset = {d: s for d in datasets if (s := subset(d, lambda r, d=d: r.dataset == d)) is not None}
    fresh = subset(" + ".join(fresh_datasets), lambda r: r.dataset in fresh_datasets, per_class=True) if path is None else None
    with_secondary = [(r, c) for r, (c, _) in zip(rows, results) if r.secondary]
    secondary_hits = sum(set(r.secondary) <= {c.type, *c.secondary} for r, c in with_secondary)
    return ClassificationReport(
        dataset=dataset,
        metrics=metrics,
        ece=round(expected_calibration_error([c.confidence for c, _ in results], correct), 4),
        secondary_recall=round(secondary_hits / len(with_secondary), 4) if with_secondary else 1.0,
        per_origin=_by_group([r.origin for r in rows], correct),
        per_group=_by_group([r.group or group_of(r.source) for r in rows], correct),
        per_dataset=per_dataset,
        fresh=fresh,
        timing=timing([ms for _, ms in results]),
        target_met=metrics.accuracy >= CLASSIFICATION_TARGET and metrics.macro_f1 >= MACRO_F1_TARGET,
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


def _mean(values: Sequence[float]) -> float:
    return round(sum(values) / len(values), 4) if values else 0.0


def unresolvable_words(row: FollowupRow) -> list[str]:
    """Content words the gold rewrite adds that appear nowhere in the question, the
    history or the context: information only the annotator had."""
    from core.followup.words import terms

    seen = set(_F1_TOKEN.findall(" ".join([row.question, row.context, *(m.content for m in row.history)]).lower()))
    return [w for w in terms(row.standalone) if not set(_F1_TOKEN.findall(w.lower())) <= seen]


def _label(is_followup: bool) -> str:
    return FOLLOWUP_LABELS[0] if is_followup else FOLLOWUP_LABELS[1]


def evaluate_followups(path: Path | None = None, split: Split = "test") -> FollowupReport:
    from core.followup.model import load_model as load_followup_model
    from core.followup.pipeline import decide, decide_history, resolver
    from core.followup.thread import thread_from_history

    rows, dataset = _rows(path, split, FollowupRow, followup_rows)
    band = load_followup_model().band
    decide_history("warm-up", [{"role": "user", "content": "warm-up"}])  # loads, outside the timings
    # Building the thread resolves its earlier user turns (a stored session already holds
    # them resolved), so it is timed apart from the decision itself.
    built = [_timed(lambda r=r: thread_from_history([m.model_dump() for m in r.history], resolver(), r.context)) for r in rows]
    results = [_timed(lambda r=r, t=t: decide(r.question, t)) for r, (t, _) in zip(rows, built)]
    decisions = [d for d, _ in results]
    metrics = compute_metrics(
        [_label(r.is_followup) for r in rows], [_label(d.is_followup) for d in decisions], FOLLOWUP_LABELS
    )
    correct = [r.is_followup == d.is_followup for r, d in zip(rows, decisions)]
    kinds: dict[str, list[bool]] = {}
    for r, ok in zip(rows, correct):
        kinds.setdefault(r.kind or "unlabelled", []).append(ok)
    gold_rewrites = [(r, d) for r, d in zip(rows, decisions) if r.is_followup and r.standalone]
    ours = [token_f1(d.standalone if d.is_followup else r.question, r.standalone) for r, d in gold_rewrites]
    raw = [token_f1(r.question, r.standalone) for r, _ in gold_rewrites]
    def without_context(r: FollowupRow) -> str:
        d = decide(r.question, thread_from_history([m.model_dump() for m in r.history], resolver()))
        return d.standalone if d.is_followup else r.question

    bare = [token_f1(without_context(r), r.standalone) if r.context else f1 for (r, _), f1 in zip(gold_rewrites, ours)]
    resolvable = [i for i, (r, _) in enumerate(gold_rewrites) if not unresolvable_words(r)]
    by_origin: dict[str, list[tuple[float, float]]] = {}
    for (r, _), f1, base in zip(gold_rewrites, ours, raw):
        by_origin.setdefault(r.origin or "unknown", []).append((f1, base))
    follow = metrics.per_class[FOLLOWUP_LABELS[0]]
    standalone_f1 = round(sum(ours) / len(ours), 4) if ours else 0.0
    per_part: dict[str, FollowupPart] = {}
    if path is None:
        part_of = [r.dataset if r.dataset in LOCKED_FOLLOWUP_PARTS else "first part" for r in rows]
        for part in dict.fromkeys(sorted(part_of, key=lambda p: (p != "first part", p))):
            per_part[part] = _part(part, [(r, d) for r, d, p in zip(rows, decisions, part_of) if p == part])
    scored = [d for r, d in zip(rows, decisions) if r.history]
    return FollowupReport(
        dataset=dataset,
        metrics=metrics,
        precision=follow.precision,
        recall=follow.recall,
        ece=round(expected_calibration_error([d.confidence for d in decisions], correct), 4),
        band_rate=round(sum(band[0] <= d.score <= band[1] for d in scored) / len(scored), 4) if scored else 0.0,
        band=band,
        per_kind={k: round(sum(v) / len(v), 4) for k, v in sorted(kinds.items())},
        per_origin=_by_group([r.origin for r in rows], correct),
        per_group=_by_group([r.group or group_of(r.source) for r in rows], correct),
        standalone_f1=standalone_f1,
        raw_f1=round(sum(raw) / len(raw), 4) if raw else 0.0,
        rewrites=len(ours),
        standalone_f1_without_context=_mean(bare),
        unresolvable=len(ours) - len(resolvable),
        resolvable_f1=_mean([ours[i] for i in resolvable]),
        resolvable_raw_f1=_mean([raw[i] for i in resolvable]),
        rewrite_f1_per_origin={
            k: (round(sum(f for f, _ in v) / len(v), 4), round(sum(b for _, b in v) / len(v), 4), len(v))
            for k, v in sorted(by_origin.items())
        },
        per_part=per_part,
        timing=timing([ms for _, ms in results]),
        timing_with_history=timing([ms + ms_thread for (_, ms), (_, ms_thread) in zip(results, built)]),
        target_met=(
            metrics.accuracy >= FOLLOWUP_TARGET and follow.recall >= FOLLOWUP_RECALL_TARGET
            and (not ours or standalone_f1 >= REWRITE_F1_TARGET)
        ),
        misclassified=[
            FollowupMiss(
                question=r.question, kind=r.kind, gold=r.is_followup, predicted=d.is_followup,
                confidence=d.confidence, reasoning=d.reasoning,
            )
            for r, d in zip(rows, decisions)
            if r.is_followup != d.is_followup
        ],
    )


def _part(label: str, pairs: list[tuple[FollowupRow, Any]]) -> FollowupPart:
    m = compute_metrics([_label(r.is_followup) for r, _ in pairs], [_label(d.is_followup) for _, d in pairs], FOLLOWUP_LABELS)
    follow = m.per_class[FOLLOWUP_LABELS[0]]
    rewrites = [(r, d) for r, d in pairs if r.is_followup and r.standalone]
    return FollowupPart(
        label=label,
        n=m.n,
        accuracy=m.accuracy,
        precision=follow.precision,
        recall=follow.recall,
        standalone_recognised=sum(not r.is_followup and not d.is_followup for r, d in pairs),
        standalone_total=sum(not r.is_followup for r, _ in pairs),
        standalone_f1=_mean([token_f1(d.standalone if d.is_followup else r.question, r.standalone) for r, d in rewrites]),
        raw_f1=_mean([token_f1(r.question, r.standalone) for r, _ in rewrites]),
        rewrites=len(rewrites),
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


def _format_groups(title: str, groups: dict[str, GroupAccuracy], limit: int) -> list[str]:
    if not groups:
        return []
    shown = sorted(groups.items(), key=lambda kv: (kv[1].accuracy, -kv[1].n, kv[0]))[:limit]
    accuracies = sorted(g.accuracy for g in groups.values())
    median = accuracies[len(accuracies) // 2]
    lines = [f"{title}: {len(groups)} groups, median accuracy {median:.3f}"]
    if len(groups) > limit:
        lines[-1] += f" (the {limit} weakest shown; --json lists all)"
    lines += [f"  {name}: {g.accuracy:.3f} ({g.n})" for name, g in shown]
    return lines


def format_report(report: ClassificationReport | FollowupReport, show_misses: bool = False, groups: int = 25) -> str:
    title = "Question classification" if isinstance(report, ClassificationReport) else "Follow-up detection"
    verdict = "met" if report.target_met else "NOT met"
    m = report.metrics
    targets = ", ".join(f"{k} >= {v:.2f}" for k, v in report.targets.items())
    lines = [f"{title}: {report.dataset}"]
    if isinstance(report, ClassificationReport):
        lines += [
            f"accuracy {m.accuracy:.3f} on {m.n} items, macro F1 {m.macro_f1:.3f}, ECE {report.ece:.3f}",
            f"secondary recall {report.secondary_recall:.3f}",
        ]
        if report.fresh is not None:
            f = report.fresh
            lines.append(
                f"  of which from {f.label} (collected before this pass changed any model; its locked rows were never scored before): accuracy {f.accuracy:.3f} "
                f"on {f.n} items, macro F1 {f.macro_f1:.3f}"
            )
            lines += [
                f"    {name}: precision {c.precision:.3f}, recall {c.recall:.3f}, F1 {c.f1:.3f} ({c.support})"
                for name, c in f.per_class.items()
            ]
        lines += [
            f"  {name}: accuracy {s.accuracy:.3f} on {s.n} items, macro F1 {s.macro_f1:.3f}"
            for name, s in report.per_dataset.items()
        ]
    else:
        lines += [
            f"accuracy {m.accuracy:.3f} on {m.n} items, precision {report.precision:.3f}, recall {report.recall:.3f}, "
            f"macro F1 {m.macro_f1:.3f}, ECE {report.ece:.3f}",
            f"standalone rewrite token F1 {report.standalone_f1:.3f} over {report.rewrites} follow-ups "
            f"(the raw question scores {report.raw_f1:.3f}; without the thread's context {report.standalone_f1_without_context:.3f})",
            f"  {report.unresolvable} gold rewrites add words found nowhere in the thread; over the other "
            f"{report.rewrites - report.unresolvable}: {report.resolvable_f1:.3f} (raw {report.resolvable_raw_f1:.3f})",
            f"model-tier band {report.band[0]:.2f}-{report.band[1]:.2f} hit by {report.band_rate:.1%} of messages",
        ]
        lines += [
            f"  rewrite F1 on {origin}: {ours:.3f} (raw {raw:.3f}, {n} follow-ups)"
            for origin, (ours, raw, n) in report.rewrite_f1_per_origin.items()
        ]
        lines += [
            f"  part {p.label}: accuracy {p.accuracy:.3f} on {p.n} items, precision {p.precision:.3f}, recall {p.recall:.3f}, "
            f"standalone recognised {p.standalone_recognised} of {p.standalone_total}, rewrite F1 {p.standalone_f1:.3f} "
            f"(raw {p.raw_f1:.3f}, {p.rewrites} follow-ups)"
            for p in report.per_part.values()
        ]
    lines += [
        f"targets ({targets}): {verdict}",
        f"latency per item: p50 {report.timing.p50_ms:.3f} ms, p99 {report.timing.p99_ms:.3f} ms",
    ]
    if isinstance(report, FollowupReport):
        t = report.timing_with_history
        lines.append(f"latency with the history's earlier turns resolved first: p50 {t.p50_ms:.3f} ms, p99 {t.p99_ms:.3f} ms")
    lines += ["", *_format_metrics(m)]
    if isinstance(report, FollowupReport):
        lines += ["", "accuracy per kind"] + [f"  {k}: {v:.3f}" for k, v in report.per_kind.items()]
    lines += ["", *_format_groups("accuracy per origin", report.per_origin, 50)]
    lines += ["", *_format_groups("accuracy per source group", report.per_group, groups)]
    if show_misses:
        lines += ["", f"misclassified ({len(report.misclassified)})"]
        for miss in report.misclassified:
            if isinstance(miss, ClassificationMiss):
                lines.append(f"  [{miss.gold} -> {miss.predicted} {miss.confidence:.2f}] {miss.question}")
            else:
                expected = "follow-up" if miss.gold else "standalone"
                lines.append(f"  [{miss.kind}: expected {expected}, {miss.confidence:.2f}] {miss.question}")
    return "\n".join(lines)


def run_eval(
    questions_path: Path | None = None,
    followups_path: Path | None = None,
    as_json: bool = False,
    split: Split = "test",
    show_misses: bool = False,
) -> tuple[str, bool]:
    """Both evaluations; the text (or JSON document) to print and whether every target is met.

    Without paths, the stored data's `split` is scored (the locked test split by default).
    """
    reports: list[ClassificationReport | FollowupReport] = [
        evaluate_classification(questions_path, split),
        evaluate_followups(followups_path, split),
    ]
    met = all(r.target_met for r in reports)
    if as_json:
        doc = {"classification": reports[0].model_dump(), "followups": reports[1].model_dump(), "targets_met": met}
        return json.dumps(doc, indent=2), met
    return "\n\n".join(format_report(r, show_misses) for r in reports), met
