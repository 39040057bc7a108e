"""How a message is built, read alone: a small sub-model of the follow-up decision.

Whether a message can be read without its thread is mostly a matter of its build: a
claim that names its subject ("Username and email are not usually case sensitive.")
reads alone, a bare comparison or a continuation does not. The question classifier
already describes a text by features that blank its subject words (its skeleton, its
shapes and cues); a logistic regression over those of the message alone, fitted on
the follow-up rows, gives one number, `shape_logit`, that the decision model weighs
with the features that compare the message with the thread. Held out by collected part
it lifted the decision 0.789 -> 0.795 over 4,070 rows, the older constructions losing a
little (tools/data/TUNING.md, fifteenth pass, brief ifu18).

The weights are data (`core/data/models/followup_shape.json`), written by
`tools/train_followup.py`; reading a message costs the classifier's feature pass
and a few dict look-ups.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.followup.weights import Weights, from_file

MODEL_PATH = Path(__file__).resolve().parents[1] / "data" / "models" / "followup_shape.json"
# The classifier's features that say nothing of the subject: the skeleton (subject words
# blanked), the question and sentence shapes, the cues, the length and how many names.
PREFIXES = ("sk^:", "sk^^:", "sk$:", "sk3:", "shape:", "qshape:", "cue:", "len:", "names:")


def shape_features(message: str) -> list[str]:
    """The classifier's subject-blind features of `message`, sorted."""
    from core.classify import features

    return [f for f in features(message) if f.startswith(PREFIXES)]


@dataclass(frozen=True)
class ShapeModel:
    weights: Mapping[str, float]
    bias: float

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> ShapeModel:
        from core.classify import FEATURES_VERSION

        # The classifier's features are this model's input: a change to them changes what it reads.
        if tuple(doc.get("prefixes", ())) != PREFIXES or doc.get("features_version") != FEATURES_VERSION:
            raise ValueError("the shape model was fitted on other features; run `make train`")
        return cls(dict(doc["weights"]), float(doc["bias"]))

    def score(self, feats: list[str]) -> float:
        """The logit of a message given its `shape_features`."""
        return self.bias + sum(self.weights.get(f, 0.0) for f in feats)

    def logit(self, message: str) -> float:
        return self.score(shape_features(message))


WEIGHTS: Weights[ShapeModel] = from_file(MODEL_PATH, ShapeModel.from_json)
# The weights in use: the shipped file, unless training put others in place.
active = WEIGHTS.active
using = WEIGHTS.using
