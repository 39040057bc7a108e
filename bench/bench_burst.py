"""N signed Slack mentions at once through the real HTTP server; print JSON.

What runs: `research-bot serve slack --mode http` as its own process with the
shipped defaults (SQLite sessions in a fresh data folder, the per-user and
per-channel rate limits as shipped, streaming on), talking to a fake Slack Web
API and a fake OpenAI-compatible model that answers every call after a fixed
`--model-latency-ms` (300 by default). The fakes run in a third process
(`bench/burst_fakes.py`) so they share no event loop with this one, which only
fires requests and times them. The `offline` variant starts the server with no
model configured (extractive answers from the bundled corpus).

Per run (a fresh server, data folder and warm-up answer first, not timed):
N mentions, each a different question about the bundled corpus (made from
its documents' titles and section headings, so answers differ as real ones
do and no cache meets the same answer twice), each from its own user, spread
over channels so no channel passes its shipped rate limit (as many people
asking at once would), are posted at once, signed with the signing secret. Every fifth is then redelivered as Slack
does after a missed ack (`X-Slack-Retry-Num: 1` right after the ack, `2` a
second later), so duplicates can show.

What it times and counts:
* ack: from sending a POST to its HTTP response (p50/p99), first deliveries only.
  `ack_floor_ms` is the same N bodies posted the same way, just before the burst, to
  a server in the fakes' process that acknowledges at once: this client's own cost
  of opening and sending N requests at once, plus the machine's load (on 2 shared
  cores it is most of the measured ack).
* answer: from sending a mention to the fake Slack receiving the write that
  closes its answer (the one tagged with the event's id), p50/p99.
* throughput: answers / (last answer - first post).
* model calls and Slack Web API calls per answer: every call the fakes got
  during the burst (retries included) / answers; the peak of model calls in
  flight at once.
* duplicates: events answered more than once; losses: events with no answer
  by the time limit.
* where the wall goes: every other process of the bench (the fakes, this driver, the
  prober) and its CPU ms per answer (`bench_cpu_ms_per_answer`); each process's CPU
  as a share of one core over the burst (`core_share_in_burst`, up to when the bench saw the
  last answer: it looks every 0.2 s);
  the share of the machine's cores busy (`machine_busy_share`, other users' work too);
  the server's main thread (its event loop) split into on a core, runnable but waiting
  for one, and idle (`server_loop_time_share`, /proc/PID/task/PID/schedstat), and the
  answers over the burst's seconds less the loop's waits for a core
  (`throughput_without_core_waits`: an estimate of the throughput with a core to itself; it
  removes the loop's own waits for a core, not the load's other effects, and at a load of 13
  on 2 cores it still spread 63-86 between runs of one tree); the model
  calls in flight at the fake every 250 ms from the first post (`model_in_flight_every_250ms`)
  and each call's time at the fake (`model_call_ms_at_fake`: its own queueing shows there);
  when each Slack Web API method and the model requests were called, first / quartiles /
  last, in seconds from the first post (`phases_s`).
* CPU ms per answer: the server's utime+stime (/proc/PID/stat) over
  the burst / answers (with workers: every process's, below); RSS once healthy, after the warm-up answer, and at its
  peak (VmRSS, VmRSS, VmHWM after the burst).
* /healthz: a probe fired every 100 ms during the burst (1 s timeout, as the
  shipped Kubernetes probes use) from a process of its own (bench/health_prober.py), p50/p99 (a probe that failed or timed out
  counts as 1 s) and how many failed: `healthz_ms` on HEALTH_PORT (answered
  from its own thread, what the shipped liveness probes ask; bot/liveness.py),
  `loop_healthz_ms` on the Slack port (answered by the event loop).

With `--workers N` (N > 0) the same burst meets the queued deployment
(docs/scaling.md): the server with SESSION_STORE=redis and JOB_QUEUE=redis (it
acknowledges, admits, posts "Waiting" and enqueues) and N `research-bot worker`
processes (the real entry point; each with its own METRICS_PORT and
HEALTH_PORT, as manifests/k8s/worker.yaml runs them) on the Redis of
TEST_REDIS_URL (default DB 15) under a throw-away key prefix, deleted after the
run. Workers start once the server is healthy (it builds the corpus index they
read) and are warmed up too: rounds of one mention per worker until each
worker's /status counts a turn. Then CPU per answer is summed over the server
and every worker (`cpu_ms_per_answer`; each process's share is reported too),
`redis_server_cpu_ms_per_answer` is the whole Redis server's utime+stime
(INFO cpu; other clients of that Redis count too), peak RSS is given per
process, and the /healthz probes still ask the server. `--workers 0 1 2`
runs each count in turn and `--rounds R` repeats that cycle, so the counts
alternate in one window; every run is also summed up on stderr as it ends.

    .venv/bin/python bench/bench_burst.py [--mentions 50 200 500] [--modes model offline]
        [--switch-interval-ms MS] [--workers 0 1 2] [--rounds 2]

`--switch-interval-ms` runs the server with `sys.setswitchinterval(MS / 1000)`
(through a sitecustomize on its PYTHONPATH; the shipped default is 5 ms), to
see whether a shorter GIL switch interval pays under a burst.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import hmac
import json
import math
import os
import secrets
import socket
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_turn import QUESTIONS  # noqa: E402
from bench.process import REDIS_URL, cpu_ms, drop_keys, memory_mb, start_workers, stop_processes  # noqa: E402
from core.sources.registry import SAMPLE_CORPUS  # noqa: E402
from core.store.redis import connect  # noqa: E402
from tests.fakes.slack_api import BOT_USER, TEAM  # noqa: E402
from tests.processes import ROOT, BotProcess, bot_env, start  # noqa: E402

SECRET = "bench-signing-secret"
# The shipped per-channel limit is 30 a minute; stay under it.
PER_CHANNEL = 25
RETRY_EVERY = 5
PROBE_INTERVAL = 0.1
PROBE_TIMEOUT = 1.0


def pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)], 1)


def spread(values: list[float]) -> dict[str, float | None]:
    return {"p50": pct(values, 0.5), "p99": pct(values, 0.99), "max": pct(values, 1.0)}


def sign(body: str) -> dict[str, str]:
    ts = str(int(time.time()))
    digest = hmac.new(SECRET.encode(), f"v0:{ts}:{body}".encode(), hashlib.sha256).hexdigest()
    return {"X-Slack-Request-Timestamp": ts, "X-Slack-Signature": f"v0={digest}", "Content-Type": "application/json"}


TEMPLATES = (
    "What should I know about {section} for {title}?",
    "How does {title} handle {section}?",
    "Can you explain {section} in {title}?",
    "Any advice on {section} with {title}?",
)


def questions(count: int) -> list[str]:
    """`count` different questions the bundled corpus answers: the hand-written ones,
    then one per document section and template (repeating only past ~550)."""
    sections = []
    for path in sorted(SAMPLE_CORPUS.glob("*.md")):
        lines = path.read_text().splitlines()
        title = next((line[2:].split(":")[0].strip() for line in lines if line.startswith("# ")), path.stem)
        sections += [(title, line[3:].strip().lower()) for line in lines if line.startswith("## ")]
    pool = [*QUESTIONS, *(t.format(title=title, section=section) for t in TEMPLATES for title, section in sections)]
    return [pool[i % len(pool)] for i in range(count)]


def mention(run: str, i: int, channels: int, question: str) -> tuple[str, str]:
    """(event id, signed body) of mention `i`: its own user, channel i mod `channels`."""
    event_id = f"Ev{run}x{i}"
    body = json.dumps({
        "type": "event_callback",
        "team_id": TEAM,
        "api_app_id": "ABENCH",
        "event_id": event_id,
        "event_time": int(time.time()),
        "event": {
            "type": "app_mention",
            "user": f"U{run}{i}",
            "text": f"<@{BOT_USER}> {question}",
            "ts": f"1600000000.{i:06d}",
            "channel": f"C{run}{i % channels}",
            "event_ts": f"1600000000.{i:06d}",
        },
    })
    return event_id, body


class Fakes:
    """The fakes' process: its URLs and its control endpoint."""

    def __init__(self, process: asyncio.subprocess.Process, urls: dict[str, str]) -> None:
        self.process = process
        self.slack, self.model, self.control = urls["slack"], urls["model"], urls["control"]

    @classmethod
    async def start(cls, latency_ms: float) -> Fakes:
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bench.burst_fakes", "--model-latency-ms", str(latency_ms),
            cwd=ROOT, stdout=asyncio.subprocess.PIPE, stdin=asyncio.subprocess.DEVNULL,
        )
        assert process.stdout is not None
        line = await asyncio.wait_for(process.stdout.readline(), 60)
        return cls(process, json.loads(line))

    async def stop(self) -> None:
        self.process.terminate()
        await self.process.wait()


