"""One labelled follow-up record of a GitHub thread, as the df2-df5 builders write them,
and the checked build of a part from its record blocks (`python thread_records.py df4`)."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _parts(url: str) -> list[str]:
    return url.split("github.com/", 1)[1].split("/")


def group(url: str) -> str:
    """`https://github.com/owner/repo/issues/12` -> `owner/repo`."""
    parts = _parts(url)
    return f"{parts[0]}/{parts[1]}"


def conversation(url: str) -> str:
    """`https://github.com/owner/repo/issues/12` -> `gh:owner/repo#12`."""
    parts = _parts(url)
    return f"gh:{parts[0]}/{parts[1]}#{parts[3]}"


def record(
    url: str, history: list[tuple[str, str]], question: str, fu: bool, kind: str, referents: list[str],
    standalone: str | None, qsrc: str | None = None,
) -> dict[str, Any]:
    """A history quoted from `url` and the next message; a paired record's question comes from `qsrc`."""
    r: dict[str, Any] = {
        "history": [{"role": role, "content": text} for role, text in history],
        "question": question, "is_followup": fu, "kind": kind, "referents": list(referents),
        "standalone": standalone if standalone else question,
        "source": url, "group": group(url), "conversation": conversation(url), "origin": "github-issue",
        "construction": "paired" if qsrc else "thread",
    }
    if qsrc:
        r["question_source"] = qsrc
    return r


def build(part: str) -> int:
    """Write `<part>.jsonl` from the record blocks in `<part>.work/records.py`.

    Every turn is quoted (trimmed) from the URL given. Checks: referents are substrings
    of the question, labels agree with kinds, a trap keeps its question as its standalone,
    no repeated (history, question), at most 6 records a conversation, a bank question
    used after at most 4 histories, and no question borrowed from outside the part (so
    that a paired record never mixes one of its groups with a group another file placed).
    """
    spec = importlib.util.spec_from_file_location(f"{part}_records", HERE / f"{part}.work" / "records.py")
    assert spec and spec.loader
    blocks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(blocks)
    records: list[dict[str, Any]] = []

    def rec(url: str, history: list[tuple[str, str]], question: str, fu: bool, kind: str, referents: list[str],
            standalone: str | None, *, qsrc: str | None = None) -> None:
        records.append(record(url, history, question, fu, kind, referents, standalone, qsrc))

    blocks.load(rec, "user", "assistant")
    seen = set()
    for r in records:
        for ref in r["referents"]:
            assert ref in r["question"], (ref, r["question"])
        key = (json.dumps(r["history"]), r["question"])
        assert key not in seen, r["question"]
        seen.add(key)
        assert r["is_followup"] == (not r["kind"].startswith("trap")), r
        assert r["is_followup"] or r["standalone"] == r["question"], r
        assert r["history"], r
    per_conv = Counter(r["conversation"] for r in records)
    assert max(per_conv.values()) <= 6, per_conv.most_common(3)
    bank = Counter(r["question"] for r in records if r["construction"] == "paired")
    assert max(bank.values()) <= 4, bank.most_common(3)
    groups = {r["group"] for r in records}
    lenders = groups | {group(q) for q in blocks.QUESTION_ONLY}
    for r in records:
        if r.get("question_source"):
            assert group(r["question_source"]) in lenders, r["question_source"]
    out = HERE / f"{part}.jsonl"
    out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    c = Counter((r["is_followup"], r["construction"]) for r in records)
    user_only = sum(all(t["role"] == "user" for t in r["history"]) for r in records)
    print(len(records), "records,", len(groups), "groups,", len(per_conv), "conversations;", dict(c),
          "user-only", user_only, dict(Counter(r["kind"] for r in records)), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(build(sys.argv[1]))
