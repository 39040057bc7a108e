"""A core Reply -> Discord markdown messages (2,000 characters each), or the
quick form plus a file when a report would need more than a few messages.

Discord renders `#`-`###` headings, bold, italics, lists, quotes and code
blocks itself; deeper headings become bold, rules disappear, tables become
aligned columns or (when wide) one line per row, as on Slack.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, replace

import discord

from bot.chunking import split_markdown
from bot.discord.safety import literal, neutralise
from bot.markdown import MarkupRenderer, safe_url
from core.models import Citation, Reply

MESSAGE_LIMIT = 2000
MAX_MESSAGES = 3
ERROR_MARK = "⚠️ "
EMPTY = "I have nothing to add to that; ask me a question to research."


class DiscordMarkdown(MarkupRenderer):
    rule = ""

    def text(self, text: str) -> str:
        return literal(text)

    def html(self, raw: str) -> str:
        return literal(raw)

    def link(self, url: str, label: str) -> str:
        # Angle brackets keep Discord from unfurling a preview for every link.
        return f"[{label}](<{link_target(url)}>)" if safe_url(url) else label


MARKDOWN = DiscordMarkdown()


@dataclass(frozen=True)
class Outgoing:
    content: str
    attachment: tuple[str, str | bytes] | None = None  # (filename, markdown text or a file's bytes)

    def file(self) -> discord.File | None:
        if self.attachment is None:
            return None
        name, content = self.attachment
        data = content.encode("utf-8") if isinstance(content, str) else content
        return discord.File(io.BytesIO(data), filename=name)


@dataclass
class Rendered:
    parts: list[Outgoing]
    reply: Reply
    ephemeral: bool = False
    failed: bool = False


def render(reply: Reply) -> Rendered:
    """A few messages; anything longer becomes a file plus the reply's quick form."""
    text = render_text(reply) or EMPTY
    pieces = split_markdown(text, MESSAGE_LIMIT)
    if len(pieces) <= MAX_MESSAGES:
        parts = [Outgoing(p) for p in pieces]
    else:
        kind = reply.report_kind or "answer"
        summary = pieces[0]
        if reply.fallback is not None:
            quick = reply.model_copy(update={"markdown": reply.fallback.markdown, "citations": reply.fallback.citations})
            summary = render_text(quick)
        what = f"{kind} report" if reply.report_kind else "answer"
        parts = [as_attachment(text, summary, f"{kind}-report.md", what)]
    if reply.attachment is not None and parts[-1].attachment is None:
        # An export: the file goes with the reply's last message.
        parts[-1] = Outgoing(parts[-1].content, (reply.attachment.filename, reply.attachment.content))
    return Rendered(parts=parts, reply=reply, ephemeral=reply.ephemeral, failed=reply.kind == "error")


NO_FILES_NOTE = (
    "📎 This came as several messages because I can't attach files in this channel "
    "(give me the Attach Files permission to get long reports as one file)."
)


def without_files(rendered: Rendered) -> Rendered | None:
    """The reply as messages alone, for a channel that refuses the bot's files (no Attach
    Files): a long report's full text in as many messages as it takes, so nothing is lost.
    None when there is no file to leave out, or the file is the reply itself (an export)."""
    if rendered.reply.attachment is not None or all(p.attachment is None for p in rendered.parts):
        return None
    parts: list[Outgoing] = []
    for part in rendered.parts:
        attachment = part.attachment
        if attachment is None or not isinstance(attachment[1], str):
            parts.append(Outgoing(part.content))
            continue
        parts.extend(Outgoing(piece) for piece in split_markdown(attachment[1], MESSAGE_LIMIT))
    last = parts[-1].content + "\n\n" + NO_FILES_NOTE
    if len(last) <= MESSAGE_LIMIT:
        parts[-1] = Outgoing(last)
    else:
        parts.append(Outgoing(NO_FILES_NOTE))
    return replace(rendered, parts=parts)


def render_text(reply: Reply) -> str:
    """The full message text for a reply (before splitting to Discord's limit)."""
    # Blank lines only: a reply may open with an indented code block.
    markdown = reply.markdown.strip("\n").rstrip()
    if reply.kind == "error":
        markdown = ERROR_MARK + markdown
    if reply.kind == "sources" and reply.citations:
        header = MARKDOWN.render(markdown.split("\n", 1)[0])
        return "\n".join([header, *(render_citation(c) for c in reply.citations)])
    body = MARKDOWN.render(markdown)
    if reply.kind in ("answer", "report") and reply.citations:
        body += "\n\n**Sources**\n" + "\n".join(render_citation(c) for c in reply.citations)
    return body


def as_attachment(full_text: str, summary: str, filename: str, what: str) -> Outgoing:
    """A long report as a markdown file, with a short summary as the message."""
    note = f"\n\n📎 The full {what} is attached as `{filename}`."
    head = split_markdown(summary, MESSAGE_LIMIT - len(note))[0]
    return Outgoing(content=head + note, attachment=(filename, full_text))


def link_target(url: str) -> str:
    # Inside <...> a ">" or ")" or a space would end the link early.
    return url.replace(" ", "%20").replace(">", "%3E").replace(")", "%29")


def _title(text: str) -> str:
    return literal(text.replace("[", "(").replace("]", ")").strip() or "untitled")


def render_citation(c: Citation) -> str:
    heading = f" › {_title(c.heading)}" if c.heading else ""
    if c.url and safe_url(c.url):
        return f"[{c.number}] [{_title(c.title)}{heading}](<{link_target(c.url)}>)"
    if c.path:
        return f"[{c.number}] {_title(c.title)}{heading} — `{neutralise(c.path)}`"
    return f"[{c.number}] {_title(c.title)}{heading}"
