"""The message as the follow-up decision reads it: its prose, without links or pasted code.

A link or a fenced code block spells many words the thread never used ("Closed by
https://github.com/org/app/pull/542", "Can try https://developer.mozilla.org/..."), and the
decision reads new words as a subject of the message's own. What a message is about is in
its prose; a link says where it points and a snippet what it shows (docs/labelling.md,
rule 1). Held out by as-found part the decision gained on four of df17-df21 with this
reading (tools/data/TUNING.md, eighteenth pass, ifu26). Only the decision reads it: the
rewrite and everything the user sees keep the message whole. Inline code spans stay: they
often name the subject itself ("in `Makefile`s, use tabs"), and blanking them lost.
"""

from __future__ import annotations

import re

_URL = re.compile(r"https?://\S+|\bwww\.\S+")
# To the closing fence, or to the end of the message when it has none.
_FENCED = re.compile(r"```.*?(?:```|\Z)", re.S)


def prose(text: str) -> str:
    """`text` with links and fenced code blocks blanked; `text` itself when nothing else is left."""
    out = re.sub(r"\s+", " ", _URL.sub(" ", _FENCED.sub(" ", text))).strip()
    return out if re.search(r"[A-Za-z0-9]", out) else text
