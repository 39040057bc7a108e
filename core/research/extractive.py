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
import contextvars
import functools
import logging
import re
import time
import unicodedata
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from core.models import Quality, ReportSet, Usage
from core.records import bus
from core.records.events import Decision, StageTimed, ToolCall
from core.records.redact import redact_text
from core.research.base import ProgressCallback, ResearchRequest, ResearchResult, emit
from core.research.cues import intent_fit
from core.research.passages import Candidate, Evidence, gather, project_of, stems_of
from core.research.quality import log_quality, validate
from core.research.quotes import Shape, option_stem, shape_of, write
from core.research.sentences import QuestionTerms, score_candidates
from core.research.support import passages_for
from core.sources.base import Hit, Source
from core.sources.query import TermGroup, analyse, clean_question
from core.sources.retrieval import named_projects
from core.text import compared_options, intent_terms, key_terms, stem, truncate

log = logging.getLogger(__name__)

T = TypeVar("T")

HITS_PER_QUERY = 8
MAX_HITS = 16
MAX_QUERIES = 4
# A passage found only by an option's or an entity's own query is scored for
# that query alone: it counts this share, scaled by how much of the question it covers.
SIDE_SHARE = 0.8
# ... and this share again when its project (the indexed folder) is none the question's own
# query found: "a JSON serializer in cachelib instead of pickle?" searches "pickle" alone,
# which finds another project's pickling page, not an answer about cachelib.
FOREIGN_SIDE_SHARE = 0.5
# A comparison is best answered where both options are discussed together, and
# best of all by a document written to compare them ("AWS Lambda vs Amazon ECS").
BOTH_IN_HEADING = 0.1
BOTH_IN_TEXT = 0.05
COMPARING_DOCUMENT = 0.25
# Numbered steps found through their document inherit this share of its score.
PROCEDURE_SHARE = 0.95
PROCEDURE_DOCS = 2
COMPARING_SECTIONS = 8
EXAMPLE_SECTIONS = 6
# The best sentence must cover this share of the question's (known) terms.
MIN_COVERAGE = 0.25
MIN_PASSAGE_COVERAGE = 0.5
# Cosine similarity of static embeddings (question vs passage) above which a passage is about the question.
MIN_MEANING = 0.35
# A question naming this many words the index knows (besides a project's name) is about
# the documents however many chatty words it adds ("need slugs capped at 15 chars
# without chopping a word in half"); below it, mostly-unknown words mean another topic.
MIN_KNOWN_WORDS = 3
# An unknown word shaped like a word of the documents' language ("pizza", "хлеб" beside
# Russian passages) names a subject they lack. One that cannot be such a word — a Latin word
# with no vowel ("zzqxv", accents aside), digits among its letters ("py311", "1W-5W"), a script
# the passages found are not written in ("持久化" beside English ones) — is a typo, a code or a
# foreign word: in no chunk, it is evidence for or against no passage, and the question is
# judged by the words the index knows.
_LATIN_WORD_SHAPED = re.compile(r"(?=[a-z' -]*[aeiouy])[a-z' -]+", re.I)
# A team indexing only its own few pages lacks plain words any big index holds ("is pyrsistent
# slow?", "cite ftfy in a paper"): a word the documentation of several projects writes is such a
# word, unseen here by chance, not a subject the documents lack ("pizza"). tools/build_doc_words.py.
DOC_WORDS_PATH = Path(__file__).resolve().parents[1] / "data" / "doc_words.txt"


@lru_cache(maxsize=1)
def doc_words() -> frozenset[str]:
    """The stems written in at least three projects' documentation (`DOC_WORDS_PATH`)."""
    return frozenset(DOC_WORDS_PATH.read_text(encoding="utf-8").split())