@dataclass
class Deployment:
    """The processes under test: the HTTP server and, with `--workers N`, N workers
    on a Redis stream under a throw-away key prefix."""

    server: BotProcess
    base: str
    health: str
    workers: list[BotProcess] = field(default_factory=list)
    worker_status: list[str] = field(default_factory=list)
    redis: Any = None
    prefix: str = ""

    @property
    def processes(self) -> dict[str, BotProcess]:
        return {"server": self.server} | {f"worker{i}": w for i, w in enumerate(self.workers)}

    async def stop(self) -> None:
        await stop_processes([self.server, *self.workers], 30)
        if self.redis is not None:
            await drop_keys(self.redis, self.prefix)
            await self.redis.aclose()


async def start_server(
    fakes: Fakes, data_dir: Path, model: bool, session: aiohttp.ClientSession, switch_interval_ms: float | None,
    workers: int = 0,
) -> Deployment:
    """The server on the shipped defaults; with `workers`, the shipped queued setup
    instead (SESSION_STORE=redis, JOB_QUEUE=redis) and that many `research-bot worker`
    processes, each with its own /metrics and liveness ports as manifests/k8s/worker.yaml
    gives them, started once the server is healthy (it builds the corpus index they read)."""
    port, health_port = _free_port(), _free_port()
    settings: dict[str, str] = {
        "SLACK_BOT_TOKEN": "xoxb-bench",
        "SLACK_SIGNING_SECRET": SECRET,
        "SLACK_API_URL": fakes.slack,
    }
    if model:
        settings |= {"OPENAI_BASE_URL": fakes.model, "OPENAI_API_KEY": "bench", "LLM_MODEL": "bench-model"}
    prefix = f"bench-burst-{secrets.token_hex(4)}:" if workers else ""
    if workers:
        settings |= {"SESSION_STORE": "redis", "JOB_QUEUE": "redis", "REDIS_URL": REDIS_URL, "REDIS_KEY_PREFIX": prefix}
    env = bot_env(data_dir, **settings)
    for name in list(env):
        if name.startswith(("RATE_LIMIT", "HEALTH_", "METRICS_")):
            del env[name]  # the shipped limits and ports, whatever this shell says
    if switch_interval_ms is not None:
        site = data_dir / "site"
        site.mkdir()
        (site / "sitecustomize.py").write_text(f"import sys\nsys.setswitchinterval({switch_interval_ms / 1000!r})\n")
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(site), env.get("PYTHONPATH")]))
    server_env = env | {"HEALTH_PORT": str(health_port)}
    server = await start(["serve", "slack", "--mode", "http", "--port", str(port)], server_env, data_dir / "logs", "server")
    base, health = f"http://127.0.0.1:{port}", f"http://127.0.0.1:{health_port}/healthz"
    deployment = Deployment(server, base, health, prefix=prefix)
    try:
        await _healthy(session, server, f"{base}/healthz")
        if workers:
            deployment.redis = connect(REDIS_URL)
            ports = [(_free_port(), _free_port()) for _ in range(workers)]
            deployment.worker_status = [f"http://127.0.0.1:{metrics}/status" for metrics, _ in ports]
            envs = [env | {"METRICS_PORT": str(metrics), "HEALTH_PORT": str(liveness)} for metrics, liveness in ports]
            deployment.workers = await start_workers(envs, data_dir / "logs", deployment.redis, prefix)
        return deployment
    except BaseException:
        await deployment.stop()
        raise


