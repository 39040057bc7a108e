"""Whole-process timings of the `research-bot` entry point (shared by the understanding benches)."""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path


def entry_point() -> list[str]:
    """The installed console script next to this interpreter, else the module it runs."""
    script = Path(sys.executable).with_name("research-bot")
    return [str(script)] if script.exists() else [sys.executable, "-m", "bot.cli"]


def time_process(args: list[str], runs: int, data_dir: Path) -> dict[str, float]:
    """Wall time of `research-bot ARGS` from spawn to exit, over `runs` runs after one untimed
    run (which builds the corpus index in a fresh data folder, a one-off cost), and the
    CPU time (user + system) the process used: on a shared machine the wall time also
    counts waiting for a core, the CPU time only the work itself."""
    env = {**os.environ, "DATA_DIR": str(data_dir), "LOG_LEVEL": "WARNING"}
    env.pop("LLM_MODEL", None)
    command = [*entry_point(), *args]
    subprocess.run(command, env=env, check=True, capture_output=True)
    samples, cpu = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        subprocess.run(command, env=env, check=True, capture_output=True)
        samples.append((time.perf_counter() - t0) * 1000)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
    return {
        "p50_ms": round(statistics.median(samples), 1),
        "min_ms": round(min(samples), 1),
        "max_ms": round(max(samples), 1),
        "cpu_p50_ms": round(statistics.median(cpu), 1),
        "runs": runs,
        "load_average_1m": round(os.getloadavg()[0], 2),
    }
