"""Answering without a model: quote the best sentences, steps and code of the sources, cited.

The researcher searches every source with the question as asked (platform
markup and chit-chat removed) and with each option of a comparison and each
entity of the conversation on its own, fuses the rankings, scores the
passages' sentences against the question (core/research/sentences.py) and
writes three lengths by quoting (core/research/quotes.py). Nothing is
paraphrased, so nothing can be invented; when nothing found is about the
question, it says so.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable

from core.models import Quality, ReportSet, Usage
from core.research.base import ProgressCallback, ResearchRequest, ResearchResult, emit
from core.research.cues import intent_fit
from core.research.passages import Candidate, Evidence, gather
from core.research.quality import log_quality, validate
from core.research.quotes import Shape, shape_of, write
from core.research.sentences import QuestionTerms, score_candidates
from core.research.support import passages_for
from core.sources.base import Hit, Source
from core.sources.query import TermGroup, analyse, clean_question
from core.text import compared_options, intent_terms, key_terms, truncate

log = logging.getLogger(__name__)

HITS_PER_QUERY = 8
MAX_HITS = 16
MAX_QUERIES = 4
# The best sentence must cover this share of the question's (known) terms.
MIN_COVERAGE = 0.25
MIN_PASSAGE_COVERAGE = 0.5
RRF_K = 10
CHANGELOG_PENALTY = 0.15
_CHANGELOG = re.compile(
    r"\b(?:change ?log|changes|release notes|history|news|what'?s new)\b|(?:^|› )(?:version|release|v)? ?\d+\.\d+",
    re.I,
)
_VERSION_QUESTION = re.compile(r"\b(?:version|release[ds]?|changelog|changed|added in|deprecated|since|upgrad\w*|new in)\b", re.I)


class ExtractiveResearcher:
    """The Researcher used when no model is configured."""

    def __init__(self, sources: list[Source]) -> None:
        self.sources = sources

    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        question = clean_question(request.standalone.strip() or request.question.strip())
        qtype = request.classification.type
        options = compared_options(question) if qtype == "comparison" else []
        queries = formulate_queries(question, options, request.entities)
        hits, failures, searched = await self._retrieve(queries, progress)
        await emit(progress, "reading", f"{len(hits)} passages")

        terms, unknown = question_terms(question, request.entities, searched)
        types = [qtype, *request.classification.secondary]
        shape = shape_of(question, qtype, options, terms)
        # Scoring and writing take several milliseconds of CPU per turn; in a
        # thread they leave the event loop free to acknowledge Slack events.
        evidence, ranked = await asyncio.to_thread(_rank, hits, terms, question, types, shape)
        if not _relevant(ranked, terms, unknown):
            return _nothing_found(question, queries, self.sources, failures)

        await emit(progress, "writing", "quoting the best-matching passages")
        reports, citations = await asyncio.to_thread(write, request.classification.profile, evidence, ranked, shape, terms)
        await emit(progress, "validating", f"{len(citations)} citations")
        quality = validate(reports, citations, request.classification, question, request.entities)
        log_quality(quality, "extractive")
        if failures:
            quality.issues.extend(failures)
        return ResearchResult(
            reports=reports,
            citations=citations,
            suggestions=suggest(question, hits, options, reports.detailed),
            quality=quality,
            usage=Usage(),
            mode="extractive",
            found=True,
            passages=passages_for(citations, hits),
        )

    async def _retrieve(
        self, queries: list[str], progress: ProgressCallback | None
    ) -> tuple[list[Hit], list[str], dict[str, object]]:
        """Run every query on every source; fuse the rankings (reciprocal rank fusion).

        Also returns what a source reported searching for the first query
        (its term groups after typo correction), when it reports that.
        """
        fused: dict[str, float] = {}
        by_id: dict[str, Hit] = {}
        failures: list[str] = []
        searched: dict[str, object] = {}
        for n, query in enumerate(queries):
            await emit(progress, "searching", f"searching {', '.join(s.name for s in self.sources)}", query=query)
            for source in self.sources:
                try:
                    hits = await source.search(query, HITS_PER_QUERY)
                except Exception as exc:  # noqa: BLE001 - one failing source must not sink the answer
                    log.warning("extractive.source_failed source=%s error=%s", source.name, type(exc).__name__)
                    failures.append(f"source {source.name} failed: {type(exc).__name__}")
                    continue
                if n == 0 and hits and not searched and "query_groups" in hits[0].meta:
                    searched = hits[0].meta
                for rank, hit in enumerate(hits):
                    fused[hit.id] = fused.get(hit.id, 0.0) + 1.0 / (RRF_K + rank)
                    by_id.setdefault(hit.id, hit)
        ranked = sorted(fused, key=lambda i: fused[i], reverse=True)[:MAX_HITS]
        return [by_id[i] for i in ranked], failures, searched


def formulate_queries(question: str, options: list[str], entities: list[str]) -> list[str]:
    """The question itself, then each compared option and each entity it does not name."""
    queries: list[str] = []
    if key_terms(question):
        queries.append(question)
    asked = question.lower()
    for extra in [*options, *entities]:
        if extra.lower() in asked and extra not in options:
            continue
        terms = " ".join(key_terms(extra))
        if terms and terms not in queries:
            queries.append(terms)
    return queries[:MAX_QUERIES]


def question_terms(question: str, entities: list[str], searched: dict[str, object]) -> tuple[QuestionTerms, list[str]]:
    """The question's term groups as the index searched them (typos mended), and the unknown ones.

    Entities from the conversation count too ("its cold start" after a Lambda
    question is about Lambda). Without a source that reports its search, the
    question is analysed here and every group counts as known.
    """
    reported = searched.get("query_groups")
    if isinstance(reported, list) and reported:
        groups = [
            TermGroup(str(g["word"]), tuple(g["stems"]), tuple(tuple(p) for p in g["phrases"]))
            for g in reported
            if g.get("known")
        ]
        unknown = [str(g["word"]) for g in reported if not g.get("known")]
    else:
        groups, unknown = list(analyse(question).groups), []
    keys = {g.key for g in groups}
    for entity in entities:
        for g in analyse(entity).groups:
            if g.key not in keys:
                keys.add(g.key)
                groups.append(g)
    return QuestionTerms(tuple(groups), frozenset(keys)), unknown


def _rank(
    hits: list[Hit], terms: QuestionTerms, question: str, types: list[str], shape: Shape
) -> tuple[Evidence, list[Candidate]]:
    """The hits' quotable sentences, best first."""
    evidence = gather(hits)
    score_candidates(evidence.candidates, terms, boost=_intent_boost(question, types))
    ranked = sorted(evidence.candidates, key=lambda c: c.score, reverse=True)
    return evidence, ranked