CHANGELOG_PENALTY = 0.15
CHANGELOG_SHARE = 0.75
_CHANGELOG = re.compile(
    r"\b(?:change ?log|changes|release notes|history|news|what'?s new)\b|(?:^|› )(?:version|release|v)? ?\d+\.\d+",
    re.I,
)
_VERSION_QUESTION = re.compile(r"\b(?:version|release[ds]?|changelog|changed|added in|deprecated|since|upgrad\w*|new in)\b", re.I)


# Scoring and writing take several milliseconds of pure-Python CPU per turn. They run
# off the loop so it can acknowledge Slack events, and on one thread of their own, in
# order: under the GIL two of them at once finish no sooner than one after the other, and
# each extra runnable thread is another switch interval (5 ms) the loop and the liveness
# thread wait for the GIL; the longest /healthz stalls of an offline burst came with
# two or three at once in asyncio's shared pool (docs/scaling.md, nineteenth pass).
_QUOTING = ThreadPoolExecutor(max_workers=1, thread_name_prefix="extractive")


async def quoting_thread(work: Callable[..., T], *args: object) -> T:
    """`work(*args)` on the extractive thread, with the caller's context (as `asyncio.to_thread`)."""
    call = functools.partial(contextvars.copy_context().run, work, *args)
    return await asyncio.get_running_loop().run_in_executor(_QUOTING, call)


def _announce(source: str, query: str, started: float, hits: int = 0, error: str | None = None) -> None:
    bus.emit(ToolCall(
        source=source,
        tool=f"search_{source}",
        arguments={"query": redact_text(query), "limit": HITS_PER_QUERY},
        duration_ms=(time.perf_counter() - started) * 1000,
        hits=hits,
        error=error,
    ))


