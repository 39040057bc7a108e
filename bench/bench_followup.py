"""Follow-up detection latency in process.

Prints one JSON object with per-message latency (p50/p99) over the dev-split
conversations of tools/data, after the one-off loads (embedding model, fitted
weights; reported as `load_ms`):
- `session_decide`: `FollowupDetector.decide` on a stored session whose earlier
  turns carry their analyses — what one turn of the running bot pays (offline
  tier; no model configured). Target p50 < 5 ms.
- `decide_prepared_thread`: the offline decision alone, thread already built.
- `decide_history`: from plain JSON history, resolving every earlier user turn
  first (what `research-bot followup` pays; grows with the history's length).

    .venv/bin/python bench/bench_followup.py [--rounds N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.config import Settings  # noqa: E402
from core.evaluation.data import followup_rows  # noqa: E402
from core.evaluation.understanding import timing  # noqa: E402
from core.followup.detector import FollowupDetector  # noqa: E402
from core.followup.pipeline import decide, decide_history, resolver  # noqa: E402
from core.followup.thread import thread_from_history  # noqa: E402
from core.models import Analysis, ReportSet, Session, ThreadKey, Turn  # noqa: E402

TARGET_P50_MS = 5.0


def _session(history: list[dict[str, Any]]) -> Session:
    """A stored session: each answered question carries its analysis, as the bot saves it."""
    session = Session(key=ThreadKey(platform="bench", thread="t"))
    pending: str | None = None
    for turn in history:
        if turn["role"] == "user":
            if pending is not None:
                session.turns.append(Turn(role="user", content=pending))
            pending = turn["content"]
            continue
        question = pending or ""
        session.analyses.append(Analysis(
            question=question, standalone_question=question,
            reports=ReportSet(inline=turn["content"], quick=turn["content"], detailed=turn["content"]),
        ))
        session.turns += [
            Turn(role="user", content=question),
            Turn(role="assistant", content=turn["content"], analysis=len(session.analyses) - 1),
        ]
        pending = None
    if pending is not None:
        session.turns.append(Turn(role="user", content=pending))
    return session


async def main(rounds: int) -> dict[str, object]:
    rows = [r for r in followup_rows() if r["split"] == "dev" and r["history"]]
    t0 = time.perf_counter()
    decide_history("warm-up", [{"role": "user", "content": "what is a warm-up?"}])
    load_ms = (time.perf_counter() - t0) * 1000
    detector = FollowupDetector(Settings(_env_file=None))  # type: ignore[call-arg]
    sessions = [_session(r["history"]) for r in rows]
    threads = [thread_from_history(r["history"], resolver()) for r in rows]
    session_ms, prepared_ms, history_ms = [], [], []
    for _ in range(rounds):
        for row, session, thread in zip(rows, sessions, threads):
            t = time.perf_counter()
            await detector.decide(row["question"], session)
            session_ms.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            decide(row["question"], thread)
            prepared_ms.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            decide_history(row["question"], row["history"])
            history_ms.append((time.perf_counter() - t) * 1000)
    session_t = timing(session_ms)
    return {
        "messages": len(rows),
        "calls_each": len(session_ms),
        "load_ms": round(load_ms, 1),
        "session_decide": session_t.model_dump(),
        "decide_prepared_thread": timing(prepared_ms).model_dump(),
        "decide_history": timing(history_ms).model_dump(),
        "target_p50_ms": TARGET_P50_MS,
        "target_met": session_t.p50_ms < TARGET_P50_MS,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    print(json.dumps(asyncio.run(main(parser.parse_args().rounds)), indent=2))
