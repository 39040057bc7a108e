"""Quality over time: history records folded into one row per day."""

from __future__ import annotations

import math
from collections import defaultdict
from datetime import date, datetime, timedelta

from pydantic import BaseModel, Field, computed_field

from core.records.models import TurnRecord


class DayStats(BaseModel):
    day: date
    questions: int = Field(default=0, description="research turns, whatever their outcome")
    answers: int = Field(default=0, description="turns that ended with an answer")
    modes: dict[str, int] = Field(default_factory=dict, description="answers by mode: extractive, model, digest")
    mean_quality: float | None = None
    feedback_up: int = 0
    feedback_down: int = 0
    cost_usd: float = 0.0
    p95_latency_ms: float | None = None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def feedback_ratio(self) -> float | None:
        """Share of 👍 among the day's votes (None without votes)."""
        votes = self.feedback_up + self.feedback_down
        return self.feedback_up / votes if votes else None


class Stats(BaseModel):
    since: datetime
    until: datetime
    days: list[DayStats]
    total: DayStats = Field(description="the whole window as one row (its `day` is the first day)")


def p95(values: list[float]) -> float | None:
    """The nearest-rank 95th percentile."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def _fold(day: date, records: list[TurnRecord]) -> DayStats:
    answered = [r for r in records if r.outcome == "answered"]
    modes: dict[str, int] = defaultdict(int)
    for r in answered:
        modes[r.mode] += 1
    scored = [r.quality for r in answered if r.quality is not None]
    return DayStats(
        day=day,
        questions=len(records),
        answers=len(answered),
        modes=dict(sorted(modes.items())),
        mean_quality=round(sum(scored) / len(scored), 4) if scored else None,
        feedback_up=sum(r.feedback_up for r in records),
        feedback_down=sum(r.feedback_down for r in records),
        cost_usd=round(sum(r.cost_usd for r in records), 6),
        p95_latency_ms=p95([r.latency_ms for r in records]),
    )


def daily_stats(records: list[TurnRecord], since: datetime, until: datetime) -> Stats:
    """Every day of the window (quiet days included, so charts keep their time axis)."""
    by_day: dict[date, list[TurnRecord]] = defaultdict(list)
    for record in records:
        by_day[record.at.date()].append(record)
    first, last = since.date(), until.date()
    days = [_fold(first + timedelta(days=n), by_day.get(first + timedelta(days=n), []))
            for n in range((last - first).days + 1)]
    return Stats(since=since, until=until, days=days, total=_fold(first, records))


def stats_table(stats: Stats) -> str:
    header = ("day", "questions", "answers", "mode mix", "quality", "thumbs-up", "cost $", "p95 s")
    rows = [_row(d.day.isoformat(), d) for d in stats.days if d.questions] + [_row("total", stats.total)]
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(len(header))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in (header, *rows))


def _row(label: str, d: DayStats) -> tuple[str, ...]:
    mix = " ".join(f"{mode} {count}" for mode, count in d.modes.items()) or "-"
    ratio = d.feedback_ratio
    return (
        label,
        str(d.questions),
        str(d.answers),
        mix,
        f"{d.mean_quality:.2f}" if d.mean_quality is not None else "-",
        f"{ratio:.0%} of {d.feedback_up + d.feedback_down}" if ratio is not None else "-",
        f"{d.cost_usd:.4f}",
        f"{d.p95_latency_ms / 1000:.1f}" if d.p95_latency_ms is not None else "-",
    )
