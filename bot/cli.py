"""`research-bot`: chat, ask, demo, export, index, classify, followup, eval, trace, history, stats, serve, worker, discord."""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn
from urllib.parse import unquote

# Every command imports only what it uses: a one-line `classify` or `ask help` is a
# whole process, and start-up is most of its time.
if TYPE_CHECKING:
    from core.config import Settings

EXIT_USAGE = 2
EXIT_UNAVAILABLE = 3
# core.exports.FORMATS, named here so the parser does not import core at start-up.
EXPORT_FORMATS = ("md", "html", "pdf", "docx")


def _path_or_none(text: str) -> Path | None:
    # Path("") is the current folder; an empty argument (an unset shell variable) must not index it.
    return Path(text) if text.strip() else None


def _port(text: str) -> int:
    # The OS takes a port modulo 65536: 99999 was served on 34463 without a word.
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{port} is not a port: 0 to 65535 (0: any free port)")
    return port


class _Parser(argparse.ArgumentParser):
    """argparse's parser, except that a command left out (`research-bot`, `research-bot serve`)
    shows the commands to pick from, not only "the following arguments are required: COMMAND"."""

    def error(self, message: str) -> NoReturn:
        if self._subparsers is not None and message.startswith("the following arguments are required"):
            self.print_help(sys.stderr)
            self.exit(EXIT_USAGE, f"\n{self.prog}: error: {message}\n")
        super().error(message)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="research-bot", description=__doc__)
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    chat = sub.add_parser("chat", help="talk to the bot in this terminal (one thread; /new starts another)")
    chat.add_argument("--thread", help="continue a stored thread (its id, or as `history` prints it)")

    ask = sub.add_parser("ask", help="ask one question (a turn in a new or stored thread)")
    ask.add_argument("--thread", help="continue a stored thread (its id is printed after each answer; `history`'s form works too)")
    ask.add_argument("--json", action="store_true", help="print the Reply as JSON")
    ask.add_argument(
        "question", nargs="*", help="the question; `-` (or nothing, with a pipe or file on standard input) reads it from there"
    )

    sub.add_parser("demo", help="play a short scripted conversation on the sample corpus")

    trace = sub.add_parser("trace", help="show how an answer was researched (searches, model calls, checks)")
    trace.add_argument("--thread", required=True, help="a thread as `history --json` names it, or a console thread id")
    trace.add_argument("--answer", type=int, help="which recorded answer in the thread: 1 = the first, -1 = the latest (default)")
    trace.add_argument("--json", action="store_true", help="print the record and its trace as JSON")

    history = sub.add_parser("history", help="list past questions with their mode, model calls, cost and quality")
    history.add_argument("--since", default="7d", help="how far back: 90m, 12h, 7d, 2w (default 7d)")
    history.add_argument("--channel", help="only this channel (its id, or platform:channel)")
    history.add_argument("--json", action="store_true", help="print the questions as JSON (with their thread ids)")

    stats = sub.add_parser("stats", help="daily answers, mode mix, quality, feedback, cost and p95 latency")
    stats.add_argument("--since", default="30d", help="how far back: 12h, 7d, 30d (default 30d)")
    stats.add_argument("--channel", help="only this channel (its id, or platform:channel)")
    stats.add_argument("--json", action="store_true", help="print the statistics as JSON")
    stats.add_argument("--chart", metavar="FILE.png", help="also draw the stats as a PNG chart")
    export = sub.add_parser("export", help="write a thread's report as a file: md, html, pdf or docx")
    export.add_argument(
        "--thread", required=True,
        help="a terminal thread id (as `ask` prints it) or a session id (platform:workspace:channel:thread)",
    )
    export.add_argument("--format", choices=EXPORT_FORMATS, default="pdf", help="default pdf")
    export.add_argument("--out", type=Path, help="the file to write; `-` for standard output (default: named after the question)")
    export.add_argument("--length", choices=["inline", "quick", "detailed"], help="which report (default: the one shown last)")
    export.add_argument("--answer", type=int, help="which answer in the thread: 1 = the first, -1 = the latest (default)")

    index = sub.add_parser("index", help="index documents (md, txt, rst, html, pdf) into the local corpus")
    index.add_argument(
        "paths", nargs="*", type=_path_or_none, help="files or folders to index (a folder with everything under it)"
    )
    index.add_argument("--json", action="store_true", help="print the statistics as JSON")
    index.add_argument("--rebuild", action="store_true", help="start the index afresh from every folder it knew")

    classify = sub.add_parser("classify", help="classify questions: an argument, or JSON lines on stdin")
    classify.add_argument("question", nargs="*", help="the question (none: JSON lines on standard input)")

    followup = sub.add_parser("followup", help="detect follow-ups: an argument, or JSON lines on stdin")
    followup.add_argument("question", nargs="*", help="the question (none: JSON lines on standard input, with the thread's context)")

    ev = sub.add_parser(
        "eval", help="understanding: classification and follow-up figures on the locked test split; "
        "`eval research`: research quality and cost on a question file; `eval answers`: offline answers on real documentation"
    )
    ev.add_argument(
        "suite", nargs="?", choices=["understanding", "research", "answers"], default="understanding",
        help="what to score (default understanding)",
    )
    ev.add_argument("--json", action="store_true", help="print the figures as JSON")
    ev.add_argument(
        "--split",
        help="understanding: which split of tools/data to score (test, dev or train; default test); "
        "answers: which bundled set (dev, locked, locked2, ...; default all)",
    )
    ev.add_argument("--questions", type=Path, help="understanding: a labelled questions JSONL file instead; research: the question file")
    ev.add_argument("--followups", type=Path, help="understanding: a labelled follow-ups JSONL file instead")
    ev.add_argument("--misses", action="store_true", help="understanding: list every miss (study dev; never tune on test)")
    ev.add_argument("--out", type=Path, default=Path("research-eval"), help="research: where the report goes")
    ev.add_argument("--judge", action="store_true", help="research: score every answer with the model judge")
    ev.add_argument(
        "--set", dest="answer_sets", type=Path, action="append",
        help="answers: a question set (JSON lines); default: the dev and locked sets in tests/data/answers",
    )
    ev.add_argument("--docs", type=Path, default=Path("tests/data/answers"), help="answers: one folder per project")

    serve = sub.add_parser("serve", help="run a platform adapter")
    serve_sub = serve.add_subparsers(dest="platform", required=True, metavar="PLATFORM")
    slack = serve_sub.add_parser("slack", help="Slack (Socket Mode or HTTP events)")
    slack.add_argument(
        "--mode", choices=["socket", "http"], default="socket",
        help="socket: Socket Mode, no public URL (SLACK_APP_TOKEN; default); http: Slack posts to /slack/events "
        "(SLACK_SIGNING_SECRET)",
    )
    slack.add_argument("--port", type=_port, default=3000, help="HTTP mode: the port to listen on (default 3000)")
    slack.add_argument(
        "--host", help="HTTP mode: the address to listen on (default SLACK_HTTP_HOST: 127.0.0.1; 0.0.0.0 in the image)"
    )
    serve_sub.add_parser("discord", help="Discord gateway bot")

    worker = sub.add_parser("worker", help="run research jobs from the Redis queue (JOB_QUEUE=redis) until SIGTERM")
    worker.add_argument("--concurrency", type=int, help="turns run at once (default MAX_CONCURRENT_TURNS)")

    discord = sub.add_parser("discord", help="Discord administration")
    discord_sub = discord.add_subparsers(dest="action", required=True, metavar="ACTION")
    sync = discord_sub.add_parser("sync-commands", help="register the slash commands")
    sync.add_argument("--guild", type=int, help="register in one guild (instant) instead of globally")
    return p


