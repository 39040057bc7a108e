"""`research-bot trace | history | stats` as a user runs them: real processes over a real store."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from core.models import ThreadKey
from core.records.models import TurnRecord
from core.store.sqlite import SqliteStore
from tests.bot.test_cli import run


@pytest.fixture(scope="module")
def asked(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    """A data folder where two questions were asked (extractive, no model), in two threads."""
    data_dir = tmp_path_factory.mktemp("records-cli")
    threads = []
    for question in ("How does Redis persistence work?", "What is AWS Lambda?"):
        out = run(["ask", "--json", question], data_dir)
        assert out.returncode == 0, out.stderr
        threads.append(json.loads(out.stdout)["thread"])
    return data_dir, threads


def test_history_lists_each_question_with_its_mode_and_numbers(asked: tuple[Path, list[str]]) -> None:
    data_dir, _ = asked
    out = run(["history", "--json"], data_dir)
    assert out.returncode == 0, out.stderr
    entries = json.loads(out.stdout)
    assert [e["question"] for e in entries] == ["How does Redis persistence work?", "What is AWS Lambda?"]
    assert all(e["mode"] == "extractive" and e["model_calls"] == 0 and e["tool_calls"] >= 1 for e in entries)
    assert all(e["thread"]["platform"] == "console" and e["quality"] is not None for e in entries)

    table = run(["history", "--since", "1h"], data_dir).stdout
    assert "What is AWS Lambda?" in table and "extractive" in table
    assert json.loads(run(["history", "--json", "--channel", "elsewhere"], data_dir).stdout) == []


def test_trace_prints_the_searches_behind_an_answer(asked: tuple[Path, list[str]]) -> None:
    data_dir, threads = asked
    out = run(["trace", "--thread", threads[0]], data_dir)
    assert out.returncode == 0, out.stderr
    assert "Question: How does Redis persistence work?" in out.stdout
    assert "Searched corpus “How does Redis persistence work?”" in out.stdout
    assert "Strategy: quote the sources without a model" in out.stdout

    payload = json.loads(run(["trace", "--thread", threads[0], "--answer", "1", "--json"], data_dir).stdout)
    kinds = {step["kind"] for step in payload["trace"]["steps"]}
    assert {"tool", "decision", "stage"} <= kinds and payload["answer"] == 1


def test_trace_answer_minus_one_is_the_latest_as_in_export(asked: tuple[Path, list[str]]) -> None:
    data_dir, threads = asked
    out = run(["trace", "--thread", threads[0], "--answer", "-1", "--json"], data_dir)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["answer"] == 1
    before = run(["trace", "--thread", threads[0], "--answer", "-2"], data_dir)
    assert before.returncode == 1 and "has 1 recorded answer" in before.stderr
    zero = run(["trace", "--thread", threads[0], "--answer", "0"], data_dir)
    assert zero.returncode == 1 and "-1 is the latest" in zero.stderr


def test_trace_of_an_unknown_thread_or_answer_says_so(asked: tuple[Path, list[str]]) -> None:
    data_dir, threads = asked
    missing = run(["trace", "--thread", "no-such-thread"], data_dir)
    assert missing.returncode == 1 and "no answers recorded" in missing.stderr
    beyond = run(["trace", "--thread", threads[0], "--answer", "5"], data_dir)
    assert beyond.returncode == 1 and "has 1 recorded answer;" in beyond.stderr


def test_trace_numbers_answers_as_the_thread_does_skipping_turns_that_found_nothing(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    for question in ("How does Redis persistence work?", "xyzzy plugh frobnicate", "What is AWS Lambda?"):
        out = run(["ask", "--thread", "t1", question], data_dir)
        assert out.returncode in (0, 1), out.stderr
    in_thread = run(["ask", "--thread", "t1", "answer 2"], data_dir)
    assert "Lambda" in in_thread.stdout  # the thread's answer 2
    second = run(["trace", "--thread", "t1", "--answer", "2"], data_dir)
    assert second.returncode == 0, second.stderr
    assert "Question: What is AWS Lambda?" in second.stdout and "Answer 2 " in second.stdout
    latest = json.loads(run(["trace", "--thread", "t1", "--json"], data_dir).stdout)
    assert latest["answer"] == 2 and latest["record"]["question"] == "What is AWS Lambda?"


def test_a_bad_window_is_a_usage_error(asked: tuple[Path, list[str]]) -> None:
    data_dir, _ = asked
    out = run(["history", "--since", "last tuesday"], data_dir)
    assert out.returncode == 2 and "7d" in out.stderr


def _seed(data_dir: Path) -> None:
    """Three days of turns written straight into the store the CLI reads."""
    now = datetime.now(UTC).replace(hour=12, minute=0, second=0, microsecond=0)
    thread = ThreadKey(platform="slack", workspace="T1", channel="C1", thread="1")
    rows = [
        (2, "model", "answered", 0.8, 1000.0, 0.01, 1, 0),
        (2, "model", "answered", 0.6, 3000.0, 0.03, 0, 1),
        (1, "extractive", "answered", 0.9, 500.0, 0.0, 1, 0),
        (1, "model", "nothing_found", None, 8000.0, 0.02, 0, 0),
    ]
    records = [
        TurnRecord(id=f"seed{n}", thread=thread, at=now - timedelta(days=days), question=f"q{n}", mode=mode,
                   outcome=outcome, quality=quality, latency_ms=latency, cost_usd=cost, feedback_up=up,
                   feedback_down=down)
        for n, (days, mode, outcome, quality, latency, cost, up, down) in enumerate(rows)
    ]

    async def write() -> None:
        store = SqliteStore(data_dir / "sessions.db", ttl_seconds=3600)
        for record in records:
            await store.add_record(record, None)
        await store.close()

    asyncio.run(write())


def test_stats_fold_each_day_and_draw_a_png_chart(tmp_path: Path) -> None:
    _seed(tmp_path)
    chart = tmp_path / "out" / "stats.png"
    out = run(["stats", "--since", "7d", "--json", "--chart", str(chart)], tmp_path)
    assert out.returncode == 0, out.stderr
    stats = json.loads(out.stdout)
    busy = [d for d in stats["days"] if d["questions"]]
    assert len(stats["days"]) == 8 and len(busy) == 2
    two_days_ago, yesterday = busy
    assert (two_days_ago["answers"], two_days_ago["modes"], two_days_ago["mean_quality"]) == (2, {"model": 2}, 0.7)
    assert (two_days_ago["feedback_ratio"], two_days_ago["cost_usd"], two_days_ago["p95_latency_ms"]) == (0.5, 0.04, 3000.0)
    assert (yesterday["questions"], yesterday["answers"], yesterday["modes"]) == (2, 1, {"extractive": 1})
    assert yesterday["p95_latency_ms"] == 8000.0
    assert stats["total"]["answers"] == 3 and stats["total"]["feedback_ratio"] == pytest.approx(2 / 3)

    data = chart.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    import matplotlib.image

    pixels = matplotlib.image.imread(chart)
    height, width = pixels.shape[:2]
    assert width >= 1000 and height >= 1100
    # Something was drawn: the image is not one flat colour.
    assert float(pixels.std()) > 0.05


@pytest.mark.parametrize("command", ["history", "stats"])
def test_an_empty_channel_filter_is_a_usage_error_not_every_channel(asked: tuple[Path, list[str]], command: str) -> None:
    data_dir, _ = asked
    out = run([command, "--channel", "  "], data_dir)
    assert out.returncode == 2 and "--channel" in out.stderr
    assert "Redis persistence" not in out.stdout
