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

