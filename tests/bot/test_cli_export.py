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
