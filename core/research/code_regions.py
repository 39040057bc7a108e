"""Where a markdown report holds code, so clean-up steps can leave it byte-for-byte alone.

Block-level code (fenced and indented blocks) is found with markdown-it-py,
which knows when four spaces are a code block and when they continue a list
item; inline code spans are found per CommonMark's rule (a run of backticks
closed by a run of the same length). Everything a post-processing step does to
a report — renumbering citations, dropping invented URLs, tidying spaces — goes
through `outside_code`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from markdown_it import MarkdownIt

# A run of backticks not preceded by one. The run opens on its backtick and the
# lookbehind (is the character before it a backtick?) follows it, so sre skips to
# backticks instead of trying a match at every position; at the text's start the
# two-character lookbehind cannot look back and holds.
_SPAN = re.compile(r"(`(?<!``)`*)(?!`)(.+?)(?<!`)\1(?!`)", re.S)


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    return MarkdownIt("commonmark").enable("table")


_MAYBE_BLOCK = re.compile(r"```|~~~|\n(?: {4}|\t)")


def _maybe_block(markdown: str) -> bool:
    """A fence, or an indented line: at the start or after a "\n" (where a multi-line `^`
    matches), looked for as a character sre can skip to rather than at every position."""
    return markdown.startswith(("    ", "\t")) or _MAYBE_BLOCK.search(markdown) is not None


def split_code(markdown: str) -> list[tuple[str, bool]]:
    """The report as (text, is_code) pieces that join back to exactly the input."""
    return list(_split_code(markdown))


@lru_cache(maxsize=512)
def _block_lines(markdown: str) -> tuple[bool, ...]:
    """Per line (as `str.splitlines` cuts them): whether it belongs to a fenced or indented code block."""
    lines = markdown.splitlines(keepends=True)
    flags = [False] * len(lines)
    if not _maybe_block(markdown):
        return tuple(flags)
    # markdown-it counts lines at "\n" only; re-joined, the two numberings agree.
    for token in _parser().parse("".join(line.rstrip("\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029") + "\n" for line in lines)):
        if token.type in ("fence", "code_block") and token.map:
            start, end = token.map
            for i in range(start, min(end, len(lines))):
                flags[i] = True
    return tuple(flags)


def code_block_lines(markdown: str) -> frozenset[int]:
    """Indexes (in `markdown.splitlines()`) of the lines inside fenced or indented code blocks."""
    return frozenset(i for i, is_code in enumerate(_block_lines(markdown)) if is_code)


def mask_spans(text: str, fill: str = "\x1a") -> str:
    """`text` with each inline code span replaced by `fill` characters: same length, so
    positions found in the mask (a citation marker) are positions in the text, and
    `arr[1]` inside a span is never taken for one."""
    if "`" not in text:
        return text
    return _SPAN.sub(lambda m: fill * len(m.group(0)), text)


@lru_cache(maxsize=512)
def _split_code(markdown: str) -> tuple[tuple[str, bool], ...]:
    if not _maybe_block(markdown):
        # No fence and no indented line: at most inline spans, no parser needed.
        return tuple(p for p in _with_spans(markdown) if p[0])
    lines = markdown.splitlines(keepends=True)
    code_lines = list(_block_lines(markdown))
    pieces: list[tuple[str, bool]] = []
    run: list[str] = []
    run_code = False
    for line, is_code in zip(lines, code_lines, strict=True):
        if run and is_code != run_code:
            pieces.extend(_with_spans("".join(run)) if not run_code else [("".join(run), True)])
            run = []
        run_code = is_code
        run.append(line)
    if run:
        pieces.extend(_with_spans("".join(run)) if not run_code else [("".join(run), True)])
    return tuple(p for p in pieces if p[0])


def _with_spans(text: str) -> list[tuple[str, bool]]:
    out: list[tuple[str, bool]] = []
    last = 0
    for m in _SPAN.finditer(text):
        out.append((text[last : m.start()], False))
        out.append((m.group(0), True))
        last = m.end()
    out.append((text[last:], False))
    return out


def outside_code(markdown: str, edit: Callable[[str], str]) -> str:
    """Apply `edit` to the prose of a report only; code blocks and spans are copied unchanged."""
    return "".join(text if is_code else edit(text) for text, is_code in split_code(markdown))


def prose(markdown: str) -> str:
    """The report without its code (code replaced by a space), for finding citation markers."""
    return "".join(" " if is_code else text for text, is_code in split_code(markdown))


def trim(markdown: str) -> str:
    """Strip leading blank lines and trailing whitespace, without touching an indented code line."""
    pieces = split_code(markdown)
    text = "".join(t for t, _ in pieces)
    text = re.sub(r"\A(?:[ \t]*\n)+", "", text) if not (pieces and pieces[0][1]) else text.lstrip("\n")
    return text.rstrip() if not (pieces and pieces[-1][1]) else text.rstrip("\n")
