"""The offline citation support check's cost per answer (target: < 5 ms p50).

Answers are real ones: the extractive researcher's answers over the bundled
sample corpus, and model answers written by the scripted research model from
the corpus passages the agent gathered (the real openai client against the
local fake). Times `SupportChecker.check` with no model (what every answer
pays before it is posted): claim extraction, verdicts, repair and renumbering.
Each answer is checked `--repeat` times; p50/p95 are over all timings, wall
clock (`ms_*`) and this process's CPU time (`cpu_ms_p50`, which other load on a
shared machine does not inflate). Prints JSON.

    .venv/bin/python bench/bench_support.py [--repeat 50]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_turn import QUESTIONS as TURN_QUESTIONS  # noqa: E402
from core.classify import classify  # noqa: E402
from core.config import Settings  # noqa: E402
from core.llm import LLM  # noqa: E402
from core.models import Usage  # noqa: E402
from core.research.agent import AgentResearcher  # noqa: E402
from core.research.base import ResearchRequest, ResearchResult  # noqa: E402
from core.research.extractive import ExtractiveResearcher  # noqa: E402
from core.research.support import SupportChecker  # noqa: E402
from core.sources.registry import build_sources  # noqa: E402
from tests.fakes.openai_server import FakeOpenAI  # noqa: E402
from tests.fakes.research_model import ResearchModel  # noqa: E402

# The turn bench's questions, and two a plan would take with a model.
QUESTIONS = [
    *TURN_QUESTIONS,
    "Kafka vs SQS vs RabbitMQ for ordered event processing?",
    "How do I migrate a workload from Lambda to ECS?",
]


def request(question: str) -> ResearchRequest:
    return ResearchRequest(question=question, standalone=question, classification=classify(question))


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)


async def answers(data_dir: Path) -> dict[str, list[ResearchResult]]:
    offline = Settings(_env_file=None, data_dir=data_dir, llm_model=None)  # type: ignore[call-arg]
    sources = await build_sources(offline)
    extractive = ExtractiveResearcher(sources)  # type: ignore[arg-type]
    out: dict[str, list[ResearchResult]] = {"extractive": [], "model": []}
    for q in QUESTIONS:
        out["extractive"].append(await extractive.research(request(q)))
    async with FakeOpenAI() as fake:
        fake.default = ResearchModel()
        settings = Settings(_env_file=None, data_dir=data_dir, openai_base_url=fake.base_url,  # type: ignore[call-arg]
                            openai_api_key="bench", llm_model="bench-model")
        async with LLM.from_settings(settings) as llm:
            agent = AgentResearcher(settings, llm, sources)
            for q in QUESTIONS:
                out["model"].append(await agent.research(request(q)))
    for source in sources:
        close = getattr(source, "aclose", None)
        if close is not None:
            await close()
    return {mode: [r for r in results if r.found] for mode, results in out.items()}


async def time_checks(results: list[ResearchResult], repeat: int) -> dict[str, Any]:
    checker = SupportChecker()
    timings: list[float] = []
    cpu: list[float] = []
    pairs: list[int] = []
    for result in results:
        for _ in range(repeat):
            started, started_cpu = time.perf_counter(), time.process_time()
            checked = await checker.check(result.reports, result.citations, result.passages, Usage(),
                                          spare=result.spare)
            timings.append((time.perf_counter() - started) * 1000)
            cpu.append((time.process_time() - started_cpu) * 1000)
        pairs.append(checked.report.pairs)
    return {
        "answers": len(results),
        "ms_p50": pct(timings, 0.5),
        "ms_p95": pct(timings, 0.95),
        "ms_max": round(max(timings), 3),
        "cpu_ms_p50": pct(cpu, 0.5),
        "pairs_per_answer": statistics.median(pairs),
        "passage_chars_per_answer": statistics.median(sum(map(len, r.passages.values())) for r in results),
    }


async def main(repeat: int) -> dict[str, Any]:
    logging.disable(logging.INFO)
    with tempfile.TemporaryDirectory() as tmp:
        by_mode = await answers(Path(tmp))
        report: dict[str, Any] = {"bench": "support", "repeat": repeat}
        for mode, results in by_mode.items():
            report[mode] = await time_checks(results, repeat)
    report["target"] = "ms_p50 < 5"
    return report


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main(args.repeat)), indent=2))