async def _healthy(session: aiohttp.ClientSession, server: BotProcess, url: str) -> None:
    for _ in range(1200):
        try:
            async with session.get(url) as resp:
                if resp.status == 200:
                    return
        except aiohttp.ClientConnectionError:
            pass
        if server.process.returncode is not None:
            raise RuntimeError(f"the server exited with {server.process.returncode}:\n{server.stderr[-2000:]}")
        await asyncio.sleep(0.1)
    raise RuntimeError("the server did not become healthy in 120 s")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def reset(session: aiohttp.ClientSession, fakes: Fakes) -> None:
    async with session.post(f"{fakes.control}/reset") as resp:
        await resp.read()


async def answered(session: aiohttp.ClientSession, fakes: Fakes) -> int:
    async with session.get(f"{fakes.control}/answered") as resp:
        return int((await resp.json())["answered"])


async def run_burst(
    fakes: Fakes, mentions: int, model: bool, tag: str, switch_interval_ms: float | None = None, workers: int = 0
) -> dict[str, Any]:
    channels = max(1, math.ceil(mentions / PER_CHANNEL))
    connector = aiohttp.TCPConnector(limit=0, force_close=False)
    timeout = aiohttp.ClientTimeout(total=120)
    with tempfile.TemporaryDirectory(prefix="bench-burst-") as tmp:
        async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
            deployment = await start_server(fakes, Path(tmp), model, session, switch_interval_ms, workers)
            try:
                started_rss = {name: memory_mb(p.pid, "VmRSS") for name, p in deployment.processes.items()}
                await _warm_up(session, fakes, deployment, tag)
                warm_rss = {name: memory_mb(p.pid, "VmRSS") for name, p in deployment.processes.items()}
                burst = await _burst(session, fakes, deployment, mentions, channels, tag)
                return {"workers": workers} | burst | {
                    "started_rss_mb": started_rss["server"], "warm_rss_mb": warm_rss["server"],
                    "workers_started_rss_mb": [v for k, v in started_rss.items() if k != "server"],
                    "workers_warm_rss_mb": [v for k, v in warm_rss.items() if k != "server"],
                }
            finally:
                await deployment.stop()


