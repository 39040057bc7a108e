"""The thread's result memory, formatted for prompts (first cut)."""

from __future__ import annotations

from core.models import Session


def format_memory(session: Session, max_tokens: int) -> str:
    lines = []
    for i, a in enumerate(session.analyses[-5:]):
        lines.append(f"{i + 1}. Q: {a.standalone_question}\n   A: {a.summary}")
    return "\n".join(lines)[: max_tokens * 4]
