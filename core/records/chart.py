"""`stats --chart`: the daily stats as one PNG of four panels over a shared date axis.

matplotlib is imported here only, when a chart is asked for (it takes a
second to load), and always with the Agg backend: no display is needed.
"""

from __future__ import annotations

from datetime import datetime, time, timedelta
from pathlib import Path

from core.records.stats import Stats

_MODE_COLOURS = {"model": "#3b6fb6", "extractive": "#5aa469", "digest": "#e0a33a"}
_NOT_ANSWERED = "#b9b9b9"


def draw(stats: Stats, path: Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.dates as mdates
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    days = [datetime.combine(d.day, time(12)) for d in stats.days]
    nan = float("nan")
    fig, (answers, quality, cost, latency) = plt.subplots(4, 1, figsize=(10, 11), sharex=True, dpi=110)
    span = f"{stats.since:%Y-%m-%d} to {stats.until:%Y-%m-%d}"
    fig.suptitle(f"Research bot: answers, quality, cost and latency per day ({span})", fontsize=13)

    bottom = [0.0] * len(days)
    modes = sorted({m for d in stats.days for m in d.modes}, key=lambda m: list(_MODE_COLOURS).index(m)
                   if m in _MODE_COLOURS else 99)
    for mode in modes:
        counts = [d.modes.get(mode, 0) for d in stats.days]
        answers.bar(days, counts, bottom=bottom, width=0.8, label=mode, color=_MODE_COLOURS.get(mode, "#8a6bb5"))
        bottom = [b + c for b, c in zip(bottom, counts)]
    missed = [d.questions - d.answers for d in stats.days]
    if any(missed):
        answers.bar(days, missed, bottom=bottom, width=0.8, label="not answered", color=_NOT_ANSWERED)
    # Headroom for the legend above the tallest bar.
    answers.set_ylim(0, max([d.questions for d in stats.days] + [1]) * 1.3)
    answers.set_ylabel("questions / day")
    answers.yaxis.set_major_locator(MaxNLocator(integer=True))
    answers.set_title(f"Answers by mode ({stats.total.answers} of {stats.total.questions} questions answered)",
                      fontsize=10, loc="left")
    if modes or any(missed):
        answers.legend(loc="upper left", fontsize=8, ncols=4)

    quality.plot(days, [d.mean_quality if d.mean_quality is not None else nan for d in stats.days],
                 marker="o", color="#3b6fb6", label="mean quality score")
    quality.plot(days, [d.feedback_ratio if d.feedback_ratio is not None else nan for d in stats.days],
                 marker="s", linestyle="--", color="#5aa469", label="thumbs-up share of votes")
    quality.set_ylim(0, 1.05)
    quality.set_ylabel("score / share")
    quality.set_title("Quality and feedback (gaps: no answers or no votes that day)", fontsize=10, loc="left")
    quality.legend(loc="lower left", fontsize=8, ncols=2)

    cost.bar(days, [d.cost_usd for d in stats.days], width=0.8, color="#c0504d")
    cost.set_ylabel("USD / day")
    cost.set_ylim(0, max([d.cost_usd for d in stats.days] + [0.0]) * 1.15 or 0.01)
    cost.set_title(f"Model cost (total ${stats.total.cost_usd:.4f})", fontsize=10, loc="left")

    latency.plot(days, [d.p95_latency_ms / 1000 if d.p95_latency_ms is not None else nan for d in stats.days],
                 marker="o", color="#7f5fa8")
    latency.set_ylabel("seconds")
    latency.set_title("95th percentile turn latency", fontsize=10, loc="left")
    latency.set_ylim(bottom=0)

    # One tick a day for short windows, fewer for long ones: never hours.
    latency.xaxis.set_major_locator(mdates.DayLocator(interval=max(1, len(days) // 12)))
    latency.xaxis.set_major_formatter(mdates.DateFormatter("%b %d"))
    latency.set_xlim(days[0] - timedelta(days=0.6), days[-1] + timedelta(days=0.6))
    latency.set_xlabel("day (UTC)")
    for axis in (answers, quality, cost, latency):
        axis.grid(axis="y", alpha=0.3)
        axis.spines[["top", "right"]].set_visible(False)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, format="png")
    plt.close(fig)
    return path
