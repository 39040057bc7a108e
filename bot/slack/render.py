"""A core Reply -> Slack: mrkdwn Block Kit messages, or markdown for a stream.

Two renderers over the one markdown tree: mrkdwn for posted and updated
messages (sections within Slack's size limits), standard markdown for text
streamed with `chat.appendStream`. Every piece of text is made inert on the
way out, so model or source text can never form a Slack mention
(`<!channel>`, `<@U123>`, `<!subteam^…>`) or notify `@here`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from bot.chunking import split_markdown
from bot.markdown import MarkupRenderer, safe_url
from bot.slack.controls import controls
from bot.slack.safety import defuse, defuse_code, escape
from core.models import Citation, Reply

SECTION_LIMIT = 3000  # Slack rejects a section block's text beyond this
MAX_BLOCKS = 50
# Slack accepts ~40k characters but folds long messages behind "see more" and
# answers msg_too_long well before its block limits add up; a thread reads
# better as one message of a sensible size plus a file.
MESSAGE_CHARS = 12000
STREAM_CHUNK_CHARS = 12000  # chat.appendStream's markdown_text limit
FALLBACK_CHARS = 300
ERROR_MARK = "⚠️ "

class Mrkdwn(MarkupRenderer):
    """Slack mrkdwn: `*bold*`, `_italic_`, `~strike~`, `<url|label>`, no headings."""

    bullets = ("•", "◦", "▪")
    indent = "    "
    rule = "──────────"
    emphasis_marks = {"strong": "*", "em": "_", "s": "~"}

    def text(self, text: str) -> str:
        return escape(text)

    def code_span(self, code: str) -> str:
        return f"`{escape(code)}`"

    def code_block(self, code: str, info: str) -> str:
        # mrkdwn escapes even inside code; Slack shows the original characters.
        return f"```\n{escape(code)}\n```"

    def heading(self, level: int, inner: str) -> str:
        # mrkdwn has no headings and no nested bold, so the line is bold plain text.
        return f"*{inner}*"

    def link(self, url: str, label: str) -> str:
        if not safe_url(url):
            return label
        target = quote(url, safe=":/?#[]@!$&'()*+,;=%~-._").replace("&", "&amp;")
        label = label.replace("|", "¦")
        return f"<{target}|{label}>" if label and label != escape(url) else f"<{target}>"


class StreamMarkdown(MarkupRenderer):
    """Standard markdown for `chat.*Stream`, with Slack's mention syntax broken."""

    def text(self, text: str) -> str:
        # Characters that would start markup where the source meant them literally.
        safe = defuse(text).replace("*", "\\*").replace("`", "\\`")
        return safe.replace("[", "\\[").replace("]", "\\]") if "](" in safe else safe

    def code_span(self, code: str) -> str:
        return super().code_span(defuse_code(code))

    def code_block(self, code: str, info: str) -> str:
        # Tables are drawn as code blocks too; the posted (mrkdwn) answer escapes code the same way.
        return super().code_block(defuse_code(code), info)


MRKDWN = Mrkdwn()
STREAM = StreamMarkdown()


@dataclass
class SlackMessage:
    """One chat message: `text` is the notification fallback, `blocks` what people see."""

    text: str
    blocks: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Attachment:
    filename: str
    title: str
    content: str | bytes


@dataclass
class Rendered:
    """A reply ready for Slack: the messages to post (or the stream's text and
    closing blocks), plus a file when the reply is too long for a message."""

    messages: list[SlackMessage]
    stream_text: str
    stream_blocks: list[dict[str, Any]]
    attachment: Attachment | None = None
    ephemeral: bool = False
    failed: bool = False


def plain_message(text: str) -> SlackMessage:
    """A short adapter-written message (status, errors); `text` is escaped here."""
    safe = escape(text)
    return SlackMessage(text=safe[:FALLBACK_CHARS], blocks=[section(safe)])


def mrkdwn_message(mrkdwn: str) -> SlackMessage:
    """A message whose text is already safe mrkdwn, split into sections as needed."""
    return SlackMessage(text=_fallback(mrkdwn), blocks=[section(c) for c in split_markdown(mrkdwn, SECTION_LIMIT)])


def render(reply: Reply) -> Rendered:
    """Everything delivery needs; a report too long for one message becomes its
    quick form plus the full report as a markdown file."""
    # The controls read none of the report's text, so the stream and every message share them.
    buttons = controls(reply)
    messages = render_messages(reply, buttons=buttons)
    attachment = exported(reply)
    body = reply
    if len(messages) > 1 and reply.fallback is not None:
        attachment = attachment_for(reply)
        note = f"The {reply.report_kind} report is too long for one message, so it's attached below as a file."
        body = reply.model_copy(update={"markdown": reply.fallback.markdown, "citations": reply.fallback.citations})
        messages = render_messages(body, note=note, buttons=buttons)
    stream_text = STREAM.render(_marked(body))
    if body.citations and body.kind in ("answer", "report", "sources"):
        stream_text += "\n\n**Sources**\n" + "\n".join(stream_citation(c) for c in body.citations)
    if attachment is not None:
        stream_text += f"\n\n_The {reply.report_kind} report is too long for one message, so it's attached below as a file._"
    return Rendered(
        messages=messages,
        stream_text=stream_text,
        stream_blocks=buttons,
        attachment=attachment,
        ephemeral=reply.ephemeral,
        failed=reply.kind == "error",
    )


