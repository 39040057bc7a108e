"""Durable jobs end to end: `research-bot worker` processes answering a burst of queued turns.

What it times, with real processes and the real Redis (TEST_REDIS_URL, default
DB 15, under a throw-away key prefix):

* throughput and time-to-answer with 1, 2 and 4 worker processes. A burst of
  `--jobs` turns (each a new console thread) is put on the stream at once;
  each worker runs the shipped defaults (WORKER_CONCURRENCY=4, job and
  thread-lock leases 15 s) and the model-driven research path against the fake OpenAI server in
  this process, which answers every call after a fixed `--model-latency-ms`.
  time-to-answer = the answer's arrival in its mailbox (the console
  deliverer) minus the job's enqueue time; throughput = answers / (last
  arrival - first enqueue). Worker start-up is not timed (they are started
  and registered before the burst).
* recovery after SIGKILL: 2 workers, `--recovery-jobs` turns; once one worker
  holds running jobs and some answers are in, it is killed with SIGKILL.
  recovery = from the kill to the arrival of the last answer among the jobs
  the killed worker held. It is dominated by the leases the dead worker left
  behind (its jobs' JOB_LEASE_SECONDS and their threads' LOCK_TIMEOUT_SECONDS),
  so the shipped leases are used unless `--lease` sets both.

Prints one JSON object.

    .venv/bin/python bench/bench_jobs.py [--jobs 100] [--model-latency-ms 100] [--workers 1 2 4]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import secrets
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


from bench.bench_turn import QUESTIONS  # noqa: E402
from bench.process import REDIS_URL, drop_keys, start_workers, stop_processes  # noqa: E402
from core.jobs import Job, JobStream  # noqa: E402
from core.jobs.mailbox import RedisMailbox  # noqa: E402
from core.jobs.streams import GROUP  # noqa: E402
from core.models import DeliveryTarget, Inbound, ThreadKey  # noqa: E402
from core.store.redis import connect  # noqa: E402
from tests.fakes.openai_server import FakeOpenAI  # noqa: E402
from tests.fakes.research_model import ResearchModel  # noqa: E402
from tests.processes import BotProcess, bot_env, warm_data_dir  # noqa: E402

def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)


class Deployment:
    """Workers of one run under one key prefix, plus the handles to watch them."""

    def __init__(self, data_dir: Path, fake: FakeOpenAI, lease: float | None) -> None:
        self.data_dir = data_dir
        self.prefix = f"bench-jobs-{secrets.token_hex(4)}:"
        extra = {"JOB_LEASE_SECONDS": lease, "LOCK_TIMEOUT_SECONDS": lease} if lease else {}
        self.env = bot_env(
            data_dir,
            SESSION_STORE="redis",
            JOB_QUEUE="redis",
            REDIS_URL=REDIS_URL,
            REDIS_KEY_PREFIX=self.prefix,
            OPENAI_BASE_URL=fake.base_url,
            OPENAI_API_KEY="bench",
            LLM_MODEL="fake-model",
            LOG_LEVEL="INFO",
            **extra,
        )
        self.stream = JobStream(connect(REDIS_URL), self.prefix, "bench", lease or 15.0)
        self.mailbox = RedisMailbox(self.stream.client, self.prefix, 3600, "bench")
        self.workers: list[BotProcess] = []

    async def start_workers(self, count: int) -> None:
        await self.stream.ensure_group()
        logs = self.data_dir / "logs"
        self.workers = await start_workers([self.env] * count, logs, self.stream.client, self.prefix, self.prefix)

    async def enqueue(self, count: int) -> list[Job]:
        jobs = []
        for n in range(count):
            key = ThreadKey(platform="console", workspace="bench", channel="cli", thread=f"{self.prefix}{n}")
            job = Job(
                event_id=f"{self.prefix}{n}",
                inbound=Inbound(thread=key, user="bench", text=QUESTIONS[n % len(QUESTIONS)], origin="console"),
                target=DeliveryTarget(platform="console", channel="cli", thread=key.thread, user="bench", kind="console"),
            )
            await self.stream.enqueue(job, 3600)
            jobs.append(job)
        return jobs

    async def delivered(self) -> int:
        return len([k async for k in self.stream.client.scan_iter(match=f"{self.prefix}mailbox-delivered:*", count=1000)])

    async def wait_all(self, count: int, timeout: float = 900) -> None:
        deadline = time.monotonic() + timeout
        while await self.delivered() < count:
            if time.monotonic() > deadline:
                raise RuntimeError(f"only {await self.delivered()} of {count} answers after {timeout:g}s")
            await asyncio.sleep(0.05)

    async def arrivals(self, jobs: list[Job]) -> dict[str, float]:
        out = {}
        for job in jobs:
            replies = [i for i in await self.mailbox.items(job.event_id) if i.kind == "reply"]
            if len(replies) != 1:
                raise RuntimeError(f"{job.event_id}: {len(replies)} answers")
            out[job.event_id] = replies[0].at
        return out

    async def close(self) -> None:
        await stop_processes(self.workers)
        await drop_keys(self.stream.client, self.prefix)
        await self.stream.client.aclose()


async def throughput(data_dir: Path, fake: FakeOpenAI, model: ResearchModel, workers: int, jobs: int) -> dict[str, Any]:
    deployment = Deployment(data_dir, fake, lease=None)
    try:
        await deployment.start_workers(workers)
        calls_before = sum(model.calls.values())
        first = time.time()
        queued = await deployment.enqueue(jobs)
        await deployment.wait_all(jobs)
        arrived = await deployment.arrivals(queued)
        tta = [arrived[j.event_id] - j.enqueued_at for j in queued]
        span = max(arrived.values()) - first
        return {
            "workers": workers,
            "jobs": jobs,
            "answers_per_s": round(jobs / span, 2),
            "time_to_answer_s": {"p50": pct(tta, 0.5), "p99": pct(tta, 0.99), "mean": round(statistics.mean(tta), 3)},
            "model_calls_per_answer": round((sum(model.calls.values()) - calls_before) / jobs, 2),
        }
    finally:
        await deployment.close()


async def recovery(data_dir: Path, fake: FakeOpenAI, jobs: int, lease: float | None) -> dict[str, Any]:
    deployment = Deployment(data_dir, fake, lease=lease)
    try:
        await deployment.start_workers(2)
        doomed = deployment.workers[0]
        queued = await deployment.enqueue(jobs)
        while await deployment.delivered() < 4:
            await asyncio.sleep(0.02)
        client, stream = deployment.stream.client, deployment.stream.stream
        held_events: list[str] = []
        while not held_events and await deployment.delivered() < jobs:
            rows = await client.xpending_range(stream, GROUP, "-", "+", 1000)
            held = [r["message_id"] for r in rows if f"-{doomed.pid}-" in r["consumer"].decode()]
            async with client.pipeline(transaction=False) as pipe:
                for entry_id in held:
                    pipe.xrange(stream, entry_id, entry_id)
                found = await pipe.execute()
            held_events = [json.loads(e[0][1][b"job"])["event_id"] for e in found if e]
        doomed.kill(signal.SIGKILL)
        killed_at = time.time()
        await doomed.wait()
        # Only jobs it was still running count: one may have finished just before the kill.
        unfinished = [e for e in held_events if not await deployment.mailbox.delivered(_by_event(queued, e))]
        await deployment.wait_all(jobs)
        arrived = await deployment.arrivals(queued)
        return {
            "workers": 2,
            "jobs": jobs,
            "lease_seconds": lease or 15.0,
            "killed_worker_held_jobs": len(unfinished),
            "recovery_s": round(max(arrived[e] for e in unfinished) - killed_at, 2) if unfinished else None,
            "all_answered_exactly_once": len(arrived) == jobs,
        }
    finally:
        await deployment.close()


def _by_event(jobs: list[Job], event_id: str) -> Job:
    return next(j for j in jobs if j.event_id == event_id)


async def main(args: argparse.Namespace) -> dict[str, Any]:
    fake, model = FakeOpenAI(), ResearchModel(delay=args.model_latency_ms / 1000)
    fake.default = model
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp)
        warm_data_dir(data_dir)  # the corpus index is built once, outside any timing
        async with fake:
            runs = [await throughput(data_dir, fake, model, n, args.jobs) for n in args.workers]
            recovered = await recovery(data_dir, fake, args.recovery_jobs, args.lease)
    return {
        "benchmark": "jobs",
        "model_latency_ms": args.model_latency_ms,
        "worker_concurrency": 4,
        "throughput": runs,
        "recovery_after_sigkill": recovered,
        "machine_cpus": os.cpu_count(),
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=100)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--model-latency-ms", type=float, default=100.0)
    parser.add_argument("--recovery-jobs", type=int, default=40)
    parser.add_argument(
        "--lease", type=float, default=None, help="job and thread-lock lease, seconds, for the recovery run (default: shipped)"
    )
    print(json.dumps(asyncio.run(main(parser.parse_args())), indent=2))
