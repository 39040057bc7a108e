"""Train the follow-up models: `python -m tools.train_followup` (part of `make train`).

Two fitted parts, both written to `core/data/models/` with the hash of the
training rows:

- `antecedent.json`: a linear scorer over candidate phrases of the thread
  (`core.followup.antecedent`), fitted to pick the phrase whose substitution
  best matches the human standalone rewrite (token F1);
- `followup.json`: a logistic regression over `core.followup.features`, fitted
  on the train and collected dev rows; its regularisation, Platt calibration and
  threshold are chosen on out-of-fold logits over `linked_folds` (no repository,
  conversation or question text on both sides of a fold);
- `followup_shape.json`: the sub-model behind the `shape_logit` feature
  (`core.followup.shape`), fitted on the same rows; the decision model is fitted on
  its out-of-part values (each row's from a sub-model that never saw its part), as a
  new collection's messages will be read.

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
from contextlib import ExitStack
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np
from scipy import sparse
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score

from core.classify import FEATURES_VERSION
from core.evaluation.data import (
    UNFITTED_FOLLOWUP_PARTS,
    data_sha256,
    followup_rows,
    group_folds,
    linked_folds,
    part_folds,
)
from core.evaluation.understanding import expected_calibration_error, token_f1
from core.followup import antecedent
from core.followup import model as followup_model
from core.followup import shape
from core.followup.cues import evidence
from core.followup.pipeline import resolver
from core.followup.prose import prose
from core.followup.rewrite import tidied
from core.followup.features import FEATURES, OWN_REPORT, SHAPE_COLUMN, features, own_report
from core.followup.model import Calibration, FollowupModel
from core.followup.thread import Thread, thread_from_history
from tools.blas import one_blas_thread


@dataclass(frozen=True)
class Config:
    # Inverse L2 strength, chosen from `c_grid` by the AUC of out-of-fold logits over
    # `linked_folds` (mean over `selection_seeds`; the strongest within 0.001 of the best). Folds by repository alone preferred
    # 0.5-1.0 (they reward remembering a lent question's twins); linked folds prefer
    # strong regularisation.
    c_grid: tuple[float, ...] = (0.02, 0.05, 0.1, 0.2, 0.5)
    selection_seeds: tuple[int, ...] = (13, 7)
    antecedent_c: float = 0.5
    # The fitting rows are three quarters follow-ups; real threads (the outside
    # set, df2) hold about as many standalone questions. The threshold is the one of
    # `thresholds` that recognises most of both classes (balanced accuracy of the
    # out-of-fold scores over `linked_folds`) while keeping follow-up recall >= `min_recall`.
    thresholds: tuple[float, ...] = (0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8)
    min_recall: float = 0.90
    # The model tier's band: this far either side of the threshold.
    band_width: float = 0.2
    rounds: int = 2
    folds: int = 5
    seed: int = 13
    # The shape sub-model's inverse L2 strength (fixed before it was measured, not tuned).
    shape_c: float = 0.1


Resolve = Callable[[str, Thread], str]


def _as_is(question: str, thread: Thread) -> str:
    return question


def _threads(rows: list[dict[str, Any]], resolve: Resolve) -> list[Thread]:
    return [thread_from_history(r["history"], resolve, r.get("context", "")) for r in rows]


# --- antecedent scorer --------------------------------------------------------------


@dataclass
class RowCandidates:
    features: np.ndarray  # candidates x features
    gains: np.ndarray  # token F1 against the gold rewrite after substituting each candidate
    raw: float  # token F1 of the question left as it is


def _row_candidates(row: dict[str, Any], thread: Thread) -> RowCandidates | None:
    """A follow-up's candidates and what substituting each would score, if it has a gold rewrite and any."""
    if not (row["is_followup"] and row.get("standalone") and thread.exchanges):
        return None
    q, gold = tidied(row["question"]), row["standalone"]
    pronoun = antecedent.referring_word(q, resolving=True)
    ranked = antecedent.scored(q, thread, pronoun)
    if not ranked:
        return None
    gains = [token_f1(antecedent.substitute(q, c.text, pronoun), gold) for c, _ in ranked]
    return RowCandidates(np.array([x for _, x in ranked]), np.array(gains), token_f1(q, gold))


def antecedent_rows(rows: list[dict[str, Any]], threads: list[Thread]) -> list[RowCandidates]:
    """For every follow-up with a gold rewrite: its candidates and what substituting each would score."""
    return [c for row, thread in zip(rows, threads) if (c := _row_candidates(row, thread)) is not None]


