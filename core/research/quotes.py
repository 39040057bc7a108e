"""Writing the three report lengths from quoted evidence, shaped by the question.

- The lead sentence answers the question's focus: a definition for "what is
  X", the sentence introducing the steps or code for a how-to, a sentence
  naming both options for a comparison.
- A how-to quotes the documents' own ordered steps and the code that goes with
  them; code is always quoted whole, fenced with its language, right after the
  cited sentence that introduces it.
- A comparison's table has a row per option.
- Detailed sections only hold sentences above a relevance floor; a section
  with nothing that clears it is left out rather than padded.

Every quoted sentence ends with the `[n]` of the passage it came from.
Sources are numbered by first use, reading inline, then quick, then detailed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from core.models import Citation, ReportSet
from core.profiles import Section, TypeProfile
from core.research.cues import section_fit
from core.research.passages import Candidate, Evidence, Procedure, stems_of
from core.research.sentences import QuestionTerms, select
from core.sources.base import Hit
from core.sources.blocks import Block, inline_plain, render, render_code
from core.sources.terms import stem, stems, words
from core.text import key_terms, truncate

QUICK_MIN, QUICK_MAX = 3, 5
PER_SECTION = 3
MAX_STEPS = 12
# Relative to the lead sentence: below these a sentence is not evidence worth quoting.
FLOOR_SCORE = 0.5
FLOOR_COVERAGE = 0.5
CODE_FLOOR = 0.45
CONTINUATION_FLOOR = 0.3
CODE_RELEVANCE = 0.3
OPENER_BONUS = 0.06
# Sections any relevant sentence may fill when none carries the section's cue words.
_OPEN_SECTIONS = frozenset({"overview", "answer", "what it is", "details", "key points"})
_DEFINING = frozenset(stems("is are refers means mean lets allows provides represents describes defines called".split()))
_WANTS_CODE = re.compile(r"\b(?:how (?:do|can|should|would) (?:i|we|you)|how to|example|snippet|code|sample|syntax|usage|use)\b", re.I)
_CONTRAST = re.compile(r"\b(?:differences?|differ|while|whereas|unlike|both|than|instead|trade-?offs?|versus|vs\.?)\b", re.I)
_WHAT_IS = re.compile(r"\bwhat(?:'s| is| are| does)\s+(?:a |an |the )?(?P<subject>[^?.,;]+)", re.I)


@dataclass
class Shape:
    """What kind of answer the question wants."""

    question_type: str
    options: list[str]
    focus: frozenset[str]  # group keys of the question's subject
    definitional: bool
    wants_code: bool
    wants_steps: bool


def shape_of(question: str, question_type: str, options: list[str], terms: QuestionTerms) -> Shape:
    subject = _WHAT_IS.search(question)
    definitional = bool(subject) and question_type in ("general", "deep_dive") and not re.search(
        r"\bdifference\b|\bvs\.?\b", question, re.I
    )
    focus_words = stems(words(subject.group("subject"))) if subject else []
    focus = frozenset(g.key for g in terms.groups if not set(focus_words).isdisjoint(g.stems)) or frozenset(terms.keys)
    wants_steps = question_type == "how_to"
    wants_code = wants_steps or question_type == "integration" or bool(_WANTS_CODE.search(question))
    return Shape(question_type, options, focus, definitional, wants_code, wants_steps)


def lead_bonus(c: Candidate, shape: Shape, terms: QuestionTerms) -> float:
    """How much a sentence reads like the opening of an answer to this question."""
    bonus = 0.0
    # Documentation states a section's point first: the opening sentence of a
    # top-ranked passage leads well.
    if c.position == 0:
        bonus += OPENER_BONUS / (1.0 + c.hit_rank)
    if shape.definitional and _defines(c, shape, terms):
        bonus += 0.2
    if shape.options and sum(1 for o in shape.options if _option_stem(o) in c.stems) >= 2:
        bonus += 0.12
        # A sentence that contrasts them answers "X vs Y" better than one that lists both.
        if _CONTRAST.search(c.plain):
            bonus += 0.1
    if shape.wants_code and c.introduces:
        bonus += 0.05
    if c.plain.endswith(":"):
        bonus -= 0.3
    return bonus


def _defines(c: Candidate, shape: Shape, terms: QuestionTerms) -> bool:
    """The sentence names the subject and, within a few words, says what it is."""
    tokens = stems(words(c.plain))
    focus_groups = [g for g in terms.groups if g.key in shape.focus]
    for i, token in enumerate(tokens[:12]):
        if any(token in g.stems for g in focus_groups):
            return any(t in _DEFINING for t in tokens[i + 1 : i + 7])
    return False


def _option_stem(option: str) -> str | None:
    """The word naming an option: the last key term ("AWS Lambda" -> "lambda")."""
    terms = key_terms(option)
    return stem(terms[-1]) if terms else None


# --- citations -------------------------------------------------------------------------


class Writer:
    """Turns candidates into cited sentences, numbering sources by first use."""

    def __init__(self) -> None:
        self.citations: list[Citation] = []
        self._numbers: dict[tuple[str, str], int] = {}

    def number(self, hit: Hit, snippet: str) -> int:
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
                    snippet=truncate(inline_plain(snippet), 280),
                    source=hit.source,
                )
            )
        return self._numbers[key]

    def sentence(self, c: Candidate) -> str:
        return cite(c.text, self.number(c.hit, c.text))

    def with_attachment(self, c: Candidate, indent: str = "") -> str:
        """The sentence, then the code or steps it introduces, quoted whole."""
        text = self.sentence(c)
        for block in c.attachment:
            body = render_code(block.text, block.lang) if block.kind == "code" else render([block])
            text += "\n\n" + "\n".join(indent + line if line else "" for line in body.split("\n"))
        return text


def cite(text: str, number: int) -> str:
    """`text [n].` — the marker goes before the closing punctuation."""
    text = text.rstrip()
    if text and text[-1] in ".:!?;":
        return f"{text[:-1]} [{number}]{text[-1]}"
    return f"{text} [{number}]"


# --- the three lengths -------------------------------------------------------------------


def write(
    profile: TypeProfile, evidence: Evidence, ranked: list[Candidate], shape: Shape, terms: QuestionTerms
) -> tuple[ReportSet, list[Citation]]:
    writer = Writer()
    lead = choose_lead(ranked, shape, terms)
    code = _best_introducer(ranked, lead, shape, terms)
    procedure = _best_procedure(evidence.procedures, terms, lead) if shape.wants_steps else None
    inline = writer.sentence(lead)
    quick = _quick(writer, ranked, lead, shape, None if procedure else code)
    if procedure is not None:
        quick += "\n\n" + _render_procedure(writer, procedure)
    detailed = _detailed(writer, profile, evidence, ranked, lead, shape, code, terms)
    return ReportSet(inline=inline, quick=quick, detailed=detailed), writer.citations


def choose_lead(ranked: list[Candidate], shape: Shape, terms: QuestionTerms) -> Candidate:
    pool = [c for c in ranked[:40] if not c.plain.endswith(":")] or ranked[:1]
    return max(pool, key=lambda c: c.score + lead_bonus(c, shape, terms))


def relevant(ranked: list[Candidate], lead: Candidate) -> list[Candidate]:
    """Sentences relevant enough to quote anywhere in the answer."""
    return [
        c
        for c in ranked
        if c.matched and c.score >= FLOOR_SCORE * lead.score and c.coverage >= FLOOR_COVERAGE * lead.coverage
    ]


def _best_introducer(ranked: list[Candidate], lead: Candidate, shape: Shape, terms: QuestionTerms) -> Candidate | None:
    """The sentence whose code best answers the question.

    Candidates are the code examples of the lead's passage and, when the
    question asks how, those of the next best passages. Each is valued by its
    sentence's score plus how much of the question the example itself names
    (its code, its sentence and its heading): "enable bash completion" wants
    the example that sets up completion for bash, not the first example near
    the lead. The lead's own passage keeps a small edge: documentation shows
    how right where it says what.
    """
    floor = CODE_FLOOR * lead.score
    pool = [
        c
        for c in ranked
        if c.code
        and (
            c.hit is lead.hit
            or (
                shape.wants_code
                and c.matched
                and c.score >= floor
                and c.coverage >= FLOOR_COVERAGE * lead.coverage
                and c.hit_rank <= lead.hit_rank + 3
            )
        )
    ]
    if not pool:
        return None
    wanted = max(1, len(terms.groups))

    def value(c: Candidate) -> float:
        named = stems_of(" ".join(b.text for b in c.code)) | c.stems | c.heading_stems
        relevance = len(terms.matched(named)) / wanted
        nearby = 0.1 if c.hit is lead.hit else 0.0
        after = 0.05 if c.hit is lead.hit and c.position >= lead.position else 0.0
        return c.score + CODE_RELEVANCE * relevance + nearby + after

    return max(pool, key=value)


def continuation(ranked: list[Candidate], lead: Candidate, limit: int = 2) -> list[Candidate]:
    """The sentences right after the lead in its passage: they usually finish its thought."""
    follow = sorted(
        (c for c in ranked if c.hit is lead.hit and lead.position < c.position <= lead.position + limit),
        key=lambda c: c.position,
    )
    out: list[Candidate] = []
    expected = lead.position + 1
    for c in follow:
        if c.position != expected or c.plain.endswith(":") or c.score < CONTINUATION_FLOOR * lead.score:
            break
        out.append(c)
        expected += 1
    return out


def _quick(writer: Writer, ranked: list[Candidate], lead: Candidate, shape: Shape, code: Candidate | None) -> str:
    floor = FLOOR_SCORE * lead.score
    picks = [lead, *[c for c in continuation(ranked, lead) if c is not code]]
    # A comparison's summary should speak about every option, not only the first.
    for option in shape.options:
        word = _option_stem(option)
        if word and not any(word in c.stems for c in picks):
            picks.extend(select([c for c in ranked if word in c.stems and c.score >= floor], 1, chosen=picks))
    usable = [c for c in relevant(ranked, lead) if not c.plain.endswith(":") and c is not code]
    picks.extend(select(usable, QUICK_MAX - len(picks) - (1 if code and code is not lead else 0), chosen=picks))
    if len(picks) < QUICK_MIN:
        fill = [c for c in ranked if c.matched and not c.plain.endswith(":") and c is not code]
        picks.extend(select(fill, QUICK_MIN - len(picks), chosen=picks))
    text = " ".join(writer.sentence(c) for c in picks)
    if code is lead:
        text = writer.with_attachment(lead) + ("\n\n" + " ".join(writer.sentence(c) for c in picks[1:]) if picks[1:] else "")
    elif code is not None:
        text += "\n\n" + writer.with_attachment(code)
    return text


@dataclass
class _Block:
    section: Section
    body: Callable[[Writer], str]


def _detailed(
    writer: Writer,
    profile: TypeProfile,
    evidence: Evidence,
    ranked: list[Candidate],
    lead: Candidate,
    shape: Shape,
    code: Candidate | None,
    terms: QuestionTerms,
) -> str:
    """Choose what goes in every section first, then write them in section order.

    The comparison table and the steps choose first so the sentences that
    define an option or start a procedure land there rather than in the
    overview; writing afterwards keeps citation numbers in reading order.
    """
    pool = relevant(ranked, lead)
    used: list[Candidate] = [lead]
    blocks: dict[str, _Block] = {}
    code_shown = code is None

    def priority(section: Section) -> int:
        return 0 if "|table|" in section.markers or "|numbered|" in section.markers else 1

    for section in sorted(profile.sections, key=priority):
        if "|numbered|" in section.markers:
            block = _steps_block(section, evidence, pool, used, terms, lead)
            if block is not None:
                code_shown = True
        elif "|table|" in section.markers:
            block = _table_block(section, pool, used, shape.options)
        else:
            block = _sentences_block(section, pool, used)
        if block is not None:
            blocks[section.title] = block
    parts = [writer.with_attachment(lead) if lead is code else writer.sentence(lead)]
    for section in profile.sections:
        block = blocks.get(section.title)
        if block is not None:
            parts.append(f"## {section.title}\n\n{block.body(writer)}")
    if not code_shown and code is not None and code is not lead and code not in used:
        parts.append(f"## Example\n\n{writer.with_attachment(code)}")
    return "\n\n".join(parts)


def _sentences_block(section: Section, pool: list[Candidate], used: list[Candidate]) -> _Block | None:
    fits = {c: section_fit(section.title, c.plain, c.hit.heading or "") for c in pool}
    fitting = [c for c in pool if fits[c] >= 0.3 and not c.plain.endswith(":")]
    picks = select(fitting, PER_SECTION, chosen=used, value=lambda c: c.score + 0.5 * fits[c])
    if not picks and section.title.lower() in _OPEN_SECTIONS:
        picks = select([c for c in pool if not c.plain.endswith(":")], PER_SECTION, chosen=used)
    if not picks:
        return None
    used.extend(picks)
    return _Block(section, lambda w, picks=picks: "\n".join(f"- {w.sentence(c)}" for c in picks))


def _steps_block(
    section: Section,
    evidence: Evidence,
    pool: list[Candidate],
    used: list[Candidate],
    terms: QuestionTerms,
    lead: Candidate,
) -> _Block | None:
    """The documents' own ordered steps; else the code examples in reading order; else instructions."""
    procedure = _best_procedure(evidence.procedures, terms, lead)
    if procedure is not None:
        if procedure.intro is not None and procedure.intro not in used:
            used.append(procedure.intro)
        used.extend(c for c in pool if c.hit is procedure.hit and c.kind == "item")
        return _Block(section, lambda w: _render_procedure(w, procedure))
    introducers = [c for c in pool if c.code and c not in used][:MAX_STEPS]
    if introducers:
        introducers.sort(key=_reading_order(introducers))
        used.extend(introducers)
        return _Block(section, lambda w: "\n\n".join(f"{i}. {w.with_attachment(c, '   ')}" for i, c in enumerate(introducers, 1)))
    fits = {c: section_fit(section.title, c.plain, c.hit.heading or "") for c in pool}
    picks = select([c for c in pool if fits[c] >= 0.3 and not c.plain.endswith(":")], 6, chosen=used, value=lambda c: c.score + 0.5 * fits[c])
    if not picks:
        return None
    used.extend(picks)
    picks.sort(key=_reading_order(picks))
    return _Block(section, lambda w: "\n".join(f"{i}. {w.sentence(c)}" for i, c in enumerate(picks, 1)))


