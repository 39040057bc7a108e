"""The sentence covering the most of the question takes the last pick's place in a full room.

The quick answer's picks after the lead are chosen by score, and the score weighs the
passage a sentence comes from (its retrieval score and rank) beside the sentence's own fit
to the question: a lower passage's sentence saying more of the question than the lead does
("`reversed` (boolean): If `True` then the entries in the subtree will be listed in reverse
order") lost its place to the lead passage's sentences. The usable sentence covering the
most now takes the place of the room's last pick, when it covers at least as much as the lead
and more than that pick; the answer keeps its size, a near-repeat of a pick stays out (the
likeness bar `select` uses) and a comparison's summary is left to its option rule (brief
ians84; ians83 added a place instead and broke those three). Fixtures are small sections of
one page, at set scores and coverages (the ranker's, set here to fix the order), as in
test_extractive_quick_diversity.py.
"""

from __future__ import annotations

from core.research.passages import Candidate, gather
from core.research.quotes import QUICK_MAX, quick_sentences, shape_of
from core.research.sentences import QuestionTerms, similarity
from core.sources.base import Hit
from core.sources.query import analyse

QUESTION = "can the subtree list its entries in reverse order?"

SECTIONS = {
    "Entries": "The entries of a subtree are listed in the order the file writes them.",
    "Files": "A file entry names one document.",
    "Globs": "A glob entry matches many documents at once.",
    "Urls": "A url entry links to an external page.",
    "Titles": "A title key sets the text shown for an entry.",
    "Options": "With the reversed option the subtree lists its entries newest first.",
}
# Nearly the lead's own words: covering more does not make a repeat worth a place.
ECHO = "The entries of a subtree are listed in the order the file writes them down."


def _terms(question: str) -> QuestionTerms:
    groups = analyse(question).groups
    return QuestionTerms(tuple(groups), frozenset(g.key for g in groups))


def _candidates(coverage: float, options: str = SECTIONS["Options"]) -> dict[str, Candidate]:
    sections = {**SECTIONS, "Options": options}
    hits = [
        Hit(id=f"corpus:{n}", source="corpus", title="tinytoc", path="tinytoc/README.md", heading=heading, text=text, score=1.0 - n / 10)
        for n, (heading, text) in enumerate(sections.items())
    ]
    out = {}
    for heading, c in zip(sections, gather(hits).candidates, strict=True):
        # The lead's passage and four others score above the answer's lower passage; the answer
        # covers `coverage` of the question, the others less than the lead's 0.5.
        c.score = {"Entries": 1.0, "Options": 0.7}.get(heading, 0.8)
        c.coverage = {"Entries": 0.5, "Options": coverage}.get(heading, 0.3)
        c.matched = frozenset({"entri"})
        out[heading] = c
    return out


def _quick(by_heading: dict[str, Candidate]) -> list[Candidate]:
    terms = _terms(QUESTION)
    ranked = sorted(by_heading.values(), key=lambda c: c.score, reverse=True)
    return quick_sentences(ranked, by_heading["Entries"], shape_of(QUESTION, "general", [], terms), terms, None)


def test_a_sentence_covering_more_than_the_lead_takes_the_last_picks_place() -> None:
    c = _candidates(0.6)
    picks = _quick(c)
    # The lead and three of the four better-scoring sentences keep their places; the answer takes the fourth's.
    assert picks[0] is c["Entries"] and len(picks) == QUICK_MAX
    assert sum(any(p is c[h] for p in picks) for h in ("Files", "Globs", "Urls", "Titles")) == QUICK_MAX - 2
    assert picks[-1] is c["Options"]


def test_a_sentence_covering_less_than_the_lead_stays_out() -> None:
    c = _candidates(0.4)
    picks = _quick(c)
    assert len(picks) == QUICK_MAX
    assert c["Options"] not in picks


def test_a_near_repeat_covering_more_stays_out() -> None:
    c = _candidates(0.6, ECHO)
    assert similarity(c["Options"], c["Entries"]) > 0.6
    picks = _quick(c)
    assert len(picks) == QUICK_MAX
    assert c["Options"] not in picks
