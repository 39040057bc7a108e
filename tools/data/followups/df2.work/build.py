"""Build df2.jsonl from the records below (python tools/data/followups/df2.work/build.py).

Every turn is quoted (trimmed) from the URL given; checks: referents are substrings
of the question, no duplicate (history, question), per-conversation cap.
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "df2.jsonl"
U, A = "user", "assistant"
RECORDS: list[dict] = []
sys.path.insert(0, str(HERE.parent))
from thread_records import record  # noqa: E402


def rec(url, history, question, fu, kind, referents, standalone, *, qsrc=None):
    RECORDS.append(record(url, history, question, fu, kind, referents, standalone, qsrc))


import records  # noqa: E402  (the record blocks, kept apart from the checks)

records.load(rec, U, A)
records.load_paired(rec, U, A)
records.load_more(rec, U, A)
records.load_bank_test(rec, U, A)
records.load_threads_more(rec, U, A)
records.load_last(rec, U, A)


def main() -> int:
    seen = set()
    kept = []
    for r in RECORDS:
        for ref in r["referents"]:
            assert ref in r["question"], (ref, r["question"])
        key = (json.dumps(r["history"]), r["question"])
        if key in seen:  # a pairing the generic loops repeat: keep the first
            continue
        seen.add(key)
        kept.append(r)
    RECORDS[:] = kept
    for r in RECORDS:
        assert r["is_followup"] == (not r["kind"].startswith("trap")), r
        assert r["is_followup"] or r["standalone"] == r["question"], r
    per_conv = Counter(r["conversation"] for r in RECORDS)
    assert max(per_conv.values()) <= 6, per_conv.most_common(3)
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in RECORDS), encoding="utf-8")
    c = Counter((r["is_followup"], r["construction"]) for r in RECORDS)
    print(len(RECORDS), dict(c), Counter(r["kind"] for r in RECORDS), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
