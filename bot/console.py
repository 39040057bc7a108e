"""The console adapter: a terminal thread for trying the bot locally."""

from __future__ import annotations

import asyncio
import sys
import uuid
from collections.abc import Callable
from typing import TextIO

from core.jobs.client import TurnHandler
from core.models import Citation, Inbound, ProgressEvent, Reply, ThreadKey

CONSOLE_USER = "console-user"


def thread_key(thread: str) -> ThreadKey:
    return ThreadKey(platform="console", workspace="local", channel="cli", thread=thread)


def new_thread_id() -> str:
    return uuid.uuid4().hex[:12]


def render_citation(c: Citation) -> str:
    where = c.url or c.path or ""
    heading = f" › {c.heading}" if c.heading else ""
    return f"[{c.number}] {c.title}{heading}" + (f" — {where}" if where else "")


def render(reply: Reply) -> str:
    """Reply -> terminal text: markdown as written, then the sources it cites."""
    parts = [reply.markdown.rstrip()]
    if reply.citations and reply.kind in ("answer", "report"):
        parts.append("Sources:\n" + "\n".join(render_citation(c) for c in reply.citations))
    if reply.kind in ("answer", "report") and reply.available_reports:
        others = [k for k in reply.available_reports if k != reply.report_kind]
        parts.append(f"(showing the {reply.report_kind} report; say '{others[-1]} summary' or '{others[0]} summary' to switch)")
    if reply.suggestions and reply.kind == "answer":
        parts.append("Follow-up ideas:\n" + "\n".join(f"  • {s}" for s in reply.suggestions))
    return "\n\n".join(parts)


def describe(reply: Reply) -> str:
    """One metadata line, so a person trying the bot sees what the core decided."""
    m = reply.metadata
    bits = []
    if m.question_type:
        bits.append(f"type={m.question_type}")
    if m.is_followup:
        bits.append(f"follow-up ({m.followup_reasoning})")
        if m.standalone_question:
            bits.append(f"researched as: {m.standalone_question!r}")
    bits.append(f"{m.elapsed_ms:.0f} ms")
    bits.append(f"model calls={m.usage.llm_calls}")
    return "[" + " · ".join(bits) + "]"


def progress_printer(out: TextIO) -> Callable[[ProgressEvent], object]:
    async def show(event: ProgressEvent) -> None:
        detail = f": {event.query or event.detail}" if (event.query or event.detail) else ""
        print(f"  … {event.stage}{detail}", file=out, flush=True)

    return show


async def ask(assistant: TurnHandler, thread: str, text: str, show_progress: TextIO | None = None) -> Reply:
    inbound = Inbound(thread=thread_key(thread), user=CONSOLE_USER, text=text, origin="console")
    progress = progress_printer(show_progress) if show_progress else None
    return await assistant.handle(inbound, progress=progress)  # type: ignore[arg-type]


async def chat(assistant: TurnHandler, thread: str | None, out: TextIO = sys.stdout) -> None:
    """A REPL that is one thread; `/new` starts another, `/quit` or EOF leaves."""
    thread = thread or new_thread_id()
    print(f"research-bot chat — thread {thread}. Type a question; /new for a new thread, /quit to leave.", file=out)
    loop = asyncio.get_running_loop()
    while True:
        try:
            line = await loop.run_in_executor(None, _prompt)
        except (EOFError, KeyboardInterrupt):
            print(file=out)
            return
        command = line.strip()
        if command in ("/quit", "/exit"):
            return
        if command == "/new":
            thread = new_thread_id()
            print(f"(new thread {thread})", file=out)
            continue
        if command.startswith("/") and " " not in command:
            print(f"Unknown command {command}. Chat commands: /new, /quit; anything else is a message.", file=out)
            continue
        reply = await ask(assistant, thread, line, show_progress=sys.stderr)
        print(f"\nbot> {render(reply)}\n{describe(reply)}\n", file=out)


def _prompt() -> str:
    return input("you> ")


DEMO_SCRIPT = [
    "What's the difference between AWS Lambda and Amazon ECS?",
    "how do I migrate from it?",
    "detailed summary",
    "what does [2] say",
    "How do I fix 'too many connections' errors in PostgreSQL?",
]


async def demo(assistant: TurnHandler, out: TextIO = sys.stdout) -> list[Reply]:
    """Play a short scripted conversation in one thread and print it."""
    thread = f"demo-{new_thread_id()}"
    replies = []
    print(f"A scripted conversation in one thread ({thread}):\n", file=out)
    for text in DEMO_SCRIPT:
        print(f"you> {text}", file=out)
        reply = await ask(assistant, thread, text)
        replies.append(reply)
        print(f"\nbot> {render(reply)}\n{describe(reply)}\n", file=out)
        print("-" * 72, file=out)
    return replies
