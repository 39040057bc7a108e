"""Corpus benchmark through the real entry points, shipped defaults; prints one JSON object.

    .venv/bin/python bench/bench_corpus.py

What it times:
- indexing: `index_command` (what `research-bot index PATH` runs) over 10,000 synthetic
  markdown chunks (1,000 files), and over the real documentation of the answers eval
  (tests/data/answers: Sphinx reST, MyST and mkdocs markdown, READMEs of every project of
  every split); parsing (in worker processes with the shipped default, CORPUS_INDEX_WORKERS=0),
  chunking, stemming, embedding and SQLite writes included; chunks per second of wall time,
  and per CPU second of this process plus the parsing workers; `*_prepare_cpu_share`: the
  part of that CPU time spent parsing, chunking and stemming (the rest: walking, hashing,
  embedding, writing);
- re-indexing the unchanged 1,000 files;
- search: 200 `CorpusSource.search` calls on the 10,000-chunk index (8 results, snippets
  included);
- offline turns: `Assistant.handle` (no model, in-memory sessions) with the 10,000-chunk
  index plus the bundled sample corpus, for questions about the sample corpus and about
  the synthetic documents; each turn is a new thread, so follow-up detection, classification,
  research and writing are all in the figure.

Wall-clock figures on a shared machine move with its load; each timing also has its
process CPU time (`*_cpu_*`: this process's threads on any core), which moves much less.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.config import Settings  # noqa: E402
from core.factory import build_assistant  # noqa: E402
from core.models import Inbound, ThreadKey  # noqa: E402
from core.sources.corpus import CorpusIndex, CorpusSource  # noqa: E402
from core.sources.prepare import worker_count  # noqa: E402
from core.sources.registry import index_command  # noqa: E402

TOPICS = [
    "lambda", "ecs", "fargate", "postgresql", "mysql", "redis", "kubernetes", "asyncio", "slack", "discord",
    "terraform", "kafka", "sqs", "s3", "cloudfront", "grafana", "prometheus", "docker", "nginx", "pgbouncer",
]
WORDS = (
    "latency throughput timeout retry queue cache memory cpu scaling deploy rollback index vacuum replica "
    "shard partition token rate limit quota budget alarm metric trace log pool connection worker thread "
    "event stream snapshot backup restore migration schema upgrade failover region zone cluster node"
).split()
SAMPLE_QUESTIONS = [
    "What's the difference between AWS Lambda and Amazon ECS?",
    "hey team, how do I fix too many connections in PostgreSQL?",
    "how to migrate from lambda",
    "How much does AWS Lambda cost?",
    "<@U123> what is a kubernetes pod exactly?",
    "How do I set up a Python virtual environment?",
    "Redis vs Memcached?",
    "how do I write a postmortem?",
]
ANSWER_DOCS = ROOT / "tests" / "data" / "answers"


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
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)


async def main() -> dict[str, object]:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        root = tmp_path / "synthetic"
        root.mkdir()
        vocab, weights = _vocabulary(rng)
        write_corpus(root, 10_000, rng, vocab, weights)
        settings = Settings(_env_file=None, data_dir=tmp_path, session_store="memory", llm_model=None)  # type: ignore[call-arg]

        started, cpu = time.perf_counter(), time.process_time()
        stats = await index_command(settings, [root])
        index_seconds, index_cpu = time.perf_counter() - started, time.process_time() - cpu
        started = time.perf_counter()
        again = await index_command(settings, [root])
        reindex_seconds = time.perf_counter() - started

        docs_settings = Settings(_env_file=None, data_dir=tmp_path / "docs", llm_model=None)  # type: ignore[call-arg]
        projects = sorted(p for p in ANSWER_DOCS.iterdir() if p.is_dir())
        started, cpu = time.perf_counter(), time.process_time()
        docs_stats = await index_command(docs_settings, projects)
        docs_seconds, docs_cpu = time.perf_counter() - started, time.process_time() - cpu

        source = CorpusSource(CorpusIndex(settings.corpus_db_path))
        queries = [" ".join([rng.choice(TOPICS), *rng.choices(vocab, weights, k=rng.randint(1, 4))]) for _ in range(200)]
        await source.search(queries[0], 8)  # loads the embedding model and the vectors once
        query_ms = []
        for q in queries:
            t = time.perf_counter()
            await source.search(q, 8)
            query_ms.append((time.perf_counter() - t) * 1000)
        await source.aclose()

        assistant = await build_assistant(settings)  # the 10,000 chunks plus the sample corpus
        synthetic = [f"how does {rng.choice(TOPICS)} {rng.choice(WORDS)} affect {rng.choice(WORDS)}?" for _ in range(8)]
        questions = SAMPLE_QUESTIONS + synthetic
        await assistant.handle(Inbound(thread=ThreadKey(platform="bench", workspace="w", channel="c", thread="warm"), user="u", text=questions[0]))
        turn_ms = []
        turn_cpu_ms = []
        answered = 0
        for round_ in range(3):
            for i, q in enumerate(questions):
                key = ThreadKey(platform="bench", workspace="w", channel="c", thread=f"{round_}-{i}")
                t, cpu = time.perf_counter(), time.process_time()
                reply = await assistant.handle(Inbound(thread=key, user="u", text=q))
                turn_ms.append((time.perf_counter() - t) * 1000)
                turn_cpu_ms.append((time.process_time() - cpu) * 1000)
                answered += reply.kind == "answer"
        files, chunks = await assistant._resources[0].index.totals()  # type: ignore[attr-defined]  # noqa: SLF001
        await assistant.aclose()

    return {
        "benchmark": "corpus",
        "index": {
            "synthetic_chunks": stats.chunks,
            "synthetic_files": stats.added,
            "seconds": round(index_seconds, 2),
            "chunks_per_second": round(stats.chunks / index_seconds),
            "chunks_per_cpu_second": round(stats.chunks / (index_cpu + stats.worker_cpu_seconds)),
            "prepare_cpu_share": round(stats.prepare_cpu_seconds / (index_cpu + stats.worker_cpu_seconds), 2),
            "parsing_workers": worker_count(settings.corpus_index_workers),
            "reindex_unchanged_files": again.unchanged,
            "reindex_unchanged_seconds": round(reindex_seconds, 3),
            "real_docs_files": docs_stats.added,
            "real_docs_chunks": docs_stats.chunks,
            "real_docs_seconds": round(docs_seconds, 2),
            "real_docs_chunks_per_second": round(docs_stats.chunks / docs_seconds),
            "real_docs_chunks_per_cpu_second": round(docs_stats.chunks / (docs_cpu + docs_stats.worker_cpu_seconds)),
            "real_docs_prepare_cpu_share": round(docs_stats.prepare_cpu_seconds / (docs_cpu + docs_stats.worker_cpu_seconds), 2),
        },
        "search_ms": {"p50": pct(query_ms, 0.5), "p99": pct(query_ms, 0.99), "n": len(query_ms)},
        "offline_turn_ms": {
            "index_chunks": chunks,
            "index_files": files,
            "p50": pct(turn_ms, 0.5),
            "p99": pct(turn_ms, 0.99),
            "mean": round(statistics.mean(turn_ms), 2),
            "cpu_p50": pct(turn_cpu_ms, 0.5),
            "n": len(turn_ms),
            "answered": answered,
        },
        "targets": {"offline_turn_p50_ms": 50, "index_chunks_per_second": 1000},
        "load_average_1m_at_end": round(os.getloadavg()[0], 2),
    }


if __name__ == "__main__":
    import logging

    logging.disable(logging.WARNING)
    print(json.dumps(asyncio.run(main()), indent=2))
