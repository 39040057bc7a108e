"""The console adapter: a terminal thread for trying the bot locally.

It runs the same pipeline as Slack and Discord (admission without limits, then
handle, render, deliver) and renders the one markdown tree with rich: styled
text, real tables, code exactly as written. Piped output is plain text.
"""

from __future__ import annotations

import asyncio
import io
import re
import select
import sys
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from markdown_it.tree import SyntaxTreeNode
from rich.console import Console, Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from bot.pipeline import DirectDispatcher, InlineDispatcher, Pipeline
from bot.progress import headline
from bot.surface import DeliveryTarget, Turn
from core import commands
from core.admission import AdmissionRequest, Policy
from core.markdown import parse, plain, table_cells
from core.models import Attachment, Citation, Inbound, ProgressEvent, Reply, ThreadKey
from core.printable import printable, printable_citation

if TYPE_CHECKING:
    # Types only: the job client pulls in redis-py, which a terminal turn answered in
    # process (JOB_QUEUE=inline, the default) never needs.
    from core.assistant import Assistant
    from core.jobs.client import JobClient

CONSOLE_USER = "console-user"
PLATFORM = "console"
_STYLES = {"strong": "bold", "em": "italic", "s": "strike"}
_BULLETS = ("•", "◦", "▪")


# The names a terminal user addresses the bot by ("hi @bot", "@research-bot what is ...").
# Slack and Discord remove the bot's own mention before the text is read; so does the console.
_OWN_MENTION = re.compile(r"(?<![\w@])@(?:bot|research[-_]?bot)(?![\w-]|\.\w)[\s,:;!]*", re.I)


def addressed(text: str) -> str:
    """`text` without the bot's own @mention, as the Slack and Discord adapters pass it on."""
    return " ".join(_OWN_MENTION.sub(" ", text).split()) if "\n" not in text else _OWN_MENTION.sub(" ", text).strip()


def thread_key(thread: str) -> ThreadKey:
    return ThreadKey(platform=PLATFORM, workspace="local", channel="cli", thread=thread)


def new_thread_id() -> str:
    return uuid.uuid4().hex[:12]


# --- markdown -> rich ----------------------------------------------------------------


def to_rich(markdown: str) -> list[RenderableType]:
    return [r for node in parse(markdown).children if (r := _block(node, 0)) is not None]


def _block(node: SyntaxTreeNode, depth: int) -> RenderableType | None:
    kind = node.type
    if kind == "paragraph":
        return _inline(node)
    if kind == "heading":
        level = int(node.tag[1])
        return _inline(node, Text(style="bold underline" if level <= 2 else "bold"))
    if kind in ("bullet_list", "ordered_list"):
        return _list(node, depth)
    if kind == "blockquote":
        inner = Text("\n").join(
            _as_text(r) for r in (_block(c, depth) for c in node.children) if r is not None
        )
        return Text("\n").join(Text("│ ", style="dim") + line for line in inner.split("\n"))
    if kind in ("fence", "code_block"):
        # Exactly as written: no wrapping, no re-indenting.
        return Text(node.content.rstrip("\n"), style="cyan", no_wrap=True, overflow="ignore")
    if kind == "hr":
        return Rule(style="dim")
    if kind == "table":
        return _table(node)
    if kind == "html_block":
        return Text(node.content.strip())
    return _inline(node)


def _inline(node: SyntaxTreeNode, into: Text | None = None, style: str = "") -> Text:
    out = into if into is not None else Text()
    for child in node.children:
        kind = child.type
        if kind in ("text", "html_inline"):
            out.append(child.content, style=style or None)
        elif kind in ("softbreak", "hardbreak"):
            out.append("\n")
        elif kind == "code_inline":
            out.append(child.content, style=f"{style} cyan".strip())
        elif kind in _STYLES:
            _inline(child, out, f"{style} {_STYLES[kind]}".strip())
        elif kind == "link":
            href = str(child.attrs.get("href", ""))
            _inline(child, out, f"{style} underline".strip())
            if href.startswith(("http://", "https://", "mailto:")):
                out.append(f" ({href})", style="dim")
        elif kind == "image":
            out.append(plain(child, keep_code_ticks=False) or str(child.attrs.get("src", "")), style=style or None)
        else:
            _inline(child, out, style)
    return out


def _as_text(renderable: RenderableType) -> Text:
    return renderable if isinstance(renderable, Text) else Text(str(renderable))


