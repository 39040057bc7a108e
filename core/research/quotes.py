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
from core.research.cues import is_instruction, section_fit
from core.research.passages import Candidate, Evidence, Listing, Procedure, Table, project_of, stems_of
from core.research.sentences import CONTEXT_CREDIT, QuestionTerms, group_weights, select
from core.sources.base import Hit
from core.sources.blocks import Block, escape, inline_plain, render, render_code, render_table
from core.sources.terms import length_in_words, stem, stems, words
from core.text import key_terms, truncate
from core.vocab import STOPWORDS

QUICK_MIN, QUICK_MAX = 3, 5
# Sentences picked beside the quick answer's examples that introduce code, quoted with it.
QUICK_INTRODUCERS = 2
PER_SECTION = 3
MAX_STEPS = 12
MAX_TABLE_ROWS = 12
# A table row answers when its cells name this many of the question's groups, cover this
# share of it with its table's heading, and no less than the lead sentence does.
ROW_MIN_GROUPS = 2
ROW_FLOOR = 0.4
MAX_ROWS_QUOTED = 4
# A bullet list quoted under the sentence introducing it: whole up to this many items, else its
# items naming part of the question.
MAX_ITEMS_QUOTED = 8
MAX_LIST_CHARS = 800
# Relative to the lead sentence: below these a sentence is not evidence worth quoting.
FLOOR_SCORE = 0.5
FLOOR_COVERAGE = 0.5
CONTINUATION_FLOOR = 0.3
OPENER_BONUS = 0.06
INSTRUCTION_BONUS = 0.08
# The lead comes from the best passage, or from passages of its document scoring this share of it.
LEAD_SCORE_SHARE = 0.9
# Another page of the lead's project leads instead of the first passage's when its best passage
# scores this share of the first and its passages, the second counting PAGE_SECOND, sum higher.
PAGE_RIVAL = 0.8
PAGE_SECOND = 0.5
# A lead naming the question's focus (both options, the defined subject) wins when it scores this share of the best.
FOCUS_FLOOR = 0.6
# A quick-report sentence from another project's document than the lead's must score this share of the lead.
OTHER_DOCUMENT = 1.0
# The quick answer's diversity pick weighs a sentence's likeness to those chosen this much (MMR's
# default 0.35 pushed out the sentence holding the answer, which shares the lead's subject words).
QUICK_TRADE_OFF = 0.2
# With several projects indexed, a question naming none of them is often answered by the search's
# second project as well as by its first: when another project's best passage scores this share of
# the first passage, that project's own lead sentence follows the quick answer (`runner_up_lead`),
# under that project's name (`in_project`).
RIVAL_PROJECT = 0.8
# One from another page of the lead's own project (its indexed folder) this share: the project's
# pages answer one question between them (multidict's introduction lists the four classes its
# reference page describes one by one).
SAME_PROJECT_PAGE = 0.8
# Code examples: from passages at most this many ranks below the lead's, answering at
# least this share of the question when code was asked for (how-to), else this share.
EXAMPLE_RANKS = 4
EXAMPLE_WANTED = 0.4
EXAMPLE_UNASKED = 0.5
# The lead's document's examples answering at least this share of what the best example answers.
EXAMPLE_OWN = 0.5
# A sibling example of the same document is quoted too when it answers this share of what the
# chosen example answers and its code is short.
SIBLING_SHARE = 0.6
SIBLING_LINES = 12
# The paragraph right under quoted code comes with it, this many of its sentences at most.
UNDER_CODE_SENTENCES = 4
# A quoted sentence's next one in its paragraph this short comes right after it ("Defaults to 600.").
SHORT_NEXT_WORDS = 10
# ... and one this long when it leans back on it ("It went unmaintained from August 2015 and ...").
LEANING_NEXT_WORDS = 25
# A quoted introducer's sentence right before it in its paragraph this long comes right before it.
INTRODUCED_FROM_WORDS = 25
# The best passage's example answers when it covers this much of the question (and no less than the lead).
MIN_EXAMPLE = 0.15
# An introducer that writes the question's words together as the question does tells apart
# examples that name the same words: the share of its word pairs counts this much.
PHRASED_EXAMPLE = 0.1
# An example leads instead of the lead sentence when it answers this much more of the question.
CODE_LEAD_MARGIN = 0.15
# ... or scores this much more than the lead sentence, wherever its passage ranked.
CODE_LEAD_SCORE = 0.05
# Steps must cover this share of the question's groups, and this share of what the lead covers.
PROCEDURE_COVERAGE = 0.5
PROCEDURE_LEAD_SHARE = 0.8
# A document whose title names this share of the question is about it: its steps answer it.
TITLE_ANSWERS = 0.75
# A sentence opening on these refers to the one before it.
_REFERRING_START = re.compile(r"(?:this|that|these|those|it|such)\b(?! (?:is|are) (?:a|an|the|why|how|what)\b)", re.I)
# A definition, field or option list's item opens on its name: "`--threads=INT`: ...", "asyncore_use_poll: ...",
# "`enabled` (New in version 0.20): ...".
_LABELLED = re.compile(r"(?:`[^`\n]+`|[\w.\-\[\]]+)(?: \([^()\n]{1,40}\))?:\s")
# A sentence with a pronoun among its first three words leans on the one before it; so does one
# speaking of two things the sentence before named ("Both methods are equivalent", "The latter ...").
_LEANS_BACK = re.compile(
    r"\W*(?:\S+\s+){0,2}(?:this|that|these|those|it|its|they|them|their|such|both|latter|former)\b", re.I
)
# Sections any relevant sentence may fill when none carries the section's cue words.
# "This will ...", "Next, this configuration ...", "With these settings ...": about what came just before.
_REFERS_BACK = re.compile(r"\W*(?:\w+,\s*)?(?:with |using )?(?:this|these|the above)\b", re.I)
_OPEN_SECTIONS = frozenset({"overview", "answer", "what it is", "details", "key points"})
_DEFINING = frozenset(stems("is are refers means mean lets allows provides represents describes defines called".split()))
_PROCEDURAL = re.compile(r"^\W*(?:how (?:do|can|should|would) (?:i|we|you)|how to|what are the steps|steps to)\b", re.I)
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
    if options:
        focus_words = [w for w in (option_stem(o) for o in options) if w]
    else:
        focus_words = stems(words(subject.group("subject"))) if subject else []
    focus = frozenset(g.key for g in terms.groups if not set(focus_words).isdisjoint(g.stems)) or frozenset(terms.keys)
    # "How do I migrate from Lambda to ECS?" wants steps whatever type the classifier gave it.
    wants_steps = question_type in ("how_to", "integration") or bool(_PROCEDURAL.search(question)) and not options
    wants_code = wants_steps or bool(_WANTS_CODE.search(question))
    return Shape(question_type, options, focus, definitional, wants_code, wants_steps)


def lead_bonus(c: Candidate, shape: Shape, terms: QuestionTerms) -> float:
    """How much a sentence reads like the opening of an answer to this question."""
    bonus = 0.0
    # Documentation states a section's point first: the opening sentence of a
    # top-ranked passage leads well.
    # An entry of a reference list ("backlog: ...") is one of many, not the section's point.
    if c.position == 0 and not (c.kind == "item" and _LABELLED.match(c.text)):
        bonus += OPENER_BONUS / (1.0 + c.hit_rank)
    if shape.definitional and _defines(c, shape, terms):
        bonus += 0.2
    if shape.options and sum(1 for o in shape.options if option_stem(o) in c.stems) >= 2:
        bonus += 0.12
        # A sentence that contrasts them answers "X vs Y" better than one that lists both.
        if _CONTRAST.search(c.plain):
            bonus += 0.1
    if shape.wants_code and c.introduces:
        bonus += 0.05
    # "How do I fix ...?" is answered by what to do.
    if shape.question_type in ("how_to", "troubleshooting") and is_instruction(c.plain):
        bonus += INSTRUCTION_BONUS
    if c.leans_on_code:
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


def option_stem(option: str) -> str | None:
    """The word naming an option: the last key term ("AWS Lambda" -> "lambda")."""
    terms = key_terms(option)
    return stem(terms[-1]) if terms else None


# --- citations -------------------------------------------------------------------------


# What a quote says: its words, whichever passage they were read from ("... another's." and
# "... another's:" say one thing), with the code or steps it introduces.
Quote = tuple[str, tuple[str, ...]]


def _said(c: Candidate) -> str:
    return " ".join(c.plain.lower().split()).rstrip(".:!?;, ")


def _quote(c: Candidate, bare: bool = False) -> Quote:
    return _said(c), () if bare else tuple(b.text for b in c.attachment)


def _quoted(c: Candidate, shown: set[Quote]) -> bool:
    """The answer already quotes it: the same words with the same code, or the words alone."""
    return _quote(c) in shown or _quote(c, bare=True) in shown


def _code_quoted(c: Candidate, shown: set[Quote]) -> bool:
    """The answer already quotes some of the code `c` introduces, under other words: a page that
    repeats an example may bring the same code under two sentences (soupsieve's `:scope > div`)."""
    quoted = {text for _, code in shown for text in code}
    return any(b.text in quoted for b in c.code)


class Writer:
    """Turns candidates into cited sentences, numbering sources by first use."""

    def __init__(self) -> None:
        self.citations: list[Citation] = []
        self._numbers: dict[tuple[str, str], int] = {}
        self._named: set[int] = set()

    def new_report(self) -> None:
        """Each report names an option's section again the first time it quotes it."""
        self._named.clear()

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
        text = c.text
        name = heading_name(c.hit)
        if c.code_before is not None and _REFERS_BACK.match(c.plain):
            # "Next, this configuration will ..." says what the line of code right above it does.
            text = f"`{c.code_before}`: {text}"
        elif name is not None and id(c.hit) not in self._named:
            self._named.add(id(c.hit))
            if not _mentions(c.text, name):
                # "(boolean, default False) Don't report files that are 100% covered"
                # answers only with the name its section gives it: `[report] skip_covered`.
                text = f"{_as_code(c.hit, name)}: {text}"
        return cite(text, self.number(c.hit, c.text))

    def with_attachment(self, c: Candidate, indent: str = "", shown: set[Quote] | None = None) -> str:
        """The sentence, then the code or steps it introduces, quoted whole (after the example it continues).

        With `shown` (what the answer has quoted so far, which this adds to), a part already
        quoted — the same words with the same code, or the words alone — is not quoted again.
        """
        parts = [x for x in (c.follows, c) if x is not None and (shown is None or not _quoted(x, shown))]
        if shown is not None:
            shown.update(_quote(x) for x in parts)
        return ("\n\n" + indent).join(self._attached(x, indent) for x in parts)

    def _attached(self, c: Candidate, indent: str) -> str:
        text = self.sentence(c)
        for block in c.attachment:
            body = render_code(block.text, block.lang) if block.kind == "code" else render([block])
            text += "\n\n" + "\n".join(indent + line if line else "" for line in body.split("\n"))
        return text


