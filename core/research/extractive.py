"""Answering without a model: quote the best sentences of the sources, with citations.

The researcher searches every source with queries built from the question's
key terms (and each option of a comparison on its own), scores whole
sentences from the passages found, picks diverse ones, and lays them out in
three lengths. Every sentence is quoted verbatim apart from markdown syntax
and ends with the `[n]` of the passage it came from; nothing is paraphrased,
so nothing can be invented. When the evidence is too thin it says so.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass

from core.models import Citation, Quality, ReportSet, Usage
from core.profiles import Section, TypeProfile
from core.research.base import ProgressCallback, ResearchRequest, ResearchResult, emit
from core.research.cues import intent_fit, section_fit
from core.research.quality import log_quality, validate
from core.research.sentences import Candidate, extract_candidates, score_candidates, select, stems_of
from core.research.support import passages_for
from core.sources.base import Hit, Source
from core.text import compared_options, intent_terms, key_terms, stem, truncate

log = logging.getLogger(__name__)

HITS_PER_QUERY = 8
MAX_HITS = 16
QUICK_MIN, QUICK_MAX = 3, 5
PER_SECTION = 3
# Sections any relevant sentence may fill when none carries the section's cue words.
_OPEN_SECTIONS = frozenset({"overview", "answer", "what it is", "details", "key points"})
MAX_STEPS = 6
# Below these the best sentence is not evidence about the question at all.
MIN_COVERAGE = 0.2
RRF_K = 10


class ExtractiveResearcher:
    """The Researcher used when no model is configured."""

    def __init__(self, sources: list[Source]) -> None:
        self.sources = sources

    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        question = request.standalone.strip() or request.question.strip()
        profile = request.classification.profile
        options = compared_options(question) if request.classification.type == "comparison" else []
        queries = formulate_queries(question, options, request.entities)
        hits, failures = await self._retrieve(queries, progress)
        await emit(progress, "reading", f"{len(hits)} passages")

        query_stems = {stem(t) for t in key_terms(" ".join([question, *request.entities]))}
        types = [request.classification.type, *request.classification.secondary]
        # Scoring and writing take several milliseconds of CPU per turn (more
        # with long web pages); in a thread they leave the event loop free to
        # acknowledge Slack events while many researches run.
        candidates = await asyncio.to_thread(_ranked_candidates, hits, query_stems, question, types)
        if not _relevant(candidates, query_stems):
            return _nothing_found(question, queries, self.sources, failures)

        await emit(progress, "writing", "quoting the best-matching sentences")
        reports, citations = await asyncio.to_thread(_write, profile, candidates, options)
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

    async def _retrieve(self, queries: list[str], progress: ProgressCallback | None) -> tuple[list[Hit], list[str]]:
        """Run every query on every source; fuse the rankings (reciprocal rank fusion)."""
        fused: dict[str, float] = {}
        by_id: dict[str, Hit] = {}
        failures: list[str] = []
        for query in queries:
            await emit(progress, "searching", f"searching {', '.join(s.name for s in self.sources)}", query=query)
            for source in self.sources:
                try:
                    hits = await source.search(query, HITS_PER_QUERY)
                except Exception as exc:  # noqa: BLE001 - one failing source must not sink the answer
                    log.warning("extractive.source_failed source=%s error=%s", source.name, type(exc).__name__)
                    failures.append(f"source {source.name} failed: {type(exc).__name__}")
                    continue
                for rank, hit in enumerate(hits):
                    fused[hit.id] = fused.get(hit.id, 0.0) + 1.0 / (RRF_K + rank)
                    by_id.setdefault(hit.id, hit)
        ranked = sorted(fused, key=lambda i: fused[i], reverse=True)[:MAX_HITS]
        return [by_id[i] for i in ranked], failures


def formulate_queries(question: str, options: list[str], entities: list[str]) -> list[str]:
    """The question's key terms, then each compared option and named entity on its own."""
    queries: list[str] = []
    main = " ".join(key_terms(question))
    if main:
        queries.append(main)
    for extra in [*options, *entities]:
        terms = " ".join(key_terms(extra))
        if terms and terms not in queries:
            queries.append(terms)
    return queries[:5]


def _ranked_candidates(hits: list[Hit], query_stems: set[str], question: str, types: list[str]) -> list[Candidate]:
    """The hits' quotable sentences, best first."""
    candidates = extract_candidates(hits)
    score_candidates(candidates, query_stems, boost=_intent_boost(question, types))
    candidates.sort(key=lambda c: c.score, reverse=True)
    return candidates


