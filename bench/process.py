"""Whole-process helpers of the benches: timing the `research-bot` entry point, a process's
CPU and memory from /proc, and `research-bot worker` processes on Redis."""

from __future__ import annotations

import asyncio
import os
import resource
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

from redis.asyncio import Redis

from tests.processes import BotProcess, start

# Benches that need Redis use a throw-away key prefix in this database.
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")


def entry_point() -> list[str]:
    """The installed console script next to this interpreter, else the module it runs."""
    script = Path(sys.executable).with_name("research-bot")
    return [str(script)] if script.exists() else [sys.executable, "-m", "bot.cli"]


def time_process(args: list[str], runs: int, data_dir: Path) -> dict[str, float]:
    """Wall time of `research-bot ARGS` from spawn to exit, over `runs` runs after one untimed
    run (which builds the corpus index in a fresh data folder, a one-off cost), and the
    CPU time (user + system) the process used: on a shared machine the wall time also
    counts waiting for a core, the CPU time only the work itself.

    The untimed run also writes the bytecode (under `data_dir`), which the timed runs read,
    as an installed package's (`pip install` compiles it) or a checkout's `__pycache__`
    would be: with PYTHONDONTWRITEBYTECODE set and no bytecode on disk, every run would
    compile the bot's modules from source again, a cost no installation pays."""
    env = process_env(data_dir)
    command = [*entry_point(), *args]
    subprocess.run(command, env=env, check=True, capture_output=True)
    samples, cpu = [], []
    for _ in range(runs):
        wall_ms, cpu_used = run_once(command, env)
        samples.append(wall_ms)
        cpu.append(cpu_used)
    return {
        "p50_ms": round(statistics.median(samples), 1),
        "min_ms": round(min(samples), 1),
        "max_ms": round(max(samples), 1),
        "cpu_p50_ms": round(statistics.median(cpu), 1),
        "runs": runs,
        "load_average_1m": round(os.getloadavg()[0], 2),
    }


def process_env(data_dir: Path) -> dict[str, str]:
    """The environment of a timed process: its own data folder and bytecode under `data_dir`,
    no model configured, warnings only."""
    env = {**os.environ, "DATA_DIR": str(data_dir), "LOG_LEVEL": "WARNING", "PYTHONPYCACHEPREFIX": str(data_dir / "pycache")}
    env.pop("LLM_MODEL", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run_once(command: list[str], env: dict[str, str], cwd: Path | None = None) -> tuple[float, float]:
    """Wall time from spawn to exit and the CPU time (user + system) of one run of `command`, in ms."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run(command, env=env, cwd=cwd, check=True, capture_output=True)
    wall_ms = (time.perf_counter() - t0) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall_ms, (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000


TICKS = os.sysconf("SC_CLK_TCK")


def cpu_ms(pid: int) -> float:
    """CPU time (user + system) process `pid` has used so far, from /proc/PID/stat."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / TICKS


def memory_mb(pid: int, key: str) -> float:
    """A memory figure of process `pid` from /proc/PID/status (VmRSS, VmHWM), in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return round(int(line.split()[1]) / 1024, 1)
    raise KeyError(key)


async def start_workers(
    envs: list[dict[str, str]], logs: Path, client: Redis, prefix: str, name: str = "worker"
) -> list[BotProcess]:
    """One real `research-bot worker` process per environment in `envs`, returned once
    each has registered its pulse under `prefix` (so start-up is never timed as work)."""
    workers = [await start(["worker"], env, logs, f"{name}{i}") for i, env in enumerate(envs)]
    try:
        while len([k async for k in client.scan_iter(match=f"{prefix}jobs:worker:*")]) < len(envs):
            if any(w.process.returncode is not None for w in workers):
                raise RuntimeError("a worker exited at start-up:\n" + "\n".join(w.stderr[-2000:] for w in workers))
            await asyncio.sleep(0.1)
    except BaseException:
        await stop_processes(workers)
        raise
    return workers


async def stop_processes(processes: list[BotProcess], timeout: float = 120) -> None:
    """SIGTERM all at once (they drain in parallel), then wait for each."""
    for process in processes:
        process.kill(signal.SIGTERM)
    for process in processes:
        await process.wait(timeout)


async def drop_keys(client: Redis, prefix: str) -> None:
    """Delete every key under a run's throw-away `prefix`."""
    keys = [k async for k in client.scan_iter(match=f"{prefix}*", count=1000)]
    for at in range(0, len(keys), 500):
        await client.delete(*keys[at : at + 500])
