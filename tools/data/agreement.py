"""How far a second reader agrees with a part's labels: `python -m tools.data.agreement dq9 df5`.

Compares `<part>.jsonl` (the labels as collected, or as adjudicated) with the blind
`<part>.reader2.jsonl` beside it, row by row, and prints one JSON object per part:
exact agreement, Cohen's kappa, the confusion table (first reader's label -> second
reader's label -> count) and, for question parts, agreement counting the first
reader's `secondary` as a match and agreement on rows marked `ambiguous` or not.
It reads labels only: no model, classifier or detector is involved.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from sklearn.metrics import cohen_kappa_score, f1_score

from core.evaluation.data import read_jsonl

DATA = Path(__file__).resolve().parent


def part_files(part: str, data: Path = DATA) -> tuple[Path, Path]:
    """The part's file and its second reader's file (questions or follow-ups)."""
    for folder in ("questions", "followups"):
        first = data / folder / f"{part}.jsonl"
        if first.exists():
            return first, data / folder / f"{part}.reader2.jsonl"
    raise FileNotFoundError(f"no part named {part!r} under {data}")


def _share(hits: int, total: int) -> float | None:
    return round(hits / total, 3) if total else None


def _confusion(first: list[Any], second: list[Any]) -> dict[str, dict[str, int]]:
    table: dict[str, dict[str, int]] = {}
    for (a, b), n in sorted(Counter(zip(map(str, first), map(str, second))).items()):
        table.setdefault(a, {})[b] = n
    return table


def agreement(rows: list[dict[str, Any]], reader2: list[dict[str, Any]]) -> dict[str, Any]:
    """Agreement figures of two readers' labels of the same rows, in the same order."""
    if [r["source"] for r in rows] != [r["source"] for r in reader2]:
        raise ValueError("the second reader's rows do not match the part's rows one for one")
    key = "type" if "type" in rows[0] else "is_followup"
    first = [r[key] for r in rows]
    second = [r[key] for r in reader2]
    same = [a == b for a, b in zip(first, second)]
    report: dict[str, Any] = {
        "rows": len(rows),
        "label": key,
        "agreement": _share(sum(same), len(rows)),
        "agreed": sum(same),
        "kappa": round(float(cohen_kappa_score(first, second)), 3),
        "confusion": _confusion(first, second),
    }
    if key == "type":
        ambiguous = [bool(r.get("ambiguous")) for r in rows]
        in_secondary = [s or b["type"] in a.get("secondary", []) for s, a, b in zip(same, rows, reader2)]
        report |= {
            "agreement_with_secondary": _share(sum(in_secondary), len(rows)),
            "ambiguous_rows": sum(ambiguous),
            "agreement_ambiguous": _share(sum(s for s, m in zip(same, ambiguous) if m), sum(ambiguous)),
            "agreement_not_ambiguous": _share(
                sum(s for s, m in zip(same, ambiguous) if not m), len(rows) - sum(ambiguous)
            ),
            "macro_f1_second_vs_first": round(float(f1_score(first, second, average="macro")), 3),
        }
    return report


def main(argv: list[str]) -> int:
    for part in argv or ["dq9", "df5"]:
        first, second = part_files(part)
        print(json.dumps({"part": part} | agreement(read_jsonl(first), read_jsonl(second))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