def _intent_boost(question: str, types: list[str]) -> Callable[[Candidate], float]:
    """A bonus for sentences shaped like an answer to this kind of question.

    Passages whose title or heading fits the question type ("Lambda vs ECS"
    for a comparison, "Troubleshooting" for an error) and sentences using the
    question's intent words ("difference", "fix") rank above mere mentions.
    """
    prefixes = [w[:5] for w in intent_terms(question)]
    about_versions = bool(_VERSION_QUESTION.search(question))

    def boost(c: Candidate) -> float:
        said = sum(1 for p in prefixes if any(w.startswith(p) for w in c.words))
        bonus = 0.08 * intent_fit(types, c.hit.title, c.hit.heading or "") + 0.05 * min(2, said)
        # A changelog names every feature, but says how to use none of them.
        if not about_versions and _CHANGELOG.search(f"{c.hit.title} › {c.hit.heading or ''} › {c.hit.path or ''}"):
            bonus -= CHANGELOG_PENALTY
        return bonus

    return boost


def _relevant(ranked: list[Candidate], terms: QuestionTerms, unknown: list[str]) -> bool:
    """Something found is about the question.

    Not when the question has no searchable words, when at least half as many
    of its words are unknown to the index as known (the documents are about
    something else), or when what was found covers too little of the question.
    """
    if not ranked or not terms.groups:
        return False
    if unknown and 2 * len(unknown) >= len(terms.groups):
        # "pizza topping in Redis": the documents know Redis, not what is asked about it.
        return False
    # A passage the index found covering much of the question is evidence even
    # when no single sentence of it names every word (long, chatty questions).
    passage = max((float(c.hit.meta.get("coverage", 0.0)) for c in ranked[:20]), default=0.0)
    return passage >= MIN_PASSAGE_COVERAGE or max(c.coverage for c in ranked[:20]) >= MIN_COVERAGE


