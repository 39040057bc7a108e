"""`research-bot eval answers`: figures per project and split, through the real assistant."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from core.evaluation.answers import (
    AnswerQuestion,
    block_in,
    key_present,
    load_questions,
    project_texts,
    quoted_code,
    run,
    span_in,
)

ROOT = Path(__file__).resolve().parents[3]

DOCS = {
    "alpha/docs/retry.md": (
        "# Retries\n\nAlpha retries failed jobs with exponential backoff.\n\n"
        "To retry a job three times, pass `retries=3`:\n\n```python\nqueue.put(job, retries=3)\n```\n"
    ),
    "beta/docs/cache.rst": (
        "Caching\n=======\n\nBeta caches responses in memory.\n\n"
        "Set the time to live with ``ttl``:\n\n.. code-block:: python\n\n    cache = Cache(ttl=60)\n"
    ),
}


@pytest.fixture
def docs_root(tmp_path: Path) -> Path:
    for rel, text in DOCS.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path


QUESTIONS = [
    AnswerQuestion(id="a1", project="alpha", question="hey, how do I make alpha retry a job 3 times?", keys=["retries=3"], gold=["docs/retry.md"], split="dev"),
    AnswerQuestion(id="b1", project="beta", question="how do i set the cache ttl in beta", keys=["ttl=60|ttl"], gold=["docs/cache.rst"], split="locked"),
    AnswerQuestion(id="b2", project="beta", question="what is the best pizza topping?", keys=["margherita"], gold=["docs/cache.rst"], split="locked"),
]


async def test_figures_per_split_and_project(docs_root: Path) -> None:
    report = await run(QUESTIONS, docs_root)
    assert set(report.splits) == {"dev", "locked"}
    dev = report.splits["dev"].overall
    assert (dev.n, dev.hit_quick, dev.cited_gold, dev.nothing_found) == (1, 1.0, 1.0, 0.0)
    assert dev.code_intact == 1.0 and dev.answers_with_code == 1
    locked = report.splits["locked"]
    assert locked.overall.n == 2 and locked.overall.nothing_found == 0.5 and locked.overall.hit_quick == 0.5
    assert set(locked.projects) == {"beta"} and not locked.targets_met
    assert report.chunks_indexed >= 2 and report.outcomes[1].cited == ["beta/docs/cache.rst"]


def test_keys_alternatives_and_code_checks() -> None:
    assert key_present("nargs=-1|variadic", "Use  NARGS=-1 here")
    assert not key_present("nargs=-1", "use nargs")
    files = ["Intro\n\n.. code-block:: python\n\n    def f():\n        return 1\n"]
    assert block_in("def f():\n    return 1", files)
    # A tab-indented line under a space-indented block is found as written, not expanded.
    tabbed = [".. code-block:: python\n\n   f(a,\n\t\t b)\n"]
    assert block_in("f(a,\n\t\t b)", tabbed)
    assert not block_in("f(a,\n                 b)", tabbed)
    assert not block_in("def f():\n  return 1", files)  # indentation changed
    assert not block_in("def f(): return 1", files)  # squashed onto one line
    assert span_in("return 1", files) and not span_in("return 2", files)


def test_a_span_rendered_from_a_rest_backslash_escape_is_intact_and_a_changed_one_is_not() -> None:
    page = ["Windows CMD, :file:`.venv\\\\Scripts\\\\activate.bat`::\n\n    > set FLASK_APP=hello\n"]
    assert span_in(".venv\\Scripts\\activate.bat", page)  # as docutils renders the role
    assert not span_in(".venv/Scripts/activate.bat", page)
    assert not span_in(".venvScriptsactivate.bat", page)


def test_a_sentence_key_is_found_across_the_citation_marker_before_its_stop() -> None:
    answer = "The class is final and cannot be subclassed [1]. Use `add` [2, 3]: it appends."
    assert key_present("The class is final and cannot be subclassed.", answer)
    assert key_present("Use `add`: it appends", answer)
    # Brackets that are the key's own text are still matched as written.
    assert key_present("{'a': [1, 3], 'b': [2]}", "```pycon\n>>> d.to_dict()\n{'a': [1, 3], 'b': [2]}\n```")
    # Taking the markers out never joins words the answer did not quote together.
    assert not key_present("cannot be subclassed. It", "cannot be subclassed [1]. Use it")
    assert not key_present("The class is final and cannot be subclassed.", "The class is final [1].")


def test_a_fence_inside_a_blockquote_is_intact_under_its_markers() -> None:
    page = (
        "# Config\n\n> Put this in the settings file:\n>\n> ```toml\n> [tool.demo]\n"
        "> paths = [\n>     \"src\",\n>\n>]\n> ```\n\n> > ```\n> > nested = true\n> > ```\n"
    )
    (block, nested), _ = quoted_code(page)
    assert block == '[tool.demo]\npaths = [\n    "src",\n\n]'  # as Markdown renders it
    assert block_in(block, [page]) and block_in(nested, [page])
    assert not block_in(block.replace("src", "lib"), [page])  # altered code still fails
    assert not block_in('[tool.demo]\npaths = [\n  "src",\n\n]', [page])  # indentation changed
    assert not block_in("[tool.demo]\npaths = [", ["> [tool.demo]\n> paths = ["])  # a blockquote, no fence
    # Prompts are not blockquote markers: a doctest quoted without them is altered.
    doctest = "Example::\n\n    >>> total = 1\n    >>> total + 1\n    2\n"
    assert not block_in("total = 1\ntotal + 1", [doctest])
    assert block_in(">>> total = 1\n>>> total + 1\n2", [doctest])


def test_a_fence_in_a_list_item_inside_a_blockquote_is_intact_under_its_markers() -> None:
    # wcmatch's docs put a fence in a numbered note inside `> `: the fence sits at the item's
    # content column (five columns after the marker), as do the code lines it holds.
    page = (
        "> 2.  Splitting patterns is built in:\n>\n>     ```py play\n>     from wcmatch import _wcparse\n"
        ">     list(_wcparse.expand('a{b,c}', _wcparse.BRACE))\n>     ```\n"
    )
    block = "from wcmatch import _wcparse\nlist(_wcparse.expand('a{b,c}', _wcparse.BRACE))"
    assert block_in(block, [page])
    assert not block_in(block.replace("BRACE", "SPLIT"), [page])  # altered code still fails
    assert not block_in(block, [page.replace("```py play\n", "")])  # no fence opened: a blockquote


def test_code_holding_a_control_character_is_intact_quoted_without_it(tmp_path: Path) -> None:
    # Python-Markdown's docs show a placeholder between STX and ETX; the bot never shows
    # control characters (core.printable), so the span quoted without them is the file's.
    (tmp_path / "api.md").write_text("Note the placeholder token `\x02klzzwxh:0000\x03`.\n", encoding="utf-8")
    files = project_texts(tmp_path)
    assert span_in("klzzwxh:0000", files)
    assert not span_in("klzzwxh:0001", files)


def test_a_no_break_space_line_is_intact_without_the_indentation_it_shares() -> None:
    page = "Run it::\n\n    # window\n \u00a0   runner.start(w)\n    runner.stop()\n"
    assert block_in("# window\n\u00a0   runner.start(w)\nrunner.stop()", [page])
    assert not block_in("# window\n runner.start(w)\nrunner.stop()", [page])  # the no-break space lost
    assert not block_in("# window\n    runner.start(w)\nrunner.stop()", [page])


def test_question_files_name_their_split(tmp_path: Path) -> None:
    path = tmp_path / "questions-locked.jsonl"
    path.write_text(json.dumps({"id": "x", "project": "p", "question": "q?", "keys": ["k"], "gold": ["g"]}) + "\n")
    assert load_questions(path)[0].split == "locked"
    bad = tmp_path / "questions-dev.jsonl"
    bad.write_text("{not json\n")
    with pytest.raises(ValueError, match="questions-dev.jsonl:1"):
        load_questions(bad)


def test_cli_prints_the_figures_and_fails_when_targets_are_missed(docs_root: Path, tmp_path: Path) -> None:
    qfile = tmp_path / "questions-custom.jsonl"
    qfile.write_text("\n".join(q.model_dump_json(exclude={"split"}) for q in QUESTIONS[:2]) + "\n")
    out = subprocess.run(
        [sys.executable, "-m", "bot.cli", "eval", "answers", "--set", str(qfile), "--docs", str(docs_root)],
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "DATA_DIR": str(tmp_path / "data"), "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert "== custom split: targets met" in out.stdout
    assert "hit@quick" in out.stdout and "alpha" in out.stdout and "beta" in out.stdout