@dataclass
class Ranker:
    weights: np.ndarray
    bias: float
    threshold: float

    def total(self, cands: list[RowCandidates], threshold: float | None = None) -> float:
        """Summed F1 when each row's best-scored phrase is substituted if likely enough, else nothing is."""
        threshold = self.threshold if threshold is None else threshold
        score = 0.0
        for c in cands:
            z = c.features @ self.weights + self.bias
            best = int(np.argmax(z))
            p = 1.0 / (1.0 + math.exp(-float(z[best])))
            score += c.gains[best] if p >= threshold else c.raw
        return score


@one_blas_thread
def fit_ranker(cands: list[RowCandidates], config: Config) -> tuple[Ranker, int, int]:
    """A scorer that ranks the best candidate first, the probability below which to substitute
    nothing, and how many candidates and positives it was fitted on."""
    # Learn from rows where some phrase helps: the best ones are positives, the rest negatives.
    useful = [c for c in cands if c.gains.max() > c.raw]
    x = np.vstack([c.features for c in useful])
    y = np.concatenate([(c.gains >= c.gains.max() - 1e-9).astype(int) for c in useful])
    clf = LogisticRegression(C=config.antecedent_c, max_iter=5000, random_state=config.seed)
    clf.fit(x, y)
    ranker = Ranker(clf.coef_[0], float(clf.intercept_[0]), 0.0)
    ranker.threshold = max((round(0.05 * i, 2) for i in range(15)), key=lambda t: ranker.total(cands, t))
    return ranker, int(len(y)), int(y.sum())


def fit_antecedent(rows: list[dict[str, Any]], threads: list[Thread], config: Config) -> dict[str, Any]:
    """The antecedent scorer's weights file, fitted on every follow-up with a gold rewrite."""
    cands = antecedent_rows(rows, threads)
    ranker, n_candidates, positives = fit_ranker(cands, config)
    return {
        "features": list(antecedent.CANDIDATE_FEATURES),
        "weights": [round(float(v), 6) for v in ranker.weights],
        "bias": round(ranker.bias, 6),
        "threshold": ranker.threshold,
        "meta": {
            "datasets": sorted({r["dataset"] for r in rows}),
            "rows": len(cands), "candidates": n_candidates, "positives": positives,
            "mean_f1_substituted": round(ranker.total(cands) / max(1, len(cands)), 4),
            "mean_f1_raw": round(sum(c.raw for c in cands) / max(1, len(cands)), 4),
        },
    }


def ranker_by_part(rows: list[dict[str, Any]], threads: list[Thread], config: Config) -> dict[str, Any]:
    """The antecedent scorer left one collected file out (`part_folds`): each part's
    follow-ups scored by a scorer fitted and thresholded on the other parts' rows that share
    no repository, conversation or question text with it. Mean token F1 against the gold
    rewrite of substituting its choice (or nothing, below the threshold)."""
    cands = [_row_candidates(row, thread) for row, thread in zip(rows, threads)]
    per_part: dict[str, Any] = {}
    substituted = raw = 0.0
    n = 0
    for dataset, held, fitted in part_folds(rows):
        fit = [c for i in fitted if (c := cands[i]) is not None]
        scored = [c for i in held if (c := cands[i]) is not None]
        if not fit or not scored:
            continue
        ranker, _, _ = fit_ranker(fit, config)
        total, as_is = ranker.total(scored), sum(c.raw for c in scored)
        per_part[dataset] = {
            "n": len(scored), "mean_f1_substituted": round(total / len(scored), 4),
            "mean_f1_raw": round(as_is / len(scored), 4), "threshold": ranker.threshold,
        }
        substituted, raw, n = substituted + total, raw + as_is, n + len(scored)
    pooled = {"n": n, "mean_f1_substituted": round(substituted / max(1, n), 4), "mean_f1_raw": round(raw / max(1, n), 4)}
    return {"pooled": pooled, "per_part": per_part}


# --- shape sub-model ----------------------------------------------------------------


def set_shape_column(x: np.ndarray, logits: dict[int, float]) -> None:
    """Rows' shape column set to `logits` (row -> value), and `own_report`, read through it, with it."""
    for i, v in logits.items():
        x[i, SHAPE_COLUMN] = v
        x[i, OWN_REPORT] = own_report(x[i])


def shape_features(rows: list[dict[str, Any]]) -> list[list[str]]:
    """Each row's message's subject-blind features, read as the runtime reads the message."""
    return [shape.shape_features(prose(tidied(r["question"]))) for r in rows]