async def _with_assistant(settings: Settings, run: Callable[..., Awaitable[int]], warm: bool = True) -> int:
    """Terminal turns run here (JOB_QUEUE=inline) or by `research-bot worker` processes (redis)."""
    if settings.job_queue == "redis":
        from core.jobs import open_client

        async with open_client(settings) as client:
            return await run(client)
    from core.factory import build_assistant

    assistant = await build_assistant(settings, warm=warm)
    try:
        return await run(assistant)
    finally:
        await assistant.aclose()


def _cmd_ask(settings: Settings, args: argparse.Namespace) -> Callable[..., Awaitable[int]]:
    from bot import console

    async def run(assistant) -> int:  # type: ignore[no-untyped-def]
        thread = args.thread or console.new_thread_id()
        reply, saved = await console.ask(
            assistant, thread, " ".join(args.question), show_progress=None if args.json else sys.stderr, quiet=args.json
        )
        if reply is None:
            return 1
        if args.json:
            payload = reply.model_dump(mode="json")
            payload["thread"] = thread
            if saved is not None:
                payload["saved"] = str(saved)
            print(json.dumps(payload, indent=2))
        else:
            print(console.describe(reply))
            # A new thread that got only an error or help was never saved: nothing to continue.
            if args.thread is not None or reply.kind in ("answer", "report"):
                # Quoted for the shell: a thread id with spaces or quotes must paste back as one argument.
                print(f"(thread {thread}: continue with `research-bot ask --thread {shlex.quote(thread)} ...`)", file=sys.stderr)
        return 1 if reply.kind == "error" else 0

    return run