def _best_procedure(procedures: list[Procedure], terms: QuestionTerms, lead: Candidate) -> Procedure | None:
    """An ordered list from a passage at least as relevant as the lead's, covering the question."""
    best: tuple[float, Procedure] | None = None
    for p in procedures:
        matched = terms.matched(p.stems)
        if not matched or p.hit_rank > lead.hit_rank + 2:
            continue
        value = len(matched) / max(1, len(terms.groups)) - 0.1 * p.hit_rank
        if best is None or value > best[0]:
            best = (value, p)
    if best is None or best[0] < 0.5 * lead.coverage:
        return None
    return best[1]


def _render_procedure(writer: Writer, procedure: Procedure) -> str:
    """Each step as the document wrote it, its first sentence cited, nested code kept."""
    number = writer.number(procedure.hit, procedure.intro.text if procedure.intro else _first_prose(procedure.steps))
    lines: list[str] = []
    if procedure.intro is not None:
        lines.append(cite(procedure.intro.text, number))
    items: list[str] = []
    for n, item in enumerate(procedure.steps.items[:MAX_STEPS], start=procedure.steps.start):
        cited = _cite_first_prose(item, number)
        body = render(cited)
        marker = f"{n}. "
        first, *rest = body.split("\n")
        items.append("\n".join([marker + first, *("   " + line if line else "" for line in rest)]))
    loose = any(len(item) > 1 for item in procedure.steps.items)
    lines.append(("\n\n" if loose else "\n").join(items))
    return "\n\n".join(lines)