async def _warm_up(session: aiohttp.ClientSession, fakes: Fakes, deployment: Deployment, tag: str) -> None:
    """Untimed: the corpus index, Bolt's lazy auth.test, the model client, the lazily loaded
    models of every process that answers. With workers, rounds of one mention per worker
    at once until each worker's /status counts a finished turn (which worker takes a job
    is up to the stream)."""
    url = f"{deployment.base}/slack/events"
    await reset(session, fakes)
    sent = 0
    for round_ in range(10):
        batch = [mention(f"{tag}w{round_}", i, 1, "How do I set up a Python virtual environment?")
                 for i in range(max(1, len(deployment.workers)))]
        for _, body in batch:
            async with session.post(url, data=body, headers=sign(body)) as resp:
                await resp.read()
        sent += len(batch)
        deadline = time.time() + 120
        while await answered(session, fakes) < sent:
            if time.time() > deadline:
                raise RuntimeError("a warm-up mention was never answered")
            await asyncio.sleep(0.1)
        if all(count > 0 for count in await _worker_turns(session, deployment)):
            break
    else:
        raise RuntimeError("a worker answered none of 10 rounds of warm-up mentions")
    # Let the warm-up's last calls (after its tagged answer) land before counting.
    await asyncio.sleep(1.0)
    await reset(session, fakes)