def _cmd_chat(settings: Settings, args: argparse.Namespace) -> Callable[..., Awaitable[int]]:
    from bot import console

    async def run(assistant) -> int:  # type: ignore[no-untyped-def]
        await console.chat(assistant, args.thread)
        return 0

    return run


def _cmd_demo(settings: Settings, args: argparse.Namespace) -> Callable[..., Awaitable[int]]:
    from bot import console

    async def run(assistant) -> int:  # type: ignore[no-untyped-def]
        replies = await console.demo(assistant)
        return 0 if all(r.kind != "error" for r in replies) else 1

    return run


async def _cmd_export(settings: Settings, args: argparse.Namespace) -> int:
    """Straight from the session store: no model, no sources, nothing researched."""
    import asyncio

    from bot.console import thread_key
    from core import commands
    from core.exports import write_export
    from core.models import Action, ThreadKey
    from core.store import open_store

    if args.answer == 0:
        print("research-bot: --answer counts from 1 (the first answer); -1 is the latest", file=sys.stderr)
        return EXIT_USAGE
    key = ThreadKey.from_session_id(args.thread) if ":" in args.thread else thread_key(args.thread)
    store = open_store(settings)
    try:
        session = await store.load(key)
    finally:
        await store.close()
    if not session.analyses:
        print(
            f"research-bot: thread {args.thread} has no answer to export in the {settings.session_store} store",
            file=sys.stderr,
        )
        return 1
    index = None if args.answer is None else (args.answer - 1 if args.answer > 0 else args.answer)
    action = Action(command="export", format=args.format, report=args.length, analysis=index)
    outcome = commands.run(action, session, user="cli")
    if outcome.export is None:
        print(f"research-bot: {outcome.reply.markdown}", file=sys.stderr)
        return EXIT_USAGE
    wanted = outcome.export
    analysis = session.analyses[wanted.analysis]
    attachment, caveat = await asyncio.to_thread(write_export, analysis, wanted.kind, wanted.format)
    if caveat:
        print(f"research-bot: about this PDF: {caveat}; --format docx or html keeps the text as written", file=sys.stderr)
    if str(args.out) == "-":
        sys.stdout.buffer.write(attachment.content)
        sys.stdout.flush()
    else:
        out = args.out or Path(attachment.filename)
        out.write_bytes(attachment.content)
        print(f"Wrote {out}: the {wanted.kind} report on {analysis.question!r} ({len(attachment.content):,} bytes)")
    return 0


