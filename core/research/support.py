"""Does the cited passage support the sentence citing it? Checked on every answer.

Offline first, with no model: a claim (the text a citation marker closes) is
compared with its cited passage by content-word and entity overlap; numbers
and code tokens in the claim must appear in the passage word for word. Each
(claim, source) pair comes out supported, unsupported or undecided. With a
model configured, only the undecided claims are sent to it, in one short call.

Unsupported citations are repaired before the reply is posted: a marker is
re-pointed to another cited source that supports the claim, a marker a
co-cited source already covers is removed, and a claim no source supports is
dropped (its sentence, list item or table row). Code blocks and headings are
never touched. Citation precision (supported / decided pairs) is reported as
drafted and as posted.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Literal

from pydantic import BaseModel, Field

from core.deadline import Deadline
from core.llm import LLM, LLMError
from core.models import Citation, ReportSet, Usage
from core.research.citations import MARKER_RE, cited_numbers
from core.sources.base import Hit
from core.text import FENCE, content_words, inline_plain, split_sentences, stem

log = logging.getLogger("core.research.support")

Verdict = Literal["supported", "unsupported", "undecided"]

# Share of a claim's (weighted) content words a passage must contain.
SUPPORTED_AT = 0.6
UNSUPPORTED_BELOW = 0.25
# A claim this short leans on its sentence: the whole sentence is checked instead.
_MIN_CLAIM_WORDS = 3
_MAX_MODEL_ITEMS = 12
_EXCERPT_CHARS = 600
# Less than this left of the turn and undecided claims are kept as they are.
_MIN_MODEL_SECONDS = 1.0
# How much better another source must cover a loosely matched claim to count as the one meant.
_MISATTRIBUTED_MARGIN = 0.3

_NUMBER_RE = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?%?(?![\w])|(?<![\w.,])\d+(?:\.\d+)?%?(?![\w])")
# (a character the token must contain, its pattern): the cheap test skips most patterns.
_CODE_RES = (
    ("`", re.compile(r"`([^`\n]{1,80})`")),
    ("_", re.compile(r"(?<![\w`])([A-Za-z_][\w]*_[\w]+(?:\(\))?)")),  # snake_case identifiers, settings
    ("()", re.compile(r"(?<![\w`])([A-Za-z_][\w.]*\(\))")),  # calls: asyncio.run()
    ("-", re.compile(r"(?<![\w-])(--?[a-z][\w-]{2,})")),  # command-line flags
    ("", re.compile(r"(?<![\w`])([A-Z][A-Z0-9_]{5,}|[A-Z]+[0-9_][A-Z0-9_]*)(?!\w)")),  # ECONNREFUSED, E2BIG
    ("/", re.compile(r"(?<![\w/`])((?:[\w-]+/){1,}[\w.-]+\.\w+)")),  # paths with an extension
)
_CAPITALISED = re.compile(r"\b[A-Z][A-Za-z0-9]*(?:[.-][A-Za-z0-9]+)*")
_NAME_SHAPE = re.compile(r"[A-Z]{2}|[a-z][A-Z]|[0-9]")
_LIST_MARK = re.compile(r"^(\s*(?:[-*+]|\d{1,3}[.)])\s+)")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_MARKER_GROUP = re.compile(r"(?:\s*" + MARKER_RE.pattern + r")+")


_DIGIT = re.compile(r"\d")


def _numbers(text: str) -> set[str]:
    if not _DIGIT.search(text):
        return set()
    return {n.replace(",", "").rstrip("%") for n in _NUMBER_RE.findall(text)}


def _required_numbers(text: str) -> set[str]:
    """Numbers a passage must state itself; small counts are left out (often spelled out: "two")."""
    return {n for n in _numbers(text) if not (n.isdigit() and int(n) <= 10)}


_SHOUTING = re.compile(r"[A-Z][A-Z0-9_]{5}|[A-Z][0-9_]")


def _code_tokens(text: str) -> set[str]:
    tokens: set[str] = set()
    for needs, pattern in _CODE_RES:
        if (needs and needs not in text) or (not needs and not _SHOUTING.search(text)):
            continue
        tokens.update(" ".join(m.split()).lower() for m in pattern.findall(text))
    return {t for t in tokens if len(t) >= 3 and t not in ("e.g", "i.e")}


# Answers and passages repeat the same few hundred words: stemming each once pays.
_stem = lru_cache(maxsize=65536)(stem)


def _stems(text: str) -> set[str]:
    return {_stem(w) for w in content_words(text)}


@dataclass
class Passage:
    """A cited source's text, prepared once per answer."""

    text: str

    @cached_property
    def stems(self) -> set[str]:
        return _stems(self.text)

    @cached_property
    def numbers(self) -> set[str]:
        return _numbers(self.text)

    @cached_property
    def lowered(self) -> str:
        return " ".join(self.text.lower().split())


