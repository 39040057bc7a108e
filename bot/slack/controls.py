"""The controls under an answer: report lengths, suggested follow-ups, and
Slack's own feedback buttons. Each value is the core `Action` as JSON, so a
click carries everything needed to act on it, even weeks later: the answer's
number and its id, so a button from before a reset acts on no other answer."""

from __future__ import annotations

from typing import Any

from bot.slack.safety import defuse, escape
from core.models import Action, Reply

ACTION_PREFIX = "rb:"
FEEDBACK_ACTION = ACTION_PREFIX + "feedback"
BUTTON_TEXT = 75
BUTTON_VALUE = 2000
_REPORT_LABELS = {"inline": "Inline", "quick": "Quick", "detailed": "Detailed"}


def controls(reply: Reply) -> list[dict[str, Any]]:
    if reply.analysis_index is None or reply.kind not in ("answer", "report"):
        return []
    index, answer = reply.analysis_index, reply.metadata.answer_id
    blocks: list[dict[str, Any]] = []
    label = f"Showing the {reply.report_kind} summary" if reply.report_kind else ""
    mode = "extractive, no model" if reply.metadata.mode == "extractive" else reply.metadata.mode
    about = " · ".join(x for x in (label, mode, reply.metadata.question_type) if x)
    if about:
        blocks.append({"type": "context", "elements": [{"type": "mrkdwn", "text": escape(about.replace("_", " "))}]})
    buttons = [
        _button(_REPORT_LABELS[k], Action(report=k, analysis=index, answer_id=answer), primary=k == reply.report_kind)
        for k in reply.available_reports
    ]
    if buttons:
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
    blocks.append(feedback_block(index, answer))
    return blocks


def feedback_block(analysis: int, answer: str | None) -> dict[str, Any]:
    """Slack's native 👍/👎 (a `feedback_buttons` element in a `context_actions` block)."""
    return {
        "type": "context_actions",
        "block_id": "rb_feedback",
        "elements": [
            {
                "type": "feedback_buttons",
                "action_id": FEEDBACK_ACTION,
                "positive_button": {
                    "text": {"type": "plain_text", "text": "Good answer"},
                    "accessibility_label": "Mark this answer as good",
                    "value": Action(feedback="up", analysis=analysis, answer_id=answer).model_dump_json(exclude_none=True),
                },
                "negative_button": {
                    "text": {"type": "plain_text", "text": "Bad answer"},
                    "accessibility_label": "Mark this answer as bad",
                    "value": Action(feedback="down", analysis=analysis, answer_id=answer).model_dump_json(exclude_none=True),
                },
            }
        ],
    }


def _button(label: str, action: Action, primary: bool = False, action_key: str | None = None) -> dict[str, Any]:
    # Made inert before it is cut: the joiners `defuse` adds count towards Slack's 75
    # characters, and one label over them gets the whole message refused (invalid_blocks).
    text = defuse(label)
    text = text if len(text) <= BUTTON_TEXT else text[: BUTTON_TEXT - 1] + "…"
    button: dict[str, Any] = {
        "type": "button",
        "action_id": ACTION_PREFIX + (action_key or f"report:{action.report}"),
        "text": {"type": "plain_text", "text": text, "emoji": True},
        "value": action.model_dump_json(exclude_none=True),
    }
    if primary:
        button["style"] = "primary"
    return button