async def _cmd_index(settings: Settings, args: argparse.Namespace) -> int:
    from bot.index_progress import ProgressLine
    from core.sources.registry import index_command

    if not args.paths and not args.rebuild:
        print("research-bot: name the files or folders to index (or --rebuild)", file=sys.stderr)
        return EXIT_USAGE
    # On a terminal only: a log file or a pipe reading --json gets the summary alone.
    line = None if args.json or not sys.stderr.isatty() else ProgressLine(sys.stderr)
    try:
        stats = await index_command(settings, args.paths, rebuild=args.rebuild, on_progress=line)
    finally:
        if line is not None:
            line.close()
    print(json.dumps(stats.model_dump(mode="json"), indent=2) if args.json else f"Indexed: {stats.summary()}")
    if not stats.no_documents:
        return 0
    from core.sources.formats import SUPPORTED_SUFFIXES

    # A wrong folder, or one of .docx or hidden files, would otherwise read as "0 added" and success.
    kinds = ", ".join(sorted(SUPPORTED_SUFFIXES))
    for path in stats.no_documents:
        print(f"research-bot: no documents found in {path}: the index reads {kinds} files "
              "(hidden files and folders are left out)", file=sys.stderr)
    named = {str(p.expanduser().resolve()) for p in args.paths}
    # Exit 1, as for an unknown thread: the command ran, and nothing named held what it looks for.
    return 1 if named and named <= set(stats.no_documents) else 0


def _lines_from(args_question: list[str], wrap: Callable[[str], str]) -> list[str]:
    if args_question:
        return [wrap(" ".join(args_question))]
    return [line for line in sys.stdin if line.strip()]


def _cmd_classify(args: argparse.Namespace) -> int:
    from core.evaluation.lines import classify_lines

    for out in classify_lines(_lines_from(args.question, lambda q: json.dumps({"question": q}))):
        print(out, flush=True)
    return 0


def _cmd_followup(args: argparse.Namespace) -> int:
    from core.evaluation.lines import followup_lines

    lines = _lines_from(args.question, lambda q: json.dumps({"history": [], "question": q}))
    for out in followup_lines(lines):
        print(out, flush=True)
    return 0


def _cmd_eval(args: argparse.Namespace) -> int:
    if args.suite == "answers":
        return _cmd_eval_answers(args)
    from core.evaluation.understanding import run_eval

    split = args.split or "test"
    if split not in ("test", "dev", "train"):
        print(f"research-bot: unknown split {split!r}: use test, dev or train", file=sys.stderr)
        return EXIT_USAGE
    for path in (args.questions, args.followups):
        if path is not None and not path.exists():
            print(f"research-bot: labelled set not found: {path}", file=sys.stderr)
            return EXIT_USAGE
    text, met = run_eval(args.questions, args.followups, args.json, split=split, show_misses=args.misses)
    print(text)
    return 0 if met else 1


def _cmd_eval_answers(args: argparse.Namespace) -> int:
    from core.evaluation.answers import run_cli

    if args.answer_sets:
        sets = args.answer_sets
    elif (args.split or "all") == "all":
        sets = sorted(args.docs.glob("questions-*.jsonl"))
    else:
        sets = [args.docs / f"questions-{args.split}.jsonl"]
    for path in [*sets, args.docs]:
        if not path.exists():
            print(f"research-bot: not found: {path}", file=sys.stderr)
            return EXIT_USAGE
    text, met = run_cli(sets, args.docs, args.json)
    print(text)
    return 0 if met else 1


async def _cmd_eval_research(settings: Settings, args: argparse.Namespace) -> int:
    from core.evaluation.research import render_markdown, run_research_eval, write_report

    path = args.questions or Path("tests/data/research_eval.jsonl")
    if not path.exists():
        print(f"research-bot: question file not found: {path}", file=sys.stderr)
        return EXIT_USAGE
    if args.judge:
        settings.research_judge_enabled = True
    report = await run_research_eval(settings, path)
    md, js = write_report(report, args.out)
    print(json.dumps(report.model_dump(mode="json"), indent=2) if args.json else render_markdown(report))
    print(f"(report written to {md} and {js})", file=sys.stderr)
    return 0 if report.totals.answered == report.totals.questions else 1


