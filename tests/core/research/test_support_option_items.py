"""Option items quoted one after another are claims of their own: the citation check drops the
one its source does not state and keeps the others (a sentence opening on "--" was read as part
of the one before, and went with it)."""

from __future__ import annotations

from core.models import Citation, ReportSet, Usage
from core.research.support import SupportChecker

CITATIONS = [
    Citation(number=1, title="Redis persistence", url="https://docs.example.org/redis"),
    Citation(number=2, title="pytest-benchmark usage", url="https://docs.example.org/benchmark"),
]
PASSAGES = {
    1: "Redis persistence\nRedis keeps its data in memory and writes snapshots to disk.",
    2: "pytest-benchmark usage\n--benchmark-skip: Skip running any tests that contain benchmarks.\n"
       "--benchmark-max-time: Maximum run time per test.",
}


async def test_an_unsupported_sentence_does_not_take_the_option_item_after_it() -> None:
    quick = (
        "The suite fails whenever a benchmark runs slower than its saved baseline [1]. "
        "--benchmark-skip: Skip running any tests that contain benchmarks [2]."
    )
    reports = ReportSet(inline="Redis keeps its data in memory [1].", quick=quick,
                        detailed="## Answer\nRedis keeps its data in memory [1].")
    checked = await SupportChecker().check(reports, CITATIONS, PASSAGES, Usage(), ask_model=False)

    assert checked.report.dropped == 1
    assert "saved baseline" not in checked.reports.quick
    assert "--benchmark-skip: Skip running any tests that contain benchmarks" in checked.reports.quick