def _list(node: SyntaxTreeNode, depth: int) -> Text:
    ordered = node.type == "ordered_list"
    start = int(node.attrs.get("start", 1)) if ordered else 1
    pad = "  " * depth
    lines: list[Text] = []
    for i, item in enumerate(node.children):
        marker = f"{start + i}." if ordered else _BULLETS[depth % len(_BULLETS)]
        first = True
        for child in item.children:
            rendered = _block(child, depth + 1)
            if rendered is None:
                continue
            for line in _as_text(rendered).split("\n"):
                prefix = f"{pad}{marker} " if first and child.type not in ("bullet_list", "ordered_list") else ""
                lines.append(Text(prefix) + line if prefix else line)
                first = False
    return Text("\n").join(lines)


def _table(node: SyntaxTreeNode) -> Table:
    rows = table_cells(node)
    table = Table(show_lines=False)
    for cell in rows[0] if rows else []:
        table.add_column(_inline(cell))
    for row in rows[1:]:
        table.add_row(*(_inline(cell) for cell in row))
    return table


def render_citation(c: Citation) -> str:
    where = c.url or c.path or ""
    heading = f" › {c.heading}" if c.heading else ""
    return f"[{c.number}] {c.title}{heading}" + (f" — {where}" if where else "")


def render(reply: Reply) -> list[RenderableType]:
    """Reply -> terminal renderables: the markdown, then the sources it cites."""
    parts: list[RenderableType] = []
    if reply.kind == "error":
        # Rendered as markdown too: as raw text, "say `export pdf`" showed its backticks.
        for part in to_rich("⚠️ " + reply.markdown.strip()):
            if isinstance(part, Text):
                part.style = "red"  # under the code spans' own colour
            parts.append(part)
    else:
        parts.extend(to_rich(reply.markdown.rstrip()))
    if reply.citations and reply.kind in ("answer", "report"):
        parts.append(Text("Sources:\n" + "\n".join(render_citation(c) for c in reply.citations)))
    if reply.kind in ("answer", "report") and reply.available_reports:
        others = [k for k in reply.available_reports if k != reply.report_kind]
        parts.append(
            Text(f"(showing the {reply.report_kind} report; say '{others[-1]} summary' or '{others[0]} summary' to switch)", style="dim")
        )
    if reply.suggestions and reply.kind == "answer":
        parts.append(Text("Follow-up ideas:\n" + "\n".join(f"  • {s}" for s in reply.suggestions)))
    return parts


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


def save_attachment(attachment: Attachment, folder: Path) -> Path:
    """Write a reply's file into `folder`, never over an existing file."""
    path = folder / attachment.filename
    stem, suffix = path.stem, path.suffix
    n = 1
    while True:
        try:
            with path.open("xb") as out:
                out.write(attachment.content)
            return path
        except FileExistsError:
            n += 1
            path = folder / f"{stem}-{n}{suffix}"


# --- the surface -----------------------------------------------------------------------


class ConsoleSurface:
    def __init__(self, out: TextIO, progress_out: TextIO | None, prefix: str, target: DeliveryTarget) -> None:
        self.console = Console(file=out, highlight=False, emoji=False, soft_wrap=True)
        self.progress_out = progress_out
        self.prefix = prefix
        self.target = target
        self.reply: Reply | None = None
        # Where a reply's file was saved: `ask --json` prints no "(saved …)" line, so it names it.
        self.saved: Path | None = None

    async def open(self, research: bool) -> None:
        return None

    async def progress(self, event: ProgressEvent) -> None:
        if self.progress_out is None:
            return
        line = headline(event)
        if event.tasks:
            done = sum(1 for t in event.tasks if t.state == "complete")
            current = next((t.title for t in event.tasks if t.state == "in_progress"), None)
            line = f"{current or line} (step {min(done + 1, len(event.tasks))} of {len(event.tasks)})"
        print(f"  … {printable(line)}", file=self.progress_out, flush=True)

    def render(self, reply: Reply) -> Reply:
        self.reply = reply
        # A terminal obeys escape sequences a page or a model may hold; the reply keeps its text.
        return reply.model_copy(
            update={
                "markdown": printable(reply.markdown),
                "citations": [printable_citation(c) for c in reply.citations],
                "suggestions": [printable(s) for s in reply.suggestions],
            }
        )

    async def deliver(self, rendered: object) -> None:
        assert isinstance(rendered, Reply)
        if self.prefix:
            self.console.print(self.prefix, end="", markup=False)
        parts = render(rendered)
        spaced = [item for part in parts for item in (part, Text(""))][:-1]
        self.console.print(Group(*spaced), markup=False)
        if rendered.attachment is not None:
            # The terminal's "upload": the file lands in the working directory.
            try:
                saved = await asyncio.to_thread(save_attachment, rendered.attachment, Path.cwd())
            except OSError as exc:
                self.console.print(f"⚠️ I couldn't save {rendered.attachment.filename}: {exc.strerror or exc}", markup=False)
            else:
                self.saved = saved
                self.console.print(f"(saved {saved})", markup=False, style="dim")
        if self.prefix:
            self.console.print(describe(rendered), "\n", markup=False, style="dim")

    async def close(self, reply: Reply | None) -> None:
        return None

    async def withdraw(self) -> None:
        """A stopped answer (a line typed can't be deleted) showed only progress: nothing to take down."""
        return None

    async def notice(self, text: str) -> None:
        self.console.print(text, markup=False)