def _write(profile: TypeProfile, candidates: list[Candidate], options: list[str]) -> tuple[ReportSet, list[Citation]]:
    """The three report lengths, led by the best sentence, and the sources they cite."""
    writer = _Writer()
    lead = candidates[0]
    inline = writer.sentence(lead)
    quick = " ".join(writer.sentence(c) for c in _quick(candidates, lead, options))
    detailed = _detailed(writer, profile, candidates, lead, options)
    return ReportSet(inline=inline, quick=quick, detailed=detailed), writer.citations


def _intent_boost(question: str, types: list[str]) -> Callable[[Candidate], float]:
    """A bonus for sentences shaped like an answer to this kind of question.

    Passages whose title or heading fits the question type ("Lambda vs ECS"
    for a comparison, "Troubleshooting" for an error) and sentences using the
    question's intent words ("difference", "fix") rank above mere mentions.
    """
    prefixes = [w[:5] for w in intent_terms(question)]

    def boost(c: Candidate) -> float:
        said = sum(1 for p in prefixes if any(w.startswith(p) for w in c.words))
        return 0.08 * intent_fit(types, c.hit.title, c.hit.heading or "") + 0.05 * min(2, said)

    return boost


def _relevant(candidates: list[Candidate], query_stems: set[str]) -> bool:
    if not candidates or not query_stems:
        return False
    best_matched = max(len(c.matched) for c in candidates)
    return candidates[0].coverage >= MIN_COVERAGE and best_matched >= min(2, len(query_stems))


def _option_stem(option: str) -> str | None:
    """The word naming an option: the last key term ("AWS Lambda" -> "lambda")."""
    terms = key_terms(option)
    return stem(terms[-1]) if terms else None


def _quick(candidates: list[Candidate], lead: Candidate, options: list[str]) -> list[Candidate]:
    floor = 0.5 * lead.score
    picks = [lead]
    # A comparison's summary should speak about every option, not only the first.
    for option in options:
        word = _option_stem(option)
        if word and not any(word in c.stems for c in picks):
            best = select([c for c in candidates if word in c.stems and c.score >= floor], 1, chosen=picks)
            picks.extend(best)
    more = select([c for c in candidates if c.score >= floor], QUICK_MAX - len(picks), chosen=picks)
    picks.extend(more)
    if len(picks) < QUICK_MIN:
        picks.extend(select(candidates, QUICK_MIN - len(picks), chosen=picks))
    return picks[:QUICK_MAX]


# --- writing --------------------------------------------------------------------------


class _Writer:
    """Turns candidates into cited sentences, numbering sources by first use."""

    def __init__(self) -> None:
        self.citations: list[Citation] = []
        self._numbers: dict[tuple[str, str], int] = {}

    def number(self, c: Candidate) -> int:
        hit = c.hit
        key = (hit.path or hit.url or hit.id, hit.heading or "")
        if key not in self._numbers:
            self._numbers[key] = len(self._numbers) + 1
            self.citations.append(
                Citation(
                    number=self._numbers[key],
                    title=hit.title,
                    url=hit.url,
                    path=hit.path,
                    heading=hit.heading,
                    snippet=truncate(_clean(c.text), 280),
                    source=hit.source,
                )
            )
        return self._numbers[key]

    def sentence(self, c: Candidate) -> str:
        text = _clean(c.text)
        marker = f"[{self.number(c)}]"
        if text.endswith("."):
            return f"{text[:-1]} {marker}."
        return f"{text} {marker}"


_FOREIGN_MARKER = re.compile(r"\s*\[\d{1,3}\]")


def _clean(text: str) -> str:
    # A source's own "[3]" would read as one of our citations.
    return _FOREIGN_MARKER.sub("", text).strip()


@dataclass
class _Block:
    """A detailed-report section's chosen sentences and how to lay them out."""

    section: Section
    layout: str  # "bullets" | "numbered" | "table"
    picks: list[Candidate]
    rows: list[tuple[str, Candidate, Candidate | None]] | None = None


def _detailed(
    writer: _Writer, profile: TypeProfile, candidates: list[Candidate], lead: Candidate, options: list[str]
) -> str:
    """Choose sentences for every section first, then write them in section order.

    The comparison table chooses first so each option's defining sentence
    lands in the table rather than in the overview; writing afterwards keeps
    citation numbers in reading order.
    """
    pool = _evidence_pool(candidates, lead)
    used: list[Candidate] = [lead]
    blocks: dict[str, _Block] = {}
    ordered = sorted(profile.sections, key=lambda s: "|table|" not in s.markers)
    for section in ordered:
        block = _choose(section, pool, used, options)
        if block is not None:
            blocks[section.title] = block
    parts = [writer.sentence(lead)]
    for section in profile.sections:
        block = blocks.get(section.title)
        if block is not None:
            parts.append(f"## {section.title}\n\n{_render(writer, block)}")
    return "\n\n".join(parts)


