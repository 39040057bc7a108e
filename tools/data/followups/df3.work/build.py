"""Build df3.jsonl from the record blocks in records.py (python tools/data/followups/df3.work/build.py).

Every turn is quoted (trimmed) from the URL given. Checks: referents are substrings
of the question, labels agree with kinds, a trap keeps its question as its standalone,
no repeated (history, question), at most 6 records a conversation, a bank question
used after at most 4 histories, and no question borrowed from outside df3 (so that a
paired record never mixes a df3 group with a group another file placed).
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "df3.jsonl"
U, A = "user", "assistant"
RECORDS: list[dict] = []
sys.path.insert(0, str(HERE.parent))
from thread_records import group as _group, record  # noqa: E402


def rec(url, history, question, fu, kind, referents, standalone, *, qsrc=None):
    RECORDS.append(record(url, history, question, fu, kind, referents, standalone, qsrc))


sys.path.insert(0, str(HERE))
import records  # noqa: E402  (the record blocks, kept apart from the checks)

records.load(rec, U, A)


def main() -> int:
    seen = set()
    for r in RECORDS:
        for ref in r["referents"]:
            assert ref in r["question"], (ref, r["question"])
        key = (json.dumps(r["history"]), r["question"])
        assert key not in seen, r["question"]
        seen.add(key)
        assert r["is_followup"] == (not r["kind"].startswith("trap")), r
        assert r["is_followup"] or r["standalone"] == r["question"], r
        assert r["history"], r
    per_conv = Counter(r["conversation"] for r in RECORDS)
    assert max(per_conv.values()) <= 6, per_conv.most_common(3)
    bank = Counter(r["question"] for r in RECORDS if r["construction"] == "paired")
    assert max(bank.values()) <= 4, bank.most_common(3)
    groups = {r["group"] for r in RECORDS}
    for r in RECORDS:
        if r.get("question_source"):
            assert _group(r["question_source"]) in groups | {_group(q) for q in records.QUESTION_ONLY}, r["question_source"]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in RECORDS), encoding="utf-8")
    c = Counter((r["is_followup"], r["construction"]) for r in RECORDS)
    user_only = sum(all(t["role"] == "user" for t in r["history"]) for r in RECORDS)
    print(len(RECORDS), "records,", len(groups), "groups,", len(per_conv), "conversations;", dict(c),
          "user-only", user_only, dict(Counter(r["kind"] for r in RECORDS)), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