@dataclass
class Claim:
    """What one marker group asserts, and where it sits in a report."""

    report: str
    line: int
    unit: str  # "sentence" | "item" | "row"
    sentence: str  # the sentence (or row) as written, markers included
    text: str  # the claim without markers and markdown
    numbers: list[int]
    verdicts: dict[int, Verdict] = field(default_factory=dict)
    coverage: dict[int, float] = field(default_factory=dict)

    @cached_property
    def stems(self) -> set[str]:
        return _stems(self.text)

    @cached_property
    def entity_stems(self) -> set[str]:
        """Names: capitalised words inside the sentence; at its start only acronyms and
        CamelCase (RQ, PgBouncer, S3), since any first word is capitalised."""
        names = set()
        for match in _CAPITALISED.finditer(self.text):
            word = match.group(0)
            first = match.start() == 0 or self.text[max(0, match.start() - 2) : match.start()].rstrip() in ".!?"
            if not first or _NAME_SHAPE.search(word):
                names.add(_stem(word.lower()))
        return names

    @cached_property
    def weights(self) -> dict[str, int]:
        entities = self.entity_stems
        return {s: 2 if s in entities else 1 for s in self.stems}

    @cached_property
    def total_weight(self) -> int:
        return sum(self.weights.values())

    @cached_property
    def required(self) -> tuple[set[str], set[str]]:
        return _required_numbers(self.text), _code_tokens(self.text)


def coverage(claim: Claim, *stem_sets: set[str]) -> float:
    """Weighted share of the claim's content words found in any of the passages' stems;
    named entities weigh double."""
    weights = claim.weights
    if not weights:
        return 1.0
    hit = sum(w for s, w in weights.items() if any(s in stems for stems in stem_sets))
    return hit / claim.total_weight


def missing(claim: Claim, passages: Iterable[Passage]) -> list[str]:
    """Numbers and code tokens of the claim that none of `passages` states."""
    numbers, code = claim.required
    pool = list(passages)
    absent = [n for n in sorted(numbers) if not any(n in p.numbers for p in pool)]
    absent += [c for c in sorted(code) if not any(c in p.lowered for p in pool)]
    return absent


def judge_offline(claim: Claim, passages: dict[int, Passage], known: set[int]) -> None:
    """Fill `claim.verdicts` for each cited number.

    A number that is no citation at all is unsupported; a citation whose passage the
    researcher did not hand over cannot be checked and stays undecided. A claim only
    loosely matching its source while another gathered source plainly states it is a
    misattribution: unsupported, so the repair re-points it.
    """
    _judge_cited(claim, passages, known)
    cited = [n for n in claim.numbers if n in passages]
    if cited and all(claim.verdicts[n] == "undecided" for n in cited):
        best = _best_source(claim, passages)
        if best is not None and coverage(claim, passages[best].stems) - max(claim.coverage[n] for n in cited) >= (
            _MISATTRIBUTED_MARGIN
        ):
            for n in cited:
                claim.verdicts[n] = "unsupported"


def _best_source(claim: Claim, passages: dict[int, Passage]) -> int | None:
    """The uncited source that supports the claim best, if any supports it."""
    scored = [(coverage(claim, p.stems), n) for n, p in passages.items() if n not in claim.numbers and supports(claim, p)]
    return max(scored)[1] if scored else None


