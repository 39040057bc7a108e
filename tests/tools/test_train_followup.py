"""The follow-up training script: how it picks the decision threshold."""

from __future__ import annotations

import numpy as np

from tools.train_followup import Config, pick_threshold


def _scores(followups: list[float], standalone: list[float]) -> tuple[np.ndarray, np.ndarray]:
    return np.array(followups + standalone), np.array([1] * len(followups) + [0] * len(standalone))


def test_a_threshold_that_would_drop_follow_up_recall_under_the_floor_is_not_taken() -> None:
    # 10 follow-ups, two of them scored 0.52-0.53: 0.55 would recognise every standalone
    # question but keep only 0.8 of the follow-ups, under the 0.9 floor.
    probs, y = _scores([0.9] * 8 + [0.53, 0.52], [0.51, 0.2, 0.1, 0.3, 0.54])
    assert pick_threshold(probs, y, Config()) == 0.5


def test_among_thresholds_that_keep_the_recall_the_one_recognising_most_of_both_classes_wins() -> None:
    # Every follow-up scores >= 0.7: thresholds up to 0.7 keep all of them, and 0.7
    # also recognises the standalone questions scored 0.52-0.65.
    probs, y = _scores([0.95] * 9 + [0.7], [0.52, 0.6, 0.65, 0.1, 0.2])
    assert pick_threshold(probs, y, Config()) == 0.7


def test_when_no_threshold_keeps_the_recall_the_lowest_is_taken() -> None:
    # What the shipped rows do since df7 and df8 joined: out of fold, recall is 0.873 at
    # 0.50, the lowest threshold of the grid (tools/data/TUNING.md, eighth pass).
    probs, y = _scores([0.9] * 5 + [0.2] * 5, [0.1, 0.3])
    assert pick_threshold(probs, y, Config()) == min(Config().thresholds) == 0.5


def test_each_part_is_scored_by_a_model_that_never_saw_it() -> None:
    # Three collections of 60 rows; the first feature decides the label in two of them and
    # the reverse in the third. Held out, the third is scored by a model fitted on the
    # other two alone, which learned the one sign they share: it gets the third's rows
    # wrong. With its rows in training, the model would have had the reverse to learn.
    # The other columns carry nothing (zeros): random ones would make the draws, and how
    # much noise the fit learns, depend on how many features there are.
    from core.followup.features import FEATURES
    from tools.train_followup import by_part

    rng = np.random.default_rng(3)
    rows, xs, ys = [], [], []
    for part in ("cast", "df2", "df3"):
        for i in range(60):
            x = np.zeros(len(FEATURES))
            x[0] = rng.normal()
            rows.append({"group": f"{part}/repo{i}", "question": f"{part} question {i}", "dataset": part})
            xs.append(x)
            ys.append(int(x[0] > 0) if part != "df3" else int(x[0] <= 0))
    out = by_part(rows, np.array(xs), np.array(ys), Config(c_grid=(0.5,), selection_seeds=(13,)))
    parts = out["per_part"]
    assert set(parts) == {"cast", "df2", "df3"} and out["pooled"]["n"] == 180
    assert parts["df3"]["accuracy"] < 0.3 and parts["df3"]["auc"] < 0.1, parts["df3"]
    assert all(p["n"] == 60 and p["fitted_on"] == 120 and p["linked_left_out"] == 0 for p in parts.values())


def _ranker_rows(part: str, use_first: bool, n: int) -> list[dict[str, object]]:
    # A thread that opens on one made-up thing and moves to another; the question's "its"
    # stands for the first in some collections and for the last in others.
    rows: list[dict[str, object]] = []
    for i in range(n):
        first, last = f"Quorvel{part}{i} engine", f"Talmir{part}{i} valve"
        rows.append({
            "group": f"{part}/repo{i}", "conversation": f"{part}-{i}", "dataset": part,
            "question": f"What are its known risks in case {part}{i}?",
            "history": [{"role": "user", "content": f"What is the {first}?"}, {"role": "user", "content": f"Tell me about the {last}."}],
            "is_followup": True,
            "standalone": f"What are the {first if use_first else last}'s known risks in case {part}{i}?",
        })
    return rows


def test_each_part_is_scored_by_an_antecedent_scorer_that_never_saw_it() -> None:
    # Two small collections whose "its" stands for the thread's first thing, a larger one
    # whose "its" stands for its last. Held out, the large one is scored by a scorer fitted
    # on the two small ones alone, which learned to prefer the first turn: it substitutes
    # the wrong phrase there. Had its own rows been fitted on, they would have outnumbered
    # the others and taught the last turn.
    from core.followup.thread import thread_from_history
    from tools.train_followup import antecedent_rows, fit_ranker, ranker_by_part

    rows = _ranker_rows("cast", True, 12) + _ranker_rows("dfa", True, 12) + _ranker_rows("dfb", False, 36)
    threads = [thread_from_history(r["history"]) for r in rows]  # type: ignore[arg-type]
    out = ranker_by_part(rows, threads, Config())
    parts = out["per_part"]
    assert set(parts) == {"cast", "dfa", "dfb"} and out["pooled"]["n"] == 60
    everything = antecedent_rows(rows, threads)
    seen = fit_ranker(everything, Config())[0].total(everything[24:]) / 36
    assert parts["dfb"]["mean_f1_substituted"] < seen - 0.1, (parts["dfb"], seen)


def test_the_shipped_antecedent_scorer_learned_from_every_part_the_decision_did() -> None:
    # Held out by part, the scorer fitted on every spent part picked phrases as well or better on
    # 10 of 12 parts (tools/data/TUNING.md, irw): no part is kept out of the rewrite's fit alone.
    import json

    from core.followup import antecedent
    from core.followup import model as followup_model

    ante = json.loads(antecedent.MODEL_PATH.read_text(encoding="utf-8"))["meta"]
    decision = json.loads(followup_model.MODEL_PATH.read_text(encoding="utf-8"))["meta"]
    assert ante["train_sha256"] == decision["train_sha256"]
    assert ante["datasets"] == decision["datasets"]
    assert {"df22", "df23", "df25", "df26", "df27", "df28"} <= set(ante["datasets"])
