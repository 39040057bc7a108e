"""Code in a reply comes out of every surface exactly as written.

One report with the code that breaks naive renderers (indentation, tabs,
trailing spaces, `[1]` that looks like a citation, `<@U1>` that looks like a
mention, markdown characters, a block inside a list item, spans with
backticks) is rendered for Slack (mrkdwn messages and the streamed markdown),
Discord and the terminal; every block and span is then read back out of the
surface's own syntax and compared byte for byte (Slack shows `&lt;` as `<`,
so its escapes are undone first, as the client does; Slack's stream gets an
invisible word joiner after a mention's `<`, even in code, so it is the one
character removed there).
"""

from __future__ import annotations

import html
import io
import re

import pytest
from rich.console import Console

from bot import console
from bot.discord import render as discord_render
from bot.slack import render as slack_render
from core.markdown import parse
from core.models import Citation, Reply
from core.sources.blocks import code_span

FENCED = "def handler(event, context):\n    rows = event['Records'][1]  # not a citation [2]\n\tif rows:  \n        return '<@U123> **not bold** _x_'\n\n    return None"
INDENTED = "x  =  [1, 2]\n    y = x[1]"
LISTED = "pip install -e .[dev]\n  --no-deps"
SPANS = ["argv[1]", "__init__", "a  *  b", "<!here>", "x_y_z", "a`b", "`tick", "``"]

REPORT = (
    f"Call it like this [1]:\n\n```python\n{FENCED}\n```\n\n"
    "Or written the old way [2]:\n\n" + "\n".join("    " + line for line in INDENTED.split("\n")) + "\n\n"
    f"1. Install it [1]:\n\n   ```bash\n" + "\n".join("   " + line for line in LISTED.split("\n")) + "\n   ```\n\n"
    + "Spans: " + ", ".join(code_span(s) for s in SPANS) + " [1]."
)
BLOCKS = [FENCED, INDENTED, LISTED]


def reply() -> Reply:
    return Reply(
        kind="answer",
        markdown=REPORT,
        citations=[Citation(number=1, title="Guide", path="docs/guide.md"), Citation(number=2, title="Old", path="docs/old.md")],
        report_kind="quick",
        available_reports=["inline", "quick", "detailed"],
        analysis_index=0,
    )


def test_the_report_holds_what_it_should() -> None:
    nodes = [n for n in parse(REPORT).walk() if n.type in ("fence", "code_block")]
    assert [n.content.rstrip("\n") for n in nodes] == BLOCKS
    spans = [n.content for n in parse(REPORT).walk() if n.type == "code_inline"]
    assert spans == SPANS


def fenced_blocks(text: str) -> list[str]:
    """The contents of ``` blocks in a surface's output, indentation of the fence removed."""
    out = []
    for m in re.finditer(r"^([ \t]*)(`{3,})[^\n]*\n(.*?)\n\1\2[ \t]*$", text, re.M | re.S):
        indent = m.group(1)
        out.append("\n".join(line[len(indent) :] if line.startswith(indent) else line for line in m.group(3).split("\n")))
    return out


def unjoined(streamed: str) -> str:
    """Slack's streamed markdown as it reads, less the joiner that keeps `<@U123>` from pinging."""
    assert "<@U123>" not in streamed and "<!here>" not in streamed, "code in a stream never pings"
    return streamed.replace("<\u2060", "<")


@pytest.mark.parametrize(
    "surface",
    ["slack-mrkdwn", "slack-stream", "discord"],
)
def test_code_blocks_come_out_of_every_surface_byte_for_byte(surface: str) -> None:
    if surface == "slack-mrkdwn":
        rendered = slack_render.render(reply())
        text = "\n".join(block["text"]["text"] for m in rendered.messages for block in m.blocks if block.get("type") == "section")
        # Slack's client shows &lt; &gt; &amp; as the characters; that is what people copy.
        blocks = [html.unescape(b) for b in fenced_blocks(text)]
    elif surface == "slack-stream":
        blocks = [unjoined(b) for b in fenced_blocks(slack_render.render(reply()).stream_text)]
    else:
        text = "\n".join(part.content for part in discord_render.render(reply()).parts)
        blocks = fenced_blocks(text)
    assert blocks == BLOCKS


@pytest.mark.parametrize("surface", ["slack-stream", "discord"])
def test_code_spans_come_out_of_markdown_surfaces_byte_for_byte(surface: str) -> None:
    if surface == "slack-stream":
        text = unjoined(slack_render.render(reply()).stream_text)
    else:
        text = "\n".join(part.content for part in discord_render.render(reply()).parts)
    spans = [n.content for n in parse(text).walk() if n.type == "code_inline"]
    assert spans[: len(SPANS)] == SPANS


def test_code_spans_come_out_of_slack_mrkdwn_as_written() -> None:
    rendered = slack_render.render(reply())
    text = "\n".join(block["text"]["text"] for m in rendered.messages for block in m.blocks if block.get("type") == "section")
    # mrkdwn has one backtick fence and no escape for a backtick inside it; every other span is exact.
    for span in SPANS:
        if "`" not in span:
            assert f"`{html.escape(span, quote=False)}`" in text, span


def test_code_comes_out_of_the_terminal_byte_for_byte() -> None:
    out = io.StringIO()
    term = Console(file=out, width=200, color_system=None, legacy_windows=False)
    for part in console.render(reply()):
        term.print(part)
    text = out.getvalue()
    for block in BLOCKS:
        # The terminal draws the block as its lines (tabs expanded to the next stop, as a terminal does).
        for line in block.split("\n"):
            assert line.expandtabs(8).rstrip() in text, line
    for span in SPANS:
        assert span in text, span


@pytest.mark.parametrize("surface", ["slack-stream", "discord"])
def test_a_reply_opening_with_indented_code_keeps_it_code(surface: str) -> None:
    opening = reply().model_copy(update={"markdown": "    x  =  1\n    if x:\n        y = 2\n\nThat sets x [1]."})
    if surface == "slack-stream":
        text = slack_render.render(opening).stream_text
    else:
        text = "\n".join(part.content for part in discord_render.render(opening).parts)
    assert fenced_blocks(text)[0] == "x  =  1\nif x:\n    y = 2"
