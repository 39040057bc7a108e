"""Reply -> Discord markdown.

Discord renders `#`-`###` headings, bold, lists, quotes and code blocks itself;
tables, deeper headings, rules and emoji shortcodes are rewritten. All text is
neutralised so that, even if `allowed_mentions` were misconfigured, model or
source text can never ping anyone.
"""

from __future__ import annotations

import re

from core.models import Citation, Reply
from core.text import FENCE, TABLE_RULE

_DEEP_HEADING = re.compile(r"^#{4,6}\s+(.+?)\s*#*\s*$")
_RULE = re.compile(r"^\s*(?:-{3,}|\*{3,}|_{3,})\s*$")
_USER_MENTION = re.compile(r"<@!?(\d+)>")
_ROLE_MENTION = re.compile(r"<@&(\d+)>")
_MASS_MENTION = re.compile(r"@(everyone|here)\b", re.IGNORECASE)
_ZWSP = "\u200b"

# Bots' messages show shortcodes literally; the core uses a few Slack-style ones.
_SHORTCODES = {
    ":warning:": "⚠️",
    ":mag:": "🔍",
    ":white_check_mark:": "✅",
    ":x:": "❌",
    ":bulb:": "💡",
    ":books:": "📚",
}

_STEP_LABELS = {
    "planning": "Planning the research",
    "searching": "Searching",
    "reading": "Reading sources",
    "writing": "Writing the answer",
    "validating": "Checking citations",
    "done": "Finishing",
}


def neutralise(text: str) -> str:
    """Make @everyone/@here and user/role mentions inert text."""
    text = _MASS_MENTION.sub(lambda m: f"@{_ZWSP}{m.group(1)}", text)
    text = _USER_MENTION.sub(f"@{_ZWSP}user", text)
    return _ROLE_MENTION.sub(f"@{_ZWSP}role", text)


def to_discord_markdown(markdown: str) -> str:
    """Rewrite the constructs Discord does not render; code blocks pass through untouched."""
    out: list[str] = []
    lines = markdown.split("\n")
    in_code = False
    i = 0
    while i < len(lines):
        line = lines[i]
        if FENCE.match(line):
            in_code = not in_code
            out.append(line)
            i += 1
            continue
        if in_code:
            out.append(line)
            i += 1
            continue
        if _is_table_start(lines, i):
            end = i
            while end < len(lines) and lines[end].strip().startswith("|"):
                end += 1
            out.extend(_table_block(lines[i:end]))
            i = end
            continue
        if heading := _DEEP_HEADING.match(line):
            out.append(f"**{heading.group(1)}**")
        elif _RULE.match(line):
            out.append("")
        else:
            out.append(_shortcodes(line))
        i += 1
    return "\n".join(out)


def _shortcodes(line: str) -> str:
    for code, emoji in _SHORTCODES.items():
        line = line.replace(code, emoji)
    return line


def _is_table_start(lines: list[str], i: int) -> bool:
    return (
        lines[i].strip().startswith("|")
        and i + 1 < len(lines)
        and bool(TABLE_RULE.match(lines[i + 1]))
    )


def _cells(row: str) -> list[str]:
    row = row.strip().removeprefix("|").removesuffix("|")
    return [re.sub(r"\*\*|__|`", "", cell).strip() for cell in row.split("|")]


def _table_block(rows: list[str]) -> list[str]:
    """A markdown table as an aligned plain-text table in a code block."""
    table = [_cells(r) for r in rows if not TABLE_RULE.match(r)]
    columns = max(len(r) for r in table)
    table = [r + [""] * (columns - len(r)) for r in table]
    widths = [max(len(r[c]) for r in table) for c in range(columns)]

    def fmt(row: list[str]) -> str:
        return " | ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()

    body = [fmt(table[0]), "-+-".join("-" * w for w in widths)] + [fmt(r) for r in table[1:]]
    return ["```", *body, "```"]


def _link_target(url: str) -> str:
    # Inside <...> a ">" or ")" or a space would end the link early.
    return url.replace(" ", "%20").replace(">", "%3E").replace(")", "%29")


def _title(text: str) -> str:
    return text.replace("[", "(").replace("]", ")").strip() or "untitled"


def render_citation(c: Citation) -> str:
    heading = f" › {c.heading}" if c.heading else ""
    if c.url:
        # Angle brackets keep Discord from unfurling a preview for every source.
        return f"[{c.number}] [{_title(c.title)}{heading}](<{_link_target(c.url)}>)"
    if c.path:
        return f"[{c.number}] {_title(c.title)}{heading} — `{c.path}`"
    return f"[{c.number}] {_title(c.title)}{heading}"


def render(reply: Reply) -> str:
    """The full message text for a reply (before splitting to Discord's limit)."""
    body = to_discord_markdown(reply.markdown.strip())
    if reply.kind == "sources" and reply.citations:
        header = body.split("\n", 1)[0]
        body = "\n".join([header, *(render_citation(c) for c in reply.citations)])
    elif reply.kind in ("answer", "report") and reply.citations:
        body += "\n\n**Sources**\n" + "\n".join(render_citation(c) for c in reply.citations)
    return neutralise(body)


def progress_text(stage: str, detail: str = "", query: str | None = None) -> str:
    label = _STEP_LABELS.get(stage, stage.capitalize())
    about = query or detail
    suffix = f": {about[:150]}" if about else ""
    return neutralise(f"🔎 Researching… {label}{suffix}")
