"""Citation clean-up never changes code, in extractive and model-written reports alike."""

from __future__ import annotations

import itertools
import re

from core.models import Citation, ReportSet
from core.research.citations import SourceLedger, cited_numbers, finalize, renumber
from core.research.code_regions import outside_code, split_code
from core.sources.base import Hit

# A model-written report as it came back from an OpenAI-compatible endpoint: a
# long code block with indentation, aligned comments, list indexing that looks
# like citations, and a URL no tool returned inside a comment.
CODE = "\n".join(
    [
        "import asyncio",
        "",
        "",
        "class Worker:",
        "    def __init__(self, queue,  retries=3):  # two spaces on purpose",
        "        self.queue   = queue",
        "        self.retries = retries",
        "",
        "    async def run(self) -> None:",
        "        while True:",
        "            job = await self.queue.get()",
        "            first, second = job.args[0], job.args[1]   # not citations",
        "            url = 'https://invented.example/api'  ,",
        "            await self.handle(first , second)",
    ]
    + [f"            step_{i} = [{i}] * {i}   # line {i:02d}" for i in range(50)]
)
MODEL_DETAILED = (
    "Use a worker pool [3].\n\n## Example\n\nAs the docs show [3] , start it like this:\n\n"
    f"```python\n{CODE}\n```\n\n"
    "Indented code inside a list item:\n\n1. Run it [5]:\n\n       python  -m  worker   --queue [2]\n\n"
    "Call `job.args[0]  and  [1]` with care [4]; see https://invented.example/more for details."
)


def _ledger() -> SourceLedger:
    ledger = SourceLedger()
    for n in range(1, 6):
        ledger.add(Hit(id=f"h{n}", source="web", title=f"Doc {n}", url=f"https://docs.example.org/{n}", text="t"))
    return ledger


def test_finalize_leaves_a_model_written_code_block_byte_for_byte_intact() -> None:
    reports = ReportSet(inline="Use a worker pool [3].", quick="Workers pull jobs [3][4] .", detailed=MODEL_DETAILED)
    final = finalize(reports, _ledger())
    detailed = final.reports.detailed
    assert f"```python\n{CODE}\n```" in detailed
    assert len(CODE.splitlines()) == 64
    assert "       python  -m  worker   --queue [2]" in detailed  # indented code keeps its spaces and its [2]
    assert "`job.args[0]  and  [1]`" in detailed
    # Outside code the clean-up still works: renumbered by first use, gap before "," removed,
    # invented URLs dropped and reported.
    assert detailed.startswith("Use a worker pool [1].")
    assert "As the docs show [1], start it" in detailed
    assert "1. Run it [3]:" in detailed and "with care [2];" in detailed
    assert "https://invented.example/more" not in detailed
    assert final.invented_urls == ["https://invented.example/more"]
    assert [c.number for c in final.citations] == [1, 2, 3]


def test_markers_inside_code_are_not_citations() -> None:
    text = "See [1].\n\n```\nx = a[2]\n```\n\nAnd `b[3]` too [4]."
    assert cited_numbers(text) == [1, 4]


def test_split_code_round_trips_and_marks_code() -> None:
    pieces = split_code(MODEL_DETAILED)
    assert "".join(p for p, _ in pieces) == MODEL_DETAILED
    assert any(is_code and "step_49" in p for p, is_code in pieces)
    assert outside_code(MODEL_DETAILED, str.upper).count(CODE) == 1


def test_each_report_is_renumbered_from_one_without_gaps() -> None:
    citations = [Citation(number=n, title=f"Doc {n}", heading=f"Part {n}") for n in (1, 2, 3, 4)]
    detailed = "Lead [1].\n\n- Point [3].\n- Point [4][1].\n\n```\nlist[3]\n```"
    text, cited = renumber(detailed, citations)
    assert re.findall(r"\[(\d)\]", text.split("```")[0]) == ["1", "2", "3", "1"]
    assert "list[3]" in text
    assert [(c.number, c.title) for c in cited] == [(1, "Doc 1"), (2, "Doc 3"), (3, "Doc 4")]


def test_the_support_repair_renumbering_leaves_code_alone() -> None:
    from core.research.repair import renumber as renumber_after_repair

    citations = [Citation(number=n, title=f"Doc {n}") for n in (1, 2, 3)]
    quick = "Read `sys.argv[1]`  and `x[2]` first [3].\n\n    indented  code [1]\n\nThen [2]."
    reports = ReportSet(inline="Lead [3].", quick=quick, detailed="Lead [3].")
    renamed, cited, _ = renumber_after_repair(reports, citations, {})
    assert "`sys.argv[1]`" in renamed.quick and "`x[2]`" in renamed.quick
    assert "    indented  code [1]" in renamed.quick
    assert renamed.quick.startswith("Read `sys.argv[1]`  and `x[2]` first [1].")
    assert [c.title for c in cited] == ["Doc 3", "Doc 2"]


def test_the_gaps_a_removed_marker_leaves_are_closed_as_the_two_substitutions_close_them() -> None:
    # `finalize` closes "word ." and doubled blanks only where a match can start; the reading
    # must be the two substitutions' own on every text, those with nothing to close included.
    from core.research.citations import close_gaps

    def substituted(text: str) -> str:
        text = re.sub(r"(?<=\S)[ \t]+([.,;:])(?=\s|$)", r"\1", text)
        return re.sub(r"(?<=\S)[ \t]{2,}(?=\S)", " ", text)

    alphabet = ("a", " ", "\t", ".", ";", "\n", "\u00a0")
    # Every text of up to six of these characters: a blank before or after a mark, runs of
    # blanks, a line's start and end, a no-break space (`\S` for neither pattern's blanks).
    texts = ["".join(chars) for n in range(7) for chars in itertools.product(alphabet, repeat=n)]
    texts += ["Use a worker pool .", "As the docs show , start it", "two  spaces\tand\t\ttabs", "  indented line :", "end ;\n"]
    for text in texts:
        assert close_gaps(text) == substituted(text), repr(text)
    assert close_gaps("Use a worker pool . Then  stop , once.") == "Use a worker pool. Then stop, once."


def test_a_text_read_again_gets_its_kept_numbers_in_a_list_of_its_own() -> None:
    # `validate` reads the same lengths twice a turn (the gate's call, the result's): the second
    # reading is the first's, and no caller's change to its list reaches another's.
    from core.research.citations import _cited_numbers

    text = "Pools [3] and queues [1, 3] `arr[7]`.\n\n```\nx = [9]\n```\n\nSee [2]."
    first = cited_numbers(text)
    hits = _cited_numbers.cache_info().hits
    first.append(99)
    again = cited_numbers(text)
    assert _cited_numbers.cache_info().hits == hits + 1
    assert again == [3, 1, 2]
    assert again is not first