# A heading that is a name (`exclude_also`, `--branch`, `[report] fail_under`,
# `copybutton_prompt_text`, `setuptools_scm.version`), not words. A word with a `_` or `.` after its
# first letter is read up to its first one: were each `_` a separator or a letter, a heading that is
# not a name would be tried 2^n ways (docs/corpus.md, irev31).
_NAME = re.compile(r"(?:\[[\w.:-]+\]\s+)?(?:--?[A-Za-z][\w-]*|[A-Za-z_](?:[^\W_]|-)*[_.][\w.-]*|[a-z]+[A-Z]\w*)(?:\(\))?")

# A heading written as code (an API object's section, `tinystore.EvictingStore`) is a name
# even when it is one plain word (`cachedmethod`, `RRCache`) or hyphenated (`debug-keep-container`).
_IDENTIFIER = re.compile(r"-{0,2}[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*")


def heading_name(hit: Hit) -> str | None:
    """The option, setting or function the passage's own section is named for, if it is named for one.

    A section headed by a name and its aliases (`glob.FOLLOW, glob.L`, `-l`, `--line-length`)
    is named by the whole list, written `glob.FOLLOW, glob.L`; one headed by a name and its type
    (`CORS_ALLOW_CREDENTIALS: bool`) by the name."""
    last = hit.section
    name = _one_name(last) or _typed_name(last)
    if name is not None or ", " not in last:
        return name
    coded = _one_span(last)
    parts = last[1:-1].split(", ") if coded else last.split(", ")
    names = [_one_name(f"`{part}`" if coded else part) for part in parts]
    if all(names):
        return ", ".join(n for n in names if n)
    return None


def _as_code(hit: Hit, name: str) -> str:
    """The section's name as code, quoted as its heading writes it: a list written as one code span
    (`glob.FOLLOW, glob.L`) stays one; a list of names written apart (`-t`, `--target-version`)
    is one span each, as no file holds the joined span."""
    last = hit.section
    if ", " in name and last != f"`{name}`":
        return ", ".join(f"`{part}`" for part in name.split(", "))
    return f"`{signature(hit, name)}`"


# A typed setting's or attribute's heading: its name, then its type (django-cors-headers'
# ``CORS_ALLOW_CREDENTIALS: bool``, ``CORS_URLS_REGEX: str | Pattern[str]``).
# Each type is matched once (an atomic group): its brackets reach the heading's last `]`, which
# accepts the same headings as ending them at any earlier one, but a heading that fails would
# otherwise be tried at every split of its `]`s, 2^n ways (docs/corpus.md, irev31).
_TYPE = r"(?>[A-Za-z_][\w.]*(?:\[[\w.\[\], |]*\])?)"
_TYPED = re.compile(rf"(?P<name>[^\s:`]+): {_TYPE}(?: \| {_TYPE})*")


def _typed_name(written: str) -> str | None:
    """The name a heading gives before its type, bare or as one code span; the type says
    nothing a sentence of the section needs, the name is what the reader sets."""
    coded = _one_span(written)
    typed = _TYPED.fullmatch(written[1:-1] if coded else written)
    if typed is None:
        return None
    return _one_name(f"`{typed['name']}`" if coded else typed["name"])


def _one_span(written: str) -> bool:
    """The heading is written as one code span."""
    return len(written) > 2 and written[0] == written[-1] == "`" and written.count("`") == 2


def _one_name(written: str) -> str | None:
    """The name a heading (or one name of a heading's list) writes, bare or as code."""
    coded = len(written) > 2 and written[0] == written[-1] == "`"
    bare = written[1:-1] if coded else written
    if bare and "`" not in bare and (_NAME.fullmatch(bare) or (coded and _IDENTIFIER.fullmatch(bare))):
        return bare
    return None


# The line an API object's section opens with when it is its signature alone: `getone(key[, default])`.
_SIGNATURE_LINE = re.compile(r"`([^`\n]{3,160})`")


def signature(hit: Hit, name: str) -> str:
    """The name as its section's opening signature writes it (`getone(key[, default])` for
    `getone`): the call says what a sentence of its description is about (what to pass, what
    `default` is), where the bare name does not. The name itself when the passage has none."""
    first = (hit.text or "").lstrip().split("\n", 1)[0].strip()
    found = _SIGNATURE_LINE.fullmatch(first)
    if found is not None:
        call = found.group(1)
        if any(call.startswith(f"{n}(") for n in {name, name.rsplit(".", 1)[-1]}):
            return call
    return name


def _mentions(text: str, name: str) -> bool:
    """The sentence names the option itself (`fail_under` for "[report] fail_under"); for a name
    listed with its aliases, its longest (`glob.FOLLOW`): `glob.L` or `-l` is too short to look for."""
    name = max(name.split(", "), key=len)
    key = name.rsplit("]", 1)[-1].strip().removesuffix("()").lstrip("-").lower()
    return key in text.lower()


def cite(text: str, number: int) -> str:
    """`text [n].` — the marker goes before the closing punctuation."""
    text = text.rstrip()
    if text and text[-1] in ".:!?;":
        return f"{text[:-1]} [{number}]{text[-1]}"
    return f"{text} [{number}]"


# --- the three lengths -------------------------------------------------------------------


def write(
    profile: TypeProfile,
    evidence: Evidence,
    ranked: list[Candidate],
    shape: Shape,
    terms: QuestionTerms,
    named: frozenset[str] = frozenset(),
) -> tuple[ReportSet, list[Citation]]:
    writer = Writer()
    lead = choose_lead(ranked, shape, terms, named)
    # A how-to wants the documents' steps; any question whose best passage is a procedure gets it too.
    procedures = evidence.procedures if shape.wants_steps else [p for p in evidence.procedures if p.hit is lead.hit]
    procedure = best_procedure(procedures, terms, ranked, lead)
    if procedure is not None and lead.kind == "item" and lead.hit is procedure.hit:
        # The steps are quoted whole: the lead is what introduces or explains them, not step 1 twice.
        others = [c for c in ranked if not (c.kind == "item" and c.hit is procedure.hit)]
        lead = choose_lead(others, shape, terms, named) if others else lead
    example = best_example(ranked, lead, shape, procedure)
    inline_lead = lead
    code_lead = code_answer(ranked, lead, shape, procedure, example)
    if code_lead is not None:
        # The example says it better than any sentence near it: the answer opens on it.
        lead = example = code_lead
    also = third = None
    if procedure is None:
        also = section_example(ranked, lead, example) or sibling_example(ranked, lead, example, shape)
        following = following_example(ranked, lead, [c for c in (example, also) if c is not None])
        if following is not None and example is None:
            example = following
        elif following is not None and also is None:
            also = following
        if also is None:
            also = answering_introducer(ranked, lead, example, shape, terms)
        else:
            # The two places went to code sharing the question's words; the sentence saying what to
            # do in its own words comes after them, taking no sentence's room.
            third = answering_introducer(ranked, lead, example, shape, terms, also)
    picks = quick_sentences(ranked, lead, shape, terms, example, brief=procedure is not None, also=also)
    # A comparison quotes no rows, and only a list that sets out its options, so only other questions weigh them.
    weights = {} if shape.options else group_weights(terms, ranked) if evidence.weights is None else evidence.weights
    rows = None if shape.options else answering_rows(evidence.tables, ranked, lead, terms, weights) or section_table(evidence.tables, ranked, lead, terms, weights)
    listed = None if shape.options or rows is not None or procedure is not None else answering_list(evidence.listings, ranked, lead, terms, weights)
    if listed is None and not shape.options and rows is None and procedure is None:
        listed = introduced_items(evidence.listings, picks)
    if shape.options and procedure is None:
        listed = comparing_list(evidence.listings, lead, shape.options)
    if listed is not None and listed.holds(lead):
        # The lead is one of its items: it is quoted first, so the list brings the others (which may
        # hold what the lead does not) without repeating it.
        listed = listed.without(lead)
    if listed is not None:
        # Its items are quoted in the list, not again as sentences.
        picks = [lead, *(c for c in picks[1:] if not listed.holds(c))]
    # The one-line form has no room for code: it keeps the best sentence that reads alone.
    inline = writer.sentence(inline_lead)
    writer.new_report()
    quick = _quick(writer, picks, example, procedure, rows, also, listed, ranked=ranked, third=third, listings=evidence.listings, terms=terms)
    rival = runner_up_lead(ranked, lead, shape, terms, named)
    if rival is not None and rival.hit.path and _said(rival) not in {_said(c) for c in (*picks, example, also, third) if c is not None}:
        quick += "\n\n" + in_project(rival.hit.path) + writer.with_attachment(rival)
    writer.new_report()
    detailed = _detailed(writer, profile, evidence, ranked, shape, terms, Quick(picks, example, procedure, rows, also, listed, third))
    return ReportSet(inline=inline, quick=quick, detailed=detailed), writer.citations


@dataclass
class Quick:
    """What the quick report quotes; the detailed report quotes all of it too."""

    picks: list[Candidate]  # the lead first
    example: Candidate | None
    procedure: Procedure | None
    rows: Rows | None = None
    also: Candidate | None = None  # a second, sibling example
    listed: Listed | None = None
    third: Candidate | None = None  # an answering introducer beside the two examples

    @property
    def examples(self) -> list[Candidate]:
        return [c for c in (self.example, self.also, self.third) if c is not None]

    @property
    def lead(self) -> Candidate:
        return self.picks[0]


