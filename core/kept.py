"""What a cache keyed on a message's text keeps: only texts as short as a question.

Admission reads messages of any length (Slack sends up to 40,000 characters), and a kept
result grows with its text, so a text longer than any command or question is worked out
afresh (docs/scaling.md, irev31)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

R = TypeVar("R")

# Questions run to a few hundred characters (310 at most in tests/data's 4,344), commands to
# a few words: 1,024 kept query analyses stay within ~15 MB and 256 kept parses under 1 MB.
KEPT_CHARS = 500


def kept_if_short(cached: Callable[..., R], text: str, *args: Any) -> R:
    """`cached(text, *args)` through its `lru_cache` when `text` is short enough to keep,
    else the function beneath it, which keeps nothing."""
    call: Callable[..., R] = cached if len(text) <= KEPT_CHARS else cached.__wrapped__  # type: ignore[attr-defined]
    return call(text, *args)