async def _dispatch(settings: Settings, args: argparse.Namespace) -> int:
    if args.command == "eval":
        return await _cmd_eval_research(settings, args)
    if args.command in ("trace", "history", "stats"):
        from bot import records

        return await records.run(settings, args)
    if args.command == "index":
        return await _cmd_index(settings, args)
    if args.command == "export":
        return await _cmd_export(settings, args)
    if args.command == "worker":
        from bot.worker import run_worker

        if args.concurrency is not None and args.concurrency < 1:
            raise ValueError("--concurrency must be at least 1")
        await run_worker(settings, concurrency=args.concurrency)
        return 0
    if args.command == "serve" and args.platform == "slack":
        from bot.slack.runner import run_slack

        await run_slack(settings, args.mode, args.port, host=args.host)
        return 0
    if args.command == "serve" and args.platform == "discord":
        from bot.discord.runner import run_discord

        await run_discord(settings)
        return 0
    if args.command == "discord":
        from bot.discord.runner import sync_commands
        from bot.discord.settings import DiscordSettings

        names = await sync_commands(DiscordSettings(), args.guild)
        where = f"guild {args.guild}" if args.guild else "globally (may take up to an hour to appear)"
        print(f"Registered {len(names)} commands {where}: {', '.join('/' + n for n in names)}")
        return 0
    builders = {"ask": _cmd_ask, "chat": _cmd_chat, "demo": _cmd_demo}
    # One question answers and exits: it loads only what that turn needs.
    return await _with_assistant(settings, builders[args.command](settings, args), warm=args.command != "ask")


def _argument_problem(args: argparse.Namespace) -> str | None:
    """Arguments that parse but mean nothing; caught before any store or corpus opens."""
    if args.command == "ask" and not " ".join(args.question).strip():
        return "the question is empty; write it after `ask`, e.g. research-bot ask \"What is AWS Lambda?\""
    if args.command == "index" and any(path is None for path in args.paths):
        return "a path is empty; name the files or folders to index (`.` for this folder)"
    if args.command in ("ask", "chat", "trace", "export") and args.thread is not None and not args.thread.strip():
        return "--thread is empty; give a thread id as `ask` or `history --json` prints it"
    if args.command in ("history", "stats") and args.channel is not None and not args.channel.strip():
        # An empty filter would quietly match every channel.
        return "--channel is empty; give a channel id (or platform:channel), or leave it out for every channel"
    return None


def _terminal_thread(args: argparse.Namespace) -> str | None:
    """`ask`/`chat --thread` as `history`, `trace` and `export` name a terminal thread
    (`console:local:cli:<id>`) is that thread, not a new one of that name; another platform's
    thread is refused (its answers belong in Slack or Discord, where it is read)."""
    if args.command not in ("ask", "chat") or args.thread is None or args.thread.count(":") != 3:
        return None
    platform, workspace, channel, thread = (unquote(part) for part in args.thread.split(":"))
    if (platform, workspace, channel) == ("console", "local", "cli") and thread:
        args.thread = thread
        return None
    return (
        f"--thread {args.thread} is a {platform} thread; `{args.command}` continues terminal threads "
        "(read that one with `research-bot trace --thread` or `export --thread`)"
    )


