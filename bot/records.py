"""`research-bot trace | history | stats`: the turn records of the configured store, for a terminal."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from urllib.parse import unquote

from core.config import Settings
from core.models import ThreadKey
from core.records.history import history_table, parse_window
from core.records.reader import RecordReader
from core.records.render import trace_text
from core.records.stats import stats_table
from core.text import counted

EXIT_NOT_FOUND = 1


def thread_of(text: str) -> ThreadKey:
    """A thread as `history` prints it (`platform:workspace:channel:thread`), or a console thread id."""
    parts = text.split(":")
    if len(parts) == 4:
        platform, workspace, channel, thread = (unquote(p) for p in parts)
        return ThreadKey(platform=platform, workspace=workspace, channel=channel, thread=thread)
    from bot.console import thread_key

    return thread_key(text)


async def run(settings: Settings, args: argparse.Namespace) -> int:
    commands = {"trace": _trace, "history": _history, "stats": _stats}
    async with RecordReader.open(settings) as reader:
        return await commands[args.command](reader, args)


async def _trace(reader: RecordReader, args: argparse.Namespace) -> int:
    key = thread_of(args.thread)
    answers = await reader.answers(key)
    if not answers:
        print(f"research-bot: no answers recorded in thread {key.session_id} "
              "(never asked, or older than TRACE_RETENTION_DAYS)", file=sys.stderr)
        return EXIT_NOT_FOUND
    # As in `export`: 1 is the first answer, -1 the latest.
    wanted = args.answer if args.answer is not None else -1
    number = wanted + len(answers) + 1 if wanted < 0 else wanted
    if not 1 <= number <= len(answers):
        print(f"research-bot: thread {key.session_id} has {counted(len(answers), 'recorded answer')}; "
              f"there is no answer {wanted} (1 is the first, -1 is the latest)", file=sys.stderr)
        return EXIT_NOT_FOUND
    record = answers[number - 1]
    trace = await reader.trace(record)
    if args.json:
        payload = {"answer": number, "record": record.model_dump(mode="json"),
                   "trace": trace.model_dump(mode="json") if trace else None}
        print(json.dumps(payload, indent=2, ensure_ascii=False))
    else:
        print(trace_text(record, trace, number))
    return 0


async def _history(reader: RecordReader, args: argparse.Namespace) -> int:
    records = await reader.history(parse_window(args.since), args.channel)
    if args.json:
        print(json.dumps([{**r.model_dump(mode="json"), "thread_id": r.thread.session_id} for r in records],
                         indent=2, ensure_ascii=False))
    else:
        print(history_table(records))
    return 0


async def _stats(reader: RecordReader, args: argparse.Namespace) -> int:
    stats = await reader.stats(parse_window(args.since), args.channel)
    if args.chart:
        from core.records.chart import draw

        print(f"Chart written to {draw(stats, Path(args.chart))}", file=sys.stderr)
    if args.json:
        print(json.dumps(stats.model_dump(mode="json"), indent=2, ensure_ascii=False))
    else:
        print(stats_table(stats))
    return 0
