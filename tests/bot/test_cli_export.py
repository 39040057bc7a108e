"""`research-bot export`: a stored thread's report written to a file, read back."""

from __future__ import annotations

import io
import json
from pathlib import Path

import docx
import pypdf
import pytest
from tests.bot.test_cli import run

QUESTION = "How does Redis persistence work?"


@pytest.fixture(scope="module")
def thread(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    data_dir = tmp_path_factory.mktemp("export-data")
    out = run(["ask", "--json", QUESTION], data_dir)
    assert out.returncode == 0, out.stderr
    return data_dir, json.loads(out.stdout)["thread"]


def test_export_writes_each_format_readably(thread: tuple[Path, str], tmp_path: Path) -> None:
    data_dir, thread_id = thread
    pdf = tmp_path / "report.pdf"
    out = run(["export", "--thread", thread_id, "--format", "pdf", "--out", str(pdf)], data_dir)
    assert out.returncode == 0, out.stderr
    assert str(pdf) in out.stdout
    text = " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(pdf).pages).split())
    assert QUESTION in text and "[1]" in text and "Sources" in text

    word = tmp_path / "report.docx"
    session_id = f"console:local:cli:{thread_id}"
    out = run(["export", "--thread", session_id, "--format", "docx", "--length", "detailed", "--out", str(word)], data_dir)
    assert out.returncode == 0, out.stderr
    paragraphs = [p.text for p in docx.Document(io.BytesIO(word.read_bytes())).paragraphs]
    assert paragraphs[0] == QUESTION and "Detailed report" in paragraphs[1] and "Sources" in paragraphs

    out = run(["export", "--thread", thread_id, "--format", "md", "--out", "-"], data_dir)
    assert out.returncode == 0 and out.stdout.startswith(f"# {QUESTION}") and "## Sources" in out.stdout


def test_export_of_an_unknown_thread_or_answer_fails_clearly(thread: tuple[Path, str], tmp_path: Path) -> None:
    data_dir, thread_id = thread
    out = run(["export", "--thread", "no-such-thread", "--format", "md", "--out", str(tmp_path / "x.md")], data_dir)
    assert out.returncode == 1 and "no answer to export" in out.stderr and not (tmp_path / "x.md").exists()
    out = run(["export", "--thread", thread_id, "--answer", "4", "--out", str(tmp_path / "y.md")], data_dir)
    assert out.returncode == 2 and "no answer number 4" in out.stderr
    out = run(["export", "--thread", thread_id, "--format", "xlsx"], data_dir)
    assert out.returncode == 2 and "invalid choice" in out.stderr


def test_an_output_path_that_is_a_folder_is_named_not_a_traceback(thread: tuple[Path, str], tmp_path: Path) -> None:
    # `--out .` or `--chart ~/charts` (a folder where a file goes) ended in IsADirectoryError's traceback.
    data_dir, thread_id = thread
    for args in (["export", "--thread", thread_id, "--format", "md", "--out", str(tmp_path)], ["stats", "--chart", str(tmp_path)]):
        out = run(args, data_dir)
        assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
        assert f"{tmp_path}: is a directory" in out.stderr.lower()


def test_export_in_a_terminal_chat_saves_the_file_without_overwriting(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    from tests.bot.test_cli import ROOT

    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "LLM_", "SLACK_", "DISCORD_", "SESSION_"))}
    env.update({"DATA_DIR": str(tmp_path / "data"), "LOG_LEVEL": "WARNING", "PYTHONPATH": str(ROOT)})
    (tmp_path / "work").mkdir()
    script = f"{QUESTION}\nexport md\nexport md\n/quit\n"
    out = subprocess.run(
        [sys.executable, "-m", "bot.cli", "chat"], cwd=tmp_path / "work", env=env, input=script,
        capture_output=True, text=True, timeout=120,
    )
    assert out.returncode == 0, out.stderr
    saved = sorted(p.name for p in (tmp_path / "work").iterdir())
    assert saved == ["how-does-redis-persistence-work-quick-2.md", "how-does-redis-persistence-work-quick.md"]
    assert all((tmp_path / "work" / name).read_text().startswith(f"# {QUESTION}") for name in saved)
    assert out.stdout.count("(saved ") == 2


