"""Shared text utilities: tokens, stopwords, key terms, sentences, markdown to prose.

Everything here is deterministic and model-free, so ranking, follow-up
detection and extractive answers agree on what a "word" and a "sentence" are.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from core.markdown import blocks, parse, plain
# Re-exported: text utilities and their callers share the one vocabulary.
from core.vocab import FILLER_WORDS, INTENT_WORDS, QUESTION_WORDS, STOPWORDS  # noqa: F401

_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_+#]*(?:[.\-'][A-Za-z0-9_+#]+)*")
_WORD = re.compile(r"[a-z0-9]+")


def tokens(text: str) -> list[str]:
    """Lower-case word tokens; keeps `node.js`, `c++`, `gpt-4` and `don't` whole."""
    return [t.lower() for t in _TOKEN.findall(text)]


def words(text: str) -> list[str]:
    """Lower-case alphanumeric runs, splitting on every punctuation mark.

    This matches how SQLite's unicode61 tokenizer splits text, so a query term
    built from these words always means the same thing to FTS5.
    """
    return _WORD.findall(text.lower())


@lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """A light suffix stripper so `connections` matches `connection` in scoring.

    Kept per word: a turn stems the same few thousand words over and over (every
    hit's text at each evidence check), and a look-up costs a tenth of the strip."""
    for suffix, repl in (("ies", "y"), ("sses", "ss"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            return word[: -len(suffix)] + repl
    return word


def content_words(text: str) -> list[str]:
    """Words that carry meaning: no stopwords, no single characters."""
    return [w for w in words(text) if w not in STOPWORDS and len(w) > 1]


def intent_terms(question: str) -> list[str]:
    """The question's intent words ("difference", "fix"), which hint at the answer's shape."""
    return list(dict.fromkeys(w for w in words(question) if w in INTENT_WORDS))


def key_terms(question: str) -> list[str]:
    """The subject words of a question, in order, without duplicates."""
    seen: dict[str, None] = {}
    for w in content_words(question):
        if w not in QUESTION_WORDS:
            seen.setdefault(w, None)
    return list(seen)


_COMPARE_SPLIT = re.compile(r"\s+(?:vs\.?|versus|or|and|compared (?:to|with)|over|instead of)\s+", re.I)
_COMPARE_LEAD = re.compile(
    r"^(?:.*?\b(?:between|compare|comparing|choose|choosing|pick|use|prefer)\b\s+|"
    r"(?:what(?:'s| is| are)|which|should (?:i|we))\b.*?\b(?:of|between)\s+)",
    re.I,
)


_ASIDE = re.compile(r"(?:^|\s+)\(([^()]*)\)")


def compared_options(question: str) -> list[str]:
    """The options a comparison question weighs, e.g. `Lambda vs ECS` -> both.

    Returns an empty list when the question names fewer than two options.
    """
    # An aside in brackets ("KiB/MiB (powers of 1024) instead of MB") qualifies an option:
    # split inside it, its words become junk options ("1024)"). Call brackets (`dump()`) stay.
    # When the aside is all the question compares ("a different date (2014 instead of
    # 2012)"), its own options are the question's.
    text = _ASIDE.sub("", question).strip().rstrip("?!. ")
    if not _COMPARE_SPLIT.search(text):
        asides = [m.group(1) for m in _ASIDE.finditer(question) if _COMPARE_SPLIT.search(m.group(1))]
        text = asides[0] if asides else text
    lead = _COMPARE_LEAD.match(text)
    if lead and _COMPARE_SPLIT.search(text[lead.end() :]):
        text = text[lead.end() :]
    parts = [p for p in _COMPARE_SPLIT.split(text) if p.strip()]
    if len(parts) < 2:
        return []
    options: list[str] = []
    for i, part in enumerate(parts):
        ws = part.split()
        # The first option keeps its last words ("the difference between AWS
        # Lambda" -> "AWS Lambda"); later ones their first ("ECS for a worker").
        if i == 0:
            ws = _trailing_subject(ws)
        else:
            ws = _leading_subject(ws)
        option = " ".join(ws).strip(" ,;:")
        # A piece of a bracket the split cut through ("1024)") is no option.
        if option and key_terms(option) and option.count("(") == option.count(")"):
            options.append(option)
    return options if len(options) >= 2 else []


def _leading_subject(ws: list[str]) -> list[str]:
    out: list[str] = []
    for w in ws:
        bare = w.lower().strip(",;:")
        if out and (bare in STOPWORDS or bare in QUESTION_WORDS):
            break
        if bare in {"the", "a", "an"} and not out:
            continue
        out.append(w.strip(",;:"))
        if w.endswith((",", ";", ":")):
            break
    return out


def _trailing_subject(ws: list[str]) -> list[str]:
    out: list[str] = []
    for w in reversed(ws):
        bare = w.lower().strip(",;:")
        if bare in STOPWORDS or bare in QUESTION_WORDS:
            break
        out.insert(0, w.strip(",;:"))
    return out


# --- sentences -----------------------------------------------------------------

_ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.", "cf.", "approx.", "no.", "fig.", "mr.", "dr.")
# Chinese and Japanese end a sentence with a full-width mark and no space, before any letter:
# the mark, its closing quotes or brackets ("」", "）") and any space after them.
CJK_SENTENCE_END = r"(?<=[\u3002\uff01\uff1f\uff61])[\"')\]\u300d\u300f\uff09]*\s*(?=\S)"
# An option or a negative number ("--benchmark-skip: ...", "-1 disables it") also opens a
# sentence, not a dash with a space after it ("a. - b"): quoted option items are claims of
# their own, and the citation check drops a sentence whole. The passages' splitter
# (core/sources/reading.py) ends sentences here too, with the same guard (`dash_inside`).
OPTION_START = r"-{1,2}[^\s-]"
_SENTENCE_END = re.compile(rf"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9`*_]|{OPTION_START})|{CJK_SENTENCE_END}")
# The characters `_SENTENCE_END`'s two lookbehinds accept: every end follows one.
_SENTENCE_MARK = re.compile("[.!?\u3002\uff01\uff1f\uff61]")


def dash_inside(sentence: str) -> bool:
    """Whether a dash after this much of a sentence is still inside it: in an open code span
    or bracket ("(eg. -c path)", "`make. -j4`")."""
    return sentence.count("`") % 2 == 1 or sentence.count("(") > sentence.count(")")


def _sentence_ends(text: str) -> Iterator[re.Match[str]]:
    """`_SENTENCE_END.finditer(text)`, tried only just after a mark. Opening on a lookbehind, the
    pattern gives sre no character to skip to, so `finditer` tries it at every position; the mark
    search skips to the candidates (docs/scaling.md, ithr50). `match` at a position still reads the
    mark before it. No end ends on a mark (they end on a blank or a closer, or are the CJK branch's
    empty match just after one), so resuming past an end misses none."""
    search, end_at = _SENTENCE_MARK.search, _SENTENCE_END.match
    pos = 0
    while (mark := search(text, pos)) is not None:
        end = end_at(text, mark.end())
        if end is None:
            pos = mark.end()
        else:
            yield end
            pos = end.end()


def split_sentences(text: str) -> list[str]:
    """Split prose into sentences without breaking `e.g.`, `3.5` or `node.js`."""
    # `str.split` tests the characters sre's `\s` does, at a fifth of a regex's instructions
    # (every candidate sentence of a turn comes through here: docs/scaling.md, ithr41).
    text = " ".join(text.split())
    if not text:
        return []
    out: list[str] = []
    start = 0
    for m in _sentence_ends(text):
        candidate = text[start : m.start()].rstrip()
        if candidate.lower().endswith(_ABBREVIATIONS) or (text[m.end()] == "-" and dash_inside(candidate)):
            continue
        if candidate:
            out.append(candidate + text[m.start() : m.end()].strip())
        start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return [s.strip() for s in out if s.strip()]


# --- markdown to prose -----------------------------------------------------------


def markdown_blocks(markdown: str) -> Iterator[tuple[str, str]]:
    """Yield (kind, text) blocks: kind is "prose", "item", "code", "table" or "heading".

    A list item and a paragraph each become one block of plain text; code and
    tables are kept so callers can decide whether to quote them. Parsed with
    the one markdown tree (`core.markdown`).
    """
    return blocks(markdown)


def inline_plain(text: str) -> str:
    """Markdown as plain words: links as their label, no emphasis or tags; code keeps its backticks."""
    return " ".join(part for part in (plain(block) for block in parse(text).children) if part)


def prose_sentences(markdown: str) -> list[str]:
    """Whole sentences from the prose and list items of a markdown chunk.

    Code blocks, tables and headings are left out: they do not read as
    sentences when quoted out of context.
    """
    out: list[str] = []
    for kind, text in markdown_blocks(markdown):
        if kind in {"prose", "item"}:
            for sentence in split_sentences(text):
                if kind == "item" and sentence[-1] not in ".!?:":
                    sentence += "."
                out.append(sentence)
    return out


def counted(n: int, noun: str) -> str:
    """'1 file', '2 files', '1,200 chunks': a count with its noun in agreement."""
    return f"{n:,} {noun}{'' if n == 1 else 's'}"


def truncate(text: str, limit: int) -> str:
    """Cut at a word boundary and mark the cut with an ellipsis."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0].rstrip(",;:.")
    return cut + "…"

