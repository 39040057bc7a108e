"""Build `core/data/doc_words.txt`: the words a big documentation index knows.

    PYTHONPATH=. .venv/bin/python -m tools.build_doc_words

A stem (`core.text.stem` of a lower-cased `[a-z]+('[a-z]+)?` word) written in the documentation
of at least MIN_PROJECTS of the projects the answer question sets name (tests/data/answers). A
team that indexes only its own few pages lacks plain words any big index holds ("slow",
"paper", "hide"); the extractive relevance check reads an unseen word from this list as such
a word, not as a subject the documents lack ("pizza"). One stem a line, sorted.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from core.research.extractive import DOC_WORDS_PATH
from core.text import stem

ANSWERS = Path(__file__).resolve().parents[1] / "tests" / "data" / "answers"
MIN_PROJECTS = 3
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")


def projects(root: Path) -> list[str]:
    """The folders the question sets name."""
    named = set()
    for path in root.glob("questions-*.jsonl"):
        named |= {json.loads(line)["project"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}
    return sorted(named)


def project_stems(folder: Path) -> set[str]:
    found: set[str] = set()
    for path in folder.rglob("*"):
        if path.is_file():
            try:
                found |= set(_WORD.findall(path.read_text(encoding="utf-8").lower()))
            except (UnicodeDecodeError, OSError):
                continue
    return {stem(w) for w in found}


def doc_words(root: Path = ANSWERS, min_projects: int = MIN_PROJECTS) -> list[str]:
    counts = Counter(s for p in projects(root) for s in project_stems(root / p))
    return sorted(s for s, n in counts.items() if n >= min_projects)


def main() -> None:
    words = doc_words()
    DOC_WORDS_PATH.write_text("\n".join(words) + "\n", encoding="utf-8")
    print(f"{len(words)} documentation words -> {DOC_WORDS_PATH}")


if __name__ == "__main__":
    main()
