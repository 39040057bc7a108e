"""The message as the follow-up decision reads it: its prose, without links or pasted code.

A link or a fenced code block spells many words the thread never used ("Closed by
https://github.com/org/app/pull/542", "Can try https://developer.mozilla.org/..."), and the
decision reads new words as a subject of the message's own. What a message is about is in
its prose; a link says where it points and a snippet what it shows (docs/labelling.md,
rule 1). Held out by as-found part the decision gained on four of df17-df21 with this
reading (tools/data/TUNING.md, eighteenth pass, ifu26). Only the decision reads it: the
rewrite and everything the user sees keep the message whole. Inline code spans stay: they
often name the subject itself ("in `Makefile`s, use tabs"), and blanking them lost.
Joining a message's lines loses its layout, which `laid_out_in_lines` reads on the message
as written.
"""

from __future__ import annotations

import re

_URL = re.compile(r"https?://\S+|\bwww\.\S+")
# To the closing fence, or to the end of the message when it has none.
_FENCED = re.compile(r"```.*?(?:```|\Z)", re.S)
# A message, or a line of it, with none of these is no text of its own (a bare link, a snippet).
_CARRIES_TEXT = re.compile(r"[A-Za-z0-9]")
# A single line break that only wraps prose by hand: after a line with no sentence end,
# the next opening on a lowercase letter ("... the GPX file,\nby default, ...").
_SENTENCE_END = re.compile(r"[.!?:]\W*$")
_LOWER_START = re.compile(r"\s*[a-z]")
# A markdown heading is a label over what follows, not a line of the message's own text: a
# new question under "## Pricing" is still one line (tests/core/followup/test_issue_body.py).
_HEADING = re.compile(r"^[ ]{0,3}#{1,6}\s")


def _blanked(text: str, fence: str) -> str:
    """`text` with its links blanked and each fenced code block replaced by `fence`."""
    return _URL.sub(" ", _FENCED.sub(fence, text))


def prose(text: str) -> str:
    """`text` with links and fenced code blocks blanked; `text` itself when nothing else is left."""
    out = re.sub(r"\s+", " ", _blanked(text, " ")).strip()
    return out if _CARRIES_TEXT.search(out) else text


def laid_out_in_lines(written: str) -> bool:
    """`written` (a message as received, its line breaks kept) sets two lines of text apart
    by its layout: a blank line, a code block or a heading between them, or a break that is
    not a hand wrap of one sentence. Lists, steps, a label over its items and paragraphs
    are laid out so; a question or a remark lent from elsewhere mostly is one line, or
    prose wrapped by hand (tools/data/TUNING.md, twenty-eighth pass, ifu52)."""
    previous: str | None = None
    apart = False
    for line in _blanked(written, "\n\n").split("\n"):
        if not _CARRIES_TEXT.search(line) or _HEADING.match(line):
            apart = True
            continue
        if previous is not None and (apart or _SENTENCE_END.search(previous.rstrip()) or not _LOWER_START.match(line)):
            return True
        previous, apart = line, False
    return False
