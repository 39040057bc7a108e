"""The quick answer's diversity pick does not push out the sentence that answers.

After the lead, the quick answer's other sentences are picked by maximal
marginal relevance: a sentence's score less `QUICK_TRADE_OFF` times its
likeness to those already chosen. The sentence holding the answer usually
shares the lead's subject words ("timeout", "lock"), so at the old weight
(0.35) lower-scoring sentences about other things took every place. It now
wins its place when it scores higher; a near-repeat of the lead still
stays out. Fixtures are small sections written here in that shape.
"""

from __future__ import annotations

from core.research.passages import Candidate, gather
from core.research.quotes import QUICK_MAX, quick_sentences, shape_of
from core.research.sentences import QuestionTerms, similarity
from core.sources.base import Hit
from core.sources.query import analyse

QUESTION = "what happens when the lock times out?"

SECTIONS = {
    "Timeouts": "When the lock times out after the timeout, acquire raises a Timeout error.",
    "Retrying": "A lock that times out after the timeout can be retried by calling acquire again.",
    "Repeat": "When the lock times out after the timeout, acquire raises a Timeout error again.",
    "Files": "Soft locks work on every filesystem.",
    "Threads": "Each thread holds its own handle on shared objects.",
    "Platforms": "Windows uses msvcrt while Unix uses fcntl.",
    "Removal": "Stale files get removed during startup.",
}


def _terms(question: str) -> QuestionTerms:
    groups = analyse(question).groups
    return QuestionTerms(tuple(groups), frozenset(g.key for g in groups))


def _candidates(scores: dict[str, float]) -> dict[str, Candidate]:
    """One sentence a section of one page, at the given scores (the ranker's, set here to fix the order)."""
    hits = [
        Hit(id=f"corpus:{n}", source="corpus", title="filelock", path="filelock/docs/index.md", heading=heading, text=text, score=1.0 - n / 10)
        for n, (heading, text) in enumerate(SECTIONS.items())
    ]
    out = {}
    for heading, c in zip(SECTIONS, gather(hits).candidates, strict=True):
        c.score, c.coverage, c.matched = scores[heading], 0.5, frozenset({"lock"})
        out[heading] = c
    return out


def _quick(by_heading: dict[str, Candidate]) -> list[Candidate]:
    terms = _terms(QUESTION)
    ranked = sorted(by_heading.values(), key=lambda c: c.score, reverse=True)
    return quick_sentences(ranked, by_heading["Timeouts"], shape_of(QUESTION, "general", [], terms), terms, None)


SCORES = {"Timeouts": 1.0, "Retrying": 0.9, "Repeat": 0.95, "Files": 0.8, "Threads": 0.8, "Platforms": 0.8, "Removal": 0.8}


def test_a_higher_scoring_sentence_sharing_the_leads_words_keeps_its_place() -> None:
    c = _candidates(SCORES)
    lead, answer = c["Timeouts"], c["Retrying"]
    # Alike enough that the old weight (0.9 - 0.35 x likeness < 0.8) let the four unrelated sentences take the room.
    assert 0.3 < similarity(answer, lead) <= 0.6
    picks = _quick(c)
    assert len(picks) == QUICK_MAX
    assert answer in picks


def test_a_near_repeat_of_the_lead_stays_out() -> None:
    c = _candidates(SCORES)
    assert similarity(c["Repeat"], c["Timeouts"]) > 0.6
    assert c["Repeat"] not in _quick(c)


def test_a_lower_scoring_sentence_sharing_the_leads_words_gives_way() -> None:
    c = _candidates({**SCORES, "Retrying": 0.75})
    # Likeness is still a cost: below the unrelated sentences' score it takes no place from them.
    assert c["Retrying"] not in _quick(c)
