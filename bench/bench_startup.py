"""Start-up of whole processes, this checkout against another commit, interleaved.

`research-bot ask help` and a one-line `research-bot classify "..."` are run as
`python -m bot.cli` from this checkout and from `--base` (its `bot/` and `core/`,
taken with `git archive` into a temporary folder), one after the other in every
round, the order swapped each round, so both see the same load. On a shared
machine a cut of a few per cent is below the run-to-run spread of either tree; the
paired differences are what can show it.

Prints one JSON object: per command, each tree's CPU (user + system) and wall p50,
the median of the paired differences (this − base) and in how many pairs this tree
used less CPU; the modules each tree's process imports; the 1-minute load average
at the rounds' starts (min / median / max). Each tree has its own data folder and
bytecode, written by an untimed first run (`bench/process.py`).

    .venv/bin/python bench/bench_startup.py --base REV [--rounds N]
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.process import process_env, run_once  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = {
    "ask help": ["ask", "help"],
    "classify": ["classify", "How much does Fargate Spot cost per vCPU-hour?"],
}
# Counted after the command ran, so the count holds every module it imported.
COUNT_MODULES = (
    "import sys; from bot.cli import main; main({args!r}); "
    "print(len(sys.modules), sum(m.split('.')[0] in ('bot', 'core') for m in sys.modules))"
)


def export(rev: str, into: Path) -> Path:
    """`bot/` and `core/` of commit `rev`, as files under `into`."""
    archive = subprocess.run(["git", "archive", rev, "bot", "core"], cwd=ROOT, check=True, capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def tree_env(tree: Path, data_dir: Path) -> dict[str, str]:
    return {**process_env(data_dir), "PYTHONPATH": str(tree)}


def modules(tree: Path, env: dict[str, str], args: list[str]) -> dict[str, int]:
    probe = COUNT_MODULES.format(args=args)
    out = subprocess.run([sys.executable, "-c", probe], cwd=tree, env=env, check=True, capture_output=True, text=True)
    total, ours = out.stdout.strip().splitlines()[-1].split()
    return {"modules": int(total), "ours": int(ours)}


def main(base: str, rounds: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"base": export(base, Path(tmp) / "base"), "this": ROOT}
        envs = {name: tree_env(tree, Path(tmp) / f"data-{name}") for name, tree in trees.items()}
        for name, tree in trees.items():
            for args in COMMANDS.values():
                # Indexes the sample corpus and writes the bytecode: one-off costs.
                subprocess.run([sys.executable, "-m", "bot.cli", *args], cwd=tree, env=envs[name], check=True, capture_output=True)
        wall: dict[tuple[str, str], list[float]] = {(n, c): [] for n in trees for c in COMMANDS}
        cpu: dict[tuple[str, str], list[float]] = {(n, c): [] for n in trees for c in COMMANDS}
        loads = []
        for round_ in range(rounds):
            loads.append(os.getloadavg()[0])
            order = ["base", "this"] if round_ % 2 == 0 else ["this", "base"]
            for command, args in COMMANDS.items():
                for name in order:
                    w, c = run_once([sys.executable, "-m", "bot.cli", *args], envs[name], cwd=trees[name])
                    wall[(name, command)].append(w)
                    cpu[(name, command)].append(c)
        result: dict[str, object] = {
            "base": base,
            "rounds": rounds,
            "load_average_1m": [round(f(loads), 2) for f in (min, statistics.median, max)],
        }
        for command, args in COMMANDS.items():
            pairs = list(zip(cpu[("base", command)], cpu[("this", command)], strict=True))
            result[command] = {
                "cpu_p50_ms": {n: round(statistics.median(cpu[(n, command)]), 1) for n in trees},
                "wall_p50_ms": {n: round(statistics.median(wall[(n, command)]), 1) for n in trees},
                "cpu_paired_median_ms": round(statistics.median(this - base for base, this in pairs), 1),
                "pairs_this_lower": sum(this < base for base, this in pairs),
                "imports": {n: modules(trees[n], envs[n], args) for n in trees},
            }
    return result


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", required=True, help="the commit to compare with (a hash, branch or tag)")
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    print(json.dumps(main(args.base, args.rounds), indent=2))