def choose_lead(
    ranked: list[Candidate], shape: Shape, terms: QuestionTerms, named: frozenset[str] = frozenset()
) -> Candidate:
    """The best sentence of the best passage, or of its document's passages that rank nearly as well.

    The retrieval weighs a passage's heading, its words' proximity and its
    meaning: the section it ranks first is where the answer is, even when a
    sentence elsewhere happens to repeat more of the question's words. A
    sentence from elsewhere leads only when none there will do. `named` are
    the indexed projects the question names by folder name.
    """
    pool = [c for c in ranked[:40] if not c.leans_on_code] or ranked[:1]
    # The project of the search's first passage is the one asked about, even when that
    # passage has no sentence to lead with (a heading over a listing) -- unless the question
    # names a project and one of its passages was found: "can prettytable output markdown?"
    # is asked of prettytable, though another project's page on markdown output ranks first.
    asked = [c for c in ranked if c.hit.path and project_of(c.hit.path) in named]
    first = min(asked or ranked, key=lambda c: c.hit_rank)
    own = [c for c in pool if c.root_stems == first.root_stems]
    best = _best_page(own or pool)
    # Sections brought in through their document (its steps, its examples) inherit its
    # score, not its relevance: they lead only when nothing the search itself found will.
    top = [
        c
        for c in pool
        if c.matched
        and (
            c.hit is best
            or (
                _same_hit_document(c.hit, best)
                and c.hit.score >= LEAD_SCORE_SHARE * best.score
                and not c.hit.meta.get("via_document")
            )
        )
    ]
    named = naming_focus(pool, shape, terms)
    if named is not pool:
        top = [c for c in top if c in named] or named
    return max(top or named, key=lambda c: c.score + lead_bonus(c, shape, terms))


def runner_up_lead(
    ranked: list[Candidate], lead: Candidate, shape: Shape, terms: QuestionTerms, named: frozenset[str]
) -> Candidate | None:
    """The lead sentence of the best-ranked other project, when its passage ranks nearly as well as the first.

    A question naming no project ("can I print a table as markdown?") is about whichever indexed
    project the asker uses; the search's first project is only the likelier one. Moving the lead
    to the runner-up loses as many answers as it wins, so the runner-up is quoted after the lead's
    answer, not instead of it. A comparison already quotes each option's passages.
    """
    if named or shape.options or not lead.root_stems:
        return None
    found = sorted(
        {id(c.hit): c for c in ranked if not c.hit.meta.get("via_document")}.values(), key=lambda c: c.hit_rank
    )
    if not found:
        return None
    rival = next((c for c in found if c.root_stems and c.root_stems != lead.root_stems), None)
    if rival is None or rival.hit.score < RIVAL_PROJECT * found[0].hit.score:
        return None
    theirs = [c for c in ranked if c.root_stems == rival.root_stems]
    best = choose_lead(theirs, shape, terms)
    return best if best.matched else None


def in_project(path: str) -> str:
    """The runner-up's paragraph opens on its project's name, as its citation's path shows it
    (`*In tabledict:* ...`): its `[n]` alone does not tell a reader in a thread that it speaks of
    another project than the answer above it."""
    return f"*In {escape(project_of(path))}:* "


def _best_page(pool: list[Candidate]) -> Hit:
    """The first-ranked hit of the page the search found best as a page: one passage ranking
    first says less than two of another page ranking nearly as well."""
    hits = list({id(c.hit): c.hit for c in sorted(pool, key=lambda c: c.hit_rank)}.values())
    # A section brought in through its document carries the document's score, not its own rank.
    found = [h for h in hits if not h.meta.get("via_document")] or hits
    first = found[0]

    def page(h: Hit) -> float:
        scores = sorted((x.score for x in found if _same_hit_document(x, h)), reverse=True)
        return scores[0] + PAGE_SECOND * (scores[1] if len(scores) > 1 else 0.0)

    rivals = [h for h in found if h.score >= PAGE_RIVAL * first.score]
    return max(rivals, key=page)


def naming_focus(pool: list[Candidate], shape: Shape, terms: QuestionTerms) -> list[Candidate]:
    """The sentences of `pool` (best first) that name what the question is about, when some do well enough.

    A comparison's lead names every option ("Redis vs Memcached?" does not
    open on ElastiCache); a definition's lead names its subject. Otherwise
    the whole pool.
    """
    if len(shape.options) >= 2:
        named_words = [w for w in (option_stem(o) for o in shape.options) if w]
        named = [c for c in pool if all(_names(terms, w, c.stems) for w in named_words)]
    elif shape.definitional:
        subject = [g for g in terms.groups if g.key in shape.focus]
        named = [c for c in pool if all(terms.matches(g, c.stems) for g in subject)]
    else:
        return pool
    best = max((c.score for c in pool), default=0.0)
    named = [c for c in named if c.score >= FOCUS_FLOOR * best]
    return named or pool


def _names(terms: QuestionTerms, word: str, stems: frozenset[str]) -> bool:
    """The sentence names the option `word` stands for, in its own words or the documents' ("flags" ~ command-line options)."""
    if word in stems:
        return True
    return any(terms.matches(g, stems) for g in terms.groups if word in g.stems or any(word in p for p in g.phrases))


def relevant(ranked: list[Candidate], lead: Candidate) -> list[Candidate]:
    """Sentences relevant enough to quote anywhere in the answer."""
    return [
        c
        for c in ranked
        if c.matched and c.score >= FLOOR_SCORE * lead.score and c.coverage >= FLOOR_COVERAGE * lead.coverage
    ]


def best_example(ranked: list[Candidate], lead: Candidate, shape: Shape, procedure: Procedure | None) -> Candidate | None:
    """The code example that best answers the question, if one answers it well enough.

    An example is judged by its whole context: the paragraph introducing it,
    its section heading and the names in the code ("enable bash completion"
    wants the example that sets up completion for bash, not the first code
    near the lead), and by how well its passage ranked. The lead's document
    is preferred: documentation shows how right where it says what. A
    question that asks how wants one at a lower bar; steps that carry their
    own code need none.
    """
    pool = [c for c in ranked if c.code and c.hit_rank <= lead.hit_rank + EXAMPLE_RANKS]
    if not pool or (procedure is not None and _has_code(procedure.steps)):
        return None
    described = described_example(pool, lead)
    if described is not None:
        return described

    bar = EXAMPLE_WANTED if shape.wants_code and procedure is None else EXAMPLE_UNASKED
    # The lead's own document shows how right where it says what: its examples come
    # first. Elsewhere an example must answer enough of the question by itself.
    best_relevance = max(c.features.get("example", 0.0) for c in pool)
    own = [c for c in pool if _same_document(c, lead) and c.features.get("example", 0.0) >= EXAMPLE_OWN * best_relevance]
    pool = own or [c for c in pool if c.features.get("example", 0.0) >= bar]
    return max(pool, key=lambda c: _example_value(c, lead)) if pool else None


def _example_value(c: Candidate, lead: Candidate) -> float:
    """An example's paragraph, heading and code, how well its passage ranked, and nearness to the lead."""
    nearby = 0.1 if _same_document(c, lead) else 0.0
    return (
        0.5 * c.features.get("example", 0.0)
        + PHRASED_EXAMPLE * c.features.get("phrased", 0.0)
        + 0.3 * c.features["retrieval"]
        + 0.1 * c.features["rank"]
        + nearby
    )


def sibling_example(ranked: list[Candidate], lead: Candidate, example: Candidate | None, shape: Shape) -> Candidate | None:
    """A second short example of the example's document that answers nearly as much of the question.

    A page often shows the variants of one task side by side, each under its own
    sentence ("To change the number of retries just specify an integer:", "To
    disable all retry and redirect logic specify `retries=False`:"), and which
    variant the asker means is often in a word the paragraphs share. When the
    second answers most of what the first does and its code is short, the
    quick answer quotes both rather than guessing. Not beside the example the lead
    sentence describes ("This will ..." under its code): that one is meant.
    """
    if example is None or described_example([example], lead) is not None:
        return None
    shown = {id(b) for b in example.code} | ({id(b) for b in example.follows.code} if example.follows else set())
    bar = max(SIBLING_SHARE * example.features.get("example", 0.0), EXAMPLE_WANTED if shape.wants_code else EXAMPLE_UNASKED)
    pool = [
        c
        for c in ranked
        if c.code
        and c not in (example, lead)
        and c.follows is not example
        and example.follows is not c
        and shown.isdisjoint(id(b) for b in c.code)
        and c.hit_rank <= lead.hit_rank + EXAMPLE_RANKS
        and _same_document(c, example)
        and c.features.get("example", 0.0) >= bar
        and _short_code(c)
    ]
    return max(pool, key=lambda c: _example_value(c, lead)) if pool else None


def section_example(ranked: list[Candidate], lead: Candidate, example: Candidate | None) -> Candidate | None:
    """A short example of the lead sentence's own section, when the answer's example comes from elsewhere.

    The answer's example is the one answering most of the question, often
    from another section ("Examples", the page's opening listing). The lead's
    section is the one the search ranked first, and its code shows what the
    lead says ("FreezeGun has an additional tick argument ..." above
    `@freeze_time("Jan 14th, 2020", tick=True)`), though its paragraph may name
    little of the question ("Both nW and Wn formats are accepted:"). When it
    is short and answers something of the question, it is quoted too,
    beside the example, and takes no sentence's room.
    """
    if example is None or example.hit is lead.hit or lead.code:
        return None
    shown = {id(b) for b in example.code}
    pool = [
        c
        for c in ranked
        if c.code
        and c.hit is lead.hit
        and c is not example
        and shown.isdisjoint(id(b) for b in c.code)
        and c.features.get("example", 0.0) >= MIN_EXAMPLE
        and _short_code(c)
    ]
    return max(pool, key=lambda c: _example_value(c, lead)) if pool else None


def following_example(ranked: list[Candidate], lead: Candidate, shown: list[Candidate]) -> Candidate | None:
    """The short example the sentence right after the lead introduces: it shows what the lead says.

    "If the scheduler isn't working as expected, it will be helpful to increase
    the logging level of the `apscheduler` logger to the `DEBUG` level." is
    followed by "If you do not yet have logging enabled in the first place, you
    can do this:" and the two lines that do it. The introducer only reads with
    its code, so it never continues the lead as a sentence, and its paragraph
    names little of the question, so no example rule picks it. "Right after"
    means after the lead's quoted run: the lead and the sentences continuing it.
    """
    if lead.code:
        return None
    quoted = {id(b) for c in shown for b in c.code}
    return next(
        (
            c
            for c in ranked
            if c.hit is lead.hit
            and c.position == lead.position + 1 + len(continuation(ranked, lead))
            and c.code
            and quoted.isdisjoint(id(b) for b in c.code)
            and _short_code(c)
        ),
        None,
    )


