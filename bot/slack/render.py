"""A core Reply -> Slack messages (Block Kit), within Slack's size limits."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.chunking import split_markdown
from bot.slack.mrkdwn import defuse, escape, sources_section, to_mrkdwn
from core.models import Action, Reply

SECTION_LIMIT = 3000  # Slack rejects a section block's text beyond this
MAX_BLOCKS = 50
# Slack accepts ~40k characters but folds long messages behind "see more" and
# answers msg_too_long well before its block limits add up; a thread reads
# better as one message of a sensible size plus a file.
MESSAGE_CHARS = 12000
FALLBACK_CHARS = 300
BUTTON_TEXT = 75
BUTTON_VALUE = 2000
ACTION_PREFIX = "rb:"
_REPORT_LABELS = {"inline": "Inline", "quick": "Quick", "detailed": "Detailed"}


@dataclass
class SlackMessage:
    """One chat message: `text` is the notification fallback, `blocks` what people see."""

    text: str
    blocks: list[dict[str, Any]] = field(default_factory=list)

    @property
    def size(self) -> int:
        return sum(len(_block_text(b)) for b in self.blocks)


@dataclass
class Attachment:
    filename: str
    title: str
    content: str


def plain_message(text: str) -> SlackMessage:
    """A short adapter-written message (status, errors); `text` is escaped here."""
    safe = escape(text)
    return SlackMessage(text=safe[:FALLBACK_CHARS], blocks=[_section(safe)])


def mrkdwn_message(mrkdwn: str) -> SlackMessage:
    """A message whose text is already safe mrkdwn, split into sections as needed."""
    return SlackMessage(text=_fallback(mrkdwn), blocks=[_section(c) for c in split_markdown(mrkdwn, SECTION_LIMIT)])


def render_reply(reply: Reply, note: str | None = None) -> list[SlackMessage]:
    """The reply as one message when it fits, else several (continuations first, controls last)."""
    body = to_mrkdwn(reply.markdown) if reply.kind != "sources" else to_mrkdwn(reply.markdown.split("\n", 1)[0])
    sections = [_section(chunk) for chunk in split_markdown(body, SECTION_LIMIT)] if body else []
    if note:
        sections.append(_context(escape(note)))
    tail: list[dict[str, Any]] = []
    if reply.citations and reply.kind in ("answer", "report", "sources"):
        tail.extend(_section(chunk) for chunk in split_markdown(sources_section(reply.citations), SECTION_LIMIT))
    tail.extend(_controls(reply))
    return _pack(sections, tail, _fallback(body))


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
    text = _block_text(message.blocks[0]) if message.blocks else message.text
    pieces = split_markdown(text, max(200, len(text) // 2 + 50))
    if len(pieces) < 2:
        raise ValueError("message cannot be split further")
    return [SlackMessage(message.text, [_section(p)]) for p in pieces]


def _pack(sections: list[dict[str, Any]], tail: list[dict[str, Any]], fallback: str) -> list[SlackMessage]:
    messages: list[SlackMessage] = []
    current: list[dict[str, Any]] = []
    size = 0
    for block in sections:
        cost = len(_block_text(block))
        if current and (len(current) + 1 > MAX_BLOCKS or size + cost > MESSAGE_CHARS):
            messages.append(SlackMessage(fallback, current))
            current, size = [], 0
        current.append(block)
        size += cost
    tail_size = sum(len(_block_text(b)) for b in tail)
    if current and (len(current) + len(tail) > MAX_BLOCKS or size + tail_size > MESSAGE_CHARS):
        messages.append(SlackMessage(fallback, current))
        current = []
    messages.append(SlackMessage(fallback, current + tail))
    return messages


def _controls(reply: Reply) -> list[dict[str, Any]]:
    if reply.analysis_index is None or reply.kind not in ("answer", "report"):
        return []
    index = reply.analysis_index
    blocks: list[dict[str, Any]] = []
    label = f"Showing the {reply.report_kind} summary" if reply.report_kind else ""
    mode = "extractive, no model" if reply.metadata.mode == "extractive" else reply.metadata.mode
    context = " · ".join(x for x in (label, mode, reply.metadata.question_type) if x)
    if context:
        blocks.append(_context(escape(context.replace("_", " "))))
    buttons = [
        _button(_REPORT_LABELS[k], Action(report=k, analysis=index), primary=k == reply.report_kind)
        for k in reply.available_reports
    ]
    buttons.append(_button("👍", Action(feedback="up", analysis=index), action_key="feedback:up"))
    buttons.append(_button("👎", Action(feedback="down", analysis=index), action_key="feedback:down"))
    blocks.append({"type": "actions", "block_id": "rb_reports", "elements": buttons})
    if reply.suggestions:
        blocks.append(
            {
                "type": "actions",
                "block_id": "rb_followups",
                "elements": [
                    _button(q, Action(question=q[: BUTTON_VALUE // 2]), action_key=f"ask:{i}")
                    for i, q in enumerate(reply.suggestions[:5])
                ],
            }
        )
    return blocks


def _button(label: str, action: Action, primary: bool = False, action_key: str | None = None) -> dict[str, Any]:
    text = label if len(label) <= BUTTON_TEXT else label[: BUTTON_TEXT - 1] + "…"
    button: dict[str, Any] = {
        "type": "button",
        "action_id": ACTION_PREFIX + (action_key or f"report:{action.report}"),
        "text": {"type": "plain_text", "text": defuse(text), "emoji": True},
        "value": action.model_dump_json(exclude_none=True),
    }
    if primary:
        button["style"] = "primary"
    return button


def _section(mrkdwn: str) -> dict[str, Any]:
    return {"type": "section", "text": {"type": "mrkdwn", "text": mrkdwn}}


def _context(mrkdwn: str) -> dict[str, Any]:
    return {"type": "context", "elements": [{"type": "mrkdwn", "text": mrkdwn}]}


def _block_text(block: dict[str, Any]) -> str:
    if "text" in block:
        return str(block["text"]["text"])
    return "".join(str(e.get("text", {}).get("text", "") if isinstance(e.get("text"), dict) else e.get("text", "")) for e in block.get("elements", []))


def _fallback(mrkdwn: str) -> str:
    flat = " ".join(mrkdwn.split())
    return flat if len(flat) <= FALLBACK_CHARS else flat[: FALLBACK_CHARS - 1] + "…"
