"""Reading a file into a title plus sections of blocks, whatever its format.

Every format ends up in the same shape (core/sources/blocks.py) so chunking
and ranking never care where a document came from. Bytes are decoded by
core/sources/decode.py first: binary and undecodable files are refused with
a reason. Parsing is synchronous; callers run it in a thread.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

# The corpus reads SUPPORTED_SUFFIXES from here in every process that opens it,
# `research-bot ask help` included; the parsers and the document model load only
# when a file is parsed (core/sources/formats/document.py, html.py, ...).
if TYPE_CHECKING:
    from core.sources.formats.document import IncludeContext, ParsedDocument

SUPPORTED_SUFFIXES: frozenset[str] = frozenset({".md", ".markdown", ".txt", ".rst", ".html", ".htm", ".pdf"})


def parse_file(path: Path, root: Path | None = None) -> ParsedDocument:
    """Parse one file. `root` is the indexed folder; includes may read from its parent.

    Raises UnreadableDocument with a reason a person can act on.
    """
    from core.sources.decode import NotText, decode
    from core.sources.formats.document import IncludeContext, UnreadableDocument, title_from_name

    suffix = path.suffix.lower()
    if suffix == ".pdf":
        from core.sources.formats.plain import parse_pdf

        doc = parse_pdf(path)
    else:
        try:
            text, _ = decode(path.read_bytes())
        except NotText as exc:
            raise UnreadableDocument(str(exc)) from exc
        base = (root if root is not None and root.is_dir() else path.parent).resolve()
        context = IncludeContext(path.resolve(), base.parent)
        doc = parse_text_as(suffix, text, title_from_name(path), context)
    if doc.empty:
        raise UnreadableDocument("no text to index")
    return doc


def parse_text_as(suffix: str, text: str, fallback_title: str, context: IncludeContext | None = None) -> ParsedDocument:
    if suffix in (".md", ".markdown"):
        from core.sources.formats.markdown import parse_markdown

        return parse_markdown(text, fallback_title, context)
    if suffix == ".rst":
        from core.sources.formats.rst import parse_rst

        return parse_rst(text, fallback_title, context)
    if suffix in (".html", ".htm"):
        from core.sources.formats.html import parse_html

        return parse_html(text, fallback_title)
    from core.sources.formats.plain import parse_text

    return parse_text(text, fallback_title)