def answering_introducer(
    ranked: list[Candidate],
    lead: Candidate,
    example: Candidate | None,
    shape: Shape,
    terms: QuestionTerms,
    also: Candidate | None = None,
) -> Candidate | None:
    """The sentence that says the answer while introducing code, quoted with it.

    "If you wish to match only the complete query string there is a flag
    `complete_qs`:" and "It is called with three arguments - the namespace, the
    conflicting name, and the list of Extension objects ..." answer the question
    in their own words, but they lean on the code they introduce, so they are never
    quoted as sentences, and the example rules judge the code, not what its
    introducer says. One relevant enough to quote as a sentence (the quick answer's
    own floors) and naming the question in its own words, not only through its
    heading, title or project ("The same adapter can also be mounted on a session:"
    under "Query Strings" says nothing of them), comes with its short code as the
    second example. From another page than the lead's it must clear the bar the
    quick answer puts on that page's sentences: "Every response has a `caching`
    extension that says what the cache did:" on hishel's httpx page answers a
    question whose lead is on its migration page. Beside a second example already
    chosen (`also`), it comes as a third, neither example's code again.
    """
    if example is not None and described_example([example], lead) is not None:
        return None  # the code the lead describes is what it means ("This will ..." under it)
    shown = {id(b) for c in (example, also) if c is not None for b in c.code}
    lead_value = lead.score + lead_bonus(lead, shape, terms)
    pool = [
        c
        for c in relevant(ranked, lead)
        if c.leans_on_code
        and c.code
        and c is not lead
        and c is not example
        and c is not also
        and (_same_document(c, lead) or c.score >= other_page_bar(c, lead, terms, lead_value))
        and terms.matched(c.stems - c.root_stems)
        and shown.isdisjoint(id(b) for b in c.code)
        and _short_code(c)
    ]
    return max(pool, key=lambda c: c.score) if pool else None


def described_example(pool: list[Candidate], lead: Candidate) -> Candidate | None:
    """The example the lead sentence describes: "This will retry the function up to 3 times"
    opens the paragraph right under the code it speaks of, so that code is the answer's
    example, not another block of the page that happens to share more words."""
    if lead.code_above is None or not _REFERRING_START.match(lead.plain):
        return None
    return next((c for c in pool if c.hit is lead.hit and any(b is lead.code_above for b in c.code)), None)


def code_answer(
    ranked: list[Candidate], lead: Candidate, shape: Shape, procedure: Procedure | None, example: Candidate | None
) -> Candidate | None:
    """An example (its introducing sentence and its code) that answers better than the lead sentence.

    Reference documentation often says what to do in code: "Humanize relative to
    now:" then `past.humanize()` → `'an hour ago'`. Such an introducer only reads
    with its code, so it never leads as a sentence; quoted with its code it does,
    when it scores above the lead sentence, when its passage ranks above the
    lead's, or when in the lead's neighbourhood it answers clearly more of the
    question (its paragraph, heading and code) than the lead sentence does.
    The question is about the lead's project: another project's example that
    merely scores higher leads only from a passage ranked above the lead's.
    Steps that answer a how-to come first.
    """
    if procedure is not None:
        return None
    bar = EXAMPLE_WANTED if shape.wants_code else EXAMPLE_UNASKED
    pool = [c for c in ranked if c.code and (c.features.get("example", 0.0) >= EXAMPLE_WANTED or _tops(c, lead))]
    better = [
        c
        for c in pool
        # A sentence scoring above the lead, set aside only because it needs its code
        # (clearly above when its passage ranks further down). Another project's, whose
        # everyday words score as well, only from a passage ranked above the lead's.
        if (
            c.score >= lead.score + (0.0 if c.hit_rank <= lead.hit_rank + 1 else CODE_LEAD_SCORE)
            and (c.root_stems == lead.root_stems or c.hit_rank < lead.hit_rank)
        )
        or (
            c.features.get("example", 0.0) >= bar
            and c.hit_rank <= lead.hit_rank + 1
            and (c.hit_rank < lead.hit_rank or c.features.get("example", 0.0) >= lead.coverage + CODE_LEAD_MARGIN)
        )
        or _tops(c, lead)
    ]
    if not better:
        return None
    # The example the answer would quote anyway, when it qualifies, so one example is shown.
    if example is not None and example in better:
        return example
    return max(better, key=lambda c: c.features.get("example", 0.0) + 0.3 * c.features["retrieval"] + 0.1 * c.features["rank"])


def _tops(example: Candidate, lead: Candidate) -> bool:
    """The example is the best passage's, whose document has no sentence that reads without its code.

    README usage sections are often a heading and a listing ("Integer
    humanization", then `>>> humanize.intword(123455913)`): when the search
    ranks such a section first and the lead sentence had to come from another
    document, the code answers, unless that sentence answers more of the question.
    """
    return (
        example.hit_rank == 0 < lead.hit_rank
        and not _same_document(example, lead)
        and example.features.get("example", 0.0) >= max(lead.coverage, MIN_EXAMPLE)
    )


def _has_code(block: Block) -> bool:
    return any(b.kind == "code" or (b.items and _has_code(b)) for item in block.items for b in item)


def continuation(ranked: list[Candidate], lead: Candidate, limit: int = 2) -> list[Candidate]:
    """The sentences right after the lead in its passage: they usually finish its thought.

    A list item or a note is continued only within itself: the next bullet
    of a feature list is about something else. A sentence naming none of the
    question's words and not leaning on the lead (no pronoun among its first
    words) moves on, and leaves its room to sentences that answer.
    """
    follow = sorted(
        (c for c in ranked if c.hit is lead.hit and lead.position < c.position <= lead.position + limit),
        key=lambda c: c.position,
    )
    out: list[Candidate] = []
    expected = lead.position + 1
    for c in follow:
        if c.position != expected or c.leans_on_code or c.score < CONTINUATION_FLOOR * lead.score:
            break
        if not c.features.get("explicit") and not _LEANS_BACK.match(c.plain):
            # A sentence naming nothing of the question itself (its heading aside) that does
            # not refer back to the lead starts another thought: "The code examples below
            # illustrate this behavior." ends the lead's, "Decorate them with ..." continues it.
            break
        if c.block != lead.block and (c.kind != "prose" or lead.kind != "prose"):
            break
        out.append(c)
        expected += 1
    return out


def quick_sentences(
    ranked: list[Candidate],
    lead: Candidate,
    shape: Shape,
    terms: QuestionTerms,
    example: Candidate | None,
    brief: bool = False,
    also: Candidate | None = None,
) -> list[Candidate]:
    """The lead, what continues it, and the most relevant others (fewer when steps follow).

    Sentences from another project's document than the lead's must be as
    good as the lead (its bonus for answering the question's shape
    included), those from another page of the lead's project naming the
    question in their own words nearly as good: a quick answer reads as one
    answer, not a list of mentions.
    """
    floor = FLOOR_SCORE * lead.score
    lead_value = lead.score + lead_bonus(lead, shape, terms)
    # A listing introduced by its heading scores for the heading's few words; another document's
    # sentence beside it must cover part of what the listing answers, not merely outscore the heading.
    code_floor = FLOOR_COVERAGE * lead.features.get("example", 0.0) if lead.code and lead.headed else 0.0
    picks = [lead, *[c for c in continuation(ranked, lead) if c not in (example, also)]]
    if brief:
        return with_antecedents(picks[:2], ranked)
    # A comparison's summary should speak about every option, not only the first.
    for option in shape.options:
        word = option_stem(option)
        if word and not any(word in c.stems for c in picks):
            picks.extend(select([c for c in ranked if word in c.stems and c.score >= floor], 1, chosen=picks))
    # In a comparison's summary every sentence speaks of one of the options.
    option_words = {w for w in (option_stem(o) for o in shape.options) if w}
    usable = [
        c
        for c in relevant(ranked, lead)
        if not c.leans_on_code
        and c is not example
        and c is not also
        and (
            _same_document(c, lead)
            or (c.score >= other_page_bar(c, lead, terms, lead_value) and c.coverage >= code_floor)
        )
        and (not option_words or not option_words.isdisjoint(c.stems))
    ]
    # The lead section's own example, quoted beside one from elsewhere, illustrates the lead: it takes no sentence's room.
    illustrates = also is not None and also.hit is lead.hit and (example is None or example.hit is not lead.hit)
    # Each example holds a place while the sentences are picked, so the picks' followers can have it ...
    held = (1 if example and example is not lead else 0) + (1 if also and not illustrates else 0)
    value = _comparing if shape.options else None
    picks.extend(select(usable, QUICK_MAX - len(picks) - held, chosen=picks, value=value, trade_off=QUICK_TRADE_OFF))
    # An example quoted as the answer is substance enough; other sentences only if relevant.
    if len(picks) < QUICK_MIN and not lead.code:
        fill = [c for c in ranked if c.matched and not c.leans_on_code and c is not example]
        picks.extend(select(fill, QUICK_MIN - len(picks), chosen=picks))
    quoted = continued(picks, ranked, exclude=(example, also))
    # ... but code takes no sentence's place: the next-best sentences that read alone come after
    # them, one for each example, since the sentence an example pushed out often held the answer.
    more = [c for c in usable if c not in quoted and not c.code]
    quoted.extend(select(more, held, chosen=quoted, value=value, trade_off=QUICK_TRADE_OFF))
    return with_antecedents(quoted, ranked)


