"""The thread's result memory, formatted as prompt context within a token budget.

The last N analyses are kept with their numbered sources and the identifiers
found in them (tickets, issues, URLs, DOIs, names). The newest answer gets the
fullest entry; older ones shrink to a summary, then to the question and its
IDs, so a follow-up can still say "that incident" about something three
answers back. Tokens are counted with the real cl100k tokenizer and the
budget is never exceeded.
"""

from __future__ import annotations

from core.extract import with_context
from core.models import Analysis, Session
from core.text import truncate
from core.tokens import count_tokens

DEFAULT_MEMORY_SIZE = 5
HEADER = "PREVIOUS RESULTS IN THIS THREAD (newest first; cite them by their own numbers):"


def _ids(analysis: Analysis) -> str:
    parts = [f"{kind}: {', '.join(values[:8])}" for kind, values in analysis.identifiers.items() if values]
    return "; ".join(parts)


def _entry(analysis: Analysis, label: str, level: int) -> str:
    """Level 0 is the fullest entry, 2 the barest that still identifies it."""
    analysis = with_context(analysis)
    lines = [f"{label} Q: {analysis.standalone_question}"]
    if level <= 1 and analysis.summary:
        lines.append(f"   Summary: {truncate(analysis.summary, 400 if level == 0 else 160)}")
    if level == 0:
        lines.append(f"   Type: {analysis.question_type}")
        if analysis.entities:
            lines.append(f"   Entities: {', '.join(analysis.entities[:12])}")
        for c in analysis.citations[:10]:
            where = f" — {c.location}" if c.location else ""
            lines.append(f"   [{c.number}] {truncate(c.title, 100)}{where}")
    elif level == 1 and analysis.citations:
        lines.append("   Sources: " + "; ".join(f"[{c.number}] {truncate(c.title, 50)}" for c in analysis.citations[:6]))
    if ids := _ids(analysis):
        lines.append(f"   IDs: {truncate(ids, 300 if level < 2 else 120)}")
    return "\n".join(lines)


def _fit(text: str, budget: int) -> str:
    tokens = encoding().encode(text, disallowed_special=())
    if len(tokens) <= budget:
        return text
    # Decoding a token prefix can end mid-character; drop tokens until it is clean.
    for end in range(budget - 1, 0, -1):
        cut = encoding().decode(tokens[:end]).rstrip()
        if "\ufffd" not in cut and count_tokens(cut + "…") <= budget:
            return cut + "…"
    return ""


def format_memory(session: Session, max_tokens: int, memory_size: int = DEFAULT_MEMORY_SIZE) -> str:
    """Prompt context for the last `memory_size` analyses in at most `max_tokens` tokens."""
    if max_tokens <= 0 or memory_size <= 0 or not session.analyses:
        return ""
    recent = list(enumerate(session.analyses))[-memory_size:]
    blocks: list[str] = [HEADER]
    used = count_tokens(HEADER)
    if used > max_tokens:
        return _fit(HEADER, max_tokens)
    for position, (index, analysis) in enumerate(reversed(recent)):
        # Numbered as the thread numbers them ("the first answer"), trimmed answers included.
        label = f"[answer {session.position(index) + 1}]"
        # The newest answer may take the full entry; older ones start shorter.
        for level in range(0 if position == 0 else 1, 3):
            block = _entry(analysis, label, level)
            cost = count_tokens("\n" + block)
            if used + cost <= max_tokens:
                blocks.append(block)
                used += cost
                break
        else:
            if position == 0:
                blocks.append(_fit(_entry(analysis, label, 2), max_tokens - used - 1))
            break
    text = "\n".join(b for b in blocks if b)
    return text if count_tokens(text) <= max_tokens else _fit(text, max_tokens)
