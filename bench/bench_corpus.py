"""Corpus benchmark: index 10,000 synthetic chunks, time queries and extractive turns; print JSON.

    .venv/bin/python bench/bench_corpus.py
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.classify import classify  # noqa: E402
from core.research.base import ResearchRequest  # noqa: E402
from core.research.extractive import ExtractiveResearcher  # noqa: E402
from core.sources.corpus import CorpusIndex, CorpusSource  # noqa: E402
from core.sources.registry import SAMPLE_CORPUS  # noqa: E402

TOPICS = [
    "lambda", "ecs", "fargate", "postgresql", "mysql", "redis", "kubernetes", "asyncio", "slack", "discord",
    "terraform", "kafka", "sqs", "s3", "cloudfront", "grafana", "prometheus", "docker", "nginx", "pgbouncer",
]
WORDS = (
    "latency throughput timeout retry queue cache memory cpu scaling deploy rollback index vacuum replica "
    "shard partition token rate limit quota budget alarm metric trace log pool connection worker thread "
    "event stream snapshot backup restore migration schema upgrade failover region zone cluster node"
).split()
QUESTIONS = [
    "What's the difference between AWS Lambda and Amazon ECS?",
    "How do I fix too many connections in PostgreSQL?",
    "How do I migrate from AWS Lambda to Amazon ECS?",
    "How much does AWS Lambda cost?",
    "How is AWS Fargate priced?",
    "What is Amazon ECS?",
    "How do AWS Lambda cold starts work?",
    "PostgreSQL vs MySQL for a new web application?",
]


def _vocabulary(rng: random.Random, size: int = 4000) -> tuple[list[str], list[float]]:
    """Technical words plus pronounceable pseudo-words, drawn with Zipf frequencies like real text."""
    syllables = ["ka", "lo", "mi", "ren", "tu", "sha", "vor", "pel", "dex", "qui", "nor", "zal", "bi", "tem"]
    vocab = list(dict.fromkeys(WORDS + TOPICS))
    while len(vocab) < size:
        word = "".join(rng.choice(syllables) for _ in range(rng.randint(2, 4)))
        if word not in vocab:
            vocab.append(word)
    weights = [1.0 / (rank + 1) for rank in range(len(vocab))]
    return vocab, weights


def _paragraph(rng: random.Random, topic: str, vocab: list[str], weights: list[float]) -> str:
    sentences = []
    for _ in range(rng.randint(5, 8)):
        ws = rng.choices(vocab, weights, k=10)
        sentences.append(f"The {topic} {ws[0]} affects the {' '.join(ws[1:5])} and then {' '.join(ws[5:])}.")
    return " ".join(sentences)


def write_corpus(root: Path, chunks: int, rng: random.Random, vocab: list[str], weights: list[float]) -> None:
    """Files of 10 sections each; every section becomes one chunk of ~500-900 chars."""
    per_file = 10
    for f in range(chunks // per_file):
        topic = TOPICS[f % len(TOPICS)]
        sections = [
            f"## {topic.capitalize()} {rng.choice(vocab)} {s}\n\n{_paragraph(rng, topic, vocab, weights)}"
            for s in range(per_file)
        ]
        (root / f"doc-{f:05d}.md").write_text(f"# {topic.capitalize()} notes {f}\n\n" + "\n\n".join(sections) + "\n")


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)


async def main() -> None:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "synthetic"
        root.mkdir()
        vocab, weights = _vocabulary(rng)
        write_corpus(root, 10_000, rng, vocab, weights)
        index = CorpusIndex(Path(tmp) / "bench.db")
        started = time.perf_counter()
        stats = await index.index_paths([root])
        index_seconds = time.perf_counter() - started
        started = time.perf_counter()
        again = await index.index_paths([root])
        reindex_seconds = time.perf_counter() - started

        source = CorpusSource(index)
        # Questions name a topic plus a few words, drawn with the corpus' own word frequencies.
        queries = [" ".join([rng.choice(TOPICS), *rng.choices(vocab, weights, k=rng.randint(1, 4))]) for _ in range(200)]
        query_ms = []
        for q in queries:
            t = time.perf_counter()
            await source.search(q, 8)
            query_ms.append((time.perf_counter() - t) * 1000)

        sample = CorpusIndex(Path(tmp) / "sample.db")
        await sample.index_paths([SAMPLE_CORPUS])
        researcher = ExtractiveResearcher([CorpusSource(sample)])
        turn_ms = []
        for i in range(80):
            question = QUESTIONS[i % len(QUESTIONS)]
            request = ResearchRequest(question=question, standalone=question, classification=classify(question))
            t = time.perf_counter()
            await researcher.research(request)
            turn_ms.append((time.perf_counter() - t) * 1000)
        await index.close()
        await sample.close()

    print(
        json.dumps(
            {
                "chunks_indexed": stats.chunks,
                "files_indexed": stats.added,
                "index_seconds": round(index_seconds, 2),
                "chunks_per_second": round(stats.chunks / index_seconds),
                "reindex_unchanged_seconds": round(reindex_seconds, 3),
                "reindex_unchanged_files": again.unchanged,
                "queries": len(query_ms),
                "query_ms_p50": pct(query_ms, 0.5),
                "query_ms_p99": pct(query_ms, 0.99),
                "extractive_turns": len(turn_ms),
                "extractive_turn_ms_p50": pct(turn_ms, 0.5),
                "extractive_turn_ms_p99": pct(turn_ms, 0.99),
                "targets": {"query_ms_p50": 5, "extractive_turn_ms_p50": 50},
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    asyncio.run(main())