def continued(picks: list[Candidate], ranked: list[Candidate], exclude: tuple[Candidate | None, ...] = ()) -> list[Candidate]:
    """Each quoted sentence after the lead followed by the one sentence that continues it, in spare room.

    The lead's run is `continuation`'s; a later pick can set up what its next sentence answers
    ("... all handlers are called from within the except block for the exception being handled."
    before "Therefore exception info is available to the handler functions via `sys.exc_info()`"),
    which scores too little to be picked alone. Followers fill only
    the room the quick answer has left (QUICK_MAX sentences): taking a picked sentence's room
    instead lost as many answers as it won. When more picks have a follower than there is
    room, the followers scoring best take it, not the earliest picks' (multidict-16's answer
    followed a later pick, and the one spare place went to an earlier pick's follower).
    A place still left goes to the sentence a pick goes on from, right before it (`_taken_up_from`),
    and then to the lead's next sentence opening the next paragraph or item (`_next_opening`).
    """
    spare = QUICK_MAX - len(picks)
    followers: dict[int, Candidate] = {}
    # A pick's next sentence naming nothing asked can still go on about what the pick names
    # ("If you set `limit` to `0`, there will be no limit." after the sentence about `limit`).
    taken_up: dict[int, Candidate] = {}
    for n, c in enumerate(picks[1:], start=1):
        follow = [f for f in continuation(ranked, c, limit=1) if f not in picks and f not in exclude]
        if follow and follow[0] not in followers.values():
            followers[n] = follow[0]
        elif not follow and (after := _taking_up(ranked, c)) is not None and after not in picks and after not in exclude:
            taken_up[n] = after
    kept = sorted(followers, key=lambda n: -followers[n].score)[: max(spare, 0)]
    # ... in the places the followers `continuation` accepts have left.
    kept += sorted(taken_up, key=lambda n: -taken_up[n].score)[: max(spare - len(kept), 0)]
    chosen = {n: followers[n] if n in followers else taken_up[n] for n in kept}
    # The sentence right before a pick that the pick goes on from ("They will most probably not
    # work with other libraries" after "These pseudo-elements are Parsel-specific.") comes before
    # it, in the places still left: the pick alone does not say what it goes on about.
    before: dict[int, Candidate] = {}
    for n, c in enumerate(picks[1:], start=1):
        prior = _taken_up_from(ranked, c)
        if prior is not None and prior not in picks and prior not in exclude and prior not in chosen.values():
            before[n] = prior
    taken = sorted(before, key=lambda n: -before[n].score)[: max(spare - len(kept), 0)]
    # A place still left goes to the lead's next sentence when it opens the next paragraph or item
    # ("Cause: ... it can interfere with isolated environment creation." after the lead "Symptom:
    # ... missing"): `continuation` stops at the paragraph's end, but the passage often goes on there.
    opening = _next_opening(ranked, picks[0]) if picks and spare > len(kept) + len(taken) else None
    if opening is not None and (opening in picks or opening in exclude or opening in chosen.values() or any(before[n] is opening for n in taken)):
        opening = None
    out: list[Candidate] = []
    for n, c in enumerate(picks):
        if n in taken:
            out.append(before[n])
        out.append(c)
        if n == 0 and opening is not None:
            out.append(opening)
        if n in chosen:
            out.append(chosen[n])
    return out


def _next_opening(ranked: list[Candidate], lead: Candidate) -> Candidate | None:
    """The sentence right after `lead` when it opens another paragraph or item of its passage, reads
    alone and scores enough beside the lead to be worth a place."""
    x = _adjacent(ranked, lead, 1)
    return x if x is not None and x.block != lead.block and _worth_beside(x, lead) else None


def _taking_up(ranked: list[Candidate], c: Candidate) -> Candidate | None:
    """The next sentence of `c`'s own paragraph (or item), reading alone, when it names the code
    `c` names or opens on "The" and takes up one of its words ("The default factor is `1.0`"
    after "The delay grows by a factor ..."): it goes on about the same thing."""
    after = _neighbour(ranked, c, 1)
    return after if after is not None and _goes_on(after, c) else None


def _taken_up_from(ranked: list[Candidate], c: Candidate) -> Candidate | None:
    """The sentence right before `c` in its own paragraph (or item), reading alone, when `c` goes on
    from it: `c` leans back on it ("They will ..."), names the code it names, or opens on "The" and
    takes up one of its words. None when `_antecedent` brings it anyway."""
    prior = _neighbour(ranked, c, -1)
    if prior is None or _antecedent(c, ranked) is prior:
        return None
    return prior if _LEANS_BACK.match(c.plain) or _goes_on(c, prior) else None


def _neighbour(ranked: list[Candidate], c: Candidate, step: int) -> Candidate | None:
    """The sentence `step` places from `c` in its own paragraph (or item), when it reads alone and
    scores enough beside `c` to be worth its place."""
    x = _adjacent(ranked, c, step)
    return x if x is not None and x.block == c.block and _worth_beside(x, c) else None


def _adjacent(ranked: list[Candidate], c: Candidate, step: int) -> Candidate | None:
    """The sentence `step` places from `c` in its passage, if it was ranked."""
    return next((x for x in ranked if x.hit is c.hit and x.position == c.position + step), None)


def _worth_beside(x: Candidate, c: Candidate) -> bool:
    """Whether `x` reads alone (no code of its own or leaned on) and scores enough beside `c`."""
    return not x.leans_on_code and not x.code and x.score >= CONTINUATION_FLOOR * c.score


def _goes_on(later: Candidate, earlier: Candidate) -> bool:
    """Whether `later` goes on about what `earlier` says: it names the same code, or opens on "The"
    and takes up one of its words."""
    if set(_CODE_SPAN.findall(later.text)) & set(_CODE_SPAN.findall(earlier.text)):
        return True
    return bool(_DEFINITE.match(later.plain)) and bool((later.stems & earlier.stems) - _STOP_STEMS)


_CODE_SPAN = re.compile(r"`([^`\n]+)`")
_DEFINITE = re.compile(r"\W*The\s", re.I)
_STOP_STEMS = frozenset(stems(sorted(STOPWORDS)))


def with_antecedents(picks: list[Candidate], ranked: list[Candidate]) -> list[Candidate]:
    """Each sentence that needs an earlier one to be read comes after it.

    A sentence opening on "This"/"It" needs the sentence of its paragraph it
    refers to: "This can be useful if you would prefer to use the default
    value" answers the question's words, but what "this" is (setting
    `env_ignore_empty`) is the sentence before it. A later sentence of a
    definition, field or option list's item needs the item's first, which
    carries its name: after `--asyncore-use-poll: The use_poll argument passed
    to asyncore.loop()`, "Helps overcome open file descriptors limit." alone
    does not say which option helps. An ordinary bullet's later sentence
    stands alone as before (its first sentence is another point). An
    antecedent the answer quotes anyway moves up to come first.
    """
    out: list[Candidate] = []
    for n, c in enumerate(picks):
        if c in out:
            continue  # already placed ahead of the sentence that leans on it
        before = _antecedent(c, ranked)
        # A lead quoted with its code opens the answer with that code right under it.
        moved_ahead_of_example = before in picks and n == 0 and bool(c.attachment)
        if before is not None and before not in out and not moved_ahead_of_example:
            out.append(before)
        out.append(c)
    return out


def _antecedent(c: Candidate, ranked: list[Candidate]) -> Candidate | None:
    """The sentence `c` leans on, if it leans on one: its item's opening sentence, else the one before
    a sentence opening on "This" or using "it"/"this" within its first words for what that one names."""
    # One quoted with its code reads with the code, which shows the name (and is quoted right under it).
    if c.kind == "item" and not c.first_in_block and not c.attachment:
        opening = next((b for b in ranked if b.hit is c.hit and b.block == c.block and b.first_in_block), None)
        if opening is not None and _LABELLED.match(opening.text) and not opening.leans_on_code:
            return opening
    if _REFERRING_START.match(c.plain) or (c.kind == "prose" and _USES_IT.match(c.plain)):
        return next(
            (b for b in ranked if b.hit is c.hit and b.block == c.block and b.position == c.position - 1 and not b.leans_on_code),
            None,
        )
    return None


# "You can use it to register custom SQL functions": the thing is named in the sentence before, and
# quoted without it the answer never says what "it" is. "it is"/"this is" is left out: "Generally it
# is best to ..." refers to nothing.
_USES_IT = re.compile(r"\W*(?:\w+\s+){1,3}(?:it|them|this|these)\b(?!\s+(?:is|are)\b)", re.I)


def _comparing(c: Candidate) -> float:
    """A comparison's summary says how the options differ and when to choose which."""
    return c.score + 0.1 * bool(_CONTRAST.search(c.plain)) + 0.15 * section_fit("when to choose which", c.plain, c.hit.heading or "")


def other_page_bar(c: Candidate, lead: Candidate, terms: QuestionTerms, lead_value: float) -> float:
    """The score a quick-answer quote from another page than the lead's must reach: nearly the
    lead's value from another page of its project naming the question, the whole of it otherwise."""
    return (SAME_PROJECT_PAGE if _project_answer(c, lead, terms) else OTHER_DOCUMENT) * lead_value


def _project_answer(c: Candidate, lead: Candidate, terms: QuestionTerms) -> bool:
    """From another page of the lead's project (one indexed folder; a web page has none), naming
    the question itself: its own words, not only its heading, title or the project's name.

    The project's pages answer one question between them only where they speak of it: a
    README's contributing steps under the title "Tempo: better dates" share the project and
    the title's words with a question about humanized dates, and nothing else.
    """
    return bool(c.root_stems) and c.root_stems == lead.root_stems and bool(terms.matched(c.stems - c.root_stems))


def _same_document(a: Candidate, b: Candidate) -> bool:
    return _same_hit_document(a.hit, b.hit)


def _same_hit_document(a: Hit, b: Hit) -> bool:
    return (a.path or a.url or a.title) == (b.path or b.url or b.title)


