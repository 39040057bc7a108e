"""Split markdown into pieces under a platform's size limit.

Splits prefer paragraph boundaries, then lines, then sentences, then words, and
never leave a fenced code block open: a block cut across pieces is closed at the
end of one piece and reopened (with its language) at the start of the next,
with every piece, reopened block included, within the limit. A link is never
cut in two while it fits, nor an escape such as `&amp;`.
"""

from __future__ import annotations

import re

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})(.*)$")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def split_markdown(text: str, limit: int) -> list[str]:
    if limit < 40:
        raise ValueError("limit too small to split markdown sensibly")
    if len(text) <= limit:
        return [text]
    pieces: list[str] = []
    current: list[str] = []
    size = 0
    fence: str | None = None  # the open block's fence marker (```, ~~~, ...) while inside one
    opener = ""  # its opening line, with the language, to reopen it in the next piece
    opened_bare = False  # the piece ends with the block's opener and no code under it yet

    def flush() -> None:
        nonlocal current, size
        bare = fence is not None and opened_bare
        if bare:
            # An opener with nothing under it would show as an empty block: it moves on instead.
            current.pop()
        body = "\n".join(current).rstrip("\n")
        if body.strip():
            pieces.append(body if fence is None or bare else f"{body}\n{fence}")
        current = [opener] if fence is not None else []
        size = len(opener) + 1 if fence is not None else 0

    for whole in _lines_within(text, limit - 12):
        # Inside a block, a line must also fit between its reopened opener and closing fence.
        room = limit - len(opener) - len(fence) - 3 if fence is not None else len(whole)
        for line in _break_long(whole, max(room, 20)) if len(whole) > room else [whole]:
            after = _next_fence(fence, line)
            cost = len(line) + 1
            # Room for the closing fence a flush may append.
            reserve = len(after or "```") + 1
            paragraph_break = not line.strip() and fence is None
            if size + cost + reserve > limit or (paragraph_break and size > (limit - 4) * 0.85):
                flush()
                opened_bare = False
                if paragraph_break:
                    continue
            current.append(line)
            size += cost
            opened_bare = fence is None and after is not None
            if opened_bare:
                opener = f"{after}{line.strip()[len(after or ''):].strip()}"
            fence = after
    flush()
    return _merge_small(pieces, limit)


def _lines_within(text: str, width: int) -> list[str]:
    """Lines of the text, with any single line longer than `width` broken up."""
    out: list[str] = []
    for line in text.split("\n"):
        if len(line) <= width:
            out.append(line)
            continue
        out.extend(_break_long(line, width))
    return out


# A link is cut only where it has no spaces left to be cut at: Slack's `<url|label>` and
# markdown's `[label](url)`, whose labels have spaces; an escape (`&amp;`) is never cut.
_LINK_OPEN = re.compile(r"<[^<>]*$|\[[^\[\]]*(?:\]\([^()]*)?$")
_LINK_MAX = 400
_ESCAPE_TAIL = re.compile(r"&#?\w{0,7}$")


def _break_long(line: str, width: int) -> list[str]:
    parts: list[str] = []
    buf = ""
    for sentence in _SENTENCE_END.split(line):
        for word in _words(sentence, width) if len(sentence) > width else [sentence]:
            while len(word) > width:
                if buf:
                    parts.append(buf)
                    buf = ""
                cut = _cut(word, width)
                parts.append(word[:cut])
                word = word[cut:]
            joined = f"{buf} {word}" if buf else word
            if len(joined) > width:
                parts.append(buf)
                buf = word
            else:
                buf = joined
    if buf:
        parts.append(buf)
    return parts


def _words(sentence: str, width: int) -> list[str]:
    """The sentence's words, a link's words kept together while it fits the width."""
    words: list[str] = []
    for word in sentence.split(" "):
        if words and _LINK_OPEN.search(words[-1]) and len(words[-1]) + 1 + len(word) <= min(width, _LINK_MAX):
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    return words


def _cut(word: str, width: int) -> int:
    """Where a word too long for the width is cut: at the width, or before an escape there."""
    tail = _ESCAPE_TAIL.search(word[:width])
    if tail and tail.start() > 0 and ";" in word[width : width + 8]:
        return tail.start()
    return width


def _merge_small(pieces: list[str], limit: int) -> list[str]:
    """Join neighbours that fit together, so a split never yields needless tiny messages."""
    merged: list[str] = []
    for piece in pieces:
        if merged and len(merged[-1]) + 2 + len(piece) <= limit and not _open_fence(merged[-1] + "\n\n" + piece):
            merged[-1] = f"{merged[-1]}\n\n{piece}"
        else:
            merged.append(piece)
    return merged


def _next_fence(fence: str | None, line: str) -> str | None:
    """The fence marker still open after `line`, given the one open before it.

    As in CommonMark, only a bare run of the same character, at least as long,
    closes a block: a ``` line inside a ~~~ block is code.
    """
    match = _FENCE.match(line)
    if match is None:
        return fence
    marker, rest = match.group(1), match.group(2)
    if fence is None:
        return marker
    closes = marker[0] == fence[0] and len(marker) >= len(fence) and not rest.strip()
    return None if closes else fence


def _open_fence(text: str) -> bool:
    fence: str | None = None
    for line in text.split("\n"):
        fence = _next_fence(fence, line)
    return fence is not None