async def _worker_turns(session: aiohttp.ClientSession, deployment: Deployment) -> list[int]:
    counts = []
    for url in deployment.worker_status:
        async with session.get(url) as resp:
            counts.append(int((await resp.json())["turns"]["count"]))
    return counts


async def _redis_cpu_ms(deployment: Deployment) -> float | None:
    if deployment.redis is None:
        return None
    cpu = await deployment.redis.info("cpu")
    return (float(cpu["used_cpu_user"]) + float(cpu["used_cpu_sys"])) * 1000


async def ack_floor(fakes: Fakes, bodies: list[str]) -> dict[str, float | None]:
    """The same signed bodies, posted at once the same way, to a server in the fakes'
    process that acknowledges without any work: what this bench's client and the
    machine's load add to every ack (the server under test can't do better)."""
    url = f"{fakes.control}/null-events"
    acks: list[float] = []
    connector = aiohttp.TCPConnector(limit=0, force_close=False)
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=60)) as session:
        async with session.post(url, data="{}") as resp:  # one connection warm, as after the warm-up
            await resp.read()

        async def deliver(body: str) -> None:
            headers = sign(body)
            sent = time.time()
            async with session.post(url, data=body, headers=headers) as resp:
                await resp.read()
            acks.append((time.time() - sent) * 1000)

        await asyncio.gather(*(deliver(body) for body in bodies))
    return spread(acks)


