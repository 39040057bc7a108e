"""Idle memory of `research-bot serve slack --mode http`; print JSON.

What it measures: the real entry point, with the shipped defaults (SQLite
sessions, the bundled sample corpus, no model, no other source configured),
started in a fresh data folder whose corpus index was built by one untimed run
before. Once the server logs that it is serving and `/healthz` answers, it
waits `--settle` seconds and reads the process's resident memory
(`VmRSS` in /proc/<pid>/status) and its peak (`VmHWM`), then stops it with
SIGTERM. `ready_ms` is spawn to first `/healthz` 200. Each figure is the median
of `--runs` runs, for `PRELOAD_MODELS=false` (the default: understanding
models, tokenizer and embeddings load when the first turn needs them) and
`PRELOAD_MODELS=true` (loaded at start-up), and `first_turn_ms` is the time
from one signed mention to its finished answer at a local fake Slack, the
first turn of the process: what preloading buys. `with_model` repeats the
default with a model configured (the local fake OpenAI server, answering at
once), which adds the openai SDK and the agent researcher.

    .venv/bin/python bench/bench_idle.py [--runs 3] [--settle 2]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.process import entry_point  # noqa: E402
from tests.bot.slack.conftest import finished, sign  # noqa: E402
from tests.fakes.openai_server import FakeOpenAI  # noqa: E402
from tests.fakes.research_model import ResearchModel  # noqa: E402
from tests.fakes.slack_api import BOT_USER, TEAM, FakeSlack  # noqa: E402

SECRET = "bench-secret"
SERVING = re.compile(rb"slack\.serving mode=http port=(\d+)")
QUESTION = "What's the difference between AWS Lambda and Amazon ECS?"


def memory_kb(pid: int) -> dict[str, int]:
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            fields[name] = int(value.split()[0])
    return fields


async def serve(
    data_dir: Path, fake: FakeSlack, preload: bool, model: FakeOpenAI | None = None
) -> tuple[asyncio.subprocess.Process, int, float]:
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("LLM_", "OPENAI_", "SLACK_", "SESSION_"))},
        "DATA_DIR": str(data_dir), "SLACK_BOT_TOKEN": "xoxb-bench", "SLACK_SIGNING_SECRET": SECRET,
        "SLACK_API_URL": fake.api_url, "PRELOAD_MODELS": str(preload).lower(), "LOG_LEVEL": "INFO",
    }
    if model is not None:
        env.update({"OPENAI_BASE_URL": model.base_url, "OPENAI_API_KEY": "bench", "LLM_MODEL": model.model})
    started = time.perf_counter()
    process = await asyncio.create_subprocess_exec(
        *entry_point(), "serve", "slack", "--mode", "http", "--port", "0",
        env=env, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE,
    )
    assert process.stderr is not None
    port = 0
    while not port:
        line = await asyncio.wait_for(process.stderr.readline(), 120)
        if not line:
            raise RuntimeError("the server exited before serving")
        if match := SERVING.search(line):
            port = int(match[1])
    # Keep reading its log so it never blocks on a full pipe.
    asyncio.get_running_loop().create_task(_drain(process.stderr))
    async with aiohttp.ClientSession() as session:
        while True:
            async with session.get(f"http://127.0.0.1:{port}/healthz") as response:
                if response.status == 200:
                    break
    return process, port, (time.perf_counter() - started) * 1000


async def _drain(stream: asyncio.StreamReader) -> None:
    while await stream.readline():
        pass


async def first_turn(port: int, fake: FakeSlack, n: int) -> float:
    ts = f"1700000000.{n:06d}"
    body = json.dumps({
        "token": "legacy", "team_id": TEAM, "api_app_id": "A1", "type": "event_callback", "event_id": f"EvIdle{n}",
        "event_time": int(time.time()), "authorizations": [{"team_id": TEAM, "user_id": BOT_USER, "is_bot": True}],
        "event": {"type": "app_mention", "user": "U1", "text": f"<@{BOT_USER}> {QUESTION}", "ts": ts,
                  "channel": "CIDLE", "team": TEAM},
    })
    started = time.perf_counter()
    async with aiohttp.ClientSession() as session, session.post(
        f"http://127.0.0.1:{port}/slack/events", data=body, headers={"Content-Type": "application/json", **sign(body, SECRET)}
    ) as response:
        assert response.status == 200
    await fake.wait_for(lambda: [m for m in fake.in_thread("CIDLE", ts) if finished(m)], timeout=120)
    return (time.perf_counter() - started) * 1000


async def measure(
    data_dir: Path, fake: FakeSlack, preload: bool, runs: int, settle: float, model: FakeOpenAI | None = None
) -> dict[str, float]:
    samples: dict[str, list[float]] = {"idle_rss_mb": [], "peak_rss_mb": [], "ready_ms": [], "first_turn_ms": []}
    offset = 100 * (bool(preload) + 2 * (model is not None))
    for n in range(runs):
        process, port, ready_ms = await serve(data_dir, fake, preload, model)
        try:
            await asyncio.sleep(settle)
            memory = memory_kb(process.pid)
            samples["idle_rss_mb"].append(memory["VmRSS"] / 1024)
            samples["peak_rss_mb"].append(memory["VmHWM"] / 1024)
            samples["ready_ms"].append(ready_ms)
            samples["first_turn_ms"].append(await first_turn(port, fake, n + offset))
        finally:
            process.send_signal(signal.SIGTERM)
            await process.wait()
    return {name: round(statistics.median(values), 1) for name, values in samples.items()}


async def main(args: argparse.Namespace) -> dict[str, object]:
    fake = await FakeSlack().start()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            data_dir = Path(tmp)
            # Untimed: the first start builds the corpus index, a one-off per data folder.
            process, _, _ = await serve(data_dir, fake, preload=False)
            process.send_signal(signal.SIGTERM)
            await process.wait()
            figures = {
                f"preload_models_{str(p).lower()}": await measure(data_dir, fake, p, args.runs, args.settle)
                for p in (False, True)
            }
            model = FakeOpenAI()
            model.default = ResearchModel()
            async with model:
                figures["with_model"] = await measure(data_dir, fake, False, args.runs, args.settle, model)
    finally:
        await fake.stop()
    return {
        "benchmark": "idle",
        "command": "research-bot serve slack --mode http (SQLite, sample corpus, no other source; a model only in with_model)",
        "runs": args.runs,
        "settle_seconds": args.settle,
        **figures,
        "load_average_1m": round(os.getloadavg()[0], 2),
        "machine_cpus": os.cpu_count(),
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--settle", type=float, default=2.0)
    print(json.dumps(asyncio.run(main(parser.parse_args())), indent=2))