def _judge_cited(claim: Claim, passages: dict[int, Passage], known: set[int]) -> None:
    cited = [n for n in claim.numbers if n in passages]
    for n in claim.numbers:
        if n not in passages:
            claim.verdicts[n] = "undecided" if n in known else "unsupported"
    if not cited:
        return
    for n in cited:
        claim.coverage[n] = coverage(claim, passages[n].stems)
    together = coverage(claim, *(passages[n].stems for n in cited))
    absent = missing(claim, (passages[n] for n in cited))
    if absent or together < UNSUPPORTED_BELOW:
        for n in cited:
            claim.verdicts[n] = "unsupported"
        return
    if together >= SUPPORTED_AT:
        numbers, code = claim.required
        for n in cited:
            contributes = claim.coverage[n] >= UNSUPPORTED_BELOW or any(
                x in passages[n].numbers for x in numbers
            ) or any(c in passages[n].lowered for c in code)
            claim.verdicts[n] = "supported" if contributes else "unsupported"
        return
    for n in cited:
        claim.verdicts[n] = "undecided"


def supports(claim: Claim, passage: Passage) -> bool:
    """A strict single-source test, used to choose a source to re-point a claim to."""
    return coverage(claim, passage.stems) >= SUPPORTED_AT and not missing(claim, [passage])


# --- finding claims in a report ----------------------------------------------------------


_MARKUP = re.compile(r"[*_\[<]")


def _plain(text: str) -> str:
    text = MARKER_RE.sub(" ", text)
    return inline_plain(text) if _MARKUP.search(text) else " ".join(text.split())


def _claims_in(sentence: str) -> list[tuple[str, list[int]]]:
    """(claim text, cited numbers) per marker group; a short segment stands for its whole sentence."""
    out: list[tuple[str, list[int]]] = []
    start = 0
    whole: str | None = None
    for group in _MARKER_GROUP.finditer(sentence):
        numbers = [int(p) for m in MARKER_RE.finditer(group.group(0)) for p in m.group(1).split(",")]
        segment = _plain(sentence[start : group.start()])
        if len(content_words(segment)) < _MIN_CLAIM_WORDS:
            whole = whole or _plain(sentence)
            segment = whole
        out.append((segment, list(dict.fromkeys(numbers))))
        start = group.end()
    return out


def _text_lines(report: str) -> Iterator[tuple[int, str]]:
    """(index, line) of the lines outside code blocks: only these are ever checked or changed."""
    in_code = False
    for index, line in enumerate(report.splitlines()):
        if FENCE.match(line):
            in_code = not in_code
        elif not in_code:
            yield index, line


def find_claims(report: str, kind: str) -> list[Claim]:
    claims: list[Claim] = []
    for index, line in _text_lines(report):
        if _HEADING.match(line) or not MARKER_RE.search(line):
            continue
        stripped = line.strip()
        if stripped.startswith("|"):
            units = [("row", stripped)]
        else:
            body = _LIST_MARK.sub("", line).strip()
            unit = "item" if _LIST_MARK.match(line) else "sentence"
            sentences = split_sentences(body)
            # Odd spacing makes split sentences differ from the line: then the line is one unit.
            if not all(sentence in line for sentence in sentences):
                sentences = [body]
            units = [(unit, sentence) for sentence in sentences]
        for unit, sentence in units:
            if unit == "row":
                # A cell ("many [1]") means something only with its row's label ("Brokers").
                cells = sentence.strip().strip("|").split("|")
                found = [(f"{_plain(cells[0])} {text}", numbers) for cell in cells for text, numbers in _claims_in(cell)]
            else:
                found = _claims_in(sentence)
            claims.extend(Claim(kind, index, unit, sentence, text, numbers) for text, numbers in found)
    return claims


# --- the check -------------------------------------------------------------------------