async def _burst(session: aiohttp.ClientSession, fakes: Fakes, deployment: Deployment, mentions: int, channels: int,
                 tag: str) -> dict[str, Any]:
    url = f"{deployment.base}/slack/events"
    probed = [deployment.health, f"{deployment.base}/healthz"]
    processes = deployment.processes
    bodies = [mention(tag, i, channels, q) for i, q in enumerate(questions(mentions))]
    posted: dict[str, float] = {}
    acks: list[float] = []
    retry_acks: list[float] = []
    statuses: list[int] = []

    async def deliver(event_id: str, body: str, retry: int = 0) -> None:
        headers = sign(body)
        if retry:
            headers |= {"X-Slack-Retry-Num": str(retry), "X-Slack-Retry-Reason": "http_timeout"}
        sent = time.time()
        posted.setdefault(event_id, sent)
        async with session.post(url, data=body, headers=headers) as resp:
            await resp.read()
            statuses.append(resp.status)
        (retry_acks if retry else acks).append((time.time() - sent) * 1000)

    async def deliver_with_retries(i: int) -> None:
        event_id, body = bodies[i]
        await deliver(event_id, body)
        if i % RETRY_EVERY == 0:
            await deliver(event_id, body, retry=1)
            await asyncio.sleep(1.0)
            await deliver(event_id, body, retry=2)

    # The probes come from a process of their own (bench/health_prober.py), as the
    # kubelet's do: this one's busy loop would otherwise be timed as the server's.
    prober = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bench.health_prober", *probed,
        "--interval", str(PROBE_INTERVAL), "--timeout", str(PROBE_TIMEOUT),
        cwd=ROOT, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
    )
    assert prober.stdin is not None and prober.stdout is not None
    await asyncio.wait_for(prober.stdout.readline(), 30)

    async def probe_results() -> dict[str, Any]:
        assert prober.stdin is not None
        prober.stdin.close()
        out, _ = await prober.communicate()
        return json.loads(out)

    def probe_figures(probes: dict[str, Any], target: str) -> dict[str, Any]:
        ms = probes[target]["ms"]
        return spread(ms) | {"probes": len(ms), "failed_or_over_1s": probes[target]["failed"]}

    floor = await ack_floor(fakes, [body for _, body in bodies])
    cpu_before = {name: cpu_ms(p.pid) for name, p in processes.items()}
    # The rest of the bench shares the machine's cores with the server: its CPU over the
    # burst says how much of the wall the server could not have had.
    bench_pids = {"fakes": fakes.process.pid, "driver": os.getpid(), "prober": prober.pid}
    bench_before = {name: cpu_ms(pid) for name, pid in bench_pids.items()}
    machine_before = _machine_jiffies()
    loop_before = _schedstat(deployment.server.pid)
    redis_before = await _redis_cpu_ms(deployment)
    started = time.time()
    await asyncio.gather(*(deliver_with_retries(i) for i in range(mentions)))
    limit = started + 60 + mentions * 0.5
    while await answered(session, fakes) < mentions and time.time() < limit:
        await asyncio.sleep(0.2)
    # Read before the quiet wait below: the machine's share is of the burst's own seconds.
    bench_used = {name: cpu_ms(pid) - bench_before[name] for name, pid in bench_pids.items()}
    machine_after = _machine_jiffies()
    burst_ms = (time.time() - started) * 1000
    loop_after = _schedstat(deployment.server.pid)
    on_cpu, runnable = ((after - before) / 1e6 for before, after in zip(loop_before, loop_after))
    # The server's main thread (its event loop) over the burst: on a core, ready but waiting
    # for one (the machine's other processes), or asleep with nothing ready to run (every
    # turn awaiting the model, Slack or a thread): the last is what a faster loop cannot win.
    loop_time = {"on_cpu": round(on_cpu / burst_ms, 2), "waiting_for_a_core": round(runnable / burst_ms, 2),
                 "idle": round(1 - (on_cpu + runnable) / burst_ms, 2)}
    # The answers over the burst's seconds less those the loop spent runnable without a core:
    # an estimate of the throughput on a machine where nothing else wanted the server's core.
    # Not exact: the server's threads, the GIL and the fakes still feel the load, and the waits
    # are counted until the bench saw the last answer (up to 0.2 s after it), so it leans high.
    runnable_s = runnable / 1000
    # Each process's CPU over the burst's seconds, as a share of one core: the server's near 1.0
    # means its one event loop is the bound.
    core_shares = {name: round((cpu_ms(p.pid) - cpu_before[name]) / burst_ms, 2) for name, p in processes.items()}
    core_shares |= {name: round(ms / burst_ms, 2) for name, ms in bench_used.items()}
    probes = await probe_results()
    # Give a late duplicate every chance to show up.
    await asyncio.sleep(2.0)
    cpu_used = {name: cpu_ms(p.pid) - cpu_before[name] for name, p in processes.items()}
    redis_after = await _redis_cpu_ms(deployment)
    peak_rss = {name: memory_mb(p.pid, "VmHWM") for name, p in processes.items()}
    async with session.get(f"{fakes.control}/summary") as resp:
        summary = await resp.json()

    answers = summary["answers"]
    ours = {event_id for event_id, _ in bodies}
    answer_ms = [(min(answers[e]) - posted[e]) * 1000 for e in ours if e in answers]
    count = len(answer_ms)
    last = max((min(answers[e]) for e in ours if e in answers), default=started)
    slack_calls = summary["slack_calls"]

    def per_answer(ms: float) -> float | None:
        return round(ms / count, 1) if count else None

    return {
        "mentions": mentions,
        "channels": channels,
        "redelivered": len(range(0, mentions, RETRY_EVERY)),
        "ack_ms": spread(acks),
        "ack_floor_ms": floor,
        "retry_ack_ms": spread(retry_acks),
        "non_200_acks": sum(1 for s in statuses if s != 200),
        "answer_ms": spread(answer_ms),
        "answered": count,
        "lost": len(ours - answers.keys()),
        "duplicates": sum(1 for e in ours if len(answers.get(e, [])) > 1),
        "threads_with_more_than_one_bot_message": sum(1 for n in summary["bot_messages_per_thread"].values() if n > 1),
        "answers_to_unknown_events": sorted(answers.keys() - ours),
        "throughput_answers_per_s": round(count / (last - started), 1) if count else 0.0,
        "model_calls_per_answer": round(summary["model_calls"] / count, 2) if count else None,
        "model_peak_in_flight": summary["model_peak_in_flight"],
        "model_in_flight_every_250ms": in_flight(summary["model_spans"], started, last, 0.25),
        "phases_s": phases(summary["slack_times"], summary["model_spans"], started),
        "model_call_ms_at_fake": spread([(end - begin) * 1000 for begin, end in summary["model_spans"]]),
        "slack_calls_per_answer": round(sum(slack_calls.values()) / count, 2) if count else None,
        "slack_calls": dict(sorted(slack_calls.items())),
        "cpu_ms_per_answer": per_answer(sum(cpu_used.values())),
        "server_cpu_ms_per_answer": per_answer(cpu_used["server"]),
        "workers_cpu_ms_per_answer": [per_answer(v) for k, v in cpu_used.items() if k != "server"],
        "bench_cpu_ms_per_answer": {name: per_answer(ms) for name, ms in bench_used.items()},
        "machine_busy_share": _busy_share(machine_before, machine_after),
        "core_share_in_burst": core_shares,
        "server_loop_time_share": loop_time,
        "throughput_without_core_waits": (
            round(count / (last - started - runnable_s), 1) if count and last - started > runnable_s else None
        ),
        "redis_server_cpu_ms_per_answer": (
            per_answer(redis_after - redis_before) if redis_after is not None and redis_before is not None else None
        ),
        "peak_rss_mb": peak_rss["server"],
        "workers_peak_rss_mb": [v for k, v in peak_rss.items() if k != "server"],
        "healthz_ms": probe_figures(probes, probed[0]),
        "loop_healthz_ms": probe_figures(probes, probed[1]),
        "load_average_1m": round(os.getloadavg()[0], 2),
    }


