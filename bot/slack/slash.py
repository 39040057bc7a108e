"""`/research` arguments: a question, or one of the thread commands."""

from __future__ import annotations

import re
from dataclasses import dataclass

from core import commands
from core.exports import DEFAULT_FORMAT, format_named
from core.models import REPORT_KINDS, Action, readable
from core.replies import here

_USAGE = """\
*Usage*
• `/research <question>` — post the question here and answer it in its thread
• `/research plan <question>` — show the research plan first; reply `go` in its thread to run it
• `/research summary inline|quick|detailed` — switch the report length
• `/research sources` — list the sources of the latest answer; `/research source 2` shows one
• `/research trace` — how the latest answer was researched (searches, model calls, checks)
• `/research export md|html|pdf|docx [inline|quick|detailed]` — the report as a file in its thread
• `/research reset` — forget the thread
• `/research stop` — stop the answer still being researched for you there
• `/research help` — what I can do
• `/research config` — {here}'s settings; admins can change them \
(`config sources corpus,web`, `config corpora handbook`, `config length detailed`, `config model NAME`, `config reset`)
Thread commands act on your most recent thread with me in {here} \
(Slack doesn't tell apps which thread a slash command was typed in); \
they can be said as in a thread too (`/research detailed summary`, `/research open 2`, \
`/research regenerate`, `/research drop step 2` or `/research go` after `/research plan`). \
Inside a thread you can also just write `detailed summary`, `sources`, `how did you research this?` or `reset`."""


def usage(dm: bool) -> str:
    return _USAGE.format(here=here(dm))


# `plan <question>`, also written the way threads say it: `plan only: <question>`.
# Commands said in a thread: they act on the user's latest thread (`regenerate` researches its
# question again, `go` runs its waiting plan, `drop step 2` edits it), never as new questions.
# `help?` and `reset!` too: posted as questions, they were said in the channel for all to see.
_SAID_COMMANDS = frozenset(
    {"report", "sources", "source", "trace", "export", "regenerate", "plan_run", "plan_edit", "help", "reset", "stop",
     "recap"}
)
_PLAN = re.compile(r"^plan(?:\s+only)?(?:\s*[:\-\u2013\u2014]\s*|\s+)(\S.*)$", re.I | re.S)
# `plan` with no question: "only" or a colon is no question to plan (it was planned as one).
_PLAN_ALONE = re.compile(r"^plan(?:\s+only)?\s*[:\-\u2013\u2014]?$", re.I)
# The command's name typed again after Slack filled it in ("/research /research help"): Slack
# passes it on as text, so the question was posted beginning "/research".
_RETYPED_NAME = re.compile(r"^(?:\s*/research(?=\s|$))+", re.I)


@dataclass(frozen=True)
class SlashRequest:
    """A question to post and answer in its thread (`action`, when given, is what the turn does
    with it: a plan), or a command (`action` alone)."""

    question: str | None = None
    action: Action | None = None

    @property
    def changes_settings(self) -> bool:
        return self.action is not None and self.action.command == "config" and self.action.setting is not None

    @property
    def needs_thread(self) -> bool:
        """Thread commands act on the user's latest thread in the channel."""
        return self.action is not None and self.action.command not in ("help", "config")


def parse_slash(text: str) -> SlashRequest | None:
    """The request, or None when the arguments are malformed (answered with USAGE)."""
    # Read as a message is: a zero-width space in `sources` or around `help` is not typed.
    text = _RETYPED_NAME.sub("", readable(text))
    words = text.split()
    if not words:
        return None
    head = words[0].lower()
    if head == "summary" and len(words) <= 2:
        kind = words[1].lower() if len(words) == 2 else ""
        if kind in REPORT_KINDS:
            return SlashRequest(action=Action(report=kind))  # type: ignore[arg-type]
        # The lengths as threads say them (`summary short`, `summary long`); else the usage.
        said = commands.parse(" ".join(words)) if kind else None
        return SlashRequest(action=said) if said is not None and said.command == "report" else None
    if head == "export" and len(words) <= 3:
        return _export(words[1:])
    if head in ("sources", "reset", "help") and len(words) == 1:
        return SlashRequest(action=Action(command=head))  # type: ignore[arg-type]
    if head == "trace" and len(words) == 1:
        return SlashRequest(action=Action(command="trace"))
    if head == "config":
        setting = words[1].lower() if len(words) > 1 else None
        return SlashRequest(action=Action(command="config", setting=setting, value=" ".join(words[2:]) or None))
    # A question keeps its lines (a pasted error or snippet), as it would in a message.
    written = text.strip()
    if _PLAN_ALONE.match(written):
        return None
    if plan := _PLAN.match(written):
        # Posted as threads say it; the action asks the core for the plan (an asked question is
        # researched as written), and the thread gets the plan, then "go".
        planned = plan.group(1).strip()
        return SlashRequest(question="plan only: " + planned, action=Action(command="plan", question=planned))
    said = commands.parse(" ".join(words))
    if said is not None and said.command in _SAID_COMMANDS and said.question is None:
        # Said as in a thread ("detailed summary", "open 2"): it acts on the thread, not as a new question.
        return SlashRequest(action=said)
    return SlashRequest(question=written)


def _export(args: list[str]) -> SlashRequest | None:
    """`export [format] [length]`, in either order; anything else is answered with the usage."""
    fmt, kind = None, None
    for word in (w.lower() for w in args):
        if format_named(word) is not None and fmt is None:
            fmt = format_named(word)
        elif word in REPORT_KINDS and kind is None:
            kind = word
        else:
            return None
    return SlashRequest(action=Action(command="export", format=fmt or DEFAULT_FORMAT, report=kind))  # type: ignore[arg-type]