def _quick(
    writer: Writer,
    picks: list[Candidate],
    example: Candidate | None,
    procedure: Procedure | None,
    rows: Rows | None,
    also: Candidate | None = None,
    listed: Listed | None = None,
    *,
    ranked: list[Candidate],
    third: Candidate | None = None,
    listings: list[Listing],
    terms: QuestionTerms,
) -> str:
    lead = picks[0]
    # A page often says one thing in two places, and the answer's picks are different passages'
    # sentences: it quotes each thing once, an introducer with its code rather than bare.
    if example is not None and example is not lead and _said(example) == _said(lead):
        lead = example
    with_code = {_said(x) for c in (example, also, third) if c is not None for x in (c.follows, c) if x is not None}
    said = {_said(lead)} | with_code
    rest: list[Candidate] = []
    for c in picks[1:]:
        if _said(c) not in said:
            said.add(_said(c))
            rest.append(c)
    # An introducer says nothing without its code ("Next wednesday, but not today."): the best ones
    # picked beside the examples bring their code, best first; two at most, so the quick answer stays short.
    introducers = sorted((c for c in rest if c.code), key=lambda c: c.score, reverse=True)[:QUICK_INTRODUCERS]
    for c in introducers:
        rest.remove(c)
    # A lead that is its paragraph's second sentence goes on from the first ("NOTE: This is beta
    # software." before "Please be sure to pin your dependencies."), which often holds the answer:
    # it is quoted right before the lead, on top of the picks (taking a pick's place lost answers the
    # pick held), unless the answer quotes it anyway. Only here: the detailed report and the one-line
    # answer open on the lead itself.
    opening = _lead_opening(ranked, lead)
    if opening is not None and (_said(opening) in said or (listed is not None and listed.holds(opening))):
        opening = None
    shown = {_quote(c, bare=True) for c in (opening, lead, *rest) if c is not None and not (c is example and c is lead)}
    # Rows from a passage ranked above the lead's are the answer: they come first (and are cited first).
    table_first = _render_rows(writer, rows) if rows is not None and rows.table.hit_rank < lead.hit_rank else None

    # What the page says right under quoted code (its result, caveat or requirement) comes with it,
    # and so does the code an introducer right under it adds to that example (`continuing`).
    def with_code(c: Candidate) -> str:
        # An introducer goes on from the sentence right before it in its paragraph ("Sometimes notes
        # hang because a note_off has not been sent." before "To (abruptly) stop all sounding notes,
        # you can call:"), which says what the code is for: it comes right before it, on top of the picks.
        prior = _introduced_from(ranked, c)
        if prior is not None and (_quoted(prior, shown) or _said(prior) in said):
            prior = None
        if prior is not None:
            shown.add(_quote(prior, bare=True))
        quoted = writer.with_attachment(c, shown=shown)
        if quoted and prior is not None:
            quoted = writer.sentence(prior) + " " + quoted
        after = under_code(c, ranked)
        if quoted and after is not None and not _quoted(after, shown):
            said_under = [after, *_rest_under_code(ranked, after, shown)]
            shown.update(_quote(x, bare=True) for x in said_under)
            quoted += "\n\n" + " ".join(writer.sentence(x) for x in said_under)
        then = continuing(c, ranked)
        if quoted and then is not None and not _quoted(then, shown) and not _code_quoted(then, shown):
            if then.follows is not c and then.follows is not None:
                # It continues a copy of `c`'s code (on another page or further down this one):
                # that copy's code is quoted already, under `c`.
                shown.add(_quote(then.follows))
            quoted += "\n\n" + writer.with_attachment(then, shown=shown)
        return quoted

    # An item quoted as a sentence is read under what its list is: "These applicable pseudo-classes
    # are not yet implemented:" is all that says the quoted `*:nth-of-type` does not work, and it never
    # reads alone. Its introducer comes right before the first item quoted, once; a list quoted whole
    # comes under its own.
    introduced = {listed.listing.intro} if listed is not None else set()

    def sentence(c: Candidate) -> str:
        listing = next((x for x in listings if Listed(x, x.block.items).holds(c)), None)
        if listing is None or listing.intro in introduced or not _introduces_here(listing, c, picks[0], terms):
            return writer.sentence(c)
        introduced.add(listing.intro)
        return cite(listing.intro, writer.number(listing.hit, listing.intro)) + " " + writer.sentence(c)

    # A quoted sentence's next one that goes on from it to show it in code ("This can take arbitrary
    # HTML, for example:" after "The value of announcement will be inserted in the top of your
    # page.") comes right after it with its code, on top of the picks: it leans on its code, so no
    # pick takes it, and quoted alone the sentence before never shows what it says.
    elsewhere = [x for c in (example, also, third, *introducers) if c is not None for x in (c, c.follows) if x is not None]
    taken_code = {b.text for x in elsewhere for b in x.code}
    shows: dict[Candidate, Candidate] = {}
    for c in (lead, *rest):
        x = _shown_in_code(ranked, c)
        if x is not None and _said(x) not in said and x not in elsewhere and not any(b.text in taken_code for b in x.code):
            shows[c] = x
            # A page showing one snippet in two sections may go on to it from two quoted sentences.
            taken_code.update(b.text for b in x.code)

    # A quoted sentence's short next one in its paragraph ("Defaults to 86400 (one day)." after what
    # the setting is) finishes what it says, though it names nothing asked: it comes right after it,
    # on top of the picks, unless the answer quotes it anyway. So does a longer one leaning back on
    # it ("It went unmaintained from August 2015 and was forked ..."), which `continued` brings
    # after a later pick only into a place left among the five.
    short_next: dict[Candidate, Candidate] = {}
    for c in (lead, *rest):
        x = _short_next(ranked, c)
        if (
            x is not None
            and _said(x) not in said
            and x is not opening
            and x not in elsewhere
            and not (listed is not None and listed.holds(x))
            and x not in short_next.values()
        ):
            short_next[c] = x
            shown.add(_quote(x, bare=True))

    def run(sentences: list[Candidate]) -> str:
        paragraphs, line = [], []
        for c in sentences:
            line.append(sentence(c))
            if c in short_next:
                line.append(sentence(short_next[c]))
            if c in shows:
                line.append(writer.with_attachment(shows[c], shown=shown))
                paragraphs.append(" ".join(line))
                line = []
        return "\n\n".join([*paragraphs, " ".join(line)] if line else paragraphs)

    text = sentence(opening) + " " if opening is not None else ""
    if example is lead:
        text += with_code(lead) + ("\n\n" + run(rest) if rest else "")
    else:
        text += run([lead, *rest])
    if table_first is not None:
        text = table_first + "\n\n" + text
    elif rows is not None:
        text += "\n\n" + _render_rows(writer, rows)
    if listed is not None:
        text += "\n\n" + _render_listed(writer, listed)
    if procedure is not None:
        text += "\n\n" + _render_procedure(writer, procedure)
    for c in (example if example is not lead else None, also, third, *introducers):
        quoted = with_code(c) if c is not None else ""
        if quoted:
            text += "\n\n" + quoted
    return text


def _lead_opening(ranked: list[Candidate], lead: Candidate) -> Candidate | None:
    """The first sentence of `lead`'s own paragraph (or item) when `lead` is its second, reading alone
    and scoring enough beside it (`_neighbour`); None when `_antecedent` brings it anyway."""
    prior = _neighbour(ranked, lead, -1)
    if prior is None or not prior.first_in_block or _antecedent(lead, ranked) is prior:
        return None
    return prior


def _shown_in_code(ranked: list[Candidate], c: Candidate) -> Candidate | None:
    """The sentence right after the bare sentence `c` in its passage when it goes on from `c` (a pronoun
    among its first words: "It is called with three arguments ... :") to introduce short code, and
    scores enough beside it (`CONTINUATION_FLOOR`)."""
    if c.code:
        return None
    x = _adjacent(ranked, c, 1)
    if x is None or not x.code or not x.leans_on_code or not _short_code(x) or x.score < CONTINUATION_FLOOR * c.score:
        return None
    return x if _LEANS_BACK.match(x.plain) else None


def _short_next(ranked: list[Candidate], c: Candidate) -> Candidate | None:
    """The next sentence of the bare sentence `c`'s own paragraph (or item) when it reads alone, scores
    enough beside `c` (`_neighbour`) and is `SHORT_NEXT_WORDS` words at most, or `LEANING_NEXT_WORDS`
    when it leans back on `c` (a pronoun among its first words: "This is a convention which ...")."""
    if c.code:
        return None
    x = _neighbour(ranked, c, 1)
    if x is None:
        return None
    n = length_in_words(x.plain)
    return x if n <= SHORT_NEXT_WORDS or (n <= LEANING_NEXT_WORDS and _LEANS_BACK.match(x.plain)) else None


def _introduced_from(ranked: list[Candidate], c: Candidate) -> Candidate | None:
    """The sentence right before the introducer `c` (it leans on its code and is not its paragraph's
    first sentence, nor continues another example) in its own paragraph, when it reads alone, scores
    enough beside `c` (`_neighbour`) and is `INTRODUCED_FROM_WORDS` words at most."""
    if not c.code or not c.leans_on_code or c.first_in_block or c.follows is not None:
        return None
    x = _neighbour(ranked, c, -1)
    return x if x is not None and length_in_words(x.plain) <= INTRODUCED_FROM_WORDS else None


def _introduces_here(listing: Listing, item: Candidate, lead: Candidate, terms: QuestionTerms) -> bool:
    """Whether a quoted item's list introducer belongs in the answer before it: always for an item of
    the lead's own passage; for another passage's, only when the introducer's own words (not its
    page title's) name part of the question ("Job has three states:" for "what state is a job in
    when it finished?"), since an item off the question quoted beside the lead ("`attempt`: how many
    times the job ran so far") is not made longer by "Its keys include:"."""
    if item.hit is lead.hit:
        return True
    return bool(terms.matched(stems_of(listing.intro)) - terms.matched(stems_of(listing.hit.title)))


def _short_code(c: Candidate) -> bool:
    """Whether the code `c` carries is short enough to come beside another example (`SIBLING_LINES`)."""
    return sum(b.text.count("\n") + 1 for b in c.code) <= SIBLING_LINES


def under_code(c: Candidate, ranked: list[Candidate]) -> Candidate | None:
    """The first sentence of the paragraph right under the code `c` introduces, in its passage.

    It is what the page says about that code: its result, its caveat or what it needs
    ("There must be exactly one private key present." under the call that loads the
    files). It shares few of the question's words, so no pick reaches it. A sentence that
    introduces code of its own is not it: it reads only with that code.
    """
    if not c.code:
        return None
    last = c.code[-1]
    return next(
        (u for u in ranked if u.hit is c.hit and u.code_above is last and not u.attachment and not u.plain.endswith(":")),
        None,
    )


def _rest_under_code(ranked: list[Candidate], first: Candidate, shown: set[Quote]) -> list[Candidate]:
    """The sentences after `first` (`under_code`'s) in its paragraph, in order, while each reads alone and
    is not quoted elsewhere; `UNDER_CODE_SENTENCES` with `first` at most.

    The paragraph under an example says what the code does, and often the point comes after its
    opening: "If you run the above code you will notice that no test failed. This is because the
    http server is running in a different thread ..." Quoted alone, the opening leaves it out.
    """
    rest: list[Candidate] = []
    x = _adjacent(ranked, first, 1)
    while x is not None and len(rest) < UNDER_CODE_SENTENCES - 1 and x.block == first.block:
        if x.leans_on_code or x.code or _quoted(x, shown):
            break
        rest.append(x)
        x = _adjacent(ranked, x, 1)
    return rest


