"""Making what a turn reports safe to keep: no secrets, bounded strings.

Tool arguments and error texts come from the model and from sources; either
may carry an API key or token (a URL with `?token=`, an `Authorization`
header echoed in an error). They are redacted when the event is built, so no
observer ever sees the secret.
"""

from __future__ import annotations

import re

MAX_STRING = 300
MAX_ITEMS = 20

_SECRET_KEY_RE = re.compile(r"(api[_-]?key|token|secret|password|passwd|authori[sz]ation|cookie|credential)", re.I)
# Shapes of well-known credentials, and `key=value` pairs in URLs or headers.
_SECRET_VALUE_RE = re.compile(
    r"\b(?:sk-[A-Za-z0-9_-]{8,}|xox[abposr]-[A-Za-z0-9-]{8,}|xapp-[A-Za-z0-9-]{8,}|gh[pousr]_[A-Za-z0-9]{16,}"
    r"|github_pat_[A-Za-z0-9_]{16,}|AKIA[0-9A-Z]{16}|eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+)"
    r"|(?i:bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}"
    r"|(?i:(?:api[_-]?key|token|secret|password|access[_-]?token|auth)=)[^&\s\"']+"
)
REDACTED = "[redacted]"


def redact_text(text: str, limit: int = MAX_STRING) -> str:
    """`text` without credentials, cut to `limit` characters."""
    cleaned = _SECRET_VALUE_RE.sub(_mask, text)
    return cleaned if len(cleaned) <= limit else cleaned[: limit - 1] + "…"


def _mask(match: re.Match[str]) -> str:
    found = match.group(0)
    if "=" in found and not found.startswith(("sk-", "xox", "eyJ")):
        return found.split("=", 1)[0] + "=" + REDACTED
    return REDACTED


def redact_value(value: object, limit: int = MAX_STRING, depth: int = 0) -> object:
    """A JSON-like value with secrets masked, strings cut and containers bounded."""
    if isinstance(value, str):
        return redact_text(value, limit)
    if value is None or isinstance(value, bool | int | float):
        return value
    if depth >= 3:
        return redact_text(repr(value), limit)
    if isinstance(value, dict):
        return redact_arguments(value, limit, depth + 1)
    if isinstance(value, list | tuple | set):
        return [redact_value(v, limit, depth + 1) for v in list(value)[:MAX_ITEMS]]
    return redact_text(str(value), limit)


def redact_arguments(arguments: dict[str, object], limit: int = MAX_STRING, depth: int = 0) -> dict[str, object]:
    """Tool arguments as they may be kept: secret-named keys masked, values redacted and bounded."""
    kept: dict[str, object] = {}
    for key, value in list(arguments.items())[:MAX_ITEMS]:
        name = str(key)[:60]
        kept[name] = REDACTED if _SECRET_KEY_RE.search(name) else redact_value(value, limit, depth)
    return kept
