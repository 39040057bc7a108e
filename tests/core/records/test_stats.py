from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from core.models import ThreadKey
from core.records.history import history_table, in_channel, parse_window
from core.records.models import TurnRecord
from core.records.stats import daily_stats, p95, stats_table

START = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)


def _record(day: int, channel: str = "C1", **fields: object) -> TurnRecord:
    return TurnRecord(id=f"{day}-{channel}-{len(fields)}", thread=ThreadKey(platform="slack", channel=channel, thread="t"),
                      at=START + timedelta(days=day), question="q", **fields)  # type: ignore[arg-type]


def test_p95_is_the_nearest_rank_value() -> None:
    assert p95([]) is None
    assert p95([5.0]) == 5.0
    assert p95([float(n) for n in range(1, 101)]) == 95.0
    assert p95([1.0, 2.0, 3.0, 100.0]) == 100.0


def test_every_day_of_the_window_gets_a_row_and_the_total_folds_them_all() -> None:
    records = [
        _record(0, mode="model", quality=0.5, cost_usd=0.01, latency_ms=100.0, feedback_up=1),
        _record(0, mode="extractive", quality=1.0, latency_ms=300.0, feedback_down=1),
        _record(3, mode="model", outcome="error", latency_ms=900.0),
    ]
    stats = daily_stats(records, START, START + timedelta(days=4))

    assert [d.day.day for d in stats.days] == [1, 2, 3, 4, 5]
    first, quiet, *_ , fourth, _ = stats.days
    assert (first.questions, first.answers, first.modes) == (2, 2, {"extractive": 1, "model": 1})
    assert (first.mean_quality, first.feedback_ratio, first.p95_latency_ms) == (0.75, 0.5, 300.0)
    assert (quiet.questions, quiet.mean_quality, quiet.feedback_ratio, quiet.p95_latency_ms) == (0, None, None, None)
    assert (fourth.questions, fourth.answers, fourth.modes) == (1, 0, {})
    assert (stats.total.questions, stats.total.answers, stats.total.cost_usd) == (3, 2, 0.01)
    assert "total" in stats_table(stats)


@pytest.mark.parametrize(("text", "seconds"), [("90m", 5400), ("12h", 43200), ("7d", 604800), ("2w", 1209600), ("1.5d", 129600)])
def test_windows_are_read_as_people_write_them(text: str, seconds: int) -> None:
    assert parse_window(text).total_seconds() == seconds


@pytest.mark.parametrize("text", ["7", "yesterday", "0d", "-3d"])
def test_a_window_without_a_unit_or_length_is_refused_with_an_example(text: str) -> None:
    with pytest.raises(ValueError, match="7d"):
        parse_window(text)


@pytest.mark.parametrize("text", ["99999999d", "999999999999999w"])
def test_a_window_longer_than_any_history_means_all_of_it(text: str) -> None:
    # `--since 99999999d` ended in an OverflowError traceback.
    since = datetime.now(UTC) - parse_window(text)
    assert since.year <= 1930


def test_a_channel_is_matched_by_its_id_or_with_its_platform() -> None:
    records = [_record(0, "C1"), _record(1, "C2")]
    assert [r.thread.channel for r in in_channel(records, "C2")] == ["C2"]
    assert [r.thread.channel for r in in_channel(records, "slack:C1")] == ["C1"]
    assert in_channel(records, None) == records


def test_the_history_table_shows_a_reset_question_as_gone() -> None:
    table = history_table([_record(0, question_type="how_to").model_copy(update={"question": "", "forgotten": True})])
    assert "(reset)" in table and "slack::C1:t" in table
    assert history_table([]) == "No questions in that window."
