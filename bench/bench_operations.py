"""What metrics and status cost a turn, and what a scrape costs, on the shipped defaults.

Through the real entry point (`Assistant.handle`, built by the factory) with the
SQLite store and the bundled corpus, offline (extractive, no model: the
shipped default). Prints one JSON object:

- `observe_p50_us` / `observe_p99_us`: the work the metrics and status
  observers add to one turn, timed in isolation: the events a real turn
  announced, replayed into `Metrics.observe` and `StatusBoard.observe` (what
  `bus.emit` runs for them on the turn's path).
- `turn_on_p50_ms` / `turn_off_p50_ms`: whole-turn latency with the
  observers attached and not, interleaved turn by turn over the same questions
  in new threads; `paired_diff_p50_ms` is the median per-pair difference.
  These carry the turns' own noise on a shared machine; the isolated figure
  is the precise one.
- `scrape_p50_ms` / `status_p50_ms`: `GET /metrics` and `GET /status` over
  HTTP from the METRICS_PORT server (`bot/operations.py`), with the registry
  filled by the turns above; `scrape_bytes`: the size of one scrape.

    .venv/bin/python bench/bench_operations.py [--rounds N] [--replays N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.operations import Operations, operations_server  # noqa: E402
from core.config import Settings  # noqa: E402
from core.factory import build_assistant  # noqa: E402
from core.models import Inbound, ThreadKey  # noqa: E402
from core.records import bus  # noqa: E402
from core.records.events import Event  # noqa: E402
from bench.sample import SAMPLE_QUESTIONS, pct  # noqa: E402

QUESTIONS = SAMPLE_QUESTIONS[:6]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def main(rounds: int, replays: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(_env_file=None, data_dir=Path(tmp))  # type: ignore[call-arg]
        assistant = await build_assistant(settings)
        operations = Operations(assistant, "bench")
        try:
            # One turn first: the corpus index is built and every lazy load paid.
            await assistant.handle(Inbound(thread=ThreadKey(platform="bench", channel="c", thread="warm"), user="u",
                                           text=QUESTIONS[0]))
            events: list[Event] = []
            stop = bus.subscribe(events.append)
            await assistant.handle(Inbound(thread=ThreadKey(platform="bench", channel="c", thread="events"), user="u",
                                           text=QUESTIONS[1]))
            stop()

            observe: list[float] = []
            for _ in range(replays):
                started = time.perf_counter()
                for event in events:
                    operations.metrics.observe(event)
                    operations.status.observe(event)
                observe.append((time.perf_counter() - started) * 1e6)

            on: list[float] = []
            off: list[float] = []
            for n in range(rounds):
                question = QUESTIONS[n % len(QUESTIONS)]
                for attached in ((True, False) if n % 2 == 0 else (False, True)):
                    inbound = Inbound(thread=ThreadKey(platform="bench", channel="c", thread=f"t{n}-{attached}"),
                                      user="u", text=question)
                    if attached:
                        operations.__enter__()
                    started = time.perf_counter()
                    await assistant.handle(inbound)
                    (on if attached else off).append((time.perf_counter() - started) * 1000)
                    if attached:
                        operations.__exit__()

            port = free_port()
            scrape: list[float] = []
            status: list[float] = []
            size = 0
            async with operations_server(operations, port), aiohttp.ClientSession() as session:
                for _ in range(max(20, rounds)):
                    started = time.perf_counter()
                    async with session.get(f"http://127.0.0.1:{port}/metrics") as resp:
                        size = len(await resp.read())
                    scrape.append((time.perf_counter() - started) * 1000)
                    started = time.perf_counter()
                    async with session.get(f"http://127.0.0.1:{port}/status") as resp:
                        await resp.read()
                    status.append((time.perf_counter() - started) * 1000)
        finally:
            await assistant.aclose()

    return {
        "bench": "operations",
        "setup": "shipped defaults: SQLite store, bundled corpus, no model (extractive); one process",
        "events_per_turn": len(events),
        "observe_p50_us": round(statistics.median(observe), 1),
        "observe_p99_us": round(pct(observe, 0.99), 1),
        "turns_per_arm": rounds,
        "turn_on_p50_ms": round(statistics.median(on), 2),
        "turn_off_p50_ms": round(statistics.median(off), 2),
        "paired_diff_p50_ms": round(statistics.median(a - b for a, b in zip(on, off, strict=True)), 2),
        "scrape_p50_ms": round(statistics.median(scrape), 2),
        "scrape_bytes": size,
        "status_p50_ms": round(statistics.median(status), 2),
        "load_avg_1m": round(os.getloadavg()[0], 2),
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--replays", type=int, default=2000)
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main(args.rounds, args.replays))))
