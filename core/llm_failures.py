"""What the model endpoints did when none answered, in one short clause a user reads.

The failover reasons are the ones `LLM._judge` (core/llm.py) gives: `HTTP <status>`,
the name of a timeout or connection error, or a malformed completion's description.
Said per kind, so a user learns whether waiting helps ("rate-limiting requests",
"unavailable") and an operator which endpoint to look at, instead of "no model
endpoint answered" for all of them alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from core.failover import Failure

RATE_LIMITED = "HTTP 429"

Kind = Literal["rate_limited", "unavailable", "failing"]

_SAID: dict[Kind, str] = {
    "rate_limited": "rate-limiting requests",
    "unavailable": "unavailable",
    "failing": "failing",
}
# Both pass: waiting is worth saying.
_PASSING: frozenset[Kind] = frozenset({"rate_limited", "unavailable"})
_NOT_HTTP = {"APITimeoutError": "timed out", "APIConnectionError": "unreachable"}
_COUNTS = {1: "one", 2: "two", 3: "three"}


def kind_of(reason: str) -> Kind:
    if reason == RATE_LIMITED:
        return "rate_limited"
    if reason in _NOT_HTTP:
        return "unavailable"
    status = reason.removeprefix("HTTP ")
    if status.isdigit() and (int(status) >= 500 or int(status) == 408):
        return "unavailable"
    return "failing"


def _detail(reason: str) -> str:
    # A malformed completion's description is no code a user could read.
    return reason if reason.startswith("HTTP ") else _NOT_HTTP.get(reason, "no usable answer")


def said(failures: Sequence[Failure]) -> str:
    """When every endpoint did the same, "the model provider is rate-limiting requests
    (HTTP 429)"; else each kind with its count ("one model endpoint is rate-limiting requests
    (HTTP 429) and one is unavailable (HTTP 503)"); then "so try again in a little while"
    when every kind passes."""
    kinds: dict[Kind, list[str]] = {}
    for failure in failures:
        kinds.setdefault(kind_of(failure.reason), []).append(_detail(failure.reason))
    parts = []
    for position, (kind, details) in enumerate(kinds.items()):
        codes = ", ".join(sorted(set(details)))
        if len(kinds) == 1:
            subject = "the model provider is"
        else:
            count = len(details)
            noun = "" if position else (" model endpoints" if count > 1 else " model endpoint")
            subject = f"{_COUNTS.get(count, str(count))}{noun} {'is' if count == 1 else 'are'}"
        parts.append(f"{subject} {_SAID[kind]} ({codes})")
    clause = " and ".join(parts)
    return f"{clause}, so try again in a little while" if kinds and set(kinds) <= _PASSING else clause
