"""The terminal surface: what reaches a person's terminal."""

from __future__ import annotations

import io

from bot.console import ConsoleSurface
from core.models import Citation, DeliveryTarget, ProgressEvent, Reply

# A page or a model can hold terminal escape sequences: retitle the window, clear the screen, recolour.
ESCAPES = "\x1b]0;pwned\x07\x1b[2J\x1b[31m"


async def test_escape_sequences_in_a_reply_or_its_progress_never_reach_the_terminal() -> None:
    out, progress = io.StringIO(), io.StringIO()
    surface = ConsoleSurface(out, progress, "bot> ", DeliveryTarget(platform="console", channel="cli", user="u"))
    await surface.progress(ProgressEvent(stage="searching", query=f"lambda {ESCAPES}limits"))
    reply = Reply(
        kind="answer",
        markdown=f"Lambda has limits {ESCAPES}[1].",
        citations=[Citation(number=1, title=f"Lambda {ESCAPES}guide", path="docs/lambda.md")],
        suggestions=[f"What about {ESCAPES}ECS?"],
    )
    await surface.deliver(surface.render(reply))
    shown = out.getvalue() + progress.getvalue()
    assert "Lambda has limits [1]." in shown and "Lambda guide" in shown and "What about ECS?" in shown
    assert "lambda limits" in progress.getvalue()
    assert "\x1b" not in shown and "\x07" not in shown, repr(shown)


async def test_an_error_reply_is_rendered_as_markdown_not_shown_with_its_backticks() -> None:
    # "I can't export as `foo`. ... say `export pdf`" reached the terminal with its backticks.
    out = io.StringIO()
    surface = ConsoleSurface(out, None, "", DeliveryTarget(platform="console", channel="cli", user="u"))
    reply = Reply(kind="error", markdown="I can't export as `foo`. Say `export pdf`, or **ask again**.")
    await surface.deliver(surface.render(reply))
    assert out.getvalue().strip() == "⚠️ I can't export as foo. Say export pdf, or ask again."
