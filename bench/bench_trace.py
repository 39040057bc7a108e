"""What keeping a trace and a history entry costs a turn, on the shipped defaults.

Through the real entry point (`Assistant.handle`, built by the factory) with
the SQLite store and the bundled corpus, twice: offline (extractive, no
model) and with a model (the scripted research model behind the real openai
client on a local fake server, so each turn announces model calls too).
For each it prints:

- `record_p50_ms` / `record_p99_ms`: the work tracing adds to one turn, timed
  in isolation: the events a real turn announced, replayed through the bus
  into a recording buffer, then the turn's history entry and trace built
  and written to the SQLite store by the same code the turn runs
  (`Assistant._keep_record`). Target: p50 < 2 ms.
- `turn_on_p50_ms` / `turn_off_p50_ms`: whole-turn latency with records kept
  (TRACE_RETENTION_DAYS=30, the default) and off (0), interleaved turn by
  turn over the same questions in new threads; `paired_diff_p50_ms` is the
  median of the per-pair differences. These include the turns' own noise
  (tens of ms on a shared machine), so they bound the overhead only roughly;
  the isolated figure is the precise one.

    .venv/bin/python bench/bench_trace.py [--rounds N] [--replays N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.assistant import Assistant  # noqa: E402
from core.config import Settings  # noqa: E402
from core.factory import build_assistant  # noqa: E402
from core.models import Inbound, Reply, ThreadKey  # noqa: E402
from core.records import bus  # noqa: E402
from core.records.events import Event  # noqa: E402
from core.records.trace import recording  # noqa: E402
from tests.fakes.openai_server import FakeOpenAI  # noqa: E402
from tests.fakes.research_model import ResearchModel  # noqa: E402
from bench.sample import SAMPLE_QUESTIONS, pct  # noqa: E402

TARGET_P50_MS = 2.0
QUESTIONS = SAMPLE_QUESTIONS[:6]


def settings(data_dir: Path, corpus_db: Path, days: float, fake: FakeOpenAI | None) -> Settings:
    model: dict[str, Any] = {"llm_model": None}
    if fake is not None:
        model = {"openai_base_url": fake.base_url, "openai_api_key": "bench", "llm_model": "fake-model"}
    return Settings(_env_file=None, data_dir=data_dir, session_store="sqlite", corpus_db=corpus_db,  # type: ignore[call-arg]
                    trace_retention_days=days, **model)


async def ask(assistant: Assistant, thread: str, question: str) -> tuple[float, Reply, Inbound]:
    inbound = Inbound(thread=ThreadKey(platform="bench", workspace="w", channel="c", thread=thread), user="u",
                      text=question)
    started = time.perf_counter()
    reply = await assistant.handle(inbound)
    return (time.perf_counter() - started) * 1000, reply, inbound


async def isolated(assistant: Assistant, replays: int) -> dict[str, Any]:
    """Replay each question's real events into a buffer and keep the record, as a turn does."""
    turns: list[tuple[list[Event], Reply, Inbound]] = []
    for n, question in enumerate(QUESTIONS):
        seen: list[Event] = []
        stop = bus.subscribe(seen.append)
        try:
            _, reply, inbound = await ask(assistant, f"capture-{n}", question)
        finally:
            stop()
        turns.append((seen, reply, inbound))
    samples: list[float] = []
    for i in range(replays):
        events, reply, inbound = turns[i % len(turns)]
        started = time.perf_counter()
        with recording(assistant.settings.trace_max_steps) as buffer:
            for event in events:
                bus.emit(event)
        await assistant._keep_record(inbound, reply, buffer)
        samples.append((time.perf_counter() - started) * 1000)
    return {
        "events_per_turn": round(statistics.mean(len(e) for e, _, _ in turns), 1),
        "record_p50_ms": pct(samples, 0.5),
        "record_p99_ms": pct(samples, 0.99),
    }


async def paired(on: Assistant, off: Assistant, rounds: int) -> dict[str, Any]:
    rng = random.Random(7)
    on_ms: list[float] = []
    off_ms: list[float] = []
    for round_ in range(rounds):
        for n, question in enumerate(QUESTIONS):
            order = [(on, on_ms), (off, off_ms)]
            rng.shuffle(order)
            for assistant, samples in order:
                ms, _, _ = await ask(assistant, f"pair-{round_}-{n}", question)
                samples.append(ms)
    diffs = [a - b for a, b in zip(on_ms, off_ms)]
    return {
        "turns_each": len(on_ms),
        "turn_on_p50_ms": pct(on_ms, 0.5),
        "turn_off_p50_ms": pct(off_ms, 0.5),
        "paired_diff_p50_ms": pct(diffs, 0.5),
    }


async def measure(label: str, root: Path, corpus_db: Path, fake: FakeOpenAI | None, rounds: int,
                  replays: int) -> dict[str, Any]:
    on = await build_assistant(settings(root / f"{label}-on", corpus_db, 30.0, fake))
    off = await build_assistant(settings(root / f"{label}-off", corpus_db, 0.0, fake))
    try:
        # Warm both (corpus index, classifier, tokenizer) before anything is timed.
        for assistant in (on, off):
            await ask(assistant, "warm", QUESTIONS[0])
        figures = await isolated(on, replays)
        figures.update(await paired(on, off, rounds))
    finally:
        await on.aclose()
        await off.aclose()
    return figures


async def main(rounds: int, replays: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        corpus_db = root / "corpus.db"
        offline = await measure("offline", root, corpus_db, None, rounds, replays)
        async with FakeOpenAI() as fake:
            fake.default = ResearchModel()
            with_model = await measure("model", root, corpus_db, fake, rounds, replays)
    worst = max(offline["record_p50_ms"], with_model["record_p50_ms"])
    return {
        "store": "sqlite",
        "offline": offline,
        "with_model": with_model,
        "target_record_p50_ms": TARGET_P50_MS,
        "target_met": worst < TARGET_P50_MS,
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=8, help="interleaved on/off passes over the questions")
    parser.add_argument("--replays", type=int, default=600, help="isolated record timings")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main(args.rounds, args.replays)), indent=2))
