"""thread_records: the speakers (per-conversation pseudonyms) a df17-on record carries, and their checks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools.data.followups.thread_records import build, check_authors, record

URL = "https://github.com/someone/somewhere/issues/7"
OTHER = "https://github.com/someone/elsewhere/issues/9"


def test_turns_given_as_triples_record_each_speaker_and_the_question_author() -> None:
    r = record(URL, [("user", "It crashes.", "u1"), ("assistant", "Which version?", "u2")], "1.2", True, "ellipsis", [], "x", author="u1")
    check_authors(r)
    assert [t["author"] for t in r["history"]] == ["u1", "u2"]
    assert r["author"] == "u1"


def test_records_without_speakers_are_written_exactly_as_before() -> None:
    r = record(URL, [("user", "It crashes.")], "1.2", True, "ellipsis", [], "x")
    check_authors(r)
    assert "author" not in r and list(r["history"][0]) == ["role", "content"]


@pytest.mark.parametrize(
    ("history", "author", "qsrc"),
    [
        ([("user", "a", "u2")], "u2", None),  # the opener is not u1
        ([("user", "a", "u1"), ("assistant", "b", "u3")], "u1", None),  # u2 skipped
        ([("user", "a", "u1"), ("assistant", "b")], "u1", None),  # one turn without its speaker
        ([("user", "a", "u1"), ("assistant", "b", "u1")], "u1", None),  # one speaker on both sides
        ([("user", "a", "u1")], None, None),  # a thread question without its author
        ([("user", "a", "u1")], "u2", OTHER),  # a lent question given an asker
    ],
)
def test_speakers_out_of_order_missing_or_invented_are_refused(history, author, qsrc) -> None:
    r = record(URL, history, "q?", True, "ellipsis", [], "q", qsrc, author)
    with pytest.raises(AssertionError):
        check_authors(r)


def test_a_lent_question_has_no_author_and_a_later_speaker_may_ask_in_the_thread() -> None:
    check_authors(record(URL, [("user", "a", "u1")], "q?", False, "trap_other", [], None, OTHER, None))
    check_authors(record(URL, [("user", "a", "u1"), ("assistant", "b", "u2")], "q?", True, "ellipsis", [], "q", author="u3"))


def _part(tmp_path: Path, body: str) -> Path:
    (tmp_path / "dfx.work").mkdir()
    (tmp_path / "dfx.work" / "records.py").write_text(
        "QUESTION_ONLY = ()\n\ndef load(rec, U, A):\n" + body, encoding="utf-8")
    return tmp_path


def test_a_built_part_keeps_the_speakers_of_every_turn(tmp_path: Path) -> None:
    root = _part(tmp_path, f"    rec({URL!r}, [(U, 'It crashes.', 'u1'), (A, 'Which version?', 'u2')], '1.2', True, 'ellipsis', [], 'x', author='u1')\n")
    assert build("dfx", root) == 0
    row = json.loads((root / "dfx.jsonl").read_text(encoding="utf-8"))
    assert [t["author"] for t in row["history"]] == ["u1", "u2"] and row["author"] == "u1"


def test_a_build_refuses_one_quoted_turn_given_two_speakers_in_one_conversation(tmp_path: Path) -> None:
    # each record alone is in order; together they give "Which version?" to u2 and to u3
    root = _part(tmp_path, (
        f"    rec({URL!r}, [(U, 'It crashes.', 'u1'), (A, 'Which version?', 'u2')], '1.2', True, 'ellipsis', [], 'x', author='u1')\n"
        f"    rec({URL!r}, [(U, 'It crashes.', 'u1'), (U, 'Me too.', 'u2'), (A, 'Which version?', 'u3')], '1.3', True, 'ellipsis', [], 'x', author='u1')\n"))
    with pytest.raises(AssertionError):
        build("dfx", root)
