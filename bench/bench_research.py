"""The research core's own overhead per turn, with a fake model answering after a fixed delay.

Overhead = wall time of a turn minus the time spent inside model calls and
tool calls (both reported by the `research.done` log line). Also reports
model calls and prompt tokens (counted with the real tokenizer) for a first
question and for a follow-up. Prints JSON.

    .venv/bin/python bench/bench_research.py [--turns 30] [--model-delay-ms 50]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.config import Settings  # noqa: E402
from core.llm import LLM, count_tokens, messages_tokens  # noqa: E402
from core.profiles import Classification  # noqa: E402
from core.research.agent import AgentResearcher  # noqa: E402
from core.research.base import ResearchRequest  # noqa: E402
from core.sources.base import Document, Hit  # noqa: E402
from tests.fakes.openai_server import FakeOpenAI, Scripted  # noqa: E402

NOTES = {
    f"note-{i}": (f"{topic} notes {i}", f"https://notes.example.org/{topic.lower()}/{i}", text)
    for i, (topic, text) in enumerate(
        [
            ("Celery", "Celery is a distributed task queue supporting RabbitMQ, Redis and SQS brokers. " * 6),
            ("RQ", "RQ is a simple Redis-backed job queue for Python with a small API. " * 6),
            ("Celery", "Celery retries tasks with exponential backoff when configured with autoretry_for. " * 6),
            ("RQ", "RQ retries failed jobs when a Retry object is passed at enqueue time. " * 6),
            ("Queues", "Choosing between Celery and RQ depends on workflow needs and broker choice. " * 6),
        ]
    )
}

DRAFT = json.dumps(
    {
        "inline": "Use RQ for simple jobs and Celery for complex workflows [5].",
        "quick": "RQ is a small Redis-backed queue [2]. Celery supports many brokers and workflows [1]. "
        "Both retry failed work when configured [3][4].",
        "detailed": "## Overview\nCelery [1] and RQ [2] are Python task queues.\n\n## Comparison table\n"
        "| | Celery | RQ |\n|---|---|---|\n| Brokers | many [1] | Redis [2] |\n| Retries | autoretry [3] | Retry [4] |\n\n"
        "## When to choose which\nPick RQ for simple jobs, Celery for workflows [5].\n\n"
        "## Trade-offs\nCelery's flexibility costs configuration [1].",
        "suggestions": ["How do I migrate from RQ to Celery?", "How do retries differ?"],
    }
)


class Notes:
    name = "notes"
    description = "the team's engineering notes"

    async def search(self, query: str, limit: int = 5) -> list[Hit]:
        words = set(query.lower().split())
        return [
            Hit(id=i, source=self.name, title=t, url=u, text=x, snippet=x[:120])
            for i, (t, u, x) in NOTES.items()
            if words & set((t + " " + x).lower().split())
        ][:limit]

    async def fetch(self, id: str) -> Document | None:
        if id not in NOTES:
            return None
        t, u, x = NOTES[id]
        return Document(id=id, source=self.name, title=t, url=u, text=x)


class Timings(logging.Handler):
    """Reads the researcher's structured `research.done` line."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.turns: list[dict[str, float]] = []

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if message.startswith("research.done "):
            self.turns.append({k: float(v) for k, v in re.findall(r"(\w+)=([\d.]+)(?=\s|$)", message)})


def model_answer(delay: float, counter: list[int]) -> Any:
    def answer(body: dict[str, Any]) -> Scripted:
        prompt = messages_tokens(body["messages"]) + count_tokens(json.dumps(body.get("tools", [])))
        if body.get("response_format"):
            content, calls = DRAFT, []
        elif body["messages"][-1]["role"] == "tool":
            content, calls = "I have enough.", []
        else:
            counter[0] += 1
            content, calls = None, [
                {"id": f"c{counter[0]}-{n}", "type": "function",
                 "function": {"name": "search_notes", "arguments": json.dumps({"query": q})}}
                for n, q in enumerate(("celery", "rq"))
            ]
        completion = count_tokens((content or "") + json.dumps(calls))
        return Scripted(content=content, tool_calls=calls, delay=delay,
                        usage={"prompt_tokens": prompt, "completion_tokens": completion})

    return answer


def summarise(rows: list[dict[str, float]]) -> dict[str, float]:
    overhead = sorted(r["ms"] - r["model_ms"] - r["tool_ms"] for r in rows)
    return {
        "overhead_ms_p50": round(statistics.median(overhead), 2),
        "overhead_ms_p95": round(overhead[int(len(overhead) * 0.95) - 1], 2),
        "wall_ms_p50": round(statistics.median(r["ms"] for r in rows), 1),
        "model_calls": statistics.median(r["llm_calls"] for r in rows),
        "tool_calls": statistics.median(r["tool_calls"] for r in rows),
        "prompt_tokens": statistics.median(r["prompt_tokens"] for r in rows),
        "completion_tokens": statistics.median(r["completion_tokens"] for r in rows),
    }


async def main(turns: int, delay_ms: float) -> dict[str, Any]:
    timings = Timings()
    logging.getLogger("core.research.agent").addHandler(timings)
    logging.getLogger("core.research.agent").setLevel(logging.INFO)
    logging.getLogger("core.research.agent").propagate = False
    logging.getLogger("core.research.quality").setLevel(logging.WARNING)
    async with FakeOpenAI() as fake:
        fake.default = model_answer(delay_ms / 1000, [0])
        settings = Settings(_env_file=None, openai_base_url=fake.base_url, openai_api_key="bench",  # type: ignore[call-arg]
                            llm_model="bench-model")
        async with LLM.from_settings(settings) as llm:
            agent = AgentResearcher(settings, llm, [Notes()])
            first = ResearchRequest(question="Celery vs RQ?", standalone="Celery vs RQ: which should we use?",
                                    classification=Classification(type="comparison", confidence=0.9),
                                    entities=["Celery", "RQ"])
            followup = first.model_copy(update={
                "question": "and how do they retry?",
                "standalone": "How do Celery and RQ retry failed jobs, compared?",
                "is_followup": True,
                "memory_context": "1. Q: Celery vs RQ: which should we use?\n   A: RQ for simple jobs, Celery for "
                "workflows. Sources: [1] Celery notes 0, [2] RQ notes 1, [5] Queues notes 4",
            })
            await agent.research(first)  # warm-up: connection pool, tokenizer, imports
            timings.turns.clear()
            started = time.perf_counter()
            for _ in range(turns):
                await agent.research(first)
            first_rows = list(timings.turns)
            timings.turns.clear()
            for _ in range(turns):
                await agent.research(followup)
            followup_rows = list(timings.turns)
            total = time.perf_counter() - started
    return {
        "bench": "research",
        "turns_each": turns,
        "model_delay_ms": delay_ms,
        "first_question": summarise(first_rows),
        "follow_up": summarise(followup_rows),
        "seconds_total": round(total, 2),
        "target": "overhead_ms_p50 < 20",
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--model-delay-ms", type=float, default=50.0)
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main(args.turns, args.model_delay_ms)), indent=2))
