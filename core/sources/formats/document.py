"""A parsed document (title plus sections of blocks) and what every parser shares.

Parsers emit a flat stream of blocks in which headings are blocks too
(`kind="heading"`, level in `start`); `sections_from_stream` turns that into
sections with their heading trails. Includes (`.. include::`, MyST
`{include}`, `literalinclude`) are resolved through one `IncludeContext`, so
every format follows them under the same rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from core.sources.blocks import Block, inline_plain, render
from core.sources.decode import NotText, decode

# Include chains deeper than this are almost always cycles.
MAX_INCLUDE_DEPTH = 4
MAX_INCLUDE_BYTES = 4 * 1024 * 1024


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

    def read(self, target: str) -> tuple[str, IncludeContext] | None:
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
        return text, IncludeContext(candidate, self.allowed, self.depth + 1, self.seen)


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
    levels = [b.start for b in stream if b.kind == "heading"]
    top = min(levels) if levels else 1
    first_heading = next((b for b in stream if b.kind == "heading"), None)
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
        name = heading_text(block.text)
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
    return re.sub(r"\s+", " ", inline_plain(inline)).strip()