def continuing(c: Candidate, ranked: list[Candidate]) -> Candidate | None:
    """The short introducer right under the code `c` introduces, continuing that example with short code of its own.

    "Example:" and a TOML table, then "Usage:" and the parser that reads it; "An example CSS
    file ... might look like this." and the CSS, then "You also need these two lines in your
    `conf.py` file" and the setting that loads it: the second code completes the first. The
    collector links such an introducer to the example it continues (`follows`), and the writer
    quotes the example before it when it picks the second; the other way round, the example
    was quoted and the code completing it left out, since it names little of the question.

    A page may show another page's example again, the same code under other words, and go on
    under its copy ("or just" and the `@atomic` handler under aiojobs' index copy of the
    quickstart's example): what continues the copy continues `c` too, when nothing continues `c`
    itself. The copy is matched by its code's text within `c`'s own project: it may be further down
    `c`'s own page (soupsieve's `soup.select('> div')`), but another project's alternative to the
    same command is not this project's way to do it.
    """
    if not c.code:
        return None
    code = [b.text for b in c.code]
    after = [(f, f.follows) for f in ranked if f.follows is not None and f.code and _short_code(f)]
    return next((f for f, example in after if example is c), None) or next(
        (f for f, example in after if example.root_stems == c.root_stems and [b.text for b in example.code] == code), None
    )


@dataclass
class _Block:
    section: Section
    body: Callable[[Writer], str]


def _detailed(
    writer: Writer,
    profile: TypeProfile,
    evidence: Evidence,
    ranked: list[Candidate],
    shape: Shape,
    terms: QuestionTerms,
    quick: Quick,
) -> str:
    """Choose what goes in every section first, then write them in section order.

    Everything the quick report quotes is quoted here too: its steps in the
    numbered section, its sentences in the sections they fit best, its code
    example in the steps or under "Example". The comparison table and the
    steps choose first so the sentences that define an option or start a
    procedure land there rather than in the overview; writing afterwards
    keeps citation numbers in reading order.
    """
    lead = quick.lead
    pool = relevant(ranked, lead)
    used: list[Candidate] = [lead]
    if quick.listed is not None:
        # The quoted list's items are not quoted again as sentences.
        used.extend(c for c in ranked if quick.listed.holds(c))
    blocks: dict[str, _Block] = {}
    shown: list[Candidate] = [lead]
    ordinary = [s for s in profile.sections if "|table|" not in s.markers and "|numbered|" not in s.markers]
    for section in profile.sections:
        if "|numbered|" in section.markers:
            block, in_steps = _steps_block(section, evidence, pool, used, terms, ranked, quick)
            shown.extend(in_steps)
            if block is not None:
                blocks[section.title] = block
        elif "|table|" in section.markers:
            block = _table_block(section, pool, used, shape.options, evidence.tables)
            if block is not None:
                blocks[section.title] = block
    placed, opening = _place(quick.picks[1:], ordinary, used)
    for section in ordinary:
        block = _sentences_block(section, pool, used, placed.get(section.title, []))
        if block is not None:
            blocks[section.title] = block
    first = writer.with_attachment(lead) if lead is quick.example else writer.sentence(lead)
    parts = [" ".join([first, *(writer.sentence(c) for c in opening)]) if lead is not quick.example else first]
    if lead is quick.example and opening:
        parts.append(" ".join(writer.sentence(c) for c in opening))
    if quick.rows is not None:
        parts.append(_render_rows(writer, quick.rows))
    if quick.listed is not None:
        parts.append(_render_listed(writer, quick.listed))
    for section in profile.sections:
        block = blocks.get(section.title)
        if block is not None:
            parts.append(f"## {section.title}\n\n{block.body(writer)}")
    unshown = [c for c in quick.examples if c not in shown]
    if unshown:
        parts.append("## Example\n\n" + "\n\n".join(writer.with_attachment(c) for c in unshown))
    return "\n\n".join(parts)


def _place(
    picks: list[Candidate], sections: list[Section], used: list[Candidate]
) -> tuple[dict[str, list[Candidate]], list[Candidate]]:
    """The quick report's sentences not yet placed: each in the section it fits, else in the opening with the lead."""
    placed: dict[str, list[Candidate]] = {}
    opening: list[Candidate] = []
    for c in picks:
        if c in used:
            continue
        used.append(c)
        fits = [(section_fit(s.title, c.plain, c.hit.heading or ""), -n, s) for n, s in enumerate(sections)]
        if fits:
            fit, _, section = max(fits, key=lambda t: (t[0], t[1]))
            if fit >= 0.3:
                placed.setdefault(section.title, []).append(c)
                continue
        opening.append(c)
    return placed, opening


def _sentences_block(section: Section, pool: list[Candidate], used: list[Candidate], placed: list[Candidate]) -> _Block | None:
    fits = {c: section_fit(section.title, c.plain, c.hit.heading or "") for c in pool}
    fitting = [c for c in pool if fits[c] >= 0.3 and not c.leans_on_code]
    room = max(0, PER_SECTION - len(placed))
    picks = select(fitting, room, chosen=used, value=lambda c: c.score + 0.5 * fits[c]) if room else []
    if not picks and not placed and section.title.lower() in _OPEN_SECTIONS:
        picks = select([c for c in pool if not c.leans_on_code], PER_SECTION, chosen=used)
    picks = [*placed, *picks]
    if not picks:
        return None
    used.extend(c for c in picks if c not in used)
    return _Block(section, lambda w, picks=picks: "\n".join(f"- {w.sentence(c)}" for c in picks))


def _steps_block(
    section: Section,
    evidence: Evidence,
    pool: list[Candidate],
    used: list[Candidate],
    terms: QuestionTerms,
    ranked: list[Candidate],
    quick: Quick,
) -> tuple[_Block | None, list[Candidate]]:
    """The documents' own ordered steps; else the code examples in reading order; else instructions.

    Also says which of the quick report's code examples are among them (steps with code of
    their own stand for them).
    """
    procedure = quick.procedure or best_procedure(evidence.procedures, terms, ranked, quick.lead)
    if procedure is not None:
        if procedure.intro is not None and procedure.intro not in used:
            used.append(procedure.intro)
        used.extend(c for c in pool if c.hit is procedure.hit and c.kind == "item")
        return _Block(section, lambda w: _render_procedure(w, procedure)), quick.examples if _has_code(procedure.steps) else []
    introducers = [c for c in pool if c.code and c not in used][:MAX_STEPS]
    for example in reversed(quick.examples):
        if example not in introducers and example is not quick.lead:
            introducers = [example, *introducers][:MAX_STEPS]
    # An example quoted with the one it continues is not quoted twice.
    introducers = [c for c in introducers if not any(o.follows is c for o in introducers)]
    if introducers:
        introducers.sort(key=_reading_order(introducers))
        used.extend(c for c in introducers if c not in used)
        block = _Block(section, lambda w: "\n\n".join(f"{i}. {w.with_attachment(c, '   ')}" for i, c in enumerate(introducers, 1)))
        return block, [c for c in quick.examples if c in introducers]
    fits = {c: section_fit(section.title, c.plain, c.hit.heading or "") for c in pool}
    picks = select([c for c in pool if fits[c] >= 0.3 and not c.leans_on_code], 6, chosen=used, value=lambda c: c.score + 0.5 * fits[c])
    if not picks:
        return None, []
    used.extend(picks)
    picks.sort(key=_reading_order(picks))
    return _Block(section, lambda w: "\n".join(f"{i}. {w.sentence(c)}" for i, c in enumerate(picks, 1))), []


def best_procedure(procedures: list[Procedure], terms: QuestionTerms, ranked: list[Candidate], lead: Candidate) -> Procedure | None:
    """The ordered list of steps that best answers a how-to, if one covers enough of the question.

    A procedure counts its own words and those of its section heading and
    document title ("Steps" of "Migrating from AWS Lambda to Amazon ECS"),
    weighed with how well its passage ranked. Steps found through their
    document (see the researcher) qualify like the passages near the top.
    """
    best_hit = max((c.hit.score for c in ranked), default=0.0) or 1.0
    wanted = max(1, len(terms.groups))
    # As much of the question as the lead covers (its heading included), and at least half.
    bar = max(PROCEDURE_COVERAGE, PROCEDURE_LEAD_SHARE * len(lead.matched) / wanted)
    best: tuple[float, Procedure] | None = None
    for p in procedures:
        if p.hit_rank > lead.hit_rank + 3 and not p.hit.meta.get("via_document"):
            continue
        # A long list names many words in passing: its heading, title and introduction
        # say what it is for; words only its steps use count half.
        framing = terms.matched(p.framing)
        coverage = (len(framing) + 0.5 * len(terms.matched(p.stems) - framing)) / wanted
        if coverage < bar:
            continue
        # A document's title names every list it holds: "Arrow: Better dates & times" does not
        # make its contributing steps an answer to "an hour ago from an arrow date". Unless the
        # title says nearly all the question does (a runbook for it), the steps, their heading or
        # their introduction must name something of the question the title does not.
        titled = terms.matched(stems_of(f"{p.hit.title} {_file_words(p.hit.path)}"))
        if not (framing | terms.matched(p.stems)) - titled and len(titled) < TITLE_ANSWERS * wanted:
            continue
        heading = section_fit("steps", "", p.hit.heading or "")
        value = coverage + 0.3 * max(0.0, p.hit.score) / best_hit + 0.1 * heading - 0.05 * p.hit_rank
        if best is None or value > best[0]:
            best = (value, p)
    return best[1] if best else None


def _file_words(path: str | None) -> str:
    """A file's name and its folder's ("arrow/README.rst" -> "arrow README"): they name its project."""
    if not path:
        return ""
    parts = re.split(r"[/\\]+", path)
    return " ".join(re.sub(r"\.\w+$", "", part) for part in parts[-2:])


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


@dataclass
class Rows:
    """The rows of a document's table that answer the question, under its header row."""

    table: Table
    rows: list[list[str]]


