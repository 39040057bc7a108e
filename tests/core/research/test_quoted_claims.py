"""A claim quoted word for word from its one cited passage is judged without the analysis:
the shortcut must give exactly the analysis's verdict, and must not take a claim the
analysis would judge otherwise."""

from __future__ import annotations

import re

import pytest

from core.research.claims import Claim, _judge_cited, find_claims, judge_offline, passage, quoted
from core.sources.registry import SAMPLE_CORPUS
from core.text import split_sentences


def claim(text: str, numbers: tuple[int, ...] = (1,)) -> Claim:
    return Claim("quick", 0, "sentence", f"{text} [1].", text, list(numbers))


def analysed(c: Claim, passages: dict[int, str]) -> tuple[dict[int, str], dict[int, float]]:
    """The analysis's verdict alone (what `judge_offline` did before the shortcut, for a claim
    whose cited passages are all handed over and whose verdict is not undecided)."""
    fresh = claim(c.text, tuple(c.numbers))
    _judge_cited(fresh, {n: passage(t) for n, t in passages.items()}, set(passages))
    return fresh.verdicts, fresh.coverage


def judged(c: Claim, passages: dict[int, str]) -> tuple[dict[int, str], dict[int, float]]:
    fresh = claim(c.text, tuple(c.numbers))
    judge_offline(fresh, {n: passage(t) for n, t in passages.items()}, set(passages))
    return fresh.verdicts, fresh.coverage


PASSAGE = (
    "Redis keeps its data in memory. The default timeout is 2.5 seconds, and the pool holds 1,000 "
    "connections. Upgrade to v1.25 before May. Use `maxmemory-policy` with allkeys-lru for a cache; "
    "the faster path is pipelining."
)


@pytest.mark.parametrize(
    "text",
    [
        "Redis keeps its data in memory",  # a sentence without its full stop
        "redis KEEPS its   data in memory.",  # case and whitespace runs aside
        "The default timeout is 2.5 seconds",  # ends before a comma with no digit after it
        "the pool holds 1,000 connections",
        "Use `maxmemory-policy` with allkeys-lru for a cache",
        "the faster path is pipelining.",  # the passage's last words
    ],
)
def test_a_claim_quoted_from_its_passage_takes_the_analysis_verdict_without_it(text: str) -> None:
    c = claim(text)
    assert quoted(c, passage(PASSAGE))
    assert judged(c, {1: PASSAGE}) == analysed(c, {1: PASSAGE}) == ({1: "supported"}, {1: 1.0})


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("The default timeout is 2", "the passage's number is 2.5: a claim of 2 is not what it states"),
        ("the pool holds 1", "1,000 goes on past the comma"),
        ("25 before May", "after a full stop, the look-behind keeps 25 from being a number of the passage"),
        ("the fast", "the passage says faster: a word runs on past the quote"),
        ("edis keeps its data", "a word runs on before the quote"),
    ],
)
def test_a_claim_whose_words_or_numbers_run_on_in_the_passage_is_not_taken(text: str, why: str) -> None:
    assert not quoted(claim(text), passage(PASSAGE)), why


def test_a_claim_with_other_than_ascii_keeps_the_analysis() -> None:
    # Lowering some characters changes their neighbours or their length (final sigma, "İ").
    assert not quoted(claim("Café crème is served hot"), passage("Café crème is served hot."))
    assert quoted(claim("Cafe creme is served hot"), passage("Cafe creme is served hot."))


def test_a_quoted_claim_with_a_number_the_passage_continues_is_still_judged_unsupported() -> None:
    # Were the shortcut to take it, it would be "supported"; the analysis finds 2 missing.
    c = claim("The default timeout is 2025")
    text = "The default timeout is 2025.5 seconds."
    assert judged(c, {1: text}) == analysed(c, {1: text})
    assert judged(c, {1: text})[0] == {1: "unsupported"}


def test_a_claim_citing_two_passages_keeps_the_analysis() -> None:
    c = claim("Redis keeps its data in memory", (1, 2))
    passages = {1: PASSAGE, 2: "Memcached is a cache of opaque values."}
    assert judged(c, passages) == analysed(c, passages)
    assert judged(c, passages)[0] == {1: "supported", 2: "unsupported"}


def _pieces(sentence: str) -> list[str]:
    """A sentence and its clauses, cut at each comma, semicolon and colon (the ends a claim
    takes when markers close a clause)."""
    cuts = [m.start() for m in re.finditer(r"[,;:]", sentence)]
    return [sentence, *(sentence[:at] for at in cuts), *(sentence[at + 1 :] for at in cuts)]


def test_every_sentence_and_clause_of_the_sample_corpus_gets_the_analysis_verdict() -> None:
    """Each section of the bundled corpus as a passage, each of its sentences and clauses
    (with and without a trailing character) as a claim citing it: wherever the shortcut
    takes a claim, the analysis gives the same verdict and coverage."""
    taken = 0
    for path in sorted(SAMPLE_CORPUS.glob("*.md")):
        for section in re.split(r"\n(?=## )", path.read_text()):
            for line in section.splitlines():
                for sentence in split_sentences(line.lstrip("-*# ")):
                    for text in _pieces(sentence):
                        for variant in (text.strip(), text.strip()[:-1]):
                            c = claim(variant)
                            if not c.text or not quoted(c, passage(section)):
                                continue
                            taken += 1
                            assert judged(c, {1: section}) == analysed(c, {1: section}), variant
    assert taken > 1000


def test_an_extractive_line_read_by_find_claims_is_taken_when_its_passage_states_it() -> None:
    [c] = find_claims("Redis keeps its data in memory [1].", "quick")
    assert quoted(c, passage(PASSAGE))
    judge_offline(c, {1: passage(PASSAGE)}, {1})
    assert (c.verdicts, c.coverage) == ({1: "supported"}, {1: 1.0})


def test_the_marker_groups_searched_from_their_markers_are_the_patterns_own() -> None:
    """`markers_in` finds a group from its first marker (docs/scaling.md, ithr50): the same spans as
    the group pattern tried at every position, on every short text of these pieces."""
    from itertools import product

    from core.research.claims import MARKER_GROUP, _marker_groups

    pieces = ["a", " ", "\t", "\u2028", "[1]", "[2, 3]", "[4](x)", "[", ".", "\x1a"]
    texts = ["", "Redis forks a child [1] [2]. It writes the file [3][4] and [5](x) ends [6]"]
    texts += ["".join(p) for n in range(1, 6) for p in product(pieces, repeat=n)]
    for text in texts:
        assert [m.span() for m in _marker_groups(text)] == [m.span() for m in MARKER_GROUP.finditer(text)], text
