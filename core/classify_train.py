"""Train the question classifier: `python -m core.classify_train`.

Multinomial logistic regression fitted with AdaGrad SGD over the features of
`core.classify.features`, then a softmax temperature fitted on out-of-fold
predictions so the reported confidence is a calibrated probability. Pure Python,
seeded, so the same train.jsonl always gives the same model.json.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from core.classify import FEATURES_VERSION, MODEL_PATH, TRAIN_PATH, features, softmax
from core.models import QUESTION_TYPES, QuestionType


@dataclass(frozen=True)
class Example:
    question: str
    type: QuestionType


@dataclass(frozen=True)
class TrainConfig:
    epochs: int = 80
    learning_rate: float = 0.1
    l2: float = 1e-4
    min_count: int = 2  # rarer features are noise at this data size...
    seed: int = 13
    folds: int = 5


_ALWAYS_KEEP = ("cue:", "names:", "len:")  # ...except the hand-made ones, which generalise by design


def load_examples(path: Path) -> list[Example]:
    examples = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        row = json.loads(line)
        if row["type"] not in QUESTION_TYPES:
            raise ValueError(f"{path}:{n}: unknown type {row['type']!r}")
        examples.append(Example(row["question"], row["type"]))
    return examples


@dataclass
class Fitted:
    vocabulary: list[str]
    bias: list[float]
    weights: list[list[float]]  # [feature][class]

    def logits(self, feats: Sequence[str], index: dict[str, int]) -> list[float]:
        out = list(self.bias)
        for f in feats:
            i = index.get(f)
            if i is not None:
                for k, w in enumerate(self.weights[i]):
                    out[k] += w
        return out


def fit(examples: Sequence[Example], config: TrainConfig) -> Fitted:
    featurised = [features(e.question) for e in examples]
    counts = Counter(f for feats in featurised for f in feats)
    vocabulary = sorted(f for f, c in counts.items() if c >= config.min_count or f.startswith(_ALWAYS_KEEP))
    index = {f: i for i, f in enumerate(vocabulary)}
    k = len(QUESTION_TYPES)
    weights = [[0.0] * k for _ in vocabulary]
    grad_sq = [[1e-8] * k for _ in vocabulary]
    bias, bias_sq = [0.0] * k, [1e-8] * k
    rows = [([index[f] for f in feats if f in index], QUESTION_TYPES.index(e.type)) for feats, e in zip(featurised, examples)]
    rng = random.Random(config.seed)
    lr, l2 = config.learning_rate, config.l2
    for _ in range(config.epochs):
        rng.shuffle(rows)
        for idx, gold in rows:
            logits = list(bias)
            for i in idx:
                for c, w in enumerate(weights[i]):
                    logits[c] += w
            probs = softmax(logits)
            for c in range(k):
                g = probs[c] - (1.0 if c == gold else 0.0)
                bias_sq[c] += g * g
                bias[c] -= lr * g / math.sqrt(bias_sq[c])
                for i in idx:
                    gi = g + l2 * weights[i][c]
                    grad_sq[i][c] += gi * gi
                    weights[i][c] -= lr * gi / math.sqrt(grad_sq[i][c])
    return Fitted(vocabulary, bias, weights)


def _folds(examples: Sequence[Example], config: TrainConfig) -> list[tuple[list[Example], list[Example]]]:
    order = list(range(len(examples)))
    random.Random(config.seed).shuffle(order)
    parts = [order[i :: config.folds] for i in range(config.folds)]
    return [
        ([examples[i] for j, p in enumerate(parts) if j != f for i in p], [examples[i] for i in parts[f]])
        for f in range(config.folds)
    ]


def out_of_fold_logits(examples: Sequence[Example], config: TrainConfig) -> list[tuple[list[float], int]]:
    """Logits for every example from a model that never saw it."""
    out = []
    for train, held in _folds(examples, config):
        model = fit(train, config)
        index = {f: i for i, f in enumerate(model.vocabulary)}
        out.extend((model.logits(features(e.question), index), QUESTION_TYPES.index(e.type)) for e in held)
    return out


def fit_temperature(scored: Sequence[tuple[list[float], int]]) -> float:
    """The softmax temperature that minimises held-out negative log-likelihood."""
    def nll(t: float) -> float:
        return -sum(math.log(max(softmax(z, t)[gold], 1e-12)) for z, gold in scored)

    grid = [0.3 + 0.05 * i for i in range(95)]
    return min(grid, key=nll)


def expected_calibration_error(scored: Sequence[tuple[list[float], int]], temperature: float, bins: int = 10) -> float:
    buckets: list[list[tuple[float, bool]]] = [[] for _ in range(bins)]
    for z, gold in scored:
        probs = softmax(z, temperature)
        top = max(range(len(probs)), key=probs.__getitem__)
        buckets[min(int(probs[top] * bins), bins - 1)].append((probs[top], top == gold))
    total = len(scored)
    return sum(
        len(b) / total * abs(sum(p for p, _ in b) / len(b) - sum(ok for _, ok in b) / len(b)) for b in buckets if b
    )


def train(train_path: Path, config: TrainConfig) -> dict[str, object]:
    """The model as the JSON document `core.classify.load_model` reads."""
    examples = load_examples(train_path)
    scored = out_of_fold_logits(examples, config)
    temperature = fit_temperature(scored)
    cv_accuracy = sum(max(range(len(z)), key=z.__getitem__) == gold for z, gold in scored) / len(scored)
    model = fit(examples, config)
    # Weights this small never change a decision; dropping them keeps the file and the load time small.
    weights = {
        f: [round(w, 4) for w in ws] for f, ws in zip(model.vocabulary, model.weights) if max(map(abs, ws)) >= 0.002
    }
    return {
        "features_version": FEATURES_VERSION,
        "classes": list(QUESTION_TYPES),
        "bias": [round(b, 4) for b in model.bias],
        "temperature": round(temperature, 3),
        "weights": weights,
        "meta": {
            "train_sha256": hashlib.sha256(train_path.read_bytes()).hexdigest(),
            "examples": len(examples),
            "per_type": dict(sorted(Counter(e.type for e in examples).items())),
            "cv_folds": config.folds,
            "cv_accuracy": round(cv_accuracy, 4),
            "cv_ece_calibrated": round(expected_calibration_error(scored, temperature), 4),
            "cv_ece_uncalibrated": round(expected_calibration_error(scored, 1.0), 4),
            "config": config.__dict__,
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m core.classify_train", description=__doc__)
    parser.add_argument("--train", type=Path, default=TRAIN_PATH)
    parser.add_argument("--out", type=Path, default=MODEL_PATH)
    parser.add_argument("--epochs", type=int, default=TrainConfig.epochs)
    args = parser.parse_args(argv)
    document = train(args.train, TrainConfig(epochs=args.epochs))
    args.out.write_text(json.dumps(document, separators=(",", ":"), sort_keys=True) + "\n", encoding="utf-8")
    print(json.dumps({"out": str(args.out), "features": len(document["weights"]), **document["meta"]}, indent=2))  # type: ignore[arg-type, dict-item]
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