def _offline(args: argparse.Namespace) -> int:
    """Pure-CPU commands: no settings, no store, no corpus, nothing logged but warnings."""
    offline = {"classify": _cmd_classify, "followup": _cmd_followup, "eval": _cmd_eval}
    try:
        return offline[args.command](args)
    except FileNotFoundError as exc:
        print(f"research-bot: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except ValueError as exc:
        print(f"research-bot: {exc}", file=sys.stderr)
        return EXIT_USAGE


def _setting_names() -> list[str]:
    """Every setting's variable name, core's and the platforms', former names included."""
    from bot.discord.settings import DiscordSettings
    from bot.slack.settings import SlackSettings
    from core.config import Settings

    names = [*Settings.model_fields, *SlackSettings.model_fields, *DiscordSettings.model_fields]
    for model in (Settings, SlackSettings, DiscordSettings):
        for field in model.model_fields.values():
            alias = field.validation_alias
            names.extend(str(choice) for choice in getattr(alias, "choices", []))
    return names


def main(argv: list[str] | None = None) -> int:
    # pydantic looks for plugins in every installed package's metadata at its first
    # model (tens of ms per process); the bot uses none. Set it to "" to allow them.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    args = _parser().parse_args(argv)
    if args.command == "ask" and (args.question == ["-"] or (not args.question and not sys.stdin.isatty())):
        # A question too long or too many lines to type as an argument (a pasted error, a file).
        args.question = [sys.stdin.read()]
    if problem := _argument_problem(args) or _terminal_thread(args):
        print(f"research-bot: {problem}", file=sys.stderr)
        return EXIT_USAGE
    if args.command in ("classify", "followup") or (args.command == "eval" and args.suite != "research"):
        return _offline(args)
    import asyncio
    import sqlite3

    from pydantic import ValidationError
    from pydantic_settings import SettingsError

    from bot import event_loop
    from core.config import Settings, explain
    from core.logging import configure_logging
    from core.sources.base import SourceError
    from core.store import StoreUnavailable

    try:
        settings = Settings()
    except ValidationError as exc:
        print(f"research-bot: invalid configuration (see .env.example):\n{explain(exc)}", file=sys.stderr)
        return EXIT_USAGE
    except SettingsError as exc:
        # Mostly a list or table setting that does not parse; the cause says where (never the value).
        cause = f": {exc.__cause__}" if exc.__cause__ else ""
        print(
            f"research-bot: invalid configuration: {exc}{cause}. List and table settings "
            "(LLM_FALLBACKS, LLM_PRICES, ...) are JSON; see .env.example.",
            file=sys.stderr,
        )
        return EXIT_USAGE
    for name, meant in settings.misspelt_in_dotenv(_setting_names):
        print(f"research-bot: .env sets {name}, which is no setting (did you mean {meant}?); it is ignored", file=sys.stderr)
    if args.command in ("chat", "ask", "demo", "serve", "worker", "eval") and (missing := settings.model_half_configured()):
        print(f"research-bot: {missing}, so answers are extractive, without a model (see README: Pointing it at a model)", file=sys.stderr)
    if args.command in ("chat", "ask", "demo", "index", "eval", "export", "trace", "history", "stats") and "LOG_LEVEL" not in os.environ:
        # In a terminal conversation, INFO lines would interleave with the replies.
        settings.log_level = "WARNING"
    configure_logging(settings)
    try:
        if args.command in ("serve", "worker"):
            return event_loop.run(
                _dispatch(settings, args), use_uvloop=settings.uvloop, gc_young_threshold=settings.gc_young_threshold
            )
        return asyncio.run(_dispatch(settings, args))
    except StoreUnavailable as exc:
        print(f"research-bot: the session store is unavailable: {exc}", file=sys.stderr)
        return EXIT_UNAVAILABLE
    except FileNotFoundError as exc:
        print(f"research-bot: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except (IsADirectoryError, NotADirectoryError, PermissionError) as exc:
        # An output path that can't be a file (`export --out .`, `stats --chart ~/charts`).
        print(f"research-bot: {exc.filename}: {(exc.strerror or str(exc)).lower()}", file=sys.stderr)
        return EXIT_USAGE
    except SourceError as exc:
        print(f"research-bot: {exc}", file=sys.stderr)
        return EXIT_UNAVAILABLE
    except sqlite3.DatabaseError as exc:
        # The corpus index rebuilds itself when it can; this is when it could not.
        print(
            f"research-bot: a local SQLite database cannot be used ({exc}). If it is the document "
            f"index ({settings.corpus_db_path}), rebuild it with `research-bot index --rebuild`.",
            file=sys.stderr,
        )
        return EXIT_UNAVAILABLE
    except KeyboardInterrupt:
        return 130
    except SystemExit:
        raise
    except ValidationError as exc:
        # A platform's settings (SlackSettings, DiscordSettings), read when its adapter or a
        # worker starts: named and explained as core's are, never with the value.
        print(f"research-bot: invalid configuration (see .env.example):\n{explain(exc)}", file=sys.stderr)
        return EXIT_USAGE
    except ValueError as exc:
        print(f"research-bot: {exc}", file=sys.stderr)
        return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())