class ConsoleSurfaces:
    def __init__(self, out: TextIO, progress_out: TextIO | None, prefix: str = "") -> None:
        self.out = out
        self.progress_out = progress_out
        self.prefix = prefix
        self.last: ConsoleSurface | None = None

    def surface(self, target: DeliveryTarget) -> ConsoleSurface:
        self.last = ConsoleSurface(self.out, self.progress_out, self.prefix, target)
        return self.last


class Terminal:
    """One terminal's conversation through the pipeline (no rate limits: it is yours).

    `stoppable`: each turn runs as the pipeline's task (as on Slack and Discord), so a
    `stop` said while it runs ends it; `say` still returns when its turn is over."""

    def __init__(
        self, assistant: Assistant | JobClient, out: TextIO, progress_out: TextIO | None, prefix: str = "",
        stoppable: bool = False,
    ) -> None:
        self.surfaces = ConsoleSurfaces(out, progress_out, prefix)
        self.pipeline = Pipeline(assistant, assistant.admission(Policy(), limited=False), self.surfaces)
        if not stoppable:
            self.pipeline.dispatcher = DirectDispatcher(self.pipeline.execute)
        self.out = out

    async def say(self, thread: str, text: str) -> Reply | None:
        inbound = Inbound(thread=thread_key(thread), user=CONSOLE_USER, text=addressed(text), origin="console")
        target = DeliveryTarget(platform=PLATFORM, channel="cli", thread=thread, user=CONSOLE_USER, kind="console")

        async def prepare(research: bool) -> Turn:
            return Turn(inbound=inbound, target=target, research=research)

        async def refuse(message: str) -> None:
            print(message, file=self.out)

        turn = await self.pipeline.accept(AdmissionRequest(inbound=inbound), prepare, refuse)
        dispatcher = self.pipeline.dispatcher
        if turn is not None and isinstance(dispatcher, InlineDispatcher):
            # Waited for, not awaited: a turn stopped by `stop` ends cancelled, and this call does not.
            if running := [task for task, t in dispatcher.running(lambda t: t is turn)]:
                await asyncio.wait(running)
        last = self.surfaces.last
        return last.reply if last is not None else None


async def ask(
    assistant: Assistant | JobClient, thread: str, text: str, out: TextIO = sys.stdout, show_progress: TextIO | None = None, quiet: bool = False
) -> tuple[Reply | None, Path | None]:
    """One turn; prints the reply unless `quiet` (the caller prints it, e.g. as JSON). Returns
    the reply and where its file (an export) was saved, if it had one."""
    terminal = Terminal(assistant, io.StringIO() if quiet else out, show_progress)
    reply = await terminal.say(thread, text)
    last = terminal.surfaces.last
    return reply, last.saved if last is not None else None


async def chat(assistant: Assistant | JobClient, thread: str | None, out: TextIO = sys.stdout) -> None:
    """A REPL that is one thread; `/new` starts another, `/quit` or EOF leaves."""
    thread = thread or new_thread_id()
    # At a terminal a line can be typed while an answer is researched: "stop" ends it.
    terminal = Terminal(assistant, out, sys.stderr, prefix="\nbot> ", stoppable=sys.stdin.isatty())
    print(f"research-bot chat — thread {thread}. Type a question; /new for a new thread, /quit to leave.", file=out)
    with _line_editing():
        await _converse(terminal, thread, out)


async def _converse(terminal: Terminal, thread: str, out: TextIO) -> None:
    loop = asyncio.get_running_loop()
    ended = False
    typed: asyncio.Future[tuple[str, bool]] | None = None  # a line read while the last answer ran
    while not ended:
        try:
            line, ended = await (typed or _read_line(loop))
        except (EOFError, KeyboardInterrupt):
            print(file=out)
            return
        typed = None
        command = line.strip()
        if command in ("/quit", "/exit"):
            return
        if command == "/new":
            thread = new_thread_id()
            print(f"(new thread {thread})", file=out)
            continue
        if command == "/help":
            print("Chat commands: /new starts a new thread, /quit leaves; in the thread:", file=out)
            await terminal.say(thread, "help")
            continue
        # "/sources", "/reset": the Slack and Discord commands' names are the thread's commands here too;
        # a name the thread has no command for is the chat's to answer, naming its own.
        said = commands.parse(command) if command.startswith("/") and " " not in command else None
        if command.startswith("/") and " " not in command and (said is None or said.command == "usage"):
            print(f"Unknown command {command}. Chat commands: /new, /quit, /help; anything else is a message.", file=out)
            continue
        if ended or not isinstance(terminal.pipeline.dispatcher, InlineDispatcher):
            await terminal.say(thread, line)
        else:
            typed = await _answer_while_reading(terminal, thread, line, loop, out)
    # Input ended right after a paste: its lines were answered, and end of input still means leave.
    print(file=out)


