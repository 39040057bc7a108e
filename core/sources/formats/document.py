"""A parsed document (title plus sections of blocks) and what every parser shares.

Parsers emit a flat stream of blocks in which headings are blocks too
(`kind="heading"`, level in `start`); `sections_from_stream` turns that into
sections with their heading trails. Includes (`.. include::`, MyST
`{include}`, `literalinclude`) are resolved through one `IncludeContext`, so
every format follows them under the same rules.
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar, cast

from core.sources.blocks import Block, inline_plain, render
from core.sources.decode import NotText, decode

# Include chains deeper than this are almost always cycles.
MAX_INCLUDE_DEPTH = 4
MAX_INCLUDE_BYTES = 4 * 1024 * 1024
T = TypeVar("T")
_SPACES = re.compile(r"\s+")


@dataclass
class Section:
    trail: list[str]
    blocks: list[Block] = field(default_factory=list)

    @property
    def body(self) -> str:
        """The section as canonical markdown."""
        return render(self.blocks)


@dataclass
class ParsedDocument:
    title: str
    sections: list[Section] = field(default_factory=list)
    # Files pulled in by include directives, so a change to them can be noticed.
    includes: list[str] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not any(s.blocks for s in self.sections)


class UnreadableDocument(ValueError):
    """A supported file whose content cannot be used (binary, undecodable, corrupt PDF, empty)."""


@dataclass
class IncludeContext:
    """Where a document lives, and the folder its includes may read from.

    Include targets resolve relative to the including file and must stay
    inside `allowed` (the indexed folder's parent: documentation commonly
    includes `../CHANGES.rst` or `../README.md` from its project root).
    """

    path: Path
    allowed: Path
    depth: int = 0
    seen: list[str] = field(default_factory=list)
    # The depth of every include directive met, followed or not, shared with nested
    # contexts like `seen`: what a text parses to depends on its depth only through
    # the includes the depth limit refuses (see ParseCache).
    read_depths: list[int] = field(default_factory=list)

    def read(self, target: str) -> tuple[str, IncludeContext] | None:
        self.read_depths.append(self.depth)
        if self.depth >= MAX_INCLUDE_DEPTH:
            return None
        target = target.strip()
        base = self.allowed if target.startswith("/") else self.path.parent
        candidate = (base / target.lstrip("/")).resolve()
        try:
            candidate.relative_to(self.allowed.resolve())
        except ValueError:
            return None
        if not candidate.is_file() or candidate.stat().st_size > MAX_INCLUDE_BYTES:
            return None
        try:
            text, _ = decode(candidate.read_bytes())
        except (OSError, NotText):
            return None
        self.seen.append(str(candidate))
        return text, IncludeContext(candidate, self.allowed, self.depth + 1, self.seen, self.read_depths)


@dataclass
class _Parsed:
    value: Any
    seen: list[str]
    allowed: str
    depth: int
    # How many levels below the text its deepest include directive stood (-1: none).
    reach: int

    def usable_for(self, context: IncludeContext) -> bool:
        """Whether parsing again in `context` would give the same: a text without includes
        always does; one with includes if they may read the same folder and the depth
        limit refuses none of them, then or now."""
        if self.reach < 0:
            return True
        if str(context.allowed) != self.allowed:
            return False
        return context.depth == self.depth or max(context.depth, self.depth) + self.reach < MAX_INCLUDE_DEPTH


class ParseCache:
    """What texts parsed to earlier in this process, so a file pulled in by an include
    (`docs/changes.rst` or a MyST `{include}` of `../CHANGES.md`) is not parsed twice.

    Keyed by the file's path and a hash of its text; an entry remembers the
    includes it followed (the caller's `seen` gets them again), and a text with
    includes is reused only where they resolve alike (see `_Parsed.usable_for`),
    so the index never depends on which file a run happened to parse first.
    Values are shared, never copied: parsers build blocks once and nothing changes
    them afterwards.
    """

    def __init__(self, size: int) -> None:
        self.size = size
        self.hits = 0
        self._entries: OrderedDict[tuple[str, str], _Parsed] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, text: str, context: IncludeContext | None, parse: Callable[[], T]) -> T:
        if context is None:
            return parse()
        key = (str(context.path), hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest())
        with self._lock:
            found = self._entries.get(key)
            usable = found is not None and found.usable_for(context)
            if usable:
                self._entries.move_to_end(key)
                self.hits += 1
        if found is not None and usable:
            context.seen.extend(found.seen)
            return cast(T, found.value)
        seen_before, reads_before = len(context.seen), len(context.read_depths)
        value = parse()
        reach = max((d - context.depth for d in context.read_depths[reads_before:]), default=-1)
        entry = _Parsed(value, context.seen[seen_before:], str(context.allowed), context.depth, reach)
        with self._lock:
            self._entries[key] = entry
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)
        return value


def select_lines(text: str, options: dict[str, str]) -> str:
    """Apply include options: start-after / end-before markers, start-line / end-line, lines."""
    if "start-after" in options and options["start-after"] in text:
        text = text.split(options["start-after"], 1)[1]
    if "end-before" in options and options["end-before"] in text:
        text = text.split(options["end-before"], 1)[0]
    lines = text.split("\n")
    start = _int(options.get("start-line"), 0)
    end = _int(options.get("end-line"), len(lines))
    lines = lines[start:end]
    if "lines" in options:
        lines = [ln for i, ln in enumerate(lines, start=1) if _in_ranges(i, options["lines"])]
    return "\n".join(lines)


def _int(value: str | None, default: int) -> int:
    try:
        return int(value) if value is not None else default
    except ValueError:
        return default


def _in_ranges(n: int, spec: str) -> bool:
    for part in spec.split(","):
        a, _, b = part.strip().partition("-")
        lo = _int(a, 1) if a else 1
        hi = (_int(b, n) if b else n) if _ else lo
        if lo <= n <= hi:
            return True
    return False


def title_from_name(path: Path) -> str:
    return re.sub(r"[-_]+", " ", path.stem).strip().capitalize() or path.name


def sections_from_stream(stream: list[Block], fallback_title: str, title: str | None = None) -> ParsedDocument:
    """Group blocks under their headings; a single top-level heading is the title."""
    # A "resume" heading (reST text after an API object's description) returns to the
    # section the description stands in; it is no heading of its own.
    headings = [b for b in stream if b.kind == "heading" and b.label != "resume"]
    levels = [b.start for b in headings]
    top = min(levels) if levels else 1
    first_heading = headings[0] if headings else None
    title_is_heading = (
        title is None and first_heading is not None and levels.count(top) == 1 and first_heading.start == top
    )
    doc_title = title or fallback_title
    trail: list[tuple[int, str]] = []
    sections: list[Section] = []
    current = Section([])
    for block in stream:
        if block.kind != "heading":
            current.blocks.append(block)
            continue
        if current.blocks:
            sections.append(current)
        if block.label == "resume":
            trail = [t for t in trail if t[0] <= block.start]
            current = Section([t for _, t in trail])
            continue
        name = heading_text(block.text)
        if block.label == "name":
            # Kept as code: the heading is a name (an API object), whatever its spelling.
            name = f"`{name}`"
        if title_is_heading and block is first_heading:
            doc_title = name or fallback_title
            trail = []
        else:
            trail = [t for t in trail if t[0] < block.start] + [(block.start, name)]
        current = Section([t for _, t in trail])
    if current.blocks:
        sections.append(current)
    return ParsedDocument(title=doc_title, sections=sections)


def heading_text(inline: str) -> str:
    return _SPACES.sub(" ", inline_plain(inline)).strip()