class ExtractiveResearcher:
    """The Researcher used when no model is configured."""

    def __init__(self, sources: list[Source]) -> None:
        self.sources = sources

    async def research(self, request: ResearchRequest, progress: ProgressCallback | None = None) -> ResearchResult:
        question = clean_question(request.standalone.strip() or request.question.strip())
        qtype = request.classification.type
        # The classifier's label is a guess; a question that says "vs" compares whatever it was labelled.
        compares = qtype == "comparison" or "comparison" in request.classification.secondary or _EXPLICIT_COMPARISON.search(question)
        options = comparison_options(question) if compares else []
        queries = formulate_queries(question, options, request.entities)
        bus.emit(Decision("strategy", f"quote the sources without a model ({len(queries)} "
                          f"quer{'y' if len(queries) == 1 else 'ies'})", {
            "queries": [redact_text(q, 120) for q in queries], "options": options[:6],
        }))
        found, failures, searched = await self._retrieve(queries, progress)

        terms, unknown = question_terms(question, request.entities, searched)
        types = [qtype, *request.classification.secondary]
        shape = shape_of(question, qtype, options, terms)
        hits = weigh_hits(found, terms, options, about_versions=bool(_VERSION_QUESTION.search(question)))
        if shape.wants_steps:
            hits = await self._with_sections(hits, "steps", best_documents(hits))
        if shape.wants_code:
            # The best document's examples, wherever its sections are in the ranking.
            hits = await self._with_sections(hits, "code", best_documents(hits, 1), EXAMPLE_SECTIONS)
        if hits and not _holds(hits[0], "code"):
            # An option's example often sits in its own "Examples" subsection, whose words say
            # nothing of the question: the best section's first child with code joins the hits.
            hits = await self._with_sections(hits, "code", hits[:1], 1, children=True)
        if len(options) >= 2:
            # A document written to compare the options answers the question whole:
            # its table and its "when to choose" section, whatever words they use.
            hits = await self._with_sections(hits, None, comparing_documents(hits, options), COMPARING_SECTIONS)
        await emit(progress, "reading", f"{len(hits)} passages")
        evidence, ranked = await quoting_thread(_rank, hits, terms, question, types, shape)
        if not _relevant(ranked, terms, unknown, [t.hit for t in evidence.tables]):
            return _nothing_found(question, queries, self.sources, failures)

        await emit(progress, "writing", "quoting the best-matching passages")
        started = time.perf_counter()
        # A project the question names by folder name is the one asked about (`choose_lead`).
        named = frozenset(named_projects(question, {p for hit in hits if (p := _project(hit))}))
        reports, citations = await quoting_thread(
            write, request.classification.profile, evidence, ranked, shape, terms, named
        )
        bus.emit(StageTimed("write", (time.perf_counter() - started) * 1000))
        await emit(progress, "validating", f"{len(citations)} citations")
        quality = validate(reports, citations, request.classification, question, request.entities)
        log_quality(quality, "extractive")
        if failures:
            quality.issues.extend(failures)
        return ResearchResult(
            reports=reports,
            citations=citations,
            suggestions=suggest(question, hits, options, reports.detailed, {c.title for c in citations}),
            quality=quality,
            usage=Usage(),
            mode="extractive",
            found=True,
            passages=passages_for(citations, hits),
        )

    async def _retrieve(
        self, queries: list[str], progress: ProgressCallback | None
    ) -> tuple[list[tuple[Hit, bool]], list[str], dict[str, object]]:
        """Run every query on every source: each hit once, and whether the question itself found it.

        Also returns what a source reported searching for the first query
        (its term groups after typo correction), when it reports that.
        """
        found: dict[str, tuple[Hit, bool]] = {}
        failures: list[str] = []
        searched: dict[str, object] = {}
        for n, query in enumerate(queries):
            await emit(progress, "searching", f"searching {', '.join(s.name for s in self.sources)}", query=query)
            for source in self.sources:
                started = time.perf_counter()
                try:
                    hits = await source.search(query, HITS_PER_QUERY)
                except Exception as exc:  # noqa: BLE001 - one failing source must not sink the answer
                    log.warning("extractive.source_failed source=%s error=%s", source.name, type(exc).__name__)
                    failures.append(f"source {source.name} failed: {type(exc).__name__}")
                    _announce(source.name, query, started, error=type(exc).__name__)
                    continue
                _announce(source.name, query, started, hits=len(hits))
                if n == 0 and hits and not searched and "query_groups" in hits[0].meta:
                    searched = hits[0].meta
                for hit in hits:
                    if hit.id not in found:
                        found[hit.id] = (hit, n == 0)
        return list(found.values()), failures, searched

    async def _with_sections(
        self, hits: list[Hit], kind: str | None, docs: list[Hit], limit: int = 2, children: bool = False
    ) -> list[Hit]:
        """The given documents' sections (with `children`, those under the given hit's heading)
        holding `kind` ("steps", "table"; None: any) join the hits.

        They inherit PROCEDURE_SHARE of their document's score, even when
        their own words miss the question: "How do I migrate from Lambda to
        ECS?" finds the runbook by its title and introduction, and its
        "Steps" section is where the answer is.
        """
        seen = {h.id for h in hits}
        added: list[Hit] = []
        for doc in docs:
            for source in self.sources:
                lookup = getattr(source, "sections_holding", None)
                if lookup is None or source.name != doc.source:
                    continue
                try:
                    extra = await lookup(doc, kind, limit, children)
                except Exception as exc:  # noqa: BLE001 - the answer stands without them
                    log.warning("extractive.sections_failed source=%s error=%s", source.name, type(exc).__name__)
                    continue
                for hit in extra:
                    if hit.id not in seen:
                        seen.add(hit.id)
                        meta = {**hit.meta, "via_document": True, "under_best": children}
                        added.append(hit.model_copy(update={"score": round(PROCEDURE_SHARE * doc.score, 4), "meta": meta}))
        if not added:
            return hits
        return sorted([*hits, *added], key=lambda h: h.score, reverse=True)[: MAX_HITS + len(added)]


def _holds(hit: Hit, kind: str) -> bool:
    return any(block.get("k") == kind for block in hit.meta.get("blocks", ()))


