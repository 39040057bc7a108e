"""Reply -> Discord markdown, buttons' custom ids and progress text."""

from __future__ import annotations

import discord

from bot.discord.controls import AskButton, answer_view, button_label
from bot.discord.delivery import progress_text
from bot.discord.inbound import thread_name
from bot.discord.render import MARKDOWN, render, render_text
from bot.progress import Steps
from core.models import Citation, ProgressEvent, Reply, ReplyFallback, TaskProgress

to_discord_markdown = MARKDOWN.render


def test_narrow_tables_become_aligned_code_blocks_and_deep_headings_bold() -> None:
    markdown = (
        "## Compare\n\n| Service | Cold start |\n|---|:--:|\n| **Lambda** | yes |\n| ECS | no |\n\n"
        "#### Detail\n\n---\n\ncareful"
    )
    out = to_discord_markdown(markdown)
    assert "## Compare" in out
    assert "```\nService | Cold start\n--------+-----------\nLambda  | yes\nECS     | no\n```" in out
    assert "**Detail**" in out and "####" not in out
    assert "\n---\n" not in out and "───" not in out, "rules disappear"


def test_wide_tables_become_one_line_per_row_as_on_slack() -> None:
    markdown = "| Option | Notes |\n|---|---|\n| Lambda | " + "very long note " * 8 + "|\n| ECS | short |"
    out = to_discord_markdown(markdown)
    assert out.splitlines()[0].startswith("- **Option:** Lambda · **Notes:** very long note")
    assert out.splitlines()[1] == "- **Option:** ECS · **Notes:** short"


def test_code_blocks_pass_through_byte_for_byte() -> None:
    code = "| a | b |\n|---|---|\n#### not a heading\n<@123456789012345678> @everyone *x*"
    assert to_discord_markdown(f"```md\n{code}\n```") == f"```md\n{code}\n```"


def test_literal_characters_stay_literal_and_mentions_inert() -> None:
    out = to_discord_markdown("Check pg_stat_activity and 2 * 3 for @everyone <@123456789012345678>.")
    assert "pg\\_stat\\_activity" in out and "2 \\* 3" in out
    assert "@\u200beveryone" in out and "<@\u200b123456789012345678>" in out


def test_sources_are_numbered_masked_links_without_previews() -> None:
    reply = Reply(
        kind="answer",
        markdown="Use a pool [1] and read the runbook [2].",
        citations=[
            Citation(number=1, title="Pool guide", url="https://example.org/a b", heading="Sizing"),
            Citation(number=2, title="Runbook", path="docs/runbook.md"),
        ],
    )
    text = render_text(reply)
    assert text.endswith(
        "**Sources**\n[1] [Pool guide › Sizing](<https://example.org/a%20b>)\n[2] Runbook — `docs/runbook.md`"
    )


def test_errors_are_marked_here_not_in_core() -> None:
    assert render_text(Reply(kind="error", markdown="It broke.")) == "⚠️ It broke."


def test_a_report_too_long_for_three_messages_is_a_file_with_the_quick_form() -> None:
    long = "\n\n".join(f"Point {i}: " + "evidence " * 40 + "[1]." for i in range(40))
    reply = Reply(
        kind="report", markdown=long, report_kind="detailed", analysis_index=0,
        citations=[Citation(number=1, title="Guide", url="https://docs.test/g")],
        fallback=ReplyFallback(markdown="Quick form [1].", citations=[Citation(number=1, title="Guide", url="https://docs.test/g")]),
    )
    [part] = render(reply).parts
    assert part.content.startswith("Quick form [1].") and "detailed-report.md" in part.content
    assert part.attachment is not None and "Point 39" in part.attachment[1]


def test_thread_titles_are_neutralised_like_messages() -> None:
    name = thread_name("@everyone **why** does <@123456789012345678> see `ECONNRESET`?\nsecond line")
    assert name == "@\u200beveryone why does see ECONNRESET?"


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


def test_progress_shows_the_current_step_and_a_plan_as_a_checklist() -> None:
    steps = Steps()
    steps.update(ProgressEvent(stage="searching", query="pool sizing @here"))
    assert progress_text(steps) == "🔎 Researching… Searching: pool sizing @\u200bhere"
    steps.update(ProgressEvent(stage="searching", tasks=[
        TaskProgress(id="1", title="Find the pool limits", state="complete"),
        TaskProgress(id="2", title="Compare drivers", state="in_progress"),
    ]))
    assert progress_text(steps).splitlines()[1:] == ["✅ Find the pool limits", "⏳ Compare drivers"]
    queued = Steps()
    queued.update(ProgressEvent(stage="queued", position=2))
    assert progress_text(queued) == "🔎 Researching… Waiting: 2 questions ahead"


def test_a_button_id_with_or_without_its_answers_id_is_known_and_names_its_root() -> None:
    from types import SimpleNamespace

    from bot.discord.controls import known_button, root_of

    old, new = "rb:rep:detailed:3:555", "rb:fb:up:3:555:a0123456789abcdef"
    assert known_button(old) and known_button(new) and not known_button("rb:rep:detailed:3:555:azz")
    for custom_id in (old, new):
        message = SimpleNamespace(components=[SimpleNamespace(children=[SimpleNamespace(custom_id=custom_id)])])
        assert root_of(message) == 555  # type: ignore[arg-type]
