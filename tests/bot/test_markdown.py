"""The shared markdown walk every chat surface renders through."""

from __future__ import annotations

import html

from bot.discord.render import MARKDOWN
from bot.slack.render import MRKDWN


def test_html_written_in_a_narrow_table_cell_is_shown_as_in_prose_not_dropped() -> None:
    # A table of HTML tags lost its first column: a narrow table's cells went through the
    # plain-text flattening, which drops raw HTML, while prose and wide tables show it.
    table = "| Tag | Use |\n|---|---|\n| <br> | line break |\n| <wbr> | break opportunity |"
    out = MARKDOWN.render(table)
    assert "<br>  | line break" in out and "<wbr> | break opportunity" in out
    assert "&lt;br&gt;  | line break" in MRKDWN.render(table)
    assert html.unescape(MRKDWN.render(table)) == out