def in_flight(spans: list[list[float]], start: float, end: float, step: float) -> list[int]:
    """Model calls in flight at the fake at `start`, `start + step`, ... up to `end`."""
    points = [start + i * step for i in range(int((end - start) / step) + 1)]
    return [sum(1 for begin, finish in spans if begin <= t < finish) for t in points]


def phases(slack_times: dict[str, list[float]], model_spans: list[list[float]], start: float) -> dict[str, list[float]]:
    """When the burst's steps happened, in seconds from the first post: the first, 25th, 50th,
    75th percentile and last of every Slack Web API method's calls and of the model requests.
    All turns opening their streams late and together, and their model requests after that,
    is a burst whose turns move in step."""

    def quartiles(times: list[float]) -> list[float]:
        ordered = sorted(t - start for t in times)
        return [round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2) for q in (0, 0.25, 0.5, 0.75, 1)]

    found = {method: quartiles(times) for method, times in sorted(slack_times.items()) if times}
    return found | ({"model requests": quartiles([begin for begin, _ in model_spans])} if model_spans else {})


def _schedstat(pid: int) -> tuple[int, int]:
    """(ns on a core, ns runnable but waiting for one) of thread `pid` (a process's main
    thread), from /proc/PID/task/PID/schedstat."""
    on_cpu, waiting, _ = Path(f"/proc/{pid}/task/{pid}/schedstat").read_text().split()
    return int(on_cpu), int(waiting)


def _machine_jiffies() -> tuple[int, int]:
    """(all, idle) jiffies of every core so far, from /proc/stat's first line."""
    fields = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    return sum(fields[:8]), fields[3] + fields[4]


