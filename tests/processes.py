"""Running `research-bot` as real processes in tests: a clean environment, output to files."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Settings a developer's shell may carry that would change what a test process does.
_OURS = ("OPENAI_", "LLM_", "SLACK_", "DISCORD_", "SESSION_", "JOB_", "WORKER_", "REDIS_", "LOCK_", "SQLITE_", "CORPUS_")


def bot_env(data_dir: Path, **settings: str | float | int) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(_OURS)}
    env.update({"DATA_DIR": str(data_dir), "LOG_LEVEL": "WARNING"})
    env.update({k: str(v) for k, v in settings.items()})
    return env


class BotProcess:
    """`python -m bot.cli ARGS` with stdout and stderr in files (a full pipe would stall it)."""

    def __init__(self, process: asyncio.subprocess.Process, out: Path, err: Path) -> None:
        self.process = process
        self.out_path = out
        self.err_path = err

    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def stdout(self) -> str:
        return self.out_path.read_text()

    @property
    def stderr(self) -> str:
        return self.err_path.read_text()

    async def wait(self, timeout: float = 120) -> int:
        return await asyncio.wait_for(self.process.wait(), timeout)

    def kill(self, sig: int) -> None:
        if self.process.returncode is None:
            self.process.send_signal(sig)


async def start(args: list[str], env: dict[str, str], logs: Path, name: str) -> BotProcess:
    logs.mkdir(parents=True, exist_ok=True)
    out, err = logs / f"{name}.out", logs / f"{name}.err"
    with out.open("wb") as stdout, err.open("wb") as stderr:
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot.cli", *args, cwd=ROOT, env=env, stdout=stdout, stderr=stderr,
            stdin=asyncio.subprocess.DEVNULL,
        )
    return BotProcess(process, out, err)


def warm_data_dir(data_dir: Path) -> Path:
    """Build the corpus index in `data_dir` once (an offline `ask`), so processes started
    together afterwards only read it."""
    warm = subprocess.run(
        [sys.executable, "-m", "bot.cli", "ask", "What is Redis?"],
        cwd=ROOT, env=bot_env(data_dir), capture_output=True, text=True, timeout=300,
    )
    if warm.returncode != 0:
        raise RuntimeError(f"warming {data_dir} failed:\n{warm.stderr}")
    return data_dir
