"""`research-bot eval research`: the real command, a real process, against the scripted model."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

import pytest

from core.evaluation.research import key_hit, read_questions, reference_recall
from tests.fakes.openai_server import FakeOpenAI
from tests.fakes.research_model import ResearchModel

ROOT = Path(__file__).resolve().parents[3]
QUESTIONS = ROOT / "tests" / "data" / "research_eval.jsonl"


async def run_eval(fake: FakeOpenAI, out: Path, data_dir: Path, corpus_db: Path, *extra: str) -> tuple[int, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "LLM_", "RESEARCH_", "SESSION_"))}
    env.update({
        "OPENAI_BASE_URL": fake.base_url, "OPENAI_API_KEY": "test", "LLM_MODEL": "fake-model",
        "LLM_PRICES": '{"fake-model": {"prompt": 0.15, "completion": 0.6}}',
        "DATA_DIR": str(data_dir), "CORPUS_DB": str(corpus_db), "LOG_LEVEL": "WARNING",
    })
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot.cli", "eval", "research", "--out", str(out), *extra,
        cwd=ROOT, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    stdout, stderr = await asyncio.wait_for(process.communicate(), timeout=120)
    assert process.returncode is not None
    return process.returncode, stdout.decode() + stderr.decode()


async def test_eval_research_reports_plans_calls_cost_judge_precision_and_keys(
    tmp_path: Path, shared_corpus_db: Path
) -> None:
    async with FakeOpenAI() as fake:
        fake.default = ResearchModel()
        code, output = await run_eval(fake, tmp_path / "report", tmp_path, shared_corpus_db, "--judge")

    assert code == 0, output
    report = json.loads((tmp_path / "report" / "research-eval.json").read_text())
    markdown = (tmp_path / "report" / "research-eval.md").read_text()
    results = report["results"]
    assert [r["id"] for r in results] == [q.id for q in read_questions(QUESTIONS)]
    assert report["model"] == "fake-model" and report["sources"] == ["corpus"] and report["judge_enabled"]
    for row in results:
        assert row["error"] is None and row["citations"] > 0
        assert row["model_calls"] >= 2 and row["tool_calls"] >= 1 and row["cost_usd"] > 0
        assert row["judge"]["overall"] == 0.75
        assert 0 <= row["citation_precision"] <= 1 and row["citation_precision_posted"] == 1.0
        assert bool(row["plan"]) == row["planned"]
    planned = [r for r in results if r["planned"]]
    assert planned and all(2 <= len(r["plan"]) <= 6 for r in planned)
    assert next(r for r in results if r["id"] == "queues-three")["route"] == "comparison of 3 options"
    totals = report["totals"]
    assert totals["model_calls"] == sum(r["model_calls"] for r in results)
    assert totals["keys"] == 12 and 0 < totals["key_hits"] <= 12
    assert report["means"]["model_calls"] == pytest.approx(totals["model_calls"] / len(results), abs=0.01)
    assert "| pg-too-many | " in markdown and "## Plans" in markdown and "## Totals and means" in markdown


def test_keys_match_verbatim_or_by_all_their_words() -> None:
    answer = "Put PgBouncer in transaction mode in front of the database; max_connections stays at 100."
    assert key_hit("pgbouncer", answer) and key_hit("max_connections", answer)
    assert key_hit("transaction pooling mode", "PgBouncer pools in transaction mode")
    assert key_hit("session pooling mode", "PgBouncer pools in transaction mode") is False
    assert key_hit("mode transaction", answer)
    assert reference_recall("PgBouncer transaction mode", answer) == 1.0


def test_a_malformed_question_file_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "q.jsonl"
    path.write_text('# comment\n{"question": "ok?"}\n{"keys": ["x"]}\n')
    with pytest.raises(ValueError, match=r"q.jsonl:3: not a question row"):
        read_questions(path)
    path.write_text('{"question": "ok?"}\n')
    assert read_questions(path)[0].id == "q1"
