"""What a retrieved passage offers an extractive answer: sentences, steps and code.

A passage's blocks come from the index (core/sources/blocks.py), their prose
paragraphs already read into sentences (core/sources/reading.py), or from
parsing its markdown when a source has no blocks. Every prose sentence, list
item and note sentence becomes a quotable candidate. A sentence that ends
its paragraph right before a code block (or an ordered list) introduces it:
the block is attached, so the answer can quote the code with the sentence
that explains it. Ordered lists are kept whole as procedures.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import PurePath

from core.sources.base import Hit
from core.sources.blocks import Block, from_data, inline_plain
from core.sources.reading import Sentence, block_sentences, read
from core.sources.terms import stems, words
from core.sources.retrieval import path_parts, scope_words

# A paragraph shorter than this ("Example:", "And on the command line:") leans on the one before it.
SHORT_INTRO = 60
# "This configuration" refers to code at most this many paragraphs above (a note may come between).
CODE_BEFORE_PARAGRAPHS = 1
# A paragraph offering another way to do what the code right above it does ("or", "or through
# `conda`", "or just"): a fragment, which reads only as the introducer of the code under it.
_ALTERNATIVE = re.compile(r"or\b")
# An introducer continuing another example is this short at most ("And on the command line:").
CONTINUING_INTRO = 80


@dataclass(eq=False)
class Candidate:
    """One quotable sentence; compared by identity so it can key sets and dicts."""

    text: str  # inline markdown, code spans intact
    hit: Hit
    hit_rank: int
    position: int
    kind: str  # "prose" | "item" | "note"
    stems: frozenset[str]
    heading_stems: frozenset[str]
    words: frozenset[str]
    path_stems: frozenset[str] = frozenset()
    root_stems: frozenset[str] = frozenset()  # its indexed folder's name: the project
    attachment: list[Block] = field(default_factory=list)  # code or steps this sentence introduces
    first_in_block: bool = False
    block: int = 0  # which paragraph (or list item) of its passage it comes from
    block_stems: frozenset[str] = frozenset()  # that paragraph's words: the context of the code it introduces
    # "Example:" + code + "And on the command line:" + code reads as one example:
    # the second introducer follows the first, which is quoted with it.
    follows: Candidate | None = None
    headed: bool = False  # the section's heading, introducing the code that opens the section
    # One of several passages of one section each opening on code: a long listing split into parts.
    listing_part: bool = False
    # The one-line code right before its paragraph, which "this configuration ..." refers to.
    code_before: str | None = None
    # The code block right before its paragraph, which an opening sentence may describe
    # ("This will retry the function up to 3 times" under the decorated function).
    code_above: Block | None = None
    score: float = 0.0
    coverage: float = 0.0
    matched: frozenset[str] = field(default_factory=frozenset)
    features: dict[str, float] = field(default_factory=dict)

    plain: str = ""  # the text without markdown, set when the candidate is made
    # A colon-ended sentence whose paragraph is followed by a bare link or a lone name: it introduces
    # nothing the answer can quote with it, so it is read as a sentence of its own.
    unintroduced: bool = False

    @property
    def code(self) -> list[Block]:
        return [b for b in self.attachment if b.kind == "code"]

    @property
    def introduces(self) -> bool:
        return bool(self.attachment)

    @property
    def leans_on_code(self) -> bool:
        """It only reads with what it introduces: "run it as" or "Example:" right before code or steps."""
        if self.unintroduced:
            return False
        return self.plain.endswith(":") or (self.introduces and not self.plain.endswith((".", "!", "?", ")", '"', "'")))

    @property
    def code_stems(self) -> frozenset[str]:
        """The words of the code this sentence introduces (names split into their parts)."""
        return _code_stems(tuple(b.text for b in self.code))


@dataclass
class Procedure:
    """An ordered list of steps from one passage, with the sentence that introduces it."""

    steps: Block
    hit: Hit
    hit_rank: int
    intro: Candidate | None
    stems: frozenset[str]  # every word of the steps, with those of its heading and title
    framing: frozenset[str] = frozenset()  # the words of its heading, title and introducing sentence only


@dataclass
class Table:
    """A table from one passage: a comparison may quote it whole."""

    block: Block
    hit: Hit
    hit_rank: int


@dataclass
class Listing:
    """A bullet list with the sentence that introduces it ("... includes the following extra fields:").

    The sentence says what the list is about and only reads with it; the items
    are often the answer itself (the fields, the keys of a dict, the warnings).
    """

    intro: str  # the introducing sentence, inline markdown
    block: Block
    hit: Hit
    hit_rank: int
    framing: frozenset[str]  # the words of the paragraph it ends
    item_stems: tuple[frozenset[str], ...]  # each item's words


@dataclass
class Evidence:
    candidates: list[Candidate]
    procedures: list[Procedure]
    tables: list[Table] = field(default_factory=list)
    listings: list[Listing] = field(default_factory=list)
    # The question's group weights over these candidates, as their scoring worked them out
    # (`group_weights`; None until scored, or when scored with emphasis): the writer's tables
    # and lists weigh the question the same way and need not count them again.
    weights: dict[str, float] | None = None


def hit_blocks(hit: Hit) -> list[Block]:
    data = hit.meta.get("blocks") if hit.meta else None
    if isinstance(data, list) and data:
        return from_data(data)
    return list(_parse_markdown(hit.text or hit.snippet))


@lru_cache(maxsize=2048)
def _parse_markdown(text: str) -> tuple[Block, ...]:
    from core.sources.formats.markdown import markdown_blocks

    return tuple(markdown_blocks(text))


def _path_words(path: str) -> str:
    """A passage's folders and file name, which name its project and topic."""
    return re.sub(r"[\\._-]+", " ", " ".join(path_parts(path)))


