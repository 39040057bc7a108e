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