class SupportReport(BaseModel):
    """What the check found and changed in one answer (stored in `quality.checks["support"]`)."""

    pairs: int = 0
    supported: int = 0
    unsupported: int = 0
    undecided: int = 0
    model_checked: int = 0
    repointed: int = 0
    unmarked: int = 0
    dropped: int = 0
    precision: float | None = Field(default=None, description="supported / decided pairs, as drafted")
    precision_after: float | None = Field(default=None, description="the same for what is posted")
    ms: float = 0.0


@dataclass
class Checked:
    reports: ReportSet
    citations: list[Citation]
    passages: dict[int, str]
    report: SupportReport


class ClaimVerdict(BaseModel):
    item: int
    supported: bool


class ClaimVerdicts(BaseModel):
    verdicts: list[ClaimVerdict] = Field(default_factory=list)


def _prepared(citations: list[Citation], passages: dict[int, str]) -> dict[int, Passage]:
    return {c.number: Passage(passages[c.number]) for c in citations if passages.get(c.number)}


def _precision(claims: list[Claim]) -> float | None:
    decided = [v for c in claims for v in c.verdicts.values() if v != "undecided"]
    return round(sum(v == "supported" for v in decided) / len(decided), 3) if decided else None


def passages_for(citations: list[Citation], hits: Iterable[Hit]) -> dict[int, str]:
    """Each citation's full passage text: every hit at its location (url/path and heading), joined."""
    texts: dict[tuple[str, str], list[str]] = {}
    for hit in hits:
        key = ((hit.url or hit.path or hit.id).rstrip("/").lower(), (hit.heading or "").strip().lower())
        body = "\n".join(t for t in (hit.title, hit.heading or "", hit.text or hit.snippet) if t)
        if body not in texts.setdefault(key, []):
            texts[key].append(body)
    out: dict[int, str] = {}
    for c in citations:
        key = ((c.url or c.path or "").rstrip("/").lower(), (c.heading or "").strip().lower())
        out[c.number] = "\n".join(texts.get(key, [])) or "\n".join(t for t in (c.title, c.heading or "", c.snippet) if t)
    return out


