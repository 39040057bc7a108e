"""`research-bot trace | history | stats`: reading the turn records from the configured store."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import unquote

from core.config import Settings
from core.models import ThreadKey
from core.records.history import history_table, in_channel, parse_window
from core.records.render import trace_text
from core.records.stats import daily_stats, stats_table
from core.store import SessionStore, open_store

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
    store = open_store(settings)
    try:
        commands = {"trace": _trace, "history": _history, "stats": _stats}
        return await commands[args.command](store, args)
    finally:
        await store.close()


async def _trace(store: SessionStore, args: argparse.Namespace) -> int:
    key = thread_of(args.thread)
    records = await store.thread_records(key)
    if not records:
        print(f"research-bot: no answers recorded in thread {key.session_id} "
              "(never asked, reset, or older than TRACE_RETENTION_DAYS)", file=sys.stderr)
        return EXIT_NOT_FOUND
    number = args.answer if args.answer is not None else len(records)
    if not 1 <= number <= len(records):
        print(f"research-bot: thread {key.session_id} has {len(records)} recorded answer(s); "
              f"there is no answer {number}", file=sys.stderr)
        return EXIT_NOT_FOUND
    record = records[number - 1]
    trace = await store.load_trace(record.id)
    if args.json:
        payload = {"answer": number, "record": record.model_dump(mode="json"),
                   "trace": trace.model_dump(mode="json") if trace else None}
        print(json.dumps(payload, indent=2, ensure_ascii=False))
    else:
        print(trace_text(record, trace, number))
    return 0


async def _history(store: SessionStore, args: argparse.Namespace) -> int:
    until = datetime.now(UTC)
    records = in_channel(await store.records(until - parse_window(args.since), until), args.channel)
    if args.json:
        print(json.dumps([{**r.model_dump(mode="json"), "thread_id": r.thread.session_id} for r in records],
                         indent=2, ensure_ascii=False))
    else:
        print(history_table(records))
    return 0


async def _stats(store: SessionStore, args: argparse.Namespace) -> int:
    until = datetime.now(UTC)
    since = until - parse_window(args.since)
    stats = daily_stats(in_channel(await store.records(since, until), args.channel), since, until)
    if args.chart:
        from core.records.chart import draw

        path = draw(stats, Path(args.chart))
        print(f"Chart written to {path}", file=sys.stderr)
    if args.json:
        payload = stats.model_dump(mode="json")
        for day, folded in zip(payload["days"] + [payload["total"]], [*stats.days, stats.total]):
            day["feedback_ratio"] = folded.feedback_ratio
        print(json.dumps(payload, indent=2, ensure_ascii=False))
    else:
        print(stats_table(stats))
    return 0
