"""Who wrote the thread's last turn, read only where the speakers are known (thirtieth
pass, ifu58: tools/data/TUNING.md). Examples written here."""

from __future__ import annotations

import math

import numpy as np

from core.followup.cues import evidence
from core.followup.features import FEATURES, features
from core.followup.model import FollowupModel
from core.followup.thread import Thread, thread_from_history, thread_from_session
from core.models import Session, ThreadKey, Turn
from tools.train_followup import Config, _logistic

HISTORY = [
    {"role": "user", "content": "Playback stutters on the web player", "author": "u1"},
    {"role": "user", "content": "The first second of every track is dropped when streaming FLAC.", "author": "u1"},
]
COLUMN = FEATURES.index("asker_wrote_last")


def column(question: str, thread: Thread) -> float:
    return features(question, thread, *evidence(question, thread))[COLUMN]


def test_the_asker_going_on_from_their_own_message_is_read_as_such() -> None:
    question = "It happens with MP3 files too."
    assert column(question, thread_from_history(HISTORY, asker="u1")) == 1.0
    assert column(question, thread_from_history(HISTORY, asker="u2")) == 0.0


def test_a_speaker_not_known_on_either_side_is_not_read() -> None:
    question = "It happens with MP3 files too."
    # No asker, or a last turn nobody signed: neither same nor other.
    assert math.isnan(column(question, thread_from_history(HISTORY)))
    unsigned = [{k: v for k, v in turn.items() if k != "author"} for turn in HISTORY]
    assert math.isnan(column(question, thread_from_history(unsigned, asker="u1")))


def test_in_a_stored_session_the_bots_reply_is_someone_elses_turn() -> None:
    session = Session(
        key=ThreadKey(platform="console", thread="t"),
        turns=[Turn(role="user", content="Why does playback stutter?", user="U1"),
               Turn(role="assistant", content="The player drops the first second of a FLAC stream.")],
    )
    assert column("Does it drop MP3 too?", thread_from_session(session, asker="U1")) == 0.0
    session.turns.append(Turn(role="user", content="Only on the web player.", user="U1"))
    assert column("Does it drop MP3 too?", thread_from_session(session, asker="U1")) == 1.0


def test_a_value_not_known_counts_as_the_models_mean() -> None:
    # A model that weighs nothing but the speaker: not known, it adds nothing to the logit.
    doc = {
        "features": list(FEATURES), "mean": [0.0] * len(FEATURES), "scale": [1.0] * len(FEATURES),
        "coef": [3.0 if name == "asker_wrote_last" else 0.0 for name in FEATURES], "intercept": 0.0,
    }
    doc["mean"][COLUMN] = 0.7
    model = FollowupModel.from_json(doc)
    x = [0.0] * len(FEATURES)
    x[COLUMN] = math.nan
    assert model.logit(x) == 0.0
    assert dict(model.contributions(x))["asker_wrote_last"] == 0.0
    x[COLUMN] = 1.0
    assert model.logit(x) > 0.0


def test_the_fit_reads_an_unknown_speaker_as_the_known_rows_mean() -> None:
    # Where the speaker is not known the column carries no offset of its own: its mean is
    # the known rows', and those rows alone decide its weight.
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, len(FEATURES)))
    x[:, COLUMN] = [1.0, 0.0, 1.0, 1.0] * 5 + [math.nan] * 20
    y = np.array([1, 0] * 20)
    doc = _logistic(x, y, Config(), 0.5)
    assert doc["mean"][COLUMN] == 0.75
    assert all(math.isfinite(v) for v in doc["coef"])