def best_documents(hits: list[Hit], limit: int = PROCEDURE_DOCS) -> list[Hit]:
    """The best hit of each of the best documents (those scoring at least 0.8 of the first)."""
    docs: list[Hit] = []
    for hit in hits:
        if len(docs) == limit or (docs and hit.score < 0.8 * docs[0].score):
            break
        if all((hit.path or hit.url) != (d.path or d.url) for d in docs):
            docs.append(hit)
    return docs


def comparing_documents(hits: list[Hit], options: list[str]) -> list[Hit]:
    """The best hit of the best document written to compare the options (its title names them all)."""
    words = [w for w in (option_stem(o) for o in options) if w]
    for hit in hits:
        title = stems_of(hit.title)
        if len(words) >= 2 and all(w in title for w in words) and intent_fit(["comparison"], hit.title, ""):
            return [hit]
    return []


def comparison_options(question: str) -> list[str]:
    """The options of a question that really compares ("Redis vs Memcached", "X or Y?").

    "Write and register a custom filter" joins two verbs with "and": without a
    word that signals a choice, options split on "and" are not a comparison.
    """
    options = compared_options(question)
    if options and not _COMPARISON_CUE.search(question):
        return []
    return options


_EXPLICIT_COMPARISON = re.compile(r"\bvs\.?(?!\w)|\bversus\b|\bdifferences? between\b|\bcompared? (?:to|with)\b", re.I)
_COMPARISON_CUE = re.compile(
    r"\b(?:vs\.?|versus|or|compared?|comparing|comparison|differ\w*|better|worse|faster|slower|cheaper|"
    r"choose|choosing|pick|prefer|instead|between|which|over)\b",
    re.I,
)


def weigh_hits(
    found: list[tuple[Hit, bool]], terms: QuestionTerms, options: list[str], about_versions: bool = False
) -> list[Hit]:
    """The hits scored against the question as asked, best first.

    A hit the question's own query found keeps its score. One found only by
    an option's or an entity's query ("memcached") was scored for that one
    word: it counts SIDE_SHARE, scaled by the share of the question it covers,
    and FOREIGN_SIDE_SHARE of that when no hit of the question's own query
    comes from its project (a lone word finds other projects' pages).
    For a comparison, passages naming every option (in their heading, else
    their text) rank above those about one of them, and a document written
    to compare them (its title says "vs", "choosing"...) above all. Unless
    the question is about versions, a changelog names every feature but says
    how to use none of them: its passages count CHANGELOG_SHARE.
    """
    option_stems = [s for s in (option_stem(o) for o in options) if s]
    asked_projects = {_project(hit) for hit, by_question in found if by_question} - {None}
    out: list[Hit] = []
    for hit, by_question in found:
        score = hit.score
        if not by_question and terms.groups:
            covered = len(terms.matched(stems_of(f"{hit.title} {hit.heading or ''} {hit.text or hit.snippet}")))
            score *= SIDE_SHARE * (0.5 + 0.5 * covered / len(terms.groups))
            if asked_projects and _project(hit) not in asked_projects:
                score *= FOREIGN_SIDE_SHARE
        if not about_versions and _is_changelog(hit):
            score *= CHANGELOG_SHARE
        if len(option_stems) >= 2:
            where = stems_of(f"{hit.title} {hit.heading or ''}")
            if all(o in where for o in option_stems):
                score += BOTH_IN_HEADING + COMPARING_DOCUMENT * intent_fit(["comparison"], hit.title, hit.heading or "")
            elif all(o in stems_of(hit.text or hit.snippet) for o in option_stems):
                score += BOTH_IN_TEXT
        out.append(hit if score == hit.score else hit.model_copy(update={"score": round(score, 4)}))
    out.sort(key=lambda h: h.score, reverse=True)
    return out[:MAX_HITS]


