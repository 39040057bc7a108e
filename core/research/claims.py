"""Claims and their offline verdicts: does a cited passage support the text citing it?

A claim is the text a citation marker group closes. Against each cited
passage it is judged by content-word and entity overlap, and numbers and code
tokens in it must appear in the passage word for word. No model, no I/O:
every answer pays this before it is posted, so it is kept to a few
milliseconds.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Literal

from core.research.citations import MARKER_RE
from core.research.code_regions import code_block_lines, mask_spans, outside_code
from core.research.line_shapes import LIST_MARK, table_row
from core.text import content_words, inline_plain, split_sentences, stem

Verdict = Literal["supported", "unsupported", "undecided"]

# Share of a claim's (weighted) content words a passage must contain.
SUPPORTED_AT = 0.6
UNSUPPORTED_BELOW = 0.25
# A claim this short leans on its sentence: the whole sentence is checked instead.
_MIN_CLAIM_WORDS = 3
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
# What opens a heading (the repair reads it too), and a run of markers ("[1][3]").
HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
MARKER_GROUP = re.compile(r"(?:\s*" + MARKER_RE.pattern + r")+")
_DIGIT = re.compile(r"\d")
# A markdown escape: a backslash before ASCII punctuation renders as the punctuation alone.
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


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


def content_stems(text: str) -> set[str]:
    return {stem(w) for w in content_words(text)}


@dataclass
class Passage:
    """A cited source's text, prepared once (see `passage`)."""

    text: str

    @cached_property
    def stems(self) -> set[str]:
        return content_stems(self.text)

    @cached_property
    def numbers(self) -> set[str]:
        return _numbers(self.text)

    @cached_property
    def lowered(self) -> str:
        """The text quotes and code tokens are looked up in, read as a claim's text is
        (`inline_plain` renders escapes): a README's `forbid\\_dtd` is quoted `forbid_dtd`.
        Code keeps its backslashes, which are characters there."""
        text = outside_code(self.text, lambda t: _ESCAPE.sub(r"\1", t)) if "\\" in self.text else self.text
        return " ".join(text.lower().split())


@lru_cache(maxsize=1024)
def passage(text: str) -> Passage:
    """The prepared passage of `text`. Answers cite the same chunks again and again, and a
    passage's words, numbers and lowered text never change, so they are computed once per
    text rather than once per answer."""
    return Passage(text)


@dataclass(frozen=True)
class ClaimTerms:
    """What a claim's text asks of a passage: its content stems (names weighing double)
    and the numbers and code tokens a passage must state."""

    stems: frozenset[str]
    entity_stems: frozenset[str]
    weights: dict[str, int]
    total_weight: int
    required: tuple[frozenset[str], frozenset[str]]


@lru_cache(maxsize=2048)
def claim_terms(text: str) -> ClaimTerms:
    """The terms of a claim's text. The three report lengths repeat most claims word for
    word (the inline sentence opens the quick answer, which the detailed one restates),
    so each distinct text is read once."""
    stems = frozenset(content_stems(text))
    entities = frozenset(_entity_stems(text))
    weights = {s: 2 if s in entities else 1 for s in stems}
    required = (frozenset(_required_numbers(text)), frozenset(_code_tokens(text)))
    return ClaimTerms(stems, entities, weights, sum(weights.values()), required)


def _entity_stems(text: str) -> set[str]:
    """Names: capitalised words inside the sentence; at its start only acronyms and
    CamelCase (RQ, PgBouncer, S3), since any first word is capitalised."""
    names = set()
    for match in _CAPITALISED.finditer(text):
        word = match.group(0)
        first = match.start() == 0 or text[max(0, match.start() - 2) : match.start()].rstrip() in ".!?"
        if not first or _NAME_SHAPE.search(word):
            names.add(stem(word.lower()))
    return names


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
    def terms(self) -> ClaimTerms:
        return claim_terms(self.text)

    @property
    def stems(self) -> frozenset[str]:
        return self.terms.stems

    @property
    def entity_stems(self) -> frozenset[str]:
        return self.terms.entity_stems

    @property
    def weights(self) -> dict[str, int]:
        return self.terms.weights

    @property
    def total_weight(self) -> int:
        return self.terms.total_weight

    @property
    def required(self) -> tuple[frozenset[str], frozenset[str]]:
        return self.terms.required


