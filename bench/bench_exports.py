"""Export latency through the thread command, on embedded defaults (SQLite sessions,
sample corpus, no model).

Times `assistant.handle("export <format>")` — parse, session load, the writer
(run in a worker thread), the reply — for each format, on the quick and the
detailed report of real offline answers, and on a long synthetic detailed
report (~31 KB of markdown, well beyond a typical one). While the exports run,
a ticker on the event loop measures its longest stall per format
(`loop_stall_max_ms`): how long other conversations could be held up; the
ticker's worst stall over 3 s with nothing else running (`idle_loop_stall_max_ms`)
is the machine's own share. The writers run in a thread, so what remains is
the GIL and the machine's load. Prints one JSON object; also counts
the model calls the exports made (must be zero).

    .venv/bin/python bench/bench_exports.py [--runs N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.config import Settings  # noqa: E402
from core.exports import FORMATS  # noqa: E402
from core.factory import build_assistant  # noqa: E402
from core.models import Inbound, ThreadKey  # noqa: E402

QUESTIONS = [
    "What's the difference between AWS Lambda and Amazon ECS?",
    "How do I fix too many connections errors in PostgreSQL?",
    "How does Redis persistence work?",
]


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)


def long_report() -> str:
    part = (
        "## Finding {i}\n\nRedis keeps data in memory and persists it with **RDB snapshots** or an "
        "**append-only file** [1]; `appendfsync everysec` loses at most a second of writes [2].\n\n"
        "- snapshot interval\n- AOF rewrite\n\n| mode | loss |\n|---|---|\n| RDB | minutes |\n| AOF | ~1 s |\n\n"
        "```\nCONFIG SET appendfsync everysec\n```\n"
    )
    return "\n".join(part.format(i=i) for i in range(100))


async def lag_monitor(stop: asyncio.Event, worst: list[float]) -> None:
    interval = 0.005
    while not stop.is_set():
        t0 = time.perf_counter()
        await asyncio.sleep(interval)
        worst[0] = max(worst[0], (time.perf_counter() - t0 - interval) * 1000)


async def main(runs: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(_env_file=None, data_dir=Path(tmp), session_store="sqlite", llm_model=None)  # type: ignore[call-arg]
        assistant = await build_assistant(settings)
        key = ThreadKey(platform="bench", workspace="w", channel="c", thread="exports")
        for q in QUESTIONS:
            await assistant.handle(Inbound(thread=key, user="u", text=q))
        big = ThreadKey(platform="bench", workspace="w", channel="c", thread="long")
        await assistant.handle(Inbound(thread=big, user="u", text=QUESTIONS[2]))
        session = await assistant.store.load(big)
        session.analyses[-1].reports.detailed = long_report()
        await assistant.store.save(session)

        cases = {"quick": (key, "export {f}"), "detailed": (key, "export detailed {f}"), "long_detailed": (big, "export detailed {f}")}
        results: dict[str, dict[str, object]] = {}
        model_calls = 0
        stop, worst = asyncio.Event(), [0.0]
        monitor = asyncio.create_task(lag_monitor(stop, worst))
        # The same ticker with nothing else running: what the machine alone costs.
        await asyncio.sleep(3)
        idle_stall = round(worst[0], 1)
        for case, (thread, template) in cases.items():
            for fmt in FORMATS:
                samples, size, worst[0] = [], 0, 0.0
                for _ in range(runs):
                    t0 = time.perf_counter()
                    reply = await assistant.handle(Inbound(thread=thread, user="u", text=template.format(f=fmt)))
                    samples.append((time.perf_counter() - t0) * 1000)
                    assert reply.attachment is not None, reply.markdown
                    size = len(reply.attachment.content)
                    model_calls += reply.metadata.usage.llm_calls
                results.setdefault(case, {})[fmt] = {
                    "p50_ms": pct(samples, 0.5), "max_ms": round(max(samples), 1), "bytes": size,
                    "loop_stall_max_ms": round(worst[0], 1),
                }
        stop.set()
        await monitor
        await assistant.aclose()
    return {
        "benchmark": "exports",
        "what": "assistant.handle('export <format>') on SQLite sessions, offline answers; writer in a worker thread",
        "runs_per_figure": runs,
        "long_report_markdown_chars": len(long_report()),
        "latency": results,
        "idle_loop_stall_max_ms": idle_stall,
        "model_calls": model_calls,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    print(json.dumps(asyncio.run(main(parser.parse_args().runs)), indent=2))
