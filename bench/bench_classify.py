"""Question classification latency over the dev set.

Prints one JSON object: the one-off model load time, then per-call latency
(p50/p99/max) of `classify` over every dev-set question, repeated so each figure
rests on thousands of calls. Target: p50 < 2 ms.

    .venv/bin/python -m bench.bench_classify [--rounds N]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from core.classify import classify, load_model
from core.evaluation.understanding import timing

DEV_SET = Path(__file__).parents[1] / "tests" / "data" / "questions.jsonl"
TARGET_P50_MS = 2.0


def main(rounds: int) -> dict[str, object]:
    questions = [json.loads(line)["question"] for line in DEV_SET.read_text(encoding="utf-8").splitlines() if line.strip()]
    load_model.cache_clear()
    start = time.perf_counter()
    load_model()
    load_ms = (time.perf_counter() - start) * 1000
    samples = []
    for _ in range(rounds):
        for q in questions:
            t0 = time.perf_counter()
            classify(q)
            samples.append((time.perf_counter() - t0) * 1000)
    figures = timing(samples)
    return {
        "questions": len(questions),
        "calls": len(samples),
        "model_load_ms": round(load_ms, 2),
        "classify_p50_ms": figures.p50_ms,
        "classify_p99_ms": figures.p99_ms,
        "classify_max_ms": round(max(samples), 4),
        "target_p50_ms": TARGET_P50_MS,
        "target_met": figures.p50_ms < TARGET_P50_MS,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=10)
    print(json.dumps(main(parser.parse_args().rounds), indent=2))