# --- suggestions, nothing found -------------------------------------------------

def _topic(title: str) -> str:
    """The subject part of a title: "AWS Lambda: limits and scaling" -> "AWS Lambda"."""
    return re.split(r"\s*[:—–(]\s*|\s+-\s+|\s+and\s+", title, maxsplit=1)[0].strip(" \"'")


_FOLLOWUPS: tuple[tuple[str, str], ...] = (
    (r"pric|cost|billing", "How much does {topic} cost?"),
    (r"limit|quota", "What are the limits of {topic}?"),
    (r"pitfall|gotcha|mistake", "What are the common pitfalls with {topic}?"),
    (r"troubleshoot|error|debug|symptom", "How do I troubleshoot {topic}?"),
    (r"verify|monitor", "How do I check that {topic} works?"),
    (r"prerequisite|before", "What are the prerequisites for {topic}?"),
    (r"scal", "How does {topic} scale?"),
    (r"security|auth|permission", "How do I secure {topic}?"),
)


# Headings that only structure a document ("Overview", "Comparison table") make
# meaningless questions; only headings naming a subject become suggestions.
_STRUCTURAL = re.compile(
    r"^(?:overview|summary|introduction|background|context|details|notes?|comparison(?: table)?|"
    r"steps|step-by-step|when to (?:use|choose).*|trade-?offs|key (?:points|concepts|details)|"
    r"answer|references|see also|further reading|faq)$",
    re.I,
)


def _lower_first(text: str) -> str:
    """Lower-case a leading ordinary word, leaving names like "PgBouncer" or "SQS" alone."""
    first = text.split(" ", 1)[0]
    return text[0].lower() + text[1:] if first[1:].islower() else text


def suggest(question: str, hits: list[Hit], options: list[str], detailed: str) -> list[str]:
    """Follow-up questions about sections of the documents found that the answer left out."""
    asked = set(key_terms(question))
    covered = detailed.lower()
    out: list[str] = []
    if len(options) >= 2 and any(re.search(r"migrat", f"{h.title} {h.heading or ''}", re.I) for h in hits):
        out.append(f"How do I migrate from {options[0]} to {options[1]}?")
    for hit in hits:
        heading = (hit.heading or "").split(" › ")[-1].strip()
        topic = _topic(hit.title)
        if topic.split(" ", 1)[0].lower().endswith("ing"):
            # "Migrating a workload ..." names an activity, not a subject the
            # question templates can be about.
            continue
        if not heading or not topic or f"## {heading.lower()}" in covered or set(key_terms(heading)) <= asked:
            continue
        text = next(
            (t.format(topic=topic) for pattern, t in _FOLLOWUPS if re.search(pattern, heading, re.I)),
            None if _STRUCTURAL.match(heading) else f"What should I know about {_lower_first(heading)} in {topic}?",
        )
        if text is not None and text not in out:
            out.append(text)
        if len(out) == 3:
            break
    return out


def _nothing_found(question: str, queries: list[str], sources: list[Source], failures: list[str]) -> ResearchResult:
    where = ", ".join(s.name for s in sources) or "no sources are configured"
    searched = "; ".join(f"“{q}”" for q in queries) if queries else "nothing (the question has no searchable words)"
    inline = "I found nothing relevant in the indexed documents."
    quick = (
        f"I found nothing relevant to “{truncate(question, 160)}” in the indexed documents "
        f"(searched {where} for {searched}). Try other keywords, or add your own documents "
        "with `research-bot index PATH`."
    )
    detailed = (
        f"{quick}\n\n## What was searched\n\n- Sources: {where}\n"
        + "\n".join(f"- Query: {q}" for q in queries)
        + ("\n" + "\n".join(f"- {f}" for f in failures) if failures else "")
    )
    return ResearchResult(
        reports=ReportSet(inline=inline, quick=quick, detailed=detailed),
        citations=[],
        suggestions=[],
        quality=Quality(score=0.0, passed=False, issues=["nothing relevant found", *failures], checks={"queries": queries}),
        usage=Usage(),
        mode="extractive",
        found=False,
    )
