"""Convert TREC CAsT 2019-2020 topics into follow-up rows: `python -m tools.data.convert_cast DIR`.

DIR holds the files of github.com/daltonj/treccastweb as copied to
`shared/data/cast/` (file name = original path with `/` replaced by `_`).
Every turn after the first becomes one row whose history is the topic's earlier
raw utterances (user turns only: CAsT keeps no answer text). A turn is a
follow-up when its manual rewrite adds content words to the raw utterance;
otherwise it stands alone. First turns have an empty history and are decided
by that alone, so they are not rows (they would only flatter the figures).

2020 comes in two versions of the same 25 topics: the manual file (v1.0) and
the annotated automatic file (v1.1, a later revision with one more turn and
corrected utterances). v1.1 is taken; v1.0 adds nothing but earlier wording.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from core.text import content_words, stem

_PRONOUN = re.compile(r"\b(it|its|they|them|their|theirs|this|that|these|those|one|ones|he|she|his|her|him)\b", re.I)


def _clean(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").replace("\u2018", "'").split())


def added_words(raw: str, rewrite: str) -> list[str]:
    """Content words the human rewrite adds: what the raw turn left to the thread."""
    have = {stem(w) for w in content_words(raw)}
    return [w for w in dict.fromkeys(content_words(rewrite)) if stem(w) not in have]


def _kind(raw: str, follow: bool, position: int) -> str:
    if not follow:
        return "topic_shift" if position > 1 else "standalone"
    return "pronoun" if _PRONOUN.search(raw) else "ellipsis"


def _rows(topic: str, origin: str, turns: list[tuple[str, str]]) -> Iterator[dict[str, Any]]:
    history: list[dict[str, str]] = []
    for position, (raw, rewrite) in enumerate(turns):
        raw, rewrite = _clean(raw), _clean(rewrite)
        if position:
            added = added_words(raw, rewrite)
            follow = bool(added)
            yield {
                "history": list(history),
                "question": raw,
                "is_followup": follow,
                "kind": _kind(raw, follow, position),
                "referents": [],
                "standalone": rewrite if follow else raw,
                "source": f"{topic}_{position + 1}",
                "group": topic,
                "conversation": topic,
                "origin": origin,
                "construction": "thread",
            }
        history.append({"role": "user", "content": raw})


def _tsv(path: Path) -> dict[str, dict[int, str]]:
    topics: dict[str, dict[int, str]] = {}
    with path.open(encoding="utf-8") as handle:
        for row in csv.reader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            if len(row) >= 2 and "_" in row[0]:
                t, n = row[0].split("_")
                topics.setdefault(t, {})[int(n)] = row[1]
    return topics


def convert(folder: Path) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for name, prefix, origin, raw_file in (
        ("2019_data_training_train_topic_sample_annotated_resolved_v1.0.tsv", "cast2019train", "trec-cast-2019",
         "2019_data_training_train_topics_v1.0.json"),
        ("2019_data_evaluation_evaluation_topics_annotated_resolved_v1.0.tsv", "cast2019", "trec-cast-2019",
         "2019_data_evaluation_evaluation_topics_v1.0.json"),
    ):
        resolved = _tsv(folder / name)
        raw_topics = {str(t["number"]): {u["number"]: u["raw_utterance"] for u in t["turn"]}
                      for t in json.loads((folder / raw_file).read_text(encoding="utf-8"))}
        for topic, rewrites in sorted(resolved.items(), key=lambda kv: int(kv[0])):
            raws = raw_topics[topic]
            numbers = sorted(rewrites)
            # Only a gapless prefix of turns: a row's history must be the real thread.
            numbers = [n for i, n in enumerate(numbers) if n == i + 1]
            rows.extend(_rows(f"{prefix}:{topic}", origin, [(raws[n], rewrites[n]) for n in numbers]))
    for topic in json.loads((folder / "2020_automatic_evaluation_topics_annotated_v1.1.json").read_text(encoding="utf-8")):
        turns = [(u["raw_utterance"], u.get("manual_rewritten_utterance", u["raw_utterance"])) for u in topic["turn"]]
        rows.extend(_rows(f"cast2020:{topic['number']}", "trec-cast-2020", turns))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "followups" / "cast.jsonl")
    args = parser.parse_args(argv)
    rows = convert(args.folder)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    follow = sum(r["is_followup"] for r in rows)
    print(json.dumps({"out": str(args.out), "rows": len(rows), "followups": follow, "standalone": len(rows) - follow,
                      "topics": len({r["group"] for r in rows})}), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
