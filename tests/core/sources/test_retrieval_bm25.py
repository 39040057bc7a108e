"""The re-ranker's BM25 reads term counts kept per chunk: it must score exactly as BM25
computed from the chunk's tokens, on the first search that finds a chunk and on every later one."""

from __future__ import annotations

import json
import re
from pathlib import Path

from core.sources.query import TermGroup, analyse
from core.sources.retrieval import (
    BM25_B,
    BM25_K1,
    BODY_WEIGHT,
    HEADING_WEIGHT,
    TITLE_WEIGHT,
    Candidate,
    Plan,
    Terms,
    bm25_scores,
    plan,
)
from core.sources.terms import stemmed

ANSWERS = Path(__file__).resolve().parents[2] / "data" / "answers"
PROJECTS = ("click", "flask", "python-dotenv", "tenacity")
# Questions with phrase alternatives ("env var" ~ "environment variable") and repeated words.
EXTRA = ["which env var sets the port?", "retry retry: wait between retries of a retrying call", "load .env file variables"]


def chunks() -> list[tuple[str, str, str]]:
    """(title, heading, body) stems of every paragraph of some projects' real documentation."""
    out = []
    for project in PROJECTS:
        for path in sorted((ANSWERS / project).rglob("*")):
            if path.suffix not in {".rst", ".md"}:
                continue
            heading = ""
            for block in re.split(r"\n\s*\n", path.read_text(errors="replace")):
                lines = block.strip().splitlines()
                if len(lines) == 2 and set(lines[1]) <= set("=-~^*#"):
                    heading = lines[0]
                elif lines:
                    out.append((stemmed(f"{project} {path.stem}"), stemmed(heading), stemmed(block)))
    return out


def questions() -> list[str]:
    rows = [json.loads(line) for line in (ANSWERS / "questions-dev.jsonl").read_text().splitlines() if line.strip()]
    return [r["question"] for r in rows if r["project"] in PROJECTS] + EXTRA


def plain_bm25(fields: tuple[str, str, str], the_plan: Plan) -> float:
    """BM25 from its definition, counting every occurrence in the chunk's tokens afresh."""
    weighted = [(f.split(), w) for f, w in zip(fields, (TITLE_WEIGHT, HEADING_WEIGHT, BODY_WEIGHT), strict=True)]
    length = sum(len(tokens) for tokens, _ in weighted)
    norm = BM25_K1 * (1 - BM25_B + BM25_B * length / the_plan.average_length)
    score = 0.0
    for g in the_plan.groups:
        tf = 0.0
        for tokens, weight in weighted:
            tf += weight * sum(tokens.count(s) for s in g.stems)
            for p in g.phrases:
                tf += weight * sum(1 for i in range(len(tokens)) if tuple(tokens[i : i + len(p)]) == p)
        if tf:
            score += the_plan.idf[g.key] * tf * (BM25_K1 + 1) / (tf + norm)
    return score


def test_cached_counts_score_every_chunk_as_plain_bm25_does_on_first_and_later_searches() -> None:
    fields = chunks()
    assert len(fields) > 500
    tokens = [frozenset(" ".join(f).split()) for f in fields]
    average = sum(len(" ".join(f).split()) for f in fields) / len(fields)
    # One Terms per chunk, kept across questions as the index's chunk cache keeps them.
    candidates = [Candidate(id=n, file_id=n, terms=Terms(*f), embed_text="") for n, f in enumerate(fields)]
    asked = questions()
    assert len(asked) > 20
    # The plan and the plain scores are pure functions of the question and the chunks:
    # made once and held to on both rounds (the costly part of the test).
    def doc_freq(g: TermGroup) -> int:
        return sum(1 for t in tokens if not t.isdisjoint(g.stems) or any(set(p) <= t for p in g.phrases))

    plans = [plan(analyse(question), doc_freq, len(fields), average) for question in asked]
    expected = [[plain_bm25(f, the_plan) for f in fields] for the_plan in plans]
    phrase_groups = scored = 0
    for _ in range(2):  # the second round reads only counts kept by the first
        for question, the_plan, wanted in zip(asked, plans, expected, strict=True):
            phrase_groups += sum(1 for g in the_plan.groups if g.phrases)
            bm25_scores(candidates, the_plan)
            for c, f, e in zip(candidates, fields, wanted, strict=True):
                assert abs(c.bm25 - e) <= 1e-12 * max(1.0, e), (question, f)
                scored += e > 0
    assert phrase_groups > 0 and scored > 1000


def test_weighted_counts_are_each_stems_plain_weighted_sum_as_floats() -> None:
    for fields in chunks():
        weighted = [(f.split(), w) for f, w in zip(fields, (TITLE_WEIGHT, HEADING_WEIGHT, BODY_WEIGHT), strict=True)]
        plain = {s: sum(w * tokens.count(s) for tokens, w in weighted) for tokens, _ in weighted for s in tokens}
        counts = Terms(*fields).weighted_counts
        assert counts == plain, fields
        assert all(type(v) is float for v in counts.values()), fields



def test_phrase_starts_counts_every_start_of_the_phrase_as_a_slice_at_each_position_does() -> None:
    from core.sources.retrieval import phrase_starts

    def sliced(tokens: list[str], phrase: tuple[str, ...]) -> int:
        return sum(1 for i in range(len(tokens) - len(phrase) + 1) if tuple(tokens[i : i + len(phrase)]) == phrase)

    edges = [
        ([], ("a", "b")),
        (["a"], ("a", "b")),  # longer than the tokens
        (["x", "a"], ("a", "b")),  # first word last, no room for the rest
        (["x", "a", "b"], ("a", "b")),  # at the very end
        (["a", "b", "x"], ("a", "b")),  # at the very start
        (["a", "a", "a"], ("a", "a")),  # overlapping starts both count
        (["a", "b", "a", "b", "a"], ("a", "b", "a")),
        (["a", "c", "a", "b"], ("a", "b")),  # the first word's earlier start does not hold it
        (["b", "a"], ("a", "b")),  # its words in another order
    ]
    for tokens, phrase in edges:
        assert phrase_starts(tokens, phrase) == sliced(tokens, phrase), (tokens, phrase)
    assert phrase_starts(["a", "a", "a"], ("a", "a")) == 2
    for title, heading, body in chunks():
        for tokens in (title.split(), heading.split(), body.split()):
            for phrase in {tuple(tokens[i : i + 2]) for i in range(len(tokens) - 1)} | {("environ", "variabl")}:
                assert phrase_starts(tokens, phrase) == sliced(tokens, phrase), (tokens, phrase)


def test_stem_positions_are_every_position_holding_the_stem_in_order_as_a_walk_finds_them() -> None:
    from core.sources.retrieval import stem_positions

    def walked(tokens: list[str], stem: str) -> tuple[int, ...]:
        return tuple(i for i, t in enumerate(tokens) if t == stem)

    edges = [
        ([], "a"),
        (["b"], "a"),  # absent
        (["a"], "a"),
        (["a", "b", "a"], "a"),  # at either end
        (["b", "a", "a", "a"], "a"),  # repeated, side by side
        (["ab", "a", "ba"], "a"),  # a longer word holding it is not it
    ]
    for tokens, stem in edges:
        assert stem_positions(tokens, stem) == walked(tokens, stem), (tokens, stem)
    assert stem_positions(["a", "b", "a"], "a") == (0, 2)
    for title, heading, body in chunks():
        for tokens in (title.split(), heading.split(), body.split()):
            for stem in {*tokens, "environ"}:
                assert stem_positions(tokens, stem) == walked(tokens, stem), (tokens, stem)
