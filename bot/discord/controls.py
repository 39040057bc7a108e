"""Buttons under each answer, persistent across restarts.

Each button is a `DynamicItem` whose custom id carries everything needed to act
on it: the action, the analysis index, the conversation's root id (the
thread, DM channel, or channel message the session is keyed by) and, last, the
answer's own id (`:a<hex>`), so a button from before a reset acts on no other
answer; buttons made before that id was added still work by number. Nothing is
held in memory, so buttons on week-old answers keep working after a restart.
"""

from __future__ import annotations

import re
from typing import Any, Literal, Protocol, cast

import discord

from bot.discord.safety import neutralise
from core.models import REPORT_KINDS, Action, Reply, ReportKind

_REPORT_LABELS: dict[ReportKind, str] = {"inline": "Inline", "quick": "Quick", "detailed": "Detailed"}
_LABEL_LIMIT = 80
_ELLIPSIS = "…"
_ROOT = re.compile(r"^rb:[a-z]+:[^:]+:\d+(?::\d+)?:(\d+)(?::a[0-9a-f]+)?$")
# The answer's id ends a length or feedback button's custom id (16 hex: ~60 of Discord's 100 characters).
_ANSWER = r"(?::a(?P<answer>[0-9a-f]{1,32}))?"


def _answer_suffix(answer: str | None) -> str:
    # An id of another shape (none is made so) leaves the button acting by number, as older ones do.
    return f":a{answer}" if answer and re.fullmatch(r"[0-9a-f]{1,32}", answer) else ""


class ButtonHandler(Protocol):
    async def on_button(self, interaction: discord.Interaction[Any], action: Action, root: int) -> None: ...


async def _forward(interaction: discord.Interaction[Any], action: Action, root: int) -> None:
    await cast(ButtonHandler, interaction.client).on_button(interaction, action, root)


class ReportButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rb:rep:(?P<kind>inline|quick|detailed):(?P<analysis>\d+):(?P<root>\d+)" + _ANSWER,
):
    """Switch to another stored report length: instant, no model call."""

    def __init__(
        self, kind: ReportKind, analysis: int, root: int, current: bool = False, answer: str | None = None
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=_REPORT_LABELS[kind],
                style=discord.ButtonStyle.primary if current else discord.ButtonStyle.secondary,
                custom_id=f"rb:rep:{kind}:{analysis}:{root}{_answer_suffix(answer)}",
                row=0,
            )
        )
        self.kind: ReportKind = kind
        self.analysis = analysis
        self.root = root
        self.answer = answer

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ReportButton:
        return cls(cast(ReportKind, match["kind"]), int(match["analysis"]), int(match["root"]), answer=match["answer"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _forward(interaction, Action(report=self.kind, analysis=self.analysis, answer_id=self.answer), self.root)


class AskButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rb:ask:(?P<analysis>\d+):(?P<slot>\d+):(?P<root>\d+)",
):
    """Ask a suggested follow-up. The question is the button's label, which
    Discord sends back with the click, so it survives restarts too."""

    def __init__(self, question: str, analysis: int, slot: int, root: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=button_label(question),
                style=discord.ButtonStyle.secondary,
                custom_id=f"rb:ask:{analysis}:{slot}:{root}",
                emoji="💬",
                row=1 + slot // 5,
            )
        )
        self.question = question
        self.root = root

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AskButton:
        label = getattr(item, "label", None) or ""
        question = label.removesuffix(_ELLIPSIS).strip()
        return cls(question, int(match["analysis"]), int(match["slot"]), int(match["root"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _forward(interaction, Action(question=self.question), self.root)


class FeedbackButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"rb:fb:(?P<value>up|down):(?P<analysis>\d+):(?P<root>\d+)" + _ANSWER,
):
    def __init__(self, value: Literal["up", "down"], analysis: int, root: int, answer: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                emoji="👍" if value == "up" else "👎",
                style=discord.ButtonStyle.secondary,
                custom_id=f"rb:fb:{value}:{analysis}:{root}{_answer_suffix(answer)}",
                row=4,
            )
        )
        self.value = value
        self.analysis = analysis
        self.root = root
        self.answer = answer

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> FeedbackButton:
        return cls(
            cast(Literal["up", "down"], match["value"]), int(match["analysis"]), int(match["root"]), match["answer"]
        )

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _forward(interaction, Action(feedback=self.value, analysis=self.analysis, answer_id=self.answer), self.root)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (ReportButton, AskButton, FeedbackButton)


def known_button(custom_id: str) -> bool:
    """Whether one of today's buttons answers this custom id (discord.py compiles each template)."""
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS)  # type: ignore[attr-defined]


def button_label(text: str) -> str:
    text = neutralise(" ".join(text.split()))
    if len(text) <= _LABEL_LIMIT:
        return text
    cut = text[: _LABEL_LIMIT - 1].rsplit(" ", 1)[0]
    return cut + _ELLIPSIS


def answer_view(reply: Reply, root: int) -> discord.ui.View | None:
    """Report lengths, suggested follow-ups and feedback for an answer; None for other replies."""
    if reply.kind not in ("answer", "report") or reply.analysis_index is None:
        return None
    index, answer = reply.analysis_index, reply.metadata.answer_id
    view = discord.ui.View(timeout=None)
    for kind in REPORT_KINDS:
        if kind in reply.available_reports:
            view.add_item(ReportButton(kind, index, root, current=kind == reply.report_kind, answer=answer))
    for slot, question in enumerate(reply.suggestions[:3]):
        view.add_item(AskButton(question, index, slot, root))
    view.add_item(FeedbackButton("up", index, root, answer))
    view.add_item(FeedbackButton("down", index, root, answer))
    return view


def root_of(message: discord.Message) -> int | None:
    """The conversation root recorded in one of our buttons on a message."""
    for row in message.components:
        for child in getattr(row, "children", ()):
            match = _ROOT.match(getattr(child, "custom_id", None) or "")
            if match:
                return int(match.group(1))
    return None