class SupportChecker:
    """The check applied to every answer, extractive and model alike."""

    def __init__(self, llm: LLM | None = None, use_model: bool = True) -> None:
        self.llm = llm if use_model else None

    def analyse(
        self, reports: ReportSet, citations: list[Citation], passages: dict[int, str], spare: Iterable[Citation] = ()
    ) -> list[Claim]:
        """Offline verdicts for every claim of the three lengths (no model, no I/O).

        `spare` are gathered sources no report cites: candidates a misattributed claim may be
        re-pointed to."""
        return self._analyse(reports, citations, _prepared([*citations, *spare], passages))

    @staticmethod
    def _analyse(reports: ReportSet, citations: list[Citation], prepared: dict[int, Passage]) -> list[Claim]:
        known = {c.number for c in citations}
        claims = [claim for kind in ("inline", "quick", "detailed") for claim in find_claims(reports.get(kind), kind)]  # type: ignore[arg-type]
        for claim in claims:
            judge_offline(claim, prepared, known)
        return claims

    async def check(
        self,
        reports: ReportSet,
        citations: list[Citation],
        passages: dict[int, str],
        usage: Usage,
        deadline: Deadline | None = None,
        ask_model: bool = True,
        spare: list[Citation] | None = None,
    ) -> Checked:
        started = time.perf_counter()
        pool = [*citations, *(spare or [])]
        prepared = _prepared(pool, passages)
        claims = self._analyse(reports, citations, prepared)
        report = SupportReport(pairs=sum(len(c.numbers) for c in claims))
        undecided = [c for c in claims if any(v == "undecided" and n in passages for n, v in c.verdicts.items())]
        if undecided and ask_model and self.llm is not None and (deadline is None or deadline.remaining() > _MIN_MODEL_SECONDS):
            report.model_checked = await self._ask_model(undecided, passages, usage, deadline)
        report.supported = sum(v == "supported" for c in claims for v in c.verdicts.values())
        report.unsupported = sum(v == "unsupported" for c in claims for v in c.verdicts.values())
        report.undecided = sum(v == "undecided" for c in claims for v in c.verdicts.values())
        report.precision = _precision(claims)
        repaired = _repair(reports, claims, prepared, report)
        checked = Checked(reports, citations, {c.number: passages.get(c.number, "") for c in citations}, report)
        if repaired != reports:
            checked = _renumber(repaired, pool, passages, report)
        report.ms = round((time.perf_counter() - started) * 1000, 3)
        log.info(
            "support pairs=%d supported=%d unsupported=%d undecided=%d model_checked=%d repointed=%d unmarked=%d "
            "dropped=%d precision=%s ms=%.2f",
            report.pairs, report.supported, report.unsupported, report.undecided, report.model_checked,
            report.repointed, report.unmarked, report.dropped, report.precision, report.ms,
        )
        return checked

    async def _ask_model(
        self, claims: list[Claim], passages: dict[int, str], usage: Usage, deadline: Deadline | None
    ) -> int:
        from core.research import prompts

        asked = claims[:_MAX_MODEL_ITEMS]
        items = [
            (i, claim.text, [(n, _excerpt(passages[n], claim)) for n in claim.numbers
                             if claim.verdicts.get(n) == "undecided" and n in passages])
            for i, claim in enumerate(asked, start=1)
        ]
        messages = [
            {"role": "system", "content": prompts.SUPPORT_SYSTEM},
            {"role": "user", "content": prompts.support_user(items)},
        ]
        try:
            answer = await self.llm.structured(messages, ClaimVerdicts, usage, temperature=0.0,  # type: ignore[union-attr]
                                               deadline=deadline)
        except (LLMError, TimeoutError) as exc:
            log.warning("support.model_failed error=%s; undecided claims kept", type(exc).__name__)
            return 0
        for verdict in answer.verdicts:
            if 1 <= verdict.item <= len(asked):
                claim = asked[verdict.item - 1]
                for n, v in claim.verdicts.items():
                    if v == "undecided" and n in passages:
                        claim.verdicts[n] = "supported" if verdict.supported else "unsupported"
        return len(asked)


def _excerpt(passage: str, claim: Claim) -> str:
    """The part of a passage that overlaps the claim most, within `_EXCERPT_CHARS`."""
    flat = " ".join(passage.split())
    if len(flat) <= _EXCERPT_CHARS:
        return flat
    sentences = split_sentences(flat)
    best = max(range(len(sentences)), key=lambda i: len(_stems(sentences[i]) & claim.stems), default=0)
    window = sentences[best]
    left, right = best - 1, best + 1
    while len(window) < _EXCERPT_CHARS and (left >= 0 or right < len(sentences)):
        if right < len(sentences):
            window = f"{window} {sentences[right]}"
            right += 1
        if left >= 0 and len(window) < _EXCERPT_CHARS:
            window = f"{sentences[left]} {window}"
            left -= 1
    return window[:_EXCERPT_CHARS]


# --- repair -------------------------------------------------------------------------


def _marker_text(numbers: list[int]) -> str:
    return "".join(f"[{n}]" for n in numbers)


def _rewrite_markers(sentence: str, claim_index: int, keep: list[int]) -> str:
    """`sentence` with its `claim_index`-th marker group replaced by `keep` (removed when empty)."""
    groups = list(_MARKER_GROUP.finditer(sentence))
    group = groups[claim_index]
    replacement = f" {_marker_text(keep)}" if keep else ""
    return sentence[: group.start()] + replacement + sentence[group.end() :]