def answering_rows(
    tables: list[Table], ranked: list[Candidate], lead: Candidate, terms: QuestionTerms, weights: dict[str, float]
) -> Rows | None:
    """The table rows that say what the question asks, when a row names more of it than the lead does.

    "What's the format token for day of the year?" is answered by one row of
    the tokens table ("Day of Year | DDDD | 001, 002 ... 365"), not by the
    sentence above the table. A row is judged by its own cells; its table's
    heading and header row say what it is about (they count as context, like
    a sentence's heading), and the words of the document's title count for
    nothing: every row of the document shares them. Rows continuing a group
    (an empty first cell) come with the row that names it.
    """
    total = sum(weights.values()) or 1.0
    best: tuple[float, Table, int, int] | None = None
    for table in tables:
        if table.hit_rank > lead.hit_rank + EXAMPLE_RANKS or len(table.block.rows) < 2:
            continue
        titled = terms.matched(stems_of(table.hit.title))
        context = terms.matched(stems_of(f"{table.hit.heading or ''} {' '.join(table.block.rows[0])}")) - titled
        body = table.block.rows[1:]
        for i, row in enumerate(body):
            if not row or not row[0].strip():
                continue
            end = i + 1
            while end < len(body) and body[end] and not body[end][0].strip():
                end += 1
            own = terms.matched(stems_of(" ".join(" ".join(r) for r in body[i:end]))) - titled
            if len(own) < ROW_MIN_GROUPS:
                continue
            value = (sum(weights[k] for k in own) + CONTEXT_CREDIT * sum(weights[k] for k in context - own)) / total
            value -= 0.02 * table.hit_rank
            if best is None or value > best[0]:
                best = (value, table, i, end)
    if best is None or best[0] < ROW_FLOOR or best[0] < lead.coverage:
        return None
    _, table, start, end = best
    return Rows(table, table.block.rows[1:][start : min(end, start + MAX_ROWS_QUOTED)])


def section_table(
    tables: list[Table], ranked: list[Candidate], lead: Candidate, terms: QuestionTerms, weights: dict[str, float]
) -> Rows | None:
    """A table that is its whole section, found above the lead's passage and naming the question, quoted whole.

    README reference tables often stand alone under a heading ("Text
    properties": colours | highlights | attributes; "Terminal properties":
    terminal by attribute). Such a section has no sentence to quote, and the
    answer ("concealed", "Windows ... blink: no") is a cell of a column or
    row that no single row names with the question: the table (its first
    rows) is the answer, when its heading, header and cells cover the
    question as well as a row must.
    """
    with_sentences = {id(c.hit) for c in ranked}
    # Most answers have no such table.
    above = [t for t in sorted(tables, key=lambda t: t.hit_rank) if t.hit_rank < lead.hit_rank and id(t.hit) not in with_sentences]
    if not above:
        return None
    total = sum(weights.values()) or 1.0
    for table in above:
        titled = terms.matched(stems_of(table.hit.title))
        cells = " ".join(" ".join(row) for row in table.block.rows)
        named = terms.matched(stems_of(f"{table.hit.heading or ''} {cells}")) - titled
        if len(named) >= ROW_MIN_GROUPS and sum(weights[k] for k in named) / total >= ROW_FLOOR:
            return Rows(table, [row for row in table.block.rows[1 : 1 + MAX_TABLE_ROWS] if row])
    return None


def _render_rows(writer: Writer, rows: Rows) -> str:
    """The header and the answering rows, as the document wrote them, cited in the first cell."""
    number = writer.number(rows.table.hit, " ".join(rows.table.block.rows[0]))
    first, *rest = rows.rows
    cited = [[cite(first[0], number), *first[1:]], *rest]
    return render_table([rows.table.block.rows[0], *cited])


@dataclass
class Listed:
    """A bullet list's items that answer the question, under the sentence introducing them."""

    listing: Listing
    items: list[list[Block]]

    def holds(self, c: Candidate) -> bool:
        return any(self._quotes(item, c) for item in self.items)

    def holds_any(self, candidates: list[Candidate]) -> bool:
        return any(self.holds(c) for c in candidates)

    def without(self, c: Candidate) -> Listed | None:
        """The list less the item quoting `c`; None when no other item is left."""
        rest = [item for item in self.items if not self._quotes(item, c)]
        return Listed(self.listing, rest) if rest else None

    def _quotes(self, item: list[Block], c: Candidate) -> bool:
        if c.kind != "item" or c.hit is not self.listing.hit:
            return False
        said = c.text.rstrip(".")
        return any(said in b.text for b in item if b.kind == "prose")


def answering_list(
    listings: list[Listing], ranked: list[Candidate], lead: Candidate, terms: QuestionTerms, weights: dict[str, float]
) -> Listed | None:
    """The lead's document's bullet list whose introducing sentence says what the question asks.

    "... logging happens at warning level and includes the following extra
    fields:" only reads with its list, so it is never quoted as a sentence,
    and the items ("`stamina.retry_num`: The number of the current retry")
    name little of the question each: together they are the answer to
    "which extra fields does it log?". The sentence must name part of the
    question itself (the document title's words count for nothing: every
    list of the page shares them); its heading and items count as context,
    like a sentence's heading. It is quoted when it covers as much of the
    question as the lead sentence, whole when short, else the items naming
    part of the question.
    """
    total = sum(weights.values()) or 1.0
    best: tuple[float, Listing, list[list[Block]]] | None = None
    for listing in listings:
        if listing.hit_rank > lead.hit_rank + EXAMPLE_RANKS or not _same_hit_document(listing.hit, lead.hit):
            continue
        titled = terms.matched(stems_of(listing.hit.title))
        own = terms.matched(listing.framing) - titled
        if not own:
            continue
        in_items = [terms.matched(item) - titled for item in listing.item_stems]
        context = (terms.matched(stems_of(listing.hit.heading or "")) | frozenset().union(*in_items)) - own - titled
        items = listing.block.items
        if len(items) > MAX_ITEMS_QUOTED or len(render([listing.block])) > MAX_LIST_CHARS:
            items = [item for item, named in zip(items, in_items, strict=True) if named][:MAX_ITEMS_QUOTED]
            if not items or len(render([Block("list", items=items)])) > MAX_LIST_CHARS:
                continue
        value = (sum(weights[k] for k in own) + CONTEXT_CREDIT * sum(weights[k] for k in context)) / total
        value -= 0.02 * listing.hit_rank
        if best is None or value > best[0]:
            best = (value, listing, items)
    if best is None or best[0] < max(ROW_FLOOR, lead.coverage):
        return None
    return Listed(best[1], best[2])


def introduced_items(listings: list[Listing], picks: list[Candidate]) -> Listed | None:
    """The list whose items the answer quotes as sentences, under the sentence introducing it.

    "Therefore you can use the `ARGON2_CFFI_USE_SSE2` environment variable to
    control the process:" introduces "If you set it to `1`, argon2-cffi will
    build with SSE2 support." and its siblings: the items answer the question,
    but what "it" is, the setting asked for, is said only by the introducer,
    which never reads alone. Quoted items bring their list in whole (when short,
    else the quoted ones), introduced. An entry naming its own subject ("`attempt`:
    how many times the job ran so far") reads alone: it brings its list only from
    the lead's own passage, where the list is about what the lead says ("spy
    objects contain two extra attributes:", the second one being the answer).
    """
    lead = picks[0]
    for listing in listings:
        quoted = [
            c
            for c in picks[1:]
            if Listed(listing, listing.block.items).holds(c) and (listing.hit is lead.hit or not _LABELLED.match(c.text))
        ]
        if not quoted:
            continue
        items = listing.block.items
        if len(items) > MAX_ITEMS_QUOTED or len(render([listing.block])) > MAX_LIST_CHARS:
            items = [item for item in items if Listed(listing, [item]).holds_any(quoted)]
        return Listed(listing, items)
    return None


def comparing_list(listings: list[Listing], lead: Candidate, options: list[str]) -> Listed | None:
    """The lead's project's introduced list in which two items name two different options.

    "Given that the same people wrote both utilities, we recommend:" then "If you
    know the shape of the output ahead of time, then go with glom." and "If your
    output shape is determined by the input, then use remap.": the page sets the
    comparison out as a list, one item per option, and the list is the answer. An
    item names an option when it holds a stem of one of the option's key terms.
    Of several such lists, the one naming the most options, then the best-ranked
    passage's; quoted whole when short, else the items naming an option.
    """
    if len(options) < 2 or not lead.hit.path:
        return None
    option_stems = [frozenset(stem(t) for t in key_terms(o)) for o in options]
    best: tuple[tuple[int, int], Listing, list[list[Block]]] | None = None
    for listing in listings:
        if not listing.hit.path or project_of(listing.hit.path) != project_of(lead.hit.path):
            continue
        naming = [{n for n, words in enumerate(option_stems) if words & item} for item in listing.item_stems]
        named = set().union(*naming)
        # Two different items for two different options: one item naming both is no comparison.
        if not any(a & {m} and b & {n} for n in named for m in named if m != n for i, a in enumerate(naming) for b in naming[i + 1 :]):
            continue
        items = listing.block.items
        if len(items) > MAX_ITEMS_QUOTED or len(render([listing.block])) > MAX_LIST_CHARS:
            items = [item for item, names in zip(items, naming, strict=True) if names][:MAX_ITEMS_QUOTED]
            if len(render([Block("list", items=items)])) > MAX_LIST_CHARS:
                continue
        value = (len(named), -listing.hit_rank)
        if best is None or value > best[0]:
            best = (value, listing, items)
    return Listed(best[1], best[2]) if best is not None else None


def _render_listed(writer: Writer, listed: Listed) -> str:
    number = writer.number(listed.listing.hit, listed.listing.intro)
    return cite(listed.listing.intro, number) + "\n\n" + render([Block("list", items=listed.items)])


def _document_table(tables: list[Table], options: list[str]) -> Table | None:
    """The best-ranked table of the documents whose header row or first column names every option."""
    words = [w for w in (option_stem(o) for o in options) if w]
    for table in sorted(tables, key=lambda t: t.hit_rank):
        header = stems_of(" ".join(table.block.rows[0]))
        first_column = stems_of(" ".join(row[0] for row in table.block.rows if row))
        if words and (all(w in header for w in words) or all(w in first_column for w in words)):
            return table
    return None


def _render_document_table(writer: Writer, table: Table) -> str:
    """The table as the document wrote it, each row cited (in its first cell)."""
    number = writer.number(table.hit, " ".join(table.block.rows[0]))
    header, *body = table.block.rows
    rows = [header, *([cite(row[0], number), *row[1:]] for row in body[:MAX_TABLE_ROWS] if row)]
    return render_table(rows)


def _table_block(
    section: Section, pool: list[Candidate], used: list[Candidate], options: list[str], tables: list[Table]
) -> _Block | None:
    """The documents' own table comparing the options; else per option the sentence that
    best describes it and, if any, when to use it."""
    if len(options) < 2:
        return None
    table = _document_table(tables, options)
    if table is not None:
        return _Block(section, lambda w: _render_document_table(w, table))
    rows: list[tuple[str, Candidate | None, Candidate | None]] = []
    for option in options:
        word = option_stem(option)
        others = {option_stem(x) for x in options if x != option}
        about = [c for c in pool if word in c.stems and not c.leans_on_code]

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