def _project(hit: Hit) -> str | None:
    """The indexed folder a hit comes from (its path's first part); None for a hit with no path."""
    return project_of(hit.path) if hit.path else None


def formulate_queries(question: str, options: list[str], entities: list[str]) -> list[str]:
    """The question itself, then each compared option and each entity it does not name."""
    queries: list[str] = []
    # Asked of the search's own reading (every script), not of `key_terms`, which keeps
    # ASCII words only: "Когда выполняется резервное копирование?" has words to search.
    if analyse(question).groups:
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
            TermGroup(str(g["word"]), tuple(g["stems"]), tuple(tuple(p) for p in g["phrases"]), literal=bool(g.get("literal")))
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
    emphasis = shape.focus if shape.options else frozenset()
    weights = score_candidates(evidence.candidates, terms, boost=_intent_boost(question, types), emphasis=emphasis)
    if not emphasis:
        evidence.weights = weights
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
    # Many candidates share one passage's title and heading: each pair is matched once.
    fits: dict[tuple[str, str], float] = {}

    def boost(c: Candidate) -> float:
        said = sum(1 for p in prefixes if any(w.startswith(p) for w in c.words))
        place = (c.hit.title, c.hit.heading or "")
        fit = fits.get(place)
        if fit is None:
            fit = fits[place] = intent_fit(types, *place)
        bonus = 0.08 * fit + 0.05 * min(2, said)
        # A changelog names every feature, but says how to use none of them.
        if not about_versions and _is_changelog(c.hit):
            bonus -= CHANGELOG_PENALTY
        return bonus

    return boost


def _is_changelog(hit: Hit) -> bool:
    return _names_changes(f"{hit.title} › {hit.heading or ''} › {hit.path or ''}")


@lru_cache(maxsize=4096)
def _names_changes(place: str) -> bool:
    """Kept per place: every quotable sentence of a passage asks again (~50 a turn for ~8
    passages), and the case-blind search costs more than building the key."""
    return bool(_CHANGELOG.search(place))


def _relevant(ranked: list[Candidate], terms: QuestionTerms, unknown: list[str], table_hits: list[Hit]) -> bool:
    """Something found is about the question.

    Not when the question has no searchable words, when it names fewer than
    three words the index knows besides a project's name, and at least half as
    many unknown words shaped like words (the documents are about something
    else; an unknown code, typo or foreign word says nothing either way), or when what
    was found covers too little of the question and is not close to it in
    meaning either.
    """
    if not ranked or not terms.groups:
        return False
    subjects = [w for w in unknown if _word_shaped(w, ranked) and stem(w.lower()) not in doc_words()]
    if subjects and 2 * len(subjects) >= len(terms.groups) and len(_topic_words(ranked, terms)) < MIN_KNOWN_WORDS:
        # "pizza topping in Redis": the documents know Redis, not what is asked about it.
        return False
    # A passage the index found covering much of the question is evidence even
    # when no single sentence of it names every word (long, chatty questions);
    # so is a table, which has no sentence at all (a README's table of colours).
    passage = max((float(h.meta.get("coverage", 0.0)) for h in [*(c.hit for c in ranked), *table_hits]), default=0.0)
    if passage >= MIN_PASSAGE_COVERAGE or max(c.coverage for c in ranked) >= MIN_COVERAGE:
        return True
    # A value the question quotes ("says 'a moment'"), found as written: the passage is about it.
    if any(g.literal for g in terms.groups):
        passages = {id(c.hit): c.hit for c in ranked}.values()
        if any(terms.literals_in(h.text or h.snippet) for h in passages):
            return True
    # "structlog feels slow, any performance tips?" shares few rare words with
    # the performance page but plainly means it: close in meaning, and sharing some words.
    meaning = max((float(c.hit.meta.get("embedding", 0.0)) for c in ranked), default=0.0)
    return meaning >= MIN_MEANING and passage >= MIN_PASSAGE_COVERAGE / 2