def _repair(reports: ReportSet, claims: list[Claim], passages: dict[int, Passage], report: SupportReport) -> ReportSet:
    lines = {kind: reports.get(kind).splitlines() for kind in ("inline", "quick", "detailed")}  # type: ignore[arg-type]
    # Claims of one sentence are repaired together, right to left so marker positions stay valid.
    by_sentence: dict[tuple[str, int, str], list[Claim]] = {}
    for claim in claims:
        by_sentence.setdefault((claim.report, claim.line, claim.sentence), []).append(claim)
    kept_supported = 0
    for (kind, index, sentence), group in by_sentence.items():
        repaired: str | None = sentence
        for position in range(len(group) - 1, -1, -1):
            repaired = _repair_claim(repaired, position, group[position], passages, report)
            if repaired is None:
                break
        line = lines[kind][index]
        if repaired is not None:
            kept_supported += sum(v == "supported" for c in group for v in c.verdicts.values())
        if repaired is None:
            report.dropped += 1
            body = _LIST_MARK.sub("", line).strip()
            if group[0].unit == "row" or body == sentence.strip():
                lines[kind][index] = _DELETED
                continue
            repaired = ""
        if repaired != sentence:
            lines[kind][index] = re.sub(r"[ \t]{2,}", " ", line.replace(sentence, repaired, 1)).rstrip()
    # What is posted keeps only supported and undecided pairs (undecided ones are not counted),
    # and every re-pointed claim is supported by its new source.
    report.precision_after = 1.0 if kept_supported + report.repointed else None
    out = {kind: "\n".join(line for line in kept if line != _DELETED).strip() for kind, kept in lines.items()}
    if not MARKER_RE.search(out["inline"]):
        out["inline"] = _first_cited(out["quick"]) or _first_cited(out["detailed"]) or out["inline"]
    if not MARKER_RE.search(out["quick"]):
        out["quick"] = _first_cited(out["detailed"], 3) or out["quick"]
    if report.dropped:
        out["detailed"] += (
            f"\n\n_{report.dropped} statement{'s' if report.dropped != 1 else ''} removed: "
            "the cited sources did not support them._"
        )
    return ReportSet(**out)


_DELETED = "\0"


def _repair_claim(
    sentence: str, position: int, claim: Claim, passages: dict[int, Passage], report: SupportReport
) -> str | None:
    """The sentence with this claim's markers repaired, or None when the claim must go."""
    verdicts = claim.verdicts
    if all(v != "unsupported" for v in verdicts.values()):
        return sentence
    kept = [n for n in claim.numbers if verdicts.get(n) != "unsupported"]
    if kept:
        report.unmarked += len(claim.numbers) - len(kept)
        return _rewrite_markers(sentence, position, kept)
    target = _best_source(claim, passages)
    if target is None:
        return None
    report.repointed += 1
    return _rewrite_markers(sentence, position, [target])


def _first_cited(text: str, count: int = 1) -> str:
    """The first `count` cited prose sentences of a report (list items included, code and tables not)."""
    found: list[str] = []
    for _, line in _text_lines(text):
        if _HEADING.match(line) or line.strip().startswith("|"):
            continue
        for sentence in split_sentences(_LIST_MARK.sub("", line).strip()):
            if MARKER_RE.search(sentence):
                found.append(sentence)
                if len(found) == count:
                    return " ".join(found)
    return " ".join(found)


def _renumber(reports: ReportSet, citations: list[Citation], passages: dict[int, str], report: SupportReport) -> Checked:
    """Sources no longer cited are dropped and the rest renumbered by first use."""
    texts = [reports.inline, reports.quick, reports.detailed]
    order = list(dict.fromkeys(n for text in texts for _, line in _text_lines(text) for n in cited_numbers(line)))
    known = {c.number: c for c in citations}
    new_of = {old: new for new, old in enumerate((n for n in order if n in known), start=1)}

    def rename(text: str) -> str:
        lines = text.splitlines()
        for index, line in _text_lines(text):
            lines[index] = MARKER_RE.sub(
                lambda m: "".join(f"[{new_of[int(p)]}]" for p in m.group(1).split(",") if int(p) in new_of), line
            )
        return "\n".join(lines)

    return Checked(
        ReportSet(inline=rename(reports.inline), quick=rename(reports.quick), detailed=rename(reports.detailed)),
        [known[old].model_copy(update={"number": new}) for old, new in new_of.items()],
        {new: passages.get(old, "") for old, new in new_of.items()},
        report,
    )