@lru_cache(maxsize=2048)
def stems_of(text: str) -> frozenset[str]:
    """The stems of a text's words, kept per text: a hit's text, title and path are read
    again by every answer that finds it."""
    return frozenset(stems(words(inline_plain(text))))


@lru_cache(maxsize=2048)
def project_of(path: str) -> str:
    """The indexed folder a path lies in (its first part): the project. Kept per path: an
    answer asks this of ~9 hits, and a path is parsed in ~4 us."""
    return PurePath(path).parts[0]


@lru_cache(maxsize=2048)
def _path_stems(path: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """A hit's path as its sentences are read: the stems of its folders and file name, of the
    names that scope it, and of its project folder. Kept per path: parsing a path three
    times was ~18 us a hit, and an answer reads ten."""
    root = stems_of(_path_words(project_of(path))) if path else frozenset()
    return stems_of(_path_words(path)), stems_of(scope_words(path)), root


@lru_cache(maxsize=1024)
def _code_stems(code: tuple[str, ...]) -> frozenset[str]:
    return frozenset(stems(words(" ".join(code)))) if code else frozenset()


def gather(hits: list[Hit]) -> Evidence:
    """Every usable sentence and procedure of every hit (a sentence seen twice counts once)."""
    seen: set[str] = set()
    candidates: list[Candidate] = []
    procedures: list[Procedure] = []
    tables: list[Table] = []
    listings: list[Listing] = []
    for rank, hit in enumerate(hits):
        path_stems, scope_stems, root_stems = _path_stems(hit.path or "")
        heading_stems = stems_of(f"{hit.title} {hit.heading or ''}") | path_stems
        collector = _Collector(hit, rank, heading_stems, scope_stems, root_stems, seen)
        collector.walk(hit_blocks(hit), "prose")
        candidates.extend(collector.candidates)
        procedures.extend(collector.procedures)
        tables.extend(Table(block, hit, rank) for block in collector.tables)
        listings.extend(collector.listings)
    parts = Counter((c.hit.path, c.hit.heading) for c in candidates if c.headed)
    for c in candidates:
        c.listing_part = c.headed and parts[(c.hit.path, c.hit.heading)] > 1
    return Evidence(candidates, procedures, tables, listings)


class _Collector:
    def __init__(
        self, hit: Hit, rank: int, heading_stems: frozenset[str], path_stems: frozenset[str], root_stems: frozenset[str], seen: set[str]
    ) -> None:
        self.hit = hit
        self.rank = rank
        self.heading_stems = heading_stems
        self.path_stems = path_stems
        self.root_stems = root_stems
        self.seen = seen
        self.candidates: list[Candidate] = []
        self.procedures: list[Procedure] = []
        self.tables: list[Block] = []
        self.listings: list[Listing] = []
        self.blocks = 0
        self.previous_prose: frozenset[str] | None = None
        self.recent_code: Block | None = None
        self.since_code = 0

    def walk(self, blocks: list[Block], kind: str) -> None:
        for i, block in enumerate(blocks):
            following = _attachment(blocks, i)
            if block.kind == "code":
                self.recent_code, self.since_code = block, 0
            if block.kind == "code" and kind == "prose" and all(b.kind == "prose" and b.images for b in blocks[:i]):
                self.headed_example(block)
            elif block.kind == "prose" and block.images:
                # A badge row's alt texts ("PyPI version Coverage") are no sentence to quote.
                continue
            elif block.kind == "prose":
                before = len(self.candidates)
                read_here = block_sentences(block)
                self.sentences(
                    read_here,
                    kind,
                    following,
                    alternative=self._alternative(blocks, i, read_here),
                    unintroduced=kind == "prose" and _over_a_lone_line(blocks, i),
                )
                if following and i >= 1 and blocks[i - 1].kind == "code" and len(self.candidates) == before + 1:
                    self._link_example(self.candidates[-1], blocks[i - 1])
                if self.recent_code is not None and len(self.candidates) > before:
                    self._after_code(self.candidates[before], self.recent_code)
                self.since_code += 1
            elif block.kind == "note":
                for item in block.items:
                    self.walk(item, "note")
            elif block.kind == "table" and len(block.rows) >= 2:
                self.tables.append(block)
            elif block.kind in ("steps", "list"):
                # An item ending on a colon over a list of its own ("`jb-book`:" and what that value
                # maps) introduces it as a paragraph does: the label is the sub-items' subject.
                if block.kind == "list" and kind in ("prose", "item") and i >= 1 and blocks[i - 1].kind == "prose":
                    self.introduced_list(blocks[i - 1], block)
                before = self.candidates[-1] if self.candidates and self.candidates[-1].attachment and self.candidates[-1].attachment[0] is block else None
                if block.kind == "steps" and len(block.items) >= 2:
                    item_text = " ".join(inline_plain(b.text) for item in block.items for b in item if b.kind == "prose")
                    framing = self.heading_stems | (before.stems if before is not None else frozenset())
                    self.procedures.append(
                        Procedure(block, self.hit, self.rank, before, frozenset(stems(words(item_text))) | framing, framing)
                    )
                for item in block.items:
                    self.walk(item, "item")

    def introduced_list(self, paragraph: Block, block: Block) -> None:
        """A bullet list right after a paragraph whose last sentence ends in a colon."""
        sentences = block_sentences(paragraph)
        if not sentences or not sentences[-1].plain.endswith(":") or not sentences[-1].quotable:
            return
        items = tuple(
            frozenset(stems(words(" ".join(inline_plain(b.text) for b in item if b.kind == "prose")))) for item in block.items
        )
        # The paragraph says what the list is for: "This dict contains the details of the invocation. Valid keys include:".
        framing = frozenset().union(*(read.stems for read in sentences))
        self.listings.append(Listing(sentences[-1].text, block, self.hit, self.rank, framing, items))

    def headed_example(self, code: Block) -> None:
        """Code that opens its section is introduced by the section's heading.

        Reference pages often put the example straight under a heading
        ("Install a package from GitHub", then `pip install git+https://...`):
        with no sentence before it, the code could never be quoted. The
        heading is the document's own words for what the code does, so it
        introduces it ("Install a package from GitHub:"), and like any
        introducer it is only ever quoted with its code. A picture alone
        between them (a README's GIF of the result) is no sentence and
        still leaves the code opening its section.
        """
        heading = self.hit.section.rstrip(".:")
        if not heading or self.candidates:
            return
        self.sentences(read(f"{heading}:"), "prose", [code])
        for c in self.candidates:
            c.headed = True

    def _after_code(self, c: Candidate, previous_code: Block) -> None:
        """A paragraph shortly after a one-line setting ("copybutton_x = True") may describe it as "this configuration"."""
        code = previous_code.text.strip()
        if self.since_code <= CODE_BEFORE_PARAGRAPHS and c.first_in_block and code and "\n" not in code and "`" not in code:
            c.code_before = code
        if self.since_code == 0 and c.first_in_block and code:
            c.code_above = previous_code

    def _link_example(self, c: Candidate, previous_code: Block) -> None:
        """A one-sentence introducer right after another example's code continues that example."""
        earlier = self.candidates[-2] if len(self.candidates) >= 2 else None
        if earlier is not None and self._introduces(earlier, previous_code) and len(c.plain) <= CONTINUING_INTRO:
            c.follows = earlier

    @staticmethod
    def _introduces(c: Candidate, code: Block) -> bool:
        return bool(c.attachment) and c.attachment[0] is code

    def _alternative(self, blocks: list[Block], i: int, sentences: tuple[Sentence, ...]) -> bool:
        """Whether the paragraph is an "or" between an introduced example's code and code of its own.

        "Install:", `pip install linkify-it-py`, "or", `conda install -c conda-forge linkify-it-py`:
        the "or" is a fragment, no sentence to quote, but it introduces the second way, which no
        other sentence does. It is read as an introducer only there, where the collector links it
        to the example it continues (`_link_example`), so it is never quoted without that example.
        """
        if len(sentences) != 1 or not 0 < i < len(blocks) - 1 or blocks[i + 1].kind != "code":
            return False
        plain = sentences[0].plain
        return (
            blocks[i - 1].kind == "code"
            and bool(_ALTERNATIVE.match(plain))
            and len(plain) <= CONTINUING_INTRO
            and bool(self.candidates)
            and self._introduces(self.candidates[-1], blocks[i - 1])
        )

    def sentences(
        self,
        sentences: tuple[Sentence, ...],
        kind: str,
        attachment: list[Block],
        alternative: bool = False,
        unintroduced: bool = False,
    ) -> None:
        """The paragraph's quotable sentences as candidates; with `alternative`, its one "or" fragment too (`_alternative`);
        with `unintroduced`, its colon-ended last sentence too, as a sentence of its own (`_over_a_lone_line`)."""
        self.blocks += 1
        made: list[Candidate] = []
        # An introducer is read with its code: "Documentation:" over each part of one long
        # listing, or "For example:" before different code, is a different example each time.
        shown = "\n".join(b.text for b in attachment if b.kind == "code")
        for n, read in enumerate(sentences):
            last = n == len(sentences) - 1
            key = f"{read.key}\n{shown}" if last and shown else read.key
            alone = unintroduced and last and not attachment and _colon_alone(read)
            if key in self.seen or not (alternative or alone or read.usable(last and bool(attachment))):
                continue
            self.seen.add(key)
            sentence, plain = read.text, read.plain
            if kind == "item" and sentence[-1] not in ".!?:":
                sentence += "."
                plain += "." if plain and plain[-1] not in ".!?:" else ""
            made.append(
                Candidate(
                    text=sentence,
                    hit=self.hit,
                    hit_rank=self.rank,
                    position=len(self.candidates) + len(made),
                    kind=kind,
                    stems=read.stems,
                    heading_stems=self.heading_stems,
                    words=read.words,
                    path_stems=self.path_stems,
                    root_stems=self.root_stems,
                    plain=plain,
                    attachment=attachment if last else [],
                    first_in_block=n == 0,
                    block=self.blocks,
                    unintroduced=alone,
                )
            )
        # The paragraph's words are the context of the code its last sentence introduces;
        # "Example:" says nothing by itself, so the paragraph before it says what the example is for.
        block_stems = frozenset().union(*(c.stems for c in made))
        if sum(len(c.plain) for c in made) < SHORT_INTRO and self.previous_prose is not None:
            block_stems |= self.previous_prose
        self.previous_prose = block_stems
        for c in made:
            c.block_stems = block_stems
        self.candidates.extend(made)


LONE_LINE_WORDS = 6  # a bare link or a lone name under a colon-ended sentence


def _over_a_lone_line(blocks: list[Block], i: int) -> bool:
    """Whether a paragraph's colon-ended last sentence stands over a bare link or a lone name: the
    next block is one short line that is no sentence and no picture ("tracks its bugs on Github:"
    over the issues address). Before a table, a list, code or a paragraph of sentences it stays an
    introducer; so it does as a section's last block (the page may have lost the table or code it
    introduced, ians111) or over a picture (a badge, a screenshot: what it says may be no answer)."""
    if i + 1 >= len(blocks):
        return False
    nxt = blocks[i + 1]
    line = nxt.text.strip()
    return (
        nxt.kind == "prose"
        and not nxt.images
        and bool(line)
        and "\n" not in line
        and not line.endswith((".", "!", "?", ":"))
        and len(line.split()) <= LONE_LINE_WORDS
    )


def _colon_alone(read: Sentence) -> bool:
    """A colon-ended sentence long enough to be quoted on its own ("`zope.event` tracks its bugs on Github:")."""
    return read.plain.endswith(":") and len(read.plain) >= 20 and read.quotable


def _attachment(blocks: list[Block], i: int) -> list[Block]:
    """The code blocks (or the list) that directly follow a prose block and belong to it."""
    if blocks[i].kind != "prose" or i + 1 >= len(blocks):
        return []
    nxt = blocks[i + 1]
    if nxt.kind == "code":
        out = [nxt]
        # "Example:" + code + "And what it looks like:" + code reads as one example.
        return out
    if nxt.kind == "steps" and blocks[i].text.rstrip().endswith(":"):
        return [nxt]
    return []