async def test_export_reads_a_thread_from_the_redis_store(test_redis_url: str, redis_prefix: str, tmp_path: Path) -> None:
    import asyncio

    env = {"SESSION_STORE": "redis", "REDIS_URL": test_redis_url, "REDIS_KEY_PREFIX": redis_prefix}
    asked = await asyncio.to_thread(run, ["ask", "--json", QUESTION], tmp_path, **env)
    assert asked.returncode == 0, asked.stderr
    thread_id = json.loads(asked.stdout)["thread"]
    html = tmp_path / "report.html"
    out = await asyncio.to_thread(run, ["export", "--thread", thread_id, "--format", "html", "--out", str(html)], tmp_path, **env)
    assert out.returncode == 0, out.stderr
    page = html.read_text()
    assert f"<h1 dir=\"auto\">{QUESTION}</h1>" in page and "<h2>Sources</h2>" in page


async def test_export_answer_numbers_count_from_the_threads_first_answer_after_trimming(
    test_redis_url: str, redis_prefix: str, tmp_path: Path
) -> None:
    """Redis store: `--answer 1` is the thread's first answer, trimmed away, not the oldest kept one."""
    import asyncio

    env = {"SESSION_STORE": "redis", "REDIS_URL": test_redis_url, "REDIS_KEY_PREFIX": redis_prefix,
           "SESSION_MAX_ANALYSES": "2"}
    questions = [QUESTION, "How does Redis eviction work?", "What is Redis Sentinel?"]
    thread_id = None
    for question in questions:
        extra = ["--thread", thread_id] if thread_id else []
        asked = await asyncio.to_thread(run, ["ask", "--json", *extra, question], tmp_path, **env)
        assert asked.returncode == 0, asked.stderr
        thread_id = json.loads(asked.stdout)["thread"]
    assert thread_id is not None

    gone = await asyncio.to_thread(run, ["export", "--thread", thread_id, "--answer", "1", "--out", str(tmp_path / "1.md")], tmp_path, **env)
    assert gone.returncode == 2 and "Answer 1 is no longer kept" in gone.stderr and not (tmp_path / "1.md").exists()
    kept = await asyncio.to_thread(run, ["export", "--thread", thread_id, "--answer", "2", "--format", "md", "--out", str(tmp_path / "2.md")], tmp_path, **env)
    assert kept.returncode == 0, kept.stderr
    assert "Redis eviction" in (tmp_path / "2.md").read_text().splitlines()[0]


def test_a_pdf_export_whose_font_cannot_draw_the_question_says_so(tmp_path: Path) -> None:
    # The PDF's fonts have no CJK glyphs: the question's title came out blank with no word
    # to the operator, who could have asked for docx or html instead.
    asked = run(["ask", "--json", "PgBouncer の接続プールはどう設定しますか？"], tmp_path)
    assert asked.returncode == 0, asked.stderr
    thread_id = json.loads(asked.stdout)["thread"]
    pdf = tmp_path / "report.pdf"
    out = run(["export", "--thread", thread_id, "--format", "pdf", "--out", str(pdf)], tmp_path)
    assert out.returncode == 0 and pdf.read_bytes().startswith(b"%PDF-"), out.stderr
    assert "can't draw" in out.stderr and "--format docx" in out.stderr, out.stderr
    word = run(["export", "--thread", thread_id, "--format", "docx", "--out", str(tmp_path / "r.docx")], tmp_path)
    assert word.returncode == 0 and "can't draw" not in word.stderr


def test_a_pdf_export_of_a_hebrew_question_says_on_stderr_that_it_reads_backwards(tmp_path: Path) -> None:
    asked = run(["ask", "--json", "איך מגדירים PgBouncer?"], tmp_path)
    assert asked.returncode == 0, asked.stderr
    thread_id = json.loads(asked.stdout)["thread"]
    out = run(["export", "--thread", thread_id, "--format", "pdf", "--out", str(tmp_path / "r.pdf")], tmp_path)
    assert out.returncode == 0 and "reads backwards" in out.stderr and "--format docx" in out.stderr, out.stderr
    html = run(["export", "--thread", thread_id, "--format", "html", "--out", str(tmp_path / "r.html")], tmp_path)
    assert html.returncode == 0 and "reads backwards" not in html.stderr


def test_ask_json_export_names_the_file_it_saved(thread: tuple[Path, str], tmp_path: Path) -> None:
    # `ask --json "export md"` saved the file into the working directory and said nowhere where
    # (the terminal's "(saved …)" line is not printed with --json); a second one is `…-2.md`.
    data_dir, thread_id = thread
    for expected in ("how-does-redis-persistence-work-quick.md", "how-does-redis-persistence-work-quick-2.md"):
        out = run(["ask", "--json", "--thread", thread_id, "export md"], data_dir, cwd=tmp_path)
        assert out.returncode == 0, out.stderr
        saved = Path(json.loads(out.stdout)["saved"])
        assert saved == tmp_path / expected and saved.read_text().startswith(f"# {QUESTION}"), saved
