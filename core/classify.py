"""Question classification (first cut: keyword scoring; replaced by the trained tier)."""

from __future__ import annotations

import re

from core.profiles import Classification

_CUES: dict[str, tuple[str, ...]] = {
    "comparison": (r"\bvs\.?\b", r"\bversus\b", r"\bcompare", r"\bdifference", r"\bwhich (?:is|one|should)"),
    "troubleshooting": (r"\berror\b", r"\bfail", r"\bnot working\b", r"\bcrash", r"\bexception\b", r"\bbroken\b"),
    "pricing": (r"\bcost", r"\bpric", r"\bbill", r"\bcheap", r"\bexpensive\b"),
    "integration": (r"\bintegrat", r"\bconnect\b", r"\bwith\b.*\bto\b", r"\bwebhook"),
    "architecture": (r"\barchitect", r"\bdesign\b", r"\bpattern", r"\bstructure\b", r"\bscal"),
    "how_to": (r"^how (?:do|can|to|should) i\b", r"\bhow to\b", r"\bset ?up\b", r"\bconfigure\b", r"\binstall"),
    "deep_dive": (r"^what is\b", r"^how does\b", r"\bexplain\b", r"^why\b", r"\binternals?\b"),
}


def classify(question: str) -> Classification:
    text = question.lower()
    scores = {t: float(sum(bool(re.search(c, text)) for c in cues)) for t, cues in _CUES.items()}
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    best, best_score = ranked[0]
    if best_score == 0:
        return Classification(type="general", confidence=0.5, scores=scores)
    secondary = [t for t, s in ranked[1:] if s > 0][:2]
    return Classification(type=best, confidence=min(0.95, 0.5 + 0.2 * best_score), secondary=secondary, scores=scores)  # type: ignore[arg-type]
