"""Question classification latency, in process and as whole processes.

Prints one JSON object:
- `classify` per call (p50/p99/max) over the dev-split questions of tools/data,
  repeated so each figure rests on thousands of calls, after a one-off model load
  (also reported); target p50 < 2 ms;
- whole-process wall time (spawn to exit, p50/min/max over runs) of
  `research-bot ask help` (a command: no research, no model) and a one-line
  `research-bot classify "..."`; target < 500 ms each.

The machine is shared: run it a few times and compare medians.

    .venv/bin/python bench/bench_classify.py [--rounds N] [--runs N]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.process import time_process  # noqa: E402
from core.classify import classify, load_model, tokenizer  # noqa: E402
from core.evaluation.data import question_rows  # noqa: E402
from core.evaluation.understanding import timing  # noqa: E402

TARGET_P50_MS = 2.0
TARGET_PROCESS_MS = 500.0


def main(rounds: int, runs: int) -> dict[str, object]:
    questions = [r["question"] for r in question_rows() if r["split"] == "dev"]
    load_model.cache_clear()
    tokenizer.cache_clear()
    start = time.perf_counter()
    load_model()
    tokenizer()
    load_ms = (time.perf_counter() - start) * 1000
    samples = []
    for _ in range(rounds):
        for q in questions:
            t0 = time.perf_counter()
            classify(q)
            samples.append((time.perf_counter() - t0) * 1000)
    figures = timing(samples)
    with tempfile.TemporaryDirectory() as tmp:
        ask_help = time_process(["ask", "help"], runs, Path(tmp))
        one_line = time_process(["classify", "How much does Fargate Spot cost per vCPU-hour?"], runs, Path(tmp))
    return {
        "questions": len(questions),
        "calls": len(samples),
        "model_load_ms": round(load_ms, 2),
        "classify_p50_ms": figures.p50_ms,
        "classify_p99_ms": figures.p99_ms,
        "classify_max_ms": round(max(samples), 4),
        "target_p50_ms": TARGET_P50_MS,
        "process_ask_help_ms": ask_help,
        "process_classify_one_line_ms": one_line,
        "target_process_ms": TARGET_PROCESS_MS,
        "target_met": figures.p50_ms < TARGET_P50_MS
        and ask_help["p50_ms"] < TARGET_PROCESS_MS
        and one_line["p50_ms"] < TARGET_PROCESS_MS,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    print(json.dumps(main(args.rounds, args.runs), indent=2))
