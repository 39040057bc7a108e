"""Slack acknowledgement latency under N concurrent mentions over real HTTP; print JSON.

The bot runs as `research-bot serve slack --mode http` in its own process with
the shipped defaults: SQLite sessions in a fresh data folder, the per-user and
per-channel rate limits on as shipped, streaming on. It answers extractively
(no model; `--model` adds the 300 ms fake model) against a fake Slack Web API
in another process. For each N (50, 200, 500 by default) N signed mentions
arrive at once, each from its own user, spread over channels of 25 (under the
shipped 30 a minute per channel: many people asking at once, not one person
flooding); every fifth is redelivered as Slack does after a missed ack
(`X-Slack-Retry-Num` 1 and 2). The ack is the time from sending the POST to
its HTTP response; every question must get exactly one answer.

This is the ack-side view of `bench_burst.py` (same server, fakes and burst);
see that bench for answer latency, throughput, calls and CPU per answer.

    .venv/bin/python bench/bench_slack_ack.py [--mentions 50 200 500] [--model]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_burst import Fakes, run_burst  # noqa: E402

ACK_TARGET_MS = 100


async def main(mentions: list[int], model: bool) -> dict[str, Any]:
    fakes = await Fakes.start(300.0)
    runs = []
    try:
        for n in mentions:
            burst = await run_burst(fakes, n, model, f"a{n}")
            runs.append({
                "mentions": n,
                "ack_ms": burst["ack_ms"],
                "ack_p99_met": (burst["ack_ms"]["p99"] or 0) < ACK_TARGET_MS,
                "retry_ack_ms": burst["retry_ack_ms"],
                "redelivered": burst["redelivered"],
                "non_200_acks": burst["non_200_acks"],
                "answered": burst["answered"],
                "duplicate_replies": burst["duplicates"],
                "lost_replies": burst["lost"],
                "healthz_ms": burst["healthz_ms"],
                "loop_healthz_ms": burst["loop_healthz_ms"],
                "load_average_1m": burst["load_average_1m"],
            })
    finally:
        await fakes.stop()
    return {
        "benchmark": "slack_ack",
        "store": "sqlite",
        "rate_limits": "shipped",
        "model": "fake, 300 ms a call" if model else "none (extractive)",
        "cores": os.cpu_count(),
        "p99_target_ms": ACK_TARGET_MS,
        "runs": runs,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mentions", type=int, nargs="+", default=[50, 200, 500])
    parser.add_argument("--model", action="store_true", help="answer with the fake model instead of extractively")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main(args.mentions, args.model)), indent=2))