@one_blas_thread
def fit_shape(feats: list[list[str]], y: np.ndarray, config: Config) -> dict[str, Any]:
    """The shape sub-model's weights file, fitted on these rows."""
    names = sorted({f for fs in feats for f in fs})
    col = {f: i for i, f in enumerate(names)}
    data = [(r, col[f]) for r, fs in enumerate(feats) for f in fs]
    m = sparse.csr_matrix(
        (np.ones(len(data)), ([r for r, _ in data], [c for _, c in data])), shape=(len(feats), len(names))
    )
    clf = LogisticRegression(C=config.shape_c, max_iter=5000)
    clf.fit(m, y)
    return {
        "prefixes": list(shape.PREFIXES),
        "features_version": FEATURES_VERSION,
        "bias": round(float(clf.intercept_[0]), 6),
        "weights": {f: round(float(w), 6) for f, w in zip(names, clf.coef_[0])},
        "meta": {"rows": len(feats), "c": config.shape_c},
    }


def shape_out_of_part(
    rows: list[dict[str, Any]], feats: list[list[str]], y: np.ndarray, idx: list[int], config: Config
) -> dict[int, float]:
    """For rows `idx`: each one's shape logit from a sub-model fitted on the other parts among
    them (`part_folds`: none of its repository, conversation or question text either)."""
    out: dict[int, float] = {}
    for _, held, fitted in part_folds([rows[i] for i in idx]):
        sub = shape.ShapeModel.from_json(fit_shape([feats[idx[k]] for k in fitted], y[[idx[k] for k in fitted]], config))
        out.update({idx[k]: sub.score(feats[idx[k]]) for k in held})
    return out


# --- follow-up model ----------------------------------------------------------------


def featurise(rows: list[dict[str, Any]], threads: list[Thread]) -> np.ndarray:
    out = []
    for row, thread in zip(rows, threads):
        question = prose(tidied(row["question"]))  # read as the runtime decides on it (core.followup.pipeline)
        pro, con = evidence(question, thread)
        out.append(features(question, thread, pro, con, written=row["question"]))
    return np.array(out, dtype=np.float64)