def coverage(claim: Claim, *stem_sets: set[str]) -> float:
    """Weighted share of the claim's content words found in any of the passages' stems;
    named entities weigh double."""
    weights = claim.weights
    if not weights:
        return 1.0
    if len(stem_sets) == 1:
        # One passage (every claim's first check): a plain membership test per word.
        only = stem_sets[0]
        hit = sum(w for s, w in weights.items() if s in only)
    else:
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

    A claim citing one passage that states it word for word (an extractive answer's
    quoted sentence, ~97% of its claims) is supported without the analysis: see `quoted`.
    """
    if len(claim.numbers) == 1 and (cited_passage := passages.get(claim.numbers[0])) and quoted(claim, cited_passage):
        claim.verdicts[claim.numbers[0]] = "supported"
        claim.coverage[claim.numbers[0]] = 1.0
        return
    _judge_cited(claim, passages, known)
    cited = [n for n in claim.numbers if n in passages]
    if cited and all(claim.verdicts[n] == "undecided" for n in cited):
        best = best_source(claim, passages)
        if best is not None and coverage(claim, passages[best].stems) - max(claim.coverage[n] for n in cited) >= (
            _MISATTRIBUTED_MARGIN
        ):
            for n in cited:
                claim.verdicts[n] = "unsupported"


def quoted(claim: Claim, passage: Passage) -> bool:
    """Whether the passage holds the claim's (ASCII) text word for word, case and whitespace
    runs aside, with no word or number running on across either end.

    Then the analysis's verdict is known without running it: the claim's words (alphanumeric
    runs of its lowered text) are words of the passage, so it covers every content word
    (coverage 1.0); its code tokens are substrings of the passage; each of its numbers reads
    the same in the passage, since neither end touches a letter, digit, "_" or a "." or ","
    that could join a number; one cited source covering all of the claim is "supported".
    ASCII only: lowering a few other characters changes their length or their neighbours'
    (final sigma), so those claims keep the analysis."""
    text = claim.text
    if not text.isascii():
        return False
    flat = " ".join(text.lower().split())
    lowered = passage.lowered
    if not flat:
        return False
    at = lowered.find(flat)
    while at >= 0:
        end = at + len(flat)
        if (at == 0 or _apart(lowered[at - 1])) and (
            end == len(lowered) or _apart(lowered[end], lowered[end + 1 : end + 2])
        ):
            return True
        at = lowered.find(flat, at + 1)
    return False


def _apart(char: str, after: str | None = None) -> bool:
    """Whether `char` beside a quote ends its words and numbers: ASCII punctuation or a space.
    A "." or "," before the quote (`after` None) would keep a number opening it from being one
    (the number pattern's look-behind); after it, only a digit next (`after`) makes it part of
    a number ("2.5", "1,000")."""
    if not char.isascii() or char.isalnum() or char == "_":
        return False
    if char in ".,":
        return after is not None and not after.isdigit()
    return True


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
    for group in markers_in(sentence):
        numbers = [int(p) for m in MARKER_RE.finditer(group.group(0)) for p in m.group(1).split(",")]
        segment = _plain(sentence[start : group.start()])
        if len(content_words(segment)) < _MIN_CLAIM_WORDS:
            whole = whole or _plain(sentence)
            segment = whole
        out.append((segment, list(dict.fromkeys(numbers))))
        start = group.end()
    return out


def text_lines(report: str) -> Iterator[tuple[int, str]]:
    """(index, line) of the lines outside code blocks (fenced or indented, as markdown-it
    reads them): only these are ever checked or changed."""
    code = code_block_lines(report)
    for index, line in enumerate(report.splitlines()):
        if index not in code:
            yield index, line


def markers_in(text: str) -> list[re.Match[str]]:
    """The citation marker groups of a line or sentence, outside its code spans (`arr[1]` is code)."""
    return _marker_groups(mask_spans(text))


def _marker_groups(text: str) -> list[re.Match[str]]:
    """`MARKER_GROUP.finditer(text)`, found from each group's first marker. Opening on `\\s*`, the
    group pattern gives sre no character to skip to; a marker opens on `[` (docs/scaling.md,
    ithr50). A group is blanks, then markers with blanks between, so the leftmost one starts at the
    blanks before the leftmost marker, not before where the scan resumes (`str.isspace` is the test
    sre's `\\s` makes on `str`)."""
    groups: list[re.Match[str]] = []
    pos = 0
    while (marker := MARKER_RE.search(text, pos)) is not None:
        start = marker.start()
        while start > pos and text[start - 1].isspace():
            start -= 1
        group = MARKER_GROUP.match(text, start)
        assert group is not None  # blanks then a marker: the group pattern matches there
        groups.append(group)
        pos = group.end()
    return groups


# A row's cells are cut at its unescaped pipes: a cell's own "|" is written "\|" (`render_table`),
# in a code span too, as GFM reads a table.
_CELL_BORDER = re.compile(r"(?<!\\)\|")


# A line's claims: (unit, sentence, claim text, cited numbers) each.
LineClaims = tuple[tuple[str, str, str, tuple[int, ...]], ...]


def find_claims(report: str, kind: str) -> list[Claim]:
    """The claims of a report."""
    claims: list[Claim] = []
    for index, line in text_lines(report):
        # Each claim gets its own list of numbers: a repair re-points one length's claim only.
        claims.extend(
            Claim(kind, index, unit, sentence, text, list(nums)) for unit, sentence, text, nums in line_claims(line)
        )
    return claims


@lru_cache(maxsize=4096)
def line_claims(line: str) -> LineClaims:
    """A line's claims, read once per distinct line: half the cited lines of a turn's three
    lengths repeat a line of another (the inline sentence opens the quick answer, which the
    detailed one restates), and answers from the same sources repeat their sentences (in the
    burst's replay of 100 questions, 43% of an extractive answer's distinct lines, 54% of the
    fake model's, were read by an earlier answer). Immutable, so answers share it."""
    if HEADING.match(line) or not MARKER_RE.search(mask_spans(line)):
        return ()
    if table_row(line):
        units = [("row", line.strip())]
    else:
        body = LIST_MARK.sub("", line).strip()
        unit = "item" if LIST_MARK.match(line) else "sentence"
        sentences = split_sentences(body)
        # Odd spacing makes split sentences differ from the line, and a code span may
        # hold a full stop: then the line is one unit.
        if not all(sentence in line and sentence.count("`") % 2 == 0 for sentence in sentences):
            sentences = [body]
        units = [(unit, sentence) for sentence in sentences]
    out: list[tuple[str, str, str, tuple[int, ...]]] = []
    for unit, sentence in units:
        if unit == "row":
            # A cell ("many [1]") means something only with its row's label ("Brokers").
            cells = _CELL_BORDER.split(sentence.strip().strip("|"))
            found = [(f"{_plain(cells[0])} {text}", numbers) for cell in cells for text, numbers in _claims_in(cell)]
        else:
            found = _claims_in(sentence)
        out.extend((unit, sentence, text, tuple(numbers)) for text, numbers in found)
    return tuple(out)


def best_source(claim: Claim, passages: dict[int, Passage]) -> int | None:
    """The uncited source that supports the claim best, if any supports it."""
    scored = [(coverage(claim, p.stems), n) for n, p in passages.items() if n not in claim.numbers and supports(claim, p)]
    return max(scored)[1] if scored else None
