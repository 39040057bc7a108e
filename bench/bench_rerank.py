"""The re-ranker's cost and output over a replay of real searches; prints one JSON object.

    .venv/bin/python bench/bench_rerank.py [--index-dir DIR] [--repeats 5] [--dump FILE]

What it times: `CorpusIndex.search` (the call every corpus search of an answer makes,
shipped defaults: embeddings on, limit 8) for every question of every answers set
(tests/data/answers/questions-*.jsonl) over one index of all the bundled answer projects,
as the answers eval builds it. The first pass fills the index's chunk and vector caches
(as a running bot's are after a few questions) and is not timed; each further pass is
timed in process CPU (`time.process_time`: this process's threads on any core; the index's
kept search results are dropped before each pass, so every pass searches again) and the
median pass is reported per search. `bm25_cpu_ms_per_search` is the CPU time spent inside
`bm25_scores` alone, measured by timing each call of it during the timed passes.

`--dump FILE` writes every search's ordered results (chunk id, score, features) and every
candidate's BM25 as JSON lines, so two revisions can be compared for identical rankings.
Indexing is not timed; `--index-dir` keeps the index between runs (only changed documents
are indexed again), and `--docs` names the answers folder to index and ask about.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.sources import retrieval  # noqa: E402
from core.sources.corpus import CorpusIndex  # noqa: E402

ANSWERS = ROOT / "tests" / "data" / "answers"
LIMIT = 8


def questions(docs: Path) -> list[str]:
    out: list[str] = []
    for path in sorted(docs.glob("questions-*.jsonl")):
        out += [json.loads(line)["question"] for line in path.read_text().splitlines() if line.strip()]
    return out


class Bm25Clock:
    """Times (and optionally records) every `bm25_scores` call: `lexical_scores` looks it up
    in its module at each call, so wrapping the module's name sees every search's call."""

    def __init__(self) -> None:
        self.original = retrieval.bm25_scores
        self.seconds = 0.0
        self.calls = 0
        self.record: list[list[tuple[int, float]]] | None = None

    def __call__(self, candidates: list[retrieval.Candidate], the_plan: retrieval.Plan) -> None:
        t0 = time.process_time()
        self.original(candidates, the_plan)
        self.seconds += time.process_time() - t0
        self.calls += 1
        if self.record is not None:
            self.record.append([(c.id, c.bm25) for c in candidates])


async def replay(index: CorpusIndex, texts: list[str]) -> list[list[Any]]:
    results = []
    for text in texts:
        rows = await index.search(text, limit=LIMIT)
        results.append([[r.id, r.score, r.match] for r in rows])
    return results


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--index-dir", type=Path)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--dump", type=Path)
    # Two revisions compared on one index must index the same folder (the index keeps its roots).
    parser.add_argument("--docs", type=Path, default=ANSWERS)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        directory = args.index_dir or Path(tmp)
        directory.mkdir(parents=True, exist_ok=True)
        index = CorpusIndex(directory / "index.db")
        projects = sorted(p for p in args.docs.iterdir() if p.is_dir())
        await index.index_paths(projects)
        texts = questions(args.docs)
        clock = Bm25Clock()
        retrieval.bm25_scores = clock  # type: ignore[assignment]
        try:
            clock.record = []
            warm = await replay(index, texts)
            recorded, clock.record = clock.record, None
            passes: list[float] = []
            bm25: list[float] = []
            for _ in range(args.repeats):
                clock.seconds = 0.0
                index.forget_searches()
                t0 = time.process_time()
                again = await replay(index, texts)
                passes.append(time.process_time() - t0)
                bm25.append(clock.seconds)
                if again != warm:
                    raise SystemExit("a repeated replay ranked differently from the first")
        finally:
            retrieval.bm25_scores = clock.original  # type: ignore[assignment]
            await index.close()
    if args.dump:
        with args.dump.open("w") as out:
            for text, rows, scored in zip(texts, warm, recorded, strict=True):
                out.write(json.dumps({"question": text, "results": rows, "bm25": scored}) + "\n")
    n = len(texts)
    print(
        json.dumps(
            {
                "searches_per_pass": n,
                "passes": args.repeats,
                "candidates_per_search": round(sum(len(r) for r in recorded) / max(1, len(recorded)), 1),
                "search_cpu_ms_per_search": round(statistics.median(passes) * 1000 / n, 3),
                "search_cpu_ms_per_search_passes": [round(p * 1000 / n, 3) for p in passes],
                "bm25_cpu_ms_per_search": round(statistics.median(bm25) * 1000 / n, 3),
                "bm25_cpu_ms_per_search_passes": [round(p * 1000 / n, 3) for p in bm25],
            }
        )
    )


if __name__ == "__main__":
    asyncio.run(main())
