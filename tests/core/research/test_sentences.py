"""Sentence scoring's set tests: the groups a text's stems cover (`QuestionTerms.matched`, as
`matches` says for each group) and how alike two sentences are (`similarity`)."""

from __future__ import annotations

import pytest

from core.research.passages import Candidate, gather
from core.research.sentences import QuestionTerms, _penalty, select, similarity
from core.sources.base import Hit
from core.sources.query import analyse
from core.sources.terms import stem_set

# Groups with alternatives ("retry" / "backoff"), phrases ("environment variable", "back off")
# and plain words, as the extractive writer reads them.
QUESTION = "How do I configure the retry backoff for an env var in tenacity?"


def terms() -> QuestionTerms:
    groups = tuple(analyse(QUESTION).groups)
    return QuestionTerms(groups, frozenset(g.key for g in groups))


@pytest.mark.parametrize(
    "text",
    [
        "Tenacity retries with an exponential backoff; set the wait in the environment variable.",
        "Nothing here names anything the question asks about.",
        "The environment of the back door.",  # a phrase's words, neither phrase whole
        "Set the env var, then back off and configure it.",  # phrases only
        "",
    ],
)
def test_matched_is_every_group_matches_accepts_in_the_groups_order(text: str) -> None:
    question = terms()
    assert any(g.phrases for g in question.groups), "the question must have phrase alternatives"
    stems = stem_set(text)
    expected = [g.key for g in question.groups if question.matches(g, stems)]
    found = question.matched(stems)
    assert found == frozenset(expected)
    # Scores sum weights in the set's order: it must be the order the groups give.
    assert list(found) == list(frozenset(expected))


def test_a_phrase_counts_with_all_its_words_in_any_order_and_not_with_some() -> None:
    question = terms()
    phrase_only = [g for g in question.groups if any(("environ", "variabl") == p for p in g.phrases)]
    assert phrase_only
    key = phrase_only[0].key
    assert key in question.matched(stem_set("Set the variable named in the environment."))
    assert key not in question.matched(stem_set("Set the environment of the process."))


def test_similarity_is_the_jaccard_of_two_sentences_stems() -> None:
    text = (
        "Tenacity retries a call with an exponential backoff. "
        "The backoff doubles the wait after each failed call. "
        "Set the environment variable to change the limit. "
        "Nothing here repeats a word of the others."
    )
    candidates = gather([Hit(id="1", source="corpus", title="Retrying", text=text)]).candidates
    assert len(candidates) >= 3
    for a in candidates:
        for b in candidates:
            expected = len(a.stems & b.stems) / len(a.stems | b.stems) if a.stems and b.stems else 0.0
            assert similarity(a, b) == expected
    assert any(0 < similarity(a, b) < 1 for a in candidates for b in candidates)


def test_a_sentences_penalty_is_kept_per_sentence_and_whether_it_introduces_code() -> None:
    """`_penalty` is kept per sentence: the same short sentence costs more alone than
    introducing code, whichever of the two is read first, and code written inline costs."""
    text = "Use `retry` like this:\n\n```python\n@retry\ndef f(): ...\n```\n\nUse it sparingly, it retries every call."
    hit = Hit(id="corpus:1", source="corpus", title="tenacity", path="tenacity/README.md", text=text)
    introducer, alone = gather([hit]).candidates
    assert introducer.introduces and not alone.introduces
    # The introducer's words as a sentence of their own, quoted without its code.
    bare = Candidate(**{**introducer.__dict__, "attachment": []})
    assert _penalty(introducer) == 0.0
    assert _penalty(bare) == 0.15
    assert _penalty(introducer) == 0.0
    heavy = Candidate(**{**alone.__dict__, "text": "Call f(x); g(y); h(z); k = 1 to retry them all.", "plain": "Call f(x); g(y); h(z); k = 1 to retry them all."})
    assert _penalty(heavy) == 0.15


def _scored(texts_and_scores: list[tuple[str, float]]) -> list[Candidate]:
    hit = Hit(id="corpus:2", source="corpus", title="t", path="t/README.md", text="x")
    candidates = [
        Candidate(text=t, plain=t, hit=hit, hit_rank=0, position=i, kind="prose", stems=stem_set(t),
                  heading_stems=frozenset(), words=frozenset(), score=s)
        for i, (t, s) in enumerate(texts_and_scores)
    ]
    return candidates


def test_selection_weighs_each_pick_against_every_sentence_picked_before_it() -> None:
    a, near_a, b, near_b, c = _scored([
        ("tenacity retries the call with exponential backoff", 1.0),
        ("tenacity retries the call with exponential backoff and jitter", 0.95),  # too like a: never picked
        ("the wait doubles after every failed attempt of the function", 0.9),
        ("the wait doubles after every failed attempt of the function here", 0.85),  # too like b
        ("stop after a minute with stop_after_delay", 0.5),
    ])
    assert select([a, near_a, b, near_b, c], 5) == [a, b, c]
    # Picked sentences already in the answer count as picked in the first round.
    assert select([near_a, b, near_b, c], 3, chosen=[a]) == [b, c]
    # A sentence somewhat like the first pick loses its place to a different one later.
    partly = _scored([("tenacity retries the call when it fails", 0.6)])[0]
    assert select([a, partly, c], 2) == [a, c]
    assert select([a, partly, c], 2, trade_off=0.0) == [a, partly]