@one_blas_thread
def _platt(logits: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    lr = LogisticRegression(C=1e6, max_iter=5000)
    lr.fit(logits.reshape(-1, 1), y)
    return float(lr.coef_[0][0]), float(lr.intercept_[0])


@one_blas_thread
def _logistic(x: np.ndarray, y: np.ndarray, config: Config, c: float) -> dict[str, Any]:
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    clf = LogisticRegression(C=c, max_iter=5000, random_state=config.seed)
    clf.fit((x - mean) / scale, y)
    return {
        "features": list(FEATURES),
        "mean": [round(float(v), 6) for v in mean],
        "scale": [round(float(v), 6) for v in scale],
        "coef": [round(float(v), 6) for v in clf.coef_[0]],
        "intercept": round(float(clf.intercept_[0]), 6),
        "calibration": {"a": 1.0, "b": 0.0},
        "threshold": 0.5,
        "band": [0.5 - config.band_width, 0.5 + config.band_width],
    }


def out_of_fold(x: np.ndarray, y: np.ndarray, folds: list[list[int]], config: Config, c: float) -> np.ndarray:
    """Each row's logit from the model fitted on the other folds."""
    oof = np.zeros(len(y))
    for fold in folds:
        held = np.zeros(len(y), dtype=bool)
        held[fold] = True
        part = FollowupModel.from_json(_logistic(x[~held], y[~held], config, c))
        oof[held] = [part.logit(list(r)) for r in x[held]]
    return oof


def select_c(rows: list[dict[str, Any]], x: np.ndarray, y: np.ndarray, config: Config) -> tuple[float, dict[str, float]]:
    """The regularisation of `c_grid` whose out-of-fold logits rank best (AUC) over
    `linked_folds`, averaged over `selection_seeds`; and every candidate's AUC."""
    aucs = {
        c: float(np.mean([roc_auc_score(y, out_of_fold(x, y, linked_folds(rows, config.folds, seed), config, c)) for seed in config.selection_seeds]))
        for c in config.c_grid
    }
    # The strongest penalty within a thousandth of the best: candidates that close are a
    # tie, and a tie broken by the last digit could flip on another machine's BLAS.
    best = min(c for c in config.c_grid if aucs[c] >= max(aucs.values()) - 1e-3)
    return best, {str(c): round(v, 4) for c, v in aucs.items()}


def fit_followup(
    rows: list[dict[str, Any]], x: np.ndarray, y: np.ndarray, config: Config, c: float
) -> tuple[dict[str, Any], np.ndarray]:
    """The model fitted on every row, calibrated on out-of-fold logits, and those logits.

    The folds are `linked_folds`: no repository, conversation or question text on both
    sides. A paired row lends a real question to another thread, and with folds by
    repository alone its twins sit in training, which flatters the calibration and the
    threshold chosen from it."""
    oof = out_of_fold(x, y, linked_folds(rows, config.folds, config.seed), config, c)
    doc = _logistic(x, y, config, c)
    a, b = _platt(oof, y)
    doc["calibration"] = {"a": round(a, 6), "b": round(b, 6)}
    threshold = pick_threshold(np.array([FollowupModel.from_json(doc).calibration(z) for z in oof]), y, config)
    doc["threshold"] = threshold
    doc["band"] = [round(threshold - config.band_width, 4), round(min(0.95, threshold + config.band_width), 4)]
    return doc, oof


def pick_threshold(probs: np.ndarray, y: np.ndarray, config: Config) -> float:
    """The threshold with the best balanced accuracy among those keeping recall >= `min_recall`."""

    def balanced(t: float) -> tuple[float, float]:
        pred = probs >= t
        recall = float(pred[y == 1].mean())
        standalone = float((~pred[y == 0]).mean())
        return (recall + standalone) / 2, -t

    allowed = [t for t in config.thresholds if float((probs[y == 1] >= t).mean()) >= config.min_recall]
    return max(allowed or [min(config.thresholds)], key=balanced)


def _decision_ece(probs: np.ndarray, y: np.ndarray, threshold: float) -> float:
    """ECE of the decision's confidence, as `research-bot eval` reports it."""
    decided = probs >= threshold
    confidence = np.where(decided, probs, 1 - probs)
    return expected_calibration_error(list(confidence), list(decided == (y == 1)))


def figures(model: FollowupModel, x: np.ndarray, y: np.ndarray) -> dict[str, float]:
    logits = np.array([model.logit(list(r)) for r in x])
    probs = np.array([model.calibration(z) for z in logits])
    pred = probs >= model.threshold
    tp = float((pred & (y == 1)).sum())
    low, high = model.band
    return {
        "n": int(len(y)),
        "accuracy": round(float((pred == (y == 1)).mean()), 4),
        # Threshold-free: the uncalibrated train-only model's accuracy at 0.5 moves with
        # the regularisation (a stronger one pulls raw scores toward the base rate).
        "auc": round(float(roc_auc_score(y, logits)), 4),
        "recall": round(tp / max(1.0, float((y == 1).sum())), 4),
        "precision": round(tp / max(1.0, float(pred.sum())), 4),
        "ece": round(_decision_ece(probs, y, model.threshold), 4),
        "ece_uncalibrated": round(_decision_ece(np.array([1 / (1 + math.exp(-z)) for z in logits]), y, 0.5), 4),
        "band_rate": round(float(((probs >= low) & (probs <= high)).mean()), 4),
    }


def cv_figures(model: FollowupModel, oof: np.ndarray, y: np.ndarray) -> dict[str, float]:
    """The shipped calibration and threshold applied to out-of-fold logits."""
    probs = np.array([model.calibration(z) for z in oof])
    pred = probs >= model.threshold
    return {
        "n": int(len(y)),
        "threshold": model.threshold,
        "accuracy": round(float((pred == (y == 1)).mean()), 4),
        "auc": round(float(roc_auc_score(y, oof)), 4),
        "recall": round(float(pred[y == 1].mean()), 4),
        "standalone_recall": round(float((~pred[y == 0]).mean()), 4),
        "ece": round(_decision_ece(probs, y, model.threshold), 4),
        "ece_uncalibrated": round(_decision_ece(np.array([1 / (1 + math.exp(-z)) for z in oof]), y, 0.5), 4),
    }


def held_out_figures(model: FollowupModel, x: np.ndarray, y: np.ndarray) -> dict[str, Any]:
    """A model's figures on rows it was not fitted on, as `research-bot eval` reports a part."""
    out = figures(model, x, y)
    pred = np.array([model.probability(list(r)) for r in x]) >= model.threshold
    out["standalone_recognised"] = f"{int((~pred[y == 0]).sum())} of {int((y == 0).sum())}"
    return {k: out[k] for k in ("n", "accuracy", "precision", "recall", "standalone_recognised", "auc", "ece")}


def with_shape_column(
    rows: list[dict[str, Any]], x: np.ndarray, y: np.ndarray, feats: list[list[str]], held: list[int], fitted: list[int],
    config: Config,
) -> np.ndarray:
    """`x` with the shape column as a model fitted on `fitted` and scoring `held` would see
    it: the fitted rows' values out of part among them, the held rows' from a sub-model
    fitted on all the fitted rows."""
    x = x.copy()
    set_shape_column(x, shape_out_of_part(rows, feats, y, fitted, config))
    sub = shape.ShapeModel.from_json(fit_shape([feats[i] for i in fitted], y[fitted], config))
    set_shape_column(x, {i: sub.score(feats[i]) for i in held})
    return x


def by_part(
    rows: list[dict[str, Any]], x: np.ndarray, y: np.ndarray, config: Config, feats: list[list[str]] | None = None
) -> dict[str, Any]:
    """Leave one collected file out (`part_folds`): each part is scored by a model chosen,
    fitted, calibrated and thresholded as `train` does it, on the other parts' rows that
    share no repository, conversation or question text with it. Given the rows' shape
    features, the shape sub-model is refitted the same way (`with_shape_column`)."""
    per_part: dict[str, Any] = {}
    probs, gold, thresholds = [], [], []
    all_x = x
    for dataset, held, fitted in part_folds(rows):
        x = all_x if feats is None else with_shape_column(rows, all_x, y, feats, held, fitted, config)
        fit_rows = [rows[i] for i in fitted]
        c, _ = select_c(fit_rows, x[fitted], y[fitted], config)
        doc, _ = fit_followup(fit_rows, x[fitted], y[fitted], config, c)
        model = FollowupModel.from_json(doc)
        per_part[dataset] = held_out_figures(model, x[held], y[held]) | {
            "fitted_on": len(fitted), "linked_left_out": len(rows) - len(held) - len(fitted),
            "c": c, "threshold": model.threshold,
        }
        probs += [model.probability(list(r)) for r in x[held]]
        gold += list(y[held])
        thresholds += [model.threshold] * len(held)
    pred = np.array(probs) >= np.array(thresholds)
    g = np.array(gold)
    pooled = {
        "n": len(g),
        "accuracy": round(float((pred == (g == 1)).mean()), 4),
        "recall": round(float(pred[g == 1].mean()), 4),
        "standalone_recall": round(float((~pred[g == 0]).mean()), 4),
        # Each part's probabilities come from its own model: pooled AUC ranks across them.
        "auc": round(float(roc_auc_score(g, probs)), 4),
    }
    return {"pooled": pooled, "per_part": per_part}


def cross_validate_by_part(config: Config) -> dict[str, Any]:
    """Leave-one-file-out figures over the fitting rows: the estimate for a new collection.

    Every part is a collection of its own (new repositories, another collector), as each
    pass's locked part is; `linked_folds` mix all of them into every fold. Earlier turns
    are resolved with the shipped models (which have seen every part): that changes how
    an earlier turn reads, not what the decision model was fitted on."""
    rows = _fitting_rows(followup_rows())
    x = featurise(rows, _threads(rows, resolver()))
    return by_part(rows, x, np.array([int(r["is_followup"]) for r in rows]), config, shape_features(rows))


def cross_validate_ranker_by_part(config: Config) -> dict[str, Any]:
    """Leave-one-file-out figures for the antecedent scorer over the fitting rows, earlier
    turns resolved with the shipped models as `cross_validate_by_part` does."""
    rows = _fitting_rows(followup_rows())
    return ranker_by_part(rows, _threads(rows, resolver()), config)


def _fitting_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Train plus the collected dev rows (the in-house tests/data set and the spent parts held
    out of the fit, `UNFITTED_FOLLOWUP_PARTS`, stay out), train first."""
    kept_out = {"tests-data", *UNFITTED_FOLLOWUP_PARTS}
    return [r for r in rows if r["split"] == "train"] + [r for r in rows if r["split"] == "dev" and r["dataset"] not in kept_out]


def _write(path: Path, doc: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def train(config: Config, out_dir: Path) -> dict[str, Any]:
    """Fit on train plus the collected dev rows (the in-house tests/data set stays out).

    The dev figures come from a model fitted on train alone (uncalibrated, threshold
    0.5): they are what features and hyper-parameters were chosen by. The shipped
    model's calibration comes from out-of-fold logits over `linked_folds`; the
    figures over folds by repository alone are written beside them for comparison.
    """
    rows = followup_rows()
    train_rows = [r for r in rows if r["split"] == "train"]
    dev_rows = [r for r in rows if r["split"] == "dev"]
    fit_rows = _fitting_rows(rows)
    y_fit = np.array([int(r["is_followup"]) for r in fit_rows])
    sha = data_sha256(fit_rows)
    antecedent_path, followup_path = out_dir / "antecedent.json", out_dir / "followup.json"
    resolve: Resolve = _as_is
    ante_model: antecedent.AntecedentModel | None = None
    model: FollowupModel | None = None
    feats_fit = shape_features(fit_rows)
    shape_doc = fit_shape(feats_fit, y_fit, config)
    # The decision model learns how far to trust the sub-model from values it gives
    # messages of parts it never saw, as a new collection's will be.
    shape_oof = shape_out_of_part(fit_rows, feats_fit, y_fit, list(range(len(fit_rows))), config)
    with ExitStack() as stack:
        stack.enter_context(shape.using(shape.ShapeModel.from_json(shape_doc)))
        for _ in range(config.rounds):
            fit_threads = _threads(fit_rows, resolve)
            ante = fit_antecedent(fit_rows, fit_threads, config)
            ante_model = antecedent.from_json(ante)
            stack.enter_context(antecedent.using(ante_model))
            x_fit = featurise(fit_rows, fit_threads)
            set_shape_column(x_fit, shape_oof)
            c, aucs = select_c(fit_rows, x_fit, y_fit, config)
            doc, oof = fit_followup(fit_rows, x_fit, y_fit, config, c)
            model = FollowupModel.from_json(doc)
            stack.enter_context(followup_model.using(model))
            # The next round resolves earlier turns as the runtime will: with these models.
            resolve = resolver()
        n_train = len(train_rows)
        x_dev = featurise(dev_rows, _threads(dev_rows, resolve))
    assert model is not None and ante_model is not None
    y_dev = np.array([int(r["is_followup"]) for r in dev_rows])
    # Train alone, the shape sub-model included: its dev rows read by one fitted on train.
    x_both = with_shape_column(
        train_rows + dev_rows, np.vstack([x_fit[:n_train], x_dev]), np.concatenate([y_fit[:n_train], y_dev]),
        feats_fit[:n_train] + shape_features(dev_rows), list(range(n_train, n_train + len(dev_rows))),
        list(range(n_train)), config,
    )
    x_dev = x_both[n_train:]
    train_only = FollowupModel.from_json(_logistic(x_both[:n_train], y_fit[:n_train], config, c))
    by_repository = out_of_fold(x_fit, y_fit, group_folds(fit_rows, config.folds, config.seed), config, c)
    doc["meta"] = {
        "train_sha256": sha,
        "train_rows": len(fit_rows),
        "train_groups": len({r["group"] for r in fit_rows}),
        "datasets": sorted({r["dataset"] for r in fit_rows}),
        "dev_of_train_only_model": figures(train_only, x_dev, y_dev),
        # What threshold and calibration were chosen by: folds sharing no repository,
        # conversation or question text (`linked_folds`).
        "c": c,
        "c_auc_linked_folds": aucs,
        "cross_validated": cv_figures(model, oof, y_fit),
        # Folds by the history's repository only, as before the seventh pass: a paired
        # question's twins sit in training, so this reads higher; kept for comparison.
        "cross_validated_by_repository": cv_figures(model, by_repository, y_fit),
        "config": asdict(config),
    }
    ante["meta"]["train_sha256"] = sha
    shape_doc["meta"]["train_sha256"] = sha
    _write(antecedent_path, ante)
    _write(followup_path, doc)
    _write(out_dir / shape.MODEL_PATH.name, shape_doc)
    return {"followup": doc["meta"], "antecedent": ante["meta"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out-dir", type=Path, default=followup_model.MODEL_PATH.parent)
    parser.add_argument(
        "--cv-by-part", action="store_true",
        help="print leave-one-file-out CV figures (the estimate for a new collection) instead of training",
    )
    parser.add_argument(
        "--ranker-by-part", action="store_true",
        help="print the antecedent scorer's leave-one-file-out rewrite F1 instead of training",
    )
    args = parser.parse_args(argv)
    if args.ranker_by_part:
        print(json.dumps(cross_validate_ranker_by_part(Config()), indent=1))
        return 0
    if args.cv_by_part:
        print(json.dumps(cross_validate_by_part(Config()), indent=1))
        return 0
    summary = train(Config(), args.out_dir)
    print(json.dumps(summary, indent=2), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
