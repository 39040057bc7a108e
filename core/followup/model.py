"""The fitted follow-up model: a logistic regression over `features.FEATURES`,
calibrated so its score is a probability.

The weights are data (`core/data/models/followup.json`), written by
`tools/train_followup.py` with the hash of the rows they were fitted on;
scoring is a dot product and a sigmoid in pure Python.
"""

from __future__ import annotations

import json
import math
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from core.followup.features import FEATURES
from core.followup.weights import Weights

MODEL_PATH = Path(__file__).resolve().parents[1] / "data" / "models" / "followup.json"


def sigmoid(z: float) -> float:
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


@dataclass(frozen=True)
class Calibration:
    """Platt scaling (`a`, `b` on the logit) followed, when fitted, by an isotonic map."""

    a: float = 1.0
    b: float = 0.0
    knots_x: tuple[float, ...] = ()
    knots_y: tuple[float, ...] = ()

    def __call__(self, logit: float) -> float:
        p = sigmoid(self.a * logit + self.b)
        if not self.knots_x:
            return p
        i = bisect_right(self.knots_x, p)
        if i == 0:
            return self.knots_y[0]
        if i == len(self.knots_x):
            return self.knots_y[-1]
        x0, x1, y0, y1 = self.knots_x[i - 1], self.knots_x[i], self.knots_y[i - 1], self.knots_y[i]
        return y0 + (y1 - y0) * (p - x0) / (x1 - x0) if x1 > x0 else y1


@dataclass(frozen=True)
class FollowupModel:
    names: tuple[str, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    coef: tuple[float, ...]
    intercept: float
    calibration: Calibration
    threshold: float
    band: tuple[float, float]
    meta: dict[str, object]

    @classmethod
    def from_json(cls, doc: dict[str, object]) -> FollowupModel:
        names = tuple(doc["features"])  # type: ignore[arg-type]
        if names != FEATURES:
            raise ValueError("the follow-up model was fitted on other features; run `make train`")
        cal = doc.get("calibration") or {}
        return cls(
            names=names,
            mean=tuple(doc["mean"]),  # type: ignore[arg-type]
            scale=tuple(doc["scale"]),  # type: ignore[arg-type]
            coef=tuple(doc["coef"]),  # type: ignore[arg-type]
            intercept=float(doc["intercept"]),  # type: ignore[arg-type]
            calibration=Calibration(
                a=float(cal.get("a", 1.0)), b=float(cal.get("b", 0.0)),  # type: ignore[union-attr]
                knots_x=tuple(cal.get("knots_x", ())), knots_y=tuple(cal.get("knots_y", ())),  # type: ignore[union-attr]
            ),
            threshold=float(doc.get("threshold", 0.5)),  # type: ignore[arg-type]
            band=tuple(doc.get("band", (0.3, 0.7))),  # type: ignore[arg-type]
            meta=dict(doc.get("meta", {})),  # type: ignore[call-overload]
        )

    def logit(self, x: list[float]) -> float:
        return self.intercept + sum(c * (v - m) / s for c, v, m, s in zip(self.coef, x, self.mean, self.scale))

    def probability(self, x: list[float]) -> float:
        return self.calibration(self.logit(x))

    def contributions(self, x: list[float]) -> list[tuple[str, float]]:
        """Each feature's share of the logit, largest magnitude first: why the model decided."""
        parts = [(n, c * (v - m) / s) for n, c, v, m, s in zip(self.names, self.coef, x, self.mean, self.scale)]
        return sorted(parts, key=lambda kv: -abs(kv[1]))


@lru_cache(maxsize=1)
def load_model(path: Path = MODEL_PATH) -> FollowupModel:
    return FollowupModel.from_json(json.loads(path.read_text(encoding="utf-8")))


WEIGHTS: Weights[FollowupModel] = Weights(load_model)
# The weights in use: the shipped file, unless training put others in place.
active = WEIGHTS.active
using = WEIGHTS.using
