"""End-to-end turn latency on embedded defaults (SQLite sessions, sample corpus).

Prints one JSON object: offline `ask` turn latency (p50/p99) over varied
questions (no model), and report-switch and typed-command latency (p50/p99)
with the SQLite store. The switches and commands run in a thread answered WITH
a model configured (the real openai client against the local fake model), so
their model-call count is measured where calls could happen: the requests the
fake model received during the switches (must be zero), beside what the
replies' usage says. Targets: offline turn p50 < 50 ms; switch p99 < 5 ms.

    .venv/bin/python bench/bench_turn.py
"""

from __future__ import annotations

import asyncio
import json
import logging
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.config import Settings  # noqa: E402
from core.factory import build_assistant  # noqa: E402
from core.models import Action, Inbound, ThreadKey  # noqa: E402
from tests.fakes.openai_server import FakeOpenAI  # noqa: E402
from tests.fakes.research_model import ResearchModel  # noqa: E402
from bench.sample import SAMPLE_QUESTIONS, pct  # noqa: E402

QUESTIONS = SAMPLE_QUESTIONS


async def offline_turns(data_dir: Path) -> list[float]:
    settings = Settings(_env_file=None, data_dir=data_dir, session_store="sqlite", llm_model=None)  # type: ignore[call-arg]
    assistant = await build_assistant(settings)
    turn_ms: list[float] = []
    for round_ in range(5):
        for i, q in enumerate(QUESTIONS):
            key = ThreadKey(platform="bench", workspace="w", channel="c", thread=f"t{round_}-{i}")
            t0 = time.perf_counter()
            await assistant.handle(Inbound(thread=key, user="u", text=q))
            turn_ms.append((time.perf_counter() - t0) * 1000)
    await assistant.aclose()
    return turn_ms


async def main() -> dict[str, object]:
    logging.disable(logging.WARNING)
    with tempfile.TemporaryDirectory() as tmp:
        turn_ms = await offline_turns(Path(tmp))
        return await with_model(Path(tmp), turn_ms)


async def with_model(data_dir: Path, turn_ms: list[float]) -> dict[str, object]:
    async with FakeOpenAI() as fake:
        fake.default = ResearchModel()
        settings = Settings(_env_file=None, data_dir=data_dir, session_store="sqlite",  # type: ignore[call-arg]
                            openai_base_url=fake.base_url, openai_api_key="bench", llm_model="bench-model")
        assistant = await build_assistant(settings)
        key = ThreadKey(platform="bench", workspace="w", channel="c", thread="switch")
        for q in QUESTIONS[:3]:
            await assistant.handle(Inbound(thread=key, user="u", text=q))
        answer_requests = len(fake.requests)
        switch_ms: list[float] = []
        switch_calls = 0
        kinds = ["inline", "quick", "detailed"]
        for i in range(600):
            action = Action(report=kinds[i % 3], analysis=i % 3)  # type: ignore[arg-type]
            t0 = time.perf_counter()
            reply = await assistant.handle(Inbound(thread=key, user="u", action=action, origin="button"))
            switch_ms.append((time.perf_counter() - t0) * 1000)
            switch_calls += reply.metadata.usage.llm_calls
        typed_ms: list[float] = []
        for text in ["detailed summary", "tl;dr", "quick summary", "sources", "open 1"] * 40:
            t0 = time.perf_counter()
            reply = await assistant.handle(Inbound(thread=key, user="u", text=text))
            typed_ms.append((time.perf_counter() - t0) * 1000)
            switch_calls += reply.metadata.usage.llm_calls
        switch_requests = len(fake.requests) - answer_requests
        await assistant.aclose()
    return {
        "benchmark": "turn",
        "store": "sqlite",
        "offline_turn_ms": {"p50": pct(turn_ms, 0.5), "p99": pct(turn_ms, 0.99), "mean": round(statistics.mean(turn_ms), 3), "n": len(turn_ms)},
        "report_switch_ms": {"p50": pct(switch_ms, 0.5), "p99": pct(switch_ms, 0.99), "n": len(switch_ms)},
        "typed_command_ms": {"p50": pct(typed_ms, 0.5), "p99": pct(typed_ms, 0.99), "n": len(typed_ms)},
        "model_configured_for_switches": True,
        "model_requests_for_the_thread_answers": answer_requests,
        "report_switch_and_command_model_requests": switch_requests,
        "report_switch_and_command_llm_calls_in_usage": switch_calls,
        "targets": {"offline_turn_p50_ms": 50, "report_switch_p99_ms": 5},
    }


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main()), indent=2))