def render_messages(
    reply: Reply, note: str | None = None, buttons: list[dict[str, Any]] | None = None
) -> list[SlackMessage]:
    """The reply as one message when it fits, else several (continuations first, controls last);
    `buttons` are the reply's controls when the caller has them already."""
    markdown = reply.markdown if reply.kind != "sources" else reply.markdown.split("\n", 1)[0]
    body = MRKDWN.render(_marked(reply, markdown))
    sections = [section(chunk) for chunk in split_markdown(body, SECTION_LIMIT)] if body else []
    if note:
        sections.append(context(escape(note)))
    tail: list[dict[str, Any]] = []
    if reply.citations and reply.kind in ("answer", "report", "sources"):
        tail.extend(section(chunk) for chunk in split_markdown(sources_section(reply.citations), SECTION_LIMIT))
    tail.extend(controls(reply) if buttons is None else buttons)
    return _pack(sections, tail, _fallback(body))


def _marked(reply: Reply, markdown: str | None = None) -> str:
    """`markdown` (the reply's own by default) as shown, an error marked as one."""
    text = reply.markdown if markdown is None else markdown
    return ERROR_MARK + text if reply.kind == "error" else text


def citation_line(c: Citation) -> str:
    title = f"[{c.number}] {c.title}" + (f" › {c.heading}" if c.heading else "")
    if c.url:
        return MRKDWN.link(c.url, escape(title)) if safe_url(c.url) else escape(title)
    if c.path:
        return f"{escape(title)} — `{escape(c.path)}`"
    return escape(title)


def stream_citation(c: Citation) -> str:
    title = STREAM.text(f"[{c.number}] {c.title}" + (f" › {c.heading}" if c.heading else ""))
    if c.url and safe_url(c.url):
        return f"- [{title}](<{c.url}>)"
    if c.path:
        return f"- {title} — `{c.path}`"
    return f"- {title}"


def sources_section(citations: list[Citation]) -> str:
    return "*Sources*\n" + "\n".join(citation_line(c) for c in citations)


def exported(reply: Reply) -> Attachment | None:
    """The file a reply carries (an export), uploaded in the thread under its message."""
    file = reply.attachment
    return None if file is None else Attachment(filename=file.filename, title=file.title or file.filename, content=file.content)


def attachment_for(reply: Reply) -> Attachment:
    """The full report as a markdown file, sources included, for reports too long for a message."""
    lines = [reply.markdown.rstrip()]
    if reply.citations:
        lines.append("## Sources")
        lines.extend(
            f"{c.number}. [{c.title}]({c.url})" if c.url else f"{c.number}. {c.title}" + (f" — `{c.path}`" if c.path else "")
            for c in reply.citations
        )
    kind = reply.report_kind or "full"
    return Attachment(filename=f"{kind}-report.md", title=f"{kind.capitalize()} report", content=defuse("\n\n".join(lines) + "\n"))


def split_message(message: SlackMessage) -> list[SlackMessage]:
    """Halve a message Slack refused as too long (its limits are not all documented)."""
    if len(message.blocks) > 1:
        mid = len(message.blocks) // 2
        return [SlackMessage(message.text, message.blocks[:mid]), SlackMessage(message.text, message.blocks[mid:])]
    text = block_text(message.blocks[0]) if message.blocks else message.text
    pieces = split_markdown(text, max(200, len(text) // 2 + 50))
    if len(pieces) < 2:
        raise ValueError("message cannot be split further")
    return [SlackMessage(message.text, [section(p)]) for p in pieces]


def stream_pieces(text: str) -> list[str]:
    """The streamed text in appends within Slack's per-call limit, code blocks intact."""
    return split_markdown(text, STREAM_CHUNK_CHARS) if text else []


def _pack(sections: list[dict[str, Any]], tail: list[dict[str, Any]], fallback: str) -> list[SlackMessage]:
    messages: list[SlackMessage] = []
    current: list[dict[str, Any]] = []
    size = 0
    for block in sections:
        cost = len(block_text(block))
        if current and (len(current) + 1 > MAX_BLOCKS or size + cost > MESSAGE_CHARS):
            messages.append(SlackMessage(fallback, current))
            current, size = [], 0
        current.append(block)
        size += cost
    tail_size = sum(len(block_text(b)) for b in tail)
    if current and (len(current) + len(tail) > MAX_BLOCKS or size + tail_size > MESSAGE_CHARS):
        messages.append(SlackMessage(fallback, current))
        current = []
    messages.append(SlackMessage(fallback, current + tail))
    return messages


def section(mrkdwn: str) -> dict[str, Any]:
    return {"type": "section", "text": {"type": "mrkdwn", "text": mrkdwn}}


def context(mrkdwn: str) -> dict[str, Any]:
    return {"type": "context", "elements": [{"type": "mrkdwn", "text": mrkdwn}]}


def block_text(block: dict[str, Any]) -> str:
    if "text" in block and isinstance(block["text"], dict):
        return str(block["text"]["text"])
    return "".join(
        str(e.get("text", {}).get("text", "") if isinstance(e.get("text"), dict) else e.get("text", ""))
        for e in block.get("elements", [])
    )


def _fallback(mrkdwn: str) -> str:
    flat = " ".join(mrkdwn.split())
    return flat if len(flat) <= FALLBACK_CHARS else flat[: FALLBACK_CHARS - 1] + "…"
