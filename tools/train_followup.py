"""Train the follow-up models: `python -m tools.train_followup` (part of `make train`).

Two fitted parts, both written to `core/data/models/` with the hash of the
training rows:

- `antecedent.json`: a linear scorer over candidate phrases of the thread
  (`core.followup.antecedent`), fitted to pick the phrase whose substitution
  best matches the human standalone rewrite (token F1);
- `followup.json`: a logistic regression over `core.followup.features`, fitted
  on the train split and calibrated on the dev split (Platt scaling).

Earlier turns of each history are resolved with the models themselves, as at
run time, so fitting goes in rounds: raw threads first, then threads resolved
by the previous round's models. Deterministic: same data, same weights.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.linear_model import LogisticRegression

from core.evaluation.data import data_sha256, followup_rows
from core.evaluation.understanding import expected_calibration_error, token_f1
from core.followup import antecedent
from core.followup import model as followup_model
from core.followup.cues import evidence
from core.followup.pipeline import resolver
from core.followup.features import FEATURES, features
from core.followup.model import Calibration, FollowupModel
from core.followup.thread import Thread, thread_from_history


@dataclass(frozen=True)
class Config:
    c: float = 0.5  # inverse L2 strength: small data, keep the weights modest
    antecedent_c: float = 0.5
    threshold: float = 0.5
    band_low: float = 0.3
    band_high: float = 0.7
    rounds: int = 2
    seed: int = 13


Resolve = Callable[[str, Thread], str]


def _as_is(question: str, thread: Thread) -> str:
    return question


def _threads(rows: list[dict[str, Any]], resolve: Resolve) -> list[Thread]:
    return [thread_from_history(r["history"], resolve) for r in rows]


# --- antecedent scorer --------------------------------------------------------------


def antecedent_examples(rows: list[dict[str, Any]], threads: list[Thread]) -> tuple[np.ndarray, np.ndarray]:
    """Candidate features, labelled 1 for the candidates whose substitution best matches the gold rewrite."""
    xs: list[list[float]] = []
    ys: list[int] = []
    for row, thread in zip(rows, threads):
        if not (row["is_followup"] and row.get("standalone") and thread.exchanges):
            continue
        q, gold = row["question"], row["standalone"]
        pronoun = antecedent.referring_word(q)
        ranked = antecedent.scored(q, thread, pronoun)
        if not ranked:
            continue
        gains = [token_f1(antecedent.substitute(q, c.text, pronoun), gold) for c, _ in ranked]
        top = max(gains)
        if top <= token_f1(q, gold):
            continue  # no phrase of the thread helps: nothing to learn from this row
        for (_, x), g in zip(ranked, gains):
            xs.append(x)
            ys.append(1 if g >= top - 1e-9 else 0)
    return np.array(xs, dtype=np.float64), np.array(ys)


def fit_antecedent(rows: list[dict[str, Any]], threads: list[Thread], config: Config) -> dict[str, Any]:
    x, y = antecedent_examples(rows, threads)
    clf = LogisticRegression(C=config.antecedent_c, max_iter=5000, random_state=config.seed)
    clf.fit(x, y)
    return {
        "features": list(antecedent.CANDIDATE_FEATURES),
        "weights": [round(float(v), 6) for v in clf.coef_[0]],
        "bias": round(float(clf.intercept_[0]), 6),
        "meta": {"candidates": int(len(y)), "positives": int(y.sum())},
    }


# --- follow-up model ----------------------------------------------------------------


def featurise(rows: list[dict[str, Any]], threads: list[Thread]) -> np.ndarray:
    out = []
    for row, thread in zip(rows, threads):
        pro, con = evidence(row["question"], thread)
        out.append(features(row["question"], thread, pro, con))
    return np.array(out, dtype=np.float64)


def _platt(logits: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    lr = LogisticRegression(C=1e6, max_iter=5000)
    lr.fit(logits.reshape(-1, 1), y)
    return float(lr.coef_[0][0]), float(lr.intercept_[0])


def fit_followup(x_train: np.ndarray, y_train: np.ndarray, x_dev: np.ndarray, y_dev: np.ndarray, config: Config) -> dict[str, Any]:
    mean = x_train.mean(axis=0)
    scale = x_train.std(axis=0)
    scale[scale < 1e-9] = 1.0
    clf = LogisticRegression(C=config.c, max_iter=5000, random_state=config.seed)
    clf.fit((x_train - mean) / scale, y_train)
    doc = {
        "features": list(FEATURES),
        "mean": [round(float(v), 6) for v in mean],
        "scale": [round(float(v), 6) for v in scale],
        "coef": [round(float(v), 6) for v in clf.coef_[0]],
        "intercept": round(float(clf.intercept_[0]), 6),
        "calibration": {"a": 1.0, "b": 0.0},
        "threshold": config.threshold,
        "band": [config.band_low, config.band_high],
    }
    raw = FollowupModel.from_json(doc)
    a, b = _platt(np.array([raw.logit(list(r)) for r in x_dev]), y_dev)
    doc["calibration"] = {"a": round(a, 6), "b": round(b, 6)}
    return doc


def _decision_ece(probs: np.ndarray, y: np.ndarray) -> float:
    """ECE of the decision's confidence, as `research-bot eval` reports it."""
    confidence = np.where(probs >= 0.5, probs, 1 - probs)
    return expected_calibration_error(list(confidence), list((probs >= 0.5) == (y == 1)))