def _evidence_pool(candidates: list[Candidate], lead: Candidate) -> list[Candidate]:
    """Sentences relevant enough to quote anywhere in the detailed report."""
    return [
        c
        for c in candidates
        if c.score >= 0.4 * lead.score and c.coverage >= 0.4 * lead.coverage and c.matched
    ]


def _choose(section: Section, pool: list[Candidate], used: list[Candidate], options: list[str]) -> _Block | None:
    if "|table|" in section.markers:
        rows = _table_rows(pool, used, options)
        if rows:
            return _Block(section, "table", [], rows)
    numbered = "|numbered|" in section.markers
    fits = {c: section_fit(section.title, c.text, c.hit.heading or "") for c in pool}
    fitting = [c for c in pool if fits[c] >= 0.3]
    k = MAX_STEPS if numbered else PER_SECTION
    picks = select(fitting, k, chosen=used, value=lambda c: c.score + 0.5 * fits[c])
    if not picks and section.title.lower() in _OPEN_SECTIONS:
        picks = select(pool, PER_SECTION, chosen=used)
    if not picks:
        return None
    used.extend(picks)
    if numbered:
        # Steps read in the order their documents give them.
        picks.sort(key=_reading_order(picks))
    return _Block(section, "numbered" if numbered else "bullets", picks)


def _reading_order(picks: list[Candidate]) -> Callable[[Candidate], tuple[int, int, int]]:
    """Document by document (best first), then in the order each document reads."""
    first_rank: dict[str, int] = {}
    for c in sorted(picks, key=lambda c: c.hit_rank):
        first_rank.setdefault(c.hit.path or c.hit.url or c.hit.title, c.hit_rank)

    def key(c: Candidate) -> tuple[int, int, int]:
        doc = c.hit.path or c.hit.url or c.hit.title
        return (first_rank[doc], int(c.hit.meta.get("position", c.hit_rank)), c.position)

    return key


def _render(writer: _Writer, block: _Block) -> str:
    if block.layout == "table" and block.rows:
        return _render_table(writer, block.rows)
    if block.layout == "numbered":
        return "\n".join(f"{i}. {writer.sentence(c)}" for i, c in enumerate(block.picks, start=1))
    return "\n".join(f"- {writer.sentence(c)}" for c in block.picks)


def _table_rows(
    pool: list[Candidate], used: list[Candidate], options: list[str]
) -> list[tuple[str, Candidate, Candidate | None]]:
    """Per option: the sentence that best describes it and, if any, when to use it."""
    if len(options) < 2:
        return []
    rows: list[tuple[str, Candidate, Candidate | None]] = []
    for option in options:
        word = _option_stem(option)
        others = {_option_stem(x) for x in options if x != option}
        about = [c for c in pool if word in c.stems]

        def describes(c: Candidate, word: str | None = word, others: set[str | None] = others) -> float:
            # Sentences about this option alone, from its own document, define it best.
            alone = 0.0 if c.stems & others else 0.3
            title = stems_of(c.hit.title)
            own = 0.2 if word in title and not title & others else 0.0
            return c.score + alone + own + 0.3 * section_fit("overview", c.text, "")

        what = select(about, 1, chosen=used, value=describes)
        if not what:
            continue
        used.extend(what)
        when = select(
            [c for c in about if section_fit("when to choose which", c.text, c.hit.heading or "") >= 0.3],
            1,
            chosen=used,
        )
        used.extend(when)
        rows.append((option, what[0], when[0] if when else None))
    return rows if len(rows) >= 2 else []


def _render_table(writer: _Writer, rows: list[tuple[str, Candidate, Candidate | None]]) -> str:
    with_when = any(when for _, _, when in rows)
    lines = [
        "| Option | What the documents say |" + (" Best suited to |" if with_when else ""),
        "| --- | --- |" + (" --- |" if with_when else ""),
    ]
    for option, what, when in rows:
        cells = [_cell(option), _cell(writer.sentence(what))]
        if with_when:
            cells.append(_cell(writer.sentence(when)) if when else "—")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


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