def _busy_share(before: tuple[int, int], after: tuple[int, int]) -> float | None:
    """The share of the machine's cores (all processes, other users' too) busy between two readings."""
    total = after[0] - before[0]
    return round(1 - (after[1] - before[1]) / total, 2) if total else None


async def main(
    mentions: list[int], modes: list[str], latency_ms: float, switch_interval_ms: float | None,
    workers: list[int], rounds: int,
) -> dict[str, Any]:
    fakes = await Fakes.start(latency_ms)
    results: dict[str, Any] = {"bench": "burst", "model_latency_ms": latency_ms, "cores": os.cpu_count(),
                               "switch_interval_ms": switch_interval_ms if switch_interval_ms is not None else 5.0,
                               "load_average_1m_at_start": round(os.getloadavg()[0], 2)}
    try:
        for mode in modes:
            runs = results[mode] = []
            # Each round runs every worker count once, in the order given: alternating
            # runs, so a change in the machine's load falls on all of them alike.
            for round_, n, count in ((r, n, w) for r in range(rounds) for n in mentions for w in workers):
                tag = f"{mode[0]}{n}r{round_}w{count}"
                run = await run_burst(fakes, n, mode == "model", tag, switch_interval_ms, count)
                runs.append(run | {"targets_met": verdicts(run, mode)})
                print(f"{mode} N={n} workers={count}: {run['answered']} answered, "
                      f"ack p99 {run['ack_ms']['p99']} ms (floor {run['ack_floor_ms']['p99']}), answer p99 {run['answer_ms']['p99']} ms, "
                      f"{run['throughput_answers_per_s']} answers/s, {run['cpu_ms_per_answer']} CPU ms/answer, "
                      f"load {run['load_average_1m']}", file=sys.stderr, flush=True)
    finally:
        await fakes.stop()
    return results


def verdicts(run: dict[str, Any], mode: str) -> dict[str, bool]:
    """Issue #12's targets (model at 300 ms a call) for one run, CPU counted over every
    process that serves (the server and its workers)."""
    n = run["mentions"]
    cpu_target = 10 if mode == "model" else 8
    out = {
        "no_duplicates_or_losses": run["duplicates"] == 0 and run["lost"] == 0 and run["non_200_acks"] == 0,
        f"cpu_per_answer_le_{cpu_target}ms": (run["cpu_ms_per_answer"] or 1e9) <= cpu_target,
    }
    if n == 200:
        out |= {
            "ack_p99_lt_100ms": (run["ack_ms"]["p99"] or 1e9) < 100,
            "answer_p99_lt_2600ms": (run["answer_ms"]["p99"] or 1e9) < 2600,
            "throughput_ge_80": run["throughput_answers_per_s"] >= 80,
            "healthz_p99_lt_50ms": (run["healthz_ms"]["p99"] or 1e9) < 50,
        }
    if n == 500:
        p50, p99 = run["answer_ms"]["p50"], run["answer_ms"]["p99"]
        out["answer_p50_lt_half_p99"] = p50 is not None and p99 is not None and p50 < p99 / 2
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mentions", type=int, nargs="+", default=[50, 200, 500])
    parser.add_argument("--modes", nargs="+", choices=["model", "offline"], default=["model", "offline"])
    parser.add_argument("--model-latency-ms", type=float, default=300.0)
    parser.add_argument("--switch-interval-ms", type=float, default=None)
    parser.add_argument("--workers", type=int, nargs="+", default=[0],
                        help="0: the one-process default; N: JOB_QUEUE=redis and N worker processes (several: alternated)")
    parser.add_argument("--rounds", type=int, default=1, help="repeat every (N, workers) run this many times, alternating")
    args = parser.parse_args()
    if min(args.workers) < 0 or args.rounds < 1:
        parser.error("--workers must be 0 or more and --rounds at least 1")
    result = asyncio.run(main(
        args.mentions, args.modes, args.model_latency_ms, args.switch_interval_ms, args.workers, args.rounds
    ))
    print(json.dumps(result, indent=2))
