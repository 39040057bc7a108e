"""Record the split of every source group: `python -m tools.data.splits`.

Writes `tools/data/splits.json` (group -> split, per task) and prints the row
counts per split. The assignment itself is `core.evaluation.data.split_of`.
"""

from __future__ import annotations

import json
from collections import Counter

from core.evaluation.data import SPLITS_FILE, assignment, followup_rows, question_rows


def main() -> int:
    SPLITS_FILE.write_text(json.dumps(assignment(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    for name, rows in (("questions", question_rows()), ("followups", followup_rows())):
        groups = {s: len({r["group"] for r in rows if r["split"] == s}) for s in ("train", "dev", "test")}
        print(json.dumps({"task": name, "rows": dict(Counter(r["split"] for r in rows)), "groups": groups}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