async def _answer_while_reading(
    terminal: Terminal, thread: str, line: str, loop: asyncio.AbstractEventLoop, out: TextIO
) -> asyncio.Future[tuple[str, bool]]:
    """Answer `line` while the next line is read: a `stop` typed meanwhile stops the answer (it
    waited behind it, then was researched); any other line waits its turn, as it did. Returns
    the read of the line after, and prompts for it once the answer is over."""
    answering = asyncio.ensure_future(terminal.say(thread, line))
    while True:
        typed = asyncio.ensure_future(_read_line(loop, prompt=""))
        await asyncio.wait({answering, typed}, return_when=asyncio.FIRST_COMPLETED)
        if answering.done() or typed.exception() is not None:
            break
        said, _ = typed.result()
        action = commands.parse(said)
        if action is None or action.command != "stop":
            break
        await terminal.say(thread, said)
    await answering
    print("you> ", end="", file=out, flush=True)
    return typed


@contextmanager
def _line_editing() -> Iterator[None]:
    """GNU readline at the prompt, and the terminal's settings put back on leaving.

    Without readline a terminal reads in canonical mode, which keeps 4,095 characters
    of a line and silently drops the rest; readline reads key by key (no such limit)
    and adds editing and history. A Ctrl-C can leave while readline holds the terminal
    in its own mode, so the settings found on entry are restored.
    """
    if not sys.stdin.isatty():
        yield
        return
    import readline  # noqa: F401 - importing it is what makes input() use it
    import termios

    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    try:
        yield
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)


# How soon the next line of a paste follows the last.
_PASTE_GAP = 0.05


def _prompt(prompt: str = "you> ") -> str:
    return input(prompt)


def _pasted(first: str) -> tuple[str, bool]:
    """The line, with the lines pasted along with it: a pasted passage is one message;
    and whether input ended right after them (Ctrl-D straight after a paste).

    A terminal hands over one line per read, so lines already waiting the moment
    one is read came in one paste; a person typing cannot press Enter that fast.
    """
    lines = [first]
    while sys.stdin.isatty() and select.select([sys.stdin], [], [], _PASTE_GAP)[0]:
        try:
            lines.append(input())
        except EOFError:
            return "\n".join(lines), True
    return "\n".join(lines), False


async def _read_line(loop: asyncio.AbstractEventLoop, prompt: str = "you> ") -> tuple[str, bool]:
    """The next line typed (with any lines pasted along), read off the loop in a daemon
    thread, and whether input ended right after it.

    The loop's own executor is joined when `asyncio.run` ends, so a Ctrl-C at the
    prompt would wait for the blocked `input()` (for Enter) before the chat left.
    """
    line: asyncio.Future[tuple[str, bool]] = loop.create_future()

    def settle(text: tuple[str, bool] | None, error: BaseException | None) -> None:
        if line.done():
            return
        if error is not None:
            line.set_exception(error)
        else:
            line.set_result(text or ("", False))

    def read() -> None:
        text: tuple[str, bool] | None
        try:
            text, error = _pasted(_prompt(prompt)), None
        except (EOFError, KeyboardInterrupt) as exc:
            text, error = None, exc
        try:
            loop.call_soon_threadsafe(settle, text, error)
        except RuntimeError:  # the chat already left and its loop closed
            pass

    threading.Thread(target=read, name="console-input", daemon=True).start()
    return await line


DEMO_SCRIPT = [
    "What's the difference between AWS Lambda and Amazon ECS?",
    "how do I migrate from it?",
    "detailed summary",
    "what does [1] say",
    "What is a Kubernetes pod?",
]


async def demo(assistant: Assistant | JobClient, out: TextIO = sys.stdout) -> list[Reply]:
    """Play a short scripted conversation in one thread and print it."""
    thread = f"demo-{new_thread_id()}"
    terminal = Terminal(assistant, out, None, prefix="\nbot> ")
    replies = []
    print(f"A scripted conversation in one thread ({thread}):\n", file=out)
    for text in DEMO_SCRIPT:
        print(f"you> {text}", file=out)
        reply = await terminal.say(thread, text)
        if reply is not None:
            replies.append(reply)
        print("-" * 72, file=out)
    return replies