def figures(model: FollowupModel, x: np.ndarray, y: np.ndarray) -> dict[str, float]:
    logits = np.array([model.logit(list(r)) for r in x])
    probs = np.array([model.calibration(z) for z in logits])
    pred = probs >= model.threshold
    tp = float((pred & (y == 1)).sum())
    low, high = model.band
    return {
        "n": int(len(y)),
        "accuracy": round(float((pred == (y == 1)).mean()), 4),
        "recall": round(tp / max(1.0, float((y == 1).sum())), 4),
        "precision": round(tp / max(1.0, float(pred.sum())), 4),
        "ece": round(_decision_ece(probs, y), 4),
        "ece_uncalibrated": round(_decision_ece(np.array([1 / (1 + math.exp(-z)) for z in logits]), y), 4),
        "band_rate": round(float(((probs >= low) & (probs <= high)).mean()), 4),
    }


def _write(path: Path, doc: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def train(config: Config, out_dir: Path) -> dict[str, Any]:
    rows = followup_rows()
    train_rows = [r for r in rows if r["split"] == "train"]
    dev_rows = [r for r in rows if r["split"] == "dev"]
    y_train = np.array([int(r["is_followup"]) for r in train_rows])
    y_dev = np.array([int(r["is_followup"]) for r in dev_rows])
    sha = data_sha256(train_rows)
    antecedent_path, followup_path = out_dir / "antecedent.json", out_dir / "followup.json"
    resolve: Resolve = _as_is
    for _ in range(config.rounds):
        train_threads = _threads(train_rows, resolve)
        ante = fit_antecedent(train_rows, train_threads, config)
        ante["meta"]["train_sha256"] = sha
        _write(antecedent_path, ante)
        antecedent.load_model.cache_clear()
        x_train, x_dev = featurise(train_rows, train_threads), featurise(dev_rows, _threads(dev_rows, resolve))
        doc = fit_followup(x_train, y_train, x_dev, y_dev, config)
        model = FollowupModel.from_json(doc)
        doc["meta"] = {
            "train_sha256": sha,
            "train_rows": len(train_rows),
            "train_groups": len({r["group"] for r in train_rows}),
            "calibration_rows": len(dev_rows),
            "datasets": sorted({r["dataset"] for r in train_rows}),
            "train": figures(model, x_train, y_train),
            "dev": figures(model, x_dev, y_dev),
            "config": asdict(config),
        }
        _write(followup_path, doc)
        followup_model.load_model.cache_clear()
        resolve = resolver()
    return {"followup": doc["meta"], "antecedent": ante["meta"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out-dir", type=Path, default=followup_model.MODEL_PATH.parent)
    args = parser.parse_args(argv)
    summary = train(Config(), args.out_dir)
    print(json.dumps(summary, indent=2), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
