"""Slack acknowledgement latency under 50 concurrent mentions over real HTTP; print JSON.

The bot runs as `research-bot serve slack --mode http` in its own process (as
in production), answering extractively from the sample corpus against a local
fake Slack Web API. 50 signed mentions arrive at once; then Slack's
redeliveries of all 50 (`X-Slack-Retry-Num: 1`) arrive, as they would after a
missed ack. Every question must get exactly one answer (a finished stream, with
the shipped default SLACK_STREAMING=true).

    .venv/bin/python bench/bench_slack_ack.py [--mentions 50]
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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.bot.slack.conftest import finished, sign  # noqa: E402
from tests.fakes.slack_api import BOT_USER, TEAM, FakeSlack  # noqa: E402

SECRET = "bench-secret"
CHANNEL = "CBENCH"
QUESTIONS = [
    "What's the difference between AWS Lambda and Amazon ECS?",
    "How do I fix 'too many connections' errors in PostgreSQL?",
    "How does Fargate pricing work?",
]


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def summary(latencies: list[float]) -> dict[str, float]:
    return {
        "p50": round(statistics.median(latencies), 2),
        "p95": round(percentile(latencies, 95), 2),
        "p99": round(percentile(latencies, 99), 2),
        "max": round(max(latencies), 2),
    }


async def start_bot(fake: FakeSlack, data_dir: str) -> tuple[asyncio.subprocess.Process, str]:
    port = free_port()
    env = {
        **os.environ,
        "SLACK_BOT_TOKEN": "xoxb-bench",
        "SLACK_SIGNING_SECRET": SECRET,
        "SLACK_API_URL": fake.api_url,
        "SESSION_STORE": "memory",
        "DATA_DIR": data_dir,
        "RATE_LIMIT_PER_MINUTE": "0",
        "RATE_LIMIT_CHANNEL_PER_MINUTE": "0",
        "LOG_LEVEL": "WARNING",
    }
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "LLM_MODEL"):
        env.pop(name, None)
    proc = await asyncio.create_subprocess_exec(
        str(ROOT / ".venv/bin/research-bot"), "serve", "slack", "--mode", "http", "--port", str(port), cwd=data_dir, env=env
    )
    base = f"http://127.0.0.1:{port}"
    async with aiohttp.ClientSession() as session:
        for _ in range(600):
            try:
                async with session.get(f"{base}/healthz") as resp:
                    if resp.status == 200:
                        return proc, base
            except aiohttp.ClientConnectionError:
                pass
            if proc.returncode is not None:
                raise RuntimeError(f"the bot exited with {proc.returncode}")
            await asyncio.sleep(0.1)
    raise RuntimeError("the bot did not become healthy in 60 s")


async def main(mentions: int) -> dict[str, object]:
    fake = await FakeSlack().start()
    with tempfile.TemporaryDirectory() as tmp:
        proc, base = await start_bot(fake, tmp)
        url = f"{base}/slack/events"

        async def deliver(session: aiohttp.ClientSession, i: int, retry: int = 0) -> float:
            body = json.dumps(
                {
                    "type": "event_callback",
                    "team_id": TEAM,
                    "event_id": f"EvBench{i}",
                    "event": {
                        "type": "app_mention",
                        "user": f"U{i % 7}",
                        "text": f"<@{BOT_USER}> {QUESTIONS[i % len(QUESTIONS)]}",
                        "ts": f"1600000000.{i:06d}",
                        "channel": CHANNEL,
                    },
                }
            )
            headers = {"Content-Type": "application/json", **sign(body, SECRET)}
            if retry:
                headers["X-Slack-Retry-Num"] = str(retry)
            started = time.perf_counter()
            async with session.post(url, data=body, headers=headers) as resp:
                await resp.read()
                assert resp.status == 200, resp.status
            return (time.perf_counter() - started) * 1000

        def answers(i: int) -> list[object]:
            return [m for m in fake.in_thread(CHANNEL, f"1600000000.{i:06d}") if finished(m)]

        try:
            async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as session:
                # Warm the lazy auth.test and the corpus, as a bot that has been running would be.
                await deliver(session, 10_000)
                await fake.wait_for(lambda: answers(10_000), 60)
                started = time.perf_counter()
                first = await asyncio.gather(*(deliver(session, i) for i in range(mentions)))
                acked_ms = (time.perf_counter() - started) * 1000
                retried = await asyncio.gather(*(deliver(session, i, retry=1) for i in range(mentions)))
                await fake.wait_for(lambda: all(answers(i) for i in range(mentions)), 120)
                answered_ms = (time.perf_counter() - started) * 1000
                # Give a late duplicate every chance to show up.
                await asyncio.sleep(1.0)
            replies = [answers(i) for i in range(mentions)]
        finally:
            proc.terminate()
            await proc.wait()
            await fake.stop()
    return {
        "benchmark": "slack_ack",
        "mentions": mentions,
        "ack_ms": summary(first),
        "retry_ack_ms": summary(retried),
        "p99_target_ms": 100,
        "p99_met": percentile(first, 99) < 100,
        "all_acked_ms": round(acked_ms, 1),
        "all_answered_ms": round(answered_ms, 1),
        "duplicate_replies": sum(1 for r in replies if len(r) > 1),
        "lost_replies": sum(1 for r in replies if not r),
        "clean_shutdown": proc.returncode == 0,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mentions", type=int, default=50)
    print(json.dumps(asyncio.run(main(parser.parse_args().mentions)), indent=2))
