"""Making text inert for Slack: no text from a model, a source or a user can
form a mention (`<!channel>`, `<@U123>`, `<!subteam^…>`) or notify `@here`."""

from __future__ import annotations

import re

_BROADCAST = re.compile(r"@(here|channel|everyone)\b", re.IGNORECASE)
_WORD_JOINER = "\u2060"
# Only the mention forms: code keeps `<!--`, `<!DOCTYPE` and `<#include>` exactly as written.
_MENTION = re.compile(r"<(?=!(?:here|channel|everyone)\b|!subteam\^|@[UW][A-Z0-9]+[|>])", re.IGNORECASE)


def unping(text: str) -> str:
    """Break the plain broadcast words; enough for plain_text fields, which never parse markup."""
    return _BROADCAST.sub(lambda m: f"@{_WORD_JOINER}{m.group(1)}", text)


def escape(text: str) -> str:
    """Slack's three control characters, for mrkdwn; after this no text can ping or link."""
    return unping(text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"))


def defuse(text: str) -> str:
    """Markdown kept as markdown (a stream, an uploaded file) with Slack's mention syntax broken."""
    for opener in ("<!", "<@", "<#"):
        text = text.replace(opener, f"<{_WORD_JOINER}{opener[1]}")
    return unping(text)


def defuse_code(code: str) -> str:
    """Code in streamed markdown: Slack reads its mention syntax there too, so a mention's
    opening `<` gets an invisible joiner; nothing else in the code changes."""
    return _MENTION.sub("<" + _WORD_JOINER, code)