def _word_shaped(word: str, ranked: list[Candidate]) -> bool:
    """`word` could be a word of the found passages' language (see `_LATIN_WORD_SHAPED`)."""
    if word.isascii():
        return _LATIN_WORD_SHAPED.fullmatch(word) is not None
    letters = re.sub(r"[' -]", "", word)
    if not letters.isalpha():
        return False
    scripts = {_script(c) for c in letters}
    if scripts == {"LATIN"}:
        # "brötchen", "configuración": the accents aside, shaped as any Latin word is.
        bare = "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))
        return _LATIN_WORD_SHAPED.fullmatch(bare) is not None
    if "LATIN" in scripts:
        return False
    written = {_script(ch) for c in ranked for ch in f"{c.hit.title} {c.hit.text or c.hit.snippet}" if not ch.isascii() and ch.isalpha()}
    return scripts <= written


@lru_cache(maxsize=4096)
def _script(char: str) -> str:
    """The script a letter is written in, as Unicode names it first ("CYRILLIC", "HIRAGANA", "CJK")."""
    return unicodedata.name(char, "UNKNOWN").split(" ", 1)[0]


def _topic_words(ranked: list[Candidate], terms: QuestionTerms) -> list[str]:
    """The question's known words, less those naming a found passage's project.

    In an index of one project its name is in every passage: "can python-slugify
    order me a pizza?" knows only "order" of what it asks.
    """
    projects = {p for c in ranked if (p := _project(c.hit))}
    names = stems_of(" ".join(re.sub(r"[-_.]", " ", p) for p in projects))
    return [g.key for g in terms.groups if not terms.matches(g, names)]


# --- suggestions, nothing found -------------------------------------------------

def _topic(title: str) -> str:
    """The subject part of a title: "AWS Lambda: limits and scaling" -> "AWS Lambda"; "Redis data
    types, persistence and memory management" -> "Redis data types" (it was "…, persistence")."""
    return re.split(r"\s*[:—–(,]\s*|\s+-\s+|\s+and\s+", title, maxsplit=1)[0].strip(" \"'")


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
    """Lower-case a leading ordinary word, leaving names like "PgBouncer" or "SQS" alone, and a
    capitalised word before another ("Amazon SQS", "Apache Kafka", "Savings Plans"): a name."""
    first, _, rest = text.partition(" ")
    if rest[:1].isupper() and not first.endswith(":"):
        return text
    return text[0].lower() + text[1:] if first[1:].islower() else text


def suggest(question: str, hits: list[Hit], options: list[str], detailed: str, quoted: set[str]) -> list[str]:
    """Follow-up questions about sections of the documents found that the answer left out: of a
    document it quotes (`quoted`, their titles) or whose title shares a word with the question."""
    asked = set(key_terms(question))
    named = {stem(w) for w in asked}
    covered = detailed.lower()
    out: list[str] = []
    if len(options) >= 2 and any(re.search(r"migrat", f"{h.title} {h.heading or ''}", re.I) for h in hits):
        out.append(f"How do I migrate from {options[0]} to {options[1]}?")
    for hit in hits:
        if hit.title not in quoted and not named & {stem(w) for w in key_terms(hit.title)}:
            # A stray hit on one word ("visibility first: tagging, budgets …" in a cost document, for
            # SQS's visibility timeout): a suggestion from it leads to an answer about something else.
            continue
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
    # Each query cut as the question is: one built from a pasted log or trace would echo
    # it whole (the detailed report lists the queries in full).
    searched = "; ".join(f"“{truncate(q, 160)}”" for q in queries)
    searched = searched or "nothing (the question has no searchable words)"
    inline = "I found nothing relevant in the indexed documents."
    quick = (
        f"I found nothing relevant to “{truncate(question, 160)}” in the indexed documents "
        # What to try next depends on who reads it (`replies.nothing_found_hint`), added by the assistant.
        f"(searched {where} for {searched})."
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
