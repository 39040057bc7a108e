"""A prose paragraph's sentences as the extractive answer reads them, read once per chunk.

A paragraph is split into sentences (code spans are never split), each made
plain, judged quotable or not, and read into its words and stems. The index
does this when it writes a chunk and stores the result with the chunk's blocks
(`with_readings`, the prose block's `reading`): an answer gathering the chunk
takes the stored sentences (`stored_sentences`) instead of running the same
regular expressions on the same paragraph turn after turn. Text with no stored
reading (another source's passage, a heading read as the introducer of its
code) is read at answer time (`read`), by the same code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from core.sources.blocks import Block, code_spans, inline_plain
from core.sources.terms import stems, words
from core.text import CJK_SENTENCE_END, OPTION_START, dash_inside

_CODE_SPAN = re.compile(r"(`+)(.+?)(?<!`)\1(?!`)")
_FOREIGN_MARKER = re.compile(r"\s*\\?\[\d{1,3}\\?\]")
_PROTECTED = re.compile(r"\x00(\d+)\x00")
_ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.", "cf.", "approx.", "no.", "fig.", "mr.", "dr.", "resp.")
# A sentence ends at . ! ? (and closing quotes/brackets) followed by space and a capital, digit, code
# or an option ("--cov-reset ...", "-1"), or at a Chinese or Japanese full stop or mark ("。", "！",
# "？"), which takes no space after it — where core.text.split_sentences ends one.
_END = re.compile(rf"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9\x00*_]|{OPTION_START})|{CJK_SENTENCE_END}")
# A list item that is a piece of one sentence ("the attribute that it's validating, and finally").
_FRAGMENT_END = re.compile(r"(?:[,;]|\b(?:and|or|and finally|then))\s*$", re.I)
_FRAGMENT_END_REACH = len("and finally") + 1
# The rest of a sentence whose subject was code ("`PIP_X=1`" then "is the same as" then more code).
_FRAGMENT_START = re.compile(r"(?:is|are|was|were|becomes?|means|equals|and|or|but)\b")


@dataclass(frozen=True)
class Sentence:
    """One sentence of a prose block, read as the extractive collector needs it."""

    text: str
    key: str  # lower-cased: a sentence seen twice in a turn counts once
    plain: str
    quotable: bool
    stems: frozenset[str]
    words: frozenset[str]

    def usable(self, introduces: bool) -> bool:
        """Whether it can be quoted; a short or colon-ended sentence only to introduce
        the code or list attached to it."""
        if not introduces and (len(self.plain) < 20 or self.plain.endswith(":")):
            return False
        return self.quotable


def split_sentences(text: str) -> list[str]:
    """Sentences of inline markdown; code spans are never split and never changed."""
    spans: list[str] = []

    def protect(m: re.Match[str]) -> str:
        spans.append(m.group(0))
        return f"\x00{len(spans) - 1}\x00"

    # Half the paragraphs of documentation hold no backtick: nothing to protect or put back.
    protected = _CODE_SPAN.sub(protect, text.strip()) if "`" in text else text.strip()
    out: list[str] = []
    start = 0
    for m in _END.finditer(protected):
        piece = protected[start : m.start()].rstrip()
        # A dash in an open bracket ("(eg. -c path)") is no option item (code spans are protected).
        if piece.lower().endswith(_ABBREVIATIONS) or not piece or (protected[m.end()] == "-" and dash_inside(piece)):
            continue
        out.append(piece + protected[m.start() : m.end()].rstrip())
        start = m.end()
    tail = protected[start:].strip()
    if tail:
        out.append(tail)
    if not spans:
        return [s.strip() for s in out]
    return [_PROTECTED.sub(lambda m: spans[int(m.group(1))], s).strip() for s in out]


def clean(text: str) -> str:
    """A source's own "[3]" would read as one of our citations; code spans keep theirs."""
    if "[" not in text:  # every marker holds one: the text has none to drop
        return text.strip()
    spans = code_spans(text)
    if not spans:
        return _FOREIGN_MARKER.sub("", text).strip()
    parts = _CODE_SPAN.split(text)
    # re.split with two groups yields: text, fence, code, text, fence, code, ...
    out: list[str] = []
    for i in range(0, len(parts), 3):
        out.append(_FOREIGN_MARKER.sub("", parts[i]))
        if i + 2 < len(parts):
            out.append(f"{parts[i + 1]}{parts[i + 2]}{parts[i + 1]}")
    return "".join(out).strip()


def _quotable(plain: str) -> bool:
    """Whether a sentence (as plain text) can be quoted at all: not a fragment, not mostly symbols."""
    # The fragment's end is looked for in the sentence's last characters: searched over the
    # whole sentence, the pattern was tried at every position. Its longest ending ("and
    # finally") is 11 characters, and the word boundary before it reads one more.
    if _FRAGMENT_END.search(plain.rstrip()[-_FRAGMENT_END_REACH:]) or _FRAGMENT_START.match(plain):
        return False
    return sum(map(str.isalpha, plain)) >= 0.5 * len(plain)


def _stored(text: str) -> list[list[Any]]:
    """The reading as the index stores it, one row a sentence: its text, its plain text,
    1 if quotable, and its words and their stems each as one space-separated string
    (words never hold a space; the search columns store stems the same way)."""
    rows: list[list[Any]] = []
    for sentence in split_sentences(clean(text)):
        plain = inline_plain(sentence)
        tokens = words(plain)
        rows.append([sentence, plain, int(_quotable(plain)), " ".join(tokens), " ".join(stems(tokens))])
    return rows


def stored_sentences(rows: list[list[Any]]) -> tuple[Sentence, ...]:
    """Sentences from their stored rows: the words and stems in the order they were read,
    so the sets are built as `read` builds them."""
    return tuple(
        Sentence(text, text.lower(), plain, bool(quotable), frozenset(stem_line.split()), frozenset(word_line.split()))
        for text, plain, quotable, word_line, stem_line in rows
    )


@lru_cache(maxsize=4096)
def read(text: str) -> tuple[Sentence, ...]:
    """A paragraph read at answer time, once per text: passages from sources that store no
    reading. (A full stop added to a list item changes no word, so the words and stems hold
    for it too.)"""
    return stored_sentences(_stored(text))


# Paragraph texts whose stored reading has been built into sentences in this process; emptied
# when full (a plain dict: gathering runs on worker threads, and a dict's get and set are atomic).
STORED_SENTENCES_KEPT = 4096
_built: dict[str, tuple[Sentence, ...]] = {}


def block_sentences(block: Block) -> tuple[Sentence, ...]:
    """A prose block's sentences: from the reading the index stored with it, built once per
    paragraph text in the process (the same chunks are gathered answer after answer, and the
    stored reading is the reading of the text), or read now for a block with none (another
    source's passage)."""
    if block.reading is None:
        return read(block.text)
    sentences = _built.get(block.text)
    if sentences is None:
        if len(_built) >= STORED_SENTENCES_KEPT:
            _built.clear()
        sentences = _built[block.text] = stored_sentences(block.reading)
    return sentences


def with_readings(blocks: list[Block]) -> list[Block]:
    """The blocks with each quotable prose paragraph's reading stored on it, list items and
    notes included (a badge row, images alone, is never quoted, so it is not read)."""
    for block in blocks:
        # A block already read is an included file's, whose parse `ParseCache` shares with the
        # file including it: its reading is that of its text, which nothing changes.
        if block.kind == "prose" and not block.images and block.reading is None:
            block.reading = _stored(block.text)
        for item in block.items:
            with_readings(item)
    return blocks
