"""Model calls, tokens and wall time per question type, through the real pipeline.

`core.factory.build_assistant` with a model configured: the real openai client
against a local fake model that answers every call after a fixed latency
(`--model-latency-ms`, default 300, as a hosted model's typical call), over the
bundled sample corpus. Each question runs `--turns` times in fresh threads.
Per question: its type and route (direct loop or plan, with the plan's steps),
model and tool calls, prompt and completion tokens (counted with the real
tokenizer), wall time p50, and overhead p50 = wall time minus the time the
fake model spent answering: the union of the intervals from the fake server
reading a request to it having written the answer (calls made in parallel
count once). Everything of ours is inside the overhead: the openai client's
request building, HTTP and parsing, corpus search, prompts, checks, sessions.
Also a hung model: every call is read and never answered, with a 2-second
turn budget. Prints JSON.

    .venv/bin/python bench/bench_research.py [--turns 5] [--model-latency-ms 300]
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

from core.config import Settings  # noqa: E402
from core.factory import build_assistant  # noqa: E402
from core.models import Inbound, ThreadKey  # noqa: E402
from aiohttp import web  # noqa: E402
from tests.fakes.openai_server import FakeOpenAI  # noqa: E402
from tests.fakes.research_model import ResearchModel  # noqa: E402

QUESTIONS = {
    "how_to": ["How do I set up a Python virtual environment?"],
    "troubleshooting": ["How do I fix too many connections errors in PostgreSQL?"],
    "comparison_two": ["Lambda vs ECS for a long-running queue worker?"],
    "comparison_three": ["Kafka vs SQS vs RabbitMQ for ordered event processing?"],
    "multi_part": ["How does Redis persistence work, and how do I choose between RDB and AOF?"],
    "deep_dive": ["How does the asyncio event loop schedule tasks under the hood?"],
    "architecture": ["How should we structure a multi-region deployment for a Slack bot backend?"],
    "follow_up": ["How do I fix too many connections errors in PostgreSQL?", "and how do I verify the fix worked?"],
}


class TimedModel(FakeOpenAI):
    """The fake model, stamping when it started and finished serving each request."""

    def __init__(self) -> None:
        super().__init__()
        self.served: list[tuple[float, float]] = []

    async def _completions(self, request: web.Request) -> web.StreamResponse:
        started = time.perf_counter()
        try:
            return await super()._completions(request)
        finally:
            self.served.append((started, time.perf_counter()))

    def busy_ms(self, since: float, until: float) -> float:
        """How long, between `since` and `until`, at least one request was being served."""
        total, reach = 0.0, since
        for start, end in sorted(self.served):
            start, end = max(start, reach), min(end, until)
            if end > start:
                total += end - start
                reach = end
        return total * 1000


def settings_for(fake: FakeOpenAI, data_dir: Path, **overrides: Any) -> Settings:
    return Settings(_env_file=None, data_dir=data_dir, session_store="memory",  # type: ignore[call-arg]
                    openai_base_url=fake.base_url, openai_api_key="bench", llm_model="bench-model", **overrides)


def p50(values: list[float]) -> float:
    return round(statistics.median(values), 1)


async def run_type(assistant: Any, fake: TimedModel, label: str, questions: list[str], turns: int) -> dict[str, Any]:
    rows = []
    for turn in range(turns):
        thread = ThreadKey(platform="bench", thread=f"{label}-{turn}")
        for question in questions:
            started = time.perf_counter()
            reply = await assistant.handle(Inbound(thread=thread, user="u", text=question))
            ended = time.perf_counter()
            wall, model_ms = (ended - started) * 1000, fake.busy_ms(started, ended)
        # The last question of the list is the one measured (a follow-up after its first turn).
        usage, meta = reply.metadata.usage, reply.metadata
        checks = meta.quality.checks if meta.quality else {}
        rows.append({
            "wall": wall, "calls": usage.llm_calls, "tools": usage.tool_calls, "prompt": usage.prompt_tokens,
            "completion": usage.completion_tokens, "model": model_ms, "overhead": wall - model_ms,
            "type": meta.question_type, "planned": bool(meta.route and meta.route.planned),
            "steps": (checks.get("plan") or {}).get("steps", 0), "mode": meta.mode,
        })
    first = rows[0]
    return {
        "question": questions[-1],
        "type": first["type"],
        "route": "plan" if first["planned"] else "direct",
        "plan_steps": first["steps"] or None,
        "mode": first["mode"],
        "model_calls": statistics.median(r["calls"] for r in rows),
        "tool_calls": statistics.median(r["tools"] for r in rows),
        "prompt_tokens": statistics.median(r["prompt"] for r in rows),
        "completion_tokens": statistics.median(r["completion"] for r in rows),
        "wall_ms_p50": p50([r["wall"] for r in rows]),
        "model_serving_ms_p50": p50([r["model"] for r in rows]),
        "overhead_ms_p50": p50([r["overhead"] for r in rows]),
    }


async def hung(data_dir: Path) -> dict[str, Any]:
    async with FakeOpenAI() as fake:
        fake.hang_always()
        assistant = await build_assistant(settings_for(fake, data_dir, research_wall_time_seconds=2))
        started = time.perf_counter()
        reply = await assistant.handle(Inbound(thread=ThreadKey(platform="bench", thread="hung"), user="u",
                                               text="How do I fix too many connections errors in PostgreSQL?"))
        wall = (time.perf_counter() - started) * 1000
        await assistant.aclose()
    return {"turn_budget_s": 2, "wall_ms": round(wall, 1), "mode": reply.metadata.mode,
            "model_calls": reply.metadata.usage.llm_calls, "citations": len(reply.citations)}


async def main(turns: int, latency_ms: float) -> dict[str, Any]:
    logging.disable(logging.WARNING)
    latency = latency_ms / 1000
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp)
        async with TimedModel() as fake:
            fake.default = ResearchModel(delay=latency, exact_usage=True)
            assistant = await build_assistant(settings_for(fake, data_dir))
            # Warm-up: connection pool, tokenizer, corpus index, embeddings.
            await assistant.handle(Inbound(thread=ThreadKey(platform="bench", thread="warm"), user="u",
                                           text="How does Redis persistence work?"))
            types = {label: await run_type(assistant, fake, label, questions, turns)
                     for label, questions in QUESTIONS.items()}
            await assistant.aclose()
        stuck = await hung(data_dir)
    return {
        "bench": "research",
        "model_latency_ms": latency_ms,
        "turns_each": turns,
        "types": types,
        "hung_model": stuck,
        "targets": "simple questions <= 3 model calls (2 when the finish gate is met); planned <= 2 + steps + 1",
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=5)
    parser.add_argument("--model-latency-ms", type=float, default=300.0)
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main(args.turns, args.model_latency_ms)), indent=2))
