"""Reply -> Discord markdown, buttons' custom ids and progress throttling."""

from __future__ import annotations

import discord

from bot.discord.delivery import ProgressTicker
from bot.discord.render import neutralise, render, to_discord_markdown
from bot.discord.views import AskButton, answer_view, button_label
from core.models import Citation, ProgressEvent, Reply


def test_tables_become_aligned_code_blocks_and_deep_headings_bold() -> None:
    markdown = (
        "## Compare\n\n| Service | Cold start |\n|---|:--:|\n| **Lambda** | yes |\n| ECS | no |\n\n"
        "#### Detail\n\n---\n\n:warning: careful"
    )
    out = to_discord_markdown(markdown)
    assert "## Compare" in out
    assert "```\nService | Cold start\n--------+-----------\nLambda  | yes\nECS     | no\n```" in out
    assert "**Detail**" in out and "####" not in out
    assert "\n---\n" not in out
    assert "⚠️ careful" in out


def test_code_blocks_pass_through_untouched() -> None:
    markdown = "```md\n| a | b |\n|---|---|\n#### not a heading\n```"
    assert to_discord_markdown(markdown) == markdown


def test_sources_are_numbered_masked_links_without_previews() -> None:
    reply = Reply(
        kind="answer",
        markdown="Use a pool [1] and read the runbook [2].",
        citations=[
            Citation(number=1, title="Pool guide", url="https://example.org/a b", heading="Sizing"),
            Citation(number=2, title="Runbook", path="docs/runbook.md"),
        ],
    )
    text = render(reply)
    assert text.endswith(
        "**Sources**\n[1] [Pool guide › Sizing](<https://example.org/a%20b>)\n[2] Runbook — `docs/runbook.md`"
    )


def test_neutralise_defuses_every_kind_of_ping() -> None:
    out = neutralise("@everyone @HERE <@1> <@!2> <@&3> mail@example.org")
    assert out == "@\u200beveryone @\u200bHERE @\u200buser @\u200buser @\u200brole mail@example.org"


def test_answer_view_carries_action_analysis_and_root_in_custom_ids() -> None:
    reply = Reply(
        kind="answer", markdown="x", report_kind="quick", available_reports=["inline", "quick", "detailed"],
        suggestions=["How do I monitor the pool?"], analysis_index=4,
    )
    view = answer_view(reply, root=99)
    assert view is not None and view.is_persistent()
    ids = [item.custom_id for item in view.children if isinstance(item, discord.ui.DynamicItem)]
    assert ids == [
        "rb:rep:inline:4:99", "rb:rep:quick:4:99", "rb:rep:detailed:4:99", "rb:ask:4:0:99",
        "rb:fb:up:4:99", "rb:fb:down:4:99",
    ]
    assert AskButton.__discord_ui_compiled_template__.fullmatch("rb:ask:4:0:99")  # type: ignore[attr-defined]
    assert answer_view(Reply(kind="help", markdown="h"), root=1) is None


def test_long_suggestions_are_cut_at_a_word_for_the_label() -> None:
    label = button_label("What does the handbook say about " + "very " * 30 + "long questions?")
    assert len(label) <= 80 and label.endswith("…") and not label.endswith(" …")


class _Recorder:
    def __init__(self) -> None:
        self.shown: list[str] = []

    async def show_progress(self, text: str) -> None:
        self.shown.append(text)

    async def post(self, content: str, **_: object) -> None:
        raise AssertionError("progress never posts an answer")


async def test_progress_edits_at_most_once_per_second() -> None:
    now = [0.0]
    surface = _Recorder()
    ticker = ProgressTicker(surface, interval=1.0, clock=lambda: now[0])
    for t, query in ((0.0, "a"), (0.3, "b"), (0.9, "c"), (1.2, "d"), (1.5, "e"), (2.4, "f")):
        now[0] = t
        await ticker(ProgressEvent(stage="searching", query=query))
    await ticker(ProgressEvent(stage="done"))
    assert [s.rsplit(": ", 1)[1] for s in surface.shown] == ["a", "d", "f"]
