"""Reading history: time windows as people write them, filtering and a table."""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import timedelta

from core.records.models import TurnRecord

_WINDOW_RE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(m|min|h|d|w)\s*$", re.I)
_UNITS = {"m": 60, "min": 60, "h": 3600, "d": 86400, "w": 7 * 86400}
# Longer than any history; a bigger window (`99999999d`) would overflow the date it starts at.
_LONGEST = timedelta(days=100 * 365)


def parse_window(text: str) -> timedelta:
    """`30d`, `12h`, `2w`, `90m` as a duration; a clear error for anything else."""
    match = _WINDOW_RE.match(text)
    if match is None:
        raise ValueError(f"--since {text!r}: give a number and a unit, e.g. 30m, 12h, 7d or 2w")
    amount, unit = float(match.group(1)), match.group(2).lower()
    if amount <= 0:
        raise ValueError(f"--since {text!r}: the window must be longer than zero, e.g. 7d")
    return timedelta(seconds=min(amount * _UNITS[unit], _LONGEST.total_seconds()))


def in_channel(records: Iterable[TurnRecord], channel: str | None) -> list[TurnRecord]:
    """Records of one channel, named by its id or as `platform:channel`."""
    if not channel:
        return list(records)
    return [r for r in records if channel in (r.thread.channel, r.channel_label)]


def feedback_label(record: TurnRecord) -> str:
    if not (record.feedback_up or record.feedback_down):
        return "-"
    return f"+{record.feedback_up}/-{record.feedback_down}"


def history_table(records: list[TurnRecord]) -> str:
    """One line per turn, newest last, for a terminal."""
    if not records:
        return "No questions in that window."
    header = ("time (UTC)", "thread", "type", "mode", "calls", "cost $", "quality", "feedback", "question")
    rows = [
        (
            r.at.strftime("%Y-%m-%d %H:%M"),
            r.thread.session_id,
            r.question_type,
            r.mode if r.outcome == "answered" else f"{r.mode}/{r.outcome}",
            str(r.model_calls),
            f"{r.cost_usd:.4f}",
            f"{r.quality:.2f}" if r.quality is not None else "-",
            feedback_label(r),
            (r.question or "(reset)")[:70],
        )
        for r in records
    ]
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(len(header) - 1)]
    lines = ["  ".join([*(cell.ljust(w) for cell, w in zip(row[:-1], widths)), row[-1]]) for row in (header, *rows)]
    return "\n".join(lines)
