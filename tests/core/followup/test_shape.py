"""The shape sub-model: a message read alone, by how it is built, whatever its subject."""

from __future__ import annotations

import numpy as np
import pytest

from core.followup import shape
from core.followup.cues import evidence
from core.followup.features import FEATURES, features
from core.followup.thread import thread_from_history


def test_two_messages_built_alike_read_alike_whatever_their_subject() -> None:
    a = shape.shape_features("Username and email are not usually case sensitive.")
    b = shape.shape_features("Tabs and spaces are not usually interchangeable.")
    assert a == b and a
    assert not [f for f in a if f.startswith(("w:", "s:", "b:"))], "no word of the subject is read"


def test_the_shipped_sub_model_reads_a_bare_continuation_as_leaning_on_the_thread_more_than_a_claim() -> None:
    model = shape.active()
    assert model.logit("Maybe only show when scrolling up.") > model.logit("Username and email are not usually case sensitive.")


def test_the_decision_reads_the_sub_model_in_use() -> None:
    thread = thread_from_history([{"role": "user", "content": "Make enter to send toggleable."}])
    message = "What about Shift+Enter?"
    fired = shape.shape_features(message)[0]
    column = FEATURES.index("shape_logit")
    with shape.using(shape.ShapeModel({fired: 2.5}, -1.0)):
        assert features(message, thread, *evidence(message, thread))[column] == pytest.approx(1.5)
    with shape.using(shape.ShapeModel({}, 0.25)):
        assert features(message, thread, *evidence(message, thread))[column] == pytest.approx(0.25)


def test_weights_fitted_on_other_features_are_refused() -> None:
    from core.classify import FEATURES_VERSION

    fitted = {"prefixes": list(shape.PREFIXES), "features_version": FEATURES_VERSION, "weights": {"cue:a": 1.0}, "bias": 0.0}
    assert shape.ShapeModel.from_json(fitted).score(["cue:a"]) == 1.0
    with pytest.raises(ValueError, match="make train"):
        shape.ShapeModel.from_json(fitted | {"prefixes": ["w:"]})
    with pytest.raises(ValueError, match="make train"):
        shape.ShapeModel.from_json(fitted | {"features_version": FEATURES_VERSION - 1})


def test_each_row_is_read_by_a_sub_model_that_never_saw_its_part() -> None:
    # "cue:a" marks a follow-up in two small collections and a standalone message in a larger
    # third. Out of part, the third's rows are read by a sub-model fitted on the other two
    # alone, which learned the sign they share: its rows with "cue:a" get a positive logit.
    # Fitted with them, the third's rows would outnumber the others and teach the reverse.
    from tools.train_followup import Config, shape_out_of_part

    rows, feats, ys = [], [], []
    for part, n in (("cast", 30), ("df2", 30), ("df3", 100)):
        for i in range(n):
            marked = i % 2 == 0
            rows.append({"group": f"{part}/repo{i}", "question": f"{part} message {i}", "dataset": part})
            feats.append(["cue:a"] if marked else ["cue:b"])
            ys.append(int(marked) if part != "df3" else int(not marked))
    y = np.array(ys)
    out = shape_out_of_part(rows, feats, y, list(range(len(rows))), Config())
    assert sorted(out) == list(range(len(rows)))
    third_marked = [out[i] for i, r in enumerate(rows) if r["dataset"] == "df3" and feats[i] == ["cue:a"]]
    assert third_marked and all(v > 0 for v in third_marked)