def _cite_first_prose(item: list[Block], number: int) -> list[Block]:
    out: list[Block] = []
    done = False
    for block in item:
        if not done and block.kind == "prose":
            out.append(Block("prose", text=cite(block.text, number)))
            done = True
        else:
            out.append(block)
    return out


def _first_prose(block: Block) -> str:
    for item in block.items:
        for b in item:
            if b.kind == "prose":
                return b.text
    return ""


def _reading_order(picks: list[Candidate]) -> Callable[[Candidate], tuple[int, int, int]]:
    """Document by document (best first), then in the order each document reads."""
    first_rank: dict[str, int] = {}
    for c in sorted(picks, key=lambda c: c.hit_rank):
        first_rank.setdefault(c.hit.path or c.hit.url or c.hit.title, c.hit_rank)

    def key(c: Candidate) -> tuple[int, int, int]:
        doc = c.hit.path or c.hit.url or c.hit.title
        return (first_rank[doc], int(c.hit.meta.get("position", c.hit_rank)), c.position)

    return key


# --- comparison table -----------------------------------------------------------------------


def _table_block(section: Section, pool: list[Candidate], used: list[Candidate], options: list[str]) -> _Block | None:
    """Per option: the sentence that best describes it and, if any, when to use it."""
    if len(options) < 2:
        return None
    rows: list[tuple[str, Candidate | None, Candidate | None]] = []
    for option in options:
        word = _option_stem(option)
        others = {_option_stem(x) for x in options if x != option}
        about = [c for c in pool if word in c.stems and not c.plain.endswith(":")]

        def describes(c: Candidate, word: str | None = word, others: set[str | None] = others) -> float:
            # Sentences about this option alone, from its own document, define it best.
            alone = 0.0 if c.stems & others else 0.3
            title = frozenset(stems(words(c.hit.title)))
            own = 0.2 if word in title and not title & others else 0.0
            return c.score + alone + own + 0.3 * section_fit("overview", c.plain, "")

        what = select(about, 1, chosen=used, value=describes)
        used.extend(what)
        when = select(
            [c for c in about if section_fit("when to choose which", c.plain, c.hit.heading or "") >= 0.3],
            1,
            chosen=used,
        )
        used.extend(when)
        rows.append((option, what[0] if what else None, when[0] if when else None))
    if sum(1 for _, what, _ in rows if what is not None) < 2:
        return None
    return _Block(section, lambda w: _render_table(w, rows))


def _render_table(writer: Writer, rows: list[tuple[str, Candidate | None, Candidate | None]]) -> str:
    with_when = any(when for _, _, when in rows)
    lines = [
        "| Option | What the documents say |" + (" Best suited to |" if with_when else ""),
        "| --- | --- |" + (" --- |" if with_when else ""),
    ]
    for option, what, when in rows:
        cells = [_cell(option), _cell(writer.sentence(what)) if what else "—"]
        if with_when:
            cells.append(_cell(writer.sentence(when)) if when else "—")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
