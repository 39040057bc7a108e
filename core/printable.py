"""Text made safe to show or write: no terminal escape sequences, no control characters.

Documents, web pages and models can all carry them; a terminal would obey them
(retitle the window, clear the screen) and Word's XML refuses them.
"""

from __future__ import annotations

import re

from core.models import Citation


# Terminal escape sequences (colour codes and the like) and every other control
# character but tab and newlines; also the noncharacters and lone surrogates XML refuses.
_ESCAPE_SEQUENCE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-_])")
_UNPRINTABLE = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f\ufffe\uffff\ud800-\udfff]")


def printable(text: str) -> str:
    """Text as it may be shown or written to a file: escape sequences and control
    characters dropped (a form feed or vertical tab becomes a line break)."""
    text = _ESCAPE_SEQUENCE.sub("", text)
    return _UNPRINTABLE.sub("", text.replace("\x0b", "\n").replace("\x0c", "\n"))


def printable_citation(c: Citation) -> Citation:
    fields = {"title": c.title, "url": c.url, "path": c.path, "snippet": c.snippet, "heading": c.heading}
    return c.model_copy(update={k: printable(v) for k, v in fields.items() if v})
