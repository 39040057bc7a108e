"""The App Home tab: how to use the bot and the user's recent threads with it."""

from __future__ import annotations

from typing import Any

from bot.markdown import thread_title
from bot.slack.render import MRKDWN, context, section
from bot.slack.safety import escape
from core.recent import RecentThread
from core.replies import help_text

_SHOWN = 8
# A thread is listed by its first question's first line, cut: a pasted trace or log would
# otherwise fill the list, and 8 of them could pass a section's 3,000 characters, with
# which Slack refuses the whole tab.
_TITLE_CHARS = 100


def home_view(recent: list[RecentThread] | None, prompts: list[str], bot_name: str, planning: bool) -> dict[str, Any]:
    """The tab; `recent` is None when the session store could not be read; `bot_name` is
    what people type to mention the bot (a renamed app is not `@research-bot`); `planning`
    whether a model plans research here."""
    blocks: list[dict[str, Any]] = [
        {"type": "header", "text": {"type": "plain_text", "text": "Research Bot"}},
        section(MRKDWN.render(help_text(planning))),
        # The placeholder escaped: Slack reads <…> as a link, even in code.
        section(
            f"*Where to ask*: mention me in a channel (`@{escape(bot_name)} …`) and I answer in the thread; "
            "open my *Messages* tab for a private conversation; or use `/research &lt;question&gt;`."
        ),
    ]
    if prompts:
        blocks.append(section("*Try asking*\n" + "\n".join(f"• {escape(p)}" for p in prompts)))
    blocks.append({"type": "divider"})
    if recent is None:
        blocks.append(context("Your recent threads can't be listed right now; try again in a minute."))
    elif recent:
        lines = [f"• {escape(_title(t))} — {_where(t)}" for t in recent[:_SHOWN]]
        blocks.append(section("*Your recent threads*\n" + "\n".join(lines)))
    else:
        blocks.append(context("Your threads with me will be listed here."))
    return {"type": "home", "blocks": blocks}


def _title(thread: RecentThread) -> str:
    return thread_title(thread.title, _TITLE_CHARS) if thread.title.strip() else "a conversation"


def _where(thread: RecentThread) -> str:
    if thread.channel.startswith("D"):
        return "in our DM"
    return f"in <#{thread.channel}>"
