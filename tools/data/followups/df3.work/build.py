"""Build df3.jsonl from the record blocks in records.py (python tools/data/followups/df3.work/build.py);
the checks are `thread_records.build`'s."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from thread_records import build  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(build("df3"))
