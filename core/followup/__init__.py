"""Follow-up detection and reference resolution.

A message in a thread is a follow-up when it cannot be answered correctly
without the earlier turns. The package reads the thread (`thread`), finds cues
(`cues`), turns them with overlap and embedding measures into features
(`features`) that a trained, calibrated model scores (`model`), rewrites a
follow-up into a standalone question (`rewrite`) and, when a model is
configured, lets it decide the uncertain band (`tier`).
"""

from typing import Any

from core.followup.decision import FollowupDecision
from core.followup.detector import FollowupDetector

__all__ = ["FollowupDecision", "FollowupDetector", "decide", "decide_history"]


def __getattr__(name: str) -> Any:
    # The offline decision loads its patterns and weights only when first used.
    if name in {"decide", "decide_history"}:
        from core.followup import pipeline

        return getattr(pipeline, name)
    raise AttributeError(name)
