"""Dev-set evaluation: metric arithmetic, reports, and the JSON-lines commands behind the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.evaluation.understanding import (
    classify_lines,
    compute_metrics,
    evaluate_classification,
    evaluate_followups,
    expected_calibration_error,
    followup_lines,
    format_report,
    run_eval,
    timing,
)

HISTORY = [
    {"role": "user", "content": "what are the main options for background jobs in a Python web app?"},
    {
        "role": "assistant",
        "content": "The usual choices are Celery [1], RQ [2] and Dramatiq [3]. Celery supports RabbitMQ and "
        "Redis brokers; RQ is a thin wrapper around Redis; Dramatiq has sane retry defaults [3].",
    },
]


def _write_jsonl(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_metrics_match_a_hand_computed_confusion() -> None:
    gold = ["a", "a", "a", "b", "b", "c"]
    pred = ["a", "a", "b", "b", "c", "c"]
    m = compute_metrics(gold, pred, ["a", "b", "c"])
    assert m.n == 6
    assert m.accuracy == pytest.approx(4 / 6, abs=1e-4)
    assert m.confusion == {"a": {"a": 2, "b": 1, "c": 0}, "b": {"a": 0, "b": 1, "c": 1}, "c": {"a": 0, "b": 0, "c": 1}}
    # a: tp 2, predicted 2, support 3
    assert (m.per_class["a"].precision, m.per_class["a"].recall, m.per_class["a"].support) == (1.0, pytest.approx(0.6667), 3)
    assert m.per_class["a"].f1 == pytest.approx(0.8)
    # b: tp 1, predicted 2, support 2
    assert (m.per_class["b"].precision, m.per_class["b"].recall, m.per_class["b"].f1) == (0.5, 0.5, 0.5)
    # c: tp 1, predicted 2, support 1
    assert (m.per_class["c"].precision, m.per_class["c"].recall) == (0.5, 1.0)
    assert m.per_class["c"].f1 == pytest.approx(0.6667)
    assert m.macro_f1 == pytest.approx((0.8 + 0.5 + 2 / 3) / 3, abs=1e-3)


def test_a_label_never_predicted_has_zero_precision_not_a_crash() -> None:
    m = compute_metrics(["a", "b"], ["a", "a"], ["a", "b", "c"])
    assert m.per_class["b"].precision == 0.0 and m.per_class["b"].recall == 0.0
    assert m.per_class["c"].support == 0
    # labels absent from the gold set do not drag the macro average down
    assert m.macro_f1 == pytest.approx((m.per_class["a"].f1 + 0.0) / 2, abs=1e-4)


def test_timing_reports_percentiles_of_the_samples() -> None:
    t = timing([float(i) for i in range(1, 101)])
    assert (t.p50_ms, t.p99_ms, t.mean_ms) == (51.0, 100.0, 50.5)
    assert timing([]).p50_ms == 0.0


def test_classification_report_lists_every_miss(tmp_path: Path) -> None:
    rows = [
        {"question": "How much does DynamoDB on-demand cost per million writes?", "type": "pricing", "secondary": []},
        {"question": "Kafka vs Pulsar for an event bus?", "type": "comparison", "secondary": []},
        # deliberately mislabelled: the report must show it as a miss
        {"question": "How much does S3 Glacier charge per GB stored?", "type": "general", "secondary": []},
    ]
    report = evaluate_classification(_write_jsonl(tmp_path / "q.jsonl", rows))
    assert report.metrics.n == 3
    assert report.metrics.accuracy == pytest.approx(2 / 3, abs=1e-4)
    assert [(m.question, m.gold, m.predicted) for m in report.misclassified] == [
        (rows[2]["question"], "general", "pricing")
    ]
    assert report.metrics.confusion["general"]["pricing"] == 1
    assert report.target_met is False
    text = format_report(report, show_misses=True)
    assert "accuracy 0.667 on 3 items" in text and "macro F1" in text and "ECE" in text
    assert "[general -> pricing" in text
    assert "confusion (rows = gold, columns = predicted)" in text
    assert "accuracy per source group" in text
    assert "[general -> pricing" not in format_report(report), "misses are listed only on request"


def test_a_malformed_dev_set_line_is_reported_with_its_line_number(tmp_path: Path) -> None:
    path = tmp_path / "q.jsonl"
    path.write_text('{"question": "ok?", "type": "general"}\n{"question": "x", "type": "nonsense"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"q\.jsonl:2"):
        evaluate_classification(path)


def test_classify_lines_answers_good_lines_and_flags_bad_ones() -> None:
    lines = [
        json.dumps({"question": "How do I enable versioning on an S3 bucket?"}),
        "this is not json",
        json.dumps({"text": "wrong field"}),
        "",
        json.dumps({"question": "Kafka vs Pulsar?"}),
    ]
    out = [json.loads(line) for line in classify_lines(lines)]
    assert len(out) == 4
    assert out[0]["type"] == "how_to" and 0.0 <= out[0]["confidence"] <= 1.0 and "secondary" in out[0]
    assert out[1]["line"] == 2 and "error" in out[1]
    assert out[2]["line"] == 3 and "question" in out[2]["error"]
    assert out[3]["type"] == "comparison"


def test_followup_lines_answers_good_lines_and_flags_bad_ones() -> None:
    lines = [
        json.dumps({"history": HISTORY, "question": "how do I migrate from the second one to celery?"}),
        json.dumps({"history": "not a list", "question": "x"}),
        "{broken",
        json.dumps({"question": "What is a NAT gateway?"}),
    ]
    out = [json.loads(line) for line in followup_lines(lines)]
    assert len(out) == 4
    assert out[0]["is_followup"] is True
    assert {"confidence", "standalone", "referents", "reasoning"} <= out[0].keys()
    assert "error" in out[1] and out[1]["line"] == 2
    assert "error" in out[2] and out[2]["line"] == 3
    assert out[3]["is_followup"] is False and out[3]["standalone"] == "What is a NAT gateway?"


def test_followup_report_counts_kinds_and_misses(tmp_path: Path) -> None:
    rows = [
        {"history": HISTORY, "question": "what's the 3rd one about", "is_followup": True, "kind": "position",
         "referents": ["the 3rd one"], "standalone": "What is Dramatiq?"},
        {"history": HISTORY, "question": "What is a NAT gateway?", "is_followup": False, "kind": "trap_fresh_what",
         "referents": [], "standalone": "What is a NAT gateway?"},
    ]
    report = evaluate_followups(_write_jsonl(tmp_path / "f.jsonl", rows))
    assert report.metrics.n == 2
    assert set(report.per_kind) == {"position", "trap_fresh_what"}
    assert sum(report.metrics.confusion[g][p] for g in ("followup", "standalone") for p in ("followup", "standalone")) == 2
    assert len(report.misclassified) == round((1 - report.metrics.accuracy) * 2)
    assert 0.0 <= report.standalone_f1 <= 1.0


def test_run_eval_as_json_carries_both_reports(tmp_path: Path) -> None:
    questions = _write_jsonl(tmp_path / "q.jsonl", [{"question": "Kafka vs Pulsar?", "type": "comparison"}])
    followups = _write_jsonl(tmp_path / "f.jsonl", [
        {"history": [], "question": "What is HNSW?", "is_followup": False, "kind": "trap_fresh_what"},
    ])
    text, met = run_eval(questions, followups, as_json=True)
    doc = json.loads(text)
    assert doc["classification"]["metrics"]["accuracy"] == 1.0
    assert doc["followups"]["metrics"]["n"] == 1
    assert doc["targets_met"] is met
    plain, _ = run_eval(questions, followups, as_json=False)
    assert "Question classification" in plain and "Follow-up detection" in plain


def test_calibration_error_matches_a_hand_computed_case() -> None:
    # bin 0.9: two answers at 0.95 and 0.9, one right -> |0.925 - 0.5| weighted 2/4;
    # bin 0.6: two at 0.6, both right -> |0.6 - 1.0| weighted 2/4
    ece = expected_calibration_error([0.95, 0.9, 0.6, 0.6], [True, False, True, True])
    assert ece == pytest.approx(0.5 * 0.425 + 0.5 * 0.4)
    assert expected_calibration_error([], []) == 0.0


def test_followup_report_carries_calibration_band_groups_and_the_raw_baseline(tmp_path: Path) -> None:
    rows = [
        {"history": HISTORY, "question": "is the first one open source?", "is_followup": True, "kind": "position",
         "standalone": "Is Celery open source?", "group": "thread-a", "origin": "chat"},
        {"history": [{"role": "user", "content": "What is PgBouncer?"}], "question": "What are its pooling modes?",
         "is_followup": True, "kind": "pronoun", "standalone": "What are PgBouncer's pooling modes?",
         "group": "thread-b", "origin": "chat"},
        {"history": HISTORY, "question": "What is a NAT gateway?", "is_followup": False, "kind": "trap_fresh_what",
         "group": "thread-a", "origin": "chat"},
    ]
    report = evaluate_followups(_write_jsonl(tmp_path / "f.jsonl", rows))
    assert set(report.per_group) == {"thread-a", "thread-b"} and report.per_group["thread-a"].n == 2
    assert set(report.per_origin) == {"chat"}
    assert 0.0 <= report.ece <= 1.0 and 0.0 <= report.band_rate <= 1.0 and report.band[0] < report.band[1]
    assert report.rewrites == 2 and report.raw_f1 < 1.0
    assert report.recall == report.metrics.per_class["followup"].recall
    text = format_report(report)
    assert "model-tier band" in text and "the raw question scores" in text


def test_eval_without_files_scores_the_named_split_of_the_stored_data_and_reports_the_fresh_files_apart() -> None:
    # One test, not two: classifying the whole dev split is most of its cost, and the
    # fresh files only change how the same predictions are grouped.
    # The fresh part is locked whole, so the dev split stands in: dq5's dev rows play it.
    from core.evaluation.data import question_rows

    report = evaluate_classification(split="dev", fresh_datasets=("dq5",))
    assert report.dataset.startswith("dev split of tools/data")
    assert report.metrics.n == sum(r["split"] == "dev" for r in question_rows())
    fresh = [r for r in question_rows() if r["split"] == "dev" and r["dataset"] == "dq5"]
    assert report.fresh is not None and report.fresh.n == len(fresh) > 0
    assert sum(c.support for c in report.fresh.per_class.values()) == report.fresh.n
    assert "dq5" in report.per_dataset
    assert sum(s.n for s in report.per_dataset.values()) == report.metrics.n
    assert "locked rows were never scored before" in format_report(report)


def test_gold_words_found_nowhere_in_the_thread_count_as_unresolvable() -> None:
    from core.evaluation.understanding import FollowupRow, unresolvable_words

    row = FollowupRow.model_validate({
        "history": [{"role": "user", "content": "The worker leaks memory after a day."}],
        "question": "Does it run on Windows?", "is_followup": True,
        "standalone": "Does the fastkv worker run on Windows?",
    })
    assert unresolvable_words(row) == ["fastkv"]
    assert unresolvable_words(row.model_copy(update={"context": "fastkv"})) == []


def test_rewrites_are_scored_with_and_without_the_threads_context(tmp_path: Path) -> None:
    history = [{"role": "user", "content": "I set the cache size to 2 GB but memory keeps growing."},
               {"role": "assistant", "content": "Which version are you on? The eviction fix landed in 1.4."}]
    rows = [{"history": history, "question": "Is this library still maintained?", "is_followup": True,
             "kind": "pronoun", "standalone": "Is the fastkv library still maintained?", "context": "fastkv"}]
    report = evaluate_followups(_write_jsonl(tmp_path / "f.jsonl", rows))
    assert report.standalone_f1 == 1.0 and report.standalone_f1_without_context < 1.0
    assert report.unresolvable == 0 and report.resolvable_f1 == 1.0
